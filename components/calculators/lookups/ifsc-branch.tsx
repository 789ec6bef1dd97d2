import { useEffect, useState } from "react";
import { hindiBankName } from "@/lib/calculators/ifsc-checker/bank-names-hi";
import { checkIfsc, subMemberBank } from "@/lib/ifsc/ifsc";
import { useLocale } from "@/lib/i18n/use-locale";
import { LiveLookupPanel, Provenance, useDataLang, useLookupText } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

/** A bank's name in the page's language where it is known there; otherwise RBI's English name, marked as English. */
function BankName({ name }: { name: string }) {
  const locale = useLocale();
  const lang = useDataLang();
  const hindi = locale === "hi" ? hindiBankName(name) : null;
  return hindi ? <>{hindi}</> : <span lang={lang}>{name}</span>;
}

/**
 * The bank a code was issued to when it sits under a sponsor bank's prefix; the table
 * loads only now, on this page, after the first paint.
 */
function SubMemberNote({ ifsc }: { ifsc: string }) {
  const t = useLookupText();
  const lang = useDataLang();
  // The answer remembers its code, so a new code shows nothing until its own answer comes.
  const [answer, setAnswer] = useState<{ ifsc: string; bank: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    subMemberBank(ifsc).then(
      (name) => current && setAnswer({ ifsc, bank: name }),
      () => current && setAnswer({ ifsc, bank: null }),
    );
    return () => {
      current = false;
    };
  }, [ifsc]);
  const bank = answer?.ifsc === ifsc ? answer.bank : null;
  if (!bank) return null;
  return (
    <p className={styles.status}>
      {t.subMemberBefore}
      <strong lang={lang}>{bank}</strong>
      {t.subMemberAfter(bank)}
    </p>
  );
}

/** The branch behind a well-formed IFSC, from the app's look-up. */
export function IfscBranch({ ifsc }: { ifsc: string | null }) {
  const t = useLookupText();
  const lang = useDataLang();
  const yesNo = (value: boolean | undefined) => (value === undefined ? t.notStated : value ? t.yes : t.no);
  const check = ifsc ? checkIfsc(ifsc) : null;
  const key = check?.ok && check.knownPrefix ? check.ifsc : null;
  const { state, retry } = useLiveLookup("ifscBranch", key);
  return (
    <>
      {key && <SubMemberNote ifsc={key} />}
      <LiveLookupPanel title={t.branchTitle} state={state} retry={retry} idle={t.branchIdle} without={t.branchWithout}>
        {(answer) =>
          answer.found ? (
            <>
              <dl className={styles.details}>
                <dt>{t.bank}</dt>
                <dd>
                  <BankName name={answer.bank} />
                </dd>
                <dt>{t.branch}</dt>
                <dd lang={lang}>{answer.branch}</dd>
                {answer.address && (
                  <>
                    <dt>{t.address}</dt>
                    <dd lang={lang}>{answer.address}</dd>
                  </>
                )}
                {(answer.city || answer.district || answer.state) && (
                  <>
                    <dt>{t.cityDistrictState}</dt>
                    <dd lang={lang}>{[answer.city, answer.district, answer.state].filter(Boolean).join(", ")}</dd>
                  </>
                )}
                {answer.micr && (
                  <>
                    <dt>MICR</dt>
                    <dd>{answer.micr}</dd>
                  </>
                )}
                {answer.contact && (
                  <>
                    <dt>{t.contact}</dt>
                    <dd>{answer.contact}</dd>
                  </>
                )}
                <dt>NEFT</dt>
                <dd>{yesNo(answer.neft)}</dd>
                <dt>RTGS</dt>
                <dd>{yesNo(answer.rtgs)}</dd>
                <dt>IMPS</dt>
                <dd>{yesNo(answer.imps)}</dd>
                <dt>UPI</dt>
                <dd>{yesNo(answer.upi)}</dd>
              </dl>
              <Provenance source={answer.source} asOf={answer.as_of} />
            </>
          ) : (
            <>
              <p>{t.noBranch(answer.ifsc)}</p>
              <Provenance source={answer.source} asOf={answer.as_of} />
            </>
          )
        }
      </LiveLookupPanel>
    </>
  );
}
