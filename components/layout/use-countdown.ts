import { useEffect, useState } from "react";

import { DEFAULT_COUNTDOWN_TARGET, sameTimeLeft, timeLeft, type TimeLeft } from "@/lib/countdown";

/**
 * How often the countdown re-reads the clock. Far below a second so the displayed
 * second turns over within 0.1 s of the real one even when a busy tab delays timers;
 * the state only changes (and the component only re-renders) when a displayed number does.
 */
export const COUNTDOWN_REFRESH_MS = 100;

/**
 * The time left until `target`, refreshed every COUNTDOWN_REFRESH_MS until it is done.
 *
 * The first value is computed during render, so the server's render and the browser's
 * first render differ by the time in between: a component showing the numbers should
 * mark them `suppressHydrationWarning` (or render them only after mounting).
 */
export function useCountdown(target: Date | string = DEFAULT_COUNTDOWN_TARGET): TimeLeft {
  // A number, so a new Date object for the same instant does not restart the timer.
  const targetMs = target instanceof Date ? target.getTime() : Date.parse(target);
  const [left, setLeft] = useState(() => timeLeft(targetMs, Date.now()));

  useEffect(() => {
    const refresh = () => {
      const next = timeLeft(targetMs, Date.now());
      setLeft((previous) => (sameTimeLeft(previous, next) ? previous : next));
      return next;
    };
    // Catch up at once: the target may have changed, or time passed since the render.
    if (refresh().done) return undefined;
    const timer = setInterval(() => {
      // Nothing changes after the end, so stop waking the page up.
      if (refresh().done) clearInterval(timer);
    }, COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [targetMs]);

  return left;
}
