import { DEFAULT_COUNTDOWN_TARGET, sameTimeLeft, timeLeft, type TimeLeft } from "@/lib/countdown";

/** 16 Sep 2025, 23:59:59 IST is 18:29:59 UTC (IST is UTC+05:30). */
const TARGET_UTC_MS = Date.UTC(2025, 8, 16, 18, 29, 59);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const left = (days: number, hours: number, minutes: number, seconds: number): TimeLeft => ({
  days,
  hours,
  minutes,
  seconds,
  done: false,
});
const DONE: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

describe("DEFAULT_COUNTDOWN_TARGET", () => {
  test("given the default target, then it is 16 Sep 2025 23:59:59 in Indian time, 18:29:59 UTC", () => {
    expect(DEFAULT_COUNTDOWN_TARGET).toBe("2025-09-16T23:59:59+05:30");
    expect(Date.parse(DEFAULT_COUNTDOWN_TARGET)).toBe(TARGET_UTC_MS);
  });
});

describe("timeLeft", () => {
  test.each<[string, number, TimeLeft]>([
    ["given 2 days 3 h 4 min 5 s before, then exactly that", 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND, left(2, 3, 4, 5)],
    ["given exactly 1 day before, then 1 day and zeros", DAY, left(1, 0, 0, 0)],
    ["given 1 day and 1 s before, then 1 day 0 h 0 min 1 s", DAY + SECOND, left(1, 0, 0, 1)],
    ["given 1 s short of a day, then 0 days 23:59:59", DAY - SECOND, left(0, 23, 59, 59)],
    ["given exactly 1 hour before, then 1 h", HOUR, left(0, 1, 0, 0)],
    ["given exactly 1 minute before, then 1 min", MINUTE, left(0, 0, 1, 0)],
    ["given 1 s before, then 1 s, not done", SECOND, left(0, 0, 0, 1)],
    ["given 1.001 s before, then a part second rounds up to 2 s", SECOND + 1, left(0, 0, 0, 2)],
    ["given 0.999 s before, then still 1 s, not done", SECOND - 1, left(0, 0, 0, 1)],
    ["given 1 ms before, then still 1 s, not done", 1, left(0, 0, 0, 1)],
    ["given 400 days before, then 400 days (no cap)", 400 * DAY, left(400, 0, 0, 0)],
    ["given exactly at the target, then done with zeros", 0, DONE],
    ["given 1 ms after, then done with zeros", -1, DONE],
    ["given a year after, then done with zeros", -365 * DAY, DONE],
  ])("%s", (_scenario, msBefore, expected) => {
    expect(timeLeft(DEFAULT_COUNTDOWN_TARGET, TARGET_UTC_MS - msBefore)).toEqual(expected);
  });

  test.each<[string, string, TimeLeft]>([
    ["given midnight IST on 15 Sep, then 1 day 23:59:59", "2025-09-15T00:00:00+05:30", left(1, 23, 59, 59)],
    ["given midnight UTC on 16 Sep (05:30 IST), then 18:29:59", "2025-09-16T00:00:00Z", left(0, 18, 29, 59)],
    ["given 23:59:58 IST on 16 Sep, then 1 s", "2025-09-16T23:59:58+05:30", left(0, 0, 0, 1)],
    ["given 18:30 UTC on 16 Sep (00:00 IST on the 17th), then done", "2025-09-16T18:30:00Z", DONE],
    ["given 31 Aug 23:59:59 IST, then 16 days", "2025-08-31T23:59:59+05:30", left(16, 0, 0, 0)],
  ])("across days and time zones: %s", (_scenario, now, expected) => {
    expect(timeLeft(DEFAULT_COUNTDOWN_TARGET, new Date(now))).toEqual(expected);
  });

  test("given the target as a Date, a string or epoch ms, and now as a Date or ms, then the same answer", () => {
    const now = TARGET_UTC_MS - (HOUR + 5 * SECOND);
    const expected = left(0, 1, 0, 5);
    expect(timeLeft(new Date(TARGET_UTC_MS), now)).toEqual(expected);
    expect(timeLeft(DEFAULT_COUNTDOWN_TARGET, new Date(now))).toEqual(expected);
    expect(timeLeft(TARGET_UTC_MS, now)).toEqual(expected);
  });

  test.each<[string, Date | string, Date | number]>([
    ["an unreadable target string", "16/09/2025 23:59", TARGET_UTC_MS - DAY],
    ["an invalid Date target", new Date("nonsense"), TARGET_UTC_MS - DAY],
    ["a NaN now", DEFAULT_COUNTDOWN_TARGET, Number.NaN],
  ])("given %s, then done with zeros rather than NaN", (_scenario, target, now) => {
    expect(timeLeft(target, now)).toEqual(DONE);
  });

  test("given a finished result, then changing it does not change the next one", () => {
    const first = timeLeft(DEFAULT_COUNTDOWN_TARGET, TARGET_UTC_MS);
    first.seconds = 99;
    expect(timeLeft(DEFAULT_COUNTDOWN_TARGET, TARGET_UTC_MS)).toEqual(DONE);
  });

  describe("against the system clock (fake timers)", () => {
    afterEach(() => jest.useRealTimers());

    test.each<[string, number, TimeLeft]>([
      ["given the clock 1 s before the target, then 1 s", TARGET_UTC_MS - SECOND, left(0, 0, 0, 1)],
      ["given the clock at the target, then done", TARGET_UTC_MS, DONE],
      ["given the clock 1 s after the target, then done", TARGET_UTC_MS + SECOND, DONE],
      ["given the clock 3 days 1 s before, then 3 days 1 s", TARGET_UTC_MS - 3 * DAY - SECOND, left(3, 0, 0, 1)],
    ])("%s", (_scenario, systemTime, expected) => {
      jest.useFakeTimers().setSystemTime(systemTime);
      expect(timeLeft(DEFAULT_COUNTDOWN_TARGET, Date.now())).toEqual(expected);
    });
  });
});

describe("sameTimeLeft", () => {
  test.each<[string, TimeLeft, TimeLeft, boolean]>([
    ["given equal readings, then the same", left(1, 2, 3, 4), left(1, 2, 3, 4), true],
    ["given a different second, then not", left(1, 2, 3, 4), left(1, 2, 3, 5), false],
    ["given a different day, then not", left(1, 2, 3, 4), left(2, 2, 3, 4), false],
    ["given done and not done, then not", DONE, left(0, 0, 0, 0), false],
  ])("%s", (_scenario, a, b, expected) => {
    expect(sameTimeLeft(a, b)).toBe(expected);
  });
});
