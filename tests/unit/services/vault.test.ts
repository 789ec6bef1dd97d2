/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError } from "@/services/error-catalogue";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { BASIC_AUTH, CSRF_TOKEN, serviceHarness } from "@/tests/support/service-harness";

/** The upload time-out, read at each call, so a test can shorten it (the real value is 120 s). */
let mockUploadTimeout = 120_000;
jest.mock("@/services/timeouts", () => ({
  ...jest.requireActual<typeof import("@/services/timeouts")>("@/services/timeouts"),
  get UPLOAD_TIMEOUT_MS() {
    return mockUploadTimeout;
  },
}));

const h = serviceHarness(() => import("@/services/vault"));
afterEach(() => {
  mockUploadTimeout = 120_000;
});

const video = (name = "walkthrough.mp4", type = "video/mp4") => new File(["stand-in video bytes"], name, { type });

/** The named parts of a multipart body as the stand-in logged it: field name → file name or value. */
function multipartFields(body: string): Array<[string, string]> {
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g)].map(
    ([, name, fileName, value]) => [name!, fileName ?? value!],
  );
}

describe("the vault, as the signed-in user", () => {
  test("given the vault, then GET /vault/api/vault/ with the session cookie and basic auth answers the two items", async () => {
    expect((await h.service.getVault()).map((item) => item.file_name)).toEqual(["form16-2025-26.pdf", "documents-walkthrough.mp4"]);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /vault/api/vault/");
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
  });

  test("given an MP4 and a title, then POST /vault/api/videos/upload/ sends both as multipart with the CSRF header and answers the stored item", async () => {
    const seen: number[] = [];
    const item = await h.service.uploadVideo({ file: video(), title: " Documents " }, { onProgress: (percent) => seen.push(percent) });
    expect(item).toMatchObject({ file_name: "walkthrough.mp4", s3_path: "vault/videos/walkthrough.mp4", file_type: "video/mp4", title: "Documents" });
    expect(seen).toEqual([100]);
    const call = h.onlyCall();
    expect(call.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(multipartFields(call.body)).toEqual([
      ["file", "walkthrough.mp4"],
      ["title", "Documents"],
    ]);
  });

  test("given a description with spaces round it, then it goes trimmed as its own part after the title, and the stand-in echoes it", async () => {
    const item = await h.service.uploadVideo({ file: video(), title: "ITR basics", description: "  Filing ITR-1 in ten minutes.\n" });
    expect(item).toMatchObject({ title: "ITR basics", description: "Filing ITR-1 in ten minutes." });
    expect(multipartFields(h.onlyCall().body)).toEqual([
      ["file", "walkthrough.mp4"],
      ["title", "ITR basics"],
      ["description", "Filing ITR-1 in ten minutes."],
    ]);
  });

  test("given a description of spaces only, then no description part is sent", async () => {
    const item = await h.service.uploadVideo({ file: video(), title: "ITR basics", description: "   " });
    expect(item).toMatchObject({ description: null });
    expect(multipartFields(h.onlyCall().body).map(([name]) => name)).toEqual(["file", "title"]);
  });

  test.each([
    // 1,000 characters is the limit: 1,000 pass, 1,001 are refused. Spaces round the text do not count.
    ["1,000 characters", ` ${"a".repeat(1000)} `, undefined],
    ["1,001 characters", "a".repeat(1001), ["Keep the description to 1,000 characters or fewer"]],
  ])("given a description of %s, then the limit is applied after trimming", async (_scenario, description, refusal) => {
    const call = h.service.uploadVideo({ file: video(), description });
    if (refusal) {
      await expect(call).rejects.toMatchObject({ fieldErrors: { description: refusal } });
      expect(h.apiCalls()).toEqual([]);
    } else {
      await expect(call).resolves.toMatchObject({ description: "a".repeat(1000) });
    }
  });

  test("given progress events with a total, then whole percentages reach the callback", async () => {
    const seen: number[] = [];
    const interceptor = h.clients.appClient.interceptors.request.use((config) => {
      // 1 MB of 4 MB is 25 %; 3 MB of 4 MB is 75 %.
      for (const loaded of [1, 3].map((mb) => mb * 1024 * 1024)) config.onUploadProgress?.({ loaded, total: 4 * 1024 * 1024, bytes: 0, lengthComputable: true });
      return config;
    });
    try {
      await h.service.uploadVideo({ file: video() }, { onProgress: (percent) => seen.push(percent) });
    } finally {
      h.clients.appClient.interceptors.request.eject(interceptor);
    }
    expect(seen).toEqual([25, 75, 100]);
  });

  test.each([
    ["a PDF", video("form16.pdf", "application/pdf"), "Upload an MP4, WebM or MOV video"],
    ["an AVI", video("old.avi", "video/x-msvideo"), "Upload an MP4, WebM or MOV video"],
  ])("given %s, then nothing is sent and the refusal asks for a supported video", async (_scenario, file, message) => {
    await expect(h.service.uploadVideo({ file })).rejects.toMatchObject({ fieldErrors: { file: [message] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given a video one byte over 100 MB, then nothing is sent", async () => {
    const big = video();
    // The size is faked rather than 100 MB allocated in the test.
    Object.defineProperty(big, "size", { value: 100 * 1024 * 1024 + 1 });
    const call = h.service.uploadVideo({ file: big });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { file: ["Upload a video of 100 MB or less"] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given no session cookie, then http 401", async () => {
    h.clearCookie("taxsathi");
    await expect(h.service.getVault()).rejects.toMatchObject({ kind: "http", status: 401 });
  });

  test("given no csrftoken cookie, then the upload is refused with http 403", async () => {
    h.clearCookie("csrftoken");
    await expect(h.service.uploadVideo({ file: video() })).rejects.toMatchObject({ kind: "http", status: 403 });
  });

  test("given the upload time-out (120 s, shortened here) runs out, then kind timeout", async () => {
    mockUploadTimeout = 200;
    h.standIn.setFault("/vault/api/videos/upload/", { delayMs: 2000 });
    await expect(h.service.uploadVideo({ file: video() })).rejects.toMatchObject({ kind: "timeout" });
  });
});

describe("vault faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario on the vault list, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/vault/api/vault/", fault);
    const call = h.service.getVault();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection during the upload, then kind network", async () => {
    mockUploadTimeout = 0;
    h.standIn.setFault("/vault/api/videos/upload/", { drop: true });
    await expect(h.service.uploadVideo({ file: video() })).rejects.toMatchObject({ kind: "network" });
  });
});
