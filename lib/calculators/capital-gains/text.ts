import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { yearLabel } from "@/lib/i18n/year-label";
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** For text shown for every year: "section 196 (section 111A of the 1961 Act)". */
const both = (provision: Provision) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

const hiSection = (section: string) => section.replace(/^sections? /, "धारा ");
/** "धारा 196 (1961 के अधिनियम की धारा 111A)". */
const bothHi = (provision: Provision) =>
  `${hiSection(sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT))} (1961 के अधिनियम की ${hiSection(sectionOf(provision, FIRST_FINANCIAL_YEAR))})`;

const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;

/** The Hindi of the date module's reading messages, worked out again from the text typed. */
function dateReadingHi(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!match) return "तारीख वर्ष-महीना-दिन के क्रम में लिखें, जैसे 2024-07-23।";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return `महीना ${match[2]} नहीं हो सकता: महीना 01 से 12 तक होता है (वर्ष-महीना-दिन)।`;
  return `${day} ${HINDI_MONTHS[month - 1]} ${year} जैसी कोई तारीख नहीं है: ${HINDI_MONTHS[month - 1]} ${year} में ${daysInMonth(year, month)} दिन हैं।`;
}

/** The engine's messages (lib/tax/capital-gains.ts) in Hindi; one not here is answered with a general one. */
const ENGINE_PROBLEMS_HI: Readonly<Record<string, string>> = {
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
function periodHi(period: Period): string {
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

const S48_HI = "आयकर अधिनियम, 1961, धारा 48 (गणना का तरीका)";

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि शेयर, म्यूचुअल फ़ंड, प्रॉपर्टी या सोने की आपकी बिक्री अल्पकालिक है या दीर्घकालिक, जहाँ कानून अनुमति देता है वहाँ इंडेक्सेशन के बाद लाभ कितना है, और 23 जुलाई 2024 से पहले और बाद की दरों के तहत यह आपके वर्ष के टैक्स में कितना जोड़ता है।",
  keywords:
    "पूँजीगत लाभ (कैपिटल गेन) टैक्स कैलकुलेटर, दीर्घकालिक पूँजीगत लाभ (LTCG), अल्पकालिक पूँजीगत लाभ (STCG), धारा 112A, धारा 111A, धारा 198, धारा 196, धारा 197, इंडेक्सेशन, लागत मुद्रास्फीति सूचकांक (CII), प्रॉपर्टी बिक्री पर टैक्स, 23 जुलाई 2024, धारा 50AA डेट फ़ंड",
  groupSold: "आपने क्या बेचा",
  groupAmounts: "राशियाँ",
  groupYear: "आपका वर्ष",

  asset: "आपने क्या बेचा?",
  assetHelp: "1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड हमेशा अल्पकालिक होते हैं (धारा 50AA)।",
  assetOptions: {
    equity: "सूचीबद्ध शेयर या इक्विटी म्यूचुअल फ़ंड की यूनिट (प्रतिभूति लेनदेन कर (STT) चुकाया)",
    unlisted: "गैर-सूचीबद्ध शेयर",
    property: "ज़मीन या इमारत (मकान, फ़्लैट, प्लॉट)",
    debtfund: "डेट या दूसरे गैर-इक्विटी म्यूचुअल फ़ंड की यूनिट",
    other: "सोना, गहने या कोई दूसरी संपत्ति",
  },
  buy: "खरीद की तारीख (वर्ष-महीना-दिन)",
  buyHelp: "विरासत या उपहार में मिली संपत्ति के लिए, पिछले मालिक ने जिस तारीख को खरीदा था।",
  sell: "बिक्री की तारीख (वर्ष-महीना-दिन)",
  sellHelp: "हस्तांतरण की तारीख: इसी से वर्ष, दरें और होल्डिंग अवधि तय होती हैं।",
  sellOutOfRange: (fromYear: string, toYear: string) => `1 अप्रैल ${fromYear} से 31 मार्च ${toYear} तक की बिक्री की तारीख लिखें: हम इन्हीं वर्षों का हिसाब करते हैं।`,
  sale: "बिक्री मूल्य",
  saleHelp: "बिक्री की पूरी राशि। ज़मीन या इमारत के लिए, स्टांप ड्यूटी मूल्य अगर वह कीमत के 110% से ज़्यादा है (धारा 50C)।",
  exp: "हस्तांतरण के खर्च",
  expHelp: "बेचने के लिए चुकाई गई ब्रोकरेज, कानूनी फ़ीस और कमीशन। प्रतिभूति लेनदेन कर नहीं घटता।",
  cost: "खरीद लागत",
  costHelp: "आपने जो चुकाया, स्टांप ड्यूटी और ब्रोकरेज के साथ। 1 अप्रैल 2001 से पहले खरीदी हो: उसकी लागत या उस तारीख का बाज़ार मूल्य, जो आप चुनें।",
  fmv2018: "31 जनवरी 2018 का बाज़ार मूल्य",
  fmv2018Help: "उस दिन आपके पास रहे शेयरों या इक्विटी फ़ंड के लिए: उस दिन का सबसे ऊँचा भाव (धारा 55(2)(ac))। अपनी लागत लेने के लिए 0 रहने दें।",
  impr: "सुधार की लागत",
  imprHelp: "संपत्ति में जोड़ने वाला पूँजीगत खर्च (जैसे विस्तार, मरम्मत नहीं)। 1 अप्रैल 2001 से पहले किया गया: नहीं गिना जाता।",
  imprDate: "सुधार की तारीख (वर्ष-महीना-दिन)",
  imprDateHelp: "सुधार के इंडेक्सेशन के लिए। कई सुधार हों तो सबसे बड़े की तारीख लिखें। खाली छोड़ने पर सुधार का इंडेक्सेशन नहीं होता।",
  cii: "बिक्री के वर्ष का लागत मुद्रास्फीति सूचकांक",
  ciiHelp:
    "केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) इसे हर वर्ष अधिसूचित करता है; इस वर्ष का सूचकांक अभी हमारी तालिका में नहीं है। इंडेक्सेशन के साथ टैक्स की तुलना के लिए इसे लिखें; छोड़ना हो तो 0 रहने दें।",
  other: "इस वर्ष आपकी दूसरी आय",
  otherHelp: "इस बिक्री के अलावा कर योग्य आय, कटौतियों के बाद (मानक कटौती के बाद वेतन, ब्याज, किराया…)। इसी से स्लैब दरें, बची हुई छूट और अधिभार तय होते हैं।",
  ltcgOther: "इस वर्ष सूचीबद्ध शेयरों या इक्विटी फ़ंड पर दूसरे दीर्घकालिक लाभ",
  ltcgOtherHelp: `${bothHi("112A")} की सालाना छूट इस बिक्री और इन लाभों में बँटती है; हम छूट पहले इन पर लगाते हैं।`,
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु; इससे पुरानी कर व्यवस्था की कर-मुक्त सीमा बदलती है।",
  resident: "इस वर्ष भारत के निवासी",
  residentHelp: "अनिवासियों को इन लाभों पर मूल छूट सीमा का फ़ायदा नहीं मिलता, और प्रॉपर्टी पर इंडेक्सेशन का विकल्प भी नहीं।",

  dateShape: "तारीख वर्ष-महीना-दिन के क्रम में लिखें, जैसे 2024-07-23।",
  dateRange: (from: string, to: string) => `${from} से ${to} तक की कोई तारीख लिखें।`,
  dateReading: (raw: string) => dateReadingHi(raw),
  date: (value: string) => formatLongDateHi(value),
  period: periodHi,
  section: (provision: Provision, fy: FinancialYear) => hiSection(sectionOf(provision, fy)),
  sectionNumber: (provision: Provision, fy: FinancialYear) => sectionNumberOf(provision, fy),
  capitalise: (text: string) => text,
  yearIn: (fy: FinancialYear) => yearLabel(fy, "hi"),

  sellBeforeBuy: (buy: string) => `बिक्री की तारीख खरीद की तारीख (${buy}) से पहले है। दोनों तारीखें जाँच लें।`,
  improvementAfterSale: (sell: string) => `सुधार की तारीख बिक्री की तारीख (${sell}) के बाद है: सिर्फ़ बिक्री से पहले किए गए सुधार गिने जाते हैं।`,
  improvementBeforePurchase: (buy: string) => `सुधार की तारीख खरीद की तारीख (${buy}) से पहले है: सुधार उसी संपत्ति में होता है जो पहले से आपके पास हो।`,
  ciiTooLow: (index: number, year: string) =>
    `कम से कम ${index} लिखें, जो वर्ष ${year} का सूचकांक है: हर वर्ष का सूचकांक पिछले वर्ष से ज़्यादा रहा है। छोड़ना हो तो 0 रहने दें।`,
  engineProblem: (message: string) => ENGINE_PROBLEMS_HI[message] ?? "बिक्री की तारीख उन वर्षों में नहीं है जिनके नियम हमारे पास हैं। तारीखें जाँच लें।",
  inputProblem: (messages: readonly string[]) => `${messages.join(" ")} इसे ठीक करने तक कोई आँकड़ा नहीं दिखाया जाएगा।`,

  rateSlab: "आपकी स्लैब दरें",
  rate111A: (rate: number, section: string) => `${rate}% (${section})`,
  rate112A: (rate: number, section: string) => `छूट से ऊपर ${rate}% (${section})`,
  rateLowerOf: (rate: number, indexedRate: number, section: string) => `${rate}% और इंडेक्सेशन के साथ ${indexedRate}% में से कम (${section})`,
  rateIndexed: (rate: number, section: string) => `इंडेक्सेशन के साथ ${rate}% (${section})`,
  rateUnindexed: (rate: number, section: string) => `इंडेक्सेशन के बिना ${rate}% (${section})`,

  termLong: "दीर्घकालिक",
  termShort: "अल्पकालिक",
  summaryNone: (term: string, year: string) => `${term}: न लाभ, न घाटा, इसलिए ${year} में कोई टैक्स नहीं।`,
  summaryLoss: (term: string, loss: string, year: string) =>
    `${loss} का ${term} पूँजीगत घाटा: ${year} में इस पर कोई टैक्स नहीं; इसका समायोजन पूँजीगत लाभ से हो सकता है।`,
  summaryNoTax: (term: string, gain: string, year: string) => `${gain} का ${term} पूँजीगत लाभ: इससे ${year} में कोई टैक्स नहीं बढ़ता।`,
  summaryTax: (term: string, gain: string, tax: string, year: string) => `${gain} का ${term} पूँजीगत लाभ: यह ${year} के आपके टैक्स में ${tax} जोड़ता है।`,

  groupGain: "आपका लाभ",
  gainLoss: "पूँजीगत लाभ (घाटा)",
  gain: "पूँजीगत लाभ",
  term: "अवधि",
  taxableGain: "कर योग्य लाभ",
  rate: "दर",
  groupTax: "टैक्स",
  taxFigure: "इस बिक्री से बढ़ने वाला टैक्स (उपकर सहित)",
  taxNote: (withGain: string, withoutGain: string) => `वर्ष का आपका टैक्स: इस बिक्री के साथ ${withGain}, इसके बिना ${withoutGain}।`,
  exemptionLeft: (section: string) => `${section} की इस वर्ष बची छूट`,
  indexationChoice: (section: string) => `इंडेक्सेशन का विकल्प (${section})`,
  indexedLower: "इंडेक्सेशन के साथ कम",
  unindexedLower: "इंडेक्सेशन के बिना कम",
  withoutIndexation: (rate: number) => `इंडेक्सेशन के बिना ${rate}%`,
  withIndexation: (rate: number) => `इंडेक्सेशन के साथ ${rate}%`,

  kind: { stcg111A: "सूचीबद्ध इक्विटी पर अल्पकालिक लाभ", ltcg112A: "सूचीबद्ध इक्विटी पर दीर्घकालिक लाभ", ltcg112: "दीर्घकालिक लाभ" },
  kindLabel: (kind: string, section: string) => `${kind} (${section})`,

  holdingTitle: "होल्डिंग अवधि",
  boughtOn: "खरीद की तारीख",
  refBought: "आयकर अधिनियम, 1961, धारा 2(42A), स्पष्टीकरण 1 (होल्डिंग अवधि)",
  soldOn: "बिक्री की तारीख",
  refSold: "आयकर अधिनियम, 1961, धारा 2(47) (हस्तांतरण) और धारा 45 (हस्तांतरण वाले वर्ष के लाभ)",
  heldFor: "कितने समय रखा",
  refHeld: "आयकर अधिनियम, 1961, धारा 2(42A)",
  longTermIf: (months: number, after: string) => `${months} महीने से ज़्यादा रखने पर दीर्घकालिक: ${after} के बाद बिक्री`,
  specifiedFund: "1 अप्रैल 2023 या उसके बाद खरीदी गई विशेष म्यूचुअल फ़ंड की यूनिट",
  specifiedFundText: "अल्पकालिक, होल्डिंग अवधि कुछ भी हो",

  gainTitle: "पूँजीगत लाभ",
  salePrice: "बिक्री मूल्य (बिक्री की पूरी राशि)",
  refSale: `${S48_HI}; ज़मीन या इमारत के लिए धारा 50C`,
  lessExpenses: "घटाएँ: हस्तांतरण के खर्च",
  refExpenses: `${S48_HI}, खंड (i)`,
  lessGrandfathered: "घटाएँ: लागत (आपकी लागत, और 31 जनवरी 2018 के मूल्य व बिक्री मूल्य में से कम, इन दोनों में से ज़्यादा)",
  lessCost: "घटाएँ: खरीद लागत",
  refCost: `${S48_HI}, खंड (ii); धारा 55(2)`,
  lessImprovement: "घटाएँ: सुधार की लागत",
  improvementNotCounted: "1 अप्रैल 2001 से पहले किए सुधार की लागत: नहीं गिनी जाती",
  refImprovement: `${S48_HI}, खंड (ii); धारा 55(1)(b) (सुधार की लागत; 1 अप्रैल 2001 से पहले का खर्च नहीं गिना जाता)`,
  unindexedLoss: "इंडेक्सेशन के बिना पूँजीगत घाटा",
  unindexedGain: "इंडेक्सेशन के बिना पूँजीगत लाभ",
  refS48: S48_HI,
  ciiSale: (year: string) => `लागत मुद्रास्फीति सूचकांक, बिक्री का वर्ष (${year})`,
  ciiPurchase: (year: string, base: boolean) => `लागत मुद्रास्फीति सूचकांक, खरीद का वर्ष (${year}${base ? ", पहले खरीदी गई संपत्तियों के लिए आधार वर्ष" : ""})`,
  indexedCost: (cost: string, saleIndex: number, purchaseIndex: number) => `इंडेक्स की गई लागत: ${cost} × ${saleIndex} ÷ ${purchaseIndex}`,
  refIndexedCost: "आयकर अधिनियम, 1961, धारा 48, स्पष्टीकरण (iii) (खरीद की इंडेक्स की गई लागत)",
  indexedImprovement: (improvement: string, saleIndex: number, improvementIndex: number, year: string) =>
    `इंडेक्स किया गया सुधार: ${improvement} × ${saleIndex} ÷ ${improvementIndex} (${year})`,
  improvementNotIndexed: "सुधार, बिना इंडेक्सेशन (तारीख नहीं दी गई, या बिक्री के वर्ष में किया गया)",
  refIndexedImprovement: "आयकर अधिनियम, 1961, धारा 48, स्पष्टीकरण (iv) (सुधार की इंडेक्स की गई लागत)",
  indexedLoss: "इंडेक्सेशन के साथ पूँजीगत घाटा",
  indexedGain: "इंडेक्सेशन के साथ पूँजीगत लाभ",
  refIndexed: "आयकर अधिनियम, 1961, धारा 48, दूसरा परंतुक (इंडेक्सेशन, 23 जुलाई 2024 से पहले के हस्तांतरण)",

  taxOnGainTitle: "लाभ पर टैक्स",
  slabGain: "अल्पकालिक लाभ, स्लैब दरों पर आपकी आय में जोड़ा गया",
  noGain: "टैक्स के लिए कोई लाभ नहीं",
  refSlab2025: (section: string) => `आयकर अधिनियम, 2025: ${section} के अलावा अल्पकालिक लाभों पर स्लैब दरों से टैक्स लगता है (1961 के अधिनियम की धारा 45)`,
  refSlab1961: "आयकर अधिनियम, 1961, धारा 45, स्लैब दरों के साथ पठित (धारा 111A के अलावा अल्पकालिक लाभ)",
  lossNoTax: "घाटा: इस पर कोई टैक्स नहीं",
  refLoss: "आयकर अधिनियम, 1961, धारा 70 और धारा 74 (पूँजीगत घाटे का समायोजन और उसे आगे ले जाना)",
  theKind: (kind: string) => kind,
  exemptionUsedByOther: "सूचीबद्ध इक्विटी पर आपके दूसरे लाभों में लगी छूट",
  lessExempt: (limit: string) => `घटाएँ: छूट वाला हिस्सा (वर्ष के लाभों के पहले ${limit})`,
  lessShortfall: "घटाएँ: मूल छूट सीमा का बचा हिस्सा (आपकी दूसरी आय कर-मुक्त सीमा से कम है)",
  optionA: (rate: number, amount: string) => `विकल्प A: ${amount} का ${rate}% (इंडेक्सेशन के बिना)`,
  optionB: (rate: number, amount: string) => `विकल्प B: ${amount} का ${rate}% (इंडेक्सेशन के साथ)`,
  lowerOption: (letter: "A" | "B") => `लाभ पर टैक्स: दोनों में से कम, विकल्प ${letter}`,
  taxAt: (rate: number) => `${rate}% की दर से टैक्स`,

  stepTotalIncome: (rounding: number) => `कुल आय (निकटतम ₹${rounding} में पूर्णांकित)`,
  stepSlabIncome: "इसमें से स्लैब दरों पर कर योग्य",
  stepSlabTax: "स्लैब दरों पर टैक्स",
  stepTaxOn: (mine: boolean, kind: string) => `${mine ? "इस बिक्री के" : "आपके दूसरे"} ${kind} पर टैक्स`,
  stepRebate: "घटाएँ: रिबेट",
  stepSurcharge: (rate: number, capped: number) => `अधिभार (सरचार्ज) (स्लैब वाले टैक्स पर ${rate}%, पूँजीगत लाभ के टैक्स पर ${capped}%)`,
  stepMarginalRelief: "घटाएँ: अधिभार पर सीमांत राहत",
  stepCess: (rate: number) => `${rate}% की दर से स्वास्थ्य और शिक्षा उपकर`,
  stepTaxForYear: (rounding: number) => `वर्ष का टैक्स (निकटतम ₹${rounding} में पूर्णांकित)`,
  withTitle: "इस बिक्री के साथ वर्ष का आपका टैक्स",
  withoutTitle: "इसके बिना वर्ष का आपका टैक्स",
  taxAdds: "यह बिक्री आपके वर्ष के टैक्स में कितना जोड़ती है",
  refTaxAdds: "दोनों हालात के वर्ष के टैक्स का अंतर, हर एक धारा 288B के तहत पूर्णांकित",

  rebateName: (section: string) => `${section} के तहत रिबेट`,
  noteTaxAdded: (rebate: string) =>
    `"टैक्स" वह है जो यह बिक्री वर्ष के आपके टैक्स में जोड़ती है: वर्ष का टैक्स इस बिक्री के साथ और इसके बिना निकाला गया है (आपकी दूसरी आय पर स्लैब वाला टैक्स, ${rebate}, सीमांत राहत के साथ अधिभार और 4% उपकर), हर एक निकटतम ₹10 में पूर्णांकित। दूसरे पूँजीगत लाभ, पिछले वर्षों से आगे लाया गया घाटा और लाभांश तभी शामिल हैं जब आपने उन्हें दर्ज किया हो।`,
  noteHolding:
    "होल्डिंग अवधि खरीद के अगले दिन से गिनी जाती है: संपत्ति तभी दीर्घकालिक होती है जब बिक्री 12 (या 24 या 36) महीने बाद की उसी तारीख के बाद हो। 10 जनवरी 2025 को खरीदकर 10 जनवरी 2026 को बेचा, तो 12 महीने हुए, यानी अल्पकालिक; 11 जनवरी 2026 को बेचा, तो दीर्घकालिक।",
  noteSurcharge: (rate: number, capped: number, s111A: string, s112: string, s112A: string) =>
    `अधिभार शामिल है: आपकी स्लैब वाली आय के टैक्स पर ${rate}% और धारा ${s111A}, ${s112} और ${s112A} के तहत लाभों के टैक्स पर ${capped}% (अधिकतम 15%), हर सीमा के ऊपर सीमांत राहत के साथ।`,
  noteRebate: (rebate: string) =>
    `यह बिक्री आपका ${rebate} बदलती है: रिबेट की आय-सीमा में पूँजीगत लाभ समेत आपकी पूरी कुल आय गिनी जाती है, इसलिए बढ़ा हुआ टैक्स लाभ पर लगे टैक्स से ज़्यादा हो सकता है।`,
  noteLongLoss:
    "दीर्घकालिक पूँजीगत घाटे का समायोजन उसी वर्ष के सिर्फ़ दीर्घकालिक लाभों से हो सकता है, और अगर रिटर्न अंतिम तारीख तक भरा गया हो तो इसे दीर्घकालिक लाभों के लिए 8 वर्ष तक आगे ले जाया जा सकता है (धारा 70, 74)।",
  noteShortLoss:
    "अल्पकालिक पूँजीगत घाटे का समायोजन उसी वर्ष के अल्पकालिक या दीर्घकालिक लाभों से हो सकता है, और अगर रिटर्न अंतिम तारीख तक भरा गया हो तो इसे 8 वर्ष तक आगे ले जाया जा सकता है (धारा 70, 74)। इससे वेतन या दूसरी आय कम नहीं होती।",
  noteLowerOf: (provision2025: string | null) =>
    `निवासी व्यक्ति या हिंदू अविभाजित परिवार (HUF) की 23 जुलाई 2024 से पहले खरीदी ज़मीन या इमारत पर, लाभ का टैक्स इंडेक्सेशन के बिना 12.5% और इंडेक्सेशन के साथ 20% में से कम होता है (${provision2025 !== null ? `${provision2025}, जो 1961 के अधिनियम की धारा 112(1)(a) के दूसरे परंतुक को जारी रखती है` : "धारा 112(1)(a) का दूसरा परंतुक"})। सीमा सिर्फ़ टैक्स पर है: आपकी कुल आय में, और इसलिए अधिभार की श्रेणी में, लाभ इंडेक्सेशन के बिना गिना जाता है।`,
  noteIndexedLoss:
    "इंडेक्सेशन के साथ यह बिक्री घाटा दिखाती है। परंतुक सिर्फ़ टैक्स को सीमित करता है, इसलिए हम इंडेक्सेशन वाले घाटे को ऐसा घाटा नहीं मानते जिसका समायोजन हो सके या जिसे आगे ले जाया जा सके (ज़्यादातर विशेषज्ञों और रिटर्न यूटिलिटी की यही राय है; कानून इस पर साफ़ नहीं है)।",
  noteMissingIndex: (fy: string) =>
    `${fy} का लागत मुद्रास्फीति सूचकांक अभी हमारी तालिका में नहीं है, इसलिए इंडेक्सेशन के साथ 20% वाला विकल्प नहीं निकाला गया और दिखाया गया टैक्स इंडेक्सेशन के बिना 12.5% पर है। CBDT के अधिसूचित करने पर सूचकांक लिखकर तुलना करें।`,
  noteNoImprovementDate: "सुधार की तारीख नहीं दी गई, इसलिए सुधार उसकी लागत पर, बिना इंडेक्सेशन के गिना गया है। इंडेक्सेशन के लिए उसकी तारीख लिखें।",
  noteStt: (s111A: string, s112A: string) =>
    `${s111A} के लिए बिक्री पर प्रतिभूति लेनदेन कर (STT) चुकाया होना चाहिए; ${s112A} के लिए बिक्री पर और, शेयरों के मामले में, खरीद पर भी (CBDT की अधिसूचित छूटों के साथ)। इसके बिना दूसरे नियम लागू होते हैं।`,
  noteGrandfathering:
    "31 जनवरी 2018 को आपके पास रहे शेयर या यूनिट उस दिन के बाज़ार मूल्य को लागत के रूप में ले सकते हैं (धारा 55(2)(ac))। यह नियम लागू करने के लिए वह मूल्य लिखें।",
  noteSpecifiedFund:
    "1 अप्रैल 2023 या उसके बाद खरीदी गई विशेष म्यूचुअल फ़ंड की यूनिट से अल्पकालिक लाभ होता है, जिस पर आपकी स्लैब दरों से टैक्स लगता है, चाहे आपने उन्हें कितने भी समय रखा हो (धारा 50AA)। अपने फ़ंड का वर्गीकरण उसकी फ़ैक्टशीट में देखें: वित्तीय वर्ष 2025-26 से इसकी परिभाषा बदल गई है।",
  noteOldDebtFund:
    "1 अप्रैल 2023 से पहले खरीदी गई यूनिट धारा 50AA से बाहर हैं: उन्हें दूसरी संपत्तियों की तरह माना जाता है (23 जुलाई 2024 से पहले की बिक्री पर 36 महीने के बाद दीर्घकालिक, उसके बाद 24 महीने)।",
  noteNonResident: (rebate: string, act2025: boolean) =>
    `अनिवासी के रूप में आपको इन लाभों पर मूल छूट सीमा का फ़ायदा, ${rebate} और प्रॉपर्टी पर इंडेक्सेशन का विकल्प नहीं मिलता। विदेशी मुद्रा में खरीदे गए भारतीय कंपनी के शेयरों का हिसाब उसी मुद्रा में होता है (धारा 48 का पहला परंतुक${act2025 ? ", 1961 का अधिनियम" : ""}), जो यह कैलकुलेटर नहीं करता। खरीदार धारा 195${act2025 ? " (1961 का अधिनियम; 2025 के अधिनियम में उसका समकक्ष प्रावधान)" : ""} के तहत स्रोत पर कर कटौती (TDS) करता है।`,
  noteExemption: (section: string, limit: string, in2024: boolean, left: string) =>
    `${section} की छूट सूचीबद्ध इक्विटी पर आपके सभी दीर्घकालिक लाभों के लिए मिलाकर ${limit} सालाना है${in2024 ? " (वित्तीय वर्ष 2024-25 में 23 जुलाई 2024 से पहले और बाद की बिक्री के लिए एक ही सीमा)" : ""}; इसमें से ${left} इस वर्ष की दूसरी बिक्री के लिए बचा है।`,
  noteRatesChanged: (sale: string, before: boolean) =>
    `23 जुलाई 2024 को दरें बदलीं: ${sale} की इस बिक्री पर ${before ? "उस तारीख से पहले" : "उस तारीख से"} की दर लगती है।`,
  note2025Act: (s111A: string, s112A: string, s112: string) =>
    `कर वर्ष 2026-27 आयकर अधिनियम, 2025 के तहत आता है, जो ये नियम नई धारा संख्याओं के साथ दोहराता है: सूचीबद्ध इक्विटी पर अल्पकालिक लाभ के लिए ${s111A} (1961 के अधिनियम की धारा 111A), उस पर दीर्घकालिक लाभ के लिए ${s112A} (धारा 112A) और दूसरे दीर्घकालिक लाभों के लिए ${s112} (धारा 112)। जहाँ हमें कोई पुष्ट नई संख्या नहीं मिली (होल्डिंग अवधि, लागत, इंडेक्सेशन, समायोजन, दोबारा निवेश), वहाँ हम 1961 के अधिनियम की धारा लिखते हैं। दरें और अवधियाँ वही हैं जिन्हें बजट 2026 ने नहीं बदला।`,
  noteReinvestment: (act2025: boolean, rebate: string) =>
    `लाभ को दोबारा निवेश करने पर मिलने वाली छूट (धारा 54, 54EC, 54F${act2025 ? ", 1961 का अधिनियम, और 2025 के अधिनियम में उनके समकक्ष प्रावधान" : ""}) यहाँ नहीं लगाई गई है: अगर आप पात्र हैं, तो इन्हें लाभ से खुद घटाएँ। हिंदू अविभाजित परिवार (HUF) पर 60 वर्ष से कम आयु के व्यक्ति की तरह टैक्स लगता है, पर उसे ${rebate} नहीं मिलता।`,

  explanation: [
    "पूँजीगत संपत्ति बेचने पर हुआ मुनाफ़ा पूँजीगत लाभ (कैपिटल गेन) है, जिस पर बिक्री वाले वर्ष में टैक्स लगता है (धारा 45)। टैक्स इस पर निर्भर करता है कि संपत्ति आपके पास कितने समय रही (धारा 2(42A))। सूचीबद्ध शेयर और इक्विटी म्यूचुअल फ़ंड की यूनिट 12 महीने के बाद दीर्घकालिक होती हैं। ज़मीन, इमारतें और गैर-सूचीबद्ध शेयर 24 महीने के बाद। सोने जैसी दूसरी संपत्तियाँ 23 जुलाई 2024 से पहले की बिक्री पर 36 महीने के बाद दीर्घकालिक होती थीं, और तब से 24 महीने के बाद।",
    `वित्त (सं. 2) अधिनियम, 2024 ने 23 जुलाई 2024 से होने वाली बिक्री की दरें बदलीं। सूचीबद्ध इक्विटी पर अल्पकालिक पूँजीगत लाभ (STCG) (${bothHi("111A")}) 15% से 20% हो गया। सूचीबद्ध इक्विटी पर दीर्घकालिक पूँजीगत लाभ (LTCG) (${bothHi("112A")}) 10% से 12.5% हो गया, और कर-मुक्त राशि ₹1 लाख से ₹1.25 लाख सालाना। दूसरे दीर्घकालिक लाभ (${bothHi("112")}) इंडेक्सेशन के साथ 20% से इंडेक्सेशन के बिना 12.5% हो गए। 23 जुलाई 2024 से पहले खरीदी ज़मीन या इमारत बेचने वाले निवासी व्यक्ति या हिंदू अविभाजित परिवार (HUF) को दोनों में से कम टैक्स देना होता है। दूसरे अल्पकालिक लाभों पर, और 1 अप्रैल 2023 से खरीदे गए डेट फ़ंड के लाभ पर (धारा 50AA), आपकी स्लैब दरों से टैक्स लगता है।`,
    "इंडेक्सेशन आपकी लागत को खरीद और बिक्री के वर्षों के बीच लागत मुद्रास्फीति सूचकांक (CII) की बढ़त के हिसाब से बढ़ाता है, ताकि सिर्फ़ असली लाभ पर टैक्स लगे। यहाँ सूचकांक के मान वही हैं जो केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) ने धारा 48 के तहत अधिसूचित किए, हर एक अपनी अधिसूचना के साथ।",
    "अगर आपकी दूसरी आय मूल छूट सीमा से कम है, तो निवासी उसका बचा हिस्सा इन लाभों पर लगा सकता है। यह कैलकुलेटर आपके पूरे वर्ष का टैक्स इस बिक्री के साथ और इसके बिना निकालता है, ताकि रिबेट, अधिभार और उपकर वही हों जो आप असल में चुकाएँगे।",
  ],
  faq: [
    {
      question: "मेरी बिक्री अल्पकालिक है या दीर्घकालिक?",
      answer:
        "यह संपत्ति और होल्डिंग अवधि पर निर्भर करता है: सूचीबद्ध शेयरों और इक्विटी फ़ंड के लिए 12 महीने से ज़्यादा, ज़मीन, इमारतों, गैर-सूचीबद्ध शेयरों और (23 जुलाई 2024 से की गई बिक्री पर) ज़्यादातर दूसरी संपत्तियों के लिए 24 महीने से ज़्यादा। 1 अप्रैल 2023 से खरीदी गई डेट फ़ंड की यूनिट हमेशा अल्पकालिक होती हैं।",
    },
    {
      question: "शेयरों पर कितना दीर्घकालिक लाभ कर-मुक्त है?",
      answer: `${bothHi("112A")} के तहत ₹1.25 लाख सालाना तक के लाभ (23 जुलाई 2024 से पहले ₹1 लाख) पर टैक्स नहीं लगता; बाकी पर 12.5% (उस तारीख से पहले 10%) टैक्स लगता है। यह सीमा वर्ष के ऐसे सभी लाभों के लिए मिलाकर है।`,
    },
    {
      question: "क्या प्रॉपर्टी पर अब भी इंडेक्सेशन मिलता है?",
      answer:
        "हाँ, अगर आप निवासी व्यक्ति या HUF हैं और आपने ज़मीन या इमारत 23 जुलाई 2024 से पहले खरीदी थी: आपका टैक्स इंडेक्सेशन के बिना लाभ पर 12.5% और इंडेक्सेशन के साथ लाभ पर 20% में से कम होगा। अनिवासी इंडेक्सेशन के बिना 12.5% चुकाते हैं।",
    },
    {
      question: "अब डेट म्यूचुअल फ़ंड पर टैक्स कैसे लगता है?",
      answer:
        "1 अप्रैल 2023 या उसके बाद खरीदी गई विशेष म्यूचुअल फ़ंड की यूनिट से अल्पकालिक लाभ होता है, जिस पर होल्डिंग अवधि कुछ भी हो, आपकी स्लैब दरों से टैक्स लगता है (धारा 50AA)। पहले खरीदी गई यूनिट पर दूसरी संपत्तियों की तरह टैक्स लगता है।",
    },
    {
      question: "पूँजीगत घाटे का क्या होता है?",
      answer:
        "अल्पकालिक घाटे का समायोजन किसी भी पूँजीगत लाभ से हो सकता है, दीर्घकालिक घाटे का सिर्फ़ दीर्घकालिक लाभों से। जो बचे, उसे 8 वर्ष तक आगे ले जाया जा सकता है, अगर आप रिटर्न समय पर भरें। पूँजीगत घाटा वेतन या दूसरी आय को कभी कम नहीं करता।",
    },
  ],
};

export const CAPITAL_GAINS_TEXT: Catalogues<typeof en> = { en, hi };
