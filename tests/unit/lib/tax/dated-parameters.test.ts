import { readFileSync } from "node:fs";
import { join } from "node:path";
import { currencyConverter } from "@/lib/calculators/currency-converter";
import { epf } from "@/lib/calculators/epf";
import { goldRate } from "@/lib/calculators/gold-rate";
import { nps } from "@/lib/calculators/nps";
import { salaryHike } from "@/lib/calculators/salary-hike";
import { DATED_UNITS, datedParameters, inForceForYear, inForceOn, latest, type DatedParameter } from "@/lib/tax/parameters/dated";
import { FINANCIAL_YEARS } from "@/lib/tax/years";
import { runnerFor } from "../calculators/run-calculator";

/**
 * The one walker of the dated-parameter registry (lib/tax/parameters/dated.ts): every
 * value is a finite number with a known unit, an ISO date and a legal reference, each
 * series is in date order, and for each year the value in force is the entry with the
 * latest effective date not after the year's first day.
 */

const series = Object.entries(datedParameters).map(([name, values]) => ({ name, values: values as readonly DatedParameter[] }));
const entries = series.flatMap(({ name, values }) => values.map((value, index) => ({ name: `${name}[${index}]`, value })));

/** A calendar date that exists: "2021-02-30" fails. */
const isIsoDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

/** An Act, rules, scheme, regulations, notification, office memorandum or circular. */
const LEGAL_SOURCE = /\bAct\b|\bRules?\b|\brule \d|Scheme|Regulations|[Nn]otification|Office Memorandum|office memorandum|circular/;

describe("dated parameters: the registry", () => {
  test("holds the calculators' income-tax limits and the scheme values of lib/finance", () => {
    expect(series.length).toBeGreaterThan(20);
    for (const name of [
      "providentFundInterestExemptContributionLimit",
      "providentFundInterestExemptContributionLimitWithoutEmployer",
      "employerRetirementContributionLimit",
      "cashReceiptLimit",
      "panQuotingPurchaseLimit",
      "lrsTcsThreshold",
      "npsExemptLumpSumPercent",
      "epfDeclaredRate",
      "epfContributionPercent",
      "epsPensionSharePercent",
      "epfWageCeiling",
      "ppfRate",
      "ssyRate",
      "nscRate",
      "goldGstIgst",
    ]) {
      expect([name, name in datedParameters]).toEqual([name, true]);
    }
  });

  test.each(entries)("$name: a finite number with a known unit", ({ value }) => {
    expect(Number.isFinite(value.value)).toBe(true);
    expect(DATED_UNITS).toContain(value.unit);
    if (value.unit === "percent") expect(value.value >= 0 && value.value <= 100).toBe(true);
    if (value.unit === "INR") expect(value.value).toBeGreaterThan(0);
  });

  test.each(entries)("$name: an ISO effective date that exists", ({ value }) => {
    expect([value.effectiveFrom, isIsoDate(value.effectiveFrom)]).toEqual([value.effectiveFrom, true]);
  });

  test.each(entries)("$name: a reference naming an Act, rule, scheme or notification", ({ value }) => {
    expect(typeof value.reference).toBe("string");
    expect(value.reference.trim().length).toBeGreaterThan(20);
    expect([value.reference, LEGAL_SOURCE.test(value.reference)]).toEqual([value.reference, true]);
    // Shown to visitors beside the figures: the law, never the project's own working files.
    expect(JSON.stringify(value)).not.toMatch(/CALCULATORS\.md/);
  });

  test.each(series)("$name: entries in strictly rising date order", ({ values }) => {
    expect(values.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < values.length; i += 1) expect(values[i - 1]!.effectiveFrom < values[i]!.effectiveFrom).toBe(true);
  });

  const yearly = series.flatMap(({ name, values }) => FINANCIAL_YEARS.map((fy) => ({ name, fy, values })));
  test.each(yearly)("$name in FY $fy: the value in force is the entry with the latest date not after 1 April", ({ fy, values }) => {
    const start = `${fy.slice(0, 4)}-04-01`;
    const candidates = values.filter((entry) => entry.effectiveFrom <= start);
    const expected = candidates.reduce<DatedParameter | undefined>((best, entry) => (!best || entry.effectiveFrom > best.effectiveFrom ? entry : best), undefined);
    expect(inForceForYear(values, fy)).toBe(expected);
  });
});

describe("dated parameters: the law's values, by hand", () => {
  const { lrsTcsThreshold, npsExemptLumpSumPercent, cashReceiptLimit } = datedParameters;

  test("s.206C(1G): ₹7,00,000 from 1 October 2020, ₹10,00,000 from 1 April 2025 (Finance Act 2025)", () => {
    expect(inForceOn(lrsTcsThreshold, "2020-09-30")).toBeUndefined();
    expect(inForceOn(lrsTcsThreshold, "2020-10-01")?.value).toBe(700000);
    expect(inForceForYear(lrsTcsThreshold, "2023-24")?.value).toBe(700000);
    expect(inForceForYear(lrsTcsThreshold, "2024-25")?.value).toBe(700000);
    expect(inForceOn(lrsTcsThreshold, "2025-03-31")?.value).toBe(700000);
    expect(inForceForYear(lrsTcsThreshold, "2025-26")?.value).toBe(1000000);
    expect(inForceForYear(lrsTcsThreshold, "2026-27")?.value).toBe(1000000);
    expect(latest(lrsTcsThreshold).value).toBe(1000000);
  });

  test("s.10(12A): 40% from AY 2017-18 (FY 2016-17), 60% from AY 2020-21 (FY 2019-20)", () => {
    expect(inForceOn(npsExemptLumpSumPercent, "2016-03-31")).toBeUndefined();
    expect(inForceOn(npsExemptLumpSumPercent, "2018-06-30")?.value).toBe(40);
    for (const fy of FINANCIAL_YEARS) expect(inForceForYear(npsExemptLumpSumPercent, fy)?.value).toBe(60);
  });

  test("one value written once applies to every later year: s.269ST's ₹2,00,000 from 1 April 2017", () => {
    expect(cashReceiptLimit).toHaveLength(1);
    for (const fy of FINANCIAL_YEARS) expect(inForceForYear(cashReceiptLimit, fy)?.value).toBe(200000);
  });

  test("EPF Scheme 1952 / EPS 1995: 12%, 10%, 8.33% on at most ₹15,000 from 1 September 2014; 8.25% declared for FY 2025-26", () => {
    expect(latest(datedParameters.epfContributionPercent).value).toBe(12);
    expect(latest(datedParameters.epfReducedContributionPercent).value).toBe(10);
    expect(latest(datedParameters.epsPensionSharePercent).value).toBe(8.33);
    expect(latest(datedParameters.epfWageCeiling)).toMatchObject({ value: 15000, unit: "INR", effectiveFrom: "2014-09-01" });
    expect(latest(datedParameters.epfDeclaredRate).value).toBe(8.25);
  });

  test("rule 9D / s.10(12) provisos ₹2,50,000 (₹5,00,000 without employer), s.17(2)(vii) ₹7,50,000", () => {
    expect(latest(datedParameters.providentFundInterestExemptContributionLimit)).toMatchObject({ value: 250000, effectiveFrom: "2021-04-01" });
    expect(latest(datedParameters.providentFundInterestExemptContributionLimitWithoutEmployer)).toMatchObject({ value: 500000, effectiveFrom: "2021-04-01" });
    // s.17(2)(vii) from AY 2021-22 (FY 2020-21); the 2025 Act's counterpart from tax year 2026-27, the same amount
    expect(inForceForYear(datedParameters.employerRetirementContributionLimit, "2023-24")).toMatchObject({ value: 750000, effectiveFrom: "2020-04-01" });
    expect(inForceForYear(datedParameters.employerRetirementContributionLimit, "2026-27")).toMatchObject({ value: 750000, effectiveFrom: "2026-04-01" });
  });

  test("the calculators keep no literal of these limits in their compute files", () => {
    for (const file of ["epf", "gold-rate", "currency-converter", "nps"]) {
      const source = readFileSync(join(process.cwd(), "lib/calculators", file, "compute.ts"), "utf8");
      expect([file, /\b(2_50_000|7_50_000|2_00_000|10_00_000)\b|LUMP_SUM_PERCENT = \d/.test(source)]).toEqual([file, false]);
    }
  });
});

describe("calculators reading the dated parameters: hand-computed cases", () => {
  const runEpf = runnerFor(epf);
  const epfNotes = (monthlyBasic: string) => runEpf({ monthlyBasic, growth: "0" }).result?.notes ?? [];
  const RULE_9D_NOTE =
    "Your own contributions exceed ₹2,50,000 in at least one year. Interest on the part above ₹2,50,000 a year (₹5,00,000 if your employer pays nothing) is taxable each year (provisos to section 10(12) of the Income-tax Act, 1961 and Rule 9D); the balance shown is before that tax.";

  test("EPF, rule 9D: ₹1,73,612 a month → 12% = ₹20,833.44 → ₹20,833 × 12 = ₹2,49,996, not above ₹2,50,000: no note", () => {
    expect(epfNotes("173612")).not.toContain(RULE_9D_NOTE);
  });

  test("EPF, rule 9D: ₹1,73,616 a month → 12% = ₹20,833.92 → ₹20,834 × 12 = ₹2,50,008, above ₹2,50,000: the note, word for word", () => {
    expect(epfNotes("173616")).toContain(RULE_9D_NOTE);
  });

  test("EPF, s.17(2)(vii): employer 12% of ₹5,20,834 = ₹62,500.08 → ₹62,500 × 12 = ₹7,50,000, not above: no note; of ₹5,20,838 = ₹62,500.56 → ₹62,501 × 12 = ₹7,50,012: note", () => {
    const perquisite = (notes: string[]) => notes.some((note) => note.startsWith("Your employer's contributions exceed ₹7,50,000 in at least one year."));
    expect(perquisite(epfNotes("520834"))).toBe(false);
    expect(perquisite(epfNotes("520838"))).toBe(true);
  });

  test("EPF: the FAQ and the page description keep their figures", () => {
    expect(epf.meta.description).toBe(
      "Project your Employees' Provident Fund balance at retirement from your basic + DA: your 12%, your employer's share after the pension (EPS) part, and interest at 8.25%, year by year.",
    );
    expect(epf.meta.keywords).toBe(
      "EPF calculator, PF calculator, provident fund, EPF interest rate 8.25%, employee and employer contribution 12%, EPS 8.33%, pension share, PF balance at retirement, EPFO, section 80C, section 123",
    );
    expect(epf.faq?.find((entry) => entry.question === "Is the EPF balance taxable?")?.answer).toBe(
      "Not if you withdraw it after five years of continuous service, counting earlier jobs whose balance you transferred. Withdrawn sooner, it is taxable, with TDS. Interest on your own contributions above ₹2,50,000 a year is taxed every year, and your employer's contributions to PF, NPS and superannuation above ₹7,50,000 a year are taxed as salary.",
    );
  });

  const runGold = runnerFor(goldRate);
  const CASH_NOTE =
    "A jeweller may not accept ₹2 lakh or more in cash for one sale (section 269ST of the Income-tax Act, 1961), and asks for your PAN on a purchase above ₹2 lakh (rule 114B). The Income-tax Act, 2025 carries these rules from tax year 2026-27.";
  // 24K priced by karat ÷ 24 (factor 1) at ₹10,000 a gram: 20 g = ₹2,00,000; GST 3% = ₹6,000; total ₹2,06,000.
  const exactly = { rate: "10000", karat: "24", purity: "karat", weight: "20", making: "0", oldKarat: "24" };

  test("gold, s.269ST: old 24K gold of 0.6 g (₹6,000) leaves ₹2,06,000 − ₹6,000 = ₹2,00,000 payable, 'two lakh rupees or more': the note", () => {
    const result = runGold({ ...exactly, oldWeight: "0.6" }).result;
    expect(result?.notes).toContain(CASH_NOTE);
  });

  test("gold, s.269ST: old gold of 0.601 g (₹6,010) leaves ₹1,99,990, under ₹2 lakh: no note", () => {
    const result = runGold({ ...exactly, oldWeight: "0.601" }).result;
    expect(result?.notes ?? []).not.toContain(CASH_NOTE);
  });

  test("currency converter, s.206C(1G): the TCS note and the content name ₹10 lakh from 1 April 2025, up from ₹7 lakh", () => {
    const notes = runnerFor(currencyConverter)({ amount: "100000", from: "INR", to: "USD", rate: "88.5" }).result?.notes ?? [];
    expect(notes).toContain(
      "Money sent abroad under the Liberalised Remittance Scheme bears TCS once it passes ₹10,00,000 in a year (from 1 April 2025; section 394 (section 206C of the 1961 Act) from tax year 2026-27). The rate depends on the purpose: from tax year 2026-27, 2% for education or medical treatment and 20% for other purposes above the threshold, and a flat 2% on an overseas tour package (Finance Act 2026). This converter does not work it out: ask your bank.",
    );
    expect(currencyConverter.explanation?.join(" ")).toContain(
      "Money sent abroad under the Liberalised Remittance Scheme can bear TCS above ₹10 lakh a year, which this converter does not work out.",
    );
    expect(currencyConverter.faq?.map((entry) => entry.answer).join(" ")).toContain(
      "banks collect TCS once your remittances pass ₹10 lakh in a financial year (raised from ₹7 lakh from 1 April 2025), at rates",
    );
  });

  test("NPS, s.10(12A): 20% to the annuity leaves 80% as lump sum, of which 60% of the corpus is tax-free and the other 20% noted", () => {
    const notes = runnerFor(nps)({ annuity: "20" }).result?.notes ?? [];
    const tax = notes.find((note) => note.startsWith("Tax at exit:"));
    expect(tax).toMatch(/^Tax at exit: the lump sum is tax-free up to 60% of the corpus \(section 10\(12A\)/);
    expect(tax).toMatch(/of your lump sum is above that 60%: how it is taxed is not settled, since the law exempts only 60%;/);
  });

  test("salary hike: the structure note names EPF's 12% on the ₹15,000 ceiling and the 4.81% gratuity provision (15 ÷ 26 ÷ 12)", () => {
    const notes = (raw: Record<string, string>) => (runnerFor(salaryHike)(raw).result?.notes ?? []).join(" ");
    expect(notes({ pf: "ceiling" })).toContain("PF of 12% on ₹15,000 a month, gratuity of 4.81% of basic inside the CTC");
    expect(notes({ pf: "basic", gratuity: "0" })).toContain("PF of 12% of basic, no gratuity inside the CTC");
  });
});
