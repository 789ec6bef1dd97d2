import type { ReactNode } from "react";
import { formatIstDateTime } from "@/lib/format";
import styles from "./lookups.module.scss";
import type { LiveLookupState } from "./use-live-lookup";

interface LiveLookupPanelProps<T> {
  title: string;
  state: LiveLookupState<T>;
  retry: () => void;
  /** What the panel says before there is anything to look up (e.g. while the code is invalid); today's rates never wait for input. */
  idle?: string;
  /** What it says while typing settles, before the look-up is sent. */
  waiting?: string;
  /** What the visitor still has without the look-up, said when it is unavailable. */
  without: string;
  children: (data: T) => ReactNode;
}

const FAILURES: Record<string, string> = {
  timeout: "The live look-up took too long to answer.",
  http: "The live look-up service answered with an error.",
  "bad-response": "The live look-up service sent an answer we could not read.",
  network: "The live look-up service could not be reached.",
  offline: "You're offline, so the live look-up cannot run; try it again once you're back online.",
};

/** The failure in words; a missing network is called offline when the browser knows it is. */
function failureText(kind: string): string {
  if (kind === "network" && typeof navigator !== "undefined" && navigator.onLine === false) return FAILURES.offline!;
  return FAILURES[kind] ?? FAILURES.network!;
}

/**
 * The frame around a live look-up's answer: its states in words (unavailable, waiting,
 * failed with a retry, the answer) inside a polite live region, so a screen reader hears
 * the answer arrive without losing its place in the form.
 */
export function LiveLookupPanel<T>({ title, state, retry, idle, waiting = "Looking it up…", without, children }: LiveLookupPanelProps<T>) {
  return (
    <section className={styles.panel} aria-labelledby="live-lookup-title">
      <h2 id="live-lookup-title" className={styles.title}>
        {title}
      </h2>
      <div aria-live="polite" aria-busy={state.phase === "waiting" || state.phase === "loading"}>
        {state.phase === "unconfigured" && <p className={styles.status}>Live look-up isn&apos;t available on this site at the moment. {without}</p>}
        {state.phase === "idle" && idle && <p className={styles.status}>{idle}</p>}
        {state.phase === "waiting" && <p className={styles.status}>{waiting}</p>}
        {state.phase === "loading" && <p className={styles.status}>Looking it up…</p>}
        {state.phase === "failed" && (
          <div className={styles.status}>
            <p>
              {failureText(state.kind)} {without}
            </p>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={retry}>
              Try the look-up again
            </button>
          </div>
        )}
        {state.phase === "done" && children(state.data)}
      </div>
    </section>
  );
}

/** Where an answer came from and as of when: every live answer carries this line. */
export function Provenance({ source, asOf }: { source: string; asOf: string }) {
  let when: string;
  try {
    when = formatIstDateTime(asOf);
  } catch {
    when = "an unknown time";
  }
  return (
    <p className={styles.provenance}>
      Source: {source}. As of {when}.
    </p>
  );
}
