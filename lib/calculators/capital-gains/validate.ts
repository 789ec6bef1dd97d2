import type { IsoDate } from "@/lib/tax";
import { COST_INFLATION_INDEX } from "@/lib/tax/capital-gains-cii";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { InputOf } from "../types";
import type { fields } from "./fields";
import { CAPITAL_GAINS_TEXT } from "./text";

type Input = InputOf<typeof fields>;
type Problems = Partial<Record<keyof typeof fields, string>>;

/** The last notified index: the index of a later year, typed in for the year of sale, is not lower. */
const LATEST_INDEX = Object.entries(COST_INFLATION_INDEX).reduce((latest, entry) => (entry[0] > latest[0] ? entry : latest));

/**
 * Rules no single field can see, each put on the field the person should change. The
 * frame runs this once every field reads well on its own, and shows no figure while a
 * message stands; a message on a hidden field is dropped by the frame.
 */
export function validateCapitalGains(input: Input, locale: Locale = "en"): Problems {
  const t = messagesFor(CAPITAL_GAINS_TEXT, locale);
  const longDate = t.date;
  const problems: Problems = {};
  const buy = input.buy as IsoDate;
  const sell = input.sell as IsoDate;
  if (sell < buy) {
    problems.sell = t.sellBeforeBuy(longDate(buy));
  }
  const improvement = input.imprDate === "" ? null : (input.imprDate as IsoDate);
  if (input.impr > 0 && improvement) {
    // s.55(1)(b): an improvement is spending on an asset already held (by you or, for an
    // inherited or gifted asset, the previous owner) and counts only if made before the transfer.
    if (improvement > sell) {
      problems.imprDate = t.improvementAfterSale(longDate(sell));
    } else if (improvement < buy) {
      problems.imprDate = t.improvementBeforePurchase(longDate(buy));
    }
  }
  const [latestYear, latestIndex] = LATEST_INDEX;
  if (input.cii > 0 && input.cii < latestIndex.value) {
    problems.cii = t.ciiTooLow(latestIndex.value, latestYear);
  }
  return problems;
}
