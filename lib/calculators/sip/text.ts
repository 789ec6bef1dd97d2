import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { sipMeta } from "./meta";

/*
 * Every word the SIP calculator shows, in English and Hindi. Messages with figures are
 * functions of them (already formatted), so the compiler checks each use; the Hindi is written
 * for a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: sipMeta.description,
  keywords: sipMeta.keywords,
  groupSip: "Your SIP",
  groupAssumptions: "Assumptions",
  monthly: "Monthly investment",
  monthlyHelp: "The instalment paid every month. Most funds accept SIPs from ₹100 or ₹500.",
  rate: "Expected return, % a year",
  rateHelp: "Your assumption, after the fund's expenses. Equity funds have no fixed return: past returns do not promise future ones.",
  years: "Investment period, in years",
  yearsHelp: "How long you keep paying instalments. The value is shown at the end of the last month.",
  stepUp: "Yearly step-up, %",
  stepUpHelp: "Raise the instalment by this percentage every 12 months (a step-up or top-up SIP). Leave at 0 for the same instalment throughout.",
  tooLarge: (limit: string) =>
    `These figures would grow past ${limit}, more than this calculator shows. Lower the return, the step-up or the number of years.`,
  /** "1 year", "10 years"; the count comes formatted. */
  period: (count: number, formatted: string) => `${formatted} year${count === 1 ? "" : "s"}`,
  startStepped: (monthly: string, stepUp: string, period: string) => `Starting at ${monthly} a month and raising it by ${stepUp} every year for ${period}`,
  startFlat: (monthly: string, period: string) => `Investing ${monthly} a month for ${period}`,
  summaryNoGrowth: (start: string, invested: string, rate: string, total: string) =>
    `${start}, you put in ${invested}; at a ${rate} return it earns nothing, so it stays ${total}.`,
  summary: (start: string, rate: string, total: string, invested: string, returns: string) =>
    `${start} at an expected ${rate} a year could grow to ${total}: ${invested} invested and ${returns} in estimated returns.`,
  invested: "Amount invested",
  returns: "Estimated returns",
  total: "Total value",
  lastInstalment: (year: number) => `Monthly instalment in year ${year}`,
  groupAfter: (period: string) => `Your SIP after ${period}`,
  breakdownStepped: "Step-up SIP, month by month",
  breakdownFlat: "SIP future value (instalments at the start of each month)",
  stepFirstInstalment: "First year's monthly instalment (P)",
  stepInstalment: "Monthly instalment (P)",
  stepInstalmentReference: "Paid at the start of each month",
  stepCount: (period: string) => `Number of instalments (n) = ${period} × 12`,
  stepCountReference: "One instalment a month",
  stepRate: (rate: string) => `Monthly rate (i) = ${rate} ÷ 12`,
  stepRateReference: "The expected yearly return divided by 12 and compounded monthly (nominal rate), as fund houses' SIP calculators do",
  stepRaised: (stepUp: string) => `Instalment raised by ${stepUp} every 12 months`,
  stepRaisedText: (first: string, last: string, year: number) => `${first} in year 1 → ${last} in year ${year}`,
  stepRaisedReference: "Step-up SIP: each year's instalment = the previous year's × (1 + step-up ÷ 100)",
  stepInvestedStepped: "Amount invested = the sum of 12 instalments for each year",
  stepInvestedSteppedReference: "Total of every instalment, rounded to the rupee",
  stepTotalZero: "Total value: at 0% the instalments just add up",
  stepTotalStepped: "Total value: each month, value = (value + instalment) × (1 + i)",
  stepTotalSteppedReference: "Each instalment goes in at the start of the month and the whole value grows by i over the month; rounded to the rupee",
  stepInvested: (monthly: string, months: string) => `Amount invested = P × n = ${monthly} × ${months}`,
  stepInvestedReference: "Instalments paid",
  stepNoGrowthReference: "No growth",
  stepTotal: "Total value = P × ((1 + i)^n − 1) ÷ i × (1 + i)",
  stepTotalReference: "Future value of an annuity due (each instalment at the start of its month), rounded to the rupee",
  stepReturns: "Estimated returns = total value − amount invested",
  stepReturnsReference: "Growth on your instalments; taxed only when you redeem units (see the notes)",
  tableCaption: "Your SIP year by year",
  columns: {
    year: "Year",
    instalment: "Monthly instalment",
    invested: "Invested in the year",
    returns: "Returns in the year",
    totalInvested: "Total invested",
    closing: "Value at the end of the year",
  } as Readonly<Record<"year" | "instalment" | "invested" | "returns" | "totalInvested" | "closing", string>>,
  chartTitle: "Amount invested and total value of your SIP, year by year",
  yearLabel: (year: number) => `Year ${year}`,
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteAssumption:
    "The return is your assumption, not a promise: a fund's value (its NAV) rises and falls, and an equity fund's return differs a lot from year to year. The projection applies the same return every month and shows no tax, exit load or the 0.005% stamp duty on each purchase.",
  noteEndOfMonth: (endOfMonth: string, total: string) =>
    `Each instalment is assumed to be paid at the start of its month. If yours is debited at the end of the month, each one grows a month less: about ${endOfMonth} instead of ${total}.`,
  noteOneYearStepUp: "A step-up raises the instalment from the second year, so over a single year it changes nothing.",
  notePaise:
    "With a step-up, later instalments can run into paise: the table shows each year's instalment to the rupee, while the figures use the exact amounts.",
  noteTax:
    "Tax is due only when you redeem units, and each instalment is a separate purchase with its own holding period. Equity-oriented funds: gains on units held more than 12 months are taxed at 12.5% on the year's total above ₹1.25 lakh (section 112A), and on units held 12 months or less at 20% (section 111A), for sales from 23 July 2024. Debt funds bought on or after 1 April 2023 (specified mutual funds): gains are taxed at your slab rate however long you held them (section 50AA). These are sections of the Income-tax Act, 1961, restated in the Income-tax Act, 2025 from tax year 2026-27. To work out the tax, see /tools-and-calculators/capital-gains.",
  explanation: [
    "A systematic investment plan (SIP) buys units of a mutual fund with a fixed amount every month, at that day's net asset value (NAV). This calculator projects what the instalments could be worth at the end of the period if the fund earned a steady return, the figure you enter, every year.",
    "It uses the method of most fund houses' calculators: the yearly return divided by 12 is the monthly rate i, each instalment goes in at the start of the month, and the value after n instalments of P is P × ((1 + i)^n − 1) ÷ i × (1 + i). ₹10,000 a month for 10 years at 12% gives 120 instalments at 1% a month: ₹12,00,000 invested grows to ₹23,23,391. With a yearly step-up the instalment rises by the step-up percentage every 12 months and the value is worked out month by month.",
    "Returns are not guaranteed: SEBI requires every mutual fund advertisement to warn that investments are subject to market risks. Tax applies only when you redeem units: for equity-oriented funds at 20% on gains from units held 12 months or less (section 111A) and 12.5% on long-term gains above ₹1.25 lakh a year (section 112A), for sales from 23 July 2024; for debt funds bought on or after 1 April 2023 at your slab rate (section 50AA). These are sections of the Income-tax Act, 1961, restated in the Income-tax Act, 2025 from tax year 2026-27.",
  ] as readonly string[],
  faq: [
    {
      question: "How much will ₹10,000 a month in a SIP be worth after 10 years?",
      answer:
        "At an expected 12% a year, about ₹23,23,391: ₹12,00,000 of your own money and ₹11,23,391 of returns. The monthly rate is 1% (12% ÷ 12), there are 120 instalments, and (1.01^120 − 1) ÷ 0.01 × 1.01 × ₹10,000 = ₹23,23,391. Over 20 years the same SIP could reach about ₹99,91,479 on ₹24,00,000 invested: the longer the period, the more of the value is growth.",
    },
    {
      question: "What is a step-up SIP and how much difference does it make?",
      answer:
        "A step-up (or top-up) SIP raises the instalment every year, usually in line with your pay. Starting at ₹10,000 a month and raising it by 10% a year for 10 years, you invest about ₹19,12,491 and, at 12%, could have about ₹33,74,326, against ₹23,23,391 from a flat ₹10,000. Most fund houses let you set the step-up as a percentage or an amount when you register the SIP mandate.",
    },
    {
      question: "Are SIP returns guaranteed?",
      answer:
        "No. The units are bought at the NAV of each instalment date, which moves with the market, so the real return can be higher or lower than the one you assume, and negative over short periods. SEBI requires mutual funds to show the statement that investments are subject to market risks and to label each scheme's risk on its riskometer. Use a modest assumption, and compare funds by their returns after expenses (the direct plans' expense ratio is lower).",
    },
    {
      question: "How is the profit from a SIP taxed?",
      answer:
        "Each instalment is a separate purchase, and units are treated as sold first-in, first-out, so the holding period is counted for each instalment. For equity-oriented funds, gains on units held more than 12 months are long-term: taxed at 12.5% on the year's total above ₹1.25 lakh (section 112A of the Income-tax Act, 1961, for sales from 23 July 2024); gains on units held 12 months or less are taxed at 20% (section 111A). Gains on debt funds bought on or after 1 April 2023 are taxed at your slab rate, however long you hold them (section 50AA). Dividends are taxed at your slab rate, with TDS at 10% above ₹10,000 a year from a fund (section 194K). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.",
    },
    {
      question: "Can a SIP save income tax?",
      answer:
        "Only a SIP in an equity-linked savings scheme (ELSS): a fund run under the Equity Linked Savings Scheme, 2005, which the Central Government notified under section 80C(2)(xiii) of the Income-tax Act, 1961 (Notification No. 226/2005, 3 November 2005). What you invest in a year counts towards the ₹1,50,000 limit of section 80C, in the old regime only: the new regime (section 115BAC) allows no 80C deduction. ELSS instalments start at ₹500, and each is locked in for three years from its own allotment date.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "म्यूचुअल फ़ंड में हर महीने की SIP आपकी अनुमानित रिटर्न दर पर कितनी बढ़ सकती है, इसका अनुमान लगाएँ; चाहें तो हर वर्ष किस्त बढ़ाने (स्टेप-अप) का विकल्प भी जोड़ें, और वर्षवार देखें कि कितना निवेश हुआ, कितना अनुमानित रिटर्न मिला और कुल मूल्य कितना बना।",
  keywords:
    "SIP कैलकुलेटर, सिस्टमैटिक इन्वेस्टमेंट प्लान, म्यूचुअल फ़ंड SIP रिटर्न, स्टेप-अप SIP, टॉप-अप SIP, मासिक निवेश, SIP का भविष्य मूल्य, ELSS, धारा 80C, धारा 112A, म्यूचुअल फ़ंड पर दीर्घकालिक पूँजीगत लाभ",
  groupSip: "आपकी SIP",
  groupAssumptions: "अनुमान",
  monthly: "मासिक निवेश",
  monthlyHelp: "हर महीने भरी जाने वाली किस्त। ज़्यादातर फ़ंड ₹100 या ₹500 से SIP लेते हैं।",
  rate: "अनुमानित रिटर्न, % सालाना",
  rateHelp: "फ़ंड के खर्च घटाने के बाद आपका अनुमान। इक्विटी फ़ंड का रिटर्न तय नहीं होता: पिछला रिटर्न आगे के रिटर्न की गारंटी नहीं है।",
  years: "निवेश अवधि, वर्षों में",
  yearsHelp: "आप कितने समय तक किस्तें भरते रहेंगे। मूल्य आख़िरी महीने के अंत का दिखाया जाता है।",
  stepUp: "सालाना स्टेप-अप, %",
  stepUpHelp: "हर 12 महीने पर किस्त इतने प्रतिशत बढ़ाएँ (स्टेप-अप या टॉप-अप SIP)। पूरी अवधि एक जैसी किस्त के लिए 0 रहने दें।",
  tooLarge: (limit: string) => `ये आँकड़े ${limit} से आगे निकल जाएँगे, जो इस कैलकुलेटर की सीमा से ज़्यादा है। रिटर्न, स्टेप-अप या वर्षों की संख्या कम करें।`,
  period: (_count: number, formatted: string) => `${formatted} वर्ष`,
  startStepped: (monthly: string, stepUp: string, period: string) => `${monthly} महीने से शुरू करके और हर वर्ष ${stepUp} बढ़ाते हुए ${period} तक निवेश करने पर`,
  startFlat: (monthly: string, period: string) => `${period} तक हर महीने ${monthly} निवेश करने पर`,
  summaryNoGrowth: (start: string, invested: string, rate: string, total: string) =>
    `${start} आप कुल ${invested} लगाते हैं; ${rate} रिटर्न पर इस पर कुछ नहीं बढ़ता, इसलिए यह ${total} ही रहता है।`,
  summary: (start: string, rate: string, total: string, invested: string, returns: string) =>
    `${start}, ${rate} सालाना की अनुमानित रिटर्न दर से कुल मूल्य ${total} तक पहुँच सकता है: ${invested} निवेश और ${returns} अनुमानित रिटर्न।`,
  invested: "निवेश की गई राशि",
  returns: "अनुमानित रिटर्न",
  total: "कुल मूल्य",
  lastInstalment: (year: number) => `वर्ष ${year} में मासिक किस्त`,
  groupAfter: (period: string) => `${period} बाद आपकी SIP`,
  breakdownStepped: "स्टेप-अप SIP, महीने-दर-महीने",
  breakdownFlat: "SIP का भविष्य मूल्य (किस्तें हर महीने की शुरुआत में)",
  stepFirstInstalment: "पहले वर्ष की मासिक किस्त (P)",
  stepInstalment: "मासिक किस्त (P)",
  stepInstalmentReference: "हर महीने की शुरुआत में भरी जाती है",
  stepCount: (period: string) => `किस्तों की संख्या (n) = ${period} × 12`,
  stepCountReference: "हर महीने एक किस्त",
  stepRate: (rate: string) => `मासिक दर (i) = ${rate} ÷ 12`,
  stepRateReference: "अनुमानित सालाना रिटर्न को 12 से भाग देकर, हर महीने चक्रवृद्धि (सांकेतिक दर), जैसा फ़ंड हाउस के SIP कैलकुलेटर करते हैं",
  stepRaised: (stepUp: string) => `हर 12 महीने पर किस्त ${stepUp} बढ़ाई गई`,
  stepRaisedText: (first: string, last: string, year: number) => `वर्ष 1 में ${first} → वर्ष ${year} में ${last}`,
  stepRaisedReference: "स्टेप-अप SIP: हर वर्ष की किस्त = पिछले वर्ष की किस्त × (1 + स्टेप-अप ÷ 100)",
  stepInvestedStepped: "निवेश की गई राशि = हर वर्ष की 12 किस्तों का जोड़",
  stepInvestedSteppedReference: "सभी किस्तों का जोड़, पूरे रुपये में",
  stepTotalZero: "कुल मूल्य: 0% पर किस्तें बस जुड़ती जाती हैं",
  stepTotalStepped: "कुल मूल्य: हर महीने, मूल्य = (मूल्य + किस्त) × (1 + i)",
  stepTotalSteppedReference: "हर किस्त महीने की शुरुआत में जुड़ती है और पूरा मूल्य महीने भर में i की दर से बढ़ता है; पूरे रुपये में",
  stepInvested: (monthly: string, months: string) => `निवेश की गई राशि = P × n = ${monthly} × ${months}`,
  stepInvestedReference: "भरी गई किस्तें",
  stepNoGrowthReference: "कोई बढ़त नहीं",
  stepTotal: "कुल मूल्य = P × ((1 + i)^n − 1) ÷ i × (1 + i)",
  stepTotalReference: "एन्युटी ड्यू का भविष्य मूल्य (हर किस्त अपने महीने की शुरुआत में), पूरे रुपये में",
  stepReturns: "अनुमानित रिटर्न = कुल मूल्य − निवेश की गई राशि",
  stepReturnsReference: "आपकी किस्तों पर बढ़त; टैक्स सिर्फ़ यूनिट भुनाने (रिडीम करने) पर लगता है (नोट देखें)",
  tableCaption: "आपकी SIP, वर्षवार",
  columns: {
    year: "वर्ष",
    instalment: "मासिक किस्त",
    invested: "वर्ष में निवेश",
    returns: "वर्ष में रिटर्न",
    totalInvested: "कुल निवेश",
    closing: "वर्ष के अंत में मूल्य",
  },
  chartTitle: "आपकी SIP में निवेश की गई राशि और कुल मूल्य, वर्षवार",
  yearLabel: (year: number) => `वर्ष ${year}`,
  seriesInvested: "निवेश की गई राशि",
  seriesTotal: "कुल मूल्य",
  noteAssumption:
    "रिटर्न आपका अनुमान है, वादा नहीं: फ़ंड का मूल्य (उसकी नेट एसेट वैल्यू, NAV) घटता-बढ़ता है, और इक्विटी फ़ंड का रिटर्न हर वर्ष काफ़ी अलग होता है। यह अनुमान हर महीने एक ही रिटर्न लगाता है, और इसमें टैक्स, एग्ज़िट लोड या हर खरीद पर लगने वाला 0.005% स्टांप शुल्क नहीं दिखाया गया है।",
  noteEndOfMonth: (endOfMonth: string, total: string) =>
    `माना गया है कि हर किस्त अपने महीने की शुरुआत में भरी जाती है। अगर आपकी किस्त महीने के अंत में कटती है, तो हर किस्त एक महीना कम बढ़ती है: ${total} की जगह लगभग ${endOfMonth}।`,
  noteOneYearStepUp: "स्टेप-अप दूसरे वर्ष से किस्त बढ़ाता है, इसलिए सिर्फ़ एक वर्ष में इससे कुछ नहीं बदलता।",
  notePaise: "स्टेप-अप के साथ बाद की किस्तों में पैसे भी आ सकते हैं: तालिका हर वर्ष की किस्त पूरे रुपये में दिखाती है, जबकि आँकड़े सटीक राशियों से निकाले गए हैं।",
  noteTax:
    "टैक्स सिर्फ़ यूनिट भुनाने पर लगता है, और हर किस्त एक अलग खरीद है जिसकी अपनी होल्डिंग अवधि होती है। इक्विटी फ़ंड: 12 महीने से ज़्यादा रखी यूनिट के लाभ पर, वर्ष के कुल लाभ में से ₹1.25 लाख से ऊपर की राशि पर 12.5% टैक्स लगता है (धारा 112A), और 12 महीने या उससे कम रखी यूनिट पर 20% (धारा 111A); यह 23 जुलाई 2024 से हुई बिक्री पर लागू है। 1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड (निर्दिष्ट म्यूचुअल फ़ंड): लाभ पर आपकी स्लैब दर से टैक्स लगता है, चाहे आपने उन्हें कितने भी समय रखा हो (धारा 50AA)। ये आयकर अधिनियम, 1961 की धाराएँ हैं, जिन्हें कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में फिर से लिखा गया है। टैक्स का हिसाब लगाने के लिए पूँजीगत लाभ कैलकुलेटर देखें।",
  explanation: [
    "सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP) में हर महीने एक तय राशि से म्यूचुअल फ़ंड की यूनिट उस दिन की नेट एसेट वैल्यू (NAV) पर खरीदी जाती हैं। यह कैलकुलेटर अनुमान लगाता है कि अगर फ़ंड हर वर्ष एक जैसा रिटर्न, यानी आपका दर्ज किया आँकड़ा, दे, तो अवधि के अंत में आपकी किस्तों का मूल्य कितना हो सकता है।",
    "यह ज़्यादातर फ़ंड हाउस के कैलकुलेटर वाला तरीका अपनाता है: सालाना रिटर्न को 12 से भाग देने पर मासिक दर i मिलती है, हर किस्त महीने की शुरुआत में लगती है, और P की n किस्तों के बाद मूल्य होता है P × ((1 + i)^n − 1) ÷ i × (1 + i)। 12% पर 10 वर्ष तक ₹10,000 महीना यानी 1% मासिक दर पर 120 किस्तें: ₹12,00,000 का निवेश बढ़कर ₹23,23,391 हो जाता है। सालाना स्टेप-अप के साथ किस्त हर 12 महीने पर स्टेप-अप प्रतिशत से बढ़ती है और मूल्य महीने-दर-महीने निकाला जाता है।",
    "रिटर्न की गारंटी नहीं है: SEBI के नियम से म्यूचुअल फ़ंड के हर विज्ञापन में यह चेतावनी होती है कि निवेश बाज़ार के जोखिमों के अधीन है। टैक्स सिर्फ़ यूनिट भुनाने पर लगता है: इक्विटी फ़ंड में 12 महीने या उससे कम रखी यूनिट के लाभ पर 20% (धारा 111A) और ₹1.25 लाख सालाना से ऊपर के दीर्घकालिक लाभ पर 12.5% (धारा 112A), 23 जुलाई 2024 से हुई बिक्री पर; 1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड पर आपकी स्लैब दर से (धारा 50AA)। ये आयकर अधिनियम, 1961 की धाराएँ हैं, जिन्हें कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में फिर से लिखा गया है।",
  ],
  faq: [
    {
      question: "SIP में ₹10,000 महीना 10 वर्ष बाद कितना हो जाएगा?",
      answer:
        "12% सालाना के अनुमानित रिटर्न पर लगभग ₹23,23,391: ₹12,00,000 आपका अपना पैसा और ₹11,23,391 रिटर्न। मासिक दर 1% (12% ÷ 12) है, किस्तें 120 हैं, और (1.01^120 − 1) ÷ 0.01 × 1.01 × ₹10,000 = ₹23,23,391। 20 वर्ष में यही SIP ₹24,00,000 के निवेश पर लगभग ₹99,91,479 तक पहुँच सकती है: अवधि जितनी लंबी, मूल्य में बढ़त का हिस्सा उतना ज़्यादा।",
    },
    {
      question: "स्टेप-अप SIP क्या है और इससे कितना फ़र्क पड़ता है?",
      answer:
        "स्टेप-अप (या टॉप-अप) SIP में किस्त हर वर्ष बढ़ती है, आम तौर पर आपके वेतन के साथ। ₹10,000 महीने से शुरू करके हर वर्ष 10% बढ़ाते हुए 10 वर्ष में आप लगभग ₹19,12,491 निवेश करते हैं और 12% पर आपके पास लगभग ₹33,74,326 हो सकते हैं, जबकि एक जैसे ₹10,000 से ₹23,23,391। ज़्यादातर फ़ंड हाउस SIP मैंडेट रजिस्टर करते समय स्टेप-अप को प्रतिशत या राशि में तय करने देते हैं।",
    },
    {
      question: "क्या SIP के रिटर्न की गारंटी है?",
      answer:
        "नहीं। यूनिट हर किस्त की तारीख की NAV पर खरीदी जाती हैं, जो बाज़ार के साथ बदलती है, इसलिए असली रिटर्न आपके अनुमान से ज़्यादा या कम हो सकता है, और कम समय में नकारात्मक भी। SEBI के नियम से म्यूचुअल फ़ंड को यह बताना होता है कि निवेश बाज़ार के जोखिमों के अधीन है, और हर स्कीम का जोखिम उसके रिस्कोमीटर पर दिखाना होता है। अनुमान संभलकर लगाएँ, और फ़ंड की तुलना खर्च घटाने के बाद के रिटर्न पर करें (डायरेक्ट प्लान का खर्च अनुपात कम होता है)।",
    },
    {
      question: "SIP के मुनाफ़े पर टैक्स कैसे लगता है?",
      answer:
        "हर किस्त एक अलग खरीद है, और यूनिट उसी क्रम में बिकी मानी जाती हैं जिस क्रम में खरीदी गईं (पहले खरीदी, पहले बिकी), इसलिए होल्डिंग अवधि हर किस्त की अलग गिनी जाती है। इक्विटी फ़ंड में 12 महीने से ज़्यादा रखी यूनिट का लाभ दीर्घकालिक है: वर्ष के कुल लाभ में से ₹1.25 लाख से ऊपर की राशि पर 12.5% टैक्स (आयकर अधिनियम, 1961 की धारा 112A, 23 जुलाई 2024 से हुई बिक्री पर); 12 महीने या उससे कम रखी यूनिट के लाभ पर 20% टैक्स (धारा 111A)। 1 अप्रैल 2023 या उसके बाद खरीदे गए डेट फ़ंड के लाभ पर आपकी स्लैब दर से टैक्स लगता है, चाहे आप उन्हें कितने भी समय रखें (धारा 50AA)। लाभांश पर आपकी स्लैब दर से टैक्स लगता है, और किसी फ़ंड से वर्ष में ₹10,000 से ज़्यादा लाभांश पर 10% स्रोत पर कर कटौती (TDS) होती है (धारा 194K)। कर वर्ष 2026-27 से आयकर अधिनियम, 2025 में यही नियम फिर से लिखे गए हैं।",
    },
    {
      question: "क्या SIP से आयकर बच सकता है?",
      answer:
        "सिर्फ़ इक्विटी लिंक्ड सेविंग्स स्कीम (ELSS) में SIP से: यानी इक्विटी लिंक्ड बचत योजना, 2005 के तहत चलने वाला फ़ंड, जिसे केंद्र सरकार ने आयकर अधिनियम, 1961 की धारा 80C(2)(xiii) के तहत अधिसूचित किया था (अधिसूचना सं. 226/2005, 3 नवंबर 2005)। वर्ष में किया गया निवेश धारा 80C की ₹1,50,000 की सीमा में गिना जाता है, सिर्फ़ पुरानी कर व्यवस्था में: नई कर व्यवस्था (धारा 115BAC) में 80C की कटौती नहीं मिलती। ELSS की किस्तें ₹500 से शुरू होती हैं, और हर किस्त अपनी आवंटन तारीख से तीन वर्ष के लिए लॉक-इन रहती है।",
    },
  ],
};

export const SIP_TEXT: Catalogues<typeof en> = { en, hi };
