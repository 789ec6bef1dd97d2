import type { IsoDate, Parameter } from "./types";
import type { FinancialYear } from "./years";
import { inr } from "./parameters/helpers";
import { carryIntoIncomeTaxAct2025 } from "./tds-rates-2025-act";

/*
 * TDS rates and thresholds by section (docs/tax-methods.md §24), keyed by financial year.
 * Resident payees. FY 2025-26 carries the thresholds of Finance Act 2025 and the rate
 * cuts of Finance (No. 2) Act 2024. Each threshold and rate is a Parameter with the date
 * it took effect and its reference; tds-compute.ts reads them and holds no literal rate.
 * The tax year 2026-27 keeps every value (errata: s.392, the tables of s.393 and s.394
 * unchanged), so its rows are derived in tds-rates-2025-act.ts, not copied.
 */

/** Who receives the payment. */
export const PAYEE_TYPES = ["individual", "huf", "company", "other"] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

/** What the threshold is measured on, and so what "amount" means for the section. */
export type ThresholdPeriod =
  /** the total paid or credited to the payee in the financial year */
  | "year"
  /** one payment or transaction */
  | "payment"
  /** the rent for a month or part of a month */
  | "month"
  /** the consideration for the transfer (or the stamp duty value, if higher) */
  | "consideration";

export type TdsThreshold =
  /** TDS on every amount */
  | { kind: "none"; reference: string }
  /** salary-like sections: tax at the slab rates, so nothing below the exemption limit */
  | { kind: "slab"; reference: string }
  | {
      kind: "limit";
      limit: Parameter;
      /** "exceeds": TDS only above the limit; "atLeast": TDS from the limit itself ("less than … no deduction") */
      test: "exceeds" | "atLeast";
      period: ThresholdPeriod;
      /** "whole": once the limit is crossed, TDS on the whole amount; "excess": only on the part above it */
      taxOn: "whole" | "excess";
      /** the limit applies only to these payees; others suffer TDS on any amount */
      onlyFor?: readonly PayeeType[];
      /** the payee must have furnished PAN (or Aadhaar) to have the limit */
      needsPan?: boolean;
      /** a higher limit for a resident senior citizen (an individual aged 60 or more) */
      seniorCitizenLimit?: Parameter;
      /** a higher limit when the payer is a "specified person" (s.194S) */
      specifiedPayerLimit?: Parameter;
      /** s.194C: a single payment above this also brings TDS, whatever the year's total */
      singlePaymentLimit?: Parameter;
    };

export type TdsRates =
  | {
      kind: "percent";
      /** for an individual or HUF payee (null: the section does not pay them) */
      individualHuf: Parameter | null;
      /** for every other payee (null: the section pays only individuals) */
      others: Parameter | null;
      /** when a company's rate differs from the other non-individual payees' (s.194D) */
      company?: Parameter;
    }
  | { kind: "slab"; reference: string };

/** How the amount that bears TDS is worked out from the calculator's inputs. */
export type TdsBase =
  /** the amount itself (or the part above the limit, for "excess" thresholds) */
  | "amount"
  /** s.194DA: the income part of the payout (payout less premiums) */
  | "incomePart"
  /** s.194-IB: the month's rent times the months of the year, deducted once */
  | "rentForMonths"
  /** s.194-IA: the higher of the consideration and the stamp duty value */
  | "higherOfConsiderationAndStampValue"
  /** s.192: the estimated tax on the year's salary */
  | "salaryTax"
  /** s.194P: computed by the bank on the whole income; not worked out here */
  | "notComputed";

export interface TdsSectionRow {
  /** stable key, used as the calculator's `section` value: "194A-bank"; the same in every year, so shared links keep working */
  id: string;
  /** as the year's Act writes it: "194A", "194-IA", "194J(b)" (1961 Act); "393" (2025 Act) */
  section: string;
  /** from the tax year 2026-27: the 1961 Act's section the row replaces ("194J(b)"), shown beside the new number */
  formerSection?: string;
  /** an UNSURE point (docs/tax-methods.md) that the calculator shows to the user as an assumption */
  assumption?: string;
  nature: string;
  threshold: TdsThreshold;
  rates: TdsRates;
  /** s.206AA: a rate without PAN other than the general "higher of the rate or 20%" (5% for 194-O and 194Q) */
  noPanRate?: Parameter;
  /** s.194-IB(4): without PAN, the deduction is at most one month's rent */
  noPanCappedAtOneMonth?: Parameter<boolean>;
  base: TdsBase;
  /** the section as a whole */
  reference: string;
  /** what the calculator should say about this section */
  notes?: readonly string[];
}

export interface TdsYearRules {
  financialYear: FinancialYear;
  /** the Act the year falls under, as cited in sentences */
  act: "Income-tax Act, 1961" | "Income-tax Act, 2025";
  /** how the no-PAN rule is named in labels */
  noPanRuleName: string;
  /** the rebate for resident individuals, as cited for the year (s.87A → s.156, docs/tax-methods.md errata) */
  rebateSection: string;
  rows: readonly TdsSectionRow[];
  /** s.206AA(1)(iii): without PAN, at least this rate */
  noPanMinimumRate: Parameter;
  /** the TDS amount is rounded to the nearest multiple of this (UNSURE, docs/tax-methods.md §0.2) */
  rounding: Parameter;
}

const pct = (value: number, effectiveFrom: IsoDate, reference: string, note?: string): Parameter => ({
  value,
  unit: "percent",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const ACT = "Income-tax Act, 1961";
const FA2025 = "as amended by Finance Act 2025";
const FA2024 = "Finance (No. 2) Act 2024";

/** Same rate for every payee. */
const flat = (rate: Parameter): TdsRates => ({ kind: "percent", individualHuf: rate, others: rate });

const limit = (
  value: Parameter,
  period: ThresholdPeriod,
  extra: Partial<Omit<Extract<TdsThreshold, { kind: "limit" }>, "kind" | "limit" | "period">> = {},
): TdsThreshold => ({ kind: "limit", limit: value, test: "exceeds", period, taxOn: "whole", ...extra });

const rowsFy2025_26: readonly TdsSectionRow[] = [
  {
    id: "192",
    section: "192",
    nature: "Salary",
    threshold: { kind: "slab", reference: `${ACT}, s.192(1): tax at the average rate on the estimated salary income of the year; nothing when that income bears no tax` },
    rates: {
      kind: "slab",
      reference: `${ACT}, s.192(1) with the rates in force (Finance Act 2025, First Schedule, Part III); new regime of s.115BAC(1A) unless the employee opts out (CBDT Circular 04/2023)`,
    },
    base: "salaryTax",
    reference: `${ACT}, s.192`,
    notes: [
      "Worked out in the new regime, which the employer must use unless you tell it you chose the old one (CBDT Circular 04/2023). For the old regime and deductions, use the income-tax calculator.",
      "The amount is the estimated gross salary for the whole year; the employer spreads the tax over the months.",
    ],
  },
  {
    id: "192A",
    section: "192A",
    nature: "Provident fund balance paid before five years of continuous service",
    threshold: limit(inr(50_000, "2016-06-01", `${ACT}, s.192A, second proviso (no TDS on less than ₹50,000; Finance Act 2016)`), "year", { test: "atLeast" }),
    rates: { kind: "percent", individualHuf: pct(10, "2015-06-01", `${ACT}, s.192A(1) (10%)`), others: null },
    base: "amount",
    reference: `${ACT}, s.192A`,
    notes: ["Without PAN the rate is 20% under s.206AA: Finance Act 2023 removed the maximum-marginal-rate proviso of s.192A."],
  },
  {
    id: "193",
    section: "193",
    nature: "Interest on securities",
    threshold: limit(inr(10_000, "2025-04-01", `${ACT}, s.193, proviso, ${FA2025} (₹10,000)`), "year"),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.193 with the rates in force (Finance Act 2025, First Schedule, Part II)`)),
    base: "amount",
    reference: `${ACT}, s.193`,
  },
  {
    id: "194",
    section: "194",
    nature: "Dividends",
    threshold: limit(inr(10_000, "2025-04-01", `${ACT}, s.194, second proviso, ${FA2025} (₹10,000 to an individual shareholder, paid otherwise than in cash)`), "year", {
      onlyFor: ["individual"],
    }),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194 with the rates in force (Finance Act 2025, First Schedule, Part II)`)),
    base: "amount",
    reference: `${ACT}, s.194`,
  },
  {
    id: "194A-bank",
    section: "194A",
    nature: "Interest (not on securities) from a bank, co-operative bank or post office deposit",
    threshold: limit(inr(50_000, "2025-04-01", `${ACT}, s.194A(3)(i), ${FA2025} (₹50,000 where the payer is a bank, co-operative bank or post office)`), "year", {
      seniorCitizenLimit: inr(1 * LAKH, "2025-04-01", `${ACT}, s.194A(3)(i), ${FA2025} (₹1,00,000 for a senior citizen)`),
    }),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194A(1) with the rates in force (Finance Act 2025, First Schedule, Part II)`)),
    base: "amount",
    reference: `${ACT}, s.194A`,
    notes: ["The limit is per payer for the year; a core-banking bank adds up the interest of all its branches."],
  },
  {
    id: "194A-other",
    section: "194A",
    nature: "Interest (not on securities) from any other payer",
    threshold: limit(inr(10_000, "2025-04-01", `${ACT}, s.194A(3)(i), ${FA2025} (₹10,000 in other cases)`), "year"),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194A(1) with the rates in force (Finance Act 2025, First Schedule, Part II)`)),
    base: "amount",
    reference: `${ACT}, s.194A`,
  },
  {
    id: "194B",
    section: "194B",
    nature: "Winnings from lotteries, crossword puzzles, card games and other games (not online games)",
    threshold: limit(inr(10_000, "2025-04-01", `${ACT}, s.194B, proviso, ${FA2025} (a single transaction above ₹10,000)`), "payment"),
    rates: flat(pct(30, "2023-04-01", `${ACT}, s.194B with the rates in force (Finance Act 2025, First Schedule, Part II)`)),
    base: "amount",
    reference: `${ACT}, s.194B`,
  },
  {
    id: "194BA",
    section: "194BA",
    nature: "Net winnings from online games",
    threshold: { kind: "none", reference: `${ACT}, s.194BA (no threshold; from 1 April 2023)` },
    rates: flat(pct(30, "2023-04-01", `${ACT}, s.194BA(1) (30% of net winnings)`)),
    base: "amount",
    reference: `${ACT}, s.194BA`,
    notes: ["TDS is on the net winnings at withdrawal and at the end of the year."],
  },
  {
    id: "194BB",
    section: "194BB",
    nature: "Winnings from horse races",
    threshold: limit(inr(10_000, "2025-04-01", `${ACT}, s.194BB, proviso, ${FA2025} (a single transaction above ₹10,000)`), "payment"),
    rates: flat(pct(30, "2023-04-01", `${ACT}, s.194BB with the rates in force (Finance Act 2025, First Schedule, Part II)`)),
    base: "amount",
    reference: `${ACT}, s.194BB`,
  },
  {
    id: "194C",
    section: "194C",
    nature: "Payments to contractors and sub-contractors",
    threshold: limit(inr(1 * LAKH, "2016-06-01", `${ACT}, s.194C(5) (year's total above ₹1,00,000)`), "year", {
      singlePaymentLimit: inr(30_000, "2016-06-01", `${ACT}, s.194C(5) (a single payment above ₹30,000)`),
    }),
    rates: {
      kind: "percent",
      individualHuf: pct(1, "2023-04-01", `${ACT}, s.194C(1)(i) (1% where the payee is an individual or HUF)`),
      others: pct(2, "2023-04-01", `${ACT}, s.194C(1)(ii) (2% in other cases)`),
    },
    base: "amount",
    reference: `${ACT}, s.194C`,
    notes: [
      "A transporter owning ten or fewer goods carriages who gives a PAN and a declaration suffers no TDS (s.194C(6)).",
      "When the year's total first crosses ₹1,00,000, TDS is also due on the earlier payments that were not taxed.",
    ],
  },
  {
    id: "194D",
    section: "194D",
    nature: "Insurance commission",
    threshold: limit(inr(20_000, "2025-04-01", `${ACT}, s.194D, proviso, ${FA2025} (₹20,000)`), "year"),
    rates: {
      kind: "percent",
      individualHuf: pct(2, "2025-04-01", `${ACT}, s.194D with the rates in force: 2% for a payee other than a company (Finance Act 2025, First Schedule, Part II; 5% before 1 April 2025)`),
      others: pct(2, "2025-04-01", `${ACT}, s.194D with the rates in force: 2% for a payee other than a company (Finance Act 2025, First Schedule, Part II; 5% before 1 April 2025)`),
      company: pct(10, "2023-04-01", `${ACT}, s.194D with the rates in force: 10% for a domestic company (Finance Act 2025, First Schedule, Part II)`),
    },
    base: "amount",
    reference: `${ACT}, s.194D`,
  },
  {
    id: "194DA",
    section: "194DA",
    nature: "Life insurance policy payout: the income part",
    threshold: limit(inr(1 * LAKH, "2014-10-01", `${ACT}, s.194DA, proviso (no TDS where the year's payments are less than ₹1,00,000)`), "year", { test: "atLeast" }),
    rates: flat(pct(2, "2024-10-01", `${ACT}, s.194DA (2% of the income comprised in the payment from 1 October 2024; ${FA2024}; 5% before)`)),
    base: "incomePart",
    reference: `${ACT}, s.194DA`,
    notes: ["Payouts exempt under s.10(10D) bear no TDS. The income part is the payout less the premiums paid."],
  },
  {
    id: "194G",
    section: "194G",
    nature: "Commission on the sale of lottery tickets",
    threshold: limit(inr(20_000, "2025-04-01", `${ACT}, s.194G(1), proviso, ${FA2025} (₹20,000)`), "year"),
    rates: flat(pct(2, "2024-10-01", `${ACT}, s.194G(1) (2% from 1 October 2024; ${FA2024}; 5% before)`)),
    base: "amount",
    reference: `${ACT}, s.194G`,
  },
  {
    id: "194H",
    section: "194H",
    nature: "Commission or brokerage",
    threshold: limit(inr(20_000, "2025-04-01", `${ACT}, s.194H, proviso, ${FA2025} (₹20,000)`), "year"),
    rates: flat(pct(2, "2024-10-01", `${ACT}, s.194H (2% from 1 October 2024; ${FA2024}; 5% before)`)),
    base: "amount",
    reference: `${ACT}, s.194H`,
  },
  {
    id: "194-I-a",
    section: "194-I(a)",
    nature: "Rent for plant, machinery or equipment",
    threshold: limit(inr(50_000, "2025-04-01", `${ACT}, s.194-I, proviso, ${FA2025} (₹50,000 for a month or part of a month)`), "month"),
    rates: flat(pct(2, "2023-04-01", `${ACT}, s.194-I(a) (2%)`)),
    base: "amount",
    reference: `${ACT}, s.194-I`,
  },
  {
    id: "194-I-b",
    section: "194-I(b)",
    nature: "Rent for land, buildings, furniture or fittings",
    threshold: limit(inr(50_000, "2025-04-01", `${ACT}, s.194-I, proviso, ${FA2025} (₹50,000 for a month or part of a month)`), "month"),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194-I(b) (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194-I`,
  },
  {
    id: "194-IA",
    section: "194-IA",
    nature: "Transfer of immovable property other than agricultural land",
    threshold: limit(
      inr(50 * LAKH, "2023-04-01", `${ACT}, s.194-IA(2) (no TDS where the consideration and the stamp duty value are both less than ₹50 lakh)`),
      "consideration",
      { test: "atLeast" },
    ),
    rates: flat(pct(1, "2023-04-01", `${ACT}, s.194-IA(1) (1% of the consideration or the stamp duty value, whichever is higher)`)),
    base: "higherOfConsiderationAndStampValue",
    reference: `${ACT}, s.194-IA`,
    notes: ["The consideration includes charges for club membership, parking, electricity and water and similar amenities (Finance Act 2022)."],
  },
  {
    id: "194-IB",
    section: "194-IB",
    nature: "Rent paid by an individual or HUF not liable to tax audit",
    threshold: limit(inr(50_000, "2023-04-01", `${ACT}, s.194-IB(1) (rent above ₹50,000 for a month or part of a month)`), "month"),
    rates: flat(pct(2, "2024-10-01", `${ACT}, s.194-IB(1) (2% from 1 October 2024; ${FA2024}; 5% before)`)),
    noPanCappedAtOneMonth: {
      value: true,
      unit: "flag",
      effectiveFrom: "2023-04-01",
      reference: `${ACT}, s.194-IB(4) (without PAN, the deduction may not exceed the rent of the last month)`,
    },
    base: "rentForMonths",
    reference: `${ACT}, s.194-IB`,
    notes: [
      "Deducted once, from the rent of the last month of the year or of the tenancy (s.194-IB(2)).",
      "Without PAN the deduction cannot exceed the rent of that last month (s.194-IB(4)).",
    ],
  },
  {
    id: "194-IC",
    section: "194-IC",
    nature: "Money paid under a joint development agreement",
    threshold: { kind: "none", reference: `${ACT}, s.194-IC (no threshold)` },
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194-IC (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194-IC`,
  },
  {
    id: "194J-a",
    section: "194J(a)",
    nature: "Fees for technical services, royalty for sale, distribution or exhibition of films, call-centre payments",
    threshold: limit(inr(50_000, "2025-04-01", `${ACT}, s.194J(1), proviso, ${FA2025} (₹50,000 for each kind of payment)`), "year"),
    rates: flat(pct(2, "2020-04-01", `${ACT}, s.194J(1)(a) (2%)`)),
    base: "amount",
    reference: `${ACT}, s.194J`,
  },
  {
    id: "194J-b",
    section: "194J(b)",
    nature: "Fees for professional services, other royalty, non-compete fees",
    threshold: limit(inr(50_000, "2025-04-01", `${ACT}, s.194J(1), proviso, ${FA2025} (₹50,000 for each kind of payment)`), "year"),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194J(1)(b) (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194J`,
    notes: ["The ₹50,000 limit applies separately to professional fees, royalty and non-compete fees paid to the same person."],
  },
  {
    id: "194J-director",
    section: "194J",
    nature: "Fees or commission to a company director (not salary)",
    threshold: { kind: "none", reference: `${ACT}, s.194J(1)(ba) and proviso (no threshold for a director's remuneration)` },
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194J(1)(ba) (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194J`,
  },
  {
    id: "194K",
    section: "194K",
    nature: "Income from mutual fund units",
    threshold: limit(inr(10_000, "2025-04-01", `${ACT}, s.194K, proviso, ${FA2025} (₹10,000)`), "year"),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194K (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194K`,
  },
  {
    id: "194LA",
    section: "194LA",
    nature: "Compensation on compulsory acquisition of immovable property",
    threshold: limit(inr(5 * LAKH, "2025-04-01", `${ACT}, s.194LA, proviso, ${FA2025} (₹5,00,000)`), "year"),
    rates: flat(pct(10, "2023-04-01", `${ACT}, s.194LA (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194LA`,
    notes: ["Compensation under the Right to Fair Compensation Act, 2013 is exempt and bears no TDS."],
  },
  {
    id: "194M",
    section: "194M",
    nature: "Contract work, commission or professional fees paid by an individual or HUF not required to deduct under 194C, 194H or 194J",
    threshold: limit(inr(50 * LAKH, "2019-09-01", `${ACT}, s.194M, proviso (₹50 lakh in the year)`), "year"),
    rates: flat(pct(2, "2024-10-01", `${ACT}, s.194M (2% from 1 October 2024; ${FA2024}; 5% before)`)),
    base: "amount",
    reference: `${ACT}, s.194M`,
  },
  {
    id: "194N",
    section: "194N",
    nature: "Cash withdrawals from a bank, co-operative bank or post office",
    threshold: limit(inr(1 * CRORE, "2019-09-01", `${ACT}, s.194N (cash withdrawn in the year above ₹1 crore, from one bank or post office)`), "year", {
      taxOn: "excess",
    }),
    rates: flat(pct(2, "2019-09-01", `${ACT}, s.194N (2% of the amount above the limit)`)),
    base: "amount",
    reference: `${ACT}, s.194N`,
    notes: [
      "A co-operative society withdrawing cash has a ₹3 crore limit (Finance Act 2023).",
      "A person who has not filed returns for the three previous years suffers 2% above ₹20 lakh and 5% above ₹1 crore (s.194N, provisos).",
    ],
  },
  {
    id: "194-O",
    section: "194-O",
    nature: "Sales of goods or services through an e-commerce operator",
    threshold: limit(
      inr(5 * LAKH, "2020-10-01", `${ACT}, s.194-O(2) (no TDS for an individual or HUF seller with gross sales up to ₹5 lakh who has given PAN or Aadhaar)`),
      "year",
      { onlyFor: ["individual", "huf"], needsPan: true },
    ),
    rates: flat(pct(0.1, "2024-10-01", `${ACT}, s.194-O(1) (0.1% of gross sales from 1 October 2024; ${FA2024}; 1% before)`)),
    noPanRate: pct(5, "2020-10-01", `${ACT}, s.206AA(1), proviso (5% instead of 20% for s.194-O)`),
    base: "amount",
    reference: `${ACT}, s.194-O`,
  },
  {
    id: "194P",
    section: "194P",
    nature: "Pension and interest of a resident senior citizen aged 75 or more, paid by the specified bank",
    threshold: { kind: "slab", reference: `${ACT}, s.194P (the bank works out the tax on the total income; the person need not file a return)` },
    rates: { kind: "slab", reference: `${ACT}, s.194P with the rates in force (Finance Act 2025, First Schedule, Part III)` },
    base: "notComputed",
    reference: `${ACT}, s.194P`,
    notes: ["The bank computes the whole year's tax after the deductions you declare (Form 12BBA). Use the income-tax calculator for the figure."],
  },
  {
    id: "194Q",
    section: "194Q",
    nature: "Purchase of goods by a buyer whose turnover was above ₹10 crore in the previous year",
    threshold: limit(inr(50 * LAKH, "2021-07-01", `${ACT}, s.194Q(1) (on the amount above ₹50 lakh paid to one seller in the year)`), "year", {
      taxOn: "excess",
    }),
    rates: flat(pct(0.1, "2021-07-01", `${ACT}, s.194Q(1) (0.1%)`)),
    noPanRate: pct(5, "2021-07-01", `${ACT}, s.206AA(1), proviso (5% instead of 20% for s.194Q)`),
    base: "amount",
    reference: `${ACT}, s.194Q`,
    notes: ["The buyer deducts only if its own turnover was above ₹10 crore in the previous year. TCS under s.206C(1H) on the seller's side was omitted from 1 April 2025."],
  },
  {
    id: "194R",
    section: "194R",
    nature: "Benefits or perquisites of a business or profession",
    threshold: limit(inr(20_000, "2022-07-01", `${ACT}, s.194R(1), proviso (₹20,000 in the year)`), "year"),
    rates: flat(pct(10, "2022-07-01", `${ACT}, s.194R(1) (10% of the value)`)),
    base: "amount",
    reference: `${ACT}, s.194R`,
  },
  {
    id: "194S",
    section: "194S",
    nature: "Transfer of a virtual digital asset (crypto)",
    threshold: limit(inr(10_000, "2022-07-01", `${ACT}, s.194S(1), proviso (₹10,000 in the year where the payer is not a specified person)`), "year", {
      specifiedPayerLimit: inr(50_000, "2022-07-01", `${ACT}, s.194S(1), proviso (₹50,000 in the year where the payer is a specified person)`),
    }),
    rates: flat(pct(1, "2022-07-01", `${ACT}, s.194S(1) (1%)`)),
    base: "amount",
    reference: `${ACT}, s.194S`,
    notes: ["On an exchange, the exchange normally deducts the tax."],
  },
  {
    id: "194T",
    section: "194T",
    nature: "Salary, remuneration, commission, bonus or interest paid by a firm to a partner",
    threshold: limit(inr(20_000, "2025-04-01", `${ACT}, s.194T(1), proviso (₹20,000 in the year; inserted by ${FA2024} from 1 April 2025)`), "year"),
    rates: flat(pct(10, "2025-04-01", `${ACT}, s.194T(1) (10%)`)),
    base: "amount",
    reference: `${ACT}, s.194T`,
  },
];

/** The years with a TDS table, oldest first. */
export const TDS_YEARS = ["2025-26", "2026-27"] as const satisfies readonly FinancialYear[];
export type TdsYear = (typeof TDS_YEARS)[number];

/** The year the calculator and the rate chart open on (CALCULATOR-CONTRACT.md: the current year). */
export const DEFAULT_TDS_YEAR: TdsYear = "2026-27";

export function isTdsYear(value: unknown): value is TdsYear {
  return typeof value === "string" && (TDS_YEARS as readonly string[]).includes(value);
}

const noPanMinimumRate1961 = pct(
  20,
  "2010-04-01",
  `${ACT}, s.206AA(1): without PAN, the highest of the rate in the section, the rate in force, or 20%`,
  "The 'twice the rate' rule for non-filers was s.206AB, omitted from 1 April 2025; s.206AA (no PAN) has no doubling.",
);

const rounding = inr(
  1,
  "2023-04-01",
  "TDS rounded to the nearest rupee, as payroll and TDS software do",
  "UNSURE: whether s.288B (nearest ₹10) applies to TDS is unsettled; we round to the nearest rupee.",
);

const fy2025_26: TdsYearRules = {
  financialYear: "2025-26",
  act: ACT,
  noPanRuleName: "s.206AA",
  rebateSection: "section 87A",
  rows: rowsFy2025_26,
  noPanMinimumRate: noPanMinimumRate1961,
  rounding,
};

export const TDS_RATES_BY_YEAR: Readonly<Record<TdsYear, TdsYearRules>> = {
  "2025-26": fy2025_26,
  "2026-27": carryIntoIncomeTaxAct2025(fy2025_26),
};

export function tdsRowsFor(fy: TdsYear): readonly TdsSectionRow[] {
  return TDS_RATES_BY_YEAR[fy].rows;
}
