import { useId, useMemo, useState } from "react";
import { financialYearLabel } from "@/lib/tax";
import { describeNoPanRate, describeRate, describeThreshold, sectionLabel } from "@/lib/tax/tds-describe";
import { DEFAULT_TDS_YEAR, TDS_RATES_BY_YEAR, tdsRowsFor, type TdsYear } from "@/lib/tax/tds-rates";
import styles from "./tds-rate-table.module.scss";

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

function tableRows(fy: TdsYear): TableRow[] {
  return tdsRowsFor(fy).map((row) => {
    const cells = {
      id: row.id,
      section: sectionLabel(row),
      nature: row.nature,
      threshold: describeThreshold(row),
      individualHuf: describeRate(row, "individualHuf"),
      others: describeRate(row, "others"),
      noPan: describeNoPanRate(row, fy),
      reference: row.reference,
    };
    // A link or a habit may use either Act's number: "194J" still finds 393 (was 194J(b)).
    const sections = row.formerSection ? [row.section, row.formerSection] : [row.section];
    return {
      ...cells,
      words: `${sections.join(" ")} ${row.nature} ${cells.threshold}`.toLowerCase(),
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
 * during render, with no effect and no library.
 */
export function TdsRateTable({ fy = DEFAULT_TDS_YEAR }: { fy?: TdsYear }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const rows = useMemo(() => tableRows(fy), [fy]);
  const yearRules = TDS_RATES_BY_YEAR[fy];
  const underNewAct = yearRules.rows.some((row) => row.formerSection);
  const assumptions = [...new Set(yearRules.rows.flatMap((row) => (row.assumption ? [row.assumption] : [])))];
  const visible = filterRows(rows, query);
  const searchId = `${id}-search`;
  const tableId = `${id}-table`;
  const titleId = `${id}-title`;

  return (
    <section className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId}>TDS rate chart for {financialYearLabel(fy).replace(/^Tax year/, "the tax year")}</h2>
      <div className={styles.search}>
        <label htmlFor={searchId} className="form-label">
          Search by section or payment
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="194J, rent, interest…"
          autoComplete="off"
          aria-controls={tableId}
        />
        <p role="status" className={styles.count}>
          {visible.length} of {rows.length} sections
        </p>
      </div>
      {/* Focusable and named, so a keyboard user can scroll the wide table on a phone. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="TDS rates and thresholds by section">
        <table id={tableId} className={`table table-sm table-striped ${styles.table}`}>
          <caption>
            Thresholds and rates for resident payees under the {yearRules.act}
            {underNewAct ? ", with the 1961 Act's section in brackets (the Table and serial number of section 393 are not shown)" : ""}. Without PAN,
            section 206AA{underNewAct ? " (kept by the 2025 Act)" : ""} applies the highest of the section’s rate, the rate in force and 20% (5% for
            e-commerce sales and purchases of goods).
          </caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Payment</th>
              <th scope="col">Threshold</th>
              <th scope="col">Individual or HUF</th>
              <th scope="col">Others</th>
              <th scope="col">No PAN (206AA)</th>
              <th scope="col">Reference</th>
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
                <td className={styles.reference}>{row.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {visible.length === 0 && <p className={styles.empty}>No section matches “{query.trim()}”. Try a section number such as 194C, or a word such as rent.</p>}
      {assumptions.length > 0 && (
        <ul className={styles.assumptions} aria-label="Assumptions">
          {assumptions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
