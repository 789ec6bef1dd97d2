import Link from "@/components/layout/site-link";
import type { RelatedCalculator } from "@/lib/content/related";
import { HINDI_TITLES } from "@/lib/calculators/hindi-titles";
import { HINDI_CALCULATORS } from "@/lib/i18n/hindi-routes";
import { useLocale } from "@/lib/i18n/use-locale";
import { contentText } from "./content-text";
import styles from "./content.module.scss";

/** A calculator's slug: the last part of its path. */
const slugOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * The calculators a page names. On a Hindi page, as the Hindi catalogue shows them: the Hindi
 * name, no English description, and a note under one not yet in Hindi.
 */
export function RelatedCalculators({ calculators, headingId }: { calculators: readonly RelatedCalculator[]; headingId: string }) {
  const locale = useLocale();
  const t = contentText(locale);
  if (calculators.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.relatedCalculators}
      </h2>
      <ul className={styles.linkCards}>
        {calculators.map((calculator) => {
          const slug = slugOf(calculator.path);
          const title = locale === "en" ? calculator.title : HINDI_TITLES[slug];
          return (
            <li key={calculator.path}>
              <Link href={calculator.path} className="stretched-link fw-semibold" lang={title === undefined ? "en" : undefined}>
                {title ?? calculator.title}
              </Link>
              {locale === "en" ? <p>{calculator.description}</p> : !HINDI_CALCULATORS.includes(slug) && <p>{t.calculatorInEnglish}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
