import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { CapitalAsset } from "@/lib/tax/capital-gains";
import { daysInMonth, describePeriod, longDate } from "@/lib/tax/capital-gains-dates";
import { sectionNumberOf, sectionOf, sectionWithFormer, type Provision } from "@/lib/tax/sections";
import type { IsoDate } from "@/lib/tax/types";
import { FIRST_FINANCIAL_YEAR, FIRST_TAX_YEAR_UNDER_2025_ACT, financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import { capitalGainsMeta } from "./meta";

/*
 * Every word the capital-gains calculator shows, in English and Hindi, with the Hindi of the
 * words its date module (lib/tax/capital-gains-dates.ts) and engine give in English. Messages
 * with figures are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

export type GainKind = "stcg111A" | "ltcg112A" | "ltcg112";
type Period = { years: number; months: number; days: number };

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** For text shown for every year: "section 196 (section 111A of the 1961 Act)". */
const both = (provision: Provision) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export const hiSection = (section: string) => section.replace(/^sections? /, "धारा ");
/** "धारा 196 (1961 के अधिनियम की धारा 111A)". */
export const bothHi = (provision: Provision) =>
  `${hiSection(sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT))} (1961 के अधिनियम की ${hiSection(sectionOf(provision, FIRST_FINANCIAL_YEAR))})`;

const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;

/** The Hindi of the date module's reading messages, worked out again from the text typed. */
export function dateReadingHi(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!match) return "तारीख वर्ष-महीना-दिन के क्रम में लिखें, जैसे 2024-07-23।";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return `महीना ${match[2]} नहीं हो सकता: महीना 01 से 12 तक होता है (वर्ष-महीना-दिन)।`;
  return `${day} ${HINDI_MONTHS[month - 1]} ${year} जैसी कोई तारीख नहीं है: ${HINDI_MONTHS[month - 1]} ${year} में ${daysInMonth(year, month)} दिन हैं।`;
}

/** The engine's messages (lib/tax/capital-gains.ts) in Hindi; one not here is answered with a general one. */
export const ENGINE_PROBLEMS_HI: Readonly<Record<string, string>> = {
  "The sale date is before the purchase date. Check both dates.": "बिक्री की तारीख खरीद की तारीख से पहले है। दोनों तारीखें जाँच लें।",
  "The improvement date is after the sale date: only improvements made before the sale count.":
    "सुधार की तारीख बिक्री की तारीख के बाद है: सिर्फ़ बिक्री से पहले किए गए सुधार गिने जाते हैं।",
};

const S48 = "Income-tax Act, 1961, s.48 (mode of computation)";

const en = {
  description: capitalGainsMeta.description,
  keywords: capitalGainsMeta.keywords,
  groupSold: "What you sold",
  groupAmounts: "Amounts",
  groupYear: "Your year",

  asset: "What did you sell?",
  assetHelp: "Debt funds bought on or after 1 April 2023 are always short-term (section 50AA).",
  assetOptions: {
    equity: "Listed shares or equity mutual fund units (STT paid)",
    unlisted: "Unlisted shares",
    property: "Land or building (house, flat, plot)",
    debtfund: "Debt or other non-equity mutual fund units",
    other: "Gold, jewellery or another asset",
  } as Readonly<Record<CapitalAsset, string>>,
  buy: "Date of purchase (YYYY-MM-DD)",
  buyHelp: "For an inherited or gifted asset, the date the previous owner bought it.",
  sell: "Date of sale (YYYY-MM-DD)",
  sellHelp: "The date of transfer: it decides the year, the rates and the holding period.",
  sellOutOfRange: (fromYear: string, toYear: string) => `Enter a sale date from 1 April ${fromYear} to 31 March ${toYear}: the years we compute.`,
  sale: "Sale price",
  saleHelp: "The full value of consideration. For land or building, the stamp duty value if it is more than 110% of the price (section 50C).",
  exp: "Transfer expenses",
  expHelp: "Brokerage, legal fees and commission paid to sell. Securities transaction tax is not deductible.",
  cost: "Purchase cost",
  costHelp: "What you paid, with stamp duty and brokerage. Bought before 1 April 2001: its cost or its market value on that date, whichever you choose.",
  fmv2018: "Market value on 31 January 2018",
  fmv2018Help: "For shares or equity funds held on that day: the highest price quoted on that day (section 55(2)(ac)). Leave 0 to use your cost.",
  impr: "Cost of improvement",
  imprHelp: "Capital spending that added to the asset (an extension, not repairs). Made before 1 April 2001: not counted.",
  imprDate: "Date of improvement (YYYY-MM-DD)",
  imprDateHelp: "Used to index the improvement. Several improvements: enter the date of the largest. Left blank, the improvement is not indexed.",
  cii: "Cost inflation index for the year of sale",
  ciiHelp: "CBDT notifies it each year; it is not in our table yet for this year. Enter it to compare the tax with indexation; leave 0 to skip.",
  other: "Your other income this year",
  otherHelp:
    "Taxable income apart from this sale, after deductions (salary after the standard deduction, interest, rent…). It sets the slab rates, the unused exemption and the surcharge.",
  ltcgOther: "Other long-term gains on listed shares or equity funds this year",
  ltcgOtherHelp: `They share the yearly exemption of ${both("112A")} with this sale; we set the exemption against them first.`,
  ageHelp: "Age on the last day of the year; it changes the old regime's tax-free limit.",
  resident: "Resident in India this year",
  residentHelp: "Non-residents get no use of the basic exemption against these gains and no indexation option for property.",

  dateShape: "Enter the date as YYYY-MM-DD, for example 2024-07-23.",
  dateRange: (from: string, to: string) => `Enter a date from ${from} to ${to}.`,
  /** The date module's message for text that does not read as a date. */
  dateReading: (_raw: string, english: string) => english,
  date: (value: string) => longDate(value as IsoDate),
  period: (period: Period) => describePeriod(period),
  section: (provision: Provision, fy: FinancialYear) => sectionOf(provision, fy),
  sectionNumber: (provision: Provision, fy: FinancialYear) => sectionNumberOf(provision, fy),
  capitalise,
  yearIn: (fy: FinancialYear) => {
    const year = financialYearLabel(fy);
    // "Tax year 2026-27" reads as "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
    return year.startsWith("Tax year") ? `tax year ${fy}` : year;
  },

  sellBeforeBuy: (buy: string) => `The sale date is before the purchase date (${buy}). Check both dates.`,
  improvementAfterSale: (sell: string) => `The improvement date is after the sale date (${sell}): only improvements made before the sale count.`,
  improvementBeforePurchase: (buy: string) =>
    `The improvement date is before the purchase date (${buy}): an improvement is made to an asset already held.`,
  ciiTooLow: (index: number, year: string) =>
    `Enter at least ${index}, the index for ${year}: each year's index has been higher than the one before. Leave 0 to skip.`,
  engineProblem: (message: string) => message,
  inputProblem: (messages: readonly string[]) => `${messages.join(" ")} No figures are shown until this is corrected.`,

  rateSlab: "Your slab rates",
  rate111A: (rate: number, section: string) => `${rate}% (${section})`,
  rate112A: (rate: number, section: string) => `${rate}% above the exemption (${section})`,
  rateLowerOf: (rate: number, indexedRate: number, section: string) => `Lower of ${rate}% and ${indexedRate}% with indexation (${section})`,
  rateIndexed: (rate: number, section: string) => `${rate}% with indexation (${section})`,
  rateUnindexed: (rate: number, section: string) => `${rate}% without indexation (${section})`,

  termLong: "Long-term",
  termShort: "Short-term",
  summaryNone: (term: string, year: string) => `${term}: no gain and no loss, so no tax for ${year}.`,
  summaryLoss: (term: string, loss: string, year: string) =>
    `${term} capital loss of ${loss}: no tax on it for ${year}; it can be set off against capital gains.`,
  summaryNoTax: (term: string, gain: string, year: string) => `${term} capital gain of ${gain}: it adds no tax for ${year}.`,
  summaryTax: (term: string, gain: string, tax: string, year: string) => `${term} capital gain of ${gain}: it adds ${tax} to your tax for ${year}.`,

  groupGain: "Your gain",
  gainLoss: "Capital gain (a loss)",
  gain: "Capital gain",
  term: "Term",
  taxableGain: "Taxable gain",
  rate: "Rate",
  groupTax: "Tax",
  taxFigure: "Tax this sale adds (with cess)",
  taxNote: (withGain: string, withoutGain: string) => `Your tax for the year: ${withGain} with this sale, ${withoutGain} without it.`,
  exemptionLeft: (section: string) => `${capitalise(section)} exemption left this year`,
  indexationChoice: (section: string) => `Indexation choice (${section})`,
  indexedLower: "With indexation is lower",
  unindexedLower: "Without indexation is lower",
  withoutIndexation: (rate: number) => `${rate}% without indexation`,
  withIndexation: (rate: number) => `${rate}% with indexation`,

  kind: { stcg111A: "short-term gain on listed equity", ltcg112A: "long-term gain on listed equity", ltcg112: "long-term gain" } as Readonly<
    Record<GainKind, string>
  >,
  kindLabel: (kind: string, section: string) => `${kind} (${section})`,

  holdingTitle: "Holding period",
  boughtOn: "Bought on",
  refBought: "Income-tax Act, 1961, s.2(42A), Explanation 1 (period of holding)",
  soldOn: "Sold on",
  refSold: "Income-tax Act, 1961, s.2(47) (transfer) and s.45 (gains of the year of transfer)",
  heldFor: "Held for",
  refHeld: "Income-tax Act, 1961, s.2(42A)",
  longTermIf: (months: number, after: string) => `Long-term if held more than ${months} months: sold after ${after}`,
  specifiedFund: "Units of a specified mutual fund bought on or after 1 April 2023",
  specifiedFundText: "Short-term, whatever the holding period",

  gainTitle: "Capital gain",
  salePrice: "Sale price (full value of consideration)",
  refSale: `${S48}; s.50C for land or building`,
  lessExpenses: "Less: transfer expenses",
  refExpenses: `${S48}, clause (i)`,
  lessGrandfathered: "Less: cost (higher of your cost and the lower of the 31 January 2018 value and the sale price)",
  lessCost: "Less: purchase cost",
  refCost: `${S48}, clause (ii); s.55(2)`,
  lessImprovement: "Less: cost of improvement",
  improvementNotCounted: "Cost of improvement made before 1 April 2001: not counted",
  refImprovement: `${S48}, clause (ii); s.55(1)(b) (cost of improvement; spending before 1 April 2001 is ignored)`,
  unindexedLoss: "Capital loss without indexation",
  unindexedGain: "Capital gain without indexation",
  refS48: S48,
  ciiSale: (year: string) => `Cost inflation index, year of sale (${year})`,
  ciiPurchase: (year: string, base: boolean) =>
    `Cost inflation index, year of purchase (${year}${base ? ", the base year for assets bought earlier" : ""})`,
  indexedCost: (cost: string, saleIndex: number, purchaseIndex: number) => `Indexed cost: ${cost} × ${saleIndex} ÷ ${purchaseIndex}`,
  refIndexedCost: "Income-tax Act, 1961, s.48, Explanation (iii) (indexed cost of acquisition)",
  indexedImprovement: (improvement: string, saleIndex: number, improvementIndex: number, year: string) =>
    `Indexed improvement: ${improvement} × ${saleIndex} ÷ ${improvementIndex} (${year})`,
  improvementNotIndexed: "Improvement, not indexed (no date given, or made in the year of sale)",
  refIndexedImprovement: "Income-tax Act, 1961, s.48, Explanation (iv) (indexed cost of improvement)",
  indexedLoss: "Capital loss with indexation",
  indexedGain: "Capital gain with indexation",
  refIndexed: "Income-tax Act, 1961, s.48, second proviso (indexation, transfers before 23 July 2024)",

  taxOnGainTitle: "Tax on the gain",
  slabGain: "Short-term gain added to your income at the slab rates",
  noGain: "No gain to tax",
  refSlab2025: (section: string) =>
    `Income-tax Act, 2025: short-term gains other than those under ${section} are taxed at the slab rates (s.45 of the 1961 Act)`,
  refSlab1961: "Income-tax Act, 1961, s.45 read with the slab rates (short-term gains other than s.111A)",
  lossNoTax: "A loss: no tax on it",
  refLoss: "Income-tax Act, 1961, s.70 and s.74 (set-off and carry forward of capital losses)",
  theKind: (kind: string) => `The ${kind}`,
  exemptionUsedByOther: "Exemption used by your other listed-equity gains",
  lessExempt: (limit: string) => `Less: exempt part (first ${limit} of the year's gains)`,
  lessShortfall: "Less: unused basic exemption (your other income is below the tax-free limit)",
  optionA: (rate: number, amount: string) => `Option A: ${rate}% of ${amount} (without indexation)`,
  optionB: (rate: number, amount: string) => `Option B: ${rate}% of ${amount} (with indexation)`,
  lowerOption: (letter: "A" | "B") => `Tax on the gain: the lower, option ${letter}`,
  taxAt: (rate: number) => `Tax at ${rate}%`,

  stepTotalIncome: (rounding: number) => `Total income (rounded to the nearest ₹${rounding})`,
  stepSlabIncome: "Of which taxed at the slab rates",
  stepSlabTax: "Tax at the slab rates",
  stepTaxOn: (mine: boolean, kind: string) => `Tax on ${mine ? "this" : "your other"} ${kind}`,
  stepRebate: "Less: rebate",
  stepSurcharge: (rate: number, capped: number) => `Surcharge (${rate}% on slab tax, ${capped}% on tax on capital gains)`,
  stepMarginalRelief: "Less: marginal relief on surcharge",
  stepCess: (rate: number) => `Health and education cess at ${rate}%`,
  stepTaxForYear: (rounding: number) => `Tax for the year (rounded to the nearest ₹${rounding})`,
  withTitle: "Your tax for the year with this sale",
  withoutTitle: "Your tax for the year without it",
  taxAdds: "Tax this sale adds to your year",
  refTaxAdds: "The difference between the two years' tax, each rounded under s.288B",

  rebateName: (section: string) => `${section} rebate`,
  noteTaxAdded: (rebate: string) =>
    `“Tax” is what this sale adds to your tax for the year: your year's tax worked out with and without it (slab tax on your other income, the ${rebate}, surcharge with marginal relief and 4% cess), each rounded to the nearest ₹10. Other capital gains, losses brought forward and dividends are not included unless you entered them.`,
  noteHolding:
    "The holding period is counted from the day after purchase: an asset becomes long-term only when the sale is after the same date 12 (or 24 or 36) months on. Bought on 10 January 2025 and sold on 10 January 2026 is 12 months, so short-term; sold on 11 January 2026, long-term.",
  noteSurcharge: (rate: number, capped: number, s111A: string, s112: string, s112A: string) =>
    `Surcharge is included: ${rate}% of the tax on your slab income and ${capped}% of the tax on gains under sections ${s111A}, ${s112} and ${s112A} (capped at 15%), with marginal relief above each threshold.`,
  noteRebate: (rebate: string) =>
    `This sale changes your ${rebate}: the rebate's income limit counts all your total income, capital gains included, so the tax added can be more than the tax on the gain itself.`,
  noteLongLoss:
    "A long-term capital loss can be set off only against long-term gains of the same year, and carried forward for 8 years against long-term gains if your return is filed by the due date (sections 70, 74).",
  noteShortLoss:
    "A short-term capital loss can be set off against short-term or long-term gains of the same year, and carried forward for 8 years if your return is filed by the due date (sections 70, 74). It cannot reduce salary or other income.",
  noteLowerOf: (provision2025: string | null) =>
    `For land or building bought before 23 July 2024 by a resident individual or HUF, the tax on the gain is the lower of 12.5% without indexation and 20% with indexation (${provision2025 !== null ? `${provision2025}, carrying over the second proviso to section 112(1)(a) of the 1961 Act` : "second proviso to section 112(1)(a)"}). Only the tax is capped: your total income, and so the surcharge band, holds the gain without indexation.`,
  noteIndexedLoss:
    "With indexation this sale shows a loss. The proviso only limits the tax, so we do not treat the indexed loss as a loss you can set off or carry forward (the view of most commentators and of the return utility; the law is not explicit).",
  noteMissingIndex: (fy: string) =>
    `The cost inflation index for ${fy} is not in our table yet, so the option of 20% with indexation is not worked out and the tax shown is at 12.5% without indexation. Enter the index once CBDT notifies it to compare.`,
  noteNoImprovementDate: "No improvement date was given, so the improvement is counted at its cost, without indexation. Enter its date to index it.",
  noteStt: (s111A: string, s112A: string) =>
    `${capitalise(s111A)} needs securities transaction tax (STT) paid on the sale; ${s112A} needs it on the sale and, for shares, on the purchase too (with exceptions CBDT has notified). Without it, other rules apply.`,
  noteGrandfathering: "Shares or units held on 31 January 2018 may use that day's market value as cost (section 55(2)(ac)). Enter it to apply the rule.",
  noteSpecifiedFund:
    "Units of a specified mutual fund bought on or after 1 April 2023 give short-term gains taxed at your slab rates, however long you held them (section 50AA). Check your fund's classification in its factsheet: the definition changed from FY 2025-26.",
  noteOldDebtFund:
    "Units bought before 1 April 2023 are outside section 50AA: they are treated like other assets (long-term after 36 months for sales before 23 July 2024, 24 months after).",
  noteNonResident: (rebate: string, act2025: boolean) =>
    `As a non-resident you get no use of the basic exemption against these gains, no ${rebate} and no indexation option for property. Shares of an Indian company bought in foreign currency are computed in that currency (first proviso to section 48${act2025 ? " of the 1961 Act" : ""}), which this calculator does not do. The buyer deducts TDS under section 195${act2025 ? " of the 1961 Act (its counterpart in the 2025 Act)" : ""}.`,
  noteExemption: (section: string, limit: string, in2024: boolean, left: string) =>
    `The ${section} exemption is ${limit} a year for all your long-term gains on listed equity together${in2024 ? " (in FY 2024-25, one limit for sales before and after 23 July 2024)" : ""}; ${left} of it is left for other sales this year.`,
  noteRatesChanged: (sale: string, before: boolean) =>
    `Rates changed on 23 July 2024: this sale on ${sale} is taxed at the rate ${before ? "before" : "from"} that date.`,
  note2025Act: (s111A: string, s112A: string, s112: string) =>
    `Tax year 2026-27 falls under the Income-tax Act, 2025, which restates these rules with new section numbers: ${s111A} for short-term gains on listed equity (section 111A of the 1961 Act), ${s112A} for long-term gains on it (section 112A) and ${s112} for other long-term gains (section 112). Where we found no confirmed new number (holding period, cost, indexation, set-off, reinvestment), we name the section of the 1961 Act. Rates and periods are those Budget 2026 left unchanged.`,
  noteReinvestment: (act2025: boolean, rebate: string) =>
    `Exemptions for reinvesting the gain (sections 54, 54EC, 54F${act2025 ? " of the 1961 Act and their counterparts in the 2025 Act" : ""}) are not applied here: deduct them from the gain yourself if you qualify. An HUF is taxed like an individual below 60, but gets no ${rebate}.`,

  explanation: [
    "When you sell a capital asset, the profit is a capital gain, taxed in the year of the sale (section 45). How it is taxed depends on how long you held the asset (section 2(42A)). Listed shares and equity mutual fund units are long-term after 12 months. Land, buildings and unlisted shares are long-term after 24 months. Other assets, such as gold, were long-term after 36 months for sales before 23 July 2024 and after 24 months since then.",
    `The Finance (No. 2) Act 2024 changed the rates for sales from 23 July 2024. Short-term gains on listed equity (${both("111A")}) went from 15% to 20%. Long-term gains on listed equity (${both("112A")}) went from 10% to 12.5%, and the tax-free amount from ₹1 lakh to ₹1.25 lakh a year. Other long-term gains (${both("112")}) went from 20% with indexation to 12.5% without it. A resident individual or HUF selling land or a building bought before 23 July 2024 pays the lower of the two. Other short-term gains, and gains on debt funds bought from 1 April 2023 (section 50AA), are taxed at your slab rates.`,
    "Indexation raises your cost by the rise in the Cost Inflation Index between the year you bought and the year you sold, so that only the real gain is taxed. The index values here are those CBDT notified under section 48, each with its notification.",
    "If your other income is below the basic exemption limit, a resident can use the unused part against these gains. This calculator works out the tax for your whole year with and without the sale, so the rebate, surcharge and cess are those you will actually pay.",
  ] as readonly string[],
  faq: [
    {
      question: "Is my sale short-term or long-term?",
      answer:
        "It depends on the asset and the holding period: more than 12 months for listed shares and equity funds, more than 24 months for land, buildings, unlisted shares and (for sales from 23 July 2024) most other assets. Debt fund units bought from 1 April 2023 are always short-term.",
    },
    {
      question: "How much long-term gain on shares is tax-free?",
      answer: `Gains under ${both("112A")} up to ₹1.25 lakh a year (₹1 lakh before 23 July 2024) are not taxed; the rest is taxed at 12.5% (10% before that date). The limit is for all such gains of the year together.`,
    },
    {
      question: "Can I still claim indexation on property?",
      answer:
        "Yes, if you are a resident individual or HUF and bought the land or building before 23 July 2024: your tax is the lower of 12.5% on the gain without indexation and 20% on the gain with indexation. Non-residents pay 12.5% without indexation.",
    },
    {
      question: "How are debt mutual funds taxed now?",
      answer:
        "Units of a specified mutual fund bought on or after 1 April 2023 give short-term gains at your slab rates whatever the holding period (section 50AA). Units bought earlier are taxed like other assets.",
    },
    {
      question: "What happens to a capital loss?",
      answer:
        "A short-term loss can be set off against any capital gain, a long-term loss only against long-term gains. What is left can be carried forward for 8 years if you file your return on time. Capital losses never reduce salary or other income.",
    },
  ] as readonly { question: string; answer: string }[],
};

/** "3 वर्ष, 2 महीने और 5 दिन"; parts that are zero are left out ("0 दिन" when all are). */
export function periodHi(period: Period): string {
  const shown = [
    [period.years, "वर्ष", "वर्ष"],
    [period.months, "महीना", "महीने"],
    [period.days, "दिन", "दिन"],
  ]
    .filter(([value]) => (value as number) > 0)
    .map(([value, one, other]) => `${value} ${value === 1 ? one : other}`);
  if (shown.length === 0) return "0 दिन";
  if (shown.length === 1) return shown[0] as string;
  return `${shown.slice(0, -1).join(", ")} और ${shown[shown.length - 1]}`;
}

export const S48_HI = "आयकर अधिनियम, 1961, धारा 48 (गणना का तरीका)";



export const CAPITAL_GAINS_TEXT: Catalogues<typeof en> = translatable("CAPITAL_GAINS_TEXT", en);
