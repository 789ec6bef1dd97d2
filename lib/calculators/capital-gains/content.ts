import { formatInr } from "@/lib/format";
import type { CapitalGainInput, CapitalGainResult } from "@/lib/tax/capital-gains";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { isTaxYearUnder2025Act, type Provision } from "@/lib/tax";
import type { FaqEntry } from "../types";
import type { Text } from "./breakdown";
import { CAPITAL_GAINS_TEXT } from "./text";

const RULES = CAPITAL_GAINS_RULES;

/** Caveats that apply to these inputs. */
export function notesFor(t: Text, input: CapitalGainInput, result: CapitalGainResult): string[] {
  const section = (provision: Provision) => t.section(provision, result.fy);
  const act2025 = isTaxYearUnder2025Act(result.fy);
  const rebate = t.rebateName(section("rebate"));
  const notes: string[] = [t.noteTaxAdded(rebate), t.noteHolding];
  if (result.withGain.surcharge > 0) {
    notes.push(
      t.noteSurcharge(
        result.withGain.surchargeRate,
        result.withGain.cappedSurchargeRate,
        t.sectionNumber("111A", result.fy),
        t.sectionNumber("112", result.fy),
        t.sectionNumber("112A", result.fy),
      ),
    );
  }
  if (result.withGain.rebate !== result.withoutGain.rebate) notes.push(t.noteRebate(rebate));
  if (result.gain <= 0) notes.push(result.longTerm ? t.noteLongLoss : t.noteShortLoss);
  if (result.lowerOfApplies) {
    notes.push(t.noteLowerOf(act2025 ? section("112") : null));
    if (result.indexation && result.indexation.indexedGain < 0) notes.push(t.noteIndexedLoss);
  }
  if (result.missingSaleYearIndex) notes.push(t.noteMissingIndex(result.fy));
  if (input.improvementCost > 0 && !input.improvementDate && result.indexation) notes.push(t.noteNoImprovementDate);
  if (input.asset === "equity") {
    notes.push(t.noteStt(section("111A"), section("112A")));
    if (input.purchaseDate <= RULES.grandfatheringDate.value && input.fairMarketValue2018 === 0) notes.push(t.noteGrandfathering);
  }
  if (input.asset === "debtfund") notes.push(result.holdingClass === "specifiedFund" ? t.noteSpecifiedFund : t.noteOldDebtFund);
  if (!input.resident) notes.push(t.noteNonResident(rebate, act2025));
  if (result.exemption && result.exemption.left >= 0 && result.treatment === "ltcg112A") {
    notes.push(t.noteExemption(section("112A"), formatInr(result.exemption.limit.value), result.fy === "2024-25", formatInr(result.exemption.left)));
  }
  if (result.fy === "2024-25") notes.push(t.noteRatesChanged(t.date(input.saleDate), input.saleDate < RULES.indexationEndsForTransfersFrom.value));
  if (act2025) notes.push(t.note2025Act(section("111A"), section("112A"), section("112")));
  notes.push(t.noteReinvestment(act2025, rebate));
  return notes;
}

/** The English page's explanation and questions (the catalogue holds both languages). */
export const explanation: string[] = [...CAPITAL_GAINS_TEXT.en.explanation];
export const faq: FaqEntry[] = [...CAPITAL_GAINS_TEXT.en.faq];
