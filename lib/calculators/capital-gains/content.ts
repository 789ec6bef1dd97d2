import { formatInr } from "@/lib/format";
import type { CapitalGainInput, CapitalGainResult } from "@/lib/tax/capital-gains";
import { longDate } from "@/lib/tax/capital-gains-dates";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, isTaxYearUnder2025Act, sectionNumberOf, sectionOf, sectionWithFormer, type Provision } from "@/lib/tax";
import type { FaqEntry } from "../types";

const RULES = CAPITAL_GAINS_RULES;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** For text shown for every year: "section 196 (section 111A of the 1961 Act)". */
const both = (provision: Provision) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

/** Caveats that apply to these inputs. */
export function notesFor(input: CapitalGainInput, result: CapitalGainResult): string[] {
  const section = (provision: Provision) => sectionOf(provision, result.fy);
  const rebate = `${section("rebate")} rebate`;
  const notes: string[] = [
    `“Tax” is what this sale adds to your tax for the year: your year's tax worked out with and without it (slab tax on your other income, the ${rebate}, surcharge with marginal relief and 4% cess), each rounded to the nearest ₹10. Other capital gains, losses brought forward and dividends are not included unless you entered them.`,
    "The holding period is counted from the day after purchase: an asset becomes long-term only when the sale is after the same date 12 (or 24 or 36) months on. Bought on 10 January 2025 and sold on 10 January 2026 is 12 months, so short-term; sold on 11 January 2026, long-term.",
  ];
  if (result.withGain.surcharge > 0) {
    notes.push(
      `Surcharge is included: ${result.withGain.surchargeRate}% of the tax on your slab income and ${result.withGain.cappedSurchargeRate}% of the tax on gains under sections ${sectionNumberOf("111A", result.fy)}, ${sectionNumberOf("112", result.fy)} and ${sectionNumberOf("112A", result.fy)} (capped at 15%), with marginal relief above each threshold.`,
    );
  }
  if (result.withGain.rebate !== result.withoutGain.rebate) {
    notes.push(
      `This sale changes your ${rebate}: the rebate's income limit counts all your total income, capital gains included, so the tax added can be more than the tax on the gain itself.`,
    );
  }
  if (result.gain <= 0) {
    notes.push(
      result.longTerm
        ? "A long-term capital loss can be set off only against long-term gains of the same year, and carried forward for 8 years against long-term gains if your return is filed by the due date (sections 70, 74)."
        : "A short-term capital loss can be set off against short-term or long-term gains of the same year, and carried forward for 8 years if your return is filed by the due date (sections 70, 74). It cannot reduce salary or other income.",
    );
  }
  if (result.lowerOfApplies) {
    notes.push(
      `For land or building bought before 23 July 2024 by a resident individual or HUF, the tax on the gain is the lower of 12.5% without indexation and 20% with indexation (${isTaxYearUnder2025Act(result.fy) ? `${section("112")}, carrying over the second proviso to section 112(1)(a) of the 1961 Act` : "second proviso to section 112(1)(a)"}). Only the tax is capped: your total income, and so the surcharge band, holds the gain without indexation.`,
    );
    if (result.indexation && result.indexation.indexedGain < 0) {
      notes.push("With indexation this sale shows a loss. The proviso only limits the tax, so we do not treat the indexed loss as a loss you can set off or carry forward (the view of most commentators and of the return utility; the law is not explicit).");
    }
  }
  if (result.missingSaleYearIndex) {
    notes.push(
      `The cost inflation index for ${result.fy} is not in our table yet, so the option of 20% with indexation is not worked out and the tax shown is at 12.5% without indexation. Enter the index once CBDT notifies it to compare.`,
    );
  }
  if (input.improvementCost > 0 && !input.improvementDate && result.indexation) {
    notes.push("No improvement date was given, so the improvement is counted at its cost, without indexation. Enter its date to index it.");
  }
  if (input.asset === "equity") {
    notes.push(`${capitalise(section("111A"))} needs securities transaction tax (STT) paid on the sale; ${section("112A")} needs it on the sale and, for shares, on the purchase too (with exceptions CBDT has notified). Without it, other rules apply.`);
    if (input.purchaseDate <= RULES.grandfatheringDate.value && input.fairMarketValue2018 === 0) {
      notes.push("Shares or units held on 31 January 2018 may use that day's market value as cost (section 55(2)(ac)). Enter it to apply the rule.");
    }
  }
  if (input.asset === "debtfund") {
    notes.push(
      result.holdingClass === "specifiedFund"
        ? "Units of a specified mutual fund bought on or after 1 April 2023 give short-term gains taxed at your slab rates, however long you held them (section 50AA). Check your fund's classification in its factsheet: the definition changed from FY 2025-26."
        : "Units bought before 1 April 2023 are outside section 50AA: they are treated like other assets (long-term after 36 months for sales before 23 July 2024, 24 months after).",
    );
  }
  if (!input.resident) {
    notes.push(
      `As a non-resident you get no use of the basic exemption against these gains, no ${rebate} and no indexation option for property. Shares of an Indian company bought in foreign currency are computed in that currency (first proviso to section 48${isTaxYearUnder2025Act(result.fy) ? " of the 1961 Act" : ""}), which this calculator does not do. The buyer deducts TDS under section 195${isTaxYearUnder2025Act(result.fy) ? " of the 1961 Act (its counterpart in the 2025 Act)" : ""}.`,
    );
  }
  if (result.exemption && result.exemption.left >= 0 && result.treatment === "ltcg112A") {
    notes.push(
      `The ${section("112A")} exemption is ${formatInr(result.exemption.limit.value)} a year for all your long-term gains on listed equity together${result.fy === "2024-25" ? " (in FY 2024-25, one limit for sales before and after 23 July 2024)" : ""}; ${formatInr(result.exemption.left)} of it is left for other sales this year.`,
    );
  }
  if (result.fy === "2024-25") {
    notes.push(
      `Rates changed on 23 July 2024: this sale on ${longDate(input.saleDate)} is taxed at the rate ${input.saleDate < RULES.indexationEndsForTransfersFrom.value ? "before" : "from"} that date.`,
    );
  }
  if (isTaxYearUnder2025Act(result.fy)) {
    notes.push(
      `Tax year 2026-27 falls under the Income-tax Act, 2025, which restates these rules with new section numbers: ${section("111A")} for short-term gains on listed equity (section 111A of the 1961 Act), ${section("112A")} for long-term gains on it (section 112A) and ${section("112")} for other long-term gains (section 112). Where we found no confirmed new number (holding period, cost, indexation, set-off, reinvestment), we name the section of the 1961 Act. Rates and periods are those Budget 2026 left unchanged.`,
    );
  }
  notes.push(`Exemptions for reinvesting the gain (sections 54, 54EC, 54F${isTaxYearUnder2025Act(result.fy) ? " of the 1961 Act and their counterparts in the 2025 Act" : ""}) are not applied here: deduct them from the gain yourself if you qualify. An HUF is taxed like an individual below 60, but gets no ${rebate}.`);
  return notes;
}

export const explanation = [
  "When you sell a capital asset, the profit is a capital gain, taxed in the year of the sale (section 45). How it is taxed depends on how long you held the asset (section 2(42A)). Listed shares and equity mutual fund units are long-term after 12 months. Land, buildings and unlisted shares are long-term after 24 months. Other assets, such as gold, were long-term after 36 months for sales before 23 July 2024 and after 24 months since then.",
  `The Finance (No. 2) Act 2024 changed the rates for sales from 23 July 2024. Short-term gains on listed equity (${both("111A")}) went from 15% to 20%. Long-term gains on listed equity (${both("112A")}) went from 10% to 12.5%, and the tax-free amount from ₹1 lakh to ₹1.25 lakh a year. Other long-term gains (${both("112")}) went from 20% with indexation to 12.5% without it. A resident individual or HUF selling land or a building bought before 23 July 2024 pays the lower of the two. Other short-term gains, and gains on debt funds bought from 1 April 2023 (section 50AA), are taxed at your slab rates.`,
  "Indexation raises your cost by the rise in the Cost Inflation Index between the year you bought and the year you sold, so that only the real gain is taxed. The index values here are those CBDT notified under section 48, each with its notification.",
  "If your other income is below the basic exemption limit, a resident can use the unused part against these gains. This calculator works out the tax for your whole year with and without the sale, so the rebate, surcharge and cess are those you will actually pay.",
];

export const faq: FaqEntry[] = [
  {
    question: "Is my sale short-term or long-term?",
    answer:
      "It depends on the asset and the holding period: more than 12 months for listed shares and equity funds, more than 24 months for land, buildings, unlisted shares and (for sales from 23 July 2024) most other assets. Debt fund units bought from 1 April 2023 are always short-term.",
  },
  {
    question: "How much long-term gain on shares is tax-free?",
    answer:
      `Gains under ${both("112A")} up to ₹1.25 lakh a year (₹1 lakh before 23 July 2024) are not taxed; the rest is taxed at 12.5% (10% before that date). The limit is for all such gains of the year together.`,
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
];
