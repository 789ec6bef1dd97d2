/**
 * Polling with exponential back-off: ask, wait, ask again with a longer wait, up to a cap,
 * until the answer says the work is done, the caller stops, a check fails, or the number
 * of checks runs out. Long server jobs (a bulk PAN check at TRACES) finish in seconds or
 * in minutes; short waits first give a quick answer to a quick job, and the doubling keeps
 * a slow one from being asked every second for ten minutes.
 *
 * Pure apart from the timers: no React, no network. The caller passes the check.
 */

export interface BackoffOptions {
  /** The wait before the first check. */
  initialDelayMs: number;
  /** Each wait is the one before times this (2 doubles). */
  factor: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** How many checks before giving up. */
  maxAttempts: number;
}

function assertValid({ initialDelayMs, factor, maxDelayMs, maxAttempts }: BackoffOptions): void {
  if (!(Number.isFinite(initialDelayMs) && initialDelayMs >= 0)) throw new RangeError("initialDelayMs must be 0 or more");
  if (!(Number.isFinite(factor) && factor >= 1)) throw new RangeError("factor must be 1 or more");
  if (!(Number.isFinite(maxDelayMs) && maxDelayMs >= initialDelayMs)) throw new RangeError("maxDelayMs must be at least initialDelayMs");
  if (!(Number.isInteger(maxAttempts) && maxAttempts >= 1)) throw new RangeError("maxAttempts must be a whole number, 1 or more");
}

/** The wait before check number `attempt` (0 for the first): initial × factor^attempt, capped. */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  assertValid(options);
  if (!(Number.isInteger(attempt) && attempt >= 0)) throw new RangeError("attempt must be a whole number, 0 or more");
  // Compared before multiplying on, so a large attempt never overflows to Infinity.
  let delay = options.initialDelayMs;
  for (let step = 0; step < attempt && delay < options.maxDelayMs; step += 1) delay *= options.factor;
  return Math.min(delay, options.maxDelayMs);
}

/** Every wait, in order, one per check: what a run that never finishes goes through. */
export function backoffSchedule(options: BackoffOptions): number[] {
  assertValid(options);
  return Array.from({ length: options.maxAttempts }, (_, attempt) => backoffDelay(attempt, options));
}

/** How long a run that never finishes waits in all before giving up (the calls' own time aside). */
export function totalBackoffMs(options: BackoffOptions): number {
  return backoffSchedule(options).reduce((sum, delay) => sum + delay, 0);
}

export type PollResult<T> =
  | { outcome: "done"; value: T; attempts: number }
  /** stop() was called; `last` is the last answer before it. */
  | { outcome: "stopped"; attempts: number; last?: T }
  /** maxAttempts checks, none of them done. */
  | { outcome: "gave-up"; attempts: number; last?: T }
  /** A check threw; polling ends there (the caller may start again). */
  | { outcome: "failed"; attempts: number; error: unknown };

export interface PollOptions<T> extends BackoffOptions {
  check: () => Promise<T>;
  isDone: (value: T) => boolean;
  /** Called with each answer, done or not, before the next wait. */
  onValue?: (value: T, attempt: number) => void;
}

export interface Poll<T> {
  /** Settles once, with how polling ended; never rejects. */
  result: Promise<PollResult<T>>;
  /** Ends polling now; an answer still on its way is ignored. Harmless after the end. */
  stop: () => void;
}

/** Starts polling: the first check after `initialDelayMs`, then the back-off waits. */
export function poll<T>({ check, isDone, onValue, ...backoff }: PollOptions<T>): Poll<T> {
  assertValid(backoff);
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  // Whether an answer came back, kept apart from `last` because T itself may hold undefined.
  let answered = false;
  let last: T | undefined;
  let settle: (result: PollResult<T>) => void = () => {};

  const finish = (result: PollResult<T>) => {
    if (ended) return;
    ended = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    settle(result);
  };

  const result = new Promise<PollResult<T>>((resolve) => {
    settle = resolve;
  });

  const lastAnswer = (): { last?: T } => (answered ? { last: last as T } : {});

  const scheduleNext = () => {
    if (ended) return;
    if (attempts >= backoff.maxAttempts) {
      finish({ outcome: "gave-up", attempts, ...lastAnswer() });
      return;
    }
    timer = setTimeout(runCheck, backoffDelay(attempts, backoff));
  };

  const runCheck = async () => {
    timer = undefined;
    attempts += 1;
    let value: T;
    try {
      value = await check();
    } catch (error) {
      finish({ outcome: "failed", attempts, error });
      return;
    }
    if (ended) return;
    answered = true;
    last = value;
    onValue?.(value, attempts);
    // onValue may have called stop().
    if (ended) return;
    if (isDone(value)) finish({ outcome: "done", value, attempts });
    else scheduleNext();
  };

  scheduleNext();

  return {
    result,
    stop: () => finish({ outcome: "stopped", attempts, ...lastAnswer() }),
  };
}
