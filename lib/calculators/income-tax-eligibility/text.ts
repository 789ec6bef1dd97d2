import { formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { yearLabel } from "@/lib/i18n/year-label";
import { PRESCRIBED_FORMS, formAcrossYears, type PrescribedFormKey } from "@/lib/tax/forms";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import type { Regime } from "@/lib/tax";
import type { ResidentialStatus } from "./fields";
import { incomeTaxEligibilityMeta } from "./meta";

/*
 * Every word the "must I file a return?" calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** The grounds of s.139(1) / s.263(1) the calculator tests, in the order it shows them. */
export type Ground = "current" | "travel" | "electricity" | "turnover" | "receipts" | "tds" | "savings";

/** "Form 15G or 15H (Form 121 from tax year 2026-27)" in Hindi. */
function formAcrossYearsHi(key: PrescribedFormKey): string {
  const hindi = (name: string) => name.replace(/\bForms? /g, "फ़ॉर्म ").replace(/ or /g, " या ");
  const entry = PRESCRIBED_FORMS[key];
  return `${hindi(entry.rules1962.name)} (कर वर्ष ${FIRST_TAX_YEAR_UNDER_2025_ACT} से ${hindi(entry.rules2026.name)})`;
}

const GROUND_TITLES_EN: Readonly<Record<Ground, string>> = {
  current: "Deposits in current accounts",
  travel: "Spending on foreign travel",
  electricity: "Spending on electricity",
  turnover: "Business turnover",
  receipts: "Professional receipts",
  tds: "TDS and TCS",
  savings: "Deposits in savings accounts",
};

const en = {
  description: incomeTaxEligibilityMeta.description,
  keywords: incomeTaxEligibilityMeta.keywords,
  groupYou: "Year and you",
  groupIncome: "Income",
  groupMoney: "Money in and out during the year",
  groupOther: "Other reasons",
  regimeHelp: "The new regime applies unless you opt out of it. The exemption limit depends on it.",
  ageHelp: "Age on the last day of the year.",
  status: "Residential status for the year",
  statusHelp: 'Most people living in India are resident. "Not ordinarily resident" usually means you came back after years abroad.',
  statusOptions: { resident: "Resident", rnor: "Resident but not ordinarily resident", nonresident: "Non-resident" } as Readonly<
    Record<ResidentialStatus, string>
  >,
  salary: "Salary or pension for the year",
  salaryHelp: "Gross, before the standard deduction. Leave out allowances that are exempt, such as the HRA exemption in the old regime.",
  other: "All other income for the year",
  otherHelp:
    "Interest, rent, business profit, capital gains and the like, before deductions under sections 80C to 80U and before capital-gains exemptions (sections 54 to 54GB).",
  tds: "TDS and TCS for the year",
  tdsHelp: (form: string) => `Tax deducted or collected at source from you in the year, as in ${form}.`,
  current: "Deposited in current accounts",
  currentHelp: "Total of all deposits in the year into current accounts with banks.",
  savings: "Deposited in savings accounts",
  savingsHelp: "Total of all deposits in the year into savings accounts.",
  travel: "Spent on foreign travel",
  travelHelp: "For yourself or anyone else, in the year.",
  electricity: "Spent on electricity",
  electricityHelp: "Electricity bills you paid in the year, in total.",
  turnover: "Business turnover or gross receipts",
  turnoverHelp: "Total sales of your business in the year, not its profit.",
  receipts: "Gross receipts from a profession",
  receiptsHelp: "Fees received as a doctor, lawyer, consultant, freelancer and the like, before expenses.",
  foreign: "You hold an asset or an account outside India, or can sign for one",
  refund: "You want a refund of tax deducted or paid",
  loss: "You have a business or capital-gains loss to carry forward",
  form: (key: PrescribedFormKey) => formAcrossYears(key),

  date: (value: string) => formatLongDate(value),
  yearIn: (fy: FinancialYear) => {
    const label = financialYearLabel(fy);
    return label.startsWith("Tax year") ? `tax${label.slice(3)}` : label;
  },
  regimeName: { new: "new regime", old: "old regime" } as Readonly<Record<Regime, string>>,
  capitalise: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  yes: "Yes",
  no: "No",

  limitAbove: (amount: string) => `more than ${amount}`,
  limitAtLeast: (amount: string) => `at least ${amount}`,
  groundTitle: GROUND_TITLES_EN,
  groundReason: (ground: Ground, amount: string, limit: string) =>
    `${ground === "tds" ? "TDS and TCS" : GROUND_TITLES_EN[ground].toLowerCase()} of ${amount}, ${limit}`,
  incomeTitle: (regime: string) => `Income before deductions (${regime})`,
  incomeReason: (income: string, limit: string) => `income before deductions of ${income}, more than the exemption limit of ${limit}`,
  foreignTitle: "Assets or accounts outside India",
  foreignLimit: "any, for a resident (not RNOR)",
  foreignReason: "an asset or account outside India, as a resident",
  refundTitle: "Refund wanted",
  any: "any",
  refundReason: "a refund you want to claim",
  refundPurpose: "to claim your refund",
  lossTitle: "Loss to carry forward",
  lossReason: "a loss you want to carry forward",
  lossPurpose: "to carry your loss forward",

  summaryMust: (year: string, due: string, reasons: readonly string[]) => `Yes, you must file a return for ${year}, by ${due}: ${reasons.join("; ")}.`,
  summaryShould: (year: string, due: string, purposes: readonly string[]) =>
    `The law does not require you to file for ${year}, but file by ${due} ${purposes.join(" and ")}: only a return can do that.`,
  summaryNo: (year: string) => `No, the law does not require you to file a return for ${year}. You may still file one.`,

  noteOtherRegime: (regime: string, income: string, above: boolean, limit: string) =>
    `Under the ${regime} your income before deductions, ${income}, would be ${above ? "above" : "within"} its exemption limit of ${limit}. The Act speaks of "the maximum amount which is not chargeable to income-tax" without naming a regime${above ? "; filing is the safe course" : ""}.`,
  noteTds: "Tax was deducted or collected from you. If it is more than your tax for the year, only a return gets the difference back.",
  noteForeignNonResident: "The foreign-asset ground applies only to a resident who is ordinarily resident, so it does not apply to you.",
  noteSenior:
    "A resident aged 75 or more whose only income is pension and interest from the bank that pays the pension, and who has given that bank the declaration for it, need not file: the bank works out and deducts the tax (section 194P of the 1961 Act, continued by the 2025 Act).",
  noteDueDates: (general: string, business: string, audit: string, transferPricing: string, lateFee: string, belated: string) =>
    `The due date is ${general} without business or professional income, ${business} with it when the accounts need no audit (and for partners of such firms), ${audit} when the accounts are audited and ${transferPricing} when a transfer-pricing report is due. A return filed late is accepted with a fee (${lateFee}), and interest on unpaid tax, until ${belated}.`,
  noteRevisedFee: (last: string, after: string, fee: string, smallFee: string, smallLimit: string, provision: string) =>
    `A return can be revised until ${last}; a revision after ${after} costs ${fee}, or ${smallFee} with total income up to ${smallLimit} (${provision}).`,
  noteRevisedFree: (last: string) => `A return can be revised until ${last}, with no fee.`,

  stepSalary: "Salary or pension",
  refSalary: (act: string) => `${act}: income under the head "Salaries"`,
  stepStandard: (regime: string) => `Less: standard deduction (${regime})`,
  stepOther: "Other income",
  incomeBefore: "Income before deductions",
  exemptionLimit: "Basic exemption limit",

  groupFiling: (year: string) => `Filing for ${year}`,
  mustFile: "Must you file?",
  reasons: "Because of",
  noneOfTheGrounds: "None of the grounds",
  shouldFile: "Worth filing anyway?",
  fileTo: (purposes: readonly string[]) => `File ${purposes.join(" and ")}.`,
  incomeTest: "Income test",
  groupDue: "Due date of the return",
  dueWithoutAuditBusiness: "Without a tax audit (business or profession)",
  dueWithoutAudit: "Without a tax audit",
  businessNoAudit: "Business or profession, no audit",
  withAudit: "With a tax audit",
  withTransferPricing: "With a transfer-pricing report",
  belatedLast: "Last date for a late (belated) return",
  revisedLast: "Last date to revise a return",
  revisedFeeNote: (after: string, provision: string) => `A fee applies after ${after} (${provision}).`,
  eachGround: "Each ground",
  groundStep: (title: string, figure: string, limit: string) => `${title}: ${figure} (${limit})`,
  resultMust: "Must file",
  resultClaim: "File to claim it",
  resultNotMet: "Not met",
  dueSection: "Due date",
  noBusiness: "No business or profession income",
  businessNotAudited: "Business or profession, accounts not audited",
  belatedReturn: "Belated return",
  revisedReturn: "Revised return",
  tableCaption: (year: string) => `Grounds for filing a return for ${year}`,
  columns: ["Ground", "Yours", "Limit", "Result"] as readonly string[],

  explanation: [
    "Section 139(1) of the Income-tax Act, 1961 (section 263(1) of the Income-tax Act, 2025 from tax year 2026-27) requires an individual to file a return when the total income for the year, before the deductions under sections 80C to 80U (sections 123 to 154 of the 2025 Act) and before the capital-gains exemptions of sections 54 to 54GB, is more than the basic exemption limit: ₹4 lakh in the new regime from FY 2025-26 (₹3 lakh before), and ₹2.5 lakh in the old regime (₹3 lakh for residents aged 60 to 79, ₹5 lakh for those aged 80 or more). A salary is counted after the standard deduction.",
    "Income is not the only test. Since FY 2019-20 a person whose income is below the limit must still file if, during the year, they deposited more than ₹1 crore in current accounts, spent more than ₹2 lakh on foreign travel for themselves or anyone else, or spent more than ₹1 lakh on electricity (the seventh proviso to section 139(1)). Rule 12AB, from April 2022, adds four more: business turnover above ₹60 lakh, professional receipts above ₹10 lakh, tax deducted and collected at source of ₹25,000 or more (₹50,000 for a resident aged 60 or more), and deposits of ₹50 lakh or more in savings accounts.",
    "A resident who is ordinarily resident must also file if they hold any asset outside India, have a financial interest in a foreign entity, or can sign for a foreign account, even with no taxable income. And only a return can claim back tax deducted in excess, or carry a business or capital-gains loss forward to later years; the 2025 Act lists both among the persons who must file.",
    "This calculator applies each of these tests to your figures, tells you whether you must file, for which reasons, and the due date for the year.",
  ] as readonly string[],
  faqTdsQuestion: "Tax was deducted from my interest, but my income is below the limit. What should I do?",
  faqTdsAnswer: (noTdsForm: string) =>
    `File a return to claim the refund: it is the only way to get the tax back. If your income is below the limit you can also give the bank ${noTdsForm} at the start of the year so that it does not deduct tax.`,
  faq: [
    {
      question: "My income is below ₹12 lakh and I pay no tax in the new regime. Must I still file?",
      answer:
        "Yes, if your income before deductions is above ₹4 lakh. The rebate (section 156 from tax year 2026-27, section 87A before it) removes the tax, not the duty to file: the test is the basic exemption limit, not whether any tax is payable.",
    },
    {
      question: "Which regime's exemption limit applies?",
      answer:
        "The Act speaks only of the maximum amount not chargeable to tax. Since the new regime is the default, the new-regime limit is the usual reading unless you opt for the old regime. When the two regimes give different answers, this calculator says so; filing is the safe course.",
    },
    {
      question: "What happens if I must file and I don't?",
      answer:
        "A return filed after the due date costs a fee under section 234F (section 428(a) of the Income-tax Act, 2025 from tax year 2026-27): ₹1,000 if your total income is up to ₹5 lakh and ₹5,000 above that, plus interest on any tax unpaid. The due date is 31 July, 31 August for business or professional income without an audit (from FY 2025-26), 31 October with an audit and 30 November with a transfer-pricing report; a late return can be filed until 31 December, and a return can be revised until 31 March from FY 2025-26, with a fee of ₹1,000 or ₹5,000 after 31 December (section 234-I; section 428(b) from tax year 2026-27). Not filing at all can lead to a notice, penalties and, for large amounts, prosecution.",
    },
    {
      question: "I am a student who travelled abroad. Must I file?",
      answer:
        "If you paid more than ₹2 lakh in the year for travel abroad, for yourself or for anyone else, you must file even with no income. The test falls on whoever paid: if your parents paid for your trip, it counts as their spending, not yours.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि क्या कानून के तहत आपको इस वर्ष आयकर रिटर्न (ITR) भरना ज़रूरी है, किन कारणों से, और किस तारीख तक: छूट सीमा से ज़्यादा आय, बड़ी जमा और बड़े खर्च, स्रोत पर कर कटौती (TDS), विदेशी संपत्ति।",
  keywords: "ITR किसे भरना है, आयकर रिटर्न भरना ज़रूरी, धारा 139(1), सातवाँ परंतुक, नियम 12AB, ITR की अंतिम तारीख, मूल छूट सीमा",
  groupYou: "वर्ष और आप",
  groupIncome: "आय",
  groupMoney: "वर्ष के दौरान आया और गया पैसा",
  groupOther: "दूसरे कारण",
  regimeHelp: "जब तक आप बाहर निकलने का विकल्प न चुनें, नई कर व्यवस्था लागू होती है। छूट सीमा इसी पर निर्भर है।",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु।",
  status: "वर्ष के लिए आवासीय स्थिति",
  statusHelp: 'भारत में रहने वाले ज़्यादातर लोग निवासी हैं। "साधारण निवासी नहीं" का आम तौर पर मतलब है कि आप कई वर्ष विदेश में रहकर लौटे हैं।',
  statusOptions: { resident: "निवासी", rnor: "निवासी, पर साधारण निवासी नहीं", nonresident: "अनिवासी" },
  salary: "वर्ष का वेतन या पेंशन",
  salaryHelp: "मानक कटौती से पहले की कुल राशि। छूट वाले भत्ते इसमें न जोड़ें, जैसे पुरानी कर व्यवस्था में HRA की छूट।",
  other: "वर्ष की बाकी सारी आय",
  otherHelp: "ब्याज, किराया, कारोबार का लाभ, पूँजीगत लाभ वगैरह, धारा 80C से 80U तक की कटौतियों और पूँजीगत लाभ पर छूट (धारा 54 से 54GB) से पहले।",
  tds: "वर्ष का TDS और TCS",
  tdsHelp: (form: string) => `वर्ष में आपकी आय से स्रोत पर काटा या वसूला गया टैक्स (TDS/TCS), जैसा ${form} में दिखता है।`,
  current: "चालू खातों में जमा",
  currentHelp: "वर्ष में बैंकों के चालू खातों में की गई सारी जमा का जोड़।",
  savings: "बचत खातों में जमा",
  savingsHelp: "वर्ष में बचत खातों में की गई सारी जमा का जोड़।",
  travel: "विदेश यात्रा पर खर्च",
  travelHelp: "अपने लिए या किसी और के लिए, वर्ष के दौरान।",
  electricity: "बिजली पर खर्च",
  electricityHelp: "वर्ष में आपके चुकाए बिजली के बिलों का जोड़।",
  turnover: "कारोबार का टर्नओवर या सकल प्राप्तियाँ",
  turnoverHelp: "वर्ष में आपके कारोबार की कुल बिक्री, उसका लाभ नहीं।",
  receipts: "पेशे से सकल प्राप्तियाँ",
  receiptsHelp: "डॉक्टर, वकील, सलाहकार, फ़्रीलांसर वगैरह के रूप में मिली फ़ीस, खर्चों से पहले।",
  foreign: "भारत से बाहर आपकी कोई संपत्ति या खाता है, या आप किसी ऐसे खाते पर हस्ताक्षर कर सकते हैं",
  refund: "आप कटे या चुकाए टैक्स का रिफ़ंड चाहते हैं",
  loss: "आपका कारोबार या पूँजीगत लाभ का घाटा है जिसे आगे ले जाना है",
  form: formAcrossYearsHi,

  date: (value: string) => formatLongDateHi(value),
  yearIn: (fy: FinancialYear) => yearLabel(fy, "hi"),
  regimeName: { new: "नई कर व्यवस्था", old: "पुरानी कर व्यवस्था" },
  capitalise: (text: string) => text,
  yes: "हाँ",
  no: "नहीं",

  limitAbove: (amount: string) => `${amount} से ज़्यादा`,
  limitAtLeast: (amount: string) => `कम से कम ${amount}`,
  groundTitle: {
    current: "चालू खातों में जमा",
    travel: "विदेश यात्रा पर खर्च",
    electricity: "बिजली पर खर्च",
    turnover: "कारोबार का टर्नओवर",
    receipts: "पेशे की प्राप्तियाँ",
    tds: "TDS और TCS",
    savings: "बचत खातों में जमा",
  },
  groundReason: (ground: Ground, amount: string, limit: string) =>
    `${{ current: "चालू खातों में", travel: "विदेश यात्रा पर", electricity: "बिजली पर", turnover: "कारोबार का टर्नओवर", receipts: "पेशे की प्राप्तियाँ", tds: "TDS और TCS", savings: "बचत खातों में" }[ground]} ${amount} (सीमा: ${limit})`,
  incomeTitle: (regime: string) => `कटौतियों से पहले की आय (${regime})`,
  incomeReason: (income: string, limit: string) => `कटौतियों से पहले की आय ${income}, जो छूट सीमा ${limit} से ज़्यादा है`,
  foreignTitle: "भारत से बाहर संपत्ति या खाते",
  foreignLimit: "कोई भी, निवासी के लिए (साधारण निवासी नहीं वाले को छोड़कर)",
  foreignReason: "निवासी के रूप में भारत से बाहर कोई संपत्ति या खाता",
  refundTitle: "रिफ़ंड चाहिए",
  any: "कोई भी",
  refundReason: "रिफ़ंड, जिसका आप दावा करना चाहते हैं",
  refundPurpose: "ताकि आप रिफ़ंड का दावा कर सकें",
  lossTitle: "आगे ले जाने वाला घाटा",
  lossReason: "घाटा, जिसे आप आगे ले जाना चाहते हैं",
  lossPurpose: "ताकि आप घाटा आगे ले जा सकें",

  summaryMust: (year: string, due: string, reasons: readonly string[]) => `हाँ, आपको ${year} का रिटर्न ${due} तक भरना होगा, इस कारण: ${reasons.join("; ")}।`,
  summaryShould: (year: string, due: string, purposes: readonly string[]) =>
    `कानून के तहत ${year} का रिटर्न भरना आपके लिए ज़रूरी नहीं है, फिर भी ${due} तक रिटर्न भरें, ${purposes.join(" और ")}: यह सिर्फ़ रिटर्न से ही हो सकता है।`,
  summaryNo: (year: string) => `नहीं, कानून के तहत ${year} का रिटर्न भरना आपके लिए ज़रूरी नहीं है। फिर भी आप चाहें तो भर सकते हैं।`,

  noteOtherRegime: (regime: string, income: string, above: boolean, limit: string) =>
    `${regime} में कटौतियों से पहले की आपकी आय, ${income}, उसकी छूट सीमा ${limit} ${above ? "से ज़्यादा" : "के भीतर"} होती। अधिनियम "आयकर से मुक्त अधिकतम राशि" की बात करता है, किसी कर व्यवस्था का नाम नहीं लेता${above ? "; रिटर्न भरना ही सुरक्षित है" : ""}।`,
  noteTds: "आपकी आय से टैक्स काटा या वसूला गया है। अगर यह वर्ष के आपके टैक्स से ज़्यादा है, तो अंतर सिर्फ़ रिटर्न भरकर ही वापस मिलता है।",
  noteForeignNonResident: "विदेशी संपत्ति वाली शर्त सिर्फ़ साधारण निवासी पर लागू होती है, इसलिए आप पर लागू नहीं होती।",
  noteSenior:
    "75 वर्ष या ज़्यादा आयु के निवासी, जिनकी आय सिर्फ़ पेंशन और उसी बैंक से मिलने वाला ब्याज है जो पेंशन देता है, और जिन्होंने उस बैंक को इसकी घोषणा दे दी है, उन्हें रिटर्न नहीं भरना होता: बैंक टैक्स निकालकर काट लेता है (1961 के अधिनियम की धारा 194P, 2025 के अधिनियम में भी जारी)।",
  noteDueDates: (general: string, business: string, audit: string, transferPricing: string, lateFee: string, belated: string) =>
    `कारोबार या पेशे की आय न हो तो अंतिम तारीख (नियत तारीख) ${general} है; ऐसी आय हो और बही-खातों का ऑडिट ज़रूरी न हो (और ऐसी फ़र्मों के भागीदारों के लिए) तो ${business}; बही-खातों का ऑडिट हो तो ${audit}; और ट्रांसफ़र प्राइसिंग रिपोर्ट देनी हो तो ${transferPricing}। देर से भरा रिटर्न ${belated} तक विलंब शुल्क (${lateFee}) और बकाया टैक्स पर ब्याज के साथ स्वीकार होता है।`,
  noteRevisedFee: (last: string, after: string, fee: string, smallFee: string, smallLimit: string, provision: string) =>
    `रिटर्न ${last} तक संशोधित हो सकता है; ${after} के बाद संशोधन पर ${fee} शुल्क लगता है, या ${smallLimit} तक की कुल आय पर ${smallFee} (${provision})।`,
  noteRevisedFree: (last: string) => `रिटर्न ${last} तक बिना शुल्क संशोधित हो सकता है।`,

  stepSalary: "वेतन या पेंशन",
  refSalary: (act: string) => `${act.replace(/^Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $1")}: "वेतन" शीर्ष के तहत आय`,
  stepStandard: (regime: string) => `घटाएँ: मानक कटौती (${regime})`,
  stepOther: "दूसरी आय",
  incomeBefore: "कटौतियों से पहले की आय",
  exemptionLimit: "मूल छूट सीमा",

  groupFiling: (year: string) => `${year} का रिटर्न`,
  mustFile: "क्या रिटर्न भरना ज़रूरी है?",
  reasons: "कारण",
  noneOfTheGrounds: "कोई भी शर्त लागू नहीं",
  shouldFile: "फिर भी भरना फ़ायदेमंद?",
  fileTo: (purposes: readonly string[]) => `रिटर्न भरें, ${purposes.join(" और ")}।`,
  incomeTest: "आय की जाँच",
  groupDue: "रिटर्न की अंतिम तारीख",
  dueWithoutAuditBusiness: "टैक्स ऑडिट के बिना (कारोबार या पेशा)",
  dueWithoutAudit: "टैक्स ऑडिट के बिना",
  businessNoAudit: "कारोबार या पेशा, ऑडिट नहीं",
  withAudit: "टैक्स ऑडिट के साथ",
  withTransferPricing: "ट्रांसफ़र प्राइसिंग रिपोर्ट के साथ",
  belatedLast: "देर से (विलंबित) रिटर्न की अंतिम तारीख",
  revisedLast: "रिटर्न संशोधित करने की अंतिम तारीख",
  revisedFeeNote: (after: string, provision: string) => `${after} के बाद शुल्क लगता है (${provision})।`,
  eachGround: "हर शर्त",
  groundStep: (title: string, figure: string, limit: string) => `${title}: ${figure} (${limit})`,
  resultMust: "रिटर्न भरना ज़रूरी",
  resultClaim: "दावे के लिए रिटर्न भरें",
  resultNotMet: "लागू नहीं",
  dueSection: "अंतिम तारीख",
  noBusiness: "कारोबार या पेशे से कोई आय नहीं",
  businessNotAudited: "कारोबार या पेशा, बही-खातों का ऑडिट नहीं",
  belatedReturn: "विलंबित रिटर्न",
  revisedReturn: "संशोधित रिटर्न",
  tableCaption: (year: string) => `${year} का रिटर्न भरने की शर्तें`,
  columns: ["शर्त", "आपका आँकड़ा", "सीमा", "नतीजा"],

  explanation: [
    "आयकर अधिनियम, 1961 की धारा 139(1) (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की धारा 263(1)) के तहत किसी व्यक्ति को रिटर्न भरना होता है, जब वर्ष की उसकी कुल आय, धारा 80C से 80U (2025 के अधिनियम की धारा 123 से 154) की कटौतियों और धारा 54 से 54GB की पूँजीगत लाभ वाली छूट से पहले, मूल छूट सीमा से ज़्यादा हो: नई कर व्यवस्था में वित्तीय वर्ष 2025-26 से ₹4 लाख (उससे पहले ₹3 लाख), और पुरानी कर व्यवस्था में ₹2.5 लाख (60 से 79 वर्ष के निवासियों के लिए ₹3 लाख, 80 वर्ष या ज़्यादा वालों के लिए ₹5 लाख)। वेतन मानक कटौती के बाद गिना जाता है।",
    "आय ही अकेली जाँच नहीं है। वित्तीय वर्ष 2019-20 से, सीमा से कम आय वाले व्यक्ति को भी रिटर्न भरना होता है अगर वर्ष के दौरान उसने चालू खातों में ₹1 करोड़ से ज़्यादा जमा किए, अपने या किसी और के लिए विदेश यात्रा पर ₹2 लाख से ज़्यादा खर्च किए, या बिजली पर ₹1 लाख से ज़्यादा खर्च किए (धारा 139(1) का सातवाँ परंतुक)। अप्रैल 2022 से नियम 12AB चार और शर्तें जोड़ता है: ₹60 लाख से ज़्यादा कारोबार का टर्नओवर, ₹10 लाख से ज़्यादा पेशे की प्राप्तियाँ, ₹25,000 या ज़्यादा का स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रह (TCS) (60 वर्ष या ज़्यादा आयु के निवासी के लिए ₹50,000), और बचत खातों में ₹50 लाख या ज़्यादा की जमा।",
    "साधारण निवासी को तब भी रिटर्न भरना होता है जब उसकी भारत से बाहर कोई संपत्ति हो, किसी विदेशी इकाई में वित्तीय हित हो, या वह किसी विदेशी खाते पर हस्ताक्षर कर सकता हो, भले ही कोई कर योग्य आय न हो। और ज़्यादा कटा टैक्स वापस लेने, या कारोबार या पूँजीगत लाभ का घाटा अगले वर्षों में ले जाने का एक ही तरीका है: रिटर्न; 2025 का अधिनियम इन दोनों को रिटर्न भरने वालों में गिनता है।",
    "यह कैलकुलेटर आपके आँकड़ों पर ये सारी जाँचें लागू करता है, और बताता है कि आपको रिटर्न भरना है या नहीं, किन कारणों से, और उस वर्ष की अंतिम तारीख क्या है।",
  ],
  faqTdsQuestion: "मेरे ब्याज से टैक्स कटा है, पर मेरी आय सीमा से कम है। मैं क्या करूँ?",
  faqTdsAnswer: (noTdsForm: string) =>
    `रिफ़ंड के लिए रिटर्न भरें: टैक्स वापस पाने का यही एक तरीका है। अगर आपकी आय सीमा से कम है, तो वर्ष की शुरुआत में बैंक को ${noTdsForm} भी दे सकते हैं, ताकि बैंक टैक्स न काटे।`,
  faq: [
    {
      question: "मेरी आय ₹12 लाख से कम है और नई कर व्यवस्था में मेरा टैक्स शून्य है। क्या फिर भी रिटर्न भरना होगा?",
      answer:
        "हाँ, अगर कटौतियों से पहले आपकी आय ₹4 लाख से ज़्यादा है। रिबेट (कर वर्ष 2026-27 से धारा 156, उससे पहले धारा 87A) टैक्स हटाता है, रिटर्न भरने की ज़िम्मेदारी नहीं: जाँच मूल छूट सीमा की है, इसकी नहीं कि कोई टैक्स देना है या नहीं।",
    },
    {
      question: "किस कर व्यवस्था की छूट सीमा लागू होती है?",
      answer:
        "अधिनियम सिर्फ़ उस अधिकतम राशि की बात करता है जिस पर टैक्स नहीं लगता। नई कर व्यवस्था डिफ़ॉल्ट है, इसलिए आम तौर पर उसी की सीमा मानी जाती है, जब तक आप पुरानी कर व्यवस्था न चुनें। जब दोनों व्यवस्थाओं का जवाब अलग हो, तो यह कैलकुलेटर बताता है; ऐसे में रिटर्न भरना ही सुरक्षित है।",
    },
    {
      question: "अगर रिटर्न भरना ज़रूरी हो और मैं न भरूँ तो क्या होगा?",
      answer:
        "अंतिम तारीख के बाद भरे रिटर्न पर धारा 234F (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की धारा 428(a)) के तहत विलंब शुल्क लगता है: कुल आय ₹5 लाख तक हो तो ₹1,000 और उससे ज़्यादा हो तो ₹5,000, साथ में बकाया टैक्स पर ब्याज। अंतिम तारीख 31 जुलाई है; बिना ऑडिट वाली कारोबार या पेशे की आय के लिए 31 अगस्त (वित्तीय वर्ष 2025-26 से), ऑडिट के साथ 31 अक्टूबर और ट्रांसफ़र प्राइसिंग रिपोर्ट के साथ 30 नवंबर; देर वाला रिटर्न 31 दिसंबर तक भरा जा सकता है, और वित्तीय वर्ष 2025-26 से रिटर्न 31 मार्च तक संशोधित हो सकता है, 31 दिसंबर के बाद ₹1,000 या ₹5,000 शुल्क के साथ (धारा 234-I; कर वर्ष 2026-27 से धारा 428(b))। रिटर्न बिल्कुल न भरने पर नोटिस, जुर्माना और बड़ी राशियों पर मुकदमा भी हो सकता है।",
    },
    {
      question: "मैं छात्र हूँ और विदेश गया था। क्या मुझे रिटर्न भरना होगा?",
      answer:
        "अगर आपने वर्ष में अपने या किसी और के लिए विदेश यात्रा पर ₹2 लाख से ज़्यादा चुकाए, तो बिना आय के भी रिटर्न भरना होगा। यह शर्त उस पर लागू होती है जिसने भुगतान किया: अगर आपकी यात्रा का खर्च माता-पिता ने दिया, तो वह उनका खर्च गिना जाएगा, आपका नहीं।",
    },
  ],
};

export const ELIGIBILITY_TEXT: Catalogues<typeof en> = { en, hi };
