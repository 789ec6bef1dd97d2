import { z } from "zod/mini";

import { checkEmail } from "@/lib/forms/contact-rules";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";
import { sessionRequestConfig } from "./session-request";
import { UPLOAD_TIMEOUT_MS } from "./timeouts";

/*
 * Form 16 merge (/business/merge-form16): a visitor uploads the PDFs of their Form 16
 * (Part A and Part B, or one from each employer) and gets back one merged dictionary of
 * the figures, shown on the page.
 *
 * - The upload is a public form call: basic auth only, no session cookie, no CSRF header.
 *   It takes the upload time-out (not uploadRequestConfig(), which would add the session).
 * - Reading a merged dictionary back by email (GET /v1/form16/{email}/dict/) returns
 *   salary figures, so it acts as the signed-in user: anyone knowing an address must not
 *   read someone else's salary. The public page shows the upload's own answer instead.
 *
 * The answer's shape is our assumption: `{ email, merged: { field: value } }` with plain
 * values (figures as numbers or strings); unknown keys are kept.
 */

export const FORM16_UPLOAD_PATH = "/v1/form16/upload/";
export const form16DictionaryPath = (email: string) => `/v1/form16/${encodeURIComponent(email)}/dict/`;

/** A Form 16 from TRACES is a few hundred kB; 5 MB leaves room for scanned copies (our choice). */
export const FORM16_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Part A and Part B from a few employers in one year; more is almost surely a mistake (our choice). */
export const FORM16_MAX_FILES = 10;

const MEGABYTE = 1024 * 1024;

/** PDF by type, or by name when the browser gives no type (it happens on some systems). */
export function isPdfFile(file: File): boolean {
  const pdfName = /\.pdf$/i.test(file.name);
  return file.type === "application/pdf" || (file.type === "" && pdfName);
}

const filesSchema = z.array(z.custom<File>((value) => typeof File !== "undefined" && value instanceof File, "Choose a file")).check(
  z.superRefine((files, ctx) => {
    if (files.length === 0) ctx.issues.push({ code: "custom", message: "Choose your Form 16 PDF", input: files });
    if (files.length > FORM16_MAX_FILES) {
      ctx.issues.push({ code: "custom", message: `Upload up to ${FORM16_MAX_FILES} files at a time`, input: files });
    }
    for (const file of files) {
      if (!(file instanceof File)) continue; // already reported by the item check
      if (!isPdfFile(file)) {
        ctx.issues.push({ code: "custom", message: `${file.name} is not a PDF. Upload Form 16 as a PDF file`, input: file });
      } else if (file.size > FORM16_MAX_FILE_BYTES) {
        ctx.issues.push({
          code: "custom",
          message: `${file.name} is larger than ${FORM16_MAX_FILE_BYTES / MEGABYTE} MB. Upload a smaller PDF`,
          input: file,
        });
      }
    }
  }),
);

const uploadRequestSchema = z.object({ email: ruleField(checkEmail), files: filesSchema });

export type Form16UploadRequest = z.input<typeof uploadRequestSchema>;

const mergedSchema = z.looseObject({
  email: z.string(),
  merged: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export type Form16Merged = z.infer<typeof mergedSchema>;

export interface UploadOptions {
  /** Called as the files go up, with a whole percentage from 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** The percentage axios reports, or nothing when the total size is unknown. */
export function uploadPercent(event: { loaded: number; total?: number }): number | undefined {
  if (!event.total) return undefined;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

/**
 * The axios progress handler for an upload, and `done()` to call once the server has
 * answered: the upload is then complete, so 100 is reported if the browser never said
 * so (some give no total, and then no percentage on the way).
 */
export function progressReporter(onProgress: ((percent: number) => void) | undefined) {
  let last: number | undefined;
  return {
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      const percent = uploadPercent(event);
      if (percent === undefined || percent === last) return;
      last = percent;
      onProgress?.(percent);
    },
    done: () => {
      if (last !== 100) onProgress?.(100);
      last = 100;
    },
  };
}

export async function uploadForm16(request: Form16UploadRequest, { onProgress }: UploadOptions = {}): Promise<Form16Merged> {
  const { email, files } = checkRequest(uploadRequestSchema, request);
  const form = new FormData();
  form.append("email", email);
  for (const file of files) form.append("files", file, file.name);
  const progress = progressReporter(onProgress);
  const response = await appClient.post(FORM16_UPLOAD_PATH, form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: progress.onUploadProgress,
  });
  const merged = parseResponse(mergedSchema, response.data);
  progress.done();
  return merged;
}

export async function getForm16Dictionary(email: string): Promise<Form16Merged> {
  const address = checkRequest(ruleField(checkEmail), email);
  const response = await appClient.get(form16DictionaryPath(address), sessionRequestConfig());
  return parseResponse(mergedSchema, response.data);
}
