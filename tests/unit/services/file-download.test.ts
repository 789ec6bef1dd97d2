/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { FileFetchError, InvalidCsvError, userMessage } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import { BASIC_AUTH, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/file-download"));

const [form16] = fixtures.vaultDetails;
const TAN = "PNES03412F";

/** The text of a Blob, through FileReader (what every browser and jsdom have). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe("downloading a chat or vault file, as the signed-in user", () => {
  test("given a stored file's path, then GET /chat/upload/?s3_path= with the session cookie answers the file and its name", async () => {
    const file = await h.service.downloadChatFile(form16!.s3_path);
    expect(file.fileName).toBe("form16-2025-26.pdf");
    expect(file.blob.type).toBe("application/pdf");
    expect(await blobText(file.blob)).toBe(fixtures.chatFile.content);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /chat/upload/");
    expect(call.query).toEqual({ s3_path: form16!.s3_path });
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
  });

  test.each([
    ["an unknown file (404)", () => undefined, "vault/nobody/missing.pdf", "Failed to fetch the file: Not Found"],
    ["HTTP 500", () => h.standIn.setFault("/chat/upload/", { status: 500 }), form16!.s3_path, "Failed to fetch the file: Internal Server Error"],
    ["no session (401)", () => h.clearCookie("taxsathi"), form16!.s3_path, "Failed to fetch the file: Unauthorized"],
  ])("given %s, then it rejects with the catalogue's message", async (_scenario, arrange, path, message) => {
    arrange();
    const error = await h.service.downloadChatFile(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileFetchError);
    expect((error as Error).message).toBe(message);
    expect((error as Error).cause).toBeInstanceOf(ApiError);
  });

  test("given a dropped connection, then 'Failed to fetch the file: no answer from the server', and the person is told to check the connection", async () => {
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/chat/upload/", { drop: true });
    const error = await h.service.downloadChatFile(form16!.s3_path).catch((caught: unknown) => caught);
    expect(error).toEqual(new Error("Failed to fetch the file: no answer from the server"));
    expect(userMessage(error, "download")).toBe("We couldn't reach our server. Check your internet connection and try again.");
  });

  test("given an answer slower than the client's time-out, then 'Failed to fetch the file: the request timed out'", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/chat/upload/", { delayMs: 2000 });
    const error = await h.service.downloadChatFile(form16!.s3_path).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe("Failed to fetch the file: the request timed out");
    expect(userMessage(error, "download")).toBe("Downloading the file took too long. Check your connection and try again.");
  });
});

describe("downloading the PAN data CSV, as the signed-in user", () => {
  test("given a user id and TAN, then GET /taxid/download_pan_data/ sends userid, tan and status=invalid and answers the CSV", async () => {
    const download = await h.service.downloadPanData({ userid: "TRACESUSER1", tan: "pnes03412f" });
    expect(download).toEqual({ csv: fixtures.panCheck.csv, fileName: `invalid-pans-${TAN}.csv` });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /taxid/download_pan_data/");
    expect(call.query).toEqual({ userid: "TRACESUSER1", tan: TAN, status: "invalid" });
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test.each<[string, () => void, string]>([
    ["an HTML page in the file's place (?status=broken)", () => undefined, "broken"],
    ["a proxy's HTML error page", () => h.standIn.setFault("/taxid/download_pan_data/", { html: true }), "invalid"],
    ["a JSON answer", () => h.standIn.setFault("/taxid/download_pan_data/", { badJson: true }), "invalid"],
  ])("given %s, then it rejects with 'The fetched file is not a valid CSV file.'", async (_scenario, arrange, status) => {
    arrange();
    const call = h.service.downloadPanData({ userid: "TRACESUSER1", tan: TAN, status });
    await expect(call).rejects.toBeInstanceOf(InvalidCsvError);
    await expect(call).rejects.toThrow(new Error("The fetched file is not a valid CSV file."));
  });

  test("given HTTP 503, then it rejects with 'Failed to fetch the file: Service Unavailable'", async () => {
    h.standIn.setFault("/taxid/download_pan_data/", { status: 503 });
    const error = await h.service.downloadPanData({ userid: "TRACESUSER1", tan: TAN }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileFetchError);
    expect((error as Error).message).toBe("Failed to fetch the file: Service Unavailable");
  });

  test("given a TAN of 9 characters, then nothing is sent", async () => {
    await expect(h.service.downloadPanData({ userid: "TRACESUSER1", tan: "PNES0341F" })).rejects.toMatchObject({
      fieldErrors: { tan: ["Enter the TAN: 10 characters, like DELA12345B"] },
    });
    expect(h.apiCalls()).toEqual([]);
  });
});

describe("looksLikeCsv", () => {
  test.each<{ scenario: string; contentType: unknown; content: unknown; expected: boolean }>([
    { scenario: "text/csv with rows", contentType: "text/csv; charset=utf-8", content: "pan,name\r\nAKTPM4821Q,Mohan\r\n", expected: true },
    { scenario: "a byte-order mark first", contentType: "text/csv", content: "\uFEFFpan,name\r\n", expected: true },
    { scenario: "a generic type with rows", contentType: "application/octet-stream", content: "pan,name\r\n", expected: true },
    { scenario: "no content type", contentType: undefined, content: "pan\r\n", expected: true },
    { scenario: "an HTML type", contentType: "text/html", content: "pan,name\r\n", expected: false },
    { scenario: "a JSON type", contentType: "application/json", content: "pan,name\r\n", expected: false },
    { scenario: "HTML sent as text/plain", contentType: "text/plain", content: "  <!doctype html><p>Login</p>", expected: false },
    { scenario: "JSON sent as CSV", contentType: "text/csv", content: '{"detail":"error"}', expected: false },
    { scenario: "an empty body", contentType: "text/csv", content: "  \r\n", expected: false },
    { scenario: "not text at all", contentType: "text/csv", content: { rows: [] }, expected: false },
  ])("given $scenario, then CSV is $expected", ({ contentType, content, expected }) => {
    expect(h.service.looksLikeCsv(contentType, content)).toBe(expected);
  });
});

describe("isPageInPlaceOf", () => {
  test.each<{ scenario: string; contentType: unknown; fileName: string; expected: boolean }>([
    { scenario: "an HTML page for a PDF", contentType: "text/html; charset=utf-8", fileName: "form16-2025-26.pdf", expected: true },
    { scenario: "JSON for a spreadsheet", contentType: "application/json", fileName: "ledger.xlsx", expected: true },
    { scenario: "an ITR JSON file", contentType: "application/json", fileName: "ITR-2_AY2026-27.JSON", expected: false },
    { scenario: "a stored web page", contentType: "text/html", fileName: "receipt.htm", expected: false },
    { scenario: "a PDF", contentType: "application/pdf", fileName: "form16-2025-26.pdf", expected: false },
    { scenario: "a generic type", contentType: "application/octet-stream", fileName: "scan.jpg", expected: false },
    { scenario: "no type", contentType: undefined, fileName: "scan.jpg", expected: false },
  ])("given $scenario, then a page in the file's place is $expected", ({ contentType, fileName, expected }) => {
    expect(h.service.isPageInPlaceOf(contentType, fileName)).toBe(expected);
  });
});

describe("fileNameFromDisposition", () => {
  test.each<[unknown, string | undefined]>([
    ['attachment; filename="invalid-pans.csv"', "invalid-pans.csv"],
    ["attachment; filename=report.pdf", "report.pdf"],
    ["attachment; filename=\"fallback.pdf\"; filename*=UTF-8''%E0%A4%AB%E0%A5%89%E0%A4%B0%E0%A5%8D%E0%A4%AE-16.pdf", "फॉर्म-16.pdf"],
    ["inline", undefined],
    [undefined, undefined],
  ])("given %j, then %j", (disposition, expected) => {
    expect(h.service.fileNameFromDisposition(disposition)).toBe(expected);
  });
});
