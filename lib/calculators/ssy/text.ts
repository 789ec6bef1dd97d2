import { SSY_RATE } from "@/lib/finance/ssy";
import { formatPercent } from "@/lib/format";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { TimingChoice } from "../ppf/fields";
import { plural } from "../ppf/savings-schedule";
import { ssyMeta } from "./meta";

/*
 * Every word the Sukanya Samriddhi calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const SECTION_80C_2025 = sectionOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
const SECTION_80C_HI = `धारा ${SECTION_80C_2025.replace(/^section /, "")} (1961 के अधिनियम की धारा 80C)`;
const NOTIFIED_RATE = formatPercent(SSY_RATE.value);
const PERIOD_HI = "वित्तीय वर्ष 2025-26 की चौथी तिमाही (1 जनवरी से 31 मार्च 2026)";
const SCHEME = "Sukanya Samriddhi Account Scheme, 2019 (G.S.R. 914(E) of 12 December 2019)";
const SCHEME_HI = "सुकन्या समृद्धि खाता योजना, 2019 (G.S.R. 914(E), 12 दिसंबर 2019)";

const en = {
  description: ssyMeta.description,
  keywords: ssyMeta.keywords,
  groupDeposits: "Your deposits",
  groupHowLong: "How long",
  /** The quarter the notified rate covers. */
  period: SSY_RATE.period,
  yearly: "Deposit each financial year",
  yearlyHelp: (minimum: number, multiple: number) =>
    `₹${minimum} to ₹1,50,000 a year (April to March), in multiples of ₹${multiple}, in one go or in parts.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: string, period: string, years: number) =>
    `${rate} is the rate notified for ${period}, the latest quarter checked. The government resets it every quarter; the calculator applies one rate to all ${years} years.`,
  depositYears: "Years of deposits",
  depositYearsHelp: (years: number, maturity: number) =>
    `Deposits are allowed for ${years} years from opening (14 under the 2014 rules); the account then earns interest without deposits until it matures at ${maturity} years.`,
  timing: "When you deposit",
  timingOptions: { april: "All of it by 5 April", monthly: "A twelfth by the 5th of each month" } as Readonly<Record<TimingChoice, string>>,
  timingHelp: "A deposit made by the 5th earns interest for that month; one made later waits until the next month.",
  yearsCount: (count: number) => plural(count, "year"),
  depositMonthly: (monthly: string, yearly: string) => `${monthly} by the 5th of every month (${yearly} a year)`,
  depositApril: (yearly: string) => `${yearly} by 5 April every year`,
  summary: (deposit: string, years: string, rate: string, maturity: string, maturityYears: number, invested: string, interest: string) =>
    `Depositing ${deposit} for ${years} at ${rate}, the Sukanya Samriddhi account pays ${maturity} when it matures ${maturityYears} years after opening: ${invested} deposited and ${interest} interest, all of it tax-free.`,
  columnYear: "Year",
  columnOpening: "Opening balance",
  columnDeposit: "Deposit",
  columnInterest: "Interest",
  columnClosing: "Closing balance",
  tableCaption: "The Sukanya Samriddhi account, year by year",
  chartTitle: "Sukanya Samriddhi balance against the amount deposited, year by year",
  groupMaturity: (years: number) => `At maturity, after ${years} years`,
  invested: "Amount deposited",
  interest: "Interest earned",
  maturity: "Maturity value",
  groupRate: "Rate",
  notifiedRate: "Rate notified",
  notifiedRateValue: (rate: string, period: string) => `${rate} for ${period}`,
  rateUsed: "Rate used here",
  breakdownTitle: `Sukanya Samriddhi maturity value: ${SCHEME}`,
  stepDepositMonthly: (monthly: string) => `Deposit each year, a twelfth (${monthly}) by the 5th of each month`,
  stepDepositApril: "Deposit each year, all of it by 5 April",
  stepRateNotified: (period: string) => `Interest rate: the rate notified for ${period}`,
  stepRateEntered: (period: string, rate: string) => `Interest rate you entered (notified for ${period}: ${rate})`,
  stepRateText: (rate: string) => `${rate} a year`,
  rateReference: SSY_RATE.reference,
  stepMonthlyInterest: "Interest for each month on the lowest balance after the 5th, at a twelfth of the rate, added on 31 March",
  stepMonthlyInterestText: "compounds once a year",
  /** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
  interestRule: `${SCHEME}: interest for each calendar month on the lowest balance between the close of the fifth day and the end of the month, at a twelfth of the yearly rate, credited at the end of each financial year`,
  stepYear1Monthly: (monthly: string, yearly: string, rate: string) =>
    `Year 1 interest: the twelve month balances (${monthly} to ${yearly}) × ${rate} ÷ 12`,
  stepYear1April: (yearly: string, rate: string) => `Year 1 interest: ${yearly} × ${rate}, every month's balance holding the April deposit`,
  stepBalanceAfter: (years: string) => `Balance after ${years} of deposits`,
  youChose: (reference: string, years: string) => `${reference}; you chose ${years}`,
  stepIdle: (count: number) => `${plural(count, "more year")} of interest without deposits, to maturity`,
  stepInvested: (years: number, yearly: string) => `Amount deposited: ${years} × ${yearly}`,
  stepInvestedReference: "Sum of the Deposit column of the table",
  stepInterest: "Interest earned over the years",
  stepInterestReference:
    "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
  stepMaturity: (years: number) => `Maturity value after ${years} years: deposits + interest`,
  stepMaturityAprilReference: (maturityYears: number, yearly: string, rate: string, depositYears: number) =>
    `P × ((1 + r)^d − 1) ÷ r × (1 + r) × (1 + r)^(${maturityYears} − d), with P = ${yearly}, r = ${rate}, d = ${depositYears}: the interest rule with every deposit made by 5 April`,
  stepMaturityMonthlyReference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
  stepTax: "Tax on the interest and the maturity value",
  stepTaxText: "none (exempt)",
  taxTreatment: `Income-tax Act, 1961, s.80C (deposits, old regime only) and s.10(11A) (interest and payments from the account exempt); from tax year 2026-27, Income-tax Act, 2025, ${SECTION_80C_2025} and the counterpart of s.10(11A)`,
  noteRate: (rate: string, period: string, years: number) =>
    `Sukanya Samriddhi rates are set every quarter and apply to the whole balance. ${rate} was notified for ${period}, the latest quarter checked here, and has applied since 1 January 2024 (8% from April to December 2023). Later quarters may differ; the calculator projects all ${years} years at the rate you enter.`,
  noteOpening:
    "The account is taken to open at the start of a financial year, so each year here is a financial year and the 21st ends at maturity. Opened later in a year, the first and last years are part-years and the figures shift a little.",
  noteTax: `The scheme is exempt at every stage: deposits count towards the ₹1,50,000 deduction of ${SECTION_80C} in the old regime only, and the interest and the maturity value are tax-free under section 10(11A) in both regimes. From tax year 2026-27 the Income-tax Act, 2025 carries these rules under its own section numbers.`,
  noteWithdrawal:
    "Once your daughter turns 18 or passes class 10, whichever comes first, up to half of the balance at the end of the previous financial year can be withdrawn for her education, and the account can be closed early for her marriage after 18. The figures assume the account runs the full 21 years untouched.",
  note14Years: (years: number) =>
    `Deposits for 14 years, as under the Sukanya Samriddhi Account Rules, 2014; under the 2019 scheme deposits run for ${years} years from opening.`,
  noteDefault: (years: string, minimum: number) =>
    `Deposits for ${years}: a year within the deposit period without the ₹${minimum} minimum puts the account in default. It still earns interest, as shown, and can be revived by paying the minimum for each year missed plus a ₹50 penalty for each.`,
  noteTwelfth: (yearly: string, twelfth: string, multiple: number) =>
    `A twelfth of ${yearly} is ${twelfth}. Deposits are made in multiples of ₹${multiple}, so your monthly amounts would differ a little; the figures assume equal twelfths.`,
  explanation: [
    "Sukanya Samriddhi is a savings account for a girl child, backed by the Government of India and run by post offices and banks under the Sukanya Samriddhi Account Scheme, 2019 (made under section 3A of the Government Savings Promotion Act, 1873). A parent or guardian opens it before the girl turns 10: one account for each girl and at most two in a family, more only for twins or triplets.",
    "You deposit between ₹250 and ₹1,50,000 in each financial year, in multiples of ₹50, for fifteen years from opening. The account matures twenty-one years from opening, so for the last six years the balance earns interest with no deposits at all.",
    `Interest is set by the Government every quarter (${NOTIFIED_RATE} for ${SSY_RATE.period}) and applies to the whole balance. It is worked out for each month on the lowest balance between the close of the 5th and the end of the month, and credited once a year at the end of the financial year, so it compounds yearly. The calculator runs the account year by year under that rule, at the rate you enter for every year.`,
    `The scheme is exempt at every stage: deposits qualify for the deduction under ${SECTION_80C} in the old regime, and the interest and the maturity amount are tax-free in both regimes.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much will I get from Sukanya Samriddhi if I deposit ₹1.5 lakh a year?",
      answer: `At ${NOTIFIED_RATE}, with ₹1,50,000 deposited by 5 April in each of the 15 deposit years, the account pays ₹71,82,119 at maturity after 21 years: ₹22,50,000 of deposits and ₹49,32,119 of interest. ₹1,00,000 a year gives ₹47,88,079.`,
    },
    {
      question: "For how many years do I have to deposit?",
      answer:
        'For fifteen years from the date of opening. The account then keeps earning interest until it matures twenty-one years from opening. Accounts opened under the earlier 2014 rules counted fourteen years of deposits; enter 14 in "Years of deposits" to see that case.',
    },
    {
      question: "What is the current Sukanya Samriddhi interest rate?",
      answer: `${NOTIFIED_RATE} a year, the rate notified for ${SSY_RATE.period} by the Ministry of Finance; it has been ${NOTIFIED_RATE} since 1 January 2024. The rate is reviewed every quarter and a new rate applies to the whole balance.`,
    },
    {
      question: "Can money be withdrawn before maturity?",
      answer:
        "Once the girl turns 18 or passes class 10, up to half of the balance at the end of the previous financial year can be withdrawn for her education. The account can be closed early for her marriage after 18, on her death, or on compassionate grounds such as a life-threatening illness.",
    },
    {
      question: "What if I miss a year's deposit?",
      answer:
        "A year without the ₹250 minimum puts the account in default. You can revive it during the deposit period by paying the minimum for each year missed and a penalty of ₹50 for each. The balance keeps earning interest meanwhile.",
    },
    {
      question: "Is Sukanya Samriddhi tax-free?",
      answer: `Yes. The interest and the maturity amount are tax-free in both regimes; the deposits also qualify for the ₹1,50,000 deduction under ${SECTION_80C} if you choose the old regime. From tax year 2026-27 the Income-tax Act, 2025 carries these rules over under its own section numbers.`,
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description: "जानें कि आपकी बेटी का सुकन्या समृद्धि खाता 15 साल की जमा पर 8.2% ब्याज से 21 साल बाद मैच्योरिटी पर कितना देगा, साथ में हर साल का बैलेंस।",
  keywords:
    "SSY कैलकुलेटर, सुकन्या समृद्धि योजना, सुकन्या समृद्धि खाता योजना 2019, SSY ब्याज दर 8.2%, SSY मैच्योरिटी राशि, बेटी के लिए बचत, धारा 80C, धारा 123, कर-मुक्त, डाकघर",
  groupDeposits: "आपकी जमा",
  groupHowLong: "कितने साल",
  period: PERIOD_HI,
  yearly: "हर वित्तीय वर्ष में जमा",
  yearlyHelp: (minimum: number, multiple: number) => `साल में ₹${minimum} से ₹1,50,000 तक (अप्रैल से मार्च), ₹${multiple} के गुणक में, एक बार में या किस्तों में।`,
  rate: "ब्याज दर, % सालाना",
  rateHelp: (rate: string, period: string, years: number) =>
    `${period} के लिए अधिसूचित दर ${rate} है, जो जाँची गई सबसे नई तिमाही है। सरकार हर तिमाही दर तय करती है; यह कैलकुलेटर सभी ${years} साल एक ही दर लेता है।`,
  depositYears: "जमा के साल",
  depositYearsHelp: (years: number, maturity: number) =>
    `खाता खुलने से ${years} साल तक जमा की जा सकती है (2014 के नियमों में 14 साल); उसके बाद ${maturity} साल पर मैच्योरिटी तक खाते पर बिना जमा के ब्याज मिलता रहता है।`,
  timing: "आप कब जमा करते हैं",
  timingOptions: { april: "पूरी राशि 5 अप्रैल तक", monthly: "हर महीने की 5 तारीख तक बारहवाँ हिस्सा" },
  timingHelp: "5 तारीख तक की गई जमा पर उसी महीने का ब्याज मिलता है; बाद में की गई जमा पर अगले महीने से।",
  yearsCount: (count: number) => `${count} साल`,
  depositMonthly: (monthly: string, yearly: string) => `हर महीने की 5 तारीख तक ${monthly} (साल में ${yearly})`,
  depositApril: (yearly: string) => `हर साल 5 अप्रैल तक ${yearly}`,
  summary: (deposit: string, years: string, rate: string, maturity: string, maturityYears: number, invested: string, interest: string) =>
    `${years} तक ${deposit} जमा करने पर, ${rate} ब्याज से, सुकन्या समृद्धि खाता खुलने के ${maturityYears} साल बाद मैच्योरिटी पर ${maturity} देगा: ${invested} जमा और ${interest} ब्याज, सब कर-मुक्त।`,
  columnYear: "वर्ष",
  columnOpening: "शुरुआती बैलेंस",
  columnDeposit: "जमा",
  columnInterest: "ब्याज",
  columnClosing: "अंतिम बैलेंस",
  tableCaption: "सुकन्या समृद्धि खाता, वर्ष-दर-वर्ष",
  chartTitle: "सुकन्या समृद्धि बैलेंस और जमा की गई राशि, वर्ष-दर-वर्ष",
  groupMaturity: (years: number) => `मैच्योरिटी पर, ${years} साल बाद`,
  invested: "जमा की गई राशि",
  interest: "कुल ब्याज",
  maturity: "मैच्योरिटी राशि",
  groupRate: "दर",
  notifiedRate: "अधिसूचित दर",
  notifiedRateValue: (rate: string, period: string) => `${period} के लिए ${rate}`,
  rateUsed: "यहाँ ली गई दर",
  breakdownTitle: `सुकन्या समृद्धि मैच्योरिटी राशि: ${SCHEME_HI}`,
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
  stepBalanceAfter: (years: string) => `${years} की जमा के बाद बैलेंस`,
  youChose: (reference: string, years: string) => `${reference}; आपने ${years} चुने`,
  stepIdle: (count: number) => `मैच्योरिटी तक ${count} साल और, बिना जमा के ब्याज`,
  stepInvested: (years: number, yearly: string) => `जमा की गई राशि: ${years} × ${yearly}`,
  stepInvestedReference: "तालिका के जमा वाले कॉलम का जोड़",
  stepInterest: "सभी वर्षों में मिला ब्याज",
  stepInterestReference: "तालिका के ब्याज वाले कॉलम का जोड़: हर साल का ब्याज पूरे रुपये तक, पूर्णांकन इस तरह बाँटा गया कि कॉलम का जोड़ ठीक कुल राशि के बराबर हो",
  stepMaturity: (years: number) => `${years} साल बाद मैच्योरिटी राशि: जमा + ब्याज`,
  stepMaturityAprilReference: (maturityYears: number, yearly: string, rate: string, depositYears: number) =>
    `P × ((1 + r)^d − 1) ÷ r × (1 + r) × (1 + r)^(${maturityYears} − d), जहाँ P = ${yearly}, r = ${rate}, d = ${depositYears}: हर जमा 5 अप्रैल तक होने पर ब्याज का नियम`,
  stepMaturityMonthlyReference: "साल-दर-साल आगे ले जाया गया बैलेंस, हर साल का ब्याज 31 मार्च को जुड़ा (अंतिम बैलेंस वाला कॉलम)",
  stepTax: "ब्याज और मैच्योरिटी राशि पर टैक्स",
  stepTaxText: "कोई नहीं (छूट)",
  taxTreatment: `आयकर अधिनियम, 1961, धारा 80C (जमा, सिर्फ़ पुरानी कर व्यवस्था) और धारा 10(11A) (ब्याज और खाते से भुगतान पर छूट); कर वर्ष 2026-27 से आयकर अधिनियम, 2025, धारा ${SECTION_80C_2025.replace(/^section /, "")} और धारा 10(11A) के अनुरूप प्रावधान`,
  noteRate: (rate: string, period: string, years: number) =>
    `सुकन्या समृद्धि की दरें हर तिमाही तय होती हैं और पूरे बैलेंस पर लागू होती हैं। ${period} के लिए ${rate} अधिसूचित हुई, जो यहाँ जाँची गई सबसे नई तिमाही है, और यही दर 1 जनवरी 2024 से लागू है (अप्रैल से दिसंबर 2023 तक 8%)। आगे की तिमाहियों में दर अलग हो सकती है; यह कैलकुलेटर सभी ${years} साल आपकी दर्ज की गई दर से हिसाब लगाता है।`,
  noteOpening:
    "माना गया है कि खाता वित्तीय वर्ष की शुरुआत में खुलता है, इसलिए यहाँ हर साल एक वित्तीय वर्ष है और 21वाँ साल मैच्योरिटी पर खत्म होता है। साल के बीच में खुलने पर पहला और आखिरी साल अधूरे होते हैं और आँकड़े थोड़े बदल जाते हैं।",
  noteTax: `यह योजना हर चरण पर टैक्स से मुक्त है: जमा राशि सिर्फ़ पुरानी कर व्यवस्था में ${SECTION_80C_HI} की ₹1,50,000 की कटौती में गिनी जाती है, और ब्याज व मैच्योरिटी राशि दोनों कर व्यवस्थाओं में धारा 10(11A) के तहत कर-मुक्त हैं। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 ये नियम अपनी धारा संख्याओं के तहत रखता है।`,
  noteWithdrawal:
    "बेटी के 18 साल की होने या दसवीं पास करने पर, जो भी पहले हो, पिछले वित्तीय वर्ष के अंत के बैलेंस का आधा हिस्सा तक उसकी पढ़ाई के लिए निकाला जा सकता है, और 18 साल के बाद उसकी शादी के लिए खाता पहले बंद किया जा सकता है। आँकड़े मानते हैं कि खाता बिना निकासी के पूरे 21 साल चलता है।",
  note14Years: (years: number) => `14 साल तक जमा, जैसा सुकन्या समृद्धि खाता नियम, 2014 में था; 2019 की योजना में खाता खुलने से ${years} साल तक जमा होती है।`,
  noteDefault: (years: string, minimum: number) =>
    `${years} तक जमा: जमा की अवधि में किसी साल ₹${minimum} की न्यूनतम जमा न होने पर खाता डिफ़ॉल्ट में चला जाता है। उस पर ब्याज मिलता रहता है, जैसा यहाँ दिखाया गया है, और हर छूटे साल की न्यूनतम राशि के साथ हर साल के ₹50 जुर्माने से उसे फिर चालू किया जा सकता है।`,
  noteTwelfth: (yearly: string, twelfth: string, multiple: number) =>
    `${yearly} का बारहवाँ हिस्सा ${twelfth} है। जमा ₹${multiple} के गुणक में होती है, इसलिए आपकी मासिक राशियाँ थोड़ी अलग होंगी; आँकड़े बराबर बारहवें हिस्से मानते हैं।`,
  explanation: [
    "सुकन्या समृद्धि बेटी के लिए बचत खाता है, जिसके पीछे भारत सरकार है और जिसे डाकघर और बैंक सुकन्या समृद्धि खाता योजना, 2019 के तहत चलाते हैं (सरकारी बचत संवर्धन अधिनियम, 1873 की धारा 3A के तहत बनी)। माता-पिता या अभिभावक इसे बेटी के 10 साल की होने से पहले खोलते हैं: हर बेटी का एक खाता और एक परिवार में अधिकतम दो, जुड़वाँ या तीन बच्चों के एक साथ जन्म पर ही ज़्यादा।",
    "आप हर वित्तीय वर्ष में ₹250 से ₹1,50,000 तक, ₹50 के गुणक में, खाता खुलने से पंद्रह साल तक जमा करते हैं। खाता खुलने के इक्कीस साल बाद मैच्योर होता है, इसलिए आखिरी छह साल बैलेंस पर बिना किसी जमा के ब्याज मिलता है।",
    `ब्याज दर सरकार हर तिमाही तय करती है (${PERIOD_HI} के लिए ${NOTIFIED_RATE}) और यह पूरे बैलेंस पर लागू होती है। ब्याज हर महीने 5 तारीख की समाप्ति से महीने के अंत तक के सबसे कम बैलेंस पर निकाला जाता है, और साल में एक बार वित्तीय वर्ष के अंत में खाते में जुड़ता है, इसलिए यह सालाना चक्रवृद्धि होता है। यह कैलकुलेटर इसी नियम से खाते को साल-दर-साल चलाता है, हर साल आपकी दर्ज की गई दर से।`,
    `यह योजना हर चरण पर टैक्स से मुक्त है: जमा राशि पुरानी कर व्यवस्था में ${SECTION_80C_HI} की कटौती में गिनी जाती है, और ब्याज व मैच्योरिटी राशि दोनों कर व्यवस्थाओं में कर-मुक्त हैं।`,
  ],
  faq: [
    {
      question: "सुकन्या समृद्धि में हर साल ₹1.5 लाख जमा करने पर कितना मिलेगा?",
      answer: `${NOTIFIED_RATE} पर, जमा के सभी 15 सालों में 5 अप्रैल तक ₹1,50,000 जमा करने पर, खाता 21 साल बाद मैच्योरिटी पर ₹71,82,119 देगा: ₹22,50,000 जमा और ₹49,32,119 ब्याज। साल में ₹1,00,000 जमा करने पर ₹47,88,079 मिलते हैं।`,
    },
    {
      question: "मुझे कितने साल जमा करना होगा?",
      answer:
        'खाता खुलने की तारीख से पंद्रह साल तक। उसके बाद खाते पर मैच्योरिटी तक ब्याज मिलता रहता है, जो खुलने के इक्कीस साल बाद होती है। पहले के 2014 के नियमों में खुले खातों में चौदह साल जमा होती थी; वह हालात देखने के लिए "जमा के साल" में 14 दर्ज करें।',
    },
    {
      question: "सुकन्या समृद्धि की अभी ब्याज दर क्या है?",
      answer: `${NOTIFIED_RATE} सालाना, जो वित्त मंत्रालय ने ${PERIOD_HI} के लिए अधिसूचित की है; यह 1 जनवरी 2024 से ${NOTIFIED_RATE} है। दर की हर तिमाही समीक्षा होती है और नई दर पूरे बैलेंस पर लागू होती है।`,
    },
    {
      question: "क्या मैच्योरिटी से पहले पैसा निकाला जा सकता है?",
      answer:
        "बेटी के 18 साल की होने या दसवीं पास करने पर, पिछले वित्तीय वर्ष के अंत के बैलेंस का आधा हिस्सा तक उसकी पढ़ाई के लिए निकाला जा सकता है। 18 साल के बाद उसकी शादी के लिए, उसकी मृत्यु पर, या जानलेवा बीमारी जैसे करुणा के आधार पर खाता पहले बंद किया जा सकता है।",
    },
    {
      question: "अगर किसी साल जमा छूट जाए तो क्या होगा?",
      answer:
        "किसी साल ₹250 की न्यूनतम जमा न होने पर खाता डिफ़ॉल्ट में चला जाता है। जमा की अवधि के भीतर आप हर छूटे साल की न्यूनतम राशि और हर साल के ₹50 जुर्माने के साथ इसे फिर चालू कर सकते हैं। इस बीच बैलेंस पर ब्याज मिलता रहता है।",
    },
    {
      question: "क्या सुकन्या समृद्धि कर-मुक्त है?",
      answer: `हाँ। ब्याज और मैच्योरिटी राशि दोनों कर व्यवस्थाओं में कर-मुक्त हैं; अगर आप पुरानी कर व्यवस्था चुनते हैं, तो जमा राशि ${SECTION_80C_HI} के तहत ₹1,50,000 की कटौती में भी गिनी जाती है। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 ये नियम अपनी धारा संख्याओं के तहत जारी रखता है।`,
    },
  ],
};

export const SSY_TEXT: Catalogues<typeof en> = { en, hi };
