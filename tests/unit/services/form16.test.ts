/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { BASIC_AUTH, serviceHarness } from "@/tests/support/service-harness";

/** The upload time-out, read at each call, so a test can shorten it (the real value is 120 s). */
let mockUploadTimeout = 120_000;
jest.mock("@/services/timeouts", () => ({
  ...jest.requireActual<typeof import("@/services/timeouts")>("@/services/timeouts"),
  get UPLOAD_TIMEOUT_MS() {
    return mockUploadTimeout;
  },
}));

const h = serviceHarness(() => import("@/services/form16"));
afterEach(() => {
  mockUploadTimeout = 120_000;
});

const EMAIL = "priya.sharma@example.in";

const pdf = (name: string, content = "%PDF-1.4\n% Form 16\n%%EOF\n") => new File([content], name, { type: "application/pdf" });

/** The named parts of a multipart body as the stand-in logged it: field name → file name or value. */
function multipartFields(body: string): Array<[string, string]> {
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g)].map(
    ([, name, fileName, value]) => [name!, fileName ?? value!],
  );
}

describe("Form 16 merge upload: a public call", () => {
  test("given Part A and Part B PDFs, then POST /v1/form16/upload/ sends them and the email as multipart, with basic auth and no cookie, and answers the merged dictionary", async () => {
    const merged = await h.service.uploadForm16({ email: ` ${EMAIL} `, files: [pdf("part-a.pdf"), pdf("part-b.pdf")] });

    expect(merged.email).toBe(EMAIL);
    const { _note: _omitted, ...figures } = fixtures.form16Merged;
    expect(merged.merged).toEqual(figures);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /v1/form16/upload/");
    expect(call.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers["x-csrftoken"]).toBeUndefined();
    expect(multipartFields(call.body)).toEqual([
      ["email", EMAIL],
      ["files", "part-a.pdf"],
      ["files", "part-b.pdf"],
    ]);
  });

  test("given progress events with a total, then the callback hears whole percentages, each once, then 100 when the answer comes", async () => {
    const seen: number[] = [];
    // jsdom reports upload progress without a total, so the events a browser sends are
    // played through the handler the service gave axios.
    const interceptor = h.clients.appClient.interceptors.request.use((config) => {
      for (const loaded of [0, 333, 333, 500, 1024]) config.onUploadProgress?.({ loaded, total: 1024, bytes: 0, lengthComputable: true });
      return config;
    });
    try {
      await h.service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] }, { onProgress: (percent) => seen.push(percent) });
    } finally {
      h.clients.appClient.interceptors.request.eject(interceptor);
    }
    // 333/1024 = 32.5 % → 33; 500/1024 = 48.8 % → 49; the repeated 333 is not reported twice.
    expect(seen).toEqual([0, 33, 49, 100]);
  });

  test("given a browser that gives no total (jsdom), then the callback hears 100 once the answer comes", async () => {
    const seen: number[] = [];
    await h.service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] }, { onProgress: (percent) => seen.push(percent) });
    expect(seen).toEqual([100]);
  });

  test("given a failed upload, then the callback never hears 100", async () => {
    h.standIn.setFault("/v1/form16/upload/", { status: 500 });
    const seen: number[] = [];
    await expect(h.service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] }, { onProgress: (percent) => seen.push(percent) })).rejects.toMatchObject({ status: 500 });
    expect(seen).not.toContain(100);
  });

  test.each([
    ["a Word file", [new File(["x"], "form16.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" })], "form16.docx is not a PDF. Upload Form 16 as a PDF file"],
    ["no file", [], "Choose your Form 16 PDF"],
    ["a PDF one byte over 5 MB", [new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" })], "scan.pdf is larger than 5 MB. Upload a smaller PDF"],
  ])("given %s, then nothing is sent and the refusal says so", async (_scenario, files, message) => {
    const call = h.service.uploadForm16({ email: EMAIL, files });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { files: [message] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given a PDF with no type but a .pdf name, then it is accepted as a PDF", () => {
    expect(h.service.isPdfFile(new File(["%PDF-"], "FORM16.PDF"))).toBe(true);
    expect(h.service.isPdfFile(new File(["%PDF-"], "form16.txt"))).toBe(false);
  });

  test("given a file labelled PDF whose content is not, then the server's 400 is read back for files", async () => {
    const error = await h.service.uploadForm16({ email: EMAIL, files: [pdf("fake.pdf", "not a pdf")] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ files: ["Upload PDF files only."] });
  });

  test("given the upload time-out (120 s, shortened here) runs out, then kind timeout, whatever the client's default", async () => {
    mockUploadTimeout = 200;
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/v1/form16/upload/", { delayMs: 2000 });
    await expect(h.service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] })).rejects.toMatchObject({ kind: "timeout" });
  });
});

describe("reading a merged dictionary back, as the signed-in user", () => {
  test("given an email, then GET /v1/form16/{email}/dict/ goes with the session cookie", async () => {
    expect((await h.service.getForm16Dictionary(EMAIL)).merged.gross_salary).toBe(1500000);
    const call = h.onlyCall();
    expect(call.path).toBe("/v1/form16/priya.sharma%40example.in/dict/");
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test("given no session cookie, then http 401", async () => {
    h.clearCookie("taxsathi");
    await expect(h.service.getForm16Dictionary(EMAIL)).rejects.toMatchObject({ kind: "http", status: 401 });
  });
});

describe("Form 16 faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 413", fault: { status: 413 }, expected: { kind: "http", status: 413 } },
  ])("given $scenario on the upload, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/v1/form16/upload/", fault);
    const call = h.service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    mockUploadTimeout = 0;
    h.standIn.setFault("/v1/form16/upload/", { drop: true });
    await expect(h.service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] })).rejects.toMatchObject({ kind: "network" });
  });
});
