import { useId, useMemo, useState } from "react";
import { messagesFor, type Catalogues } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { financialYearLabel } from "@/lib/tax";
import {
  describeNoPanRateIn,
  describeRateIn,
  describeThresholdIn,
  TDS_COMPUTE_TEXT,
  tdsAssumptionIn,
  tdsNatureIn,
  tdsSectionLabelIn,
} from "@/lib/tax/tds-compute";
import { DEFAULT_TDS_YEAR, TDS_RATES_BY_YEAR, tdsRowsFor, type TdsYear } from "@/lib/tax/tds-rates";
import styles from "./tds-rate-table.module.scss";

/** The chart's words in each language; its payment names and descriptions come from lib/tax/tds-compute.ts. */
const en = {
  title: (fy: TdsYear) => `TDS rate chart for ${financialYearLabel(fy).replace(/^Tax year/, "the tax year")}`,
  search: "Search by section or payment",
  placeholder: "194J, rent, interest…",
  count: (visible: number, total: number) => `${visible} of ${total} sections`,
  region: "TDS rates and thresholds by section",
  caption: (act: string, underNewAct: boolean) =>
    `Thresholds and rates for resident payees under the ${act}${
      underNewAct ? ", with the 1961 Act's section in brackets (the Table and serial number of section 393 are not shown)" : ""
    }. Without PAN, section 206AA${underNewAct ? " (kept by the 2025 Act)" : ""} applies the highest of the section’s rate, the rate in force and 20% (5% for e-commerce sales and purchases of goods).`,
  columns: ["Section", "Payment", "Threshold", "Individual or HUF", "Others", "No PAN (206AA)", "Reference"] as readonly string[],
  empty: (query: string) => `No section matches “${query}”. Try a section number such as 194C, or a word such as rent.`,
  assumptions: "Assumptions",
};

const TEXT: Catalogues<typeof en> = {
  en,
  hi: {
    title: (fy: TdsYear) => `${yearLabel(fy, "hi")} के लिए TDS दरों की तालिका`,
    search: "धारा या भुगतान से खोजें",
    placeholder: "194J, किराया, ब्याज…",
    count: (visible: number, total: number) => `${total} में से ${visible} धाराएँ`,
    region: "धारा के अनुसार TDS की दरें और सीमाएँ",
    caption: (act: string, underNewAct: boolean) =>
      `${act} के तहत निवासी प्राप्तकर्ताओं के लिए सीमाएँ और दरें${
        underNewAct ? ", कोष्ठक में 1961 के अधिनियम की धारा के साथ (धारा 393 की तालिका और क्रम संख्या नहीं दिखाई गई है)" : ""
      }। PAN के बिना धारा 206AA${underNewAct ? " (जिसे 2025 का अधिनियम बनाए रखता है)" : ""} के तहत धारा की दर, लागू दर और 20% में से सबसे अधिक दर लगती है (ई-कॉमर्स बिक्री और सामान की खरीद पर 5%)।`,
    columns: ["धारा", "भुगतान", "सीमा", "व्यक्ति या HUF", "अन्य", "PAN के बिना (206AA)", "संदर्भ"],
    empty: (query: string) => `“${query}” से कोई धारा नहीं मिली। 194C जैसा धारा नंबर, या किराया जैसा कोई शब्द लिखकर देखें।`,
    assumptions: "मान्यताएँ",
  },
};

interface TableRow {
  id: string;
  section: string;
  nature: string;
  threshold: string;
  individualHuf: string;
  others: string;
  noPan: string;
  reference: string;
  /** lower-case words to search */
  words: string;
  /** the section (and from 2026-27 the 1961 one) without hyphens, spaces and dots, brackets kept: "194-I(a)" → "194i(a)" */
  strictKeys: string[];
  /** the same with all punctuation removed: "194-I(a)" → "194ia" */
  looseKeys: string[];
}

const strictKey = (text: string) => text.toLowerCase().replace(/[\s.-]/g, "");
const looseKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

function tableRows(fy: TdsYear, locale: Locale): TableRow[] {
  return tdsRowsFor(fy).map((row) => {
    const cells = {
      id: row.id,
      section: tdsSectionLabelIn(row, locale),
      nature: tdsNatureIn(row, locale),
      threshold: describeThresholdIn(row, locale),
      individualHuf: describeRateIn(row, "individualHuf", locale),
      others: describeRateIn(row, "others", locale),
      noPan: describeNoPanRateIn(row, fy, locale),
      reference: row.reference,
    };
    // A link or a habit may use either Act's number: "194J" still finds 393 (was 194J(b)).
    const sections = row.formerSection ? [row.section, row.formerSection] : [row.section];
    return {
      ...cells,
      // A Hindi page finds a row by its Hindi or its English words.
      words: `${sections.join(" ")} ${row.nature} ${cells.nature === row.nature ? "" : `${cells.nature} ${describeThresholdIn(row)} `}${cells.threshold}`.toLowerCase(),
      strictKeys: sections.map(strictKey),
      looseKeys: sections.map(looseKey),
    };
  });
}

/** Words people type that no row contains: "tds on rent", "section 194C", "u/s 194J". */
const IGNORED_WORDS = new Set(["tds", "section", "sec", "u/s", "on", "of", "the", "for", "to", "and", "a", "an", "in"]);

/**
 * The rows that match every search word. A word that starts with a digit ("194", "194-IB",
 * "s.194c") is matched against the start of the section number, first keeping brackets
 * (so "194-IB" does not find 194-I(b)), then, if nothing matches, without them (so
 * "194JB" finds 194J(b)). Other words must appear in the section's words.
 */
function filterRows(rows: TableRow[], query: string): TableRow[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^(?:u\/s|s\.|sec\.?)(?=\d)/, ""))
    .filter((word) => word && !IGNORED_WORDS.has(word));
  return words.reduce((remaining, word) => {
    if (!/^\d/.test(word)) return remaining.filter((row) => row.words.includes(word));
    const strict = remaining.filter((row) => row.strictKeys.some((key) => key.startsWith(strictKey(word))));
    return strict.length > 0 ? strict : remaining.filter((row) => row.looseKeys.some((key) => key.startsWith(looseKey(word))));
  }, rows);
}

/**
 * The TDS rate chart: all sections in one table, filtered as you type. Every row is in the
 * server-rendered HTML (the filter starts empty), and filtering is a plain string match
 * during render, with no effect and no library. `locale` is the page's language: the page
 * passes useLocale()'s (the component alone renders outside a router, as in its tests).
 */
export function TdsRateTable({ fy = DEFAULT_TDS_YEAR, locale = "en" }: { fy?: TdsYear; locale?: Locale }) {
  const id = useId();
  const t = messagesFor(TEXT, locale);
  const [query, setQuery] = useState("");
  const rows = useMemo(() => tableRows(fy, locale), [fy, locale]);
  const yearRules = TDS_RATES_BY_YEAR[fy];
  const underNewAct = yearRules.rows.some((row) => row.formerSection);
  const assumptions = [...new Set(yearRules.rows.flatMap((row) => tdsAssumptionIn(row, locale) ?? []))];
  const visible = filterRows(rows, query);
  const searchId = `${id}-search`;
  const tableId = `${id}-table`;
  const titleId = `${id}-title`;

  return (
    <section className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title(fy)}</h2>
      <div className={styles.search}>
        <label htmlFor={searchId} className="form-label">
          {t.search}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t.placeholder}
          autoComplete="off"
          aria-controls={tableId}
        />
        <p role="status" className={styles.count}>
          {locale === "en" ? (
            <>
              {visible.length} of {rows.length} sections
            </>
          ) : (
            t.count(visible.length, rows.length)
          )}
        </p>
      </div>
      {/* Focusable and named, so a keyboard user can scroll the wide table on a phone. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t.region}>
        <table id={tableId} className={`table table-sm table-striped ${styles.table}`}>
          <caption>{t.caption(messagesFor(TDS_COMPUTE_TEXT, locale).act(yearRules.act), underNewAct)}</caption>
          <thead>
            <tr>
              {t.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.section}>
                  {row.section}
                </th>
                <td>{row.nature}</td>
                <td>{row.threshold}</td>
                <td>{row.individualHuf}</td>
                <td>{row.others}</td>
                <td>{row.noPan}</td>
                <Reference text={row.reference} locale={locale} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {visible.length === 0 && <p className={styles.empty}>{t.empty(query.trim())}</p>}
      {assumptions.length > 0 && (
        <ul className={styles.assumptions} aria-label={t.assumptions}>
          {assumptions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A row's legal reference, cited in the page's language where it can be (marked as English where it cannot). */
function Reference({ text, locale }: { text: string; locale: Locale }) {
  const cited = citeIn(text, locale);
  return (
    <td className={styles.reference} lang={cited.lang === locale ? undefined : cited.lang}>
      {cited.text}
    </td>
  );
}
