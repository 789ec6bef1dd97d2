import { plural, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import { emiMeta } from "./meta";

/*
 * Every word the EMI calculator shows, in English and Hindi, with the loan words the
 * home-loan calculator shares (fields, EMI figures and steps, notes, the schedule's tables and
 * chart). Messages with figures are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

type ScheduleColumn =
  "loanYear" | "month" | "opening" | "emisPaid" | "emi" | "interest" | "principal" | "prepayment" | "closing" | "principalSoFar" | "interestSoFar";

const enPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const en = {
  description: emiMeta.description,
  keywords: emiMeta.keywords,
  groupLoan: "Your loan",
  amount: "Loan amount",
  amountHelp: "The amount you borrow, in rupees.",
  rate: "Interest rate, % a year",
  rateHelp: "The rate in your sanction letter. Enter 0 for a no-cost EMI.",
  years: "Tenure in years",
  months: "and months",
  monthsHelp: "Months beyond the whole years, for a tenure such as 4 years 6 months. Leave 0 otherwise.",
  tenureTooShort: "Enter a tenure of at least 1 month: the years and months are both 0.",
  /** "20 years", "4 years 6 months", "9 months". */
  tenure: (years: number, months: number) =>
    years === 0 ? enPlural(months, "month") : months === 0 ? enPlural(years, "year") : `${enPlural(years, "year")} ${enPlural(months, "month")}`,
  emi: "Monthly EMI",
  emiNote: (exact: string) => `${exact} before rounding to the rupee.`,
  totalInterest: "Total interest",
  totalPayment: "Total payment (loan + interest)",
  stepAmount: "Loan amount (P)",
  stepAmountReference: "The amount borrowed, all of it paid out at the start",
  stepRate: (rate: string) => `Monthly rate (i): ${rate} ÷ 12`,
  stepRateReference: "Reducing balance with monthly rests: each month's interest is charged on the balance then outstanding",
  stepCount: (tenure: string) => `Number of EMIs (n): ${tenure}`,
  stepCountReference: "One instalment at the end of each month",
  stepEmiZero: (exact: string) => `EMI = P ÷ n (${exact})`,
  stepEmi: (exact: string) => `EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1) (${exact})`,
  stepEmiZeroReference: "At 0% the loan is simply split into equal parts",
  stepEmiReference: "Annuity formula for equal monthly instalments, rounded to the rupee",
  stepInterest: "Total interest: each month's interest (balance × i), added up",
  stepInterestReference: "Month-by-month schedule below; the interest falls as the balance is repaid",
  stepTotal: "Total payment: the loan amount plus the total interest",
  stepTotalReference: "Everything paid to the lender over the loan (processing fees and insurance not included)",
  noteRounding: (exact: string, emi: string) =>
    `The EMI is ${exact} before rounding. The schedule keeps the paise, so a month's instalment may read a rupee either side of ${emi}; lenders round the EMI to the rupee and adjust the last instalment, so their totals may differ from these by a few rupees.`,
  noteFloating:
    "The rate is taken as fixed for the whole tenure. On a floating-rate loan, at each reset the lender must offer a higher EMI, a longer tenure or a mix of both, a switch to a fixed rate, and prepayment (RBI circular on reset of floating interest rates on EMI-based personal loans, 18 August 2023): run the calculator again on the balance left.",
  noteFees:
    "Processing fees, insurance and other charges are not included. The Key Facts Statement your lender must give you before signing (RBI circular of 15 April 2024) shows them in the annual percentage rate (APR).",
  summary: (amount: string, rate: string, tenure: string, emi: string, interest: string, total: string) =>
    `A loan of ${amount} at ${rate} over ${tenure} costs ${emi} a month: ${interest} in interest, ${total} in all.`,
  groupEmi: "Your EMI",
  breakdown: "EMI on a reducing balance",
  yearlyCaption: "Repayment schedule by loan year",
  monthlyCaption: "Repayment schedule by month",
  chartTitle: "Principal repaid and interest paid so far, by loan year",
  columns: {
    loanYear: "Loan year",
    month: "Month",
    opening: "Opening balance",
    emisPaid: "EMIs paid",
    emi: "EMI",
    interest: "Interest",
    principal: "Principal",
    prepayment: "Prepayment",
    closing: "Closing balance",
    principalSoFar: "Principal repaid so far",
    interestSoFar: "Interest paid so far",
  } as Readonly<Record<ScheduleColumn, string>>,
  yearLabel: (year: number) => `Year ${year}`,
  seriesPrincipal: "Principal repaid",
  seriesInterest: "Interest paid",
  explanation: [
    "An equated monthly instalment (EMI) is the fixed amount you pay each month until a loan is repaid. Banks and housing finance companies in India charge interest on a reducing balance with monthly rests: each month's interest is worked out on the balance still outstanding, and the rest of the EMI repays principal. Early EMIs are therefore mostly interest, and the principal share grows every month.",
    "The EMI comes from the annuity formula EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan amount, i the annual rate divided by 12 (8.5% becomes 0.7083% a month) and n the number of months. On ₹10 lakh at 8.5% for 20 years that gives ₹8,678.23, which lenders round to ₹8,678; over 240 months you repay ₹20,82,776, of which ₹10,82,776 is interest.",
    "The schedule below shows, year by year and month by month, how each EMI splits between interest and principal and the balance left. Your lender must give you a repayment schedule and the annual percentage rate, fees included, in the Key Facts Statement before you sign (Reserve Bank of India circular of 15 April 2024, in force for new loans from 1 October 2024). For the tax deductions on a home loan and the effect of prepayments, use the home loan calculator.",
  ] as readonly string[],
  faq: [
    {
      question: "How is EMI calculated?",
      answer:
        "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), with P the amount borrowed, i the yearly rate ÷ 12 ÷ 100 and n the tenure in months. For ₹10 lakh at 8.5% over 20 years: i = 0.007083, n = 240, EMI = ₹8,678. At a 0% rate the EMI is simply P ÷ n.",
    },
    {
      question: "Why does so little of my early EMI repay the loan?",
      answer:
        "Interest is charged on the balance outstanding, which is highest at the start. On ₹10 lakh at 8.5% over 20 years, the first EMI of ₹8,678 is ₹7,083 interest and only ₹1,595 principal; in the first year you pay ₹84,236 of interest and repay ₹19,902. The principal part overtakes the interest only in month 143, in the twelfth year.",
    },
    {
      question: "What happens to my EMI when a floating rate changes?",
      answer:
        "The lender recomputes the loan on the new rate. Under the Reserve Bank of India's circular of 18 August 2023 on resetting floating rates on EMI-based personal loans (home loans included), it must tell you at once, and at the reset offer you a switch to a fixed rate under its board-approved policy, a choice between a higher EMI, a longer tenure or a mix of both, and the option to prepay in part or in full. This calculator assumes one rate for the whole tenure, so run it again with the new rate on the balance left.",
    },
    {
      question: "Can I prepay my loan without a penalty?",
      answer:
        "On a floating-rate loan taken by an individual for a purpose other than business, yes. The RBI (Pre-payment Charges on Loans) Directions, 2025 forbid any prepayment charge, on part or full prepayment, for loans sanctioned or renewed from 1 January 2026; the RBI's circulars of 5 June 2012 and 7 May 2014 already barred foreclosure charges on such floating-rate loans from banks. Fixed-rate loans may carry a charge, which must be shown in the Key Facts Statement.",
    },
    {
      question: "How does a flat interest rate compare with a reducing-balance rate?",
      answer:
        "Some car, two-wheeler and consumer-durable loans quote a flat rate, charged on the original amount for the whole term. A flat 10% on ₹1 lakh over 5 years means ₹50,000 of interest and an EMI of ₹2,500, the same EMI as a reducing-balance rate of about 17.3%. Compare loans on the reducing-balance rate or the APR in the Key Facts Statement.",
    },
  ] as readonly { question: string; answer: string }[],
};

const month = (count: number) => `${count} ${plural("hi", count, { one: "महीना", other: "महीने" })}`;

const hi: TranslationOf<typeof en> = {
  description:
    "होम, कार या पर्सनल लोन की मासिक किस्त (EMI) लोन राशि, ब्याज दर और अवधि से निकालें; साथ में कुल ब्याज और महीनेवार भुगतान तालिका, जिसे आप डाउनलोड कर सकते हैं।",
  keywords: "EMI कैलकुलेटर, समान मासिक किस्त, लोन EMI, पर्सनल लोन EMI, कार लोन EMI, होम लोन EMI, लोन भुगतान तालिका, घटता बकाया, कुल ब्याज, भुगतान तालिका CSV",
  groupLoan: "आपका लोन",
  amount: "लोन राशि",
  amountHelp: "जितनी राशि आप उधार लेते हैं, रुपये में।",
  rate: "ब्याज दर, % सालाना",
  rateHelp: "आपके लोन स्वीकृति पत्र (सैंक्शन लेटर) में लिखी दर। नो-कॉस्ट EMI के लिए 0 लिखें।",
  years: "अवधि, वर्षों में",
  months: "और महीने",
  monthsHelp: "पूरे वर्षों के ऊपर के महीने, जैसे 4 वर्ष 6 महीने की अवधि के लिए। ऐसा न हो तो 0 रहने दें।",
  tenureTooShort: "कम से कम 1 महीने की अवधि लिखें: अभी वर्ष और महीने दोनों 0 हैं।",
  tenure: (years: number, months: number) => (years === 0 ? month(months) : months === 0 ? `${years} वर्ष` : `${years} वर्ष ${month(months)}`),
  emi: "मासिक EMI",
  emiNote: (exact: string) => `पूरे रुपये में बदलने से पहले ${exact}।`,
  totalInterest: "कुल ब्याज",
  totalPayment: "कुल भुगतान (लोन + ब्याज)",
  stepAmount: "लोन राशि (P)",
  stepAmountReference: "उधार ली गई पूरी राशि, जो शुरू में ही एक साथ मिलती है",
  stepRate: (rate: string) => `मासिक दर (i): ${rate} ÷ 12`,
  stepRateReference: "घटते बकाये पर मासिक हिसाब: हर महीने का ब्याज उस समय बचे बकाये पर लगता है",
  stepCount: (tenure: string) => `EMI की संख्या (n): ${tenure}`,
  stepCountReference: "हर महीने के अंत में एक किस्त",
  stepEmiZero: (exact: string) => `EMI = P ÷ n (${exact})`,
  stepEmi: (exact: string) => `EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1) (${exact})`,
  stepEmiZeroReference: "0% ब्याज पर लोन बस बराबर हिस्सों में बँट जाता है",
  stepEmiReference: "बराबर मासिक किस्तों का एन्युटी सूत्र, पूरे रुपये में",
  stepInterest: "कुल ब्याज: हर महीने का ब्याज (बकाया × i), सबका जोड़",
  stepInterestReference: "नीचे महीनेवार तालिका देखें; बकाया चुकता होने के साथ ब्याज घटता जाता है",
  stepTotal: "कुल भुगतान: लोन राशि और कुल ब्याज का जोड़",
  stepTotalReference: "पूरे लोन में ऋणदाता को चुकाई गई सारी रकम (प्रोसेसिंग फ़ीस और बीमा शामिल नहीं)",
  noteRounding: (exact: string, emi: string) =>
    `पूरे रुपये में बदलने से पहले EMI ${exact} है। तालिका में पैसे भी गिने गए हैं, इसलिए किसी महीने की किस्त ${emi} से एक रुपया कम या ज़्यादा दिख सकती है; ऋणदाता EMI को पूरे रुपये में रखते हैं और आख़िरी किस्त में अंतर बराबर करते हैं, इसलिए उनके कुल आँकड़े इनसे कुछ रुपये अलग हो सकते हैं।`,
  noteFloating:
    "ब्याज दर पूरी अवधि के लिए एक ही मानी गई है। फ़्लोटिंग दर वाले लोन में हर बार दर बदलने (रीसेट) पर ऋणदाता को आपको ये विकल्प देने होते हैं: ज़्यादा EMI, लंबी अवधि या दोनों का मेल, फ़िक्स्ड दर पर जाना, और प्रीपेमेंट (EMI वाले व्यक्तिगत लोन पर फ़्लोटिंग ब्याज दर के रीसेट पर भारतीय रिज़र्व बैंक (RBI) का 18 अगस्त 2023 का परिपत्र)। दर बदलने पर बचे बकाये पर कैलकुलेटर फिर से चलाएँ।",
  noteFees:
    "प्रोसेसिंग फ़ीस, बीमा और दूसरे शुल्क इसमें शामिल नहीं हैं। लोन पर हस्ताक्षर से पहले ऋणदाता को आपको जो मुख्य तथ्य विवरण देना होता है (RBI का 15 अप्रैल 2024 का परिपत्र), उसमें ये शुल्क वार्षिक प्रतिशत दर (APR) में जोड़कर दिखाए जाते हैं।",
  summary: (amount: string, rate: string, tenure: string, emi: string, interest: string, total: string) =>
    `${rate} ब्याज पर ${tenure} के लिए ${amount} के लोन पर हर महीने ${emi} चुकाने होंगे: ${interest} ब्याज, कुल ${total}।`,
  groupEmi: "आपकी EMI",
  breakdown: "घटते बकाये पर EMI",
  yearlyCaption: "लोन वर्ष के हिसाब से भुगतान तालिका",
  monthlyCaption: "महीनेवार भुगतान तालिका",
  chartTitle: "अब तक चुकाया मूलधन और ब्याज, लोन वर्ष के हिसाब से",
  columns: {
    loanYear: "लोन वर्ष",
    month: "महीना",
    opening: "शुरुआती बकाया",
    emisPaid: "चुकाई गई EMI",
    emi: "EMI",
    interest: "ब्याज",
    principal: "मूलधन",
    prepayment: "प्रीपेमेंट",
    closing: "अंतिम बकाया",
    principalSoFar: "अब तक चुकाया मूलधन",
    interestSoFar: "अब तक चुकाया ब्याज",
  },
  yearLabel: (year: number) => `वर्ष ${year}`,
  seriesPrincipal: "चुकाया मूलधन",
  seriesInterest: "चुकाया ब्याज",
  explanation: [
    "समान मासिक किस्त (EMI) वह तय राशि है जो आप लोन पूरा चुकने तक हर महीने भरते हैं। भारत में बैंक और हाउसिंग फ़ाइनेंस कंपनियाँ घटते बकाये पर मासिक हिसाब से ब्याज लेती हैं: हर महीने का ब्याज उस समय बचे बकाये पर निकाला जाता है, और EMI का बाकी हिस्सा मूलधन चुकाता है। इसलिए शुरुआती EMI में ज़्यादातर ब्याज होता है, और मूलधन का हिस्सा हर महीने बढ़ता जाता है।",
    "EMI एन्युटी सूत्र से निकलती है: EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), जहाँ P लोन राशि है, i सालाना ब्याज दर को 12 से भाग देने पर मिली मासिक दर (8.5% सालाना यानी 0.7083% महीना) और n महीनों की संख्या। ₹10 लाख के लोन पर 8.5% ब्याज और 20 वर्ष की अवधि में यह ₹8,678.23 आती है, जिसे ऋणदाता ₹8,678 कर देते हैं; 240 महीनों में आप कुल ₹20,82,776 चुकाते हैं, जिसमें ₹10,82,776 ब्याज है।",
    "नीचे की तालिका वर्षवार और महीनेवार दिखाती है कि हर EMI ब्याज और मूलधन में कैसे बँटती है और कितना बकाया बचता है। लोन पर हस्ताक्षर से पहले ऋणदाता को आपको मुख्य तथ्य विवरण में भुगतान तालिका और फ़ीस समेत वार्षिक प्रतिशत दर देनी होती है (भारतीय रिज़र्व बैंक (RBI) का 15 अप्रैल 2024 का परिपत्र, 1 अक्टूबर 2024 से नए लोन पर लागू)। होम लोन पर टैक्स कटौतियों और प्रीपेमेंट के असर के लिए होम लोन कैलकुलेटर देखें।",
  ],
  faq: [
    {
      question: "EMI कैसे निकाली जाती है?",
      answer:
        "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), जहाँ P उधार ली गई राशि है, i सालाना दर ÷ 12 ÷ 100, और n महीनों में अवधि। ₹10 लाख पर 8.5% ब्याज और 20 वर्ष के लिए: i = 0.007083, n = 240, EMI = ₹8,678। 0% ब्याज पर EMI बस P ÷ n होती है।",
    },
    {
      question: "शुरुआती EMI से लोन इतना कम क्यों चुकता होता है?",
      answer:
        "ब्याज बकाया राशि पर लगता है, जो शुरू में सबसे ज़्यादा होती है। ₹10 लाख पर 8.5% ब्याज और 20 वर्ष के लोन में ₹8,678 की पहली EMI में ₹7,083 ब्याज है और सिर्फ़ ₹1,595 मूलधन; पहले वर्ष में आप ₹84,236 ब्याज भरते हैं और ₹19,902 मूलधन चुकाते हैं। मूलधन का हिस्सा ब्याज से आगे 143वें महीने में, यानी बारहवें वर्ष में जाकर निकलता है।",
    },
    {
      question: "फ़्लोटिंग दर बदलने पर मेरी EMI का क्या होता है?",
      answer:
        "ऋणदाता नई दर पर लोन का हिसाब फिर से लगाता है। EMI वाले व्यक्तिगत लोन (होम लोन समेत) पर फ़्लोटिंग दर के रीसेट पर भारतीय रिज़र्व बैंक (RBI) के 18 अगस्त 2023 के परिपत्र के तहत उसे आपको तुरंत बताना होता है, और रीसेट के समय ये विकल्प देने होते हैं: अपने बोर्ड से मंज़ूर नीति के तहत फ़िक्स्ड दर पर जाना; ज़्यादा EMI, लंबी अवधि या दोनों के मेल में से चुनना; और लोन का कुछ हिस्सा या पूरा लोन पहले चुकाना। यह कैलकुलेटर पूरी अवधि के लिए एक ही दर मानता है, इसलिए बचे बकाये पर नई दर से इसे फिर चलाएँ।",
    },
    {
      question: "क्या मैं बिना जुर्माने के लोन का प्रीपेमेंट कर सकता हूँ?",
      answer:
        "हाँ, अगर लोन फ़्लोटिंग दर पर है और किसी व्यक्ति ने कारोबार के अलावा किसी और काम के लिए लिया है। 1 जनवरी 2026 से मंज़ूर या नवीनीकृत लोन पर RBI (लोन पर प्रीपेमेंट शुल्क) निर्देश, 2025 आंशिक या पूरे प्रीपेमेंट पर कोई भी शुल्क लेने से रोकते हैं; RBI के 5 जून 2012 और 7 मई 2014 के परिपत्र बैंकों को ऐसे फ़्लोटिंग दर वाले लोन पर फ़ोरक्लोज़र शुल्क लेने से पहले ही रोक चुके थे। फ़िक्स्ड दर वाले लोन पर शुल्क लग सकता है, जिसे मुख्य तथ्य विवरण में दिखाना ज़रूरी है।",
    },
    {
      question: "फ़्लैट ब्याज दर और घटते बकाये वाली दर में क्या फ़र्क है?",
      answer:
        "कुछ कार, दोपहिया और कंज़्यूमर ड्यूरेबल लोन फ़्लैट दर बताते हैं, जो पूरी अवधि मूल राशि पर ही लगती है। ₹1 लाख पर 5 वर्ष के लिए 10% फ़्लैट दर का मतलब है ₹50,000 ब्याज और ₹2,500 की EMI, यानी उतनी ही EMI जितनी घटते बकाये पर लगभग 17.3% की दर से बनती है। लोन की तुलना घटते बकाये वाली दर या मुख्य तथ्य विवरण में दी वार्षिक प्रतिशत दर (APR) पर करें।",
    },
  ],
};

export const EMI_TEXT: Catalogues<typeof en> = { en, hi };
