import { sectionHi } from "@/lib/calculators/hsn-finder/text";
import { isCodeQuery, parseHsnCode, searchHsn } from "@/lib/hsn/search";
import { HSN_FINDER_TABLE_LIMIT } from "@/lib/calculators/hsn-finder/compute";
import { useDataLang, useLookupText } from "./live-lookup-panel";
import styles from "./lookups.module.scss";

/**
 * The classification's own titles for what the finder shows, on a page not in English: the
 * result names sections, chapters and headings by number, and this panel gives their titles
 * in English (no official Hindi list is held), marked lang="en".
 */
export function HsnOfficialTitles({ query }: { query: string | null }) {
  const t = useLookupText();
  const lang = useDataLang();
  const q = query?.trim() ?? "";
  if (q === "") return null;

  if (isCodeQuery(q)) {
    const parsed = parseHsnCode(q);
    if (!parsed.ok) return null;
    return (
      <section className={styles.panel} aria-labelledby="hsn-titles-title">
        <h2 id="hsn-titles-title" className={styles.title}>
          {t.titlesTitle}
        </h2>
        <p className={styles.status}>{t.titlesIntro}</p>
        <dl className={styles.details}>
          {parsed.section && (
            <>
              <dt>{sectionHi(parsed.section.label)}</dt>
              <dd lang={lang}>{parsed.section.title}</dd>
            </>
          )}
          <dt>{t.titlesChapter(parsed.chapter.code)}</dt>
          <dd lang={lang}>{parsed.chapter.title}</dd>
          {parsed.heading && (
            <>
              <dt>{t.titlesHeading(parsed.heading.code)}</dt>
              <dd lang={lang}>{parsed.heading.title}</dd>
            </>
          )}
        </dl>
      </section>
    );
  }

  const matches = searchHsn(q, HSN_FINDER_TABLE_LIMIT);
  if (matches.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="hsn-titles-title">
      <h2 id="hsn-titles-title" className={styles.title}>
        {t.titlesTitle}
      </h2>
      <p className={styles.status}>{t.titlesIntro}</p>
      <div className="table-responsive">
        <table className={`table table-sm ${styles.rates}`}>
          <caption>{t.titlesCaption(q)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.code}</th>
              <th scope="col">{t.titlesTitleColumn}</th>
              <th scope="col">{t.titlesSectionColumn}</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => {
              // "SAC sections 5 to 9: all services" has a Hindi form of its own; others are a number and an English title.
              const [label, ...title] = match.section.startsWith("SAC sections") ? [match.section] : match.section.split(": ");
              return (
                <tr key={`${match.kind}-${match.code}`}>
                  <td>{match.code}</td>
                  <td lang={lang}>{match.title}</td>
                  <td>
                    {sectionHi(label ?? "")}
                    {title.length > 0 && (
                      <>
                        {": "}
                        <span lang={lang}>{title.join(": ")}</span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
