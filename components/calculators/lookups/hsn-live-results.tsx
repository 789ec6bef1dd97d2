import { formatPercent } from "@/lib/format";
import { hsnDataAsOf } from "@/lib/hsn/hsn-data";
import { useLocale } from "@/lib/i18n/use-locale";
import { LiveLookupPanel, Provenance, useDataLang, useLookupText } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

/** Finer HSN/SAC entries and their GST rates: only the app's look-up holds them. */
export function HsnLiveResults({ query }: { query: string | null }) {
  const t = useLookupText();
  const lang = useDataLang();
  const locale = useLocale();
  const q = query && query.trim().length >= 2 ? query.trim() : null;
  const { state, retry } = useLiveLookup("hsnEntries", q);
  return (
    <LiveLookupPanel title={t.hsnTitle} state={state} retry={retry} idle={t.hsnIdle} without={t.hsnWithout(hsnDataAsOf(locale))}>
      {(answer) => (
        <>
          {answer.results.length === 0 ? (
            <p>{t.hsnNone(q ?? "")}</p>
          ) : (
            <div className="table-responsive">
              <table className={`table table-sm ${styles.rates}`}>
                <caption>{t.hsnCaption(q ?? "")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.code}</th>
                    <th scope="col">{t.description}</th>
                    <th scope="col">{t.gstRate}</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.results.map((entry) => (
                    <tr key={`${entry.kind}-${entry.code}`}>
                      <td>
                        {entry.code} <span className="visually-hidden">({entry.kind})</span>
                      </td>
                      <td lang={lang}>{entry.description}</td>
                      <td>{entry.gst_rate === null ? t.varies : formatPercent(entry.gst_rate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Provenance source={answer.source} asOf={answer.as_of} />
        </>
      )}
    </LiveLookupPanel>
  );
}
