import type { Parameter } from "./types";
import type { TdsRates, TdsSectionRow, TdsThreshold, TdsYearRules } from "./tds-rates";

/*
 * The tax year 2026-27 under the Income-tax Act, 2025. The errata of docs/tax-methods.md keep
 * every TDS rate and threshold of FY 2025-26 and move the sections: 192 and 192A to s.392,
 * 193 to 194T to s.393 (its tables), TCS (206C) to s.394. So each value is written once,
 * in FY 2025-26's rows with the date it took effect, and carried here with the 2025 Act's
 * section per row. The Table and serial number of s.393 for each payment are not in the
 * spec, so rows cite "s.393" only rather than guess a table.
 */

const ACT_1961 = "Income-tax Act, 1961";
const ACT_2025 = "Income-tax Act, 2025";
const ERRATA = "rates and thresholds carried over unchanged for tax year 2026-27";

interface CarriedRow {
  section: "392" | "393";
  /** the row's notes reworded where they cite a sub-section of the 1961 Act */
  notes?: readonly string[];
  /** an UNSURE point of the errata, shown to the user */
  assumption?: string;
  /** for the slab rows (no Parameter to carry): the 2025 Act's words */
  thresholdReference?: string;
  ratesReference?: string;
  /**
   * s.393(1)(a) deducts "where the amount or aggregate of amounts exceeds the threshold
   * limit": a 1961 "less than … no deduction" test (TDS at the limit itself) becomes "above".
   */
  exceedsFrom2025Act?: { reference: string };
}

/** The 2025 Act's section for every row id of FY 2025-26 (errata, "Section map"). */
const SECTIONS_2025: Readonly<Record<string, CarriedRow>> = {
  "192": {
    section: "392",
    thresholdReference: `${ACT_2025}, s.392: tax at the average rate on the estimated salary income of the tax year; nothing when that income bears no tax`,
    ratesReference: `${ACT_2025}, s.392 with the rates in force (Finance Act 2026, slabs unchanged from FY 2025-26); new regime of s.202 unless the employee opts out`,
  },
  "192A": {
    section: "392",
    notes: ["Without PAN the rate is 20%: the rule of s.206AA of the 1961 Act, which the 2025 Act keeps."],
  },
  "193": { section: "393" },
  "194": {
    section: "393",
    assumption:
      "Assumption: the dividend threshold in the notes to the s.393 table is taken as ₹10,000 to an individual shareholder, as under s.194 of the 1961 Act.",
  },
  "194A-bank": { section: "393" },
  "194A-other": { section: "393" },
  "194B": { section: "393" },
  "194BA": { section: "393" },
  "194BB": { section: "393" },
  "194C": {
    section: "393",
    notes: [
      "A transporter owning ten or fewer goods carriages who gives a PAN and a declaration suffers no TDS (as under s.194C(6) of the 1961 Act).",
      "When the year's total first crosses ₹1,00,000, TDS is also due on the earlier payments that were not taxed.",
    ],
  },
  "194D": { section: "393" },
  "194DA": {
    section: "393",
    notes: ["Exempt life-insurance payouts (s.10(10D) of the 1961 Act) bear no TDS. The income part is the payout less the premiums paid."],
  },
  "194G": { section: "393" },
  "194H": { section: "393" },
  "194-I-a": { section: "393" },
  "194-I-b": { section: "393" },
  "194-IA": {
    section: "393",
    exceedsFrom2025Act: {
      reference: `${ACT_2025}, s.393(1)(a) and its Table (transfer of immovable property other than agricultural land): TDS where the consideration or the stamp duty value exceeds ₹50,00,000; the amount is unchanged from s.194-IA(2) of the ${ACT_1961}, which also taxed exactly ₹50,00,000`,
    },
    notes: [
      "The consideration includes charges for club membership, parking, electricity and water and similar amenities.",
      "From the tax year 2026-27 TDS applies only above ₹50,00,000 (s.393(1)(a) of the 2025 Act); under s.194-IA of the 1961 Act a price of exactly ₹50,00,000 also bore TDS.",
    ],
  },
  "194-IB": {
    section: "393",
    notes: [
      "Deducted once, from the rent of the last month of the year or of the tenancy (as under s.194-IB(2) of the 1961 Act).",
      "Without PAN the deduction cannot exceed the rent of that last month (as under s.194-IB(4) of the 1961 Act).",
    ],
  },
  "194-IC": { section: "393" },
  "194J-a": { section: "393" },
  "194J-b": { section: "393" },
  "194J-director": { section: "393" },
  "194K": { section: "393" },
  "194LA": { section: "393" },
  "194M": { section: "393" },
  "194N": {
    section: "393",
    notes: [
      "A co-operative society withdrawing cash has a ₹3 crore limit.",
      "A person who has not filed returns for the three previous years suffers 2% above ₹20 lakh and 5% above ₹1 crore (as under the provisos to s.194N of the 1961 Act).",
    ],
  },
  "194-O": { section: "393" },
  "194P": {
    section: "393",
    thresholdReference: `${ACT_2025}, s.393 (was s.194P of the ${ACT_1961}): the specified bank works out the tax on the total income; the person need not file a return`,
    ratesReference: `${ACT_2025}, s.393 (was s.194P of the ${ACT_1961}) with the rates in force (Finance Act 2026)`,
  },
  "194Q": {
    section: "393",
    notes: [
      "The buyer deducts only if its own turnover was above ₹10 crore in the previous year. TCS on the seller's side (s.206C(1H) of the 1961 Act) was omitted from 1 April 2025; TCS is now in s.394 of the 2025 Act.",
    ],
  },
  "194R": { section: "393" },
  "194S": {
    section: "393",
    assumption:
      "Assumption: the crypto (VDA) thresholds in the notes to the s.393 table are taken as ₹10,000, or ₹50,000 where the buyer is a specified person, as under s.194S of the 1961 Act.",
  },
  "194T": { section: "393" },
};

function carryRow(row: TdsSectionRow): TdsSectionRow {
  const carried = SECTIONS_2025[row.id];
  if (!carried) throw new Error(`TDS row "${row.id}" has no section of the Income-tax Act, 2025`);
  // "Income-tax Act, 1961, s.194J" → "s.194J"
  const former = row.reference.replace(`${ACT_1961}, `, "");
  const reference = `${ACT_2025}, s.${carried.section} (was ${former} of the ${ACT_1961})`;
  const carry = <Value>(parameter: Parameter<Value>): Parameter<Value> => ({
    ...parameter,
    reference: `${ACT_2025}, s.${carried.section}, unchanged from FY 2025-26: ${parameter.reference}`,
    ...(carried.assumption && parameter.unit === "INR" ? { note: carried.assumption } : {}),
  });

  const threshold: TdsThreshold = (() => {
    const t = row.threshold;
    if (t.kind !== "limit") return { ...t, reference: carried.thresholdReference ?? reference };
    const exceeds = carried.exceedsFrom2025Act;
    return {
      ...t,
      ...(exceeds ? { test: "exceeds" as const } : {}),
      limit: exceeds ? { ...t.limit, reference: exceeds.reference } : carry(t.limit),
      ...(t.seniorCitizenLimit ? { seniorCitizenLimit: carry(t.seniorCitizenLimit) } : {}),
      ...(t.specifiedPayerLimit ? { specifiedPayerLimit: carry(t.specifiedPayerLimit) } : {}),
      ...(t.singlePaymentLimit ? { singlePaymentLimit: carry(t.singlePaymentLimit) } : {}),
    };
  })();

  const rates: TdsRates =
    row.rates.kind === "slab"
      ? { kind: "slab", reference: carried.ratesReference ?? reference }
      : {
          kind: "percent",
          individualHuf: row.rates.individualHuf && carry(row.rates.individualHuf),
          others: row.rates.others && carry(row.rates.others),
          ...(row.rates.company ? { company: carry(row.rates.company) } : {}),
        };

  const notes = carried.notes ?? row.notes;
  return {
    ...row,
    section: carried.section,
    formerSection: row.section,
    threshold,
    rates,
    ...(row.noPanRate ? { noPanRate: carry(row.noPanRate) } : {}),
    ...(row.noPanCappedAtOneMonth ? { noPanCappedAtOneMonth: carry(row.noPanCappedAtOneMonth) } : {}),
    reference,
    ...(notes ? { notes } : {}),
    ...(carried.assumption ? { assumption: carried.assumption } : {}),
  };
}

/** FY 2025-26's rules, cited under the Income-tax Act, 2025 for the tax year 2026-27. */
export function carryIntoIncomeTaxAct2025(fy2025_26: TdsYearRules): TdsYearRules {
  return {
    financialYear: "2026-27",
    act: ACT_2025,
    noPanRuleName: "the s.206AA rule, kept by the 2025 Act",
    rebateSection: "section 156",
    rows: fy2025_26.rows.map(carryRow),
    noPanMinimumRate: {
      ...fy2025_26.noPanMinimumRate,
      reference: `${ACT_2025}: without PAN, the highest of the rate in the section, the rate in force, or 20%, as under s.206AA of the ${ACT_1961} (${ERRATA})`,
    },
    rounding: fy2025_26.rounding,
  };
}
