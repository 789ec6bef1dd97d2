import type { LawCheck } from "@/lib/content/schemas";
import { formatLongDate } from "@/lib/format";

/**
 * When the page was last checked against the law, and for which years: a reader of tax
 * content needs to know how current it is (lib/content/law-changes.ts). Nothing for a page
 * that states no law (a company page) or content that does not say (the CMS, optionally).
 */
export function LawChecked({ lawCheck, className }: { lawCheck: LawCheck | null | undefined; className?: string }) {
  if (!lawCheck || lawCheck.topics.length === 0) return null;
  return (
    <p className={className}>
      Checked against the law on <time dateTime={lawCheck.checked}>{formatLongDate(lawCheck.checked)}</time>
      {lawCheck.yearsText ? `, for ${lawCheck.yearsText}` : ""}.
    </p>
  );
}
