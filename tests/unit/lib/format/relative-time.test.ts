import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import ts from "typescript";
import { longDate, relativeTime } from "@/lib/format/relative-time";

// The fixed clock: 10:00 UTC on Saturday 21 November 2026 is 3:30 PM in India (UTC+05:30).
const NOW = new Date("2026-11-21T10:00:00Z");
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number) => new Date(NOW.getTime() - ms);
const after = (ms: number) => new Date(NOW.getTime() + ms);

type Case = [name: string, date: Date | number | string, expected: string];

const relativeCases: Case[] = [
  ["the same instant", before(0), "Just Now"],
  ["59 seconds ago", before(59 * SECOND), "Just Now"],
  ["59.999 seconds ago", before(MINUTE - 1), "Just Now"],
  ["exactly 60 seconds ago", before(MINUTE), "1 Min ago"],
  ["119 seconds ago (rounded down)", before(2 * MINUTE - SECOND), "1 Min ago"],
  ["59 minutes 59 seconds ago", before(HOUR - SECOND), "59 Min ago"],
  ["exactly 60 minutes ago", before(HOUR), "1 Hrs ago"],
  ["5 hours 59 minutes ago", before(6 * HOUR - MINUTE), "5 Hrs ago"],
  ["23 hours 59 minutes 59 seconds ago", before(DAY - SECOND), "23 Hrs ago"],
  // 24 h before 3:30 PM Saturday is 3:30 PM Friday.
  ["exactly 24 hours ago", before(DAY), "Friday 3:30 PM"],
  // 2026-11-18T20:00Z is Wednesday in UTC but 1:30 AM Thursday 19 November in India.
  ["a time whose day differs in UTC", new Date("2026-11-18T20:00:00Z"), "Thursday 1:30 AM"],
  // 18:30 UTC on Tuesday 17 November is midnight starting Wednesday 18 November in India.
  ["midnight in India", new Date("2026-11-17T18:30:00Z"), "Wednesday 12:00 AM"],
  ["five past midnight in India", new Date("2026-11-16T18:35:00Z"), "Tuesday 12:05 AM"],
  ["noon in India", new Date("2026-11-16T06:30:00Z"), "Monday 12:00 PM"],
  // 7 days less a second before 3:30:00 PM Saturday is 3:30:01 PM the Saturday before.
  ["6 days 23 hours 59 minutes 59 seconds ago", before(7 * DAY - SECOND), "Saturday 3:30 PM"],
  ["exactly 7 days ago", before(7 * DAY), "14/11/26 3:30 PM"],
  // 09:35 UTC on 5 January 2026 is 3:05 PM in India.
  ["earlier in the year", new Date("2026-01-05T09:35:00Z"), "05/01/26 3:05 PM"],
  // 19:00 UTC on 31 December 2025 is already 12:30 AM on 1 January 2026 in India.
  ["New Year's Eve in UTC, New Year's Day in India", new Date("2025-12-31T19:00:00Z"), "01/01/26 12:30 AM"],
  ["a morning in an earlier decade", new Date("2019-03-09T02:15:00Z"), "09/03/19 7:45 AM"],
];

const futureCases: Case[] = [
  ["30 seconds ahead (clock skew)", after(30 * SECOND), "Just Now"],
  ["exactly 60 seconds ahead", after(MINUTE), "Just Now"],
  // 10:01:01 UTC is 3:31 PM in India.
  ["61 seconds ahead", after(MINUTE + SECOND), "21/11/26 3:31 PM"],
  ["a day ahead", after(DAY), "22/11/26 3:30 PM"],
];

const longDateCases: Case[] = [
  ["3:30 PM on 21 November 2026 in India", "2026-11-21T10:00:00Z", "Saturday, November 21, 2026"],
  ["11:59:59 PM in India, still Saturday", "2026-11-21T18:29:59Z", "Saturday, November 21, 2026"],
  ["midnight in India, already Sunday", "2026-11-21T18:30:00Z", "Sunday, November 22, 2026"],
  ["a leap day", "2024-02-29T00:00:00Z", "Thursday, February 29, 2024"],
  ["the epoch (5:30 AM in India)", 0, "Thursday, January 1, 1970"],
];

describe("in Indian time", () => {
  test.each(relativeCases)("relativeTime: %s (%s) → %s", (_case, date, expected) => {
    expect(relativeTime(date, NOW)).toBe(expected);
  });

  test.each(futureCases)("relativeTime in the future: %s (%s) → %s", (_case, date, expected) => {
    expect(relativeTime(date, NOW)).toBe(expected);
  });

  test.each(longDateCases)("longDate: %s (%s) → %s", (_case, date, expected) => {
    expect(longDate(date)).toBe(expected);
  });
});

/**
 * Jest cannot change the zone of its own process (its process.env is a copy), so the
 * same cases run in a child Node process started with another TZ, on the module compiled
 * by TypeScript. Los Angeles is UTC-8 in November; Chatham is UTC+13:45 in its summer.
 */
describe.each([
  ["America/Los_Angeles", 480],
  ["Pacific/Chatham", -825],
])("with the machine's zone set to %s", (zone, expectedOffset) => {
  test("every case gives the same text as in India", () => {
    const source = readFileSync(path.join(__dirname, "../../../../lib/format/relative-time.ts"), "utf8");
    const compiled = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    }).outputText;
    const asInput = (date: Case[1]) => (date instanceof Date ? date.getTime() : date);
    const program = `
      const module = { exports: {} };
      (function (module, exports) { ${compiled} })(module, module.exports);
      const { relativeTime, longDate } = module.exports;
      const now = ${NOW.getTime()};
      process.stdout.write(JSON.stringify({
        offset: new Date(now).getTimezoneOffset(),
        relative: ${JSON.stringify([...relativeCases, ...futureCases].map(([, date]) => asInput(date)))}.map((d) => relativeTime(d, now)),
        long: ${JSON.stringify(longDateCases.map(([, date]) => asInput(date)))}.map((d) => longDate(d)),
      }));`;
    const output = execFileSync(process.execPath, ["-"], {
      input: program,
      env: { ...process.env, TZ: zone },
      encoding: "utf8",
    });
    const result = JSON.parse(output) as { offset: number; relative: string[]; long: string[] };
    expect(result.offset).toBe(expectedOffset);
    expect(result.relative).toEqual([...relativeCases, ...futureCases].map(([, , expected]) => expected));
    expect(result.long).toEqual(longDateCases.map(([, , expected]) => expected));
  });
});

describe("other inputs", () => {
  test("given an ISO string or a timestamp, then they read like a Date", () => {
    expect(relativeTime("2026-11-21T09:55:00Z", NOW)).toBe("5 Min ago");
    expect(relativeTime(NOW.getTime() - 3 * HOUR, NOW.getTime())).toBe("3 Hrs ago");
  });

  test("given no `now`, then the current clock is used", () => {
    jest.useFakeTimers({ now: NOW });
    try {
      expect(relativeTime(before(2 * MINUTE))).toBe("2 Min ago");
    } finally {
      jest.useRealTimers();
    }
  });

  test.each([
    ["an invalid Date", new Date(Number.NaN)],
    ["an unparseable string", "yesterday"],
    ["NaN", Number.NaN],
    ["a timestamp beyond the range of dates", 9e15],
  ])("given %s, then both helpers give an empty string", (_case, date) => {
    expect(relativeTime(date, NOW)).toBe("");
    expect(longDate(date)).toBe("");
  });

  test("given an invalid `now`, then relativeTime gives an empty string", () => {
    expect(relativeTime(NOW, new Date(Number.NaN))).toBe("");
  });
});

describe("agreement with Intl's Asia/Kolkata time-zone data (an independent implementation)", () => {
  // From 1950 on: before 1945 Kolkata's clocks were not at UTC+05:30 all year.
  const instant = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2099, 11, 31) });

  test("longDate matches en-US long dates in India", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Kolkata",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    fc.assert(fc.property(instant, (ms) => longDate(ms) === intl.format(ms)));
  });

  test("dates a week or more old match dd/mm/yy h:mm AM/PM in India", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      day: "2-digit",
      month: "2-digit",
      year: "2-digit",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12", // en-GB's own hour12 cycle is h11 ("0:30 am")
    });
    const expected = (ms: number) => {
      const part = (type: string) => intl.formatToParts(ms).find((p) => p.type === type)?.value ?? "";
      return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
    };
    fc.assert(fc.property(instant, (ms) => relativeTime(ms, Date.UTC(2101, 0, 1)) === expected(ms)));
  });
});
