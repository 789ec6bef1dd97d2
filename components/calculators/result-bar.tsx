import { useEffect, useRef, useState, type RefObject } from "react";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { linkPreview } from "@/lib/calculators/link-preview";
import type { CalculatorResult } from "@/lib/calculators/types";
import { RESULTS_TITLE_ID } from "./result-panel";
import styles from "./result-bar.module.scss";

/**
 * Read out, once typing pauses, while a field is wrong: worded apart from the result's own
 * prompt, which stays the one place on the page that says what to do.
 */
export const NO_RESULT_ANNOUNCEMENT = "No result: a field needs correcting.";

/** How long typing must pause before the changed answer is read out. */
export const ANNOUNCE_DELAY_MS = 1000;

/** The sticky header covers the top of the viewport: a result under it is not in view. */
const HEADER_MARGIN = "-64px 0px 0px 0px";

interface ResultBarProps {
  result: CalculatorResult | null;
  /** False while a field is wrong: the bar then shows no figure at all. */
  valid: boolean;
  /** The result panel: the bar shows only while it is off screen. */
  target: RefObject<HTMLElement | null>;
}

/** Fields that bring up a phone's on-screen keyboard (or picker), which the bar must not sit over. */
const NO_KEYBOARD = new Set(["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"]);

function opensKeyboard(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement) || !element.closest("form")) return false;
  if (element instanceof HTMLInputElement) return !NO_KEYBOARD.has(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/**
 * On a phone, once the result panel has scrolled away, a slim bar at the bottom keeps the
 * answer in view: the same one line a shared link's preview gives (linkPreview). Tapping
 * it goes back to the full result. CSS shows it only below Bootstrap's lg breakpoint and
 * never in print; it hides while a field has focus, as the on-screen keyboard is then up.
 * The bar is no live region: a hidden one reads the answer once typing pauses.
 */
export function ResultBar({ result, valid, target }: ResultBarProps) {
  const locale = useLocale();
  const t = frameText(locale);
  const line = linkPreview(result, valid)?.title ?? null;
  // Until the observer reports, the result counts as in view: no bar on the first paint.
  const [offScreen, setOffScreen] = useState(false);
  // The same, for the announcement's timer, which reads it when it fires.
  const offScreenNow = useRef(false);
  const [typing, setTyping] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const element = target.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        offScreenNow.current = !entry.isIntersecting;
        setOffScreen(!entry.isIntersecting);
      },
      { rootMargin: HEADER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    const follow = (event: FocusEvent) => setTyping(opensKeyboard(event.type === "focusin" ? event.target : event.relatedTarget));
    document.addEventListener("focusin", follow);
    document.addEventListener("focusout", follow);
    return () => {
      document.removeEventListener("focusin", follow);
      document.removeEventListener("focusout", follow);
    };
  }, []);

  // Read the answer out once typing pauses, and only while the result panel (a live
  // region of its own) is off screen. The first answer, on load, is not news.
  const spoken = useRef(line);
  useEffect(() => {
    if (line === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = line;
      if (offScreenNow.current) setAnnouncement(line ?? (locale === "en" ? NO_RESULT_ANNOUNCEMENT : frameText(locale).noResult));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [line, locale]);

  const goToResult = () => {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    target.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    document.getElementById(RESULTS_TITLE_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <button type="button" className={`no-print ${styles.bar}`} hidden={line === null || !offScreen || typing} onClick={goToResult}>
        <span className="visually-hidden">{t.seeFullResult}</span>
        <span className={styles.line}>{line}</span>
        <span className={styles.arrow} aria-hidden="true">
          ↑
        </span>
      </button>
    </>
  );
}
