import { act, renderHook } from "@testing-library/react";

import { COUNTDOWN_REFRESH_MS, useCountdown } from "@/components/layout/use-countdown";
import { DEFAULT_COUNTDOWN_TARGET } from "@/lib/countdown";

/** 16 Sep 2025, 23:59:59 IST in UTC milliseconds. */
const TARGET_MS = Date.UTC(2025, 8, 16, 18, 29, 59);
const DONE = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("useCountdown", () => {
  test("given the refresh period, then it is 100 ms", () => {
    expect(COUNTDOWN_REFRESH_MS).toBe(100);
  });

  test("given no target and a clock 1 day 2 h 3 min 4 s before the default, then that reading", () => {
    jest.setSystemTime(TARGET_MS - (26 * 3600 + 3 * 60 + 4) * 1000);
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, done: false });
  });

  test("given 3 s to go, then advancing the clock counts down and ends done", () => {
    jest.setSystemTime(TARGET_MS - 3000);
    const { result } = renderHook(() => useCountdown(DEFAULT_COUNTDOWN_TARGET));
    expect(result.current.seconds).toBe(3);
    advance(1000);
    expect(result.current).toMatchObject({ seconds: 2, done: false });
    advance(1000);
    expect(result.current).toMatchObject({ seconds: 1, done: false });
    advance(1000);
    expect(result.current).toEqual(DONE);
  });

  test("given 1 s to go, then 0.9 s later it still shows 1 s and one 100 ms refresh later it is done", () => {
    jest.setSystemTime(TARGET_MS - 1000);
    const { result } = renderHook(() => useCountdown());
    advance(900);
    expect(result.current).toMatchObject({ seconds: 1, done: false });
    advance(COUNTDOWN_REFRESH_MS);
    expect(result.current).toEqual(DONE);
  });

  test("given the countdown reaches the target, then the interval stops", () => {
    jest.setSystemTime(TARGET_MS - 1000);
    renderHook(() => useCountdown());
    expect(jest.getTimerCount()).toBe(1);
    advance(1000);
    expect(jest.getTimerCount()).toBe(0);
  });

  test("given a target already passed, then done at once and no interval is started", () => {
    jest.setSystemTime(TARGET_MS + 1);
    const setIntervalSpy = jest.spyOn(globalThis, "setInterval");
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toEqual(DONE);
    expect(setIntervalSpy).not.toHaveBeenCalled();
  });

  test("given a running countdown, then it refreshes every 100 ms but re-renders only when the second changes", () => {
    jest.setSystemTime(TARGET_MS - 10_000);
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useCountdown();
    });
    const rendersAtStart = renders;
    advance(900);
    expect(renders).toBe(rendersAtStart);
    advance(100);
    expect(renders).toBe(rendersAtStart + 1);
  });

  test("given unmount, then the interval is cleared", () => {
    jest.setSystemTime(TARGET_MS - 60_000);
    const clearIntervalSpy = jest.spyOn(globalThis, "clearInterval");
    const { unmount } = renderHook(() => useCountdown());
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  test("given a new target, then the reading follows it at once", () => {
    jest.setSystemTime(TARGET_MS - 60_000);
    const { result, rerender } = renderHook(({ target }) => useCountdown(target), {
      initialProps: { target: DEFAULT_COUNTDOWN_TARGET as string | Date },
    });
    expect(result.current).toMatchObject({ minutes: 1, seconds: 0 });
    rerender({ target: new Date(TARGET_MS + 3_600_000) });
    expect(result.current).toMatchObject({ hours: 1, minutes: 1, seconds: 0, done: false });
    expect(jest.getTimerCount()).toBe(1);
  });

  test("given a new Date object for the same instant, then the interval is not restarted", () => {
    jest.setSystemTime(TARGET_MS - 60_000);
    const setIntervalSpy = jest.spyOn(globalThis, "setInterval");
    const { rerender } = renderHook(({ target }) => useCountdown(target), {
      initialProps: { target: new Date(TARGET_MS) },
    });
    rerender({ target: new Date(TARGET_MS) });
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
  });
});
