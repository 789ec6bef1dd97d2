import fc from "fast-check";

import { backoffDelay, backoffSchedule, poll, totalBackoffMs, type BackoffOptions } from "@/lib/polling";

// 1 s doubling to an 8 s cap, six checks: the waits are 1, 2, 4, 8, 8, 8 s (31 s in all).
const doubling: BackoffOptions = { initialDelayMs: 1000, factor: 2, maxDelayMs: 8000, maxAttempts: 6 };

describe("backoff waits", () => {
  test.each([
    ["1 s doubling to 8 s, six checks", [1000, 2000, 4000, 8000, 8000, 8000], doubling],
    ["factor 1: the same wait every time", [500, 500, 500], { initialDelayMs: 500, factor: 1, maxDelayMs: 500, maxAttempts: 3 }],
    ["1.5 s tripling to a 10 s cap", [1500, 4500, 10_000, 10_000], { initialDelayMs: 1500, factor: 3, maxDelayMs: 10_000, maxAttempts: 4 }],
    ["a single check", [250], { initialDelayMs: 250, factor: 2, maxDelayMs: 1000, maxAttempts: 1 }],
  ])("given %s, then the waits are %j ms", (_name, expected, options) => {
    expect(backoffSchedule(options)).toEqual(expected);
  });

  test("given 1 s doubling to 8 s over six checks, then a run that never ends waits 31 s in all", () => {
    expect(totalBackoffMs(doubling)).toBe(31_000);
  });

  test("given a very late attempt, then the wait is the cap, never Infinity", () => {
    expect(backoffDelay(100_000, doubling)).toBe(8000);
  });

  test.each([
    ["a negative first wait", { ...doubling, initialDelayMs: -1 }],
    ["a factor below 1 (waits would shrink)", { ...doubling, factor: 0.5 }],
    ["a cap below the first wait", { ...doubling, maxDelayMs: 500 }],
    ["no checks at all", { ...doubling, maxAttempts: 0 }],
    ["a fractional number of checks", { ...doubling, maxAttempts: 2.5 }],
  ])("given %s, then the options are refused", (_name, options) => {
    expect(() => backoffSchedule(options)).toThrow(RangeError);
    expect(() => poll({ ...options, check: async () => 1, isDone: () => true })).toThrow(RangeError);
  });

  test("given any valid options, then the waits start at the first wait, never shrink and never pass the cap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_000 }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 1, max: 60 }),
        (initialDelayMs, factor, extra, maxAttempts) => {
          const options = { initialDelayMs, factor, maxDelayMs: initialDelayMs + extra, maxAttempts };
          const waits = backoffSchedule(options);
          expect(waits).toHaveLength(maxAttempts);
          expect(waits[0]).toBe(initialDelayMs);
          waits.forEach((wait, index) => {
            expect(wait).toBeLessThanOrEqual(options.maxDelayMs);
            if (index > 0) expect(wait).toBeGreaterThanOrEqual(waits[index - 1]!);
          });
        },
      ),
    );
  });
});

describe("poll", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A check that answers the given statuses in turn (the last one again once they run out). */
  function answers(...statuses: string[]) {
    let call = 0;
    return jest.fn(async () => statuses[Math.min(call++, statuses.length - 1)]!);
  }

  test("given a job done at the third check, then it is asked at 1 s, 3 s and 7 s and the result is done", async () => {
    const check = answers("processing", "processing", "completed");
    const onValue = jest.fn();
    const run = poll({ ...doubling, check, isDone: (status) => status === "completed", onValue });

    await jest.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1); // t = 1 s
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1999); // t = 2.999 s: the 2 s wait is not over
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1); // t = 3 s
    expect(check).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(4000); // t = 7 s
    expect(check).toHaveBeenCalledTimes(3);

    await expect(run.result).resolves.toEqual({ outcome: "done", value: "completed", attempts: 3 });
    expect(onValue.mock.calls).toEqual([
      ["processing", 1],
      ["processing", 2],
      ["completed", 3],
    ]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  test("given a job that never finishes, then after six checks (31 s) it gives up with the last answer", async () => {
    const check = answers("processing");
    const run = poll({ ...doubling, check, isDone: (status) => status === "completed" });
    await jest.advanceTimersByTimeAsync(30_999);
    expect(check).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(6);
    await expect(run.result).resolves.toEqual({ outcome: "gave-up", attempts: 6, last: "processing" });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(6);
  });

  test("given stop during a wait, then no further check is made and the result is stopped with the last answer", async () => {
    const check = answers("processing");
    const run = poll({ ...doubling, check, isDone: () => false });
    await jest.advanceTimersByTimeAsync(1000); // first check at 1 s; the next is due at 3 s
    run.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    await expect(run.result).resolves.toEqual({ outcome: "stopped", attempts: 1, last: "processing" });
  });

  test("given stop before the first check, then nothing is asked and there is no last answer", async () => {
    const check = answers("processing");
    const run = poll({ ...doubling, check, isDone: () => false });
    run.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).not.toHaveBeenCalled();
    await expect(run.result).resolves.toEqual({ outcome: "stopped", attempts: 0 });
  });

  test("given stop while a check is on its way, then its late answer is ignored", async () => {
    let answer: (status: string) => void = () => {};
    const check = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onValue = jest.fn();
    const run = poll({ ...doubling, check, isDone: (status) => status === "completed", onValue });
    await jest.advanceTimersByTimeAsync(1000);
    run.stop();
    answer("completed");
    await expect(run.result).resolves.toEqual({ outcome: "stopped", attempts: 1 });
    expect(onValue).not.toHaveBeenCalled();
  });

  test("given stop from inside onValue, then polling ends there without another wait", async () => {
    const check = answers("processing");
    const run: ReturnType<typeof poll<string>> = poll({ ...doubling, check, isDone: () => false, onValue: () => run.stop() });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    await expect(run.result).resolves.toEqual({ outcome: "stopped", attempts: 1, last: "processing" });
  });

  test("given a check that fails at the second try, then polling ends as failed with that error", async () => {
    const failure = new Error("network down");
    const check = jest.fn().mockResolvedValueOnce("processing").mockRejectedValueOnce(failure);
    const run = poll({ ...doubling, check, isDone: () => false });
    await jest.advanceTimersByTimeAsync(3000);
    await expect(run.result).resolves.toEqual({ outcome: "failed", attempts: 2, error: failure });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  test("given stop after the end, then the result stays as it was", async () => {
    const run = poll({ ...doubling, check: answers("completed"), isDone: () => true });
    await jest.advanceTimersByTimeAsync(1000);
    run.stop();
    await expect(run.result).resolves.toEqual({ outcome: "done", value: "completed", attempts: 1 });
  });
});
