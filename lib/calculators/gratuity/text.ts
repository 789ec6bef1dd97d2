import { plural, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import type { GratuityLimit } from "@/lib/tax/gratuity-exemption";
import { gratuityMeta } from "./meta";

/*
 * Every word the gratuity calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word
 * for word.
 */

type Employer = "private" | "government";

const englishPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const en = {
  description: gratuityMeta.description,
  keywords: gratuityMeta.keywords,
  groupYear: "Year and employer",
  groupSalary: "Salary and service",
  groupPaid: "Gratuity paid",
  fy: "Year you receive the gratuity",
  employer: "Your employer",
  employerOptions: { private: "Private, PSU or other", government: "Government or local authority" } as Readonly<Record<Employer, string>>,
  employerHelp: "Government: the Central or a State Government or a local authority. Public-sector companies and banks are not government here.",
  covered: "Covered by the Payment of Gratuity Act",
  coveredHelp: "Most employers with 10 or more employees are. From 21 November 2025 its rules continue in the Code on Social Security, 2020.",
  salary: "Last drawn salary, a month: basic + DA",
  salaryHelp: "Basic pay plus dearness allowance in your last month. Not HRA, bonus or other allowances.",
  avgSalary: "Average salary, a month, over the 10 months before the month you left",
  avgSalaryHelp: "Basic + DA that counts for retirement benefits, plus commission fixed as a % of sales. Leave blank if it equals the last drawn salary.",
  avgSalaryBlank: "Enter at least ₹1, or leave it blank to use the last drawn salary.",
  years: "Completed years of service",
  yearsHelp: "With the employer paying the gratuity.",
  months: "Months beyond the completed years",
  monthsHelp:
    "Covered by the Act: more than 6 months count as a full year (6 months and some days is more than 6, so enter 7). Not covered: months are ignored.",
  received: "Gratuity received",
  receivedHelp: "The amount your employer paid. Leave blank to use the amount the formula gives.",
  receivedBlank: "Enter at least ₹1, or leave it blank to use the amount the formula gives.",
  earlier: "Gratuity exempted before",
  earlierHelp: (limit: string) =>
    `Gratuity from an earlier employer (or earlier in this year) that was tax-free: it uses up the same ${limit} lifetime limit.`,
  governmentNeedsAmount:
    "Enter the gratuity you received: a government employee's gratuity follows the pension rules of the service, and all of it is tax-free.",
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  /** A provision's name as the rules give it ("section 10(10)(ii)"), in the page's language. */
  provision: (english: string) => english,
  summaryNothingDue: (year: string) => `No gratuity is due on these figures for ${year}, so there is nothing to tax.`,
  summaryAllFree: (received: string, provision: string, year: string) =>
    `All of your ${received} gratuity is tax-free under ${provision} for ${year}, in both regimes.`,
  summaryPart: (exempt: string, received: string, provision: string, year: string, taxable: string) =>
    `${exempt} of your ${received} gratuity is tax-free under ${provision} for ${year}; the other ${taxable} is taxed as salary.`,
  dueUnderAct: "Gratuity due under the Act",
  byFormula: "Gratuity by the formula",
  receivedLabel: "Gratuity received",
  yourGratuity: "Your gratuity",
  formulaUsedNote: "No amount received was entered, so the formula's amount is used.",
  exempt: "Tax-free",
  taxable: "Taxable as salary",
  limitsUnder: (provision: string) => `Limits under ${provision}`,
  countedYears: "Years of service counted",
  formulaCovered: "15/26 × salary × years",
  formulaOther: "½ × average salary × years",
  ceilingLeft: "Limit left after earlier exemptions",
  ceiling: "Ceiling",
  bindingLimit: "The least, which sets the tax-free part",
  limitNames: { received: "gratuity received", formula: "the formula amount", ceiling: "the ceiling" } as Readonly<Record<GratuityLimit, string>>,
  binding: (names: readonly string[]) => {
    const text = names.join(" and ");
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    return names.length > 1 ? `${sentence}, equal` : sentence;
  },
  breakdown: (provision: string) => `Tax-free gratuity: ${provision}`,
  stepFormulaCovered: "Gratuity due under the Act (the formula within the ceiling)",
  stepNoAmount: (what: string) => `${what}: no amount received entered`,
  stepEmployerPaid: "The amount your employer paid",
  stepAllFree: "Tax-free: all of it",
  stepTaxable: "Taxable",
  service: (years: number, months: number) => `${englishPlural(years, "year")} ${englishPlural(months, "month")}`,
  stepLastSalary: "Last drawn salary, a month (basic + DA)",
  stepServiceCovered: (service: string, counted: number) => `Service of ${service}, counted as ${englishPlural(counted, "year")}`,
  stepPartYearCounts: (months: number) => `over ${months} months: +1 year`,
  stepPartYearIgnored: (months: number) => `${months} months or less: not counted`,
  stepFormulaCoveredAmount: (days: number, workingDays: number, salary: string, years: number) =>
    `${days}/${workingDays} × ${salary} × ${years} (to the nearest rupee)`,
  stepCeiling: "Ceiling",
  stepAverage: (months: number) => `Average salary, a month, over the ${months} months before leaving`,
  stepServiceOther: (service: string, counted: number) => `Service of ${service}, counted as ${englishPlural(counted, "completed year")}`,
  stepMonthsIgnored: "months ignored",
  stepFormulaOtherAmount: (average: string, years: number) => `½ × ${average} × ${years} (paise dropped)`,
  stepLimit: "Limit",
  stepLessEarlier: "Less gratuity exempted before",
  stepLimitLeft: "Limit left",
  stepLeast: "Tax-free: the least of the gratuity received, the formula amount and the ceiling",
  stepTaxableRest: "Taxable: gratuity received less the tax-free part",
  noteRegimes:
    "The exemption is the same in the old and the new regime. Gratuity paid while you are still in service is fully taxable (relief for salary paid in arrears, section 89 of the 1961 Act and its counterpart in the 2025 Act, may apply); gratuity paid to your family after your death is not taxable in their hands.",
  noteMinimumService: (years: number) =>
    `The Act pays gratuity only after ${englishPlural(years, "year")} of continuous service (courts have accepted 4 years and 240 days), except on death or disablement; under the Code on Social Security, 2020 a fixed-term employee qualifies after one year. The figures assume you qualify.`,
  noteMoreThanAct: "Your employer may pay more than the Act requires. Enter what you received: the part above the formula or the ceiling is taxable.",
  noteCode:
    "From 21 November 2025 the Code on Social Security, 2020 replaces the Payment of Gratuity Act. It counts as wages any allowances above half of your pay: enter the monthly wage your employer used. The income-tax rule still refers to the 1972 Act, and this calculator applies its formula unchanged (an open point).",
  noteCoveredEarlier: (limit: string) =>
    `For employees covered by the Act, the income-tax rule allows what the Act computes, with its own ceiling for each payment. The reduction of the ${limit} limit by earlier exemptions is written for other employees; if you had tax-free gratuity before, ask your tax adviser how it applies to you.`,
  noteOtherSalary: (months: number) =>
    `Salary here is basic pay, dearness allowance that counts for retirement benefits and commission fixed as a percentage of sales, averaged over the ${months} months before the month you left. Only completed years count.`,
  noteLifetime: (limit: string) =>
    `The ${limit} limit is for your whole life: gratuity exempted from earlier employers, or from two employers in the same year, uses it up.`,
  noteGovernment:
    'Employees of public-sector companies and banks are not government employees here: choose "Private, PSU or other" and whether the Payment of Gratuity Act covers them.',
  noteCapped: (formula: string, ceiling: string) =>
    `The formula gives ${formula}, but the Act caps the gratuity it requires at ${ceiling}; that is the amount used.`,
  noteRoundingCovered:
    "Amounts are in whole rupees: the gratuity the Act makes payable is rounded to the nearest rupee (50 paise and more go up), as it is paid. Rounding to ₹10 (sections 288A and 288B) applies to total income and tax, not to the gratuity.",
  noteRoundingOther: "Amounts are in whole rupees: paise in the formula amount are dropped, so the tax-free part is never overstated.",
  explanation: [
    "Gratuity is a lump sum an employer pays when you leave after long service: on retirement, resignation, death or disablement. Most employers with ten or more employees must pay it under the Payment of Gratuity Act, 1972, whose rules continue from 21 November 2025 in the Code on Social Security, 2020: fifteen days' wages for each year of service, a month counted as 26 working days, so 15/26 of your last monthly basic + DA for each year, with a final part-year of more than six months counted as a full year, and at most ₹20 lakh.",
    "Income tax treats gratuity as salary but exempts most of it: section 10(10) of the Income-tax Act, 1961, and from tax year 2026-27 section 19 of the Income-tax Act, 2025. Government employees pay no tax on it at all. If you are covered by the Gratuity Act, the tax-free part is the least of what you received, the 15/26 formula and ₹20 lakh. If you are not covered, it is the least of what you received, half a month's average salary (over the ten months before you left) for each completed year, and ₹20 lakh less any gratuity exempted before.",
    "The exemption applies in both tax regimes. Whatever is above it is added to your salary for the year and taxed at your slab rate.",
  ] as readonly string[],
  faq: [
    {
      question: "How is gratuity calculated for 20 years and 7 months of service?",
      answer:
        "Under the Gratuity Act, the 7 months are more than six, so the service counts as 21 years: 15/26 × last monthly basic + DA × 21. On ₹60,000 a month that is ₹7,26,923. If your employer is not covered, only the 20 completed years count: ½ × average salary × 20, or ₹6,00,000 on the same salary.",
    },
    {
      question: "Is gratuity taxable?",
      answer:
        "Only the part above the exemption. For most private-sector employees covered by the Gratuity Act, the whole statutory gratuity is tax-free because the exemption uses the same formula and the same ₹20 lakh limit. Anything your employer pays above that is taxed as salary. Government employees' gratuity is fully tax-free.",
    },
    {
      question: "Do I get gratuity if I resign before five years?",
      answer:
        "Under the Gratuity Act you need five years of continuous service, which courts have read as four years and 240 days of work in the fifth; the condition does not apply on death or disablement. Under the Code on Social Security, 2020, fixed-term employees qualify after one year. An employer may pay gratuity earlier by its own scheme.",
    },
    {
      question: "I have received gratuity from an earlier employer. Does that matter?",
      answer:
        'For employees not covered by the Gratuity Act, yes: the ₹20 lakh limit is for your whole working life, so gratuity exempted before reduces what can be tax-free now. Enter it in "Gratuity exempted before".',
    },
    {
      question: "Is gratuity tax-free in the new tax regime?",
      answer: "Yes. The gratuity exemption is one of the few that the new regime keeps, so the tax-free amount is the same in both regimes.",
    },
  ] as readonly { question: string; answer: string }[],
};

const months = (count: number) => `${count} ${plural("hi", count, { one: "महीना", other: "महीने" })}`;

const hi: TranslationOf<typeof en> = {
  description:
    "ग्रेच्युटी भुगतान अधिनियम के तहत (हर वर्ष के लिए अंतिम वेतन का 15/26) या उसके बिना (हर वर्ष के लिए आधे महीने का औसत वेतन) अपनी ग्रेच्युटी निकालें, और जानें कि ₹20 लाख की सीमा तक धारा 10(10) के तहत उसका कितना हिस्सा कर-मुक्त है।",
  keywords: "ग्रेच्युटी कैलकुलेटर, ग्रेच्युटी फ़ॉर्मूला 15/26, ग्रेच्युटी भुगतान अधिनियम, धारा 10(10), ग्रेच्युटी छूट 20 लाख, ग्रेच्युटी पर टैक्स, रिटायरमेंट, इस्तीफ़ा, कर वर्ष 2026-27",
  groupYear: "वर्ष और नियोक्ता",
  groupSalary: "वेतन और सेवा",
  groupPaid: "मिली ग्रेच्युटी",
  fy: "जिस वर्ष ग्रेच्युटी मिली",
  employer: "आपका नियोक्ता",
  employerOptions: { private: "निजी, सार्वजनिक उपक्रम या अन्य", government: "सरकार या स्थानीय निकाय" },
  employerHelp: "सरकार: केंद्र सरकार, कोई राज्य सरकार या स्थानीय निकाय। सरकारी कंपनियाँ और बैंक यहाँ सरकार नहीं माने जाते।",
  covered: "ग्रेच्युटी भुगतान अधिनियम लागू है",
  coveredHelp: "10 या ज़्यादा कर्मचारियों वाले ज़्यादातर नियोक्ताओं पर यह लागू है। 21 नवंबर 2025 से इसके नियम सामाजिक सुरक्षा संहिता, 2020 में जारी हैं।",
  salary: "अंतिम मासिक वेतन: मूल वेतन + DA",
  salaryHelp: "आपके आखिरी महीने का मूल वेतन और महँगाई भत्ता (DA)। HRA, बोनस या दूसरे भत्ते नहीं।",
  avgSalary: "नौकरी छोड़ने के महीने से पहले के 10 महीनों का औसत मासिक वेतन",
  avgSalaryHelp: "मूल वेतन + रिटायरमेंट लाभों में गिना जाने वाला DA, और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन। अगर यह अंतिम वेतन के बराबर है, तो खाली छोड़ दें।",
  avgSalaryBlank: "कम से कम ₹1 लिखें, या अंतिम वेतन लेने के लिए खाली छोड़ दें।",
  years: "सेवा के पूरे वर्ष",
  yearsHelp: "ग्रेच्युटी देने वाले नियोक्ता के साथ।",
  months: "पूरे वर्षों के ऊपर के महीने",
  monthsHelp: "अधिनियम लागू हो तो: 6 से ज़्यादा महीने पूरा वर्ष गिने जाते हैं (6 महीने और कुछ दिन 6 से ज़्यादा हैं, इसलिए 7 लिखें)। लागू न हो तो: महीने नहीं गिने जाते।",
  received: "मिली ग्रेच्युटी",
  receivedHelp: "आपके नियोक्ता ने जो राशि दी। फ़ॉर्मूले से निकली राशि लेने के लिए खाली छोड़ दें।",
  receivedBlank: "कम से कम ₹1 लिखें, या फ़ॉर्मूले से निकली राशि लेने के लिए खाली छोड़ दें।",
  earlier: "पहले छूट पा चुकी ग्रेच्युटी",
  earlierHelp: (limit: string) => `किसी पिछले नियोक्ता से (या इसी वर्ष पहले) मिली ग्रेच्युटी जो कर-मुक्त रही: वह जीवन भर की उसी ${limit} की सीमा में से घटती है।`,
  governmentNeedsAmount: "मिली ग्रेच्युटी लिखें: सरकारी कर्मचारी की ग्रेच्युटी उसकी सेवा के पेंशन नियमों से तय होती है, और वह पूरी कर-मुक्त है।",
  year: (label: string) => label,
  provision: (english: string) =>
    english
      .replace(/^section (\S+), Sl\. No\. (\d+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $3 की धारा $1, क्रम सं. $2")
      .replace(/^section (\S+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $2 की धारा $1")
      .replace(/^section /, "धारा "),
  summaryNothingDue: (year: string) => `इन आँकड़ों पर ${year} के लिए कोई ग्रेच्युटी नहीं बनती, इसलिए टैक्स लगने को कुछ नहीं है।`,
  summaryAllFree: (received: string, provision: string, year: string) =>
    `${year} के लिए आपकी पूरी ${received} ग्रेच्युटी ${provision} के तहत कर-मुक्त है, दोनों कर व्यवस्थाओं में।`,
  summaryPart: (exempt: string, received: string, provision: string, year: string, taxable: string) =>
    `${year} के लिए आपकी ${received} ग्रेच्युटी में से ${exempt} ${provision} के तहत कर-मुक्त है; बाकी ${taxable} पर वेतन की तरह टैक्स लगता है।`,
  dueUnderAct: "अधिनियम के तहत बनने वाली ग्रेच्युटी",
  byFormula: "फ़ॉर्मूले से ग्रेच्युटी",
  receivedLabel: "मिली ग्रेच्युटी",
  yourGratuity: "आपकी ग्रेच्युटी",
  formulaUsedNote: "मिली राशि नहीं लिखी गई, इसलिए फ़ॉर्मूले से निकली राशि ली गई है।",
  exempt: "कर-मुक्त",
  taxable: "वेतन के रूप में कर योग्य",
  limitsUnder: (provision: string) => `${provision} के तहत सीमाएँ`,
  countedYears: "गिने गए सेवा वर्ष",
  formulaCovered: "15/26 × वेतन × वर्ष",
  formulaOther: "½ × औसत वेतन × वर्ष",
  ceilingLeft: "पहले की छूटों के बाद बची सीमा",
  ceiling: "अधिकतम सीमा",
  bindingLimit: "सबसे कम राशि, जिससे कर-मुक्त हिस्सा तय होता है",
  limitNames: { received: "मिली ग्रेच्युटी", formula: "फ़ॉर्मूले की राशि", ceiling: "अधिकतम सीमा" },
  binding: (names: readonly string[]) => `${names.join(" और ")}${names.length > 2 ? " (तीनों बराबर)" : names.length > 1 ? " (दोनों बराबर)" : ""}`,
  breakdown: (provision: string) => `कर-मुक्त ग्रेच्युटी: ${provision}`,
  stepFormulaCovered: "अधिनियम के तहत बनने वाली ग्रेच्युटी (अधिकतम सीमा के भीतर फ़ॉर्मूला)",
  stepNoAmount: (what: string) => `${what}: मिली राशि नहीं लिखी गई`,
  stepEmployerPaid: "आपके नियोक्ता ने जो राशि दी",
  stepAllFree: "कर-मुक्त: पूरी राशि",
  stepTaxable: "कर योग्य",
  service: (years: number, monthCount: number) => `${years} वर्ष ${months(monthCount)}`,
  stepLastSalary: "अंतिम मासिक वेतन (मूल वेतन + DA)",
  stepServiceCovered: (service: string, counted: number) => `${service} की सेवा, ${counted} वर्ष गिनी गई`,
  stepPartYearCounts: (count: number) => `${months(count)} से ज़्यादा: +1 वर्ष`,
  stepPartYearIgnored: (count: number) => `${months(count)} या कम: नहीं गिने गए`,
  stepFormulaCoveredAmount: (days: number, workingDays: number, salary: string, years: number) =>
    `${days}/${workingDays} × ${salary} × ${years} (निकटतम रुपये तक)`,
  stepCeiling: "अधिकतम सीमा",
  stepAverage: (count: number) => `नौकरी छोड़ने से पहले के ${count} महीनों का औसत मासिक वेतन`,
  stepServiceOther: (service: string, counted: number) => `${service} की सेवा, ${counted} पूरे वर्ष गिने गए`,
  stepMonthsIgnored: "महीने नहीं गिने गए",
  stepFormulaOtherAmount: (average: string, years: number) => `½ × ${average} × ${years} (पैसे छोड़कर)`,
  stepLimit: "सीमा",
  stepLessEarlier: "घटाएँ: पहले छूट पा चुकी ग्रेच्युटी",
  stepLimitLeft: "बची सीमा",
  stepLeast: "कर-मुक्त: मिली ग्रेच्युटी, फ़ॉर्मूले की राशि और अधिकतम सीमा में से सबसे कम",
  stepTaxableRest: "कर योग्य: मिली ग्रेच्युटी घटा कर-मुक्त हिस्सा",
  noteRegimes:
    "छूट पुरानी और नई, दोनों कर व्यवस्थाओं में एक जैसी है। नौकरी के दौरान मिली ग्रेच्युटी पूरी कर योग्य है (बकाया वेतन पर मिलने वाली राहत, 1961 के अधिनियम की धारा 89 और 2025 के अधिनियम में उसका समकक्ष प्रावधान, लागू हो सकती है); आपकी मृत्यु के बाद परिवार को मिली ग्रेच्युटी पर उन्हें टैक्स नहीं देना होता।",
  noteMinimumService: (years: number) =>
    `अधिनियम ग्रेच्युटी तभी देता है जब लगातार ${years} वर्ष की सेवा हो (अदालतों ने 4 वर्ष और 240 दिन को भी माना है), मृत्यु या दिव्यांगता की स्थिति को छोड़कर; सामाजिक सुरक्षा संहिता, 2020 के तहत तय अवधि (फ़िक्स्ड-टर्म) का कर्मचारी एक वर्ष बाद ही हकदार है। आँकड़े यह मानकर हैं कि आप हकदार हैं।`,
  noteMoreThanAct: "आपका नियोक्ता अधिनियम से ज़्यादा ग्रेच्युटी दे सकता है। जो मिला वह लिखें: फ़ॉर्मूले या अधिकतम सीमा से ऊपर का हिस्सा कर योग्य है।",
  noteCode:
    "21 नवंबर 2025 से ग्रेच्युटी भुगतान अधिनियम की जगह सामाजिक सुरक्षा संहिता, 2020 लागू है। यह आपके वेतन के आधे से ऊपर के भत्तों को मज़दूरी में गिनती है: आपके नियोक्ता ने जो मासिक वेतन लिया, वही लिखें। आयकर का नियम अब भी 1972 के अधिनियम का हवाला देता है, और यह कैलकुलेटर उसका फ़ॉर्मूला बिना बदलाव के लगाता है (यह मुद्दा अभी खुला है)।",
  noteCoveredEarlier: (limit: string) =>
    `जिन कर्मचारियों पर अधिनियम लागू है, उनके लिए आयकर का नियम अधिनियम से निकली राशि को छूट देता है, हर भुगतान की अपनी अधिकतम सीमा के साथ। पहले की छूटों से ${limit} की सीमा घटाने की बात दूसरे कर्मचारियों के लिए लिखी गई है; अगर आपको पहले भी कर-मुक्त ग्रेच्युटी मिली है, तो अपने कर सलाहकार से पूछें कि यह आप पर कैसे लागू होता है।`,
  noteOtherSalary: (count: number) =>
    `यहाँ वेतन का अर्थ है मूल वेतन, रिटायरमेंट लाभों में गिना जाने वाला महँगाई भत्ता और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन, नौकरी छोड़ने के महीने से पहले के ${count} महीनों का औसत। सिर्फ़ पूरे वर्ष गिने जाते हैं।`,
  noteLifetime: (limit: string) => `${limit} की सीमा पूरे जीवन के लिए है: पिछले नियोक्ताओं से, या एक ही वर्ष में दो नियोक्ताओं से, छूट पा चुकी ग्रेच्युटी इसी में से घटती है।`,
  noteGovernment:
    'सरकारी कंपनियों और बैंकों के कर्मचारी यहाँ सरकारी कर्मचारी नहीं माने जाते: "निजी, सार्वजनिक उपक्रम या अन्य" चुनें, और बताएँ कि उन पर ग्रेच्युटी भुगतान अधिनियम लागू है या नहीं।',
  noteCapped: (formula: string, ceiling: string) => `फ़ॉर्मूले से ${formula} बनते हैं, पर अधिनियम के तहत देय ग्रेच्युटी की अधिकतम सीमा ${ceiling} है; वही राशि ली गई है।`,
  noteRoundingCovered:
    "राशियाँ पूरे रुपयों में हैं: अधिनियम के तहत देय ग्रेच्युटी निकटतम रुपये तक पूर्णांकित होती है (50 पैसे या ज़्यादा हों तो ऊपर), जैसे उसका भुगतान होता है। ₹10 तक पूर्णांकन (धारा 288A और 288B) कुल आय और टैक्स पर लागू होता है, ग्रेच्युटी पर नहीं।",
  noteRoundingOther: "राशियाँ पूरे रुपयों में हैं: फ़ॉर्मूले की राशि के पैसे छोड़ दिए जाते हैं, ताकि कर-मुक्त हिस्सा कभी ज़्यादा न दिखे।",
  explanation: [
    "ग्रेच्युटी वह एकमुश्त राशि है जो लंबी सेवा के बाद नौकरी छोड़ने पर नियोक्ता देता है: रिटायरमेंट, इस्तीफ़े, मृत्यु या दिव्यांगता पर। 10 या ज़्यादा कर्मचारियों वाले ज़्यादातर नियोक्ताओं को यह ग्रेच्युटी भुगतान अधिनियम, 1972 के तहत देनी होती है, जिसके नियम 21 नवंबर 2025 से सामाजिक सुरक्षा संहिता, 2020 में जारी हैं: सेवा के हर वर्ष के लिए पंद्रह दिन की मज़दूरी, महीने को 26 कार्य-दिवस मानकर, यानी हर वर्ष के लिए आपके अंतिम मासिक मूल वेतन + DA का 15/26; आखिरी अधूरे वर्ष के छह महीने से ज़्यादा हों तो वह पूरा वर्ष गिना जाता है; और अधिकतम ₹20 लाख।",
    "आयकर में ग्रेच्युटी वेतन मानी जाती है, पर उसका ज़्यादातर हिस्सा छूट में है: आयकर अधिनियम, 1961 की धारा 10(10), और कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की धारा 19। सरकारी कर्मचारियों को इस पर बिलकुल टैक्स नहीं देना होता। अगर आप पर ग्रेच्युटी अधिनियम लागू है, तो कर-मुक्त हिस्सा मिली राशि, 15/26 वाले फ़ॉर्मूले और ₹20 लाख में से सबसे कम है। अगर लागू नहीं है, तो यह मिली राशि, हर पूरे वर्ष के लिए आधे महीने के औसत वेतन (नौकरी छोड़ने से पहले के दस महीनों का औसत), और ₹20 लाख घटा पहले छूट पा चुकी ग्रेच्युटी, इनमें से सबसे कम है।",
    "यह छूट दोनों कर व्यवस्थाओं में मिलती है। इससे ऊपर की राशि उस वर्ष के आपके वेतन में जुड़ती है और आपकी स्लैब दर से उस पर टैक्स लगता है।",
  ],
  faq: [
    {
      question: "20 वर्ष 7 महीने की सेवा पर ग्रेच्युटी कैसे निकलती है?",
      answer:
        "ग्रेच्युटी अधिनियम के तहत 7 महीने छह से ज़्यादा हैं, इसलिए सेवा 21 वर्ष गिनी जाती है: 15/26 × अंतिम मासिक मूल वेतन + DA × 21। ₹60,000 महीने पर यह ₹7,26,923 है। अगर आपके नियोक्ता पर अधिनियम लागू नहीं है, तो सिर्फ़ 20 पूरे वर्ष गिने जाते हैं: ½ × औसत वेतन × 20, यानी उसी वेतन पर ₹6,00,000।",
    },
    {
      question: "क्या ग्रेच्युटी पर टैक्स लगता है?",
      answer:
        "सिर्फ़ छूट से ऊपर के हिस्से पर। ग्रेच्युटी अधिनियम के दायरे वाले ज़्यादातर निजी कर्मचारियों की पूरी कानूनी ग्रेच्युटी कर-मुक्त होती है, क्योंकि छूट में वही फ़ॉर्मूला और वही ₹20 लाख की सीमा है। नियोक्ता इससे ऊपर जो भी दे, उस पर वेतन की तरह टैक्स लगता है। सरकारी कर्मचारियों की ग्रेच्युटी पूरी कर-मुक्त है।",
    },
    {
      question: "क्या पाँच वर्ष से पहले इस्तीफ़ा देने पर ग्रेच्युटी मिलती है?",
      answer:
        "ग्रेच्युटी अधिनियम के तहत लगातार पाँच वर्ष की सेवा चाहिए, जिसे अदालतों ने चार वर्ष और पाँचवें वर्ष में 240 दिन के काम के रूप में भी पढ़ा है; मृत्यु या दिव्यांगता पर यह शर्त लागू नहीं होती। सामाजिक सुरक्षा संहिता, 2020 के तहत तय अवधि के कर्मचारी एक वर्ष बाद हकदार हो जाते हैं। नियोक्ता अपनी योजना से पहले भी ग्रेच्युटी दे सकता है।",
    },
    {
      question: "मुझे पिछले नियोक्ता से ग्रेच्युटी मिल चुकी है। क्या इससे फ़र्क पड़ता है?",
      answer:
        'जिन कर्मचारियों पर ग्रेच्युटी अधिनियम लागू नहीं है, उनके लिए हाँ: ₹20 लाख की सीमा पूरे कामकाजी जीवन के लिए है, इसलिए पहले छूट पा चुकी ग्रेच्युटी से अब की कर-मुक्त राशि घटती है। उसे "पहले छूट पा चुकी ग्रेच्युटी" में लिखें।',
    },
    {
      question: "क्या नई कर व्यवस्था में ग्रेच्युटी कर-मुक्त है?",
      answer: "हाँ। ग्रेच्युटी की छूट उन गिनी-चुनी छूटों में है जो नई कर व्यवस्था में भी बची हैं, इसलिए कर-मुक्त राशि दोनों व्यवस्थाओं में एक जैसी है।",
    },
  ],
};

export const GRATUITY_TEXT: Catalogues<typeof en> = { en, hi };
