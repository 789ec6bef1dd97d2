import { messagesFor, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { mutualFundMeta } from "./meta";

/*
 * Every word the mutual-fund (lump-sum) calculator shows, in English and Hindi. Messages with
 * figures or section numbers are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

type Provision = Parameters<typeof sectionWithFormer>[0];

const en = {
  description: mutualFundMeta.description,
  keywords: mutualFundMeta.keywords,
  bothActs: (act2025: string, act1961: string) => `${act2025} (${act1961} of the 1961 Act)`,
  group: "Your investment",
  amount: "Amount invested once",
  amountHelp: "The lump sum you put in at the start. Most funds accept a first purchase from ₹100 to ₹5,000.",
  rate: "Expected return, % a year",
  rateHelp: "Your assumption, after the fund's expenses, compounded yearly. Past returns do not promise future ones.",
  years: "Years invested",
  yearsHelp: "How long you stay invested. The value is shown at the end.",
  tooLarge: (limit: string) =>
    `These figures would grow past ${limit}, more than this calculator shows. Lower the amount, the return or the number of years.`,
  /** "1 year", "10 years"; the count comes formatted. */
  period: (count: number, formatted: string) => `${formatted} year${count === 1 ? "" : "s"}`,
  summaryNone: (invested: string, rate: string, total: string, period: string) =>
    `${invested} invested once earns nothing at a ${rate} return, so it is still ${total} after ${period}.`,
  summary: (invested: string, period: string, rate: string, total: string, returns: string, absolute: string) =>
    `${invested} invested once for ${period} at an expected ${rate} a year could grow to ${total}: ${returns} in estimated returns, ${absolute} on what you put in.`,
  groupAfter: (period: string) => `Your investment after ${period}`,
  invested: "Amount invested",
  returns: "Estimated returns",
  total: "Total value",
  groupGrowth: "How it grew",
  absoluteReturn: "Absolute return",
  cagr: "Yearly growth (CAGR)",
  breakdown: "Future value of a one-time investment",
  stepInvested: "Amount invested (P)",
  stepInvestedReference: "Invested once, at the start",
  stepFactor: (rate: string, years: string) => `Growth factor = (1 + ${rate})^${years}`,
  stepFactorText: (factor: string) => `${factor} times`,
  stepFactorReference: "The expected return, compounded once a year",
  stepTotal: "Total value = P × (1 + r ÷ 100)^t",
  stepTotalReference: "Future value of a lump sum with yearly compounding, rounded to the rupee",
  stepReturns: "Estimated returns = total value − P",
  stepReturnsReference: "Growth on your money; taxed only when you redeem units (see the notes)",
  stepAbsolute: "Absolute return = returns ÷ P",
  stepAbsoluteReference: "(Total value − P) ÷ P × 100: the growth over the whole period, not a yearly rate",
  stepCagr: (years: string) => `CAGR = (total value ÷ P)^(1/${years}) − 1`,
  stepCagrReference: "Compound annual growth rate: with yearly compounding at a steady return it equals that return",
  tableCaption: "Your investment year by year",
  columns: { year: "Year", invested: "Invested in the year", returns: "Returns in the year", closing: "Value at the end of the year" } as Readonly<
    Record<"year" | "invested" | "returns" | "closing", string>
  >,
  chartTitle: "Amount invested and total value of your investment, year by year",
  yearLabel: (year: number) => `Year ${year}`,
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteAssumption:
    "The return is your assumption, not a promise: a fund's value (its NAV) rises and falls, and an equity fund's return differs a lot from year to year. The projection compounds the same return every year and shows no tax, exit load or the 0.005% stamp duty on the purchase.",
  noteTax: (s112A: string, s111A: string) =>
    `Tax is due only when you redeem. Equity-oriented funds: gains on units held more than 12 months are taxed at 12.5% on the year's total above ₹1.25 lakh (${s112A}), and on units held 12 months or less at 20% (${s111A}), for sales from 23 July 2024. Debt funds bought on or after 1 April 2023 (specified mutual funds): gains are taxed at your slab rate however long you held them (section 50AA of the 1961 Act). From tax year 2026-27 the Income-tax Act, 2025 restates these rules. To work out the tax, see /tools-and-calculators/capital-gains.`,
  noteSip: "To invest a fixed amount every month instead, see /tools-and-calculators/sip.",
  /** The explanation's paragraphs before `explanationTax`, which names sections. */
  explanation: [
    "A lump-sum (one-time) investment buys mutual fund units once, at that day's net asset value (NAV), and leaves them to grow. This calculator projects the value at the end of the period if the fund earned the same return, the figure you enter, every year.",
    "The value is P × (1 + r ÷ 100)^t, the return compounded once a year. ₹1,00,000 for 10 years at 12% grows 1.12^10 = 3.1058 times, to ₹3,10,585: ₹2,10,585 of returns, an absolute return of 210.58% and a compound annual growth rate (CAGR) of 12%.",
    "SIP mode: to invest a fixed amount every month instead, with an optional yearly step-up, see /tools-and-calculators/sip.",
  ] as readonly string[],
  explanationTax: (s111A: string, s112A: string) =>
    `Returns are not guaranteed: SEBI requires every mutual fund advertisement to warn that investments are subject to market risks. Tax applies only when you redeem: for equity-oriented funds at 20% on gains from units held 12 months or less (${s111A}) and 12.5% on long-term gains above ₹1.25 lakh a year (${s112A}), for sales from 23 July 2024; for debt funds bought on or after 1 April 2023 at your slab rate (section 50AA of the 1961 Act). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.`,
  faqTaxAnswer: (s112A: string, s111A: string) =>
    `Only on redemption (or switch). Equity-oriented funds: units held more than 12 months give long-term gains, taxed at 12.5% on the year's total above ₹1.25 lakh (${s112A}, for sales from 23 July 2024); for units bought before 1 February 2018 the cost can be stepped up to their value on 31 January 2018 (section 55(2)(ac)). Units held 12 months or less give short-term gains taxed at 20% (${s111A}). Debt funds bought on or after 1 April 2023 are taxed at your slab rate whatever the holding period (section 50AA). Dividends are taxed at your slab rate, with TDS at 10% above ₹10,000 a year from a fund (section 194K). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.`,
  /** The FAQ; the tax question's answer (fourth) is `faqTaxAnswer`, which names sections. */
  faq: [
    {
      question: "What will ₹1 lakh invested in a mutual fund be worth after 10 years?",
      answer:
        "At an expected 12% a year, about ₹3,10,585: 1,00,000 × 1.12^10 = 1,00,000 × 3.10585. At 10% it would be about ₹2,59,374, and at 8% about ₹2,15,892: small differences in the yearly return add up over ten years. ₹5,00,000 at 12% for 10 years could grow to about ₹15,52,924.",
    },
    {
      question: "What is the difference between absolute return and CAGR?",
      answer:
        "Absolute return is the total growth over the whole period: ₹1,00,000 becoming ₹3,10,585 is a 210.58% absolute return. CAGR (compound annual growth rate) is the steady yearly rate that gives the same result: (3,10,585 ÷ 1,00,000)^(1/10) − 1 = 12%. Dividing the absolute return by the years (21% a year here) overstates the yearly return, because it ignores compounding. Compare funds, and funds with deposits, by CAGR.",
    },
    {
      question: "Is a lump sum better than a SIP?",
      answer:
        "If the market rises steadily, money invested earlier has longer to grow, so a lump sum ends higher. If prices fall after you invest, a SIP buys more units at lower prices and can end higher. Neither is better in every market. Many investors with a lump sum to place in an equity fund put it in a liquid fund and move it in monthly through a systematic transfer plan (STP). To project monthly investing, see /tools-and-calculators/sip.",
    },
    { question: "How are gains on a lump-sum mutual fund investment taxed?", answer: "" },
    {
      question: "Which return should I enter?",
      answer:
        "A cautious long-run figure after the fund's costs. The NAV is already net of the fund's total expense ratio (TER), which SEBI caps according to the scheme's size; direct plans charge less than regular plans, which pay distributor commission. Past returns, even over ten years, do not promise future ones, so try a lower rate as well.",
    },
  ] as readonly { question: string; answer: string }[],
};

const cite = (section: string) => citeIn(section, "hi").text;

const hi: TranslationOf<typeof en> = {
  description: "म्यूचुअल फ़ंड में एकमुश्त निवेश आपकी अनुमानित सालाना रिटर्न दर पर कितना बढ़ सकता है, इसका अनुमान लगाएँ; साथ में रिटर्न, कुल (एब्सोल्यूट) रिटर्न और वर्षवार मूल्य।",
  keywords:
    "म्यूचुअल फ़ंड कैलकुलेटर, एकमुश्त निवेश कैलकुलेटर, एकमुश्त निवेश, एक बार का निवेश, म्यूचुअल फ़ंड रिटर्न, CAGR, एब्सोल्यूट रिटर्न, धारा 112A, धारा 111A, धारा 198, धारा 196, धारा 50AA, डेट फ़ंड पर टैक्स",
  bothActs: (act2025: string, act1961: string) => `${cite(act2025)} (1961 के अधिनियम की ${cite(act1961)})`,
  group: "आपका निवेश",
  amount: "एकमुश्त निवेश की राशि",
  amountHelp: "शुरुआत में लगाई गई एकमुश्त राशि। ज़्यादातर फ़ंड पहली खरीद ₹100 से ₹5,000 तक से शुरू करने देते हैं।",
  rate: "अनुमानित रिटर्न, % सालाना",
  rateHelp: "फ़ंड के खर्च घटाने के बाद आपका अनुमान, सालाना चक्रवृद्धि। पिछला रिटर्न आगे के रिटर्न की गारंटी नहीं है।",
  years: "निवेश के वर्ष",
  yearsHelp: "आप कितने समय तक निवेश बनाए रखेंगे। मूल्य अवधि के अंत का दिखाया जाता है।",
  tooLarge: (limit: string) => `ये आँकड़े ${limit} से आगे निकल जाएँगे, जो इस कैलकुलेटर की सीमा से ज़्यादा है। राशि, रिटर्न या वर्षों की संख्या कम करें।`,
  period: (_count: number, formatted: string) => `${formatted} वर्ष`,
  summaryNone: (invested: string, rate: string, total: string, period: string) =>
    `${rate} रिटर्न पर ${invested} के एकमुश्त निवेश पर कुछ नहीं बढ़ता, इसलिए ${period} बाद भी यह ${total} ही रहता है।`,
  summary: (invested: string, period: string, rate: string, total: string, returns: string, absolute: string) =>
    `${period} के लिए ${invested} का एकमुश्त निवेश ${rate} सालाना की अनुमानित रिटर्न दर से ${total} तक बढ़ सकता है: ${returns} अनुमानित रिटर्न, यानी लगाई गई राशि पर ${absolute}।`,
  groupAfter: (period: string) => `${period} बाद आपका निवेश`,
  invested: "निवेश की गई राशि",
  returns: "अनुमानित रिटर्न",
  total: "कुल मूल्य",
  groupGrowth: "निवेश कैसे बढ़ा",
  absoluteReturn: "कुल (एब्सोल्यूट) रिटर्न",
  cagr: "सालाना बढ़त (CAGR)",
  breakdown: "एकमुश्त निवेश का भविष्य मूल्य",
  stepInvested: "निवेश की गई राशि (P)",
  stepInvestedReference: "शुरुआत में एक बार निवेश",
  stepFactor: (rate: string, years: string) => `बढ़त गुणक = (1 + ${rate})^${years}`,
  stepFactorText: (factor: string) => `${factor} गुना`,
  stepFactorReference: "अनुमानित रिटर्न, साल में एक बार चक्रवृद्धि",
  stepTotal: "कुल मूल्य = P × (1 + r ÷ 100)^t",
  stepTotalReference: "सालाना चक्रवृद्धि के साथ एकमुश्त राशि का भविष्य मूल्य, पूरे रुपये में",
  stepReturns: "अनुमानित रिटर्न = कुल मूल्य − P",
  stepReturnsReference: "आपके पैसे पर बढ़त; टैक्स सिर्फ़ यूनिट भुनाने (रिडीम करने) पर लगता है (नोट देखें)",
  stepAbsolute: "कुल (एब्सोल्यूट) रिटर्न = रिटर्न ÷ P",
  stepAbsoluteReference: "(कुल मूल्य − P) ÷ P × 100: पूरी अवधि की बढ़त, सालाना दर नहीं",
  stepCagr: (years: string) => `CAGR = (कुल मूल्य ÷ P)^(1/${years}) − 1`,
  stepCagrReference: "चक्रवृद्धि सालाना वृद्धि दर: एक जैसे रिटर्न पर सालाना चक्रवृद्धि में यह उसी रिटर्न के बराबर होती है",
  tableCaption: "आपका निवेश, वर्षवार",
  columns: { year: "वर्ष", invested: "वर्ष में निवेश", returns: "वर्ष में रिटर्न", closing: "वर्ष के अंत में मूल्य" },
  chartTitle: "आपके निवेश की राशि और कुल मूल्य, वर्षवार",
  yearLabel: (year: number) => `वर्ष ${year}`,
  seriesInvested: "निवेश की गई राशि",
  seriesTotal: "कुल मूल्य",
  noteAssumption:
    "रिटर्न आपका अनुमान है, वादा नहीं: फ़ंड का मूल्य (उसकी नेट एसेट वैल्यू, NAV) घटता-बढ़ता है, और इक्विटी फ़ंड का रिटर्न हर वर्ष काफ़ी अलग होता है। यह अनुमान हर वर्ष एक ही रिटर्न जोड़ता है, और इसमें टैक्स, एग्ज़िट लोड या खरीद पर लगने वाला 0.005% स्टांप शुल्क नहीं दिखाया गया है।",
  noteTax: (s112A: string, s111A: string) =>
    `टैक्स सिर्फ़ यूनिट भुनाने पर लगता है। इक्विटी फ़ंड: 12 महीने से ज़्यादा रखी यूनिट के लाभ पर, वर्ष के कुल लाभ में से ₹1.25 लाख से ऊपर की राशि पर 12.5% टैक्स लगता है (${s112A}), और 12 महीने या उससे कम रखी यूनिट पर 20% (${s111A}); यह 23 जुलाई 2024 से हुई बिक्री पर लागू है। 1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड (निर्दिष्ट म्यूचुअल फ़ंड): लाभ पर आपकी स्लैब दर से टैक्स लगता है, चाहे आपने उन्हें कितने भी समय रखा हो (1961 के अधिनियम की धारा 50AA)। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में यही नियम फिर से लिखे गए हैं। टैक्स का हिसाब लगाने के लिए पूँजीगत लाभ कैलकुलेटर देखें।`,
  noteSip: "अगर आप हर महीने एक तय राशि निवेश करना चाहते हैं, तो SIP कैलकुलेटर देखें।",
  explanation: [
    "एकमुश्त (एक बार का) निवेश म्यूचुअल फ़ंड की यूनिट एक ही बार, उस दिन की नेट एसेट वैल्यू (NAV) पर खरीदता है और उन्हें बढ़ने के लिए छोड़ देता है। यह कैलकुलेटर अनुमान लगाता है कि अगर फ़ंड हर वर्ष एक जैसा रिटर्न, यानी आपका दर्ज किया आँकड़ा, दे, तो अवधि के अंत में मूल्य कितना होगा।",
    "मूल्य है P × (1 + r ÷ 100)^t, यानी रिटर्न साल में एक बार चक्रवृद्धि। 12% पर 10 वर्ष के लिए ₹1,00,000, 1.12^10 = 3.1058 गुना बढ़कर ₹3,10,585 हो जाते हैं: ₹2,10,585 रिटर्न, 210.58% का कुल (एब्सोल्यूट) रिटर्न और 12% की चक्रवृद्धि सालाना वृद्धि दर (CAGR)।",
    "SIP का तरीका: अगर आप हर महीने एक तय राशि निवेश करना चाहते हैं, चाहें तो हर वर्ष किस्त बढ़ाने (स्टेप-अप) के साथ, तो SIP कैलकुलेटर देखें।",
  ],
  explanationTax: (s111A: string, s112A: string) =>
    `रिटर्न की गारंटी नहीं है: SEBI के नियम से म्यूचुअल फ़ंड के हर विज्ञापन में यह चेतावनी होती है कि निवेश बाज़ार के जोखिमों के अधीन है। टैक्स सिर्फ़ यूनिट भुनाने पर लगता है: इक्विटी फ़ंड में 12 महीने या उससे कम रखी यूनिट के लाभ पर 20% (${s111A}) और ₹1.25 लाख सालाना से ऊपर के दीर्घकालिक लाभ पर 12.5% (${s112A}), 23 जुलाई 2024 से हुई बिक्री पर; 1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड पर आपकी स्लैब दर से (1961 के अधिनियम की धारा 50AA)। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में यही नियम फिर से लिखे गए हैं।`,
  faqTaxAnswer: (s112A: string, s111A: string) =>
    `सिर्फ़ यूनिट भुनाने (या स्विच करने) पर। इक्विटी फ़ंड: 12 महीने से ज़्यादा रखी यूनिट से दीर्घकालिक लाभ होता है, जिस पर वर्ष के कुल लाभ में से ₹1.25 लाख से ऊपर की राशि पर 12.5% टैक्स लगता है (${s112A}, 23 जुलाई 2024 से हुई बिक्री पर); 1 फ़रवरी 2018 से पहले खरीदी गई यूनिट की लागत 31 जनवरी 2018 के उनके मूल्य तक बढ़ाई जा सकती है (धारा 55(2)(ac))। 12 महीने या उससे कम रखी यूनिट से अल्पकालिक लाभ होता है, जिस पर 20% टैक्स लगता है (${s111A})। 1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड पर होल्डिंग अवधि चाहे जो हो, आपकी स्लैब दर से टैक्स लगता है (धारा 50AA)। लाभांश पर आपकी स्लैब दर से टैक्स लगता है, और किसी फ़ंड से वर्ष में ₹10,000 से ज़्यादा लाभांश पर 10% स्रोत पर कर कटौती (TDS) होती है (धारा 194K)। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में यही नियम फिर से लिखे गए हैं।`,
  faq: [
    {
      question: "म्यूचुअल फ़ंड में लगाया ₹1 लाख 10 वर्ष बाद कितना हो जाएगा?",
      answer:
        "12% सालाना के अनुमानित रिटर्न पर लगभग ₹3,10,585: 1,00,000 × 1.12^10 = 1,00,000 × 3.10585। 10% पर यह लगभग ₹2,59,374 होगा, और 8% पर लगभग ₹2,15,892: सालाना रिटर्न का छोटा-सा फ़र्क भी दस वर्षों में बड़ा हो जाता है। 12% पर 10 वर्ष के लिए ₹5,00,000 लगभग ₹15,52,924 तक बढ़ सकते हैं।",
    },
    {
      question: "कुल (एब्सोल्यूट) रिटर्न और CAGR में क्या फ़र्क है?",
      answer:
        "कुल (एब्सोल्यूट) रिटर्न पूरी अवधि की कुल बढ़त है: ₹1,00,000 का ₹3,10,585 हो जाना 210.58% का कुल रिटर्न है। चक्रवृद्धि सालाना वृद्धि दर (CAGR) वह एक जैसी सालाना दर है जिससे यही नतीजा मिलता है: (3,10,585 ÷ 1,00,000)^(1/10) − 1 = 12%। कुल रिटर्न को वर्षों से भाग देने पर (यहाँ 21% सालाना) सालाना रिटर्न ज़्यादा दिखता है, क्योंकि उसमें चक्रवृद्धि नहीं गिनी जाती। फ़ंड की आपस में, और फ़ंड की जमा योजनाओं से, तुलना CAGR पर करें।",
    },
    {
      question: "एकमुश्त निवेश बेहतर है या SIP?",
      answer:
        "अगर बाज़ार लगातार बढ़ता है, तो पहले लगाए पैसे को बढ़ने का ज़्यादा समय मिलता है, इसलिए एकमुश्त निवेश आगे रहता है। अगर निवेश के बाद दाम गिरते हैं, तो SIP कम दाम पर ज़्यादा यूनिट खरीदती है और आगे निकल सकती है। हर बाज़ार में कोई एक बेहतर नहीं है। कई निवेशक इक्विटी फ़ंड में लगाने वाली एकमुश्त राशि को पहले लिक्विड फ़ंड में रखते हैं और सिस्टमैटिक ट्रांसफ़र प्लान (STP) से हर महीने थोड़ा-थोड़ा इक्विटी फ़ंड में ले जाते हैं। हर महीने के निवेश का अनुमान लगाने के लिए SIP कैलकुलेटर देखें।",
    },
    { question: "म्यूचुअल फ़ंड में एकमुश्त निवेश के लाभ पर टैक्स कैसे लगता है?", answer: "" },
    {
      question: "मुझे कौन-सा रिटर्न दर्ज करना चाहिए?",
      answer:
        "फ़ंड के खर्च घटाने के बाद लंबे समय का एक सतर्क आँकड़ा। NAV पहले से ही फ़ंड के कुल खर्च अनुपात (TER) को घटाकर निकलती है, जिसकी ऊपरी सीमा SEBI स्कीम के आकार के हिसाब से तय करता है; डायरेक्ट प्लान का खर्च रेगुलर प्लान से कम होता है, क्योंकि रेगुलर प्लान डिस्ट्रीब्यूटर को कमीशन देते हैं। पिछला रिटर्न, दस वर्ष का भी, आगे के रिटर्न की गारंटी नहीं है, इसलिए कम दर से भी आज़माकर देखें।",
    },
  ],
};

export const MUTUAL_FUND_TEXT: Catalogues<typeof en> = { en, hi };

/** A section for text shown for every year, naming both Acts, in the page's language. */
export function bothActs(provision: Provision, locale: Locale = "en"): string {
  const english = sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
  const parts = /^(.*) \((.*) of the 1961 Act\)$/.exec(english);
  return parts ? messagesFor(MUTUAL_FUND_TEXT, locale).bothActs(parts[1]!, parts[2]!) : locale === "en" ? english : cite(english);
}
