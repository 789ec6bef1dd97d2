import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { compoundInterestMeta } from "./meta";

/*
 * Every word the compound-interest calculator shows, in English and Hindi. Messages with
 * figures are functions of them (already formatted); the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

type Frequency = "1" | "2" | "4" | "12";

const en = {
  description: compoundInterestMeta.description,
  keywords: compoundInterestMeta.keywords,
  groupMoney: "Your money",
  groupInterest: "Interest",
  principal: "Amount invested (principal)",
  principalHelp: "The sum you deposit or lend at the start.",
  rate: "Interest rate, % a year",
  rateHelp: "The nominal yearly rate, as a bank or issuer quotes it.",
  years: "Period, in years",
  yearsHelp: "How long the money stays invested.",
  freq: "Interest compounded",
  freqHelp: "How often interest is added to the balance and starts earning interest itself. Bank fixed deposits usually compound quarterly.",
  freqOptions: { "1": "Yearly", "2": "Half-yearly", "4": "Quarterly", "12": "Monthly" } as Readonly<Record<Frequency, string>>,
  /** How often, inside a sentence: "compounded quarterly". */
  frequencyNames: { "1": "yearly", "2": "half-yearly", "4": "quarterly", "12": "monthly" } as Readonly<Record<Frequency, string>>,
  tooLarge: (limit: string) =>
    `These figures would grow past ${limit}, more than this calculator shows. Lower the amount, the rate or the number of years.`,
  /** "1 year", "3 years"; the count comes formatted. */
  period: (count: number, formatted: string) => `${formatted} year${count === 1 ? "" : "s"}`,
  summaryNone: (principal: string, rate: string, amount: string, period: string) =>
    `${principal} at ${rate} earns no interest: it is still ${amount} after ${period}.`,
  summary: (principal: string, rate: string, how: string, amount: string, period: string, interest: string, extra: string) =>
    `${principal} at ${rate} a year, compounded ${how}, grows to ${amount} in ${period}: ${interest} of interest${extra ? `, ${extra} more than simple interest would pay` : ", the same as simple interest"}.`,
  groupAfter: (period: string) => `After ${period}`,
  interest: "Compound interest",
  amount: "Maturity amount",
  groupCompared: "Compared with simple interest",
  effectiveRate: "Effective yearly rate",
  simpleInterest: "Simple interest on the same terms",
  compoundingGain: "Extra from compounding",
  breakdown: "Compound interest: A = P × (1 + r ÷ (100 × m))^(m × t)",
  stepPrincipal: "Principal (P)",
  stepPrincipalReference: "The sum invested at the start",
  stepRate: (rate: string, m: number) => `Rate for each period = ${rate} ÷ ${m}`,
  stepRateReference: (how: string, m: number) => `The yearly rate r divided by m, the times interest is compounded in a year (${how}: m = ${m})`,
  stepPeriods: (m: number, period: string) => `Number of periods = ${m} × ${period}`,
  stepPeriodsReference: "m × t: each period's interest is added to the balance",
  stepAmount: "Maturity amount A = P × (1 + r ÷ (100 × m))^(m × t)",
  stepAmountReference: "Compound interest formula, rounded to the rupee",
  stepInterest: "Compound interest = A − P",
  stepInterestReference: "Interest earned, including interest on interest",
  stepEffective: "Effective yearly rate = (1 + r ÷ (100 × m))^m − 1",
  stepEffectiveReference: "What the quoted rate earns in a full year once compounding is counted",
  stepSimple: (principal: string, rate: string, years: string) => `Simple interest = P × r × t ÷ 100 = ${principal} × ${rate} × ${years}`,
  stepSimpleReference: "Interest on the principal only, for comparison",
  stepExtra: "Extra from compounding = compound interest − simple interest",
  stepExtraReference: "Interest earned on interest already added",
  tableCaption: "Your balance year by year",
  columns: { year: "Year", opening: "Balance at the start", interest: "Interest in the year", closing: "Balance at the end" } as Readonly<
    Record<"year" | "opening" | "interest" | "closing", string>
  >,
  chartTitle: "Amount invested and total value with compound interest, year by year",
  yearLabel: (year: number) => `Year ${year}`,
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteAssumptions:
    "The rate is assumed to stay the same for the whole period, and no interest is withdrawn or taxed along the way. Each year's balance is rounded to the rupee; the year's interest is the difference between balances, so the rows add up to the total.",
  noteTax:
    "Interest is taxed every year as income from other sources at your slab rate, as it is credited or accrues, even when you receive it only at maturity. A bank deducts TDS at 10% once its interest to you passes ₹50,000 in a year (₹1,00,000 for a senior citizen) under section 194A of the Income-tax Act, 1961 (from 1 April 2025; restated in the Income-tax Act, 2025 from tax year 2026-27). The figures here are before tax.",
  noteRuleOf72: (rate: string, years: string) =>
    `By the rule of 72, money at ${rate} doubles in about ${years} years (72 ÷ the rate), a quick check on the table.`,
  explanation: [
    "Compound interest is interest on interest: at the end of each period the interest earned is added to the balance, and the next period's interest is worked out on the larger sum. Simple interest, by contrast, is paid on the original principal only.",
    "The amount after t years is A = P × (1 + r ÷ (100 × m))^(m × t), where P is the principal, r the yearly rate in percent and m the number of times a year interest is compounded; the interest is A − P. ₹1,00,000 at 10% for 3 years becomes ₹1,33,100 compounded yearly (₹33,100 of interest, against ₹30,000 of simple interest), ₹1,34,489 compounded quarterly and ₹1,34,818 compounded monthly.",
    "The more often interest is compounded, the more a quoted rate earns: 10% compounded quarterly is an effective 10.38% a year. Banks set how often they compound their deposits under the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016, and most compound fixed deposits quarterly. The interest is taxable every year at your slab rate.",
  ] as readonly string[],
  faq: [
    {
      question: "How is compound interest calculated?",
      answer:
        "Multiply the principal by (1 + rate per period) once for every period, then subtract the principal. For ₹1,00,000 at 10% a year compounded yearly for 3 years: 1,00,000 × 1.1 × 1.1 × 1.1 = ₹1,33,100, so the interest is ₹33,100. Year 1 earns ₹10,000, year 2 ₹11,000 (10% of ₹1,10,000) and year 3 ₹12,100: the interest grows because it is earned on earlier interest too.",
    },
    {
      question: "How much difference does quarterly or monthly compounding make?",
      answer:
        "On ₹1,00,000 at 10% for 3 years: ₹1,33,100 compounded yearly, ₹1,34,010 half-yearly, ₹1,34,489 quarterly and ₹1,34,818 monthly. The effective yearly rates are 10%, 10.25%, 10.38% and 10.47%. When you compare deposits, compare their effective yearly rates (banks often print them as the annualised yield).",
    },
    {
      question: "How do banks compound fixed-deposit interest?",
      answer:
        "Most banks compound cumulative fixed deposits quarterly and pay the interest with the principal at maturity; the terms are the bank's, under the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016. ₹1,00,000 at 7% for 5 years compounded quarterly matures at about ₹1,41,478. For a part-year, banks often pay simple interest for the broken period, which gives a little less than this calculator's whole-year figures. For a deposit of years, months and days, see /tools-and-calculators/fixed-deposit.",
    },
    {
      question: "Is compound interest taxed every year or only at maturity?",
      answer:
        "Every year. Interest is income from other sources, taxed at your slab rate in the year it accrues, even on a cumulative deposit that pays out only at maturity; declaring it year by year also matches the TDS the bank reports in your annual information statement. Banks deduct TDS at 10% once their interest to you passes ₹50,000 in a year, or ₹1,00,000 for a senior citizen (section 194A of the Income-tax Act, 1961, as amended by the Finance Act 2025). In the old regime a resident senior citizen can deduct up to ₹50,000 of deposit interest under section 80TTB. From tax year 2026-27 the Income-tax Act, 2025 restates these rules.",
    },
    {
      question: "What is the rule of 72?",
      answer:
        "A quick way to see how long money takes to double with compound interest: divide 72 by the yearly rate. At 8% money doubles in about 9 years (72 ÷ 8), at 12% in about 6. The exact time at 8% compounded yearly is 9.01 years; the rule works best for rates between about 6% and 10%.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "किसी राशि पर सालाना, छमाही, तिमाही या मासिक चक्रवृद्धि से मिलने वाला ब्याज और अंतिम राशि निकालें; साथ में प्रभावी सालाना दर, साधारण ब्याज से ज़्यादा मिली रकम और वर्षवार बकाया।",
  keywords:
    "चक्रवृद्धि ब्याज कैलकुलेटर, चक्रवृद्धि की आवृत्ति, तिमाही चक्रवृद्धि, मासिक चक्रवृद्धि, प्रभावी सालाना दर, साधारण ब्याज और चक्रवृद्धि ब्याज, 72 का नियम, जमा पर ब्याज, धारा 194A, धारा 80TTB",
  groupMoney: "आपका पैसा",
  groupInterest: "ब्याज",
  principal: "निवेश की गई राशि (मूलधन)",
  principalHelp: "शुरुआत में आप जितनी राशि जमा करते हैं या उधार देते हैं।",
  rate: "ब्याज दर, % सालाना",
  rateHelp: "सांकेतिक सालाना दर, जैसी बैंक या जारीकर्ता बताता है।",
  years: "अवधि, वर्षों में",
  yearsHelp: "पैसा कितने समय तक निवेश रहता है।",
  freq: "ब्याज कितनी बार जुड़ता है",
  freqHelp: "ब्याज कितनी बार बकाया राशि में जुड़ता है और फिर खुद भी ब्याज कमाने लगता है। बैंकों की सावधि जमा (FD) में आम तौर पर तिमाही चक्रवृद्धि होती है।",
  freqOptions: { "1": "सालाना", "2": "छमाही", "4": "तिमाही", "12": "मासिक" },
  frequencyNames: { "1": "सालाना", "2": "छमाही", "4": "तिमाही", "12": "मासिक" },
  tooLarge: (limit: string) => `ये आँकड़े ${limit} से आगे निकल जाएँगे, जो इस कैलकुलेटर की सीमा से ज़्यादा है। राशि, दर या वर्षों की संख्या कम करें।`,
  period: (_count: number, formatted: string) => `${formatted} वर्ष`,
  summaryNone: (principal: string, rate: string, amount: string, period: string) =>
    `${rate} दर पर ${principal} की राशि पर कोई ब्याज नहीं मिलता: ${period} बाद भी यह ${amount} ही रहती है।`,
  summary: (principal: string, rate: string, how: string, amount: string, period: string, interest: string, extra: string) =>
    `${rate} सालाना ब्याज और ${how} चक्रवृद्धि पर ${principal} की राशि ${period} में बढ़कर ${amount} हो जाती है: ${interest} ब्याज${extra ? `, जो साधारण ब्याज से ${extra} ज़्यादा है` : ", साधारण ब्याज के बराबर"}।`,
  groupAfter: (period: string) => `${period} बाद`,
  interest: "चक्रवृद्धि ब्याज",
  amount: "मैच्योरिटी राशि",
  groupCompared: "साधारण ब्याज से तुलना",
  effectiveRate: "प्रभावी सालाना दर",
  simpleInterest: "उन्हीं शर्तों पर साधारण ब्याज",
  compoundingGain: "चक्रवृद्धि से अतिरिक्त ब्याज",
  breakdown: "चक्रवृद्धि ब्याज: A = P × (1 + r ÷ (100 × m))^(m × t)",
  stepPrincipal: "मूलधन (P)",
  stepPrincipalReference: "शुरुआत में निवेश की गई राशि",
  stepRate: (rate: string, m: number) => `हर अवधि की दर = ${rate} ÷ ${m}`,
  stepRateReference: (how: string, m: number) => `सालाना दर r को m से भाग, जहाँ m वर्ष में ब्याज जुड़ने की संख्या है (${how}: m = ${m})`,
  stepPeriods: (m: number, period: string) => `अवधियों की संख्या = ${m} × ${period}`,
  stepPeriodsReference: "m × t: हर अवधि का ब्याज बकाया राशि में जुड़ता है",
  stepAmount: "मैच्योरिटी राशि A = P × (1 + r ÷ (100 × m))^(m × t)",
  stepAmountReference: "चक्रवृद्धि ब्याज का सूत्र, पूरे रुपये में",
  stepInterest: "चक्रवृद्धि ब्याज = A − P",
  stepInterestReference: "कमाया गया ब्याज, ब्याज पर ब्याज समेत",
  stepEffective: "प्रभावी सालाना दर = (1 + r ÷ (100 × m))^m − 1",
  stepEffectiveReference: "चक्रवृद्धि गिनने पर बताई गई दर पूरे वर्ष में असल में कितना कमाती है",
  stepSimple: (principal: string, rate: string, years: string) => `साधारण ब्याज = P × r × t ÷ 100 = ${principal} × ${rate} × ${years}`,
  stepSimpleReference: "सिर्फ़ मूलधन पर ब्याज, तुलना के लिए",
  stepExtra: "चक्रवृद्धि से अतिरिक्त ब्याज = चक्रवृद्धि ब्याज − साधारण ब्याज",
  stepExtraReference: "पहले जुड़ चुके ब्याज पर कमाया गया ब्याज",
  tableCaption: "आपकी बकाया राशि, वर्षवार",
  columns: { year: "वर्ष", opening: "शुरुआत में बकाया", interest: "वर्ष का ब्याज", closing: "अंत में बकाया" },
  chartTitle: "चक्रवृद्धि ब्याज के साथ निवेश की गई राशि और कुल मूल्य, वर्षवार",
  yearLabel: (year: number) => `वर्ष ${year}`,
  seriesInvested: "निवेश की गई राशि",
  seriesTotal: "कुल मूल्य",
  noteAssumptions:
    "माना गया है कि पूरी अवधि दर एक जैसी रहती है, और बीच में न कोई ब्याज निकाला जाता है न उस पर टैक्स कटता है। हर वर्ष की बकाया राशि पूरे रुपये में रखी गई है; वर्ष का ब्याज दो बकायों का अंतर है, इसलिए पंक्तियों का जोड़ कुल राशि के बराबर होता है।",
  noteTax:
    "ब्याज पर हर वर्ष अन्य स्रोतों से आय के रूप में आपकी स्लैब दर से टैक्स लगता है, जैसे-जैसे वह जुड़ता या बनता है, चाहे वह आपको मैच्योरिटी पर ही मिले। जब किसी बैंक से वर्ष में आपका ब्याज ₹50,000 (वरिष्ठ नागरिक के लिए ₹1,00,000) से ज़्यादा हो जाता है, तो बैंक आयकर अधिनियम, 1961 की धारा 194A के तहत 10% स्रोत पर कर कटौती (TDS) करता है (1 अप्रैल 2025 से; कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में फिर से लिखा गया)। यहाँ के आँकड़े टैक्स से पहले के हैं।",
  noteRuleOf72: (rate: string, years: string) =>
    `72 के नियम से, ${rate} पर पैसा लगभग ${years} वर्ष में दोगुना होता है (72 ÷ दर); तालिका जाँचने का यह एक आसान तरीका है।`,
  explanation: [
    "चक्रवृद्धि ब्याज यानी ब्याज पर ब्याज: हर अवधि के अंत में कमाया ब्याज बकाया राशि में जुड़ जाता है, और अगली अवधि का ब्याज इस बड़ी राशि पर निकलता है। इसके उलट, साधारण ब्याज सिर्फ़ मूल राशि (मूलधन) पर मिलता है।",
    "t वर्ष बाद राशि होती है A = P × (1 + r ÷ (100 × m))^(m × t), जहाँ P मूलधन है, r प्रतिशत में सालाना दर और m वर्ष में ब्याज जुड़ने की संख्या; ब्याज A − P है। 10% पर 3 वर्ष के लिए ₹1,00,000 सालाना चक्रवृद्धि से ₹1,33,100 हो जाते हैं (₹33,100 ब्याज, जबकि साधारण ब्याज ₹30,000), तिमाही चक्रवृद्धि से ₹1,34,489 और मासिक चक्रवृद्धि से ₹1,34,818।",
    "ब्याज जितनी बार जुड़ता है, बताई गई दर उतना ज़्यादा कमाती है: तिमाही चक्रवृद्धि पर 10% की दर असल में 10.38% सालाना के बराबर है। बैंक अपनी जमाओं पर ब्याज कितनी बार जोड़ें, यह भारतीय रिज़र्व बैंक (जमा पर ब्याज दर) निर्देश, 2016 के तहत तय करते हैं, और ज़्यादातर बैंक सावधि जमा (FD) पर तिमाही चक्रवृद्धि देते हैं। ब्याज पर हर वर्ष आपकी स्लैब दर से टैक्स लगता है।",
  ],
  faq: [
    {
      question: "चक्रवृद्धि ब्याज कैसे निकाला जाता है?",
      answer:
        "मूलधन को हर अवधि के लिए एक बार (1 + हर अवधि की दर) से गुणा करें, फिर मूलधन घटा दें। ₹1,00,000 पर 10% सालाना दर और सालाना चक्रवृद्धि से 3 वर्ष के लिए: 1,00,000 × 1.1 × 1.1 × 1.1 = ₹1,33,100, इसलिए ब्याज ₹33,100 है। पहले वर्ष ₹10,000 ब्याज मिलता है, दूसरे वर्ष ₹11,000 (₹1,10,000 का 10%) और तीसरे वर्ष ₹12,100: ब्याज बढ़ता है क्योंकि पहले के ब्याज पर भी ब्याज मिलता है।",
    },
    {
      question: "तिमाही या मासिक चक्रवृद्धि से कितना फ़र्क पड़ता है?",
      answer:
        "₹1,00,000 पर 10% दर से 3 वर्ष में: सालाना चक्रवृद्धि से ₹1,33,100, छमाही से ₹1,34,010, तिमाही से ₹1,34,489 और मासिक से ₹1,34,818। प्रभावी सालाना दरें 10%, 10.25%, 10.38% और 10.47% हैं। जमा योजनाओं की तुलना करते समय उनकी प्रभावी सालाना दरों की तुलना करें (बैंक इन्हें अक्सर सालाना प्रतिफल के रूप में छापते हैं)।",
    },
    {
      question: "बैंक सावधि जमा पर ब्याज कैसे जोड़ते हैं?",
      answer:
        "ज़्यादातर बैंक संचयी (क्यूम्यलेटिव) सावधि जमा पर तिमाही चक्रवृद्धि देते हैं और ब्याज मूलधन के साथ मैच्योरिटी पर चुकाते हैं; शर्तें बैंक की अपनी होती हैं, भारतीय रिज़र्व बैंक (जमा पर ब्याज दर) निर्देश, 2016 के तहत। 7% पर 5 वर्ष के लिए ₹1,00,000 तिमाही चक्रवृद्धि से लगभग ₹1,41,478 हो जाते हैं। वर्ष के अधूरे हिस्से के लिए बैंक अक्सर साधारण ब्याज देते हैं, जो इस कैलकुलेटर के पूरे वर्षों वाले आँकड़ों से थोड़ा कम होता है। वर्ष, महीने और दिनों वाली जमा के लिए FD कैलकुलेटर देखें।",
    },
    {
      question: "चक्रवृद्धि ब्याज पर टैक्स हर वर्ष लगता है या सिर्फ़ मैच्योरिटी पर?",
      answer:
        "हर वर्ष। ब्याज अन्य स्रोतों से आय है, जिस पर उसी वर्ष आपकी स्लैब दर से टैक्स लगता है जिसमें वह बनता है, चाहे संचयी जमा सिर्फ़ मैच्योरिटी पर भुगतान करे; हर वर्ष ब्याज दिखाने से यह आपके वार्षिक सूचना विवरण में बैंक के बताए TDS से भी मेल खाता है। जब किसी बैंक से वर्ष में आपका ब्याज ₹50,000, या वरिष्ठ नागरिक के लिए ₹1,00,000, से ज़्यादा हो जाता है, तो बैंक 10% TDS काटते हैं (आयकर अधिनियम, 1961 की धारा 194A, वित्त अधिनियम 2025 से यथा संशोधित)। पुरानी कर व्यवस्था में निवासी वरिष्ठ नागरिक धारा 80TTB के तहत जमा पर ₹50,000 तक के ब्याज की कटौती ले सकते हैं। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में यही नियम फिर से लिखे गए हैं।",
    },
    {
      question: "72 का नियम क्या है?",
      answer:
        "चक्रवृद्धि ब्याज पर पैसा कितने समय में दोगुना होगा, यह जल्दी जानने का तरीका: 72 को सालाना दर से भाग दें। 8% पर पैसा लगभग 9 वर्ष में दोगुना होता है (72 ÷ 8), 12% पर लगभग 6 वर्ष में। 8% सालाना चक्रवृद्धि पर असली समय 9.01 वर्ष है; यह नियम लगभग 6% से 10% की दरों पर सबसे अच्छा काम करता है।",
    },
  ],
};

export const COMPOUND_INTEREST_TEXT: Catalogues<typeof en> = { en, hi };
