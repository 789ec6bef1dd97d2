import { formatIndianNumber } from "@/lib/format/indian-number";

/*
 * The checks a video passes on this device before any byte is sent. The allowed types, the
 * size limit and the longest title and description are the service's (services/vault.ts,
 * VIDEO_TYPES, VIDEO_MAX_BYTES, VIDEO_TITLE_MAX, VIDEO_DESCRIPTION_MAX), passed in once that
 * module has loaded, so there is one place for them; the service checks the same again
 * before sending.
 */

export interface VideoRules {
  types: readonly string[];
  maxBytes: number;
  /** The most characters a title and a description may have, once trimmed. */
  titleMax: number;
  descriptionMax: number;
}

const MEGABYTE = 1024 * 1024;

/** How people know the formats: by the file's extension. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  "video/mp4": "MP4",
  "video/webm": "WebM",
  "video/quicktime": "MOV",
};

const formatName = (type: string) => FORMAT_NAMES[type] ?? type.replace(/^video\//, "").toUpperCase();

/** "MP4, WebM or MOV". */
export function formatList(types: readonly string[]): string {
  const names = types.map(formatName);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}

export const megabytes = (bytes: number) => `${Math.round(bytes / MEGABYTE)} MB`;

/** Why a chosen file cannot be uploaded, or undefined when it can. */
export function videoFileProblem(file: { name: string; size: number; type: string }, rules: VideoRules): string | undefined {
  if (!rules.types.includes(file.type)) return `${file.name} isn't a video format we accept. Choose a video in ${formatList(rules.types)} format.`;
  if (file.size === 0) return `${file.name} is empty. Choose the video again.`;
  if (file.size > rules.maxBytes) {
    return `${file.name} is ${megabytes(file.size)}, over the ${megabytes(rules.maxBytes)} limit. Choose a shorter video or a smaller copy.`;
  }
  return undefined;
}

/** Why a title or description is too long once trimmed (in the service's words), or undefined. */
export function lengthProblem(what: "title" | "description", text: string, max: number): string | undefined {
  return text.trim().length > max ? `Keep the ${what} to ${formatIndianNumber(max)} characters or fewer` : undefined;
}
