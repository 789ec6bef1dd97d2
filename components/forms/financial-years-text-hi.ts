import { addTranslation } from "@/lib/i18n/catalogue";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { yearLabel } from "@/lib/i18n/year-label";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, isFinancialYear, isTaxYearUnder2025Act, startYearOf } from "@/lib/tax/years";
import { FINANCIAL_YEARS_TEXT } from "./financial-years-text";

/*
 * The Hindi words of FINANCIAL_YEARS_TEXT: loaded only by Hindi pages. Terms as in
 * docs/hindi-terms.md: वित्तीय वर्ष, कर वर्ष, निर्धारण वर्ष (AY) and अंतिम तारीख (नियत तारीख) on
 * first use in the column heads; dates as "31 जुलाई 2026". The year column is headed वर्ष, since
 * a year under the 2025 Act is a कर वर्ष and an older one a वित्तीय वर्ष (yearName).
 */

/**
 * A year under the Income-tax Act, 2025 is a कर वर्ष, named as everywhere on the site (yearLabel:
 * "कर वर्ष 2026-27", with "(प्रस्तावित)" for a proposed one); an older year is a वित्तीय वर्ष, named
 * alone since its assessment year has a column of its own. A year the site does not compute
 * (a later one the API already lists) is named by the same rule.
 */
function yearName(fy: string): string {
  if (isFinancialYear(fy)) return isTaxYearUnder2025Act(fy) ? yearLabel(fy, "hi") : `वित्तीय वर्ष ${fy}`;
  let under2025Act = false;
  try {
    under2025Act = startYearOf(fy) >= startYearOf(FIRST_TAX_YEAR_UNDER_2025_ACT);
  } catch {
    // Not a real year ("2025-27"): named as sent.
  }
  return under2025Act ? `कर वर्ष ${fy}` : `वित्तीय वर्ष ${fy}`;
}

addTranslation(FINANCIAL_YEARS_TEXT, "hi", {
  heading: "वित्तीय वर्ष और रिटर्न की अंतिम तारीखें",
  notConfigured: "मौजूदा वित्तीय वर्ष और उनकी अंतिम तारीखें अभी यहाँ नहीं दिखाई जा सकतीं।",
  loading: "मौजूदा वित्तीय वर्ष लाए जा रहे हैं…",
  tryAgain: "फिर कोशिश करें",
  noYears: "अभी कोई वित्तीय वर्ष सूची में नहीं है।",
  financialYearColumn: "वर्ष",
  assessmentYearColumn: "निर्धारण वर्ष (AY)",
  yearRunsColumn: "अवधि",
  dueDateColumn: "रिटर्न की अंतिम तारीख (नियत तारीख)",
  financialYear: yearName,
  assessmentYear: (ay: string) => `निर्धारण वर्ष ${ay}`,
  current: "मौजूदा",
  period: (start: string, end: string) => `${start} से ${end} तक`,
  date: (iso: string) => formatLongDateHi(iso),
  notGiven: "उपलब्ध नहीं",
});
