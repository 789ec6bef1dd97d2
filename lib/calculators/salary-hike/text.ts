import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { HikeMode } from "./fields";
import { salaryHikeMeta } from "./meta";

/*
 * Every word the salary hike calculator shows, in English and Hindi. Messages with figures
 * are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const HIKE_FORMULA = "New salary = old × (1 + hike % ÷ 100); hike % = (new − old) ÷ old × 100";

const en = {
  description: salaryHikeMeta.description,
  keywords: salaryHikeMeta.keywords,
  groupHike: "Your hike",
  groupStructure: "Salary structure, for in-hand pay",
  mode: "Work out",
  modeOptions: { percent: "New salary from a hike %", amount: "New salary from a hike in ₹", compare: "Hike between two salaries" } as Readonly<
    Record<HikeMode, string>
  >,
  salary: "Current salary (CTC), yearly",
  salaryHelp: "Your cost to company for a year, without variable pay you are not sure to get.",
  percent: "Hike",
  percentHelp: "The increase in CTC, in percent of your current CTC.",
  amount: "Hike amount, yearly",
  amountHelp: "The increase in CTC, in rupees a year.",
  target: "New or offered salary (CTC), yearly",
  targetHelp: "The CTC you are offered, or the one you want to reach.",
  years: "Number of yearly hikes",
  yearsHelp: "1 for this year's hike. More to see the same hike repeated every year, compounding.",
  basicPct: "Basic salary (with DA) as a share of CTC",
  basicPctHelp: "Usually 40% to 50%. PF and gratuity are worked out on it.",
  tooHigh: (years: number, maximum: string) =>
    `After ${years === 1 ? "the hike" : `${years} hikes`} the salary would be more than ${maximum}, the most this calculator handles: lower the hike or the number of hikes.`,
  /** The year's label inside a sentence: "tax year 2026-27". */
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  rowNow: "Now",
  rowYear: (year: number) => `Year ${year}`,
  rowNew: "New salary",
  rowAfter: "After the hike",
  compareCut: (from: string, to: string, percent: string, amount: string) => `Going from ${from} to ${to} is a cut of ${percent} (${amount} a year less).`,
  compareHike: (from: string, to: string, percent: string, amount: string) =>
    `Going from ${from} to ${to} is a hike of ${percent} (${amount} a year more).`,
  hikeLine: (hike: string, years: number, from: string, to: string, amount: string, total: string) =>
    `${hike} ${years > 1 ? `for ${years} years takes` : "takes"} your salary from ${from} to ${to} a year, ${amount} more${years > 1 ? `: ${total} in all` : ""}.`,
  describePercent: (percent: string, yearly: boolean) => `A ${percent} hike${yearly ? " a year" : ""}`,
  describeAmount: (amount: string, yearly: boolean) => `A hike of ${amount}${yearly ? " a year" : ""}`,
  inHandLine: (before: string, after: string, year: string) =>
    `Your in-hand pay would go from about ${before} to ${after} a month under the new regime (${year}).`,
  groupCompare: "The hike between the two salaries",
  groupNewSalary: "Your new salary",
  newSalary: "New salary (CTC), yearly",
  changeCut: "Change, yearly (a cut)",
  totalRise: "Total rise, yearly",
  hikeAmount: "Hike amount, yearly",
  totalHike: "Total hike, compounded",
  changeCutPercent: "Change (a cut)",
  hike: "Hike",
  groupInHand: (year: string) => `In-hand pay a month, new regime, ${year}`,
  before: "Before",
  afterHikes: (years: number) => `After ${years} hikes`,
  after: "After",
  changeLess: "Change a month (less)",
  riseMonth: "Rise a month",
  changeInHand: "Change in in-hand pay",
  breakdownCompare: "The hike between two salaries",
  breakdownHike: "The hike",
  breakdownNow: (ctc: string) => `In-hand pay now: ${ctc} CTC`,
  breakdownAfter: (ctc: string) => `In-hand pay after: ${ctc} CTC`,
  hikeFormula: HIKE_FORMULA,
  stepCurrent: "Current salary (CTC), yearly",
  stepCurrentReference: "Your current cost to company",
  stepNew: "New salary (CTC), yearly",
  stepNewReference: "The salary you are offered or want to reach",
  stepHikeAmount: "Hike amount: new − current",
  stepHikePercent: "Hike: (new − current) ÷ current × 100",
  stepTotalHikePercent: "Total hike: (new − current) ÷ current × 100",
  singlePercent: (percent: string) => `× (1 + ${percent})`,
  stepNewSingle: (single: string) => `New salary: current ${single}`,
  stepNewAmountReference: "New salary = current salary + hike amount",
  stepNewAfter: (years: number, single: string) => `New salary after ${years} hikes: each year's salary ${single}`,
  stepCompoundReference: (percent: number, years: number) =>
    `Hikes compound: current × (1 + ${percent} ÷ 100)^${years} (10% and then 8% is 1.10 × 1.08 − 1 = 18.8%, not 18%)`,
  stepSameAmountReference: (years: number, amount: string) =>
    `The same amount each year: current + ${years} × ${amount}; as a percentage each hike is smaller than the one before`,
  stepSumReference: "The sum of the hikes in the table",
  stepCtc: "CTC",
  stepCtcReference: "Cost to company, yearly",
  stepEmployerPf: "Less: employer's PF contribution (in the CTC, paid into your PF)",
  stepGratuity: "Less: gratuity set aside (in the CTC, paid only when you leave)",
  stepGross: "Gross salary",
  stepGrossReference: (act: string) => `${act}: salary under the head "Salaries"`,
  stepEmployeePf: "Less: your PF contribution",
  stepPt: "Less: professional tax",
  stepPtReference: "Constitution of India, Article 276(2) (state tax on employment, at most ₹2,500 a year), under your state's law",
  stepPerquisite: "Employer's PF above the limit, taxed as a perquisite",
  stepStandard: "Less: standard deduction, new regime",
  stepTaxable: (rounding: number) => `Taxable income (rounded to the nearest ₹${rounding})`,
  stepTax: "Less: income tax for the year, new regime",
  stepTaxReference: (rebate: string, rounding: string) => `${rebate}; ${rounding}; worked out as in the income-tax calculator`,
  stepInHandYear: "In-hand pay for the year",
  stepInHandYearReference: "Gross salary less your PF, professional tax and income tax",
  stepInHandMonth: "In-hand pay a month (a twelfth, to the rupee)",
  stepInHandMonthReference: "In-hand pay for the year ÷ 12",
  singleCaption: "Salary and in-hand pay, before and after the hike",
  yearlyCaption: "Salary and in-hand pay, year by year",
  columns: ["When", "Hike", "Hike amount", "Salary (CTC) a year", "In-hand pay a month", "In-hand pay a year"] as readonly string[],
  chartYearly: "Salary and in-hand pay a year, hike by hike",
  chartSingle: "Salary and in-hand pay a year, before and after the hike",
  seriesSalary: "Salary (CTC) a year",
  seriesInHand: "In-hand pay a year",
  noteCtc:
    "The hike is on your CTC. In-hand pay usually rises by less than the CTC: your PF and the employer's PF and gratuity grow with basic pay, and income tax takes a larger share of each extra rupee as you move up the slabs.",
  pfNone: "no PF",
  pfCeiling: (rate: number, ceiling: string) => `PF of ${rate}% on ${ceiling} a month`,
  pfBasic: (rate: number) => `PF of ${rate}% of basic`,
  gratuityIn: (rate: number) => `gratuity of ${rate}% of basic inside the CTC`,
  gratuityOut: "no gratuity inside the CTC",
  noteStructure: (year: string, basic: string, pf: string, gratuity: string, pt: string) =>
    `In-hand pay is worked out as in our salary calculator, under the new regime (the default for salaried people) with the rules of ${year}: basic at ${basic} of CTC, ${pf}, ${gratuity} and professional tax of ${pt} a year. Variable pay, ESI and the old regime's deductions are left out: the salary calculator shows both regimes.`,
  noteYearly:
    "Later years use this year's tax slabs and PF rules; budgets may change them. Successive hikes compound: 10% and then 8% is a rise of 18.8%, not 18%.",
  noteRelief:
    "Here a higher CTC leaves less in hand. Just above ₹12 lakh of taxable income (and above each surcharge threshold), marginal relief caps the tax at the income above the limit, but the 4% cess is added on top of that capped tax, so each extra rupee of taxable salary costs about ₹1.04 in tax, and your own PF rises too. Past the band the tax falls back to the slab rates and in-hand pay rises again.",
  noteRounding:
    "Here a higher CTC leaves a rupee or so less in hand a month: tax is rounded to the nearest ₹10 (section 288B of the 1961 Act and its counterpart in the 2025 Act), so a very small raise can round the tax up by more than the raise.",
  noteCut: "The new salary is lower than the current one, so the change is a cut: the amounts and percentages are negative.",
  explanation: [
    "A hike is usually quoted on your cost to company (CTC): a 15% hike on ₹8 lakh makes it ₹9.2 lakh (new salary = old × (1 + hike ÷ 100)). The other way round, the hike between two salaries is (new − old) ÷ old × 100: moving from ₹8 lakh to ₹10 lakh is a 25% hike. Hikes year after year compound, so 10% and then 8% is 18.8% in all, not 18%.",
    "What reaches your bank account grows differently. Part of the CTC is your employer's provident fund contribution (12% of basic under section 6 of the Employees' Provident Funds and Miscellaneous Provisions Act, 1952) and the gratuity provision (4.81% of basic, from the Payment of Gratuity Act, 1972), which you do not get each month. Your own 12% PF, professional tax (at most ₹2,500 a year under Article 276(2) of the Constitution) and income tax come out of the rest.",
    "The calculator works out your monthly in-hand pay before and after the hike the same way as our salary calculator, under the new tax regime, the default for salaried people (section 115BAC of the Income-tax Act, 1961, section 202 of the Income-tax Act, 2025), with the slabs, the ₹75,000 standard deduction and the rebate that leaves salary up to ₹12.75 lakh untaxed. Change the salary structure below the hike if yours differs.",
  ] as readonly string[],
  faq: [
    {
      question: "How do I calculate my salary hike percentage?",
      answer:
        "Subtract your old salary from the new one, divide by the old salary and multiply by 100. From ₹12 lakh to ₹15 lakh: (15 − 12) ÷ 12 × 100 = 25%. Compare like with like: CTC with CTC, or gross with gross.",
    },
    {
      question: "Why does my in-hand salary rise by less than my hike?",
      answer:
        "Because the hike applies to the whole CTC, while PF, gratuity and income tax rise with it. PF on both sides and the gratuity provision grow in step with basic pay, and slab tax is progressive: each extra rupee above a slab limit is taxed at the higher rate. Below the new regime's rebate limit there is no tax, so there in-hand pay can rise almost in step with the hike.",
    },
    {
      question: "Can a hike reduce my take-home pay by pushing me into a higher tax slab?",
      answer:
        "Moving into a higher slab cannot: only the income above each slab limit is taxed at that slab's rate. There is one narrow exception in the new regime. Up to ₹12 lakh of taxable income the rebate (section 87A of the 1961 Act, section 156 of the 2025 Act) leaves no tax; just above it, marginal relief caps the tax at the income above ₹12 lakh, and the 4% cess is then added on top. So for taxable income between ₹12 lakh and about ₹12.7 lakh (a CTC of roughly ₹13.9 lakh to ₹14.7 lakh with a 50% basic, PF on it and gratuity in the CTC), each extra rupee costs about ₹1.04 in tax and in-hand pay can dip. The calculator shows it, with a note, when your hike lands there.",
    },
    {
      question: "What do two hikes of 10% and 8% add up to?",
      answer:
        "18.8%, not 18%: the second hike applies to the already raised salary, so 1.10 × 1.08 = 1.188. Over several years the difference grows, which is why the calculator compounds the hikes year by year.",
    },
    {
      question: "Is the hike on CTC, gross or basic salary?",
      answer:
        "Offer letters and appraisals normally quote the CTC, and this calculator applies the hike to the CTC. If your employer quotes a hike on basic pay only, the rise in CTC is smaller: work out the new basic and ask for the revised salary structure.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "प्रतिशत या रुपये में वेतन वृद्धि से अपना नया वेतन निकालें, या दो वेतनों के बीच की वृद्धि, और देखें कि नई कर व्यवस्था में भविष्य निधि (PF) और आयकर के बाद हर महीने हाथ में आने वाला वेतन असल में कितना बढ़ता है।",
  keywords:
    "वेतन वृद्धि कैलकुलेटर, इंक्रीमेंट कैलकुलेटर, अप्रेज़ल, वृद्धि प्रतिशत, नया वेतन, CTC वृद्धि, वृद्धि के बाद इन-हैंड सैलरी, हाथ में आने वाला वेतन, नौकरी बदलना, नई कर व्यवस्था, कर वर्ष 2026-27",
  groupHike: "आपकी वेतन वृद्धि",
  groupStructure: "वेतन का ढाँचा, हाथ में आने वाले वेतन के लिए",
  mode: "क्या निकालना है",
  modeOptions: { percent: "वृद्धि % से नया वेतन", amount: "₹ में वृद्धि से नया वेतन", compare: "दो वेतनों के बीच की वृद्धि" },
  salary: "अभी का वेतन (CTC), सालाना",
  salaryHelp: "साल भर की CTC (कंपनी पर कुल लागत), उस परिवर्तनीय वेतन के बिना जिसके मिलने का भरोसा नहीं।",
  percent: "वृद्धि",
  percentHelp: "CTC में बढ़ोतरी, आपकी अभी की CTC के प्रतिशत में।",
  amount: "वृद्धि की राशि, सालाना",
  amountHelp: "CTC में बढ़ोतरी, साल में रुपये में।",
  target: "नया या ऑफ़र किया गया वेतन (CTC), सालाना",
  targetHelp: "आपको ऑफ़र की गई CTC, या वह जिस तक आप पहुँचना चाहते हैं।",
  years: "सालाना वृद्धियों की संख्या",
  yearsHelp: "इस साल की वृद्धि के लिए 1। हर साल वही वृद्धि, चक्रवृद्धि के साथ, देखने के लिए ज़्यादा।",
  basicPct: "CTC में मूल वेतन (DA के साथ) का हिस्सा",
  basicPctHelp: "आम तौर पर 40% से 50%। PF और ग्रेच्युटी इसी पर निकाले जाते हैं।",
  tooHigh: (years: number, maximum: string) =>
    `${years === 1 ? "वृद्धि" : `${years} वृद्धियों`} के बाद वेतन ${maximum} से ज़्यादा हो जाएगा, जो इस कैलकुलेटर की सबसे बड़ी राशि है: वृद्धि या वृद्धियों की संख्या घटाएँ।`,
  year: (label: string) => label,
  rowNow: "अभी",
  rowYear: (year: number) => `वर्ष ${year}`,
  rowNew: "नया वेतन",
  rowAfter: "वृद्धि के बाद",
  compareCut: (from: string, to: string, percent: string, amount: string) => `${from} से ${to} पर जाना ${percent} की कमी है (साल में ${amount} कम)।`,
  compareHike: (from: string, to: string, percent: string, amount: string) => `${from} से ${to} पर जाना ${percent} की वृद्धि है (साल में ${amount} ज़्यादा)।`,
  hikeLine: (hike: string, years: number, from: string, to: string, amount: string, total: string) =>
    `${hike}${years > 1 ? ` ${years} साल तक` : ""} आपका वेतन ${from} से ${to} सालाना कर देती है, ${amount} ज़्यादा${years > 1 ? `: कुल ${total}` : ""}।`,
  describePercent: (percent: string, yearly: boolean) => `${yearly ? "हर साल " : ""}${percent} की वृद्धि`,
  describeAmount: (amount: string, yearly: boolean) => `${yearly ? "हर साल " : ""}${amount} की वृद्धि`,
  inHandLine: (before: string, after: string, year: string) =>
    `नई कर व्यवस्था में (${year}) हर महीने हाथ में आने वाला आपका वेतन लगभग ${before} से बढ़कर ${after} हो जाएगा।`,
  groupCompare: "दोनों वेतनों के बीच की वृद्धि",
  groupNewSalary: "आपका नया वेतन",
  newSalary: "नया वेतन (CTC), सालाना",
  changeCut: "बदलाव, सालाना (कमी)",
  totalRise: "कुल बढ़ोतरी, सालाना",
  hikeAmount: "वृद्धि की राशि, सालाना",
  totalHike: "कुल वृद्धि, चक्रवृद्धि के साथ",
  changeCutPercent: "बदलाव (कमी)",
  hike: "वृद्धि",
  groupInHand: (year: string) => `हर महीने हाथ में आने वाला वेतन, नई कर व्यवस्था, ${year}`,
  before: "पहले",
  afterHikes: (years: number) => `${years} वृद्धियों के बाद`,
  after: "बाद में",
  changeLess: "हर महीने बदलाव (कम)",
  riseMonth: "हर महीने बढ़ोतरी",
  changeInHand: "हाथ में आने वाले वेतन में बदलाव",
  breakdownCompare: "दो वेतनों के बीच की वृद्धि",
  breakdownHike: "वेतन वृद्धि",
  breakdownNow: (ctc: string) => `अभी हाथ में आने वाला वेतन: ${ctc} CTC`,
  breakdownAfter: (ctc: string) => `वृद्धि के बाद हाथ में आने वाला वेतन: ${ctc} CTC`,
  hikeFormula: "नया वेतन = पुराना × (1 + वृद्धि % ÷ 100); वृद्धि % = (नया − पुराना) ÷ पुराना × 100",
  stepCurrent: "अभी का वेतन (CTC), सालाना",
  stepCurrentReference: "आपकी अभी की CTC (कंपनी पर कुल लागत)",
  stepNew: "नया वेतन (CTC), सालाना",
  stepNewReference: "आपको ऑफ़र किया गया वेतन, या जिस तक आप पहुँचना चाहते हैं",
  stepHikeAmount: "वृद्धि की राशि: नया − अभी का",
  stepHikePercent: "वृद्धि: (नया − अभी का) ÷ अभी का × 100",
  stepTotalHikePercent: "कुल वृद्धि: (नया − अभी का) ÷ अभी का × 100",
  singlePercent: (percent: string) => `× (1 + ${percent})`,
  stepNewSingle: (single: string) => `नया वेतन: अभी का ${single}`,
  stepNewAmountReference: "नया वेतन = अभी का वेतन + वृद्धि की राशि",
  stepNewAfter: (years: number, single: string) => `${years} वृद्धियों के बाद नया वेतन: हर साल का वेतन ${single}`,
  stepCompoundReference: (percent: number, years: number) =>
    `वृद्धियाँ चक्रवृद्धि होती हैं: अभी का × (1 + ${percent} ÷ 100)^${years} (10% और फिर 8% = 1.10 × 1.08 − 1 = 18.8%, 18% नहीं)`,
  stepSameAmountReference: (years: number, amount: string) => `हर साल एक ही राशि: अभी का + ${years} × ${amount}; प्रतिशत में हर वृद्धि पिछली से छोटी होती है`,
  stepSumReference: "तालिका में दी गई वृद्धियों का जोड़",
  stepCtc: "CTC",
  stepCtcReference: "कंपनी पर कुल लागत, सालाना",
  stepEmployerPf: "घटाएँ: नियोक्ता का PF अंशदान (CTC में शामिल, आपके PF में जमा)",
  stepGratuity: "घटाएँ: ग्रेच्युटी के लिए अलग रखी राशि (CTC में शामिल, सिर्फ़ नौकरी छोड़ने पर मिलती है)",
  stepGross: "सकल वेतन",
  stepGrossReference: (act: string) => `${act.replace(/^Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $1")}: "वेतन" शीर्ष के तहत आय`,
  stepEmployeePf: "घटाएँ: आपका PF अंशदान",
  stepPt: "घटाएँ: प्रोफ़ेशनल टैक्स",
  stepPtReference: "भारत का संविधान, अनुच्छेद 276(2) (रोज़गार पर राज्य का कर, साल में ज़्यादा से ज़्यादा ₹2,500), आपके राज्य के कानून के तहत",
  stepPerquisite: "सीमा से ऊपर नियोक्ता का PF, अनुलाभ के रूप में कर योग्य",
  stepStandard: "घटाएँ: मानक कटौती, नई कर व्यवस्था",
  stepTaxable: (rounding: number) => `कर योग्य आय (निकटतम ₹${rounding} तक पूर्णांकित)`,
  stepTax: "घटाएँ: साल का आयकर, नई कर व्यवस्था",
  stepTaxReference: (rebate: string, rounding: string) => `${rebate}; ${rounding}; आयकर कैलकुलेटर की तरह निकाला गया`,
  stepInHandYear: "साल भर में हाथ में आने वाला वेतन",
  stepInHandYearReference: "सकल वेतन घटा आपका PF, प्रोफ़ेशनल टैक्स और आयकर",
  stepInHandMonth: "हर महीने हाथ में आने वाला वेतन (बारहवाँ हिस्सा, पूरे रुपये तक)",
  stepInHandMonthReference: "साल भर में हाथ में आने वाला वेतन ÷ 12",
  singleCaption: "वेतन और हाथ में आने वाला वेतन, वृद्धि से पहले और बाद",
  yearlyCaption: "वेतन और हाथ में आने वाला वेतन, वर्ष-दर-वर्ष",
  columns: ["कब", "वृद्धि", "वृद्धि की राशि", "सालाना वेतन (CTC)", "हर महीने हाथ में", "साल भर में हाथ में"],
  chartYearly: "सालाना वेतन और साल भर में हाथ में आने वाला वेतन, हर वृद्धि के साथ",
  chartSingle: "सालाना वेतन और साल भर में हाथ में आने वाला वेतन, वृद्धि से पहले और बाद",
  seriesSalary: "सालाना वेतन (CTC)",
  seriesInHand: "साल भर में हाथ में आने वाला वेतन",
  noteCtc:
    "वृद्धि आपकी CTC पर है। हाथ में आने वाला वेतन आम तौर पर CTC से कम बढ़ता है: आपका PF और नियोक्ता का PF व ग्रेच्युटी मूल वेतन के साथ बढ़ते हैं, और ऊँचे टैक्स स्लैब में पहुँचने पर हर अतिरिक्त रुपये का बड़ा हिस्सा आयकर में जाता है।",
  pfNone: "PF नहीं",
  pfCeiling: (rate: number, ceiling: string) => `${ceiling} महीने पर ${rate}% PF`,
  pfBasic: (rate: number) => `मूल वेतन का ${rate}% PF`,
  gratuityIn: (rate: number) => `CTC में मूल वेतन का ${rate}% ग्रेच्युटी`,
  gratuityOut: "CTC में ग्रेच्युटी नहीं",
  noteStructure: (year: string, basic: string, pf: string, gratuity: string, pt: string) =>
    `हाथ में आने वाला वेतन हमारे वेतन कैलकुलेटर की तरह, नई कर व्यवस्था (वेतनभोगियों के लिए डिफ़ॉल्ट) में ${year} के नियमों से निकाला गया है: CTC का ${basic} मूल वेतन, ${pf}, ${gratuity} और साल में ${pt} प्रोफ़ेशनल टैक्स। परिवर्तनीय वेतन, कर्मचारी राज्य बीमा (ESI) और पुरानी कर व्यवस्था की कटौतियाँ शामिल नहीं हैं: वेतन कैलकुलेटर दोनों कर व्यवस्थाएँ दिखाता है।`,
  noteYearly:
    "आगे के सालों के लिए इसी साल के टैक्स स्लैब और PF नियम लिए गए हैं; बजट इन्हें बदल सकते हैं। लगातार वृद्धियाँ चक्रवृद्धि होती हैं: 10% और फिर 8% की बढ़ोतरी 18.8% होती है, 18% नहीं।",
  noteRelief:
    "यहाँ ज़्यादा CTC पर हाथ में कम आता है। ₹12 लाख की कर योग्य आय से ठीक ऊपर (और अधिभार की हर सीमा से ऊपर) सीमांत राहत टैक्स को सीमा से ऊपर की आय तक सीमित कर देती है, पर उस सीमित टैक्स पर 4% उपकर अलग से जुड़ता है, इसलिए कर योग्य वेतन के हर अतिरिक्त रुपये पर लगभग ₹1.04 टैक्स लगता है, और आपका अपना PF भी बढ़ता है। इस दायरे के बाद टैक्स फिर स्लैब की दरों पर लौट आता है और हाथ में आने वाला वेतन फिर बढ़ने लगता है।",
  noteRounding:
    "यहाँ ज़्यादा CTC पर हर महीने हाथ में लगभग एक रुपया कम आता है: टैक्स निकटतम ₹10 तक पूर्णांकित होता है (1961 के अधिनियम की धारा 288B और 2025 के अधिनियम में उसके अनुरूप प्रावधान), इसलिए बहुत छोटी बढ़ोतरी पर टैक्स बढ़ोतरी से ज़्यादा बढ़ सकता है।",
  noteCut: "नया वेतन अभी के वेतन से कम है, इसलिए बदलाव एक कमी है: राशियाँ और प्रतिशत ऋणात्मक हैं।",
  explanation: [
    "वेतन वृद्धि आम तौर पर आपकी CTC (कंपनी पर कुल लागत) पर बताई जाती है: ₹8 लाख पर 15% की वृद्धि से यह ₹9.2 लाख हो जाती है (नया वेतन = पुराना × (1 + वृद्धि ÷ 100))। उलटी तरफ़ से, दो वेतनों के बीच की वृद्धि (नया − पुराना) ÷ पुराना × 100 है: ₹8 लाख से ₹10 लाख पर जाना 25% की वृद्धि है। साल-दर-साल की वृद्धियाँ चक्रवृद्धि होती हैं, इसलिए 10% और फिर 8% कुल मिलाकर 18.8% है, 18% नहीं।",
    "आपके बैंक खाते में जो पहुँचता है, वह अलग तरह से बढ़ता है। CTC का एक हिस्सा नियोक्ता का भविष्य निधि (PF) अंशदान है (कर्मचारी भविष्य निधि और प्रकीर्ण उपबंध अधिनियम, 1952 की धारा 6 के तहत मूल वेतन का 12%) और एक हिस्सा ग्रेच्युटी के लिए रखी राशि (उपदान संदाय अधिनियम, 1972 के आधार पर मूल वेतन का 4.81%), जो आपको हर महीने नहीं मिलते। आपका अपना 12% PF, प्रोफ़ेशनल टैक्स (संविधान के अनुच्छेद 276(2) के तहत साल में ज़्यादा से ज़्यादा ₹2,500) और आयकर बाकी हिस्से से कटते हैं।",
    "यह कैलकुलेटर वृद्धि से पहले और बाद हर महीने हाथ में आने वाला वेतन हमारे वेतन कैलकुलेटर की तरह ही निकालता है, नई कर व्यवस्था में, जो वेतनभोगियों के लिए डिफ़ॉल्ट है (आयकर अधिनियम, 1961 की धारा 115BAC, आयकर अधिनियम, 2025 की धारा 202), टैक्स स्लैब, ₹75,000 की मानक कटौती और उस रिबेट के साथ जिससे ₹12.75 लाख तक के वेतन पर टैक्स नहीं लगता। अगर आपके वेतन का ढाँचा अलग है, तो वृद्धि के नीचे उसे बदलें।",
  ],
  faq: [
    {
      question: "मैं अपनी वेतन वृद्धि का प्रतिशत कैसे निकालूँ?",
      answer:
        "नए वेतन में से पुराना वेतन घटाएँ, पुराने वेतन से भाग दें और 100 से गुणा करें। ₹12 लाख से ₹15 लाख: (15 − 12) ÷ 12 × 100 = 25%। एक जैसी चीज़ों की तुलना करें: CTC की CTC से, या सकल वेतन की सकल वेतन से।",
    },
    {
      question: "मेरे हाथ में आने वाला वेतन वृद्धि से कम क्यों बढ़ता है?",
      answer:
        "क्योंकि वृद्धि पूरी CTC पर होती है, जबकि PF, ग्रेच्युटी और आयकर भी साथ में बढ़ते हैं। दोनों ओर का PF और ग्रेच्युटी के लिए रखी राशि मूल वेतन के साथ बढ़ते हैं, और स्लैब वाला टैक्स प्रगतिशील है: स्लैब की सीमा से ऊपर हर अतिरिक्त रुपये पर ऊँची दर से टैक्स लगता है। नई कर व्यवस्था की रिबेट सीमा से नीचे कोई टैक्स नहीं है, इसलिए वहाँ हाथ में आने वाला वेतन लगभग वृद्धि के बराबर बढ़ सकता है।",
    },
    {
      question: "क्या ऊँचे टैक्स स्लैब में पहुँचाकर वृद्धि मेरा हाथ में आने वाला वेतन घटा सकती है?",
      answer:
        "ऊँचे स्लैब में पहुँचने से नहीं: हर स्लैब की दर सिर्फ़ उस स्लैब की सीमा से ऊपर की आय पर लगती है। नई कर व्यवस्था में एक छोटा अपवाद है। ₹12 लाख तक की कर योग्य आय पर रिबेट (1961 के अधिनियम की धारा 87A, 2025 के अधिनियम की धारा 156) से कोई टैक्स नहीं लगता; उससे ठीक ऊपर सीमांत राहत टैक्स को ₹12 लाख से ऊपर की आय तक सीमित कर देती है, और फिर उस पर 4% उपकर जुड़ता है। इसलिए ₹12 लाख से लगभग ₹12.7 लाख की कर योग्य आय पर (50% मूल वेतन, उस पर PF और CTC में ग्रेच्युटी के साथ लगभग ₹13.9 लाख से ₹14.7 लाख की CTC) हर अतिरिक्त रुपये पर लगभग ₹1.04 टैक्स लगता है और हाथ में आने वाला वेतन घट सकता है। आपकी वृद्धि वहाँ पहुँचने पर कैलकुलेटर इसे एक नोट के साथ दिखाता है।",
    },
    {
      question: "10% और 8% की दो वृद्धियाँ कुल कितनी होती हैं?",
      answer:
        "18.8%, 18% नहीं: दूसरी वृद्धि पहले से बढ़े वेतन पर लगती है, इसलिए 1.10 × 1.08 = 1.188। कई सालों में यह अंतर बढ़ता जाता है, इसीलिए कैलकुलेटर वृद्धियों को साल-दर-साल चक्रवृद्धि के साथ जोड़ता है।",
    },
    {
      question: "वृद्धि CTC पर होती है, सकल वेतन पर या मूल वेतन पर?",
      answer:
        "ऑफ़र लेटर और अप्रेज़ल में आम तौर पर CTC बताई जाती है, और यह कैलकुलेटर वृद्धि CTC पर लगाता है। अगर आपका नियोक्ता सिर्फ़ मूल वेतन पर वृद्धि बताता है, तो CTC में बढ़ोतरी कम होगी: नया मूल वेतन निकालें और वेतन का संशोधित ढाँचा माँगें।",
    },
  ],
};

export const SALARY_HIKE_TEXT: Catalogues<typeof en> = { en, hi };
