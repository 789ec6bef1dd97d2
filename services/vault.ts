import { z } from "zod/mini";

import { formatIndianNumber } from "@/lib/format/indian-number";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest } from "./request-check";
import { progressReporter, type UploadOptions } from "./form16";
import { sessionRequestConfig, uploadRequestConfig } from "./session-request";

/*
 * The signed-in user's vault: their stored documents, and video uploads (for example a
 * recorded walk-through of their documents for the expert). Both act as the user:
 * session cookie, and on the upload the CSRF header, with the upload time-out.
 *
 * The shapes are our assumption: a vault item has a uuid, a file name and its storage
 * path (downloaded through /chat/upload/?s3_path=); unknown keys are kept.
 */

export const VAULT_PATH = "/vault/api/vault/";
export const VIDEO_UPLOAD_PATH = "/vault/api/videos/upload/";

/** The formats phones and browsers record in. */
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
/** About two minutes of phone video; with the 120 s upload time-out, larger files fail on slow links (our choice). */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;

/** Our choices: a title fits a list row; a description, a paragraph or two about the video. */
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 1000;

const videoRequestSchema = z.object({
  file: z.custom<File>((value) => typeof File !== "undefined" && value instanceof File, "Choose a video").check(
    z.refine((file) => (VIDEO_TYPES as readonly string[]).includes(file.type), "Upload an MP4, WebM or MOV video"),
    z.refine((file) => file.size <= VIDEO_MAX_BYTES, `Upload a video of ${VIDEO_MAX_BYTES / (1024 * 1024)} MB or less`),
  ),
  title: z.optional(z.string().check(z.trim(), z.maxLength(VIDEO_TITLE_MAX, `Keep the title to ${formatIndianNumber(VIDEO_TITLE_MAX)} characters or fewer`))),
  description: z.optional(
    z.string().check(z.trim(), z.maxLength(VIDEO_DESCRIPTION_MAX, `Keep the description to ${formatIndianNumber(VIDEO_DESCRIPTION_MAX)} characters or fewer`)),
  ),
});

export type VideoUploadRequest = z.input<typeof videoRequestSchema>;

const vaultItemSchema = z.looseObject({
  uuid: z.string(),
  file_name: z.string(),
  s3_path: z.string(),
  file_type: z.optional(z.nullable(z.string())),
  uploaded_at: z.optional(z.nullable(z.string())),
});

export type VaultItem = z.infer<typeof vaultItemSchema>;

export async function getVault(): Promise<VaultItem[]> {
  const response = await appClient.get(VAULT_PATH, sessionRequestConfig());
  return parseResponse(z.array(vaultItemSchema), response.data);
}

export async function uploadVideo(request: VideoUploadRequest, { onProgress }: UploadOptions = {}): Promise<VaultItem> {
  const { file, title, description } = checkRequest(videoRequestSchema, request);
  const form = new FormData();
  form.append("file", file, file.name);
  if (title) form.append("title", title);
  // Blank after trimming is the same as none: the part is left out.
  if (description) form.append("description", description);
  const progress = progressReporter(onProgress);
  const response = await appClient.post(VIDEO_UPLOAD_PATH, form, uploadRequestConfig({ onUploadProgress: progress.onUploadProgress }));
  const item = parseResponse(vaultItemSchema, response.data);
  progress.done();
  return item;
}
