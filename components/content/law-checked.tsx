import type { LawCheck } from "@/lib/content/schemas";
import { useLocale } from "@/lib/i18n/use-locale";
import { contentText } from "./content-text";

/**
 * When the page was last checked against the law, and for which years: a reader of tax
 * content needs to know how current it is (lib/content/law-changes.ts). Nothing for a page
 * that states no law (a company page) or content that does not say (the CMS, optionally).
 */
export function LawChecked({ lawCheck, className }: { lawCheck: LawCheck | null | undefined; className?: string }) {
  const t = contentText(useLocale());
  if (!lawCheck || lawCheck.topics.length === 0) return null;
  return (
    <p className={className}>
      {t.lawCheckedBefore}
      <time dateTime={lawCheck.checked}>{t.date(lawCheck.checked)}</time>
      {t.lawCheckedAfter(lawCheck.yearsText, lawCheck.taxYears)}
    </p>
  );
}
