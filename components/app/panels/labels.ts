import { formatIstDateTime, formatLongDate } from "@/lib/format";
import type { ReturnErrors } from "@/services/returns";

/*
 * Words for the codes the app's API answers with. The API's status values are not
 * documented; the ones below are those seen in the stand-in's fixtures, and any other
 * is shown humanised ("under_review" → "Under review") rather than hidden.
 */

const STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: "Draft",
  prefilled: "Pre-filled",
  filed: "Filed",
  in_progress: "In progress",
  open: "Open",
  closed: "Closed",
};

/** "in_progress" → "In progress"; "" → "Not given". */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, " ").trim();
  if (!words) return "Not given";
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function statusLabel(status: string | null | undefined): string {
  const code = (status ?? "").trim().toLowerCase();
  return STATUS_LABELS[code] ?? humanise(code);
}

/** Bootstrap's badge colours, all AA on their fill: done is green, work not started grey, the rest plain. */
export function statusTone(status: string | null | undefined): "success" | "secondary" | "light" {
  const code = (status ?? "").trim().toLowerCase();
  if (code === "filed" || code === "closed") return "success";
  if (code === "draft") return "secondary";
  return "light";
}

/** "itr2" → "ITR-2", the form's printed name; anything else upper-cased. */
export function itrFormLabel(itrType: string): string {
  const form = /^itr-?(\d)$/i.exec(itrType.trim());
  return form ? `ITR-${form[1]}` : itrType.trim().toUpperCase();
}

/** How many messages a return's errors hold, over all its sections. */
export function countIssues(errors: ReturnErrors | undefined): number {
  return Object.values(errors ?? {}).reduce((total, messages) => total + messages.length, 0);
}

export function issuesLabel(count: number): string {
  if (count === 0) return "No issues";
  return `${count} ${count === 1 ? "issue" : "issues"} to fix`;
}

/** A date from the API for a list; a missing or broken one reads "Not given" instead of breaking the list. */
export function dateLabel(value: string | null | undefined, withTime = false): string {
  if (!value) return "Not given";
  try {
    return withTime ? formatIstDateTime(value) : formatLongDate(value);
  } catch {
    return "Not given";
  }
}

/** A date's sort key: its time, or 0 (first when ascending) when it has none. */
export function dateSortValue(value: string | null | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : 0;
}
