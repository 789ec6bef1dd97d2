import { PPF_RATE } from "@/lib/finance/ppf";
import { formatPercent } from "@/lib/format";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { ExtensionChoice, TimingChoice } from "./fields";
import { plural } from "./savings-schedule";
import { ppfMeta } from "./meta";

/*
 * Every word the PPF calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const SECTION_80C_2025 = sectionOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
const SECTION_80C_2025_NUMBER = SECTION_80C_2025.replace(/^section /, "");
const SECTION_80C_HI = `धारा ${SECTION_80C_2025_NUMBER} (1961 के अधिनियम की धारा 80C)`;
const NOTIFIED_RATE = formatPercent(PPF_RATE.value);
const PERIOD_HI = "वित्तीय वर्ष 2025-26 की चौथी तिमाही (1 जनवरी से 31 मार्च 2026)";
const SCHEME = "Public Provident Fund Scheme, 2019 (G.S.R. 915(E) of 12 December 2019)";
const SCHEME_HI = "लोक भविष्य निधि योजना, 2019 (G.S.R. 915(E), 12 दिसंबर 2019)";

const en = {
  description: ppfMeta.description,
  keywords: ppfMeta.keywords,
  groupDeposits: "Your deposits",
  groupHowLong: "How long",
  /** The quarter the notified rate covers. */
  period: PPF_RATE.period,
  yearly: "Deposit each financial year",
  yearlyHelp: (minimum: number, multiple: number) =>
    `₹${minimum} to ₹1,50,000 a year (April to March), in multiples of ₹${multiple}, in one go or in parts.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: string, period: string) =>
    `${rate} is the rate notified for ${period}, the latest quarter checked. The government resets it every quarter; the calculator applies one rate to every year.`,
  years: "Years until you withdraw",
  yearsHelp: (maturity: number, plusFive: number, plusTen: number, block: number) =>
    `The account matures after ${maturity} full financial years. Enter ${maturity}, or ${plusFive}, ${plusTen} … to extend it in ${block}-year blocks.`,
  extension: "During the extensions",
  extensionOptions: { with: "Keep depositing", without: "No more deposits" } as Readonly<Record<ExtensionChoice, string>>,
  extensionHelp:
    "To keep depositing, apply to the post office or bank within a year of maturity; otherwise the account continues without deposits and keeps earning interest.",
  timing: "When you deposit",
  timingOptions: { april: "All of it by 5 April", monthly: "A twelfth by the 5th of each month" } as Readonly<Record<TimingChoice, string>>,
  timingHelp: "A deposit made by the 5th earns interest for that month; one made later waits until the next month.",
  yearsError: (maturity: number, block: number, choices: readonly number[]) =>
    `A PPF account runs ${maturity} years, then in ${block}-year extensions: enter ${choices.join(" or ")}.`,
  depositMonthly: (monthly: string, yearly: string) => `${monthly} by the 5th of every month (${yearly} a year)`,
  depositApril: (yearly: string) => `${yearly} by 5 April every year`,
  termMaturity: (years: number) => `for ${years} years`,
  extendedTimes: (blocks: number, block: number) => `extended ${blocks === 1 ? "once" : `${blocks} times`} by ${block} years`,
  termWith: (years: number, maturity: number, extended: string) => `for ${years} years (${maturity} to maturity, then ${extended})`,
  termWithout: (maturity: number, more: number, extended: string) =>
    `for ${maturity} years and leaving it to earn for ${more} more without deposits (${extended})`,
  summary: (deposit: string, term: string, rate: string, maturity: string, invested: string, interest: string) =>
    `Depositing ${deposit} ${term} at ${rate}, your PPF account grows to ${maturity}: ${invested} deposited and ${interest} interest, all of it tax-free.`,
  columnYear: "Year",
  columnOpening: "Opening balance",
  columnDeposit: "Deposit",
  columnInterest: "Interest",
  columnClosing: "Closing balance",
  tableCaption: "Your PPF account, year by year",
  chartTitle: "PPF balance against the amount deposited, year by year",
  groupAfter: (years: number) => `Your PPF account after ${years} years`,
  groupMaturity: "Your PPF account at maturity",
  invested: "Amount deposited",
  interest: "Interest earned",
  valueAfter: (years: number) => `Value after ${years} years`,
  maturity: "Maturity value",
  groupRate: "Rate",
  notifiedRate: "Rate notified",
  notifiedRateValue: (rate: string, period: string) => `${rate} for ${period}`,
  rateUsed: "Rate used here",
  breakdownTitle: `PPF maturity value: ${SCHEME}`,
  stepDepositMonthly: (monthly: string) => `Deposit each year, a twelfth (${monthly}) by the 5th of each month`,
  stepDepositApril: "Deposit each year, all of it by 5 April",
  stepRateNotified: (period: string) => `Interest rate: the rate notified for ${period}`,
  stepRateEntered: (period: string, rate: string) => `Interest rate you entered (notified for ${period}: ${rate})`,
  stepRateText: (rate: string) => `${rate} a year`,
  rateReference: PPF_RATE.reference,
  stepMonthlyInterest: "Interest for each month on the lowest balance after the 5th, at a twelfth of the rate, added on 31 March",
  stepMonthlyInterestText: "compounds once a year",
  /** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
  interestRule: `${SCHEME}: interest for each calendar month on the lowest balance between the close of the fifth day and the end of the month, at a twelfth of the yearly rate, credited at the end of each financial year`,
  stepYear1Monthly: (monthly: string, yearly: string, rate: string) =>
    `Year 1 interest: the twelve month balances (${monthly} to ${yearly}) × ${rate} ÷ 12`,
  stepYear1April: (yearly: string, rate: string) => `Year 1 interest: ${yearly} × ${rate}, every month's balance holding the April deposit`,
  stepMaturityYears: (years: number) => `Maturity after ${years} full financial years`,
  stepMaturityYearsText: "counted from the end of the year you open the account",
  stepExtended: (blocks: number, block: number, withDeposits: boolean) =>
    `Extended by ${plural(blocks, `block`)} of ${block} years, ${withDeposits ? "with deposits" : "without deposits"}`,
  stepExtendedText: (years: number) => `${years} years in all`,
  stepInvested: (years: number, yearly: string) => `Amount deposited: ${years} × ${yearly}`,
  stepInvestedReference: "Sum of the Deposit column of the table",
  stepInterest: "Interest earned over the years",
  stepInterestReference:
    "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
  stepValueAfter: (years: number) => `Value after ${years} years: deposits + interest`,
  stepMaturity: "Maturity value: deposits + interest",
  stepFormulaReference: (yearly: string, rate: string, years: number) =>
    `FV = P × ((1 + r)^n − 1) ÷ r × (1 + r), with P = ${yearly}, r = ${rate}, n = ${years}: the interest rule with every deposit made by 5 April`,
  stepCarriedReference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
  stepTax: "Tax on the interest and the maturity value",
  stepTaxText: "none (exempt)",
  taxTreatment: `Income-tax Act, 1961, s.80C (deposits, old regime only) and s.10(11) (interest and withdrawals exempt); from tax year 2026-27, Income-tax Act, 2025, ${SECTION_80C_2025} and the counterpart of s.10(11)`,
  noteRate: (rate: string, period: string) =>
    `PPF rates are set every quarter and apply to the whole balance. ${rate} was notified for ${period}, the latest quarter checked here, and has applied in every quarter since 1 April 2020. Later quarters may differ; the calculator projects every year at the rate you enter.`,
  noteFirstYear: (deposits: number) =>
    `Year 1 is the first full financial year after you open the account. A deposit in the year you open it, which the scheme also allows (up to ${deposits} yearly deposits in all), is not counted.`,
  noteTax: `PPF is exempt at every stage: deposits count towards the ₹1,50,000 deduction of ${SECTION_80C} in the old regime only (the new regime allows no deduction for them), and the interest and the maturity value are tax-free under section 10(11) in both regimes. From tax year 2026-27 the Income-tax Act, 2025 carries these rules under its own section numbers.`,
  noteLoans:
    "Loans (in the second to fifth years after the year of opening) and withdrawals (one a year from the sixth) reduce the balance, so the figures assume you take neither. Closing the account before maturity is allowed only after five full years, for reasons the scheme lists, and with 1% less interest.",
  noteTwelfth: (yearly: string, twelfth: string, multiple: number) =>
    `A twelfth of ${yearly} is ${twelfth}. Deposits are made in multiples of ₹${multiple}, so your monthly amounts would differ a little; the figures assume equal twelfths.`,
  noteWithout:
    "An account continued without deposits is taken to stay so (the rule of the 1968 scheme; the 2019 scheme is read the same way here), so every extension is without deposits. The balance keeps earning interest, and you may withdraw any amount once a year.",
  noteWith:
    "In an extension with deposits you may withdraw up to 60% of the balance at the start of the block, in one or more withdrawals over the five years; the figures assume you withdraw nothing.",
  explanation: [
    "The Public Provident Fund is a savings account backed by the Government of India, run by post offices and banks under the Public Provident Fund Scheme, 2019 (made under section 3A of the Government Savings Promotion Act, 1873). You deposit between ₹500 and ₹1,50,000 in each financial year, in multiples of ₹50, in one go or in parts. The account matures after fifteen full financial years counted from the end of the year you open it, and you can then extend it in blocks of five years, with or without further deposits.",
    `Interest is set by the Government every quarter (${NOTIFIED_RATE} for ${PPF_RATE.period}) and applies to the whole balance. It is worked out for each month on the lowest balance between the close of the 5th and the end of the month, and added to the account once a year, on 31 March, so it compounds yearly. Money paid in by the 5th earns interest for that month; paid on the 6th, it waits until the next. That is why a year's deposit made by 5 April earns the most.`,
    "The calculator runs the account year by year under that rule, at the rate you enter for every year, and shows each year's opening balance, deposit, interest and closing balance. With the whole deposit made by 5 April, the result equals the familiar formula FV = P × ((1 + r)^n − 1) ÷ r × (1 + r).",
    `PPF is exempt at every stage: deposits qualify for the deduction under ${SECTION_80C} in the old regime, and the interest and the maturity value are tax-free in both regimes.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much will ₹1.5 lakh a year in PPF give after 15 years?",
      answer: `At ${NOTIFIED_RATE}, with the ₹1,50,000 deposited by 5 April each year, the account is worth ₹40,68,209 at maturity: ₹22,50,000 of your deposits and ₹18,18,209 of interest. Paying ₹12,500 by the 5th of each month instead gives ₹39,44,599, because each instalment earns interest for fewer months.`,
    },
    {
      question: "How is PPF interest calculated?",
      answer:
        "For each calendar month, on the lowest balance between the close of the 5th day and the end of the month, at a twelfth of the yearly rate. The twelve months' interest is credited on 31 March. A ₹1,50,000 deposit made by 5 April earns interest for all twelve months: ₹10,650 in the first year at 7.1%.",
    },
    {
      question: "What is the current PPF interest rate?",
      answer: `${NOTIFIED_RATE} a year, the rate notified for ${PPF_RATE.period} by the Ministry of Finance; it has been ${NOTIFIED_RATE} in every quarter since 1 April 2020. The rate is reviewed every quarter and a new rate applies to the whole balance, not only to new deposits. Change the rate field to see the effect of a different rate.`,
    },
    {
      question: "Can I extend my PPF account after 15 years?",
      answer:
        "Yes, in blocks of five years, as many times as you like. To keep depositing you must apply within a year of maturity; then you may withdraw up to 60% of the balance at the start of each block. If you do nothing, the account continues without deposits and keeps earning interest, and you may withdraw from it once a year. ₹1,50,000 a year for 20 years at 7.1% grows to ₹66,58,288.",
    },
    {
      question: "Is PPF tax-free in the new tax regime?",
      answer: `The interest and the maturity amount are tax-free in both regimes. Only the deduction for the deposit, under ${SECTION_80C}, is lost in the new regime. From tax year 2026-27 the Income-tax Act, 2025 carries these rules over under its own section numbers.`,
    },
    {
      question: "Can I deposit more than ₹1.5 lakh a year?",
      answer:
        "No. ₹1,50,000 is the limit for each financial year, counting your own account and any PPF account you hold for a minor together. An amount above the limit earns no interest, gets no tax deduction and is returned to you.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "देखें कि लोक भविष्य निधि (PPF) में आपकी जमा 7.1% ब्याज से 15 साल बाद मैच्योरिटी पर, या 5-5 साल बढ़ाने के बाद, कितनी हो जाती है, PPF योजना, 2019 के तहत हर साल के ब्याज के साथ।",
  keywords:
    "PPF कैलकुलेटर, लोक भविष्य निधि, PPF ब्याज दर 7.1%, PPF मैच्योरिटी राशि, PPF 5 साल का विस्तार, PPF योजना 2019, डाकघर PPF, धारा 80C, धारा 123, कर-मुक्त ब्याज",
  groupDeposits: "आपकी जमा",
  groupHowLong: "कितने साल",
  period: PERIOD_HI,
  yearly: "हर वित्तीय वर्ष में जमा",
  yearlyHelp: (minimum: number, multiple: number) => `साल में ₹${minimum} से ₹1,50,000 तक (अप्रैल से मार्च), ₹${multiple} के गुणक में, एक बार में या किस्तों में।`,
  rate: "ब्याज दर, % सालाना",
  rateHelp: (rate: string, period: string) =>
    `${period} के लिए अधिसूचित दर ${rate} है, जो जाँची गई सबसे नई तिमाही है। सरकार हर तिमाही दर तय करती है; यह कैलकुलेटर हर साल एक ही दर लेता है।`,
  years: "पैसा निकालने तक के साल",
  yearsHelp: (maturity: number, plusFive: number, plusTen: number, block: number) =>
    `खाता ${maturity} पूरे वित्तीय वर्षों के बाद मैच्योर होता है। ${maturity} दर्ज करें, या ${block}-${block} साल के विस्तार के लिए ${plusFive}, ${plusTen} …।`,
  extension: "विस्तार के दौरान",
  extensionOptions: { with: "जमा जारी रखें", without: "आगे कोई जमा नहीं" },
  extensionHelp: "जमा जारी रखने के लिए मैच्योरिटी के एक साल के भीतर डाकघर या बैंक में आवेदन करें; वरना खाता बिना जमा के चलता रहता है और उस पर ब्याज मिलता रहता है।",
  timing: "आप कब जमा करते हैं",
  timingOptions: { april: "पूरी राशि 5 अप्रैल तक", monthly: "हर महीने की 5 तारीख तक बारहवाँ हिस्सा" },
  timingHelp: "5 तारीख तक की गई जमा पर उसी महीने का ब्याज मिलता है; बाद में की गई जमा पर अगले महीने से।",
  yearsError: (maturity: number, block: number, choices: readonly number[]) =>
    `PPF खाता ${maturity} साल चलता है, फिर ${block}-${block} साल के विस्तार में: ${choices.join(" या ")} दर्ज करें।`,
  depositMonthly: (monthly: string, yearly: string) => `हर महीने की 5 तारीख तक ${monthly} (साल में ${yearly})`,
  depositApril: (yearly: string) => `हर साल 5 अप्रैल तक ${yearly}`,
  termMaturity: (years: number) => `${years} साल तक जमा करने पर`,
  extendedTimes: (blocks: number, block: number) => (blocks === 1 ? `एक बार ${block} साल बढ़ाकर` : `${blocks} बार ${block}-${block} साल बढ़ाकर`),
  termWith: (years: number, maturity: number, extended: string) => `${years} साल तक (${maturity} साल मैच्योरिटी तक, फिर ${extended}) जमा करने पर`,
  termWithout: (maturity: number, more: number, extended: string) =>
    `${maturity} साल तक जमा करने और फिर बिना जमा के ${more} साल और ब्याज कमाने देने पर (${extended})`,
  summary: (deposit: string, term: string, rate: string, maturity: string, invested: string, interest: string) =>
    `${deposit}, ${term}, ${rate} ब्याज से, आपका PPF खाता ${maturity} हो जाता है: ${invested} जमा और ${interest} ब्याज, सब कर-मुक्त।`,
  columnYear: "वर्ष",
  columnOpening: "शुरुआती बैलेंस",
  columnDeposit: "जमा",
  columnInterest: "ब्याज",
  columnClosing: "अंतिम बैलेंस",
  tableCaption: "आपका PPF खाता, वर्ष-दर-वर्ष",
  chartTitle: "PPF बैलेंस और जमा की गई राशि, वर्ष-दर-वर्ष",
  groupAfter: (years: number) => `${years} साल बाद आपका PPF खाता`,
  groupMaturity: "मैच्योरिटी पर आपका PPF खाता",
  invested: "जमा की गई राशि",
  interest: "कुल ब्याज",
  valueAfter: (years: number) => `${years} साल बाद मूल्य`,
  maturity: "मैच्योरिटी राशि",
  groupRate: "दर",
  notifiedRate: "अधिसूचित दर",
  notifiedRateValue: (rate: string, period: string) => `${period} के लिए ${rate}`,
  rateUsed: "यहाँ ली गई दर",
  breakdownTitle: `PPF मैच्योरिटी राशि: ${SCHEME_HI}`,
  stepDepositMonthly: (monthly: string) => `हर साल की जमा, हर महीने की 5 तारीख तक बारहवाँ हिस्सा (${monthly})`,
  stepDepositApril: "हर साल की जमा, पूरी 5 अप्रैल तक",
  stepRateNotified: (period: string) => `ब्याज दर: ${period} के लिए अधिसूचित दर`,
  stepRateEntered: (period: string, rate: string) => `आपकी दर्ज की गई ब्याज दर (${period} के लिए अधिसूचित: ${rate})`,
  stepRateText: (rate: string) => `${rate} सालाना`,
  rateReference:
    "वित्त मंत्रालय, आर्थिक कार्य विभाग (बजट प्रभाग), कार्यालय ज्ञापन सं. 1/4/2019-NS, 31 दिसंबर 2025: वित्तीय वर्ष 2025-26 की चौथी तिमाही (1 जनवरी से 31 मार्च 2026) की दरें तीसरी तिमाही जैसी ही",
  stepMonthlyInterest: "हर महीने का ब्याज 5 तारीख के बाद के सबसे कम बैलेंस पर, दर के बारहवें हिस्से से, 31 मार्च को जुड़ता है",
  stepMonthlyInterestText: "साल में एक बार चक्रवृद्धि",
  interestRule: `${SCHEME_HI}: हर कैलेंडर महीने का ब्याज, पाँचवें दिन की समाप्ति से महीने के अंत तक के सबसे कम बैलेंस पर, सालाना दर के बारहवें हिस्से से, हर वित्तीय वर्ष के अंत में खाते में जमा`,
  stepYear1Monthly: (monthly: string, yearly: string, rate: string) => `वर्ष 1 का ब्याज: बारह महीनों के बैलेंस (${monthly} से ${yearly}) × ${rate} ÷ 12`,
  stepYear1April: (yearly: string, rate: string) => `वर्ष 1 का ब्याज: ${yearly} × ${rate}, हर महीने के बैलेंस में अप्रैल की जमा शामिल`,
  stepMaturityYears: (years: number) => `${years} पूरे वित्तीय वर्षों के बाद मैच्योरिटी`,
  stepMaturityYearsText: "खाता खोलने वाले साल के अंत से गिने जाते हैं",
  stepExtended: (blocks: number, block: number, withDeposits: boolean) =>
    `${blocks === 1 ? `${block} साल का एक विस्तार` : `${block}-${block} साल के ${blocks} विस्तार`}, ${withDeposits ? "जमा के साथ" : "बिना जमा के"}`,
  stepExtendedText: (years: number) => `कुल ${years} साल`,
  stepInvested: (years: number, yearly: string) => `जमा की गई राशि: ${years} × ${yearly}`,
  stepInvestedReference: "तालिका के जमा वाले कॉलम का जोड़",
  stepInterest: "सभी वर्षों में मिला ब्याज",
  stepInterestReference: "तालिका के ब्याज वाले कॉलम का जोड़: हर साल का ब्याज पूरे रुपये तक, पूर्णांकन इस तरह बाँटा गया कि कॉलम का जोड़ ठीक कुल राशि के बराबर हो",
  stepValueAfter: (years: number) => `${years} साल बाद मूल्य: जमा + ब्याज`,
  stepMaturity: "मैच्योरिटी राशि: जमा + ब्याज",
  stepFormulaReference: (yearly: string, rate: string, years: number) =>
    `राशि = P × ((1 + r)^n − 1) ÷ r × (1 + r), जहाँ P = ${yearly}, r = ${rate}, n = ${years}: हर जमा 5 अप्रैल तक होने पर ब्याज का नियम`,
  stepCarriedReference: "साल-दर-साल आगे ले जाया गया बैलेंस, हर साल का ब्याज 31 मार्च को जुड़ा (अंतिम बैलेंस वाला कॉलम)",
  stepTax: "ब्याज और मैच्योरिटी राशि पर टैक्स",
  stepTaxText: "कोई नहीं (छूट)",
  taxTreatment: `आयकर अधिनियम, 1961, धारा 80C (जमा, सिर्फ़ पुरानी कर व्यवस्था) और धारा 10(11) (ब्याज और निकासी पर छूट); कर वर्ष 2026-27 से आयकर अधिनियम, 2025, धारा ${SECTION_80C_2025_NUMBER} और धारा 10(11) के अनुरूप प्रावधान`,
  noteRate: (rate: string, period: string) =>
    `PPF की दरें हर तिमाही तय होती हैं और पूरे बैलेंस पर लागू होती हैं। ${period} के लिए ${rate} अधिसूचित हुई, जो यहाँ जाँची गई सबसे नई तिमाही है, और यही दर 1 अप्रैल 2020 से हर तिमाही लागू रही है। आगे की तिमाहियों में दर अलग हो सकती है; यह कैलकुलेटर हर साल आपकी दर्ज की गई दर से हिसाब लगाता है।`,
  noteFirstYear: (deposits: number) =>
    `वर्ष 1 खाता खोलने के बाद का पहला पूरा वित्तीय वर्ष है। खाता खोलने वाले साल में की गई जमा, जिसकी योजना अनुमति भी देती है (कुल ${deposits} सालाना जमा तक), यहाँ नहीं गिनी गई है।`,
  noteTax: `PPF हर चरण पर टैक्स से मुक्त है: जमा राशि सिर्फ़ पुरानी कर व्यवस्था में ${SECTION_80C_HI} की ₹1,50,000 की कटौती में गिनी जाती है (नई कर व्यवस्था में इसकी कोई कटौती नहीं मिलती), और ब्याज व मैच्योरिटी राशि दोनों कर व्यवस्थाओं में धारा 10(11) के तहत कर-मुक्त हैं। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 ये नियम अपनी धारा संख्याओं के तहत रखता है।`,
  noteLoans:
    "लोन (खाता खोलने वाले साल के बाद दूसरे से पाँचवें साल में) और निकासी (छठे साल से साल में एक बार) बैलेंस घटाते हैं, इसलिए आँकड़े मानते हैं कि आप इनमें से कुछ नहीं लेते। मैच्योरिटी से पहले खाता बंद करना सिर्फ़ पाँच पूरे साल बाद, योजना में बताए कारणों से, और 1% कम ब्याज के साथ ही हो सकता है।",
  noteTwelfth: (yearly: string, twelfth: string, multiple: number) =>
    `${yearly} का बारहवाँ हिस्सा ${twelfth} है। जमा ₹${multiple} के गुणक में होती है, इसलिए आपकी मासिक राशियाँ थोड़ी अलग होंगी; आँकड़े बराबर बारहवें हिस्से मानते हैं।`,
  noteWithout:
    "बिना जमा के जारी खाता आगे भी बिना जमा के ही माना गया है (1968 की योजना का नियम; 2019 की योजना को भी यहाँ इसी तरह पढ़ा गया है), इसलिए हर विस्तार बिना जमा का है। बैलेंस पर ब्याज मिलता रहता है, और आप साल में एक बार कितनी भी राशि निकाल सकते हैं।",
  noteWith: "जमा के साथ विस्तार में आप विस्तार की शुरुआत के बैलेंस का 60% तक, पाँच साल में एक या ज़्यादा बार में, निकाल सकते हैं; आँकड़े मानते हैं कि आप कुछ नहीं निकालते।",
  explanation: [
    "लोक भविष्य निधि (PPF) भारत सरकार की गारंटी वाला बचत खाता है, जिसे डाकघर और बैंक लोक भविष्य निधि योजना, 2019 के तहत चलाते हैं (सरकारी बचत संवर्धन अधिनियम, 1873 की धारा 3A के तहत बनी)। आप हर वित्तीय वर्ष में ₹500 से ₹1,50,000 तक, ₹50 के गुणक में, एक बार में या किस्तों में जमा करते हैं। खाता खोलने वाले साल के अंत से गिने गए पंद्रह पूरे वित्तीय वर्षों के बाद खाता मैच्योर होता है, और फिर आप इसे पाँच-पाँच साल के लिए, आगे जमा के साथ या बिना, बढ़ा सकते हैं।",
    `ब्याज दर सरकार हर तिमाही तय करती है (${PERIOD_HI} के लिए ${NOTIFIED_RATE}) और यह पूरे बैलेंस पर लागू होती है। ब्याज हर महीने 5 तारीख की समाप्ति से महीने के अंत तक के सबसे कम बैलेंस पर निकाला जाता है, और साल में एक बार, 31 मार्च को, खाते में जुड़ता है, इसलिए यह सालाना चक्रवृद्धि होता है। 5 तारीख तक जमा पैसे पर उसी महीने का ब्याज मिलता है; 6 तारीख को जमा पैसा अगले महीने तक इंतज़ार करता है। इसीलिए 5 अप्रैल तक की गई सालाना जमा पर सबसे ज़्यादा ब्याज मिलता है।`,
    "यह कैलकुलेटर इसी नियम से खाते को साल-दर-साल चलाता है, हर साल आपकी दर्ज की गई दर से, और हर साल का शुरुआती बैलेंस, जमा, ब्याज और अंतिम बैलेंस दिखाता है। पूरी जमा 5 अप्रैल तक होने पर नतीजा जाने-माने सूत्र, राशि = P × ((1 + r)^n − 1) ÷ r × (1 + r), के बराबर होता है।",
    `PPF हर चरण पर टैक्स से मुक्त है: जमा राशि पुरानी कर व्यवस्था में ${SECTION_80C_HI} की कटौती में गिनी जाती है, और ब्याज व मैच्योरिटी राशि दोनों कर व्यवस्थाओं में कर-मुक्त हैं।`,
  ],
  faq: [
    {
      question: "PPF में हर साल ₹1.5 लाख जमा करने पर 15 साल बाद कितना मिलेगा?",
      answer: `${NOTIFIED_RATE} पर, हर साल 5 अप्रैल तक ₹1,50,000 जमा करने पर मैच्योरिटी पर खाते में ₹40,68,209 होंगे: ₹22,50,000 आपकी जमा और ₹18,18,209 ब्याज। इसकी जगह हर महीने की 5 तारीख तक ₹12,500 जमा करने पर ₹39,44,599 मिलते हैं, क्योंकि हर किस्त पर कम महीनों का ब्याज मिलता है।`,
    },
    {
      question: "PPF का ब्याज कैसे निकाला जाता है?",
      answer:
        "हर कैलेंडर महीने के लिए, 5 तारीख की समाप्ति से महीने के अंत तक के सबसे कम बैलेंस पर, सालाना दर के बारहवें हिस्से से। बारह महीनों का ब्याज 31 मार्च को खाते में जुड़ता है। 5 अप्रैल तक जमा किए गए ₹1,50,000 पर पूरे बारह महीनों का ब्याज मिलता है: 7.1% पर पहले साल ₹10,650।",
    },
    {
      question: "PPF की अभी ब्याज दर क्या है?",
      answer: `${NOTIFIED_RATE} सालाना, जो वित्त मंत्रालय ने ${PERIOD_HI} के लिए अधिसूचित की है; यह 1 अप्रैल 2020 से हर तिमाही ${NOTIFIED_RATE} रही है। दर की हर तिमाही समीक्षा होती है और नई दर पूरे बैलेंस पर लागू होती है, सिर्फ़ नई जमा पर नहीं। किसी दूसरी दर का असर देखने के लिए दर वाला फ़ील्ड बदलें।`,
    },
    {
      question: "क्या मैं 15 साल बाद अपना PPF खाता बढ़ा सकता हूँ?",
      answer:
        "हाँ, पाँच-पाँच साल के लिए, जितनी बार चाहें। जमा जारी रखने के लिए मैच्योरिटी के एक साल के भीतर आवेदन करना होता है; तब हर विस्तार की शुरुआत के बैलेंस का 60% तक निकाला जा सकता है। अगर आप कुछ नहीं करते, तो खाता बिना जमा के चलता रहता है, उस पर ब्याज मिलता रहता है, और आप साल में एक बार उससे पैसा निकाल सकते हैं। 7.1% पर 20 साल तक हर साल ₹1,50,000 जमा करने पर ₹66,58,288 हो जाते हैं।",
    },
    {
      question: "क्या नई कर व्यवस्था में PPF कर-मुक्त है?",
      answer: `ब्याज और मैच्योरिटी राशि दोनों कर व्यवस्थाओं में कर-मुक्त हैं। नई कर व्यवस्था में सिर्फ़ जमा पर ${SECTION_80C_HI} की कटौती नहीं मिलती। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 ये नियम अपनी धारा संख्याओं के तहत जारी रखता है।`,
    },
    {
      question: "क्या मैं साल में ₹1.5 लाख से ज़्यादा जमा कर सकता हूँ?",
      answer:
        "नहीं। हर वित्तीय वर्ष की सीमा ₹1,50,000 है, जिसमें आपका अपना खाता और किसी नाबालिग के लिए आपका रखा PPF खाता, दोनों मिलाकर गिने जाते हैं। सीमा से ऊपर की राशि पर न ब्याज मिलता है, न टैक्स कटौती, और वह आपको लौटा दी जाती है।",
    },
  ],
};

export const PPF_TEXT: Catalogues<typeof en> = { en, hi };
