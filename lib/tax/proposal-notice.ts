import type { Locale } from "@/lib/i18n/locales";
import { isProposedYear, proposalOf } from "./proposed-years";
import { isTaxYearUnder2025Act, type FinancialYear } from "./years";

/*
 * The words every screen of a proposed year shows (docs/budget-day.md), read from the
 * proposal itself, so a calculator page does not carry the enacted years' law (YEAR_LAW).
 * Hindi pages say "प्रस्तावित" where English pages say "proposed".
 */

/** "Finance Bill, 2027" as a Hindi reader knows it: "वित्त विधेयक, 2027". */
function instrumentIn(instrument: string, locale: Locale): string {
  return locale === "en" ? instrument : instrument.replace(/^Finance Bill/, "वित्त विधेयक").replace("(rehearsal)", "(अभ्यास)");
}

/** "2027-02-01" → "1 February 2027" / "1 फ़रवरी 2027". */
function dayIn(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  const months =
    locale === "en"
      ? ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
      : ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
  return `${day} ${months[month - 1]} ${year}`;
}

/** "as proposed in the Finance Bill, 2027" ("वित्त विधेयक, 2027 में प्रस्तावित") for a proposed year; "" for a year in force. */
export function proposalPhrase(fy: FinancialYear, locale: Locale = "en"): string {
  if (!isProposedYear(fy)) return "";
  const instrument = proposalOf(fy)?.status.instrument ?? "";
  return locale === "en" ? `as proposed in the ${instrument}` : `${instrumentIn(instrument, locale)} में प्रस्तावित`;
}

/** The sentence every screen of a proposed year shows with its figures; "" for a year in force. */
export function proposalNotice(fy: FinancialYear, locale: Locale = "en"): string {
  const proposal = proposalOf(fy);
  if (!proposal || proposal.status.stage !== "proposed") return "";
  const date = dayIn(proposal.status.date, locale);
  if (locale === "hi") {
    const act = isTaxYearUnder2025Act(fy) ? "आयकर अधिनियम, 2025" : "आयकर अधिनियम, 1961";
    return `कर वर्ष ${fy} के आँकड़े ${proposalPhrase(fy, locale)} हैं (${date} को पेश), अभी कानून नहीं: वित्त अधिनियम से ${act} में संशोधन होने से पहले संसद इन्हें बदल सकती है।`;
  }
  const act = isTaxYearUnder2025Act(fy) ? "the Income-tax Act, 2025" : "the Income-tax Act, 1961";
  return `The figures for tax year ${fy} are ${proposalPhrase(fy)} (introduced ${proposal.status.date}), not law: Parliament may change them before the Finance Act amends ${act}.`;
}
