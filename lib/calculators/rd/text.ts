import { plural, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import { INDIA_POST_RD_RATE } from "@/lib/finance/recurring-deposit";
import { rdMeta } from "./meta";

/*
 * Every word the RD calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word
 * for word. The form that stops TDS comes in already named in the page's language.
 */

const enPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const SCHEME = "National Savings Recurring Deposit Scheme, 2019";

const en = {
  description: rdMeta.description,
  keywords: rdMeta.keywords,
  group: "Your recurring deposit",
  monthly: "Monthly instalment",
  monthlyHelp: (minimum: number) => `The amount you deposit every month. India Post: at least ₹${minimum}, in multiples of ₹10.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: number) =>
    `Your bank's RD rate for this term. India Post's 5-year RD pays ${rate}% (from 1 October 2023). The rate on the day you open the account applies for the whole term.`,
  months: "Term, in months",
  monthsHelp: (min: number, maxYears: number, max: number, indiaPost: number) =>
    `How many monthly instalments: banks offer ${min} months to ${maxYears} years (${min} to ${max} months); India Post's RD is ${indiaPost} months.`,
  /** 60 → "5 years", 18 → "1 year 6 months", 8 → "8 months". */
  term: (years: number, months: number) =>
    years === 0 ? enPlural(months, "month") : months === 0 ? enPlural(years, "year") : `${enPlural(years, "year")} ${enPlural(months, "month")}`,
  /** "Year 3", or "Year 3 (part)" for a final year of fewer than 12 instalments. */
  yearLabel: (year: number, part: boolean) => `Year ${year}${part ? " (part)" : ""}`,
  summary: (monthly: string, term: string, rate: string, deposited: string, maturity: string, interest: string) =>
    `Depositing ${monthly} a month for ${term} at ${rate} a year, compounded quarterly, you pay in ${deposited} and receive ${maturity} at maturity: ${interest} of interest.`,
  stepInstalment: "Monthly instalment, paid at the start of each month",
  stepInstalmentReference: `The same deposit every month for the term (${SCHEME}; banks' RD schemes)`,
  stepCount: "Number of instalments (N)",
  stepCountReference: (term: string) => `One a month: the term of ${term}`,
  stepDeposited: "Total deposited: instalment × N",
  stepDepositedReference: "Instalment × number of instalments",
  stepRate: (rate: string) => `Quarterly rate (i): ${rate} ÷ 4`,
  stepRateReference: `Interest compounded every quarter: banks' RD schemes (the Indian Banks' Association method) and the ${SCHEME}`,
  stepMaturity: "Maturity value: instalment × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)]",
  stepMaturityReference:
    "Each instalment earns quarterly compound interest for the months it stays in the account (N − k + 1 months for the k-th), summed in closed form",
  stepRounded: "Maturity value, to the rupee",
  stepRoundedReference: "Rounded to the nearest rupee",
  stepInterest: "Interest earned: maturity value less deposits",
  stepInterestReference: "Taxable as income from other sources at your slab rate",
  deposited: "Total deposited",
  interest: "Interest earned",
  maturity: "Maturity value",
  breakdown: "Maturity value with quarterly compounding",
  tableCaption: "Your recurring deposit, year by year",
  columns: {
    year: "Year",
    instalments: "Instalments",
    opening: "Opening balance",
    deposited: "Deposited",
    interest: "Interest",
    invested: "Amount invested",
    total: "Total value",
  } as Readonly<Record<"year" | "instalments" | "opening" | "deposited" | "interest" | "invested" | "total", string>>,
  chartTitle: "Amount invested and total value of the recurring deposit at the end of each year",
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteIndiaPostTerms: (rate: number, months: number, maturity: string) =>
    `These are India Post's 5-year RD terms: ${rate}% for ${months} months, which the scheme states as ₹7,136.58 for ₹100 a month. The post office pays other instalments in proportion to that figure, so its amount can differ from the ${maturity} here by a few paise.`,
  /** The rate's own caveat (lib/finance/recurring-deposit.ts), in the page's language. */
  rateNote: INDIA_POST_RD_RATE.note ?? "",
  noteRate: (rate: number, note: string) =>
    `India Post's RD rate is set every quarter by the Ministry of Finance: ${rate}% a year from 1 October 2023. ${note}`.trim(),
  noteOnTime:
    "The figures assume every instalment is paid on time for the whole term. A late or missed instalment lowers the maturity value, and banks and the post office charge a fee for it.",
  noteTax: (form: string) =>
    `RD interest is income from other sources, taxed at your slab rate in either regime and usually declared year by year as it accrues. A bank deducts TDS at 10% (section 194A of the Income-tax Act, 1961) once your interest from it in a year passes ₹50,000, or ₹1,00,000 for a senior citizen; ${form} stops it when no tax is due.`,
  noteThirds:
    "A month is counted as a third of a quarter: each instalment grows by (1 + i)^(1/3) a month, which is how the India Post table and banks' RD calculators work. A bank that credits interest only at quarter ends may differ by a few rupees.",
  explanation: [
    "A recurring deposit (RD) is a term deposit you build up month by month: the same instalment every month for a fixed term, returned with interest at the end. Banks offer RDs from six months to ten years; India Post's RD, under the National Savings Recurring Deposit Scheme, 2019, runs for five years (60 instalments) from ₹100 a month, and can be continued for five more.",
    "Interest is compounded every quarter. Each instalment earns interest only for the months it stays in the account: the first for the whole term, the last for a single month. Adding them up gives the maturity value M = R × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)], where R is the instalment, N the number of months and i the quarterly rate (the yearly rate ÷ 400). With ₹5,000 a month for 60 months at 6.7%, that is ₹3,56,829 for ₹3,00,000 deposited.",
    "The rate on the day you open the RD applies for the whole term, even if rates change later. India Post's rate is notified every quarter by the Ministry of Finance: 6.7% a year from 1 October 2023, unchanged since. Banks set their own rates, and many add 0.25% to 0.75% for senior citizens: enter the rate your bank quotes you.",
    "RD interest is income from other sources, taxed at your slab rate in both regimes; it is usually declared year by year as it accrues, which is also when banks deduct TDS. Banks deduct TDS at 10% under section 194A of the Income-tax Act, 1961 when your interest from the bank in a year passes ₹50,000, or ₹1,00,000 for a senior citizen. Only senior citizens in the old regime can deduct RD interest, up to ₹50,000, under section 80TTB (section 153 of the 2025 Act).",
  ] as readonly string[],
  faqTdsAnswer: (form: string) =>
    `Banks deduct TDS at 10% once the interest they pay or credit to you in a financial year, on all your deposits with them, passes ₹50,000 (₹1,00,000 for senior citizens), from FY 2025-26. Without a PAN the rate is 20%. If your total income is below the taxable limit, give the bank ${form} at the start of the year. TDS is not the final tax: the interest is added to your income in your return.`,
  /** The FAQ; the TDS question's answer (third) is `faqTdsAnswer`. */
  faq: [
    {
      question: "How is RD interest calculated?",
      answer:
        "Each monthly instalment earns interest compounded every quarter for the months it stays in the account. The first instalment of a 5-year RD earns for 60 months, the second for 59, and so on down to one month for the last. The calculator adds up what every instalment has grown to at maturity; the interest is that total less what you deposited.",
    },
    {
      question: "What do I get for ₹5,000 a month in the post office RD?",
      answer:
        "At India Post's rate of 6.7% for 60 months, you deposit ₹3,00,000 and receive about ₹3,56,829 at maturity, ₹56,829 of interest. The scheme states the maturity value as ₹7,136.58 for ₹100 a month; larger instalments get that in proportion.",
    },
    { question: "Is TDS deducted on RD interest?", answer: "" },
    {
      question: "Can I close an RD before maturity?",
      answer:
        "Banks allow it, usually paying the rate for the period the deposit actually ran, less a penalty of 0.5% to 1%. India Post allows premature closure after three years, and then pays only the post office savings account rate. India Post also lets you withdraw up to half the balance as a loan once twelve instalments are paid.",
    },
    {
      question: "Is an RD better than a SIP?",
      answer:
        "They do different jobs. An RD's return is fixed on the day you open it and your deposit is safe (bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; India Post deposits are backed by the Government of India). A SIP in an equity fund has no fixed return: it can earn more over long periods, or less, and its value moves with the market.",
    },
  ] as readonly { question: string; answer: string }[],
};

const month = (count: number) => `${count} ${plural("hi", count, { one: "महीना", other: "महीने" })}`;

const hi: TranslationOf<typeof en> = {
  description: "बैंक या डाकघर की मासिक आवर्ती जमा (RD) हर तिमाही चक्रवृद्धि ब्याज के साथ कितनी बढ़ती है, यह निकालें, और वर्षवार जमा, ब्याज और बकाया राशि देखें।",
  keywords: "RD कैलकुलेटर, आवर्ती जमा कैलकुलेटर, डाकघर RD, डाकघर RD 6.7%, RD मैच्योरिटी राशि, RD ब्याज, तिमाही चक्रवृद्धि, बैंक RD, RD ब्याज पर TDS",
  group: "आपकी आवर्ती जमा",
  monthly: "मासिक किस्त",
  monthlyHelp: (minimum: number) => `हर महीने आप जितनी राशि जमा करते हैं। डाकघर: कम से कम ₹${minimum}, ₹10 के गुणकों में।`,
  rate: "ब्याज दर, % सालाना",
  rateHelp: (rate: number) =>
    `इस अवधि के लिए आपके बैंक की RD दर। डाकघर की 5 वर्ष की RD पर ${rate}% मिलता है (1 अक्टूबर 2023 से)। खाता खोलने के दिन की दर पूरी अवधि लागू रहती है।`,
  months: "अवधि, महीनों में",
  monthsHelp: (min: number, maxYears: number, max: number, indiaPost: number) =>
    `कितनी मासिक किस्तें: बैंक ${min} महीने से ${maxYears} वर्ष (${min} से ${max} महीने) तक की RD देते हैं; डाकघर की RD ${indiaPost} महीने की होती है।`,
  term: (years: number, months: number) => (years === 0 ? month(months) : months === 0 ? `${years} वर्ष` : `${years} वर्ष ${month(months)}`),
  yearLabel: (year: number, part: boolean) => `वर्ष ${year}${part ? " (आंशिक)" : ""}`,
  summary: (monthly: string, term: string, rate: string, deposited: string, maturity: string, interest: string) =>
    `${term} तक हर महीने ${monthly} जमा करने पर, ${rate} सालाना ब्याज और तिमाही चक्रवृद्धि के साथ, आप कुल ${deposited} जमा करते हैं और मैच्योरिटी (परिपक्वता) पर ${maturity} पाते हैं: ${interest} ब्याज।`,
  stepInstalment: "मासिक किस्त, हर महीने की शुरुआत में जमा",
  stepInstalmentReference: "पूरी अवधि हर महीने एक जैसी जमा (राष्ट्रीय बचत आवर्ती जमा योजना, 2019; बैंकों की RD योजनाएँ)",
  stepCount: "किस्तों की संख्या (N)",
  stepCountReference: (term: string) => `हर महीने एक: ${term} की अवधि`,
  stepDeposited: "कुल जमा: किस्त × N",
  stepDepositedReference: "किस्त × किस्तों की संख्या",
  stepRate: (rate: string) => `तिमाही दर (i): ${rate} ÷ 4`,
  stepRateReference: "हर तिमाही चक्रवृद्धि ब्याज: बैंकों की RD योजनाएँ (इंडियन बैंक्स एसोसिएशन का तरीका) और राष्ट्रीय बचत आवर्ती जमा योजना, 2019",
  stepMaturity: "मैच्योरिटी राशि: किस्त × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)]",
  stepMaturityReference: "हर किस्त जितने महीने खाते में रहती है, उतने महीनों का तिमाही चक्रवृद्धि ब्याज कमाती है (k-वीं किस्त N − k + 1 महीने); सबका जोड़ एक सूत्र से",
  stepRounded: "मैच्योरिटी राशि, पूरे रुपये में",
  stepRoundedReference: "निकटतम रुपये तक",
  stepInterest: "कमाया ब्याज: मैच्योरिटी राशि घटा जमा",
  stepInterestReference: "अन्य स्रोतों से आय के रूप में आपकी स्लैब दर से कर योग्य",
  deposited: "कुल जमा",
  interest: "कमाया ब्याज",
  maturity: "मैच्योरिटी राशि",
  breakdown: "तिमाही चक्रवृद्धि के साथ मैच्योरिटी राशि",
  tableCaption: "आपकी आवर्ती जमा, वर्षवार",
  columns: {
    year: "वर्ष",
    instalments: "किस्तें",
    opening: "शुरुआती बकाया",
    deposited: "जमा",
    interest: "ब्याज",
    invested: "निवेश की गई राशि",
    total: "कुल मूल्य",
  },
  chartTitle: "हर वर्ष के अंत में आवर्ती जमा में निवेश की गई राशि और कुल मूल्य",
  seriesInvested: "निवेश की गई राशि",
  seriesTotal: "कुल मूल्य",
  noteIndiaPostTerms: (rate: number, months: number, maturity: string) =>
    `ये डाकघर की 5 वर्ष की RD की शर्तें हैं: ${months} महीनों के लिए ${rate}%, जिस पर योजना ₹100 महीने के लिए ₹7,136.58 बताती है। डाकघर दूसरी किस्तों पर इसी आँकड़े के अनुपात में भुगतान करता है, इसलिए उसकी राशि यहाँ के ${maturity} से कुछ पैसे अलग हो सकती है।`,
  rateNote:
    "तब से हर तिमाही में यही दर रही है; आख़िरी जाँची गई तिमाही 1 जनवरी से 31 मार्च 2026 की है (31 दिसंबर 2025 का कार्यालय ज्ञापन)। 1 अप्रैल 2026 से आगे की तिमाहियाँ जाँची नहीं गई हैं: चालू तिमाही का ज्ञापन देख लें।",
  noteRate: (rate: number, note: string) => `डाकघर की RD दर वित्त मंत्रालय हर तिमाही तय करता है: 1 अक्टूबर 2023 से ${rate}% सालाना। ${note}`.trim(),
  noteOnTime: "ये आँकड़े मानते हैं कि पूरी अवधि हर किस्त समय पर जमा हुई। देर से या छूटी किस्त से मैच्योरिटी राशि घटती है, और बैंक व डाकघर इसके लिए शुल्क लेते हैं।",
  noteTax: (form: string) =>
    `RD का ब्याज अन्य स्रोतों से आय है, जिस पर दोनों कर व्यवस्थाओं में आपकी स्लैब दर से टैक्स लगता है, और इसे आम तौर पर हर वर्ष, जैसे-जैसे ब्याज बनता है, आय में दिखाया जाता है। जब किसी बैंक से वर्ष में आपका ब्याज ₹50,000 से, या वरिष्ठ नागरिक के लिए ₹1,00,000 से, ज़्यादा हो जाता है, तो बैंक 10% स्रोत पर कर कटौती (TDS) करता है (आयकर अधिनियम, 1961 की धारा 194A); अगर कोई टैक्स देय नहीं है, तो ${form} देकर यह कटौती रोकी जा सकती है।`,
  noteThirds:
    "एक महीने को तिमाही का एक-तिहाई गिना गया है: हर किस्त हर महीने (1 + i)^(1/3) गुना बढ़ती है; डाकघर की तालिका और बैंकों के RD कैलकुलेटर यही तरीका अपनाते हैं। जो बैंक ब्याज सिर्फ़ तिमाही के अंत में जोड़ता है, उसका आँकड़ा कुछ रुपये अलग हो सकता है।",
  explanation: [
    "आवर्ती जमा (RD) एक सावधि जमा है जिसे आप महीने-दर-महीने बनाते हैं: तय अवधि तक हर महीने एक जैसी किस्त, और अवधि के अंत में ब्याज समेत पूरी राशि वापस। बैंक छह महीने से दस वर्ष तक की RD देते हैं; डाकघर की RD, राष्ट्रीय बचत आवर्ती जमा योजना, 2019 के तहत, ₹100 महीने से शुरू होकर पाँच वर्ष (60 किस्तें) चलती है, और इसे पाँच वर्ष और बढ़ाया जा सकता है।",
    "ब्याज हर तिमाही चक्रवृद्धि होता है। हर किस्त सिर्फ़ उतने महीनों का ब्याज कमाती है जितने महीने वह खाते में रहती है: पहली किस्त पूरी अवधि का, आख़िरी सिर्फ़ एक महीने का। इन्हें जोड़ने पर मैच्योरिटी (परिपक्वता) राशि मिलती है: M = R × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)], जहाँ R किस्त है, N महीनों की संख्या और i तिमाही दर (सालाना दर ÷ 400)। 6.7% पर 60 महीने तक ₹5,000 महीना जमा करने पर ₹3,00,000 की जमा पर यह ₹3,56,829 होती है।",
    "RD खोलने के दिन की दर पूरी अवधि लागू रहती है, चाहे बाद में दरें बदलें। डाकघर की दर वित्त मंत्रालय हर तिमाही अधिसूचित करता है: 1 अक्टूबर 2023 से 6.7% सालाना, तब से बिना बदलाव। बैंक अपनी दरें खुद तय करते हैं, और कई बैंक वरिष्ठ नागरिकों को 0.25% से 0.75% ज़्यादा देते हैं: अपने बैंक की बताई दर लिखें।",
    "RD का ब्याज अन्य स्रोतों से आय है, जिस पर दोनों कर व्यवस्थाओं में आपकी स्लैब दर से टैक्स लगता है; इसे आम तौर पर हर वर्ष, जैसे-जैसे ब्याज बनता है, आय में दिखाया जाता है, और बैंक भी तभी स्रोत पर कर कटौती (TDS) करते हैं। जब किसी बैंक से वर्ष में आपका ब्याज ₹50,000 से, या वरिष्ठ नागरिक के लिए ₹1,00,000 से, ज़्यादा हो जाता है, तो बैंक आयकर अधिनियम, 1961 की धारा 194A के तहत 10% TDS काटते हैं। RD ब्याज पर कटौती सिर्फ़ पुरानी कर व्यवस्था में वरिष्ठ नागरिकों को मिलती है, ₹50,000 तक, धारा 80TTB के तहत (2025 के अधिनियम की धारा 153)।",
  ],
  faqTdsAnswer: (form: string) =>
    `वित्तीय वर्ष 2025-26 से, जब किसी बैंक में आपकी सभी जमाओं पर वित्तीय वर्ष में दिया या जोड़ा गया ब्याज ₹50,000 (वरिष्ठ नागरिकों के लिए ₹1,00,000) से ज़्यादा हो जाता है, तो बैंक 10% TDS काटते हैं। PAN न होने पर दर 20% है। अगर आपकी कुल आय कर योग्य सीमा से कम है, तो वर्ष की शुरुआत में बैंक को ${form} दें। TDS अंतिम टैक्स नहीं है: रिटर्न में यह ब्याज आपकी आय में जोड़ा जाता है।`,
  faq: [
    {
      question: "RD पर ब्याज कैसे निकाला जाता है?",
      answer:
        "हर मासिक किस्त जितने महीने खाते में रहती है, उतने महीनों का तिमाही चक्रवृद्धि ब्याज कमाती है। 5 वर्ष की RD की पहली किस्त 60 महीने ब्याज कमाती है, दूसरी 59 महीने, और इसी तरह आख़िरी किस्त एक महीना। कैलकुलेटर जोड़ता है कि मैच्योरिटी तक हर किस्त कितनी बढ़ी; ब्याज उस जोड़ में से आपकी जमा राशि घटाकर मिलता है।",
    },
    {
      question: "डाकघर की RD में ₹5,000 महीना जमा करने पर कितना मिलेगा?",
      answer:
        "डाकघर की 6.7% दर पर 60 महीने में आप ₹3,00,000 जमा करते हैं और मैच्योरिटी पर लगभग ₹3,56,829 पाते हैं, यानी ₹56,829 ब्याज। योजना ₹100 महीने पर मैच्योरिटी राशि ₹7,136.58 बताती है; बड़ी किस्तों को इसी अनुपात में मिलता है।",
    },
    { question: "क्या RD के ब्याज पर TDS कटता है?", answer: "" },
    {
      question: "क्या मैं RD मैच्योरिटी से पहले बंद कर सकता हूँ?",
      answer:
        "बैंक इसकी अनुमति देते हैं, आम तौर पर जमा जितने समय चली उस अवधि की दर से, 0.5% से 1% के जुर्माने के साथ। डाकघर तीन वर्ष बाद समय से पहले खाता बंद करने देता है, और तब सिर्फ़ डाकघर बचत खाते की दर देता है। बारह किस्तें जमा होने के बाद डाकघर आपको बकाया राशि का आधा तक लोन के रूप में निकालने भी देता है।",
    },
    {
      question: "RD बेहतर है या SIP?",
      answer:
        "दोनों के काम अलग हैं। RD का रिटर्न खाता खोलने के दिन तय हो जाता है और आपकी जमा सुरक्षित रहती है (बैंक जमा पर जमा बीमा और ऋण गारंटी निगम (DICGC) हर बैंक में हर जमाकर्ता के ₹5 लाख तक का बीमा देता है; डाकघर की जमा के पीछे भारत सरकार है)। इक्विटी फ़ंड में SIP का रिटर्न तय नहीं होता: लंबे समय में यह ज़्यादा कमा सकती है, या कम, और इसका मूल्य बाज़ार के साथ बदलता है।",
    },
  ],
};

export const RD_TEXT: Catalogues<typeof en> = { en, hi };
