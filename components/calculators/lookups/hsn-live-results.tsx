import { formatPercent } from "@/lib/format";
import { HSN_DATA_AS_OF } from "@/lib/hsn/hsn-data";
import { LiveLookupPanel, Provenance } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

/** Finer HSN/SAC entries and their GST rates: only the app's look-up holds them. */
export function HsnLiveResults({ query }: { query: string | null }) {
  const q = query && query.trim().length >= 2 ? query.trim() : null;
  const { state, retry } = useLiveLookup("hsnEntries", q);
  return (
    <LiveLookupPanel
      title="Finer codes and GST rates (live look-up)"
      state={state}
      retry={retry}
      idle="Enter a code or words to look up finer entries and their rates."
      without={`The sections, chapters and service headings above are built into this page (${HSN_DATA_AS_OF}) and still stand; for 6- and 8-digit codes and their GST rates, see the CBIC's rate notifications.`}
    >
      {(answer) => (
        <>
          {answer.results.length === 0 ? (
            <p>No finer entries match “{q}”. Try a code of 4 digits or fewer, or other words.</p>
          ) : (
            <div className="table-responsive">
              <table className={`table table-sm ${styles.rates}`}>
                <caption>Entries matching “{q}”</caption>
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Description</th>
                    <th scope="col">GST rate</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.results.map((entry) => (
                    <tr key={`${entry.kind}-${entry.code}`}>
                      <td>
                        {entry.code} <span className="visually-hidden">({entry.kind})</span>
                      </td>
                      <td>{entry.description}</td>
                      <td>{entry.gst_rate === null ? "Varies by sub-heading" : formatPercent(entry.gst_rate)}</td>
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
