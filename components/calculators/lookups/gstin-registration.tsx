import { formatLongDate } from "@/lib/format";
import { checkGstin } from "@/lib/gst/gstin";
import { LiveLookupPanel, Provenance } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

const dateOrText = (value: string) => {
  try {
    return formatLongDate(value);
  } catch {
    return value;
  }
};

/** The GSTIN's registration from the app's look-up, for a GSTIN that passed the check in the browser. */
export function GstinRegistration({ gstin }: { gstin: string | null }) {
  const valid = gstin && checkGstin(gstin).verdict === "valid" ? gstin : null;
  const { state, retry } = useLiveLookup("gstinRegistration", valid);
  return (
    <LiveLookupPanel
      title="Registered details (live look-up)"
      state={state}
      retry={retry}
      idle="Enter a valid GSTIN to see its registered name and status."
      without="The check above ran in your browser and still stands; for the registered name and status, search the GSTIN on the GST portal."
    >
      {(answer) =>
        answer.found ? (
          <>
            <dl className={styles.details}>
              <dt>Legal name</dt>
              <dd>{answer.legal_name}</dd>
              {answer.trade_name && (
                <>
                  <dt>Trade name</dt>
                  <dd>{answer.trade_name}</dd>
                </>
              )}
              <dt>Status</dt>
              <dd>
                <strong>{answer.status}</strong>
                {answer.cancellation_date && ` (cancelled from ${dateOrText(answer.cancellation_date)})`}
              </dd>
              {answer.registration_date && (
                <>
                  <dt>Registered on</dt>
                  <dd>{dateOrText(answer.registration_date)}</dd>
                </>
              )}
              {answer.constitution && (
                <>
                  <dt>Constitution</dt>
                  <dd>{answer.constitution}</dd>
                </>
              )}
              {answer.taxpayer_type && (
                <>
                  <dt>Taxpayer type</dt>
                  <dd>{answer.taxpayer_type}</dd>
                </>
              )}
              {answer.principal_address && (
                <>
                  <dt>Principal place of business</dt>
                  <dd>{answer.principal_address}</dd>
                </>
              )}
            </dl>
            <Provenance source={answer.source} asOf={answer.as_of} />
          </>
        ) : (
          <>
            <p>
              No registration with the GSTIN {answer.gstin} was found. A well-formed number that is not registered is a warning sign: do not pay GST to it
              or claim credit for it until the supplier shows you their registration certificate.
            </p>
            <Provenance source={answer.source} asOf={answer.as_of} />
          </>
        )
      }
    </LiveLookupPanel>
  );
}
