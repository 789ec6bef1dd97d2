import { issuesLabel, statusLabel, statusTone } from "./labels";

/** A status in words (never colour alone), on a fill that keeps AA contrast. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const tone = statusTone(status);
  return <span className={`badge text-bg-${tone}${tone === "light" ? " border" : ""}`}>{statusLabel(status)}</span>;
}

/** "2 issues to fix" in red, or a plain "No issues". */
export function IssuesBadge({ count }: { count: number }) {
  return count > 0 ? <span className="badge text-bg-danger">{issuesLabel(count)}</span> : <span className="text-secondary">{issuesLabel(0)}</span>;
}
