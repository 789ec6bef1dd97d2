import type { ReactNode } from "react";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import styles from "./lookups.module.scss";
import { LOOKUP_TEXT } from "./text";
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

/** The lookup's words in the page's language. */
export function useLookupText() {
  return messagesFor(LOOKUP_TEXT, useLocale());
}

/** `lang="en"` for data the look-up answers in English (names, addresses) on a page that is not English. */
export function useDataLang(): "en" | undefined {
  return useLocale() === "en" ? undefined : "en";
}

/** The failure in words; a missing network is called offline when the browser knows it is. */
function failureText(kind: string, t: ReturnType<typeof useLookupText>): string {
  if (kind === "network" && typeof navigator !== "undefined" && navigator.onLine === false) return t.failOffline;
  const failures: Record<string, string> = { timeout: t.failTimeout, http: t.failHttp, "bad-response": t.failBadResponse, network: t.failNetwork, offline: t.failOffline };
  return failures[kind] ?? t.failNetwork;
}

/**
 * The frame around a live look-up's answer: its states in words (unavailable, waiting,
 * failed with a retry, the answer) inside a polite live region, so a screen reader hears
 * the answer arrive without losing its place in the form.
 */
export function LiveLookupPanel<T>({ title, state, retry, idle, waiting, without, children }: LiveLookupPanelProps<T>) {
  const t = useLookupText();
  return (
    <section className={styles.panel} aria-labelledby="live-lookup-title">
      <h2 id="live-lookup-title" className={styles.title}>
        {title}
      </h2>
      <div aria-live="polite" aria-busy={state.phase === "waiting" || state.phase === "loading"}>
        {state.phase === "unconfigured" && (
          <p className={styles.status}>
            {t.unconfigured} {without}
          </p>
        )}
        {state.phase === "idle" && idle && <p className={styles.status}>{idle}</p>}
        {state.phase === "waiting" && <p className={styles.status}>{waiting ?? t.lookingUp}</p>}
        {state.phase === "loading" && <p className={styles.status}>{t.lookingUp}</p>}
        {state.phase === "failed" && (
          <div className={styles.status}>
            <p>
              {failureText(state.kind, t)} {without}
            </p>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={retry}>
              {t.tryAgain}
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
  const t = useLookupText();
  const lang = useDataLang();
  let when: string;
  try {
    when = t.dateTime(asOf);
  } catch {
    when = t.unknownTime;
  }
  return (
    <p className={styles.provenance}>
      {t.source} <span lang={lang}>{source}</span>
      {t.sourceEnd}
      {t.asOf(when)}
    </p>
  );
}
