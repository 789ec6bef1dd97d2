import type { AxiosResponse } from "axios";
import { isAxiosError } from "axios";
import { z } from "zod/mini";

import { ApiError, isApiError, toApiError } from "./api-error";
import { appClient } from "./clients";
import { FileFetchError, InvalidCsvError } from "./error-catalogue";
import { checkRequest } from "./request-check";
import { sessionRequestConfig } from "./session-request";
import { tanSchema } from "./tax-id";

/*
 * Downloads: a chat or vault file through /chat/upload/?s3_path=, and the CSV of PANs from
 * a bulk PAN check. Both are the signed-in user's files, so they go with the session.
 *
 * The catalogue's messages (error-catalogue.ts):
 * - any failed download rejects with FileFetchError, "Failed to fetch the file: {status
 *   text}": the HTTP status text ("Not Found"; "HTTP 404" when the answer has none, as
 *   over HTTP/2), or for no answer at all a short reason; the ApiError is its `cause`;
 * - a CSV download whose answer is not CSV rejects with InvalidCsvError, "The fetched
 *   file is not a valid CSV file.";
 * - a vault file answered by a web page (HTML, or JSON for a file that is not .json: a
 *   proxy's error or a login page in the file's place) rejects with FileFetchError, "Failed
 *   to fetch the file: the server sent a page, not the file", rather than being saved as the
 *   person's document.
 *
 * Saving the file on the person's device (an object URL and a link) is the page's job.
 */

export const CHAT_FILE_PATH = "/chat/upload/";
export const PAN_DATA_DOWNLOAD_PATH = "/taxid/download_pan_data/";

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadedCsv {
  csv: string;
  fileName: string;
}

const s3PathSchema = z.string().check(z.trim(), z.minLength(1, "The file is missing"));

const panDataQuerySchema = z.object({
  userid: z.string().check(z.trim(), z.minLength(1, "Enter your TRACES user ID")),
  tan: tanSchema,
  /** "invalid" is what the site asks for; the value is passed on as given. */
  status: z.string().check(z.trim(), z.minLength(1)),
});

/** The status text for the catalogue's message, from the ApiError or the answer behind it. */
function statusTextOf(error: ApiError): string {
  if (error.kind === "http") {
    const statusText = isAxiosError(error.cause) ? error.cause.response?.statusText?.trim() : undefined;
    return statusText || `HTTP ${error.status ?? "error"}`;
  }
  if (error.kind === "timeout") return "the request timed out";
  if (error.kind === "not-configured") return "downloads are not set up";
  if (error.kind === "bad-response") return "the server sent a page, not the file";
  return "no answer from the server";
}

function downloadFailure(error: unknown): FileFetchError {
  const apiError = isApiError(error) ? error : toApiError(error);
  return new FileFetchError(statusTextOf(apiError), { cause: apiError });
}

/** The name from Content-Disposition (RFC 6266: filename* first), or undefined. */
export function fileNameFromDisposition(disposition: unknown): string | undefined {
  if (typeof disposition !== "string") return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

const lastSegment = (path: string) => path.split("/").filter(Boolean).at(-1) ?? "download";

/** A chat or vault file by its storage path. */
export async function downloadChatFile(s3Path: string): Promise<DownloadedFile> {
  const s3_path = checkRequest(s3PathSchema, s3Path);
  let response: AxiosResponse<unknown>;
  try {
    response = await appClient.get(CHAT_FILE_PATH, sessionRequestConfig({ params: { s3_path }, responseType: "blob" }));
  } catch (error) {
    throw downloadFailure(error);
  }
  if (!(response.data instanceof Blob)) {
    throw downloadFailure(new ApiError("bad-response", `GET ${CHAT_FILE_PATH} did not answer a file`));
  }
  const fileName = fileNameFromDisposition(response.headers["content-disposition"]) ?? lastSegment(s3_path);
  const contentType = response.headers["content-type"] ?? response.data.type;
  if (isPageInPlaceOf(contentType, fileName)) {
    throw downloadFailure(new ApiError("bad-response", `GET ${CHAT_FILE_PATH} answered ${String(contentType)} for ${fileName}`));
  }
  return { blob: response.data, fileName };
}

/** Page types a stored document is not, unless its own name says it is one. */
const PAGE_TYPES: Record<string, RegExp> = { "text/html": /\.html?$/i, "application/json": /\.json$/i };

/** Whether an answer's type is a web page's while the file asked for is not one (an ITR JSON is). */
export function isPageInPlaceOf(contentType: unknown, fileName: string): boolean {
  const mediaType = typeof contentType === "string" ? contentType.split(";")[0]!.trim().toLowerCase() : "";
  const ownExtension = PAGE_TYPES[mediaType];
  return ownExtension !== undefined && !ownExtension.test(fileName);
}

/** Content types a CSV may come with; a generic one is accepted and the content decides. */
const CSV_CONTENT_TYPES = [
  "text/csv",
  "application/csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel",
  "text/plain",
  "application/octet-stream",
];

/**
 * Whether an answer is CSV: a CSV (or generic) content type, and content that is neither
 * empty nor an HTML, XML or JSON page (a login page or an error in the file's place).
 */
export function looksLikeCsv(contentType: unknown, content: unknown): boolean {
  if (typeof content !== "string") return false;
  const mediaType = typeof contentType === "string" ? contentType.split(";")[0]!.trim().toLowerCase() : "";
  if (mediaType && !CSV_CONTENT_TYPES.includes(mediaType)) return false;
  const start = content.replace(/^\uFEFF/, "").trimStart();
  return start !== "" && !/^[<{[]/.test(start);
}

export interface PanDataQuery {
  userid: string;
  tan: string;
  status?: string;
}

/** The PANs of a bulk check as CSV text; by default the invalid ones. */
export async function downloadPanData({ userid, tan, status = "invalid" }: PanDataQuery): Promise<DownloadedCsv> {
  const params = checkRequest(panDataQuerySchema, { userid, tan, status });
  let response: AxiosResponse<unknown>;
  try {
    response = await appClient.get(PAN_DATA_DOWNLOAD_PATH, sessionRequestConfig({ params, responseType: "text" }));
  } catch (error) {
    throw downloadFailure(error);
  }
  if (!looksLikeCsv(response.headers["content-type"], response.data)) throw new InvalidCsvError();
  return {
    // A byte-order mark is kept: it is what makes Excel read the file as UTF-8.
    csv: response.data as string,
    fileName: fileNameFromDisposition(response.headers["content-disposition"]) ?? `pan-data-${params.tan}-${params.status}.csv`,
  };
}
