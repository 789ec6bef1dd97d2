import { useEffect, useState } from "react";
import { checkIfsc, subMemberBank } from "@/lib/ifsc/ifsc";
import { LiveLookupPanel, Provenance } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

const yesNo = (value: boolean | undefined) => (value === undefined ? "Not stated" : value ? "Yes" : "No");

/**
 * The bank a code was issued to when it sits under a sponsor bank's prefix; the table
 * loads only now, on this page, after the first paint.
 */
function SubMemberNote({ ifsc }: { ifsc: string }) {
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
      This code was issued to <strong>{bank}</strong>, a bank served through its sponsor bank&apos;s IFSC prefix: payments to it go to {bank}.
    </p>
  );
}

/** The branch behind a well-formed IFSC, from the app's look-up. */
export function IfscBranch({ ifsc }: { ifsc: string | null }) {
  const check = ifsc ? checkIfsc(ifsc) : null;
  const key = check?.ok && check.knownPrefix ? check.ifsc : null;
  const { state, retry } = useLiveLookup("ifscBranch", key);
  return (
    <>
      {key && <SubMemberNote ifsc={key} />}
      <LiveLookupPanel
        title="Branch details (live look-up)"
        state={state}
        retry={retry}
        idle="Enter a valid IFSC to see its branch."
        without="The bank named above comes from data in this page and still stands; for the branch's address, check the bank's website or your cheque book."
      >
        {(answer) =>
          answer.found ? (
            <>
              <dl className={styles.details}>
                <dt>Bank</dt>
                <dd>{answer.bank}</dd>
                <dt>Branch</dt>
                <dd>{answer.branch}</dd>
                {answer.address && (
                  <>
                    <dt>Address</dt>
                    <dd>{answer.address}</dd>
                  </>
                )}
                {(answer.city || answer.district || answer.state) && (
                  <>
                    <dt>City, district, state</dt>
                    <dd>{[answer.city, answer.district, answer.state].filter(Boolean).join(", ")}</dd>
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
                    <dt>Contact</dt>
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
              <p>
                No branch has the IFSC {answer.ifsc} in RBI&apos;s current list. The code may be mistyped, or retired after a merger: ask the payee for
                their branch&apos;s code.
              </p>
              <Provenance source={answer.source} asOf={answer.as_of} />
            </>
          )
        }
      </LiveLookupPanel>
    </>
  );
}
