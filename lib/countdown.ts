/**
 * The default moment the site counts down to: 23:59:59 Indian Standard Time on
 * 16 September 2025, written with its +05:30 offset so it is the same instant whatever
 * the time zone of the server or the visitor's device.
 */
export const DEFAULT_COUNTDOWN_TARGET = "2025-09-16T23:59:59+05:30";

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target is reached (or cannot be read); every count is then 0. */
  done: boolean;
}

const SECOND_MS = 1000;
const FINISHED: TimeLeft = Object.freeze({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });

/**
 * Whole days, hours, minutes and seconds from `now` until `target`.
 *
 * - Part seconds round up: with 0.4 s left the display still reads 0:00:00:01, and it
 *   shows all zeros only together with `done`, never a zero count that is not over.
 *   So 1 ms before the target is "1 second", the target itself is done.
 * - Days are not capped (a target 400 days away shows 400).
 * - A target or `now` that is not a valid date counts as done, so a mistyped setting
 *   hides the countdown instead of printing NaN.
 *
 * `target` takes a Date, an ISO string (with its offset) or epoch milliseconds.
 */
export function timeLeft(target: Date | string | number, now: Date | number): TimeLeft {
  const targetMs = target instanceof Date ? target.getTime() : typeof target === "string" ? Date.parse(target) : target;
  const nowMs = now instanceof Date ? now.getTime() : now;
  const remainingMs = targetMs - nowMs;
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return { ...FINISHED };

  const totalSeconds = Math.ceil(remainingMs / SECOND_MS);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    done: false,
  };
}

/** Whether two readings would display the same, so a refresh can skip a re-render. */
export function sameTimeLeft(a: TimeLeft, b: TimeLeft): boolean {
  return a.done === b.done && a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds;
}
