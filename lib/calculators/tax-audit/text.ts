import { formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { yearLabel } from "@/lib/i18n/year-label";
import type { AuditActivity, AuditScheme, Past44AD } from "@/lib/tax/audit-applicability";
import { PRESCRIBED_FORMS, formAcrossYears, formWithFormer } from "@/lib/tax/forms";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, financialYearLabel, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { taxAuditMeta } from "./meta";

/*
 * Every word the tax-audit calculator (section 44AB) shows, in English and Hindi; the findings
 * themselves come in the page's language from lib/tax/audit-applicability.ts. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const formHi = (name: string) =>
  name
    .replace(/\bForms? /g, "फ़ॉर्म ")
    .replace(/ or /g, " या ")
    .replace(/ with /g, " के साथ ");
const auditReport = PRESCRIBED_FORMS.taxAuditReport;

const en = {
  description: taxAuditMeta.description,
  keywords: taxAuditMeta.keywords,
  groupYear: "Year and activity",
  groupTurnover: "Turnover and cash",
  groupProfit: "Profit declared",
  groupIncome: "Income",
  groupReport: "Audit report",
  activity: "You carry on",
  activityOptions: { business: "A business", profession: "A profession" } as Readonly<Record<AuditActivity, string>>,
  activityHelp:
    "Profession: legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration, film, company secretary, IT and other notified professions.",
  turnover: "Turnover or gross receipts for the year",
  turnoverHelp: "Total sales, turnover or gross receipts of the business or profession, not the profit.",
  cashReceipts: "Receipts in cash, as a % of all receipts",
  cashReceiptsHelp: "All amounts received, including sales. A cheque or draft that is not account-payee counts as cash.",
  cashPayments: "Payments in cash, as a % of all payments",
  cashPaymentsHelp: "All amounts paid, including expenses. A cheque or draft that is not account-payee counts as cash.",
  bizScheme: "How you declare the business profit",
  profScheme: "How you declare the professional income",
  schemeOptions: {
    books: "From the accounts (actual profit)",
    "44AD": "Presumptive, section 44AD",
    "44ADA": "Presumptive, section 44ADA",
    "44AE": "Goods carriages, section 44AE",
  } as Readonly<Record<AuditScheme, string>>,
  profit: "Profit you declare",
  profitHelp: "The income from this business or profession shown in your return.",
  digital: "Part of turnover received digitally",
  digitalHelp: "By account-payee cheque or draft, bank transfer, UPI or card, during the year or by the return due date: 6% applies to it instead of 8%.",
  past44ad: "Section 44AD in the five years before this one",
  past44adOptions: { no: "Not used", used: "Used it, and have kept to it since", optedOut: "Used it, then declared less (opted out)" } as Readonly<
    Record<Past44AD, string>
  >,
  past44adHelp:
    "Declaring less than the presumptive profit within five years of using section 44AD closes the scheme for the next five years (section 44AD(4)).",
  below44ae: "I declare less than the section 44AE income",
  below44aeHelp: "Section 44AE deems ₹1,000 per tonne of gross vehicle weight a month for heavy goods vehicles, ₹7,500 a month for others.",
  income: "Total income",
  incomeHelp: "Your total income from all sources after deductions: compared with the basic exemption limit.",
  reportFiled: "Date the audit report was, or will be, filed (optional)",
  reportFiledHelp:
    "Year first, as YYYY-MM-DD. From tax year 2026-27 a late report costs a fixed fee under section 428(c): ₹75,000 up to a month late, ₹1,50,000 after that.",

  date: (value: string) => formatLongDate(value),
  yearIn: (fy: FinancialYear) => {
    const label = financialYearLabel(fy);
    // "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26" keeps its capitals.
    return isTaxYearUnder2025Act(fy) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  },
  auditReportForm: (fy: FinancialYear) => formWithFormer("taxAuditReport", fy),
  joinClauses: (clauses: readonly string[]) => clauses.join(" and "),
  capitalise: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  yes: "Yes",
  no: "No",
  none: "None",

  digitalTooLarge: (digital: string, turnover: string) =>
    `The part received digitally (${digital}) cannot be more than the turnover (${turnover}): enter at most ${turnover}.`,
  profitTooLarge: (profit: string, business: boolean, turnover: string) =>
    `The profit you declare (${profit}) cannot be more than the ${business ? "turnover" : "gross receipts"} (${turnover}): check the two figures.`,
  reportTooEarly: (opens: string) => `Enter a date from ${opens}: the audit report for the year can be filed only after the year ends.`,
  summaryDigitalTooLarge: (digital: string, turnover: string) =>
    `The part received digitally (${digital}) cannot be more than the turnover (${turnover}): check the two figures.`,
  summaryRequired: (year: string, clauses: string, due: string) =>
    `A tax audit is required for ${year} under ${clauses}: the audit report is due by ${due}.`,
  summaryNotRequired: (year: string) => `No tax audit is required for ${year}.`,

  verdict: "Verdict",
  auditRequired: "Tax audit required",
  under: "Under",
  turnoverLimit: "Turnover limit that applies to you",
  receiptsLimit: "Receipts limit",
  presumptiveGroup: (scheme: string) => `Presumptive profit (section ${scheme})`,
  minimumProfit: "Profit to declare to stay in the scheme",
  dates: "Dates",
  reportDue: "Audit report due",
  reportDueIfAudited: "Audit report due (if audited)",
  returnDue: "Return due",
  ifMissed: "If the audit is missed",
  reportDaysLate: "Audit report: days after the due date",
  auditFee: "Fee under section 428(c) for this report",
  feeOnTime: (due: string) => `Filed by ${due}: no fee.`,
  feeWithinMonth: (until: string) => `Late by up to a month (to ${until}).`,
  feeAfterMonth: (after: string) => `Late by more than a month (after ${after}).`,

  noteTurnover:
    "Turnover means total sales, turnover or gross receipts, not profit. Amounts received or paid by a cheque or draft that is not account-payee count as cash.",
  noteExemptionLimit: "The basic exemption limit is that of the regime you chose; a firm has none, so for a firm any income counts as above it.",
  note2025Act:
    "From tax year 2026-27 the audit is required by section 63 and the presumptive schemes are in section 58 of the Income-tax Act, 2025; the text uses the familiar 1961 numbers (44AB, 44AD, 44ADA, 44AE).",
  noteExtensions: "CBDT sometimes extends the audit report's date late in the season: check for an extension announced for your year.",
  noteLatePenalty: (days: number) =>
    `Your report is ${days} days late. Up to FY 2025-26 the consequence is the section 271B penalty, at most the figure shown and not levied where there was a reasonable cause (section 273B); the fixed fee of section 428(c) starts with tax year 2026-27.`,
  noteOtherAudits:
    "Audits required by other laws (a company under the Companies Act, a co-operative society) and the transfer-pricing report are not covered; a person who must file the transfer-pricing report files the return by 30 November.",

  testsOf: (section: string) => `Tests of ${section}`,
  stepReportDue: (form: string) => `Audit report (${form}) due`,
  stepReportFiled: "Audit report filed",
  reportFiledText: (date: string, daysLate: number) => `${date}${daysLate > 0 ? `, ${daysLate} days late` : ", on time"}`,

  explanationFirst: (form: string) =>
    `Section 44AB of the Income-tax Act, 1961 (section 63 of the 2025 Act from tax year 2026-27) requires some businesses and professionals to have their accounts audited by a chartered accountant, who files the report in ${form}. A business needs the audit when its turnover is above ₹1 crore, or above ₹10 crore when cash receipts and cash payments are each no more than 5% of the totals. A profession needs it when gross receipts are above ₹50 lakh.`,
  explanationRest: [
    "The presumptive schemes change the answer. A business that declares at least 8% of turnover as profit (6% of the part received digitally) under section 44AD, with turnover up to ₹2 crore (₹3 crore when cash receipts are at most 5%), needs no audit. A professional who declares at least half of gross receipts under section 44ADA, with receipts up to ₹50 lakh (₹75 lakh when cash receipts are at most 5%), needs none either.",
    "Declaring less than the presumptive profit can bring an audit even on a small turnover: under section 44ADA when total income is above the basic exemption limit; under section 44AD when you used the scheme in the five years before (section 44AD(4)), again when total income is above that limit; and always under section 44AE for goods carriages.",
    "The audit report is due a month before the return due date, normally 30 September; CBDT extended it to 7 October 2024 for FY 2023-24 and to 10 November 2025 for FY 2024-25. From tax year 2026-27 the rules are in sections 58 and 63 of the Income-tax Act, 2025, and a late report costs a fixed fee under section 428(c).",
  ] as readonly string[],
  faq: [
    {
      question: "My turnover is ₹5 crore and almost all of it comes through the bank. Do I need a tax audit?",
      answer:
        "No, if cash receipts and cash payments are each no more than 5% of the totals: the limit is then ₹10 crore. If either share is above 5%, the limit is ₹1 crore and you need the audit.",
    },
    {
      question: "Does a professional with ₹60 lakh of receipts need an audit?",
      answer:
        "Not if cash receipts are at most 5% and at least half of the receipts (₹30 lakh) is declared as income under section 44ADA: the scheme is then available up to ₹75 lakh. With books of account and actual profit, receipts above ₹50 lakh need an audit.",
    },
    {
      question: "I declared profit under section 44AD last year. Can I declare less this year?",
      answer:
        "You can, but section 44AD(4) then closes the scheme to you for the next five years, and while it is closed you need a tax audit in every year your total income is above the basic exemption limit.",
    },
    {
      question: "What happens if I need an audit and do not get one?",
      answer:
        "Up to FY 2025-26, section 271B allows a penalty of 0.5% of turnover, at most ₹1,50,000, unless there was a reasonable cause. From tax year 2026-27 a fixed fee applies: ₹75,000 for a delay of up to a month and ₹1,50,000 after that.",
    },
    {
      question: "When is the audit report due?",
      answer:
        "One month before the return due date for audit cases, normally 30 September after the year ends (the return is due on 31 October). CBDT has extended the dates in recent years, so check the current year's position.",
    },
  ] as readonly { question: string; answer: string }[],
  auditFormAcrossYears: () => formAcrossYears("taxAuditReport"),
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि क्या आपके कारोबार या पेशे को धारा 44AB के तहत टैक्स ऑडिट करवाना है: टर्नओवर की ₹1 करोड़ और ₹10 करोड़ की सीमाएँ, पेशेवरों के लिए ₹50 लाख, धारा 44AD, 44ADA और 44AE की अनुमानित आय योजनाएँ, और ऑडिट रिपोर्ट की अंतिम तारीख।",
  keywords: "टैक्स ऑडिट, धारा 44AB, 44AD, 44ADA, 44AE, टर्नओवर सीमा 10 करोड़, टैक्स ऑडिट कब लागू, फ़ॉर्म 3CD की अंतिम तारीख, फ़ॉर्म 26 टैक्स ऑडिट रिपोर्ट",
  groupYear: "वर्ष और काम",
  groupTurnover: "टर्नओवर और नकद लेनदेन",
  groupProfit: "घोषित लाभ",
  groupIncome: "आय",
  groupReport: "ऑडिट रिपोर्ट",
  activity: "आप करते हैं",
  activityOptions: { business: "कारोबार", profession: "पेशा" },
  activityHelp: "पेशा: कानून, चिकित्सा, इंजीनियरिंग, वास्तुकला, अकाउंटेंसी, तकनीकी सलाह, इंटीरियर डेकोरेशन, फ़िल्म, कंपनी सचिव, IT और दूसरे अधिसूचित पेशे।",
  turnover: "वर्ष का टर्नओवर या सकल प्राप्तियाँ",
  turnoverHelp: "कारोबार या पेशे की कुल बिक्री, टर्नओवर या सकल प्राप्तियाँ, लाभ नहीं।",
  cashReceipts: "नकद प्राप्तियाँ, कुल प्राप्तियों के % में",
  cashReceiptsHelp: "बिक्री समेत मिली सारी राशियाँ। जो चेक या ड्राफ़्ट अकाउंट-पेयी नहीं है, वह नकद गिना जाता है।",
  cashPayments: "नकद भुगतान, कुल भुगतानों के % में",
  cashPaymentsHelp: "खर्चों समेत चुकाई गई सारी राशियाँ। जो चेक या ड्राफ़्ट अकाउंट-पेयी नहीं है, वह नकद गिना जाता है।",
  bizScheme: "कारोबार का लाभ आप कैसे घोषित करते हैं",
  profScheme: "पेशे की आय आप कैसे घोषित करते हैं",
  schemeOptions: {
    books: "बही-खातों से (असल लाभ)",
    "44AD": "अनुमानित आय, धारा 44AD",
    "44ADA": "अनुमानित आय, धारा 44ADA",
    "44AE": "माल ढोने वाले वाहन, धारा 44AE",
  },
  profit: "आपका घोषित लाभ",
  profitHelp: "रिटर्न में दिखाई गई इस कारोबार या पेशे की आय।",
  digital: "टर्नओवर का डिजिटल रूप से मिला हिस्सा",
  digitalHelp: "अकाउंट-पेयी चेक या ड्राफ़्ट, बैंक ट्रांसफ़र, UPI या कार्ड से, वर्ष के दौरान या रिटर्न की अंतिम तारीख तक: इस पर 8% की जगह 6% लगता है।",
  past44ad: "इससे पहले के पाँच वर्षों में धारा 44AD",
  past44adOptions: { no: "नहीं अपनाई", used: "अपनाई, और तब से उसी पर हूँ", optedOut: "अपनाई, फिर कम लाभ घोषित किया (योजना छोड़ी)" },
  past44adHelp: "धारा 44AD अपनाने के पाँच वर्ष के भीतर अनुमानित लाभ से कम घोषित करने पर योजना अगले पाँच वर्षों के लिए बंद हो जाती है (धारा 44AD(4))।",
  below44ae: "मैं धारा 44AE की आय से कम घोषित करता हूँ",
  below44aeHelp: "धारा 44AE भारी माल वाहनों के लिए हर महीने सकल वाहन भार के प्रति टन ₹1,000 और दूसरे वाहनों के लिए हर महीने ₹7,500 की आय मानती है।",
  income: "कुल आय",
  incomeHelp: "कटौतियों के बाद सभी स्रोतों से आपकी कुल आय: इसकी तुलना मूल छूट सीमा से होती है।",
  reportFiled: "ऑडिट रिपोर्ट दाखिल करने की तारीख (हो चुकी या होने वाली; वैकल्पिक)",
  reportFiledHelp:
    "पहले वर्ष, फिर महीना, फिर दिन (जैसे 2026-09-30)। कर वर्ष 2026-27 से देर से दाखिल रिपोर्ट पर धारा 428(c) के तहत तय शुल्क लगता है: एक महीने तक की देरी पर ₹75,000, उसके बाद ₹1,50,000।",

  date: (value: string) => formatLongDateHi(value),
  yearIn: (fy: FinancialYear) => yearLabel(fy, "hi"),
  auditReportForm: (fy: FinancialYear) =>
    isTaxYearUnder2025Act(fy)
      ? `${formHi(auditReport.rules2026.name)} (पहले ${formHi(auditReport.rules1962.name)}${auditReport.rules2026.basis === "draft" ? "; मसौदा नियमों वाली संख्या" : ""})`
      : formHi(auditReport.rules1962.name),
  joinClauses: (clauses: readonly string[]) => clauses.join(" और "),
  capitalise: (text: string) => text,
  yes: "हाँ",
  no: "नहीं",
  none: "कोई नहीं",

  digitalTooLarge: (digital: string, turnover: string) =>
    `डिजिटल रूप से मिला हिस्सा (${digital}) टर्नओवर (${turnover}) से ज़्यादा नहीं हो सकता: अधिकतम ${turnover} लिखें।`,
  profitTooLarge: (profit: string, business: boolean, turnover: string) =>
    `आपका घोषित लाभ (${profit}) ${business ? "टर्नओवर" : "सकल प्राप्तियों"} (${turnover}) से ज़्यादा नहीं हो सकता: दोनों आँकड़े जाँच लें।`,
  reportTooEarly: (opens: string) => `${opens} या उसके बाद की तारीख लिखें: वर्ष की ऑडिट रिपोर्ट वर्ष खत्म होने के बाद ही दाखिल हो सकती है।`,
  summaryDigitalTooLarge: (digital: string, turnover: string) =>
    `डिजिटल रूप से मिला हिस्सा (${digital}) टर्नओवर (${turnover}) से ज़्यादा नहीं हो सकता: दोनों आँकड़े जाँच लें।`,
  summaryRequired: (year: string, clauses: string, due: string) =>
    `${year} के लिए ${clauses} के तहत टैक्स ऑडिट ज़रूरी है: ऑडिट रिपोर्ट की अंतिम तारीख (नियत तारीख) ${due} है।`,
  summaryNotRequired: (year: string) => `${year} के लिए टैक्स ऑडिट ज़रूरी नहीं है।`,

  verdict: "नतीजा",
  auditRequired: "टैक्स ऑडिट ज़रूरी",
  under: "किस प्रावधान के तहत",
  turnoverLimit: "आप पर लागू टर्नओवर सीमा",
  receiptsLimit: "प्राप्तियों की सीमा",
  presumptiveGroup: (scheme: string) => `अनुमानित लाभ (धारा ${scheme})`,
  minimumProfit: "योजना में बने रहने के लिए घोषित करने वाला लाभ",
  dates: "तारीखें",
  reportDue: "ऑडिट रिपोर्ट की अंतिम तारीख",
  reportDueIfAudited: "ऑडिट रिपोर्ट की अंतिम तारीख (ऑडिट हो तो)",
  returnDue: "रिटर्न की अंतिम तारीख",
  ifMissed: "अगर ऑडिट न हो",
  reportDaysLate: "ऑडिट रिपोर्ट: अंतिम तारीख के बाद के दिन",
  auditFee: "इस रिपोर्ट पर धारा 428(c) के तहत शुल्क",
  feeOnTime: (due: string) => `${due} तक दाखिल: कोई शुल्क नहीं।`,
  feeWithinMonth: (until: string) => `एक महीने तक की देरी (${until} तक)।`,
  feeAfterMonth: (after: string) => `एक महीने से ज़्यादा की देरी (${after} के बाद)।`,

  noteTurnover:
    "टर्नओवर का मतलब कुल बिक्री, टर्नओवर या सकल प्राप्तियाँ है, लाभ नहीं। जो राशि अकाउंट-पेयी न होने वाले चेक या ड्राफ़्ट से मिली या चुकाई गई, वह नकद गिनी जाती है।",
  noteExemptionLimit: "मूल छूट सीमा आपकी चुनी कर व्यवस्था की है; फ़र्म की कोई छूट सीमा नहीं होती, इसलिए फ़र्म की हर आय सीमा से ऊपर मानी जाती है।",
  note2025Act:
    "कर वर्ष 2026-27 से ऑडिट आयकर अधिनियम, 2025 की धारा 63 के तहत ज़रूरी है और अनुमानित आय योजनाएँ धारा 58 में हैं; यहाँ 1961 के अधिनियम की जानी-पहचानी संख्याएँ (44AB, 44AD, 44ADA, 44AE) लिखी गई हैं।",
  noteExtensions: "केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) कभी-कभी आखिरी समय में ऑडिट रिपोर्ट की तारीख बढ़ाता है: अपने वर्ष के लिए घोषित बढ़ोतरी देख लें।",
  noteLatePenalty: (days: number) =>
    `आपकी रिपोर्ट ${days} दिन देर से है। वित्तीय वर्ष 2025-26 तक इसका नतीजा धारा 271B का जुर्माना है, जो दिखाए गए आँकड़े तक हो सकता है और उचित कारण होने पर नहीं लगता (धारा 273B); धारा 428(c) का तय शुल्क कर वर्ष 2026-27 से शुरू होता है।`,
  noteOtherAudits:
    "दूसरे कानूनों के तहत ज़रूरी ऑडिट (कंपनी अधिनियम के तहत कंपनी, सहकारी समिति) और ट्रांसफ़र प्राइसिंग रिपोर्ट यहाँ शामिल नहीं हैं; जिसे ट्रांसफ़र प्राइसिंग रिपोर्ट देनी है, वह रिटर्न 30 नवंबर तक दाखिल करता है।",

  testsOf: (section: string) =>
    `${section.replace(/^section (\S+) of the Income-tax Act, (\d{4}), as s\.(\S+)$/, "आयकर अधिनियम, $2 की धारा $1 (पहले धारा $3)").replace(/^section /, "धारा ")} की जाँचें`,
  stepReportDue: (form: string) => `ऑडिट रिपोर्ट (${form}) की अंतिम तारीख`,
  stepReportFiled: "ऑडिट रिपोर्ट दाखिल",
  reportFiledText: (date: string, daysLate: number) => `${date}${daysLate > 0 ? `, ${daysLate} दिन देर से` : ", समय पर"}`,

  explanationFirst: (form: string) =>
    `आयकर अधिनियम, 1961 की धारा 44AB (कर वर्ष 2026-27 से 2025 के अधिनियम की धारा 63) के तहत कुछ कारोबारियों और पेशेवरों को अपने बही-खातों का ऑडिट चार्टर्ड अकाउंटेंट (CA) से करवाना होता है, जो रिपोर्ट ${form} में दाखिल करता है। कारोबार का टर्नओवर ₹1 करोड़ से ज़्यादा हो तो ऑडिट ज़रूरी है, या ₹10 करोड़ से ज़्यादा हो जब नकद प्राप्तियाँ और नकद भुगतान दोनों कुल के 5% से ज़्यादा न हों। पेशे में सकल प्राप्तियाँ ₹50 लाख से ज़्यादा हों तो ऑडिट ज़रूरी है।`,
  explanationRest: [
    "अनुमानित आय योजनाएँ जवाब बदल देती हैं। जो कारोबार धारा 44AD के तहत टर्नओवर का कम से कम 8% (डिजिटल रूप से मिले हिस्से का 6%) लाभ घोषित करता है, और जिसका टर्नओवर ₹2 करोड़ तक है (नकद प्राप्तियाँ 5% तक हों तो ₹3 करोड़), उसे ऑडिट की ज़रूरत नहीं। जो पेशेवर धारा 44ADA के तहत सकल प्राप्तियों का कम से कम आधा घोषित करता है, और जिसकी प्राप्तियाँ ₹50 लाख तक हैं (नकद प्राप्तियाँ 5% तक हों तो ₹75 लाख), उसे भी नहीं।",
    "अनुमानित लाभ से कम घोषित करने पर छोटे टर्नओवर पर भी ऑडिट ज़रूरी हो सकता है: धारा 44ADA में, जब कुल आय मूल छूट सीमा से ज़्यादा हो; धारा 44AD में, जब आपने पिछले पाँच वर्षों में यह योजना अपनाई हो (धारा 44AD(4)), फिर से जब कुल आय उस सीमा से ज़्यादा हो; और माल ढोने वाले वाहनों के लिए धारा 44AE में हमेशा।",
    "ऑडिट रिपोर्ट की अंतिम तारीख रिटर्न की अंतिम तारीख से एक महीना पहले होती है, आम तौर पर 30 सितंबर; CBDT ने इसे वित्तीय वर्ष 2023-24 के लिए 7 अक्टूबर 2024 और वित्तीय वर्ष 2024-25 के लिए 10 नवंबर 2025 तक बढ़ाया था। कर वर्ष 2026-27 से नियम आयकर अधिनियम, 2025 की धारा 58 और 63 में हैं, और देर से दाखिल रिपोर्ट पर धारा 428(c) के तहत तय शुल्क लगता है।",
  ],
  faq: [
    {
      question: "मेरा टर्नओवर ₹5 करोड़ है और लगभग सारा पैसा बैंक से आता है। क्या मुझे टैक्स ऑडिट करवाना होगा?",
      answer:
        "नहीं, अगर नकद प्राप्तियाँ और नकद भुगतान दोनों कुल के 5% से ज़्यादा नहीं हैं: तब सीमा ₹10 करोड़ है। अगर इनमें से कोई भी 5% से ज़्यादा है, तो सीमा ₹1 करोड़ है और आपको ऑडिट करवाना होगा।",
    },
    {
      question: "क्या ₹60 लाख की प्राप्तियों वाले पेशेवर को ऑडिट करवाना होगा?",
      answer:
        "नहीं, अगर नकद प्राप्तियाँ 5% तक हैं और धारा 44ADA के तहत प्राप्तियों का कम से कम आधा (₹30 लाख) आय के रूप में घोषित किया गया है: तब यह योजना ₹75 लाख तक उपलब्ध है। बही-खातों और असल लाभ के साथ, ₹50 लाख से ज़्यादा प्राप्तियों पर ऑडिट ज़रूरी है।",
    },
    {
      question: "पिछले वर्ष मैंने धारा 44AD के तहत लाभ घोषित किया था। क्या इस वर्ष कम घोषित कर सकता हूँ?",
      answer:
        "कर सकते हैं, पर तब धारा 44AD(4) अगले पाँच वर्षों के लिए यह योजना आपके लिए बंद कर देती है, और जब तक यह बंद है, हर उस वर्ष टैक्स ऑडिट ज़रूरी है जिसमें आपकी कुल आय मूल छूट सीमा से ज़्यादा हो।",
    },
    {
      question: "अगर ऑडिट ज़रूरी हो और मैं न करवाऊँ तो क्या होगा?",
      answer:
        "वित्तीय वर्ष 2025-26 तक धारा 271B के तहत टर्नओवर का 0.5%, अधिकतम ₹1,50,000 जुर्माना लग सकता है, जब तक कोई उचित कारण न हो। कर वर्ष 2026-27 से तय शुल्क लगता है: एक महीने तक की देरी पर ₹75,000 और उसके बाद ₹1,50,000।",
    },
    {
      question: "ऑडिट रिपोर्ट की अंतिम तारीख क्या है?",
      answer:
        "ऑडिट वाले मामलों में रिटर्न की अंतिम तारीख से एक महीना पहले, आम तौर पर वर्ष खत्म होने के बाद की 30 सितंबर (रिटर्न की अंतिम तारीख 31 अक्टूबर है)। CBDT ने हाल के वर्षों में ये तारीखें बढ़ाई हैं, इसलिए इस वर्ष की स्थिति देख लें।",
    },
  ],
  auditFormAcrossYears: () => `${formHi(auditReport.rules1962.name)} (कर वर्ष ${FIRST_TAX_YEAR_UNDER_2025_ACT} से ${formHi(auditReport.rules2026.name)})`,
};

export const TAX_AUDIT_TEXT: Catalogues<typeof en> = { en, hi };
