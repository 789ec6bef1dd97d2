import { checkGstin } from "@/lib/gst/gstin";
import { LiveLookupPanel, Provenance, useDataLang, useLookupText } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

/** The GSTIN's registration from the app's look-up, for a GSTIN that passed the check in the browser. */
export function GstinRegistration({ gstin }: { gstin: string | null }) {
  const t = useLookupText();
  const lang = useDataLang();
  const dateOrText = (value: string) => {
    try {
      return t.longDate(value);
    } catch {
      return value;
    }
  };
  const valid = gstin && checkGstin(gstin).verdict === "valid" ? gstin : null;
  const { state, retry } = useLiveLookup("gstinRegistration", valid);
  return (
    <LiveLookupPanel title={t.gstinTitle} state={state} retry={retry} idle={t.gstinIdle} without={t.gstinWithout}>
      {(answer) =>
        answer.found ? (
          <>
            <dl className={styles.details}>
              <dt>{t.legalName}</dt>
              <dd lang={lang}>{answer.legal_name}</dd>
              {answer.trade_name && (
                <>
                  <dt>{t.tradeName}</dt>
                  <dd lang={lang}>{answer.trade_name}</dd>
                </>
              )}
              <dt>{t.status}</dt>
              <dd>
                <strong lang={t.statusValue(answer.status) === answer.status ? lang : undefined}>{t.statusValue(answer.status)}</strong>
                {answer.cancellation_date && t.cancelledFrom(dateOrText(answer.cancellation_date))}
              </dd>
              {answer.registration_date && (
                <>
                  <dt>{t.registeredOn}</dt>
                  <dd>{dateOrText(answer.registration_date)}</dd>
                </>
              )}
              {answer.constitution && (
                <>
                  <dt>{t.constitution}</dt>
                  <dd lang={lang}>{answer.constitution}</dd>
                </>
              )}
              {answer.taxpayer_type && (
                <>
                  <dt>{t.taxpayerType}</dt>
                  <dd lang={lang}>{answer.taxpayer_type}</dd>
                </>
              )}
              {answer.principal_address && (
                <>
                  <dt>{t.principalPlace}</dt>
                  <dd lang={lang}>{answer.principal_address}</dd>
                </>
              )}
            </dl>
            <Provenance source={answer.source} asOf={answer.as_of} />
          </>
        ) : (
          <>
            <p>{t.noRegistration(answer.gstin)}</p>
            <Provenance source={answer.source} asOf={answer.as_of} />
          </>
        )
      }
    </LiveLookupPanel>
  );
}
