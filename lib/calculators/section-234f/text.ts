import { formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import { yearLabel } from "@/lib/i18n/year-label";
import { financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import type { ReturnCategory } from "@/lib/tax/late-fee-dates";
import { dateNoteIn, provisionIn } from "./filing-words";
import { section234fMeta } from "./meta";

/*
 * Every word the late-fee calculator (section 234F) shows, in English and Hindi, with the
 * messages of its YYYY-MM-DD date field (also used by the tax-audit calculator). Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;

/** "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals. */
export const yearInSentence = (fy: FinancialYear) => {
  const label = financialYearLabel(fy);
  return label.startsWith("Tax year") ? `tax${label.slice(3)}` : label;
};

/** A rule's reference in Hindi, for a reference this calculator extends with words of its own. */
const citeHi = (reference: string) => citeIn(reference, "hi").text;

const en = {
  description: section234fMeta.description,
  keywords: section234fMeta.keywords,
  groupYear: "Year and return",
  groupIncome: "Income",
  groupOther: "Other reasons to file",
  fy: "Financial year of the income",
  fyHelp: "The year the income was earned; the return is filed in the year after it.",
  kind: "Return filed",
  kindHelp: "Original: your first return for the year (on time or late). Revised: a return that corrects one you already filed.",
  kindOptions: { original: "Original return", revised: "Revised return" } as Readonly<Record<"original" | "revised", string>>,
  category: "Your return",
  categoryHelp:
    "It sets the due date: 31 July; 31 August for business or profession income without audit from FY 2025-26; 31 October for audit cases; 30 November for transfer-pricing cases.",
  categoryOptions: {
    general: "No business or profession income (ITR-1, ITR-2)",
    business: "Business or profession, accounts not audited",
    audit: "Accounts audited, or partner in an audited firm",
    transferPricing: "Transfer-pricing report required (Form 3CEB)",
  } as Readonly<Record<ReturnCategory, string>>,
  filed: "Date you filed, or will file, the return",
  filedHelp: "Year first, as YYYY-MM-DD: 2026-09-15 is 15 September 2026.",
  income: "Total income (after deductions)",
  incomeHelp: "Your taxable income after deductions such as 80C and 80D. The fee is ₹1,000 if this is ₹5 lakh or less.",
  deductions: "Deductions and capital-gain exemptions claimed",
  deductionsHelp: "Chapter VI-A deductions (80C, 80D, …) and exemptions under sections 54 to 54GB. They are added back to decide whether you had to file.",
  ageHelp: "Age on the last day of the year; the old regime's exemption limit depends on it.",
  mustFile: "I had to file for another reason",
  mustFileHelp:
    "Yes if, during the year, you deposited over ₹1 crore in current accounts or ₹50 lakh in savings accounts, spent over ₹2 lakh on foreign travel or ₹1 lakh on electricity, had TDS/TCS of ₹25,000 or more (₹50,000 at 60+), business turnover over ₹60 lakh or professional receipts over ₹10 lakh, or held a foreign asset; and always for a company or firm.",

  // The date field (date-field.ts).
  dateYearFirst: (suggestion: string, typed: string) => `Write the year first, as YYYY-MM-DD: ${suggestion} for ${typed}.`,
  dateShape: "Enter the date as YYYY-MM-DD, for example 2026-09-15.",
  dateMonth: "The month (the middle part) must be 01 to 12.",
  dateDay: "The day (the last part) must be 01 or more.",
  dateDaysInMonth: (month: number, year: number, days: number) => `${MONTHS_EN[month - 1]} ${year} has only ${days} days.`,
  dateRange: (from: string, to: string) => `Enter a date from ${from} to ${to}.`,

  date: (value: string) => formatLongDate(value),
  days: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
  provision: (value: string) => value,
  yearIn: (fy: FinancialYear) => yearInSentence(fy),
  dateNote: (note: string) => note,
  yes: "Yes",
  no: "No",

  validateTooEarly: (opens: string, year: string) => `Enter a date from ${opens}: a return for ${year} can be filed only after the year ends.`,
  summaryTooEarly: (year: string, opens: string) => `A return for ${year} can be filed only after the year ends, from ${opens}: check the filing date.`,
  summaryOnTime: (due: string) => `Filed on or before the due date of ${due}: no late fee.`,
  summaryNotRequired: (income: string, limit: string, due: string) =>
    `No late fee: your income before deductions (${income}) is not above the basic exemption limit (${limit}) and you had no other reason to file, so a return after ${due} attracts no fee.`,
  summaryLate: (days: string, due: string, provision: string, fee: string) =>
    `Filed ${days} after the due date of ${due}: the late fee under ${provision} is ${fee}.`,
  summaryPastUpdated: (belated: string, updated: string, filedOn: string) =>
    ` Both the belated-return date (${belated}) and the updated-return window (to ${updated}) have passed on ${filedOn}: a return can then be filed only in answer to a notice.`,
  summaryPastBelated: (belated: string, provision: string, updated: string, withFee: boolean) =>
    ` The last date for a belated return, ${belated}, has passed: only an updated return under ${provision} is possible (until ${updated}), with additional tax${withFee ? ", and the fee is payable with it" : ""}.`,

  sectionDue: "Due date",
  stepDueDate: (provision: string) => `Due date of the return under ${provision}`,
  filedOn: "Filed on",
  filedOnText: (date: string, late: string | null) => `${date}${late !== null ? `, ${late} late` : ", on time"}`,
  refFiledOn: (reference: string) => `${reference}: the fee applies to a return furnished after the due date`,
  sectionMustFile: "Did you have to file?",
  stepIncome: "Total income after deductions",
  refIncome: "Income-tax Act, total income as computed (s.2(45) of the 1961 Act)",
  stepAddBack: "Add back deductions and capital-gain exemptions",
  refAddBack: (reference: string) => `${reference}: income is tested without Chapter VI-A deductions or the s.54-series exemptions`,
  stepFilingTest: "Income for the filing test",
  stepLimit: (regime: "new" | "old") => `Basic exemption limit (${regime} regime)`,
  requiredToFile: "Required to file",
  requiredIncome: "Yes: income above the limit",
  requiredOther: "Yes: another reason to file",
  refRequired: (reference: string) => `${reference}, with its fourth and seventh provisos and Rule 12AB of the Income-tax Rules, 1962`,
  sectionFee: "Late fee",
  stepSmallLimit: "Income limit for the lower fee",
  feeFull: "Fee: total income above the limit",
  feeSmall: "Fee: total income within the limit",
  feeOnTime: "Fee: filed by the due date",
  feeNotRequired: "Fee: not required to file",
  sectionBelated: "Belated and updated returns",
  stepBelatedLast: (provision: string) => `Last date for a belated return (${provision})`,
  stepUpdatedLast: (provision: string) => `Last date for an updated return (${provision})`,
  passedOnFiling: ": passed on the filing date",

  noteInterest: "Interest under sections 234A, 234B and 234C on tax paid late is separate from this fee and is not included.",
  noteRegimeLimit:
    "Whether you had to file is tested against the basic exemption limit of the regime you chose. The Act speaks only of the amount not chargeable to tax; if your income is above the old regime's lower limit, filing is the safer course.",
  noteExtensions:
    "The dates are those fixed by the Act and by CBDT extensions known to us. CBDT sometimes extends a due date late in the season: check for an extension announced for your year.",
  noteRevise: (last: string, fee: { after: string; provision: string } | null) =>
    `A return filed on time or late can be revised until ${last}${fee ? `, with a fee after ${fee.after} (${fee.provision}): choose "Revised return" to work it out` : ""}.`,

  groupLateFee: (provision: string) => `Late fee (${provision})`,
  lateFee: "Late filing fee",
  dueDate: "Due date",
  daysLate: "Days after the due date",
  groupObligation: "Filing obligation",
  obligationIncome: (income: string, limit: string) => `Income before deductions of ${income} is above the basic exemption limit of ${limit}.`,
  obligationOther: "You had another reason to file (a deposit, spending, TDS or turnover condition, a foreign asset, or a company or firm).",
  obligationNone: (income: string, limit: string) =>
    `Income before deductions of ${income} is within the basic exemption limit of ${limit}, and no other reason applies.`,
  groupBelated: (provision: string) => `Belated return (${provision})`,
  belatedLastDate: "Last date for a belated return",
  revisedLastDate: "Last date to revise the return",
  pastBelatedDate: "Filing date past it",
  onlyUpdated: (provision: string, until: string) => `Only an updated return under ${provision} can be filed, until ${until}.`,

  // The revised return (revised.ts).
  revisedTooLate: (year: string, provision: string, last: string, filedOn: string, updatedProvision: string, updatedLast: string) =>
    `A return for ${year} could be revised under ${provision} until ${last}: on ${filedOn} it is too late. Only an updated return under ${updatedProvision} is possible (until ${updatedLast}), with additional tax.`,
  revisedNoFeeInYear: (year: string, filedOn: string, last: string) =>
    `A revised return for ${year} filed on ${filedOn} is within the last date of ${last}: no fee (the fee on revised returns starts with FY 2025-26).`,
  revisedWithinFree: (freeUntil: string, last: string, fee: string, smallFee: string, smallLimit: string, provision: string) =>
    `Filed by ${freeUntil}: no fee on the revised return. From the next day until ${last} a revised return costs ${fee} (${smallFee} with total income up to ${smallLimit}) under ${provision}.`,
  revisedFee: (freeUntil: string, provision: string, fee: string, last: string) =>
    `Revised after ${freeUntil}: the fee under ${provision} is ${fee}. The return can be revised until ${last}.`,
  revisedFeeNoFeeInYear: "Fee: none for revised returns of this year",
  revisedFeeWithinFree: (freeUntil: string) => `Fee: filed by ${freeUntil}`,
  revisedFeeTooLate: "Fee: none, the return can no longer be revised",
  stepRevisedLast: (provision: string) => `Last date for a revised return (${provision})`,
  stepFeeFree: "Last date without a fee",
  stepTotalIncome: "Total income",
  noteRevisedSeparate:
    "A revised return corrects a return already filed, on time or late; it does not cure a late original return, whose fee (section 234F, or 428(a) from tax year 2026-27) is separate. It must also be filed before the assessment is completed, if that comes first.",
  noteRevisedUpdated:
    "Amend with an updated return instead if the time to revise has passed: it can only add income or reduce a loss, and carries additional tax.",
  groupRevised: (provision: string) => `Revised return (${provision})`,
  revisedFeeFigure: "Fee on the revised return",
  revisedLastFigure: "Last date to revise",
  revisedFeeFrom: "Fee charged from",
  revisedNoFeeThisYear: "No fee for this year",
  pastRevisedDate: "Filing date past the last date",
  sectionRevised: "Revised return",

  explanation: [
    "Section 234F of the Income-tax Act, 1961 charges a fee when a person who has to file a return files it after the due date in section 139(1). The fee is ₹5,000, and ₹1,000 when total income is ₹5 lakh or less. From tax year 2026-27 the same fee is in section 428(a) of the Income-tax Act, 2025. It must be paid before the late return is filed, together with any tax and interest still due.",
    "The due date depends on the return: 31 July for most individuals, 31 August for business or profession income that needs no audit and partners of such firms (from FY 2025-26, by Finance Act 2026), 31 October when the accounts are audited, and 30 November when a transfer-pricing report is due. CBDT extends these dates some years; for FY 2024-25 the dates became 16 September 2025 and 10 December 2025. The calculator uses the extended dates.",
    "No fee is due if you did not have to file at all: when your income before deductions is within the basic exemption limit and none of the other conditions of section 139(1) applies, such as large bank deposits, foreign travel, electricity bills, TDS or a foreign asset.",
    "A late return is a belated return under section 139(4) of the 1961 Act (section 263 of the 2025 Act from tax year 2026-27), which can be filed until 31 December of the year after the financial year (three months before the assessment year ends). After that only an updated return is possible, with additional tax, and the fee still has to be paid with it.",
    "A return already filed can be revised. Up to FY 2024-25 the last date was 31 December, with no fee. Finance Act 2026 moved it to 31 March, twelve months after the year ends, and charges a fee for a revised return filed after 31 December: ₹5,000, or ₹1,000 when total income is ₹5 lakh or less (section 234-I of the 1961 Act for FY 2025-26; section 428(b) of the 2025 Act from tax year 2026-27). Transfer-pricing cases file by 30 November.",
  ] as readonly string[],
  faq: [
    {
      question: "Is there a fee for revising my return?",
      answer:
        "Only from FY 2025-26, and only after 31 December. A return for FY 2025-26 can be revised until 31 March 2027: free until 31 December 2026, then ₹5,000 (₹1,000 if total income is ₹5 lakh or less) under section 234-I. From tax year 2026-27 the same fee is in section 428(b) of the Income-tax Act, 2025. Earlier years could be revised until 31 December, with no fee.",
    },
    {
      question: "How much is the late fee for filing an ITR after the due date?",
      answer:
        "₹5,000 if your total income is above ₹5 lakh, and ₹1,000 if it is ₹5 lakh or less. There is no fee if you were not required to file the return at all.",
    },
    {
      question: "Is the ₹5 lakh limit on income before or after deductions?",
      answer:
        "After deductions: the fee looks at total income, the figure on which tax is worked out. Whether you had to file at all is judged on income before deductions, so someone with ₹6 lakh of income and ₹1.5 lakh of 80C deductions must file and pays ₹1,000 if late.",
    },
    {
      question: "Do I pay the fee if my tax is nil?",
      answer:
        "Yes, if you had to file. In the new regime, income up to ₹12 lakh can be tax-free because of the rebate (section 156 from tax year 2026-27, section 87A before it), but anyone with income above the ₹4 lakh exemption limit must still file by the due date, and a late return attracts the fee.",
    },
    {
      question: "What is the last date for a belated return?",
      answer:
        "31 December after the end of the financial year (for FY 2025-26, 31 December 2026), unless the assessment is completed earlier. For FY 2023-24 CBDT allowed resident individuals until 15 January 2025.",
    },
    {
      question: "What if I miss the belated-return date as well?",
      answer:
        "You can file an updated return (ITR-U) under section 139(8A) of the 1961 Act (section 263 of the 2025 Act from tax year 2026-27) within 48 months from the end of the assessment year, paying additional tax of 25% to 70% of the tax and interest due, and the late fee. It cannot claim a refund or lower your tax. The Finance Act 2026 also allows one after a reassessment notice, within the time the notice allows and at a further 10% of tax, and one that reduces a loss.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "नियत तारीख के बाद आयकर रिटर्न (ITR) दाखिल करने पर लगने वाला विलंब शुल्क जानें: ₹5,000, ₹5 लाख तक की आय पर ₹1,000, या कुछ नहीं अगर आपको रिटर्न भरना ज़रूरी नहीं था; साथ में विलंबित रिटर्न की अंतिम तारीख भी।",
  keywords: "धारा 234F, विलंब शुल्क, लेट फ़ीस, विलंबित रिटर्न, ITR की अंतिम तारीख, धारा 139(4), आयकर रिटर्न पर विलंब शुल्क, निर्धारण वर्ष 2026-27",
  groupYear: "वर्ष और रिटर्न",
  groupIncome: "आय",
  groupOther: "रिटर्न भरने के दूसरे कारण",
  fy: "आय का वित्तीय वर्ष",
  fyHelp: "वह वर्ष जिसमें आय हुई; उसका रिटर्न अगले वर्ष में दाखिल होता है।",
  kind: "कौन-सा रिटर्न",
  kindHelp: "मूल: वर्ष का आपका पहला रिटर्न (समय पर या देर से)। संशोधित: पहले दाखिल किए रिटर्न को सुधारने वाला रिटर्न।",
  kindOptions: { original: "मूल रिटर्न", revised: "संशोधित रिटर्न" },
  category: "आपका रिटर्न",
  categoryHelp:
    "इससे अंतिम तारीख तय होती है: 31 जुलाई; वित्तीय वर्ष 2025-26 से बिना ऑडिट वाली कारोबार या पेशे की आय के लिए 31 अगस्त; ऑडिट वाले मामलों के लिए 31 अक्टूबर; ट्रांसफ़र प्राइसिंग वाले मामलों के लिए 30 नवंबर।",
  categoryOptions: {
    general: "कारोबार या पेशे से कोई आय नहीं (ITR-1, ITR-2)",
    business: "कारोबार या पेशा, बही-खातों का ऑडिट नहीं",
    audit: "बही-खातों का ऑडिट हुआ, या ऑडिट वाली फ़र्म में भागीदार",
    transferPricing: "ट्रांसफ़र प्राइसिंग रिपोर्ट ज़रूरी (फ़ॉर्म 3CEB)",
  },
  filed: "रिटर्न दाखिल करने की तारीख (हो चुकी या होने वाली)",
  filedHelp: "पहले वर्ष, फिर महीना, फिर दिन: 2026-09-15 का अर्थ है 15 सितंबर 2026।",
  income: "कुल आय (कटौतियों के बाद)",
  incomeHelp: "80C और 80D जैसी कटौतियों के बाद आपकी कर योग्य आय। अगर यह ₹5 लाख या कम है, तो शुल्क ₹1,000 है।",
  deductions: "ली गई कटौतियाँ और पूँजीगत लाभ पर छूट",
  deductionsHelp: "धारा 80C, 80D जैसी कटौतियाँ और धारा 54 से 54GB तक की छूट। रिटर्न भरना ज़रूरी था या नहीं, यह देखने के लिए इन्हें आय में वापस जोड़ा जाता है।",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु; पुरानी कर व्यवस्था की छूट सीमा इसी पर निर्भर है।",
  mustFile: "मुझे किसी और कारण से रिटर्न भरना था",
  mustFileHelp:
    "हाँ, अगर वर्ष के दौरान आपने चालू खातों में ₹1 करोड़ से या बचत खातों में ₹50 लाख से ज़्यादा जमा किए, विदेश यात्रा पर ₹2 लाख से या बिजली पर ₹1 लाख से ज़्यादा खर्च किए, आपका TDS/TCS ₹25,000 या ज़्यादा (60 वर्ष या ज़्यादा की आयु पर ₹50,000) रहा, कारोबार का टर्नओवर ₹60 लाख से या पेशे की सकल प्राप्तियाँ ₹10 लाख से ज़्यादा रहीं, या आपके पास कोई विदेशी संपत्ति थी; और कंपनी या फ़र्म के लिए हमेशा।",

  dateYearFirst: (suggestion: string, typed: string) => `पहले वर्ष लिखें, फिर महीना, फिर दिन: ${typed} को ${suggestion} लिखें।`,
  dateShape: "तारीख वर्ष-महीना-दिन के क्रम में लिखें, जैसे 2026-09-15।",
  dateMonth: "महीना (बीच वाला हिस्सा) 01 से 12 तक होना चाहिए।",
  dateDay: "दिन (आखिरी हिस्सा) 01 या उससे ज़्यादा होना चाहिए।",
  dateDaysInMonth: (month: number, year: number, days: number) => `${MONTHS_HI[month - 1]} ${year} में सिर्फ़ ${days} दिन हैं।`,
  dateRange: (from: string, to: string) => `${from} से ${to} तक की कोई तारीख लिखें।`,

  date: (value: string) => formatLongDateHi(value),
  days: (n: number) => `${n} दिन`,
  provision: (value: string) => provisionIn(value, "hi"),
  yearIn: (fy: FinancialYear) => yearLabel(fy, "hi"),
  dateNote: (note: string) => dateNoteIn(note, "hi"),
  yes: "हाँ",
  no: "नहीं",

  validateTooEarly: (opens: string, year: string) => `${opens} या उसके बाद की तारीख लिखें: ${year} का रिटर्न वर्ष खत्म होने के बाद ही दाखिल हो सकता है।`,
  summaryTooEarly: (year: string, opens: string) => `${year} का रिटर्न वर्ष खत्म होने के बाद ही, ${opens} से, दाखिल हो सकता है: रिटर्न दाखिल करने की तारीख जाँच लें।`,
  summaryOnTime: (due: string) => `रिटर्न अंतिम तारीख (नियत तारीख) ${due} तक दाखिल हुआ: कोई विलंब शुल्क नहीं।`,
  summaryNotRequired: (income: string, limit: string, due: string) =>
    `कोई विलंब शुल्क नहीं: कटौतियों से पहले आपकी आय (${income}) मूल छूट सीमा (${limit}) से ज़्यादा नहीं है और रिटर्न भरने का कोई दूसरा कारण भी नहीं था, इसलिए ${due} के बाद दाखिल रिटर्न पर कोई शुल्क नहीं लगता।`,
  summaryLate: (days: string, due: string, provision: string, fee: string) =>
    `रिटर्न अंतिम तारीख (नियत तारीख) ${due} के ${days} बाद दाखिल हुआ: ${provision} के तहत विलंब शुल्क ${fee} है।`,
  summaryPastUpdated: (belated: string, updated: string, filedOn: string) =>
    ` ${filedOn} तक विलंबित रिटर्न की तारीख (${belated}) और अपडेटेड रिटर्न की अवधि (${updated} तक), दोनों निकल चुकी हैं: तब रिटर्न सिर्फ़ किसी नोटिस के जवाब में दाखिल हो सकता है।`,
  summaryPastBelated: (belated: string, provision: string, updated: string, withFee: boolean) =>
    ` विलंबित रिटर्न की अंतिम तारीख, ${belated}, निकल चुकी है: अब सिर्फ़ ${provision} के तहत अपडेटेड रिटर्न दाखिल हो सकता है (${updated} तक), अतिरिक्त टैक्स के साथ${withFee ? ", और शुल्क भी उसी के साथ चुकाना होगा" : ""}।`,

  sectionDue: "अंतिम तारीख",
  stepDueDate: (provision: string) => `${provision} के तहत रिटर्न की अंतिम तारीख`,
  filedOn: "दाखिल करने की तारीख",
  filedOnText: (date: string, late: string | null) => `${date}${late !== null ? `, ${late} देर से` : ", समय पर"}`,
  refFiledOn: (reference: string) => `${citeHi(reference)}: शुल्क अंतिम तारीख के बाद दाखिल रिटर्न पर लगता है`,
  sectionMustFile: "क्या आपको रिटर्न भरना था?",
  stepIncome: "कटौतियों के बाद कुल आय",
  refIncome: "आयकर अधिनियम, कुल आय जैसी गणना की गई (1961 के अधिनियम की धारा 2(45))",
  stepAddBack: "कटौतियाँ और पूँजीगत लाभ पर छूट वापस जोड़ें",
  refAddBack: (reference: string) => `${citeHi(reference)}: आय धारा 80C, 80D जैसी कटौतियों और धारा 54 वाली छूटों के बिना जाँची जाती है`,
  stepFilingTest: "रिटर्न की ज़रूरत जाँचने वाली आय",
  stepLimit: (regime: "new" | "old") => `मूल छूट सीमा (${regime === "new" ? "नई" : "पुरानी"} कर व्यवस्था)`,
  requiredToFile: "रिटर्न भरना ज़रूरी",
  requiredIncome: "हाँ: आय सीमा से ज़्यादा",
  requiredOther: "हाँ: रिटर्न भरने का दूसरा कारण",
  refRequired: (reference: string) => `${citeHi(reference)}, चौथे और सातवें परंतुक और आयकर नियम, 1962 के नियम 12AB के साथ`,
  sectionFee: "विलंब शुल्क",
  stepSmallLimit: "कम शुल्क के लिए आय की सीमा",
  feeFull: "शुल्क: कुल आय सीमा से ज़्यादा",
  feeSmall: "शुल्क: कुल आय सीमा के भीतर",
  feeOnTime: "शुल्क: अंतिम तारीख तक दाखिल",
  feeNotRequired: "शुल्क: रिटर्न भरना ज़रूरी नहीं था",
  sectionBelated: "विलंबित और अपडेटेड रिटर्न",
  stepBelatedLast: (provision: string) => `विलंबित रिटर्न की अंतिम तारीख (${provision})`,
  stepUpdatedLast: (provision: string) => `अपडेटेड रिटर्न की अंतिम तारीख (${provision})`,
  passedOnFiling: ": दाखिल करने की तारीख तक निकल चुकी",

  noteInterest: "देर से चुकाए गए टैक्स पर धारा 234A, 234B और 234C के तहत ब्याज इस शुल्क से अलग है और इसमें शामिल नहीं है।",
  noteRegimeLimit:
    "रिटर्न भरना ज़रूरी था या नहीं, यह आपकी चुनी कर व्यवस्था की मूल छूट सीमा से जाँचा जाता है। अधिनियम सिर्फ़ उस राशि की बात करता है जिस पर टैक्स नहीं लगता; अगर आपकी आय पुरानी कर व्यवस्था की कम सीमा से ज़्यादा है, तो रिटर्न भरना ही सुरक्षित है।",
  noteExtensions:
    "तारीखें वही हैं जो अधिनियम ने तय कीं और केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) की वे बढ़ोतरियाँ जो हमें पता हैं। CBDT कभी-कभी आखिरी समय में अंतिम तारीख बढ़ाता है: अपने वर्ष के लिए घोषित बढ़ोतरी देख लें।",
  noteRevise: (last: string, fee: { after: string; provision: string } | null) =>
    `समय पर या देर से दाखिल रिटर्न ${last} तक संशोधित हो सकता है${fee ? `, ${fee.after} के बाद शुल्क के साथ (${fee.provision}): हिसाब देखने के लिए "संशोधित रिटर्न" चुनें` : ""}।`,

  groupLateFee: (provision: string) => `विलंब शुल्क (${provision})`,
  lateFee: "देर से रिटर्न भरने का शुल्क",
  dueDate: "अंतिम तारीख",
  daysLate: "अंतिम तारीख के बाद के दिन",
  groupObligation: "रिटर्न भरने की बाध्यता",
  obligationIncome: (income: string, limit: string) => `कटौतियों से पहले की आय ${income} मूल छूट सीमा ${limit} से ज़्यादा है।`,
  obligationOther: "आपके पास रिटर्न भरने का दूसरा कारण था (जमा, खर्च, TDS या टर्नओवर की कोई शर्त, विदेशी संपत्ति, या कंपनी या फ़र्म होना)।",
  obligationNone: (income: string, limit: string) => `कटौतियों से पहले की आय ${income} मूल छूट सीमा ${limit} के भीतर है, और कोई दूसरा कारण लागू नहीं होता।`,
  groupBelated: (provision: string) => `विलंबित रिटर्न (${provision})`,
  belatedLastDate: "विलंबित रिटर्न की अंतिम तारीख",
  revisedLastDate: "रिटर्न संशोधित करने की अंतिम तारीख",
  pastBelatedDate: "दाखिल करने की तारीख उसके बाद",
  onlyUpdated: (provision: string, until: string) => `अब सिर्फ़ ${provision} के तहत अपडेटेड रिटर्न दाखिल हो सकता है, ${until} तक।`,

  revisedTooLate: (year: string, provision: string, last: string, filedOn: string, updatedProvision: string, updatedLast: string) =>
    `${year} का रिटर्न ${provision} के तहत ${last} तक संशोधित हो सकता था: ${filedOn} को बहुत देर हो चुकी है। अब सिर्फ़ ${updatedProvision} के तहत अपडेटेड रिटर्न दाखिल हो सकता है (${updatedLast} तक), अतिरिक्त टैक्स के साथ।`,
  revisedNoFeeInYear: (year: string, filedOn: string, last: string) =>
    `${filedOn} को दाखिल ${year} का संशोधित रिटर्न अंतिम तारीख ${last} के भीतर है: कोई शुल्क नहीं (संशोधित रिटर्न पर शुल्क वित्तीय वर्ष 2025-26 से शुरू होता है)।`,
  revisedWithinFree: (freeUntil: string, last: string, fee: string, smallFee: string, smallLimit: string, provision: string) =>
    `${freeUntil} तक दाखिल: संशोधित रिटर्न पर कोई शुल्क नहीं। अगले दिन से ${last} तक संशोधित रिटर्न पर ${provision} के तहत ${fee} शुल्क लगता है (${smallLimit} तक की कुल आय पर ${smallFee})।`,
  revisedFee: (freeUntil: string, provision: string, fee: string, last: string) =>
    `${freeUntil} के बाद संशोधित: ${provision} के तहत शुल्क ${fee} है। रिटर्न ${last} तक संशोधित हो सकता है।`,
  revisedFeeNoFeeInYear: "शुल्क: इस वर्ष के संशोधित रिटर्न पर कोई शुल्क नहीं",
  revisedFeeWithinFree: (freeUntil: string) => `शुल्क: ${freeUntil} तक दाखिल`,
  revisedFeeTooLate: "शुल्क: कोई नहीं, रिटर्न अब संशोधित नहीं हो सकता",
  stepRevisedLast: (provision: string) => `संशोधित रिटर्न की अंतिम तारीख (${provision})`,
  stepFeeFree: "बिना शुल्क की अंतिम तारीख",
  stepTotalIncome: "कुल आय",
  noteRevisedSeparate:
    "संशोधित रिटर्न पहले दाखिल रिटर्न (समय पर या देर से) को सुधारता है; इससे देर से दाखिल मूल रिटर्न की कमी दूर नहीं होती, जिसका शुल्क (धारा 234F, या कर वर्ष 2026-27 से धारा 428(a)) अलग है। अगर कर निर्धारण पहले पूरा हो जाए, तो संशोधित रिटर्न उससे पहले दाखिल करना होगा।",
  noteRevisedUpdated: "अगर संशोधन का समय निकल चुका है, तो अपडेटेड रिटर्न से सुधार करें: उसमें सिर्फ़ आय जोड़ी जा सकती है या घाटा घटाया जा सकता है, और अतिरिक्त टैक्स लगता है।",
  groupRevised: (provision: string) => `संशोधित रिटर्न (${provision})`,
  revisedFeeFigure: "संशोधित रिटर्न पर शुल्क",
  revisedLastFigure: "संशोधन की अंतिम तारीख",
  revisedFeeFrom: "शुल्क इस तारीख से",
  revisedNoFeeThisYear: "इस वर्ष कोई शुल्क नहीं",
  pastRevisedDate: "दाखिल करने की तारीख अंतिम तारीख के बाद",
  sectionRevised: "संशोधित रिटर्न",

  explanation: [
    "आयकर अधिनियम, 1961 की धारा 234F के तहत, जिस व्यक्ति को रिटर्न भरना ज़रूरी है और वह धारा 139(1) की अंतिम तारीख (नियत तारीख) के बाद रिटर्न दाखिल करता है, उस पर विलंब शुल्क (लेट फ़ीस) लगता है। शुल्क ₹5,000 है, और कुल आय ₹5 लाख या कम हो तो ₹1,000। कर वर्ष 2026-27 से यही शुल्क आयकर अधिनियम, 2025 की धारा 428(a) में है। यह शुल्क देर वाला रिटर्न दाखिल करने से पहले चुकाना होता है, बाकी टैक्स और ब्याज के साथ।",
    "अंतिम तारीख रिटर्न पर निर्भर करती है: ज़्यादातर व्यक्तियों के लिए 31 जुलाई; बिना ऑडिट वाली कारोबार या पेशे की आय और ऐसी फ़र्मों के भागीदारों के लिए 31 अगस्त (वित्तीय वर्ष 2025-26 से, वित्त अधिनियम, 2026 के अनुसार); बही-खातों का ऑडिट हो तो 31 अक्टूबर; और ट्रांसफ़र प्राइसिंग रिपोर्ट देनी हो तो 30 नवंबर। केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) कुछ वर्षों में ये तारीखें बढ़ाता है; वित्तीय वर्ष 2024-25 के लिए ये 16 सितंबर 2025 और 10 दिसंबर 2025 हो गई थीं। कैलकुलेटर बढ़ी हुई तारीखें लेता है।",
    "अगर आपको रिटर्न भरना ज़रूरी ही नहीं था, तो कोई शुल्क नहीं: यानी जब कटौतियों से पहले आपकी आय मूल छूट सीमा के भीतर हो और धारा 139(1) की कोई दूसरी शर्त लागू न हो, जैसे बैंक में बड़ी जमा, विदेश यात्रा, बिजली के बिल, TDS या विदेशी संपत्ति।",
    "देर से दाखिल रिटर्न 1961 के अधिनियम की धारा 139(4) के तहत विलंबित रिटर्न है (कर वर्ष 2026-27 से 2025 के अधिनियम की धारा 263), जो वित्तीय वर्ष के अगले वर्ष की 31 दिसंबर तक दाखिल हो सकता है (निर्धारण वर्ष खत्म होने से तीन महीने पहले तक)। उसके बाद सिर्फ़ अपडेटेड रिटर्न दाखिल हो सकता है, अतिरिक्त टैक्स के साथ, और शुल्क तब भी उसके साथ चुकाना होता है।",
    "दाखिल रिटर्न को संशोधित किया जा सकता है। वित्तीय वर्ष 2024-25 तक अंतिम तारीख 31 दिसंबर थी, बिना शुल्क के। वित्त अधिनियम, 2026 ने इसे 31 मार्च कर दिया, यानी वर्ष खत्म होने के बारह महीने बाद, और 31 दिसंबर के बाद दाखिल संशोधित रिटर्न पर शुल्क लगाया: ₹5,000, या कुल आय ₹5 लाख या कम हो तो ₹1,000 (वित्तीय वर्ष 2025-26 के लिए 1961 के अधिनियम की धारा 234-I; कर वर्ष 2026-27 से 2025 के अधिनियम की धारा 428(b))। ट्रांसफ़र प्राइसिंग वाले मामले 30 नवंबर तक दाखिल करते हैं।",
  ],
  faq: [
    {
      question: "क्या रिटर्न संशोधित करने पर शुल्क लगता है?",
      answer:
        "सिर्फ़ वित्तीय वर्ष 2025-26 से, और सिर्फ़ 31 दिसंबर के बाद। वित्तीय वर्ष 2025-26 का रिटर्न 31 मार्च 2027 तक संशोधित हो सकता है: 31 दिसंबर 2026 तक मुफ़्त, फिर धारा 234-I के तहत ₹5,000 (कुल आय ₹5 लाख या कम हो तो ₹1,000)। कर वर्ष 2026-27 से यही शुल्क आयकर अधिनियम, 2025 की धारा 428(b) में है। पहले के वर्षों के रिटर्न 31 दिसंबर तक बिना शुल्क संशोधित हो सकते थे।",
    },
    {
      question: "अंतिम तारीख के बाद ITR दाखिल करने पर कितना विलंब शुल्क लगता है?",
      answer: "कुल आय ₹5 लाख से ज़्यादा हो तो ₹5,000, और ₹5 लाख या कम हो तो ₹1,000। अगर आपको रिटर्न भरना ज़रूरी ही नहीं था, तो कोई शुल्क नहीं।",
    },
    {
      question: "₹5 लाख की सीमा कटौतियों से पहले की आय पर है या बाद की?",
      answer:
        "कटौतियों के बाद की: शुल्क कुल आय देखता है, यानी वह आँकड़ा जिस पर टैक्स निकाला जाता है। पर रिटर्न भरना ज़रूरी था या नहीं, यह कटौतियों से पहले की आय से तय होता है; इसलिए ₹6 लाख की आय और 80C की ₹1.5 लाख की कटौती वाले व्यक्ति को रिटर्न भरना होगा, और देर होने पर ₹1,000 शुल्क लगेगा।",
    },
    {
      question: "अगर मेरा टैक्स शून्य है, तो क्या शुल्क लगेगा?",
      answer:
        "हाँ, अगर आपको रिटर्न भरना ज़रूरी था। नई कर व्यवस्था में ₹12 लाख तक की आय रिबेट के कारण कर-मुक्त हो सकती है (कर वर्ष 2026-27 से धारा 156, उससे पहले धारा 87A), पर ₹4 लाख की छूट सीमा से ज़्यादा आय वाले हर व्यक्ति को अंतिम तारीख तक रिटर्न भरना होता है, और देर से दाखिल रिटर्न पर शुल्क लगता है।",
    },
    {
      question: "विलंबित रिटर्न की अंतिम तारीख क्या है?",
      answer:
        "वित्तीय वर्ष खत्म होने के बाद की 31 दिसंबर (वित्तीय वर्ष 2025-26 के लिए 31 दिसंबर 2026), अगर कर निर्धारण उससे पहले पूरा न हो जाए। वित्तीय वर्ष 2023-24 के लिए CBDT ने निवासी व्यक्तियों को 15 जनवरी 2025 तक का समय दिया था।",
    },
    {
      question: "अगर विलंबित रिटर्न की तारीख भी निकल जाए तो?",
      answer:
        "आप 1961 के अधिनियम की धारा 139(8A) (कर वर्ष 2026-27 से 2025 के अधिनियम की धारा 263) के तहत निर्धारण वर्ष खत्म होने के 48 महीनों के भीतर अपडेटेड रिटर्न दाखिल कर सकते हैं; इसमें बकाया टैक्स और ब्याज का 25% से 70% अतिरिक्त टैक्स और विलंब शुल्क चुकाना होता है। इससे रिफ़ंड नहीं लिया जा सकता और टैक्स कम नहीं किया जा सकता। वित्त अधिनियम, 2026 पुनर्निर्धारण के नोटिस के बाद भी, नोटिस में दिए समय के भीतर और टैक्स के 10% और अतिरिक्त के साथ, अपडेटेड रिटर्न की अनुमति देता है, और घाटा घटाने वाले अपडेटेड रिटर्न की भी।",
    },
  ],
};

export const SECTION_234F_TEXT: Catalogues<typeof en> = { en, hi };
