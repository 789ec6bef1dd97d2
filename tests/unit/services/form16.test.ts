/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import { startStandIn, type StandIn, type StandInFault } from "@/tests/support/stand-in.mjs";

type Service = typeof import("@/services/form16");

/** The upload time-out, read at each call, so a test can shorten it (the real value is 120 s). */
let mockUploadTimeout = 120_000;
jest.mock("@/services/timeouts", () => ({
  ...jest.requireActual<typeof import("@/services/timeouts")>("@/services/timeouts"),
  get UPLOAD_TIMEOUT_MS() {
    return mockUploadTimeout;
  },
}));
type Clients = typeof import("@/services/clients");

const BASIC_AUTH = "Basic ZGVtbzpzM2NyZXQ="; // base64 of "demo:s3cret"
const CSRF_TOKEN = "csrf-abc123";
const EMAIL = "priya.sharma@example.in";
let standIn: StandIn;
let service: Service;
let clients: Clients;
let defaultTimeout: number | undefined;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
  // The clients read the settings when first imported, so the modules load after this.
  process.env.NEXT_PUBLIC_API_URL = standIn.url;
  process.env.NEXT_PUBLIC_API_BASIC_AUTH = "demo:s3cret";
  service = await import("@/services/form16");
  clients = await import("@/services/clients");
  defaultTimeout = clients.appClient.defaults.timeout;
});
beforeEach(() => {
  // jsdom reports each failed XHR on the console, as a browser would; that is noise here.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  document.cookie = "taxsathi=regular; path=/";
  document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
});
afterEach(() => {
  standIn.reset();
  clients.appClient.defaults.timeout = defaultTimeout;
  mockUploadTimeout = 120_000;
  clearCookie("taxsathi");
  clearCookie("csrftoken");
  jest.restoreAllMocks();
});
afterAll(() => standIn.close());

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
const apiCalls = () => standIn.requests().filter((request) => request.method !== "OPTIONS");
const onlyCall = () => {
  const calls = apiCalls();
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

const pdf = (name: string, content = "%PDF-1.4\n% Form 16\n%%EOF\n") => new File([content], name, { type: "application/pdf" });

/** The named parts of a multipart body as the stand-in logged it: field name → file name or value. */
function multipartFields(body: string): Array<[string, string]> {
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g)].map(
    ([, name, fileName, value]) => [name!, fileName ?? value!],
  );
}

describe("Form 16 merge upload: a public call", () => {
  test("given Part A and Part B PDFs, then POST /v1/form16/upload/ sends them and the email as multipart, with basic auth and no cookie, and answers the merged dictionary", async () => {
    const merged = await service.uploadForm16({ email: ` ${EMAIL} `, files: [pdf("part-a.pdf"), pdf("part-b.pdf")] });

    expect(merged.email).toBe(EMAIL);
    const { _note: _omitted, ...figures } = fixtures.form16Merged;
    expect(merged.merged).toEqual(figures);
    const call = onlyCall();
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
    const interceptor = clients.appClient.interceptors.request.use((config) => {
      for (const loaded of [0, 333, 333, 500, 1024]) config.onUploadProgress?.({ loaded, total: 1024, bytes: 0, lengthComputable: true });
      return config;
    });
    try {
      await service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] }, { onProgress: (percent) => seen.push(percent) });
    } finally {
      clients.appClient.interceptors.request.eject(interceptor);
    }
    // 333/1024 = 32.5 % → 33; 500/1024 = 48.8 % → 49; the repeated 333 is not reported twice.
    expect(seen).toEqual([0, 33, 49, 100]);
  });

  test("given a browser that gives no total (jsdom), then the callback hears 100 once the answer comes", async () => {
    const seen: number[] = [];
    await service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] }, { onProgress: (percent) => seen.push(percent) });
    expect(seen).toEqual([100]);
  });

  test("given a failed upload, then the callback never hears 100", async () => {
    standIn.setFault("/v1/form16/upload/", { status: 500 });
    const seen: number[] = [];
    await expect(service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] }, { onProgress: (percent) => seen.push(percent) })).rejects.toMatchObject({ status: 500 });
    expect(seen).not.toContain(100);
  });

  test.each([
    ["a Word file", [new File(["x"], "form16.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" })], "form16.docx is not a PDF. Upload Form 16 as a PDF file"],
    ["no file", [], "Choose your Form 16 PDF"],
    ["a PDF one byte over 5 MB", [new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" })], "scan.pdf is larger than 5 MB. Upload a smaller PDF"],
  ])("given %s, then nothing is sent and the refusal says so", async (_scenario, files, message) => {
    const call = service.uploadForm16({ email: EMAIL, files });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { files: [message] } });
    expect(apiCalls()).toEqual([]);
  });

  test("given a PDF with no type but a .pdf name, then it is accepted as a PDF", () => {
    expect(service.isPdfFile(new File(["%PDF-"], "FORM16.PDF"))).toBe(true);
    expect(service.isPdfFile(new File(["%PDF-"], "form16.txt"))).toBe(false);
  });

  test("given a file labelled PDF whose content is not, then the server's 400 is read back for files", async () => {
    const error = await service.uploadForm16({ email: EMAIL, files: [pdf("fake.pdf", "not a pdf")] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ files: ["Upload PDF files only."] });
  });

  test("given the upload time-out (120 s, shortened here) runs out, then kind timeout, whatever the client's default", async () => {
    mockUploadTimeout = 200;
    clients.appClient.defaults.timeout = 0;
    standIn.setFault("/v1/form16/upload/", { delayMs: 2000 });
    await expect(service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] })).rejects.toMatchObject({ kind: "timeout" });
  });
});

describe("reading a merged dictionary back, as the signed-in user", () => {
  test("given an email, then GET /v1/form16/{email}/dict/ goes with the session cookie", async () => {
    expect((await service.getForm16Dictionary(EMAIL)).merged.gross_salary).toBe(1500000);
    const call = onlyCall();
    expect(call.path).toBe("/v1/form16/priya.sharma%40example.in/dict/");
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test("given no session cookie, then http 401", async () => {
    clearCookie("taxsathi");
    await expect(service.getForm16Dictionary(EMAIL)).rejects.toMatchObject({ kind: "http", status: 401 });
  });
});

describe("Form 16 faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 413", fault: { status: 413 }, expected: { kind: "http", status: 413 } },
  ])("given $scenario on the upload, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    standIn.setFault("/v1/form16/upload/", fault);
    const call = service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    mockUploadTimeout = 0;
    standIn.setFault("/v1/form16/upload/", { drop: true });
    await expect(service.uploadForm16({ email: EMAIL, files: [pdf("part-a.pdf")] })).rejects.toMatchObject({ kind: "network" });
  });
});
