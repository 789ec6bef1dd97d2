import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import type { EstimateMode, PaymentMonth } from "./fields";
import { advanceTaxMeta } from "./meta";

/*
 * Every word the advance-tax calculator shows, in English and Hindi. Section and form names
 * from lib/tax come in English; the Hindi messages cite them in Hindi.
 */

/** "Form 26AS (Form 168 from tax year 2026-27)" in Hindi: "फ़ॉर्म 26AS (कर वर्ष 2026-27 से फ़ॉर्म 168)". */
const hiFormAcrossYears = (english: string) =>
  english.replace(
    /^(.+?) \((.+?) from tax year (\S+)\)$/,
    (_match, before: string, after: string, year: string) => `${hindiCitation(before)} (कर वर्ष ${year} से ${hindiCitation(after)})`,
  );

const en = {
  description: advanceTaxMeta.description,
  keywords: advanceTaxMeta.keywords,
  cite: (english: string) => english,
  groupYou: "Year and you",
  groupTax: "Tax for the year",
  groupPaid: "Advance tax you paid",
  ageHelp: "Age on the last day of the year. Residents aged 60 or more with no business income pay no advance tax.",
  resident: "Resident in India for the year",
  mode: "Work out the year's tax from",
  modeOptions: { income: "My income", tax: "A tax figure I already have" } as Readonly<Record<EstimateMode, string>>,
  regimeHelp: "The new regime applies unless you opt out of it.",
  salary: "Salary or pension for the year",
  salaryHelp: "Gross salary before the standard deduction.",
  business: "Profit from business or profession for the year",
  businessHelp: "Your estimated profit (or the presumptive income under section 44AD or 44ADA), not your turnover.",
  other: "Other income for the year",
  otherHelp:
    "Interest, rent after its deductions and the like, taxed at the slab rates. Enter dividends below. For capital gains, enter a tax figure instead.",
  ded80c: "Section 80C investments",
  ded80cHelp: "Old regime only; counted up to ₹1,50,000.",
  ded80d: "Section 80D health insurance",
  ded80dHelp: "Old regime only; within the section's limits.",
  tax: "Estimated tax for the year",
  taxHelp: "Total tax on your income for the year, with surcharge and cess, before TDS (from the income-tax or capital-gains calculator, say).",
  hasBusiness: "Some of the income is from business or profession",
  presumptive: "Presumptive income under section 44AD or 44ADA",
  presumptiveHelp: "Then the whole advance tax is due in one instalment by 15 March.",
  tds: "TDS and TCS for the year",
  /** each argument: "Form 26AS (Form 168 from tax year 2026-27)" */
  tdsHelp: (statement: string, salaryCertificate: string, otherCertificate: string) =>
    `Tax deducted or collected at source on your income (${statement}, and the TDS certificates ${salaryCertificate} and ${otherCertificate}).`,
  paidJun: "Advance tax paid on or before 15 June",
  paidSep: "Paid from 16 June to 15 September",
  paidDec: "Paid from 16 September to 15 December",
  paidMar: "Paid from 16 December to 15 March",
  paidLate: "Paid from 16 to 31 March",
  paidLateHelp: "Still advance tax of the year, but late for the 15 March instalment.",
  paidIn: "Month the rest is (or will be) paid, after the year ends",
  paidInHelp:
    "The tax still unpaid on 31 March, paid as self-assessment tax. Interest for default in advance tax runs from 1 April to this month, a part month counting as a month.",
  month: {
    apr: "April",
    may: "May",
    jun: "June",
    jul: "July",
    aug: "August",
    sep: "September",
    oct: "October",
    nov: "November",
    dec: "December",
    jan: "January",
    feb: "February",
    mar: "March",
  } as Readonly<Record<PaymentMonth, string>>,
  paymentMonth: (month: string, months: number) => `${month}: ${months} ${months === 1 ? "month" : "months"} of interest`,
  /** "3 months" in a formula */
  months: (months: number) => `${months} ${months === 1 ? "month" : "months"}`,
  /** the year mid-sentence: "tax year 2026-27"; "FY 2025-26 (AY 2026-27)" keeps its capitals */
  year: (label: string) => (label.startsWith("Tax year") ? `tax${label.slice(3)}` : label),
  estimatedTaxStep: "Estimated tax for the year (as entered)",
  estimatedTaxReference: (act: string, section: string) => `${act}, ${section}: advance tax on the current income of the year`,
  businessStep: "Profits and gains of business or profession",
  businessReference: (act: string) => `${act}: income under the head "Profits and gains of business or profession"`,
  otherStep: "Income from other sources",
  reasonSenior: "A resident aged 60 or more with no business or professional income pays no advance tax.",
  reasonBelow: (tax: string, threshold: string) => `Your tax after TDS and TCS, ${tax}, is below ${threshold}.`,
  reasonAbove: (tax: string, threshold: string) => `Your tax after TDS and TCS, ${tax}, is ${threshold} or more.`,
  summaryNotDue: (year: string, reason: string, balance: string) =>
    `No advance tax is due for ${year}. ${reason}${balance ? ` Pay the ${balance} left as self-assessment tax before you file.` : ""}`,
  summaryPresumptive: (amount: string, year: string, date: string) => `Advance tax of ${amount} is due for ${year}, all of it by ${date}.`,
  summaryInstalments: (amount: string, year: string, instalments: readonly string[]) =>
    `Advance tax of ${amount} is due for ${year}: ${instalments.length < 2 ? instalments.join("") : `${instalments.slice(0, -1).join(", ")} and ${instalments.at(-1)}`}.`,
  instalmentBy: (amount: string, date: string) => `${amount} by ${date}`,
  breakdownTax: "Tax for the year",
  lessTds: "Less: TDS and TCS",
  lessTdsReference: (act: string, section: string) => `${act}, ${section}: tax deducted or collected at source is subtracted`,
  taxAfterTds: "Tax after TDS and TCS",
  isDue: "Is advance tax due?",
  yes: "Yes",
  no: "No",
  instalments: "Instalments",
  instalmentStep: (date: string, percent: number, rounding: number) =>
    `By ${date}: ${percent}% of the year's advance tax, in total (rounded to the nearest ₹${rounding})`,
  defermentTitle: (section: string) => `Interest for deferring instalments (${section})`,
  toleranceStep: (date: string, paid: string, percent: number) => `${date}: ${paid} paid, at least ${percent}% of the tax: no interest`,
  defermentStep: (date: string, required: string, paid: string, shortfall: string, rate: number, months: string) =>
    `${date}: ${required} due, ${paid} paid; shortfall ${shortfall} × ${rate}% × ${months}`,
  interestRounded: (rounding: number) => `Interest (rounded to the nearest ₹${rounding})`,
  defaultTitle: (section: string) => `Interest for default in advance tax (${section})`,
  paidBy: (date: string) => `Advance tax paid by ${date}`,
  defaultShare: (percent: number) => `${percent}% of the tax after TDS and TCS`,
  noInterest: "No interest",
  noInterestText: (percent: number) => `At least ${percent}% was paid as advance tax.`,
  defaultStep: (shortfall: string, rate: number, months: string, month: string, rounding: number) =>
    `Shortfall ${shortfall} × ${rate}% × ${months} (1 April to ${month}), rounded to the nearest ₹${rounding}`,
  noteRounding: (rounding: number, base: number) =>
    `Advance tax instalments and interest are rounded to the nearest ₹${rounding} (section 288B); interest is charged on the shortfall rounded down to a multiple of ₹${base}, a part of a month counting as a whole month (Rule 119A).`,
  noteHoliday: "If a due date falls on a bank holiday, a payment on the next working day is accepted as made on time.",
  noteAssumption:
    "Interest assumes the income you return, and the income finally assessed, are the estimate above. No interest for deferment is charged on a shortfall caused by capital gains, lottery winnings or dividends that arose after a due date, if the tax on them is paid in the remaining instalments; this calculator does not separate such income.",
  noteOnePayment:
    "Interest for default in advance tax is worked out to one payment of the balance. Interest for a late return (section 234A) is not included.",
  noteSlabOnly:
    "Income here is taxed at the slab rates. Capital gains and other income taxed at special rates are not included: work out the year's tax in the income-tax or capital-gains calculator and enter it as a tax figure.",
  note2025Act: (interestDefault: string, interestDeferment: string) =>
    `Tax year 2026-27 falls under the Income-tax Act, 2025: advance tax is in sections 403 to 408 and the interest in ${interestDefault} and ${interestDeferment}, with the same rates and dates as the 1961 Act.`,
  groupAdvance: (year: string) => `Advance tax for ${year}`,
  estimatedTax: "Tax for the year",
  due: "Advance tax due?",
  groupByDate: "To pay in total by each date",
  byJune: "By 15 June",
  bySeptember: "By 15 September",
  byDecember: "By 15 December",
  byMarch: "By 15 March",
  groupInterest: "Interest on what you paid",
  interestDeferment: (section: string) => `Deferring instalments (${section})`,
  interestDefault: (section: string) => `Default in advance tax (${section})`,
  totalInterest: "Total interest",
  balance: "Tax left to pay after 31 March",
  tableCaption: (year: string) => `Advance tax instalments for ${year}`,
  tableColumns: ["Due date", "Share due", "Due in total by this date", "Instalment", "Paid by this date", "Interest for deferment"] as readonly string[],
  explanation: [
    "Advance tax means paying income tax during the year in which the income is earned, instead of in one go when you file the return. It is due when the tax for the year, after the tax deducted or collected at source (TDS and TCS), comes to ₹10,000 or more (section 208 of the Income-tax Act, 1961; section 404 of the Income-tax Act, 2025 from tax year 2026-27). A resident individual aged 60 or more who has no income from business or profession need not pay advance tax at all (section 207(2); section 403(3) of the 2025 Act).",
    "The tax is paid in four instalments: at least 15% of the year's advance tax by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March, each figure counting what was paid before (section 211; section 408). Anyone who declares presumptive income from a business under section 44AD or a profession under section 44ADA may pay the whole amount in one instalment by 15 March. Tax paid by 31 March still counts as advance tax of the year.",
    "Paying late costs simple interest. Under section 234C (section 425 of the 2025 Act), each instalment that falls short bears 1% a month on the shortfall: three months for the June, September and December instalments and one month for March. There is no interest on the June instalment if at least 12% was paid by 15 June, nor on the September instalment if at least 36% was paid by 15 September. Under section 234B (section 424 of the 2025 Act), if the advance tax paid by 31 March is less than 90% of the tax due after TDS, the unpaid tax bears 1% for every month or part of a month from 1 April after the year until it is paid.",
    "This calculator works out the year's tax from your income under the regime you choose (or takes a tax figure you already have), subtracts TDS and TCS, tells you whether advance tax is due and how much to pay by each date, and computes both kinds of interest on the payments you enter.",
  ] as readonly string[],
  faq: [
    {
      question: "I am salaried. Do I need to pay advance tax?",
      answer:
        "Usually not, because your employer deducts tax from your salary. But if you have other income, such as interest, rent, capital gains or freelance fees, and the tax on it that is not covered by TDS comes to ₹10,000 or more for the year, you must pay advance tax on it.",
    },
    {
      question: "What if I miss an instalment?",
      answer:
        "Pay as soon as you can. Interest under section 234C is 1% a month on the shortfall, for three months (one month for the March instalment), so a missed June instalment paid in August costs the same three months as one paid in September. If by 31 March you have paid less than 90% of the year's tax, interest under section 234B also runs from 1 April until you pay the rest.",
    },
    {
      question: "Is it advance tax if I pay between 16 and 31 March?",
      answer:
        "Yes. Tax paid by 31 March counts as advance tax of the year, so it counts toward the 90% test of section 234B. It is still late for the 15 March instalment, so one month's interest under section 234C applies to that instalment's shortfall.",
    },
    {
      question: "I am a senior citizen with pension and interest income. Do I pay advance tax?",
      answer:
        "Not if you are resident in India and have no income from business or profession. You pay any tax not covered by TDS as self-assessment tax before filing your return, without interest for not paying advance tax.",
    },
    {
      question: "How do I pay advance tax?",
      answer:
        "Online through the e-Pay Tax service of the income-tax e-filing portal with challan ITNS 280, choosing minor head 100 (advance tax) and the correct assessment or tax year. Keep the challan identification number: you enter it in your return.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि इस साल आपको अग्रिम कर देना है या नहीं, 15 जून, 15 सितंबर, 15 दिसंबर और 15 मार्च तक कितना चुकाना है, और देर से चुकाई रकम पर धारा 234B और 234C के तहत कितना ब्याज लगेगा।",
  keywords: "अग्रिम कर कैलकुलेटर, अग्रिम कर की अंतिम तारीखें, 234B ब्याज, 234C ब्याज, अग्रिम कर की किस्तें, 44AD, 44ADA, कर वर्ष 2026-27",
  cite: hindiCitation,
  groupYou: "वर्ष और आप",
  groupTax: "वर्ष का टैक्स",
  groupPaid: "आपका चुकाया अग्रिम कर",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु। 60 या उससे ज़्यादा आयु के निवासी, जिनकी कारोबार से कोई आय नहीं है, अग्रिम कर नहीं देते।",
  resident: "वर्ष में भारत के निवासी",
  mode: "वर्ष का टैक्स किससे निकालें",
  modeOptions: { income: "मेरी आय से", tax: "मेरे पास पहले से मौजूद टैक्स के आँकड़े से" },
  regimeHelp: "नई कर व्यवस्था लागू होती है, जब तक आप उससे बाहर निकलने का विकल्प न चुनें।",
  salary: "वर्ष का वेतन या पेंशन",
  salaryHelp: "मानक कटौती से पहले का सकल वेतन।",
  business: "वर्ष में कारोबार या पेशे से लाभ",
  businessHelp: "आपका अनुमानित लाभ (या धारा 44AD या 44ADA के तहत अनुमानित आय), आपका टर्नओवर नहीं।",
  other: "वर्ष की अन्य आय",
  otherHelp: "ब्याज, कटौतियों के बाद का किराया और ऐसी ही आय, जिस पर स्लैब दरों से टैक्स लगता है। डिविडेंड नीचे दर्ज करें। पूँजीगत लाभ हो, तो इसकी जगह टैक्स का आँकड़ा दर्ज करें।",
  ded80c: "धारा 80C के निवेश",
  ded80cHelp: "सिर्फ़ पुरानी कर व्यवस्था में; ₹1,50,000 तक गिने जाते हैं।",
  ded80d: "धारा 80D स्वास्थ्य बीमा",
  ded80dHelp: "सिर्फ़ पुरानी कर व्यवस्था में; धारा की सीमाओं के भीतर।",
  tax: "वर्ष का अनुमानित टैक्स",
  taxHelp: "वर्ष की आपकी आय पर कुल टैक्स, अधिभार और उपकर सहित, TDS से पहले (जैसे आयकर या पूँजीगत लाभ कैलकुलेटर से निकाला गया)।",
  hasBusiness: "आय का कुछ हिस्सा कारोबार या पेशे से है",
  presumptive: "धारा 44AD या 44ADA के तहत अनुमानित आय",
  presumptiveHelp: "तब पूरा अग्रिम कर 15 मार्च तक एक ही किस्त में देना होता है।",
  tds: "वर्ष का TDS और TCS",
  tdsHelp: (statement: string, salaryCertificate: string, otherCertificate: string) =>
    `आपकी आय पर स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रह (TCS) की रकम (${hiFormAcrossYears(statement)}, और TDS प्रमाणपत्र ${hiFormAcrossYears(salaryCertificate)} और ${hiFormAcrossYears(otherCertificate)})।`,
  paidJun: "15 जून तक चुकाया गया अग्रिम कर",
  paidSep: "16 जून से 15 सितंबर तक चुकाया",
  paidDec: "16 सितंबर से 15 दिसंबर तक चुकाया",
  paidMar: "16 दिसंबर से 15 मार्च तक चुकाया",
  paidLate: "16 से 31 मार्च तक चुकाया",
  paidLateHelp: "यह भी वर्ष का अग्रिम कर है, पर 15 मार्च की किस्त के लिए देर से।",
  paidIn: "वर्ष खत्म होने के बाद बाकी टैक्स किस महीने चुकाया गया (या चुकाया जाएगा)",
  paidInHelp:
    "31 मार्च तक बिना चुकाया टैक्स, जो स्व-निर्धारण कर के रूप में चुकाया जाता है। अग्रिम कर में चूक का ब्याज 1 अप्रैल से इस महीने तक लगता है, और महीने का हिस्सा भी पूरा महीना गिना जाता है।",
  month: {
    apr: "अप्रैल",
    may: "मई",
    jun: "जून",
    jul: "जुलाई",
    aug: "अगस्त",
    sep: "सितंबर",
    oct: "अक्टूबर",
    nov: "नवंबर",
    dec: "दिसंबर",
    jan: "जनवरी",
    feb: "फ़रवरी",
    mar: "मार्च",
  },
  paymentMonth: (month: string, months: number) => `${month}: ${months} महीने का ब्याज`,
  months: (months: number) => `${months} ${months === 1 ? "महीना" : "महीने"}`,
  year: (label: string) => label,
  estimatedTaxStep: "वर्ष का अनुमानित टैक्स (जैसा आपने दर्ज किया)",
  estimatedTaxReference: (act: string, section: string) => `${act}, ${section}: वर्ष की चालू आय पर अग्रिम कर`,
  businessStep: "कारोबार या पेशे से आय",
  businessReference: (act: string) => `${act}: "कारोबार या पेशे से आय" शीर्ष के तहत आय`,
  otherStep: "अन्य स्रोतों से आय",
  reasonSenior: "60 या उससे ज़्यादा आयु का निवासी, जिसकी कारोबार या पेशे से कोई आय नहीं है, अग्रिम कर नहीं देता।",
  reasonBelow: (tax: string, threshold: string) => `TDS और TCS के बाद आपका टैक्स, ${tax}, ${threshold} से कम है।`,
  reasonAbove: (tax: string, threshold: string) => `TDS और TCS के बाद आपका टैक्स, ${tax}, ${threshold} या उससे ज़्यादा है।`,
  summaryNotDue: (year: string, reason: string, balance: string) =>
    `${year} के लिए कोई अग्रिम कर देय नहीं है। ${reason}${balance ? ` बाकी ${balance} रिटर्न दाखिल करने से पहले स्व-निर्धारण कर के रूप में चुका दें।` : ""}`,
  summaryPresumptive: (amount: string, year: string, date: string) => `${year} के लिए ${amount} का अग्रिम कर देय है, पूरा ${date} तक।`,
  summaryInstalments: (amount: string, year: string, instalments: readonly string[]) =>
    `${year} के लिए ${amount} का अग्रिम कर देय है: ${instalments.length < 2 ? instalments.join("") : `${instalments.slice(0, -1).join(", ")} और ${instalments.at(-1)}`}।`,
  instalmentBy: (amount: string, date: string) => `${date} तक ${amount}`,
  breakdownTax: "वर्ष का टैक्स",
  lessTds: "घटाएँ: TDS और TCS",
  lessTdsReference: (act: string, section: string) => `${act}, ${section}: स्रोत पर काटा या वसूला गया टैक्स घटाया जाता है`,
  taxAfterTds: "TDS और TCS के बाद टैक्स",
  isDue: "क्या अग्रिम कर देय है?",
  yes: "हाँ",
  no: "नहीं",
  instalments: "किस्तें",
  instalmentStep: (date: string, percent: number, rounding: number) =>
    `${date} तक: वर्ष के अग्रिम कर का ${percent}%, कुल मिलाकर (निकटतम ₹${rounding} तक पूर्णांकित)`,
  defermentTitle: (section: string) => `किस्तें टालने पर ब्याज (${section})`,
  toleranceStep: (date: string, paid: string, percent: number) => `${date}: ${paid} चुकाया, टैक्स का कम से कम ${percent}%: कोई ब्याज नहीं`,
  defermentStep: (date: string, required: string, paid: string, shortfall: string, rate: number, months: string) =>
    `${date}: ${required} देय, ${paid} चुकाया; कमी ${shortfall} × ${rate}% × ${months}`,
  interestRounded: (rounding: number) => `ब्याज (निकटतम ₹${rounding} तक पूर्णांकित)`,
  defaultTitle: (section: string) => `अग्रिम कर में चूक पर ब्याज (${section})`,
  paidBy: (date: string) => `${date} तक चुकाया गया अग्रिम कर`,
  defaultShare: (percent: number) => `TDS और TCS के बाद टैक्स का ${percent}%`,
  noInterest: "कोई ब्याज नहीं",
  noInterestText: (percent: number) => `कम से कम ${percent}% अग्रिम कर के रूप में चुकाया गया।`,
  defaultStep: (shortfall: string, rate: number, months: string, month: string, rounding: number) =>
    `कमी ${shortfall} × ${rate}% × ${months} (1 अप्रैल से ${month} तक), निकटतम ₹${rounding} तक पूर्णांकित`,
  noteRounding: (rounding: number, base: number) =>
    `अग्रिम कर की किस्तें और ब्याज निकटतम ₹${rounding} तक पूर्णांकित होते हैं (धारा 288B); ब्याज उस कमी पर लगता है जिसे ₹${base} के गुणज तक नीचे पूर्णांकित किया गया हो, और महीने का हिस्सा भी पूरा महीना गिना जाता है (नियम 119A)।`,
  noteHoliday: "अगर अंतिम तारीख को बैंक की छुट्टी हो, तो अगले कामकाजी दिन किया गया भुगतान समय पर माना जाता है।",
  noteAssumption:
    "ब्याज यह मानकर निकाला गया है कि आप रिटर्न में जो आय दिखाएँगे, और आखिर में जिस आय पर कर निर्धारण होगा, वह ऊपर का अनुमान ही है। किसी अंतिम तारीख के बाद हुए पूँजीगत लाभ, लॉटरी की जीत या डिविडेंड से आई कमी पर किस्त टालने का ब्याज नहीं लगता, अगर उन पर टैक्स बाकी किस्तों में चुका दिया जाए; यह कैलकुलेटर ऐसी आय को अलग नहीं करता।",
  noteOnePayment: "अग्रिम कर में चूक का ब्याज बाकी रकम के एक ही भुगतान के हिसाब से निकाला गया है। देर से रिटर्न दाखिल करने का ब्याज (धारा 234A) इसमें शामिल नहीं है।",
  noteSlabOnly:
    "यहाँ आय पर स्लैब दरों से टैक्स लगाया गया है। पूँजीगत लाभ और विशेष दरों वाली दूसरी आय शामिल नहीं है: वर्ष का टैक्स आयकर या पूँजीगत लाभ कैलकुलेटर में निकालें और उसे टैक्स के आँकड़े के रूप में दर्ज करें।",
  note2025Act: (interestDefault: string, interestDeferment: string) =>
    `कर वर्ष 2026-27 आयकर अधिनियम, 2025 के तहत आता है: अग्रिम कर धारा 403 से 408 में है और ब्याज ${interestDefault} और ${interestDeferment} में, 1961 के अधिनियम जैसी ही दरों और तारीखों के साथ।`,
  groupAdvance: (year: string) => `${year} के लिए अग्रिम कर`,
  estimatedTax: "वर्ष का टैक्स",
  due: "क्या अग्रिम कर देय है?",
  groupByDate: "हर तारीख तक कुल कितना चुकाना है",
  byJune: "15 जून तक",
  bySeptember: "15 सितंबर तक",
  byDecember: "15 दिसंबर तक",
  byMarch: "15 मार्च तक",
  groupInterest: "आपके भुगतानों पर ब्याज",
  interestDeferment: (section: string) => `किस्तें टालने पर (${section})`,
  interestDefault: (section: string) => `अग्रिम कर में चूक पर (${section})`,
  totalInterest: "कुल ब्याज",
  balance: "31 मार्च के बाद चुकाने को बचा टैक्स",
  tableCaption: (year: string) => `${year} के लिए अग्रिम कर की किस्तें`,
  tableColumns: ["अंतिम तारीख", "देय हिस्सा", "इस तारीख तक कुल देय", "किस्त", "इस तारीख तक चुकाया", "किस्त टालने का ब्याज"],
  explanation: [
    "अग्रिम कर का मतलब है आयकर उसी वर्ष में चुकाना जिसमें आय हो रही है, न कि रिटर्न दाखिल करते समय एक साथ। यह तब देय होता है जब वर्ष का टैक्स, स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रह (TCS) के बाद, ₹10,000 या उससे ज़्यादा हो (आयकर अधिनियम, 1961 की धारा 208; कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की धारा 404)। 60 या उससे ज़्यादा आयु के निवासी व्यक्ति को, जिसकी कारोबार या पेशे से कोई आय नहीं है, अग्रिम कर बिल्कुल नहीं देना होता (धारा 207(2); 2025 के अधिनियम की धारा 403(3))।",
    "टैक्स चार किस्तों में चुकाया जाता है: वर्ष के अग्रिम कर का कम से कम 15% 15 जून तक, 45% 15 सितंबर तक, 75% 15 दिसंबर तक और पूरा 15 मार्च तक; हर आँकड़े में पहले चुकाई रकम भी गिनी जाती है (धारा 211; धारा 408)। जो व्यक्ति धारा 44AD के तहत कारोबार से या धारा 44ADA के तहत पेशे से अनुमानित आय दिखाता है, वह पूरी रकम 15 मार्च तक एक ही किस्त में चुका सकता है। 31 मार्च तक चुकाया गया टैक्स भी उस वर्ष का अग्रिम कर ही गिना जाता है।",
    "देर से चुकाने पर साधारण ब्याज लगता है। धारा 234C (2025 के अधिनियम की धारा 425) के तहत हर कम पड़ी किस्त पर कमी का 1% महीना ब्याज लगता है: जून, सितंबर और दिसंबर की किस्तों के लिए तीन महीने और मार्च के लिए एक महीना। अगर 15 जून तक कम से कम 12% चुकाया गया हो, तो जून की किस्त पर ब्याज नहीं लगता, और अगर 15 सितंबर तक कम से कम 36% चुकाया गया हो, तो सितंबर की किस्त पर भी नहीं। धारा 234B (2025 के अधिनियम की धारा 424) के तहत, अगर 31 मार्च तक चुकाया गया अग्रिम कर TDS के बाद देय टैक्स के 90% से कम है, तो बिना चुकाए टैक्स पर वर्ष के बाद 1 अप्रैल से चुकाने तक हर महीने या महीने के हिस्से के लिए 1% ब्याज लगता है।",
    "यह कैलकुलेटर आपकी चुनी कर व्यवस्था के तहत आपकी आय से वर्ष का टैक्स निकालता है (या आपके पास पहले से मौजूद टैक्स का आँकड़ा लेता है), उसमें से TDS और TCS घटाता है, बताता है कि अग्रिम कर देय है या नहीं और हर तारीख तक कितना चुकाना है, और आपके दर्ज किए भुगतानों पर दोनों तरह का ब्याज निकालता है।",
  ],
  faq: [
    {
      question: "मैं वेतनभोगी हूँ। क्या मुझे अग्रिम कर देना होगा?",
      answer:
        "आम तौर पर नहीं, क्योंकि आपका नियोक्ता आपके वेतन से टैक्स काटता है। पर अगर आपकी कोई और आय है, जैसे ब्याज, किराया, पूँजीगत लाभ या फ़्रीलांस काम की फ़ीस, और उस पर TDS से न ढका टैक्स वर्ष में ₹10,000 या उससे ज़्यादा बनता है, तो आपको उस पर अग्रिम कर देना होगा।",
    },
    {
      question: "अगर मुझसे कोई किस्त छूट जाए तो?",
      answer:
        "जितनी जल्दी हो सके चुका दें। धारा 234C के तहत ब्याज कमी पर 1% महीना है, तीन महीने के लिए (मार्च की किस्त के लिए एक महीना), इसलिए जून की छूटी किस्त अगस्त में चुकाने पर भी उतने ही तीन महीने का ब्याज लगता है जितना सितंबर में चुकाने पर। अगर 31 मार्च तक आपने वर्ष के टैक्स का 90% से कम चुकाया है, तो धारा 234B के तहत ब्याज भी 1 अप्रैल से बाकी रकम चुकाने तक लगता है।",
    },
    {
      question: "क्या 16 से 31 मार्च के बीच चुकाया टैक्स अग्रिम कर है?",
      answer:
        "हाँ। 31 मार्च तक चुकाया गया टैक्स वर्ष का अग्रिम कर गिना जाता है, इसलिए वह धारा 234B की 90% वाली शर्त में गिना जाता है। फिर भी वह 15 मार्च की किस्त के लिए देर से है, इसलिए उस किस्त की कमी पर धारा 234C के तहत एक महीने का ब्याज लगता है।",
    },
    {
      question: "मैं वरिष्ठ नागरिक हूँ और मेरी आय पेंशन और ब्याज से है। क्या मुझे अग्रिम कर देना होगा?",
      answer:
        "नहीं, अगर आप भारत के निवासी हैं और आपकी कारोबार या पेशे से कोई आय नहीं है। TDS से न ढका टैक्स आप रिटर्न दाखिल करने से पहले स्व-निर्धारण कर के रूप में चुकाते हैं, और अग्रिम कर न देने का ब्याज नहीं लगता।",
    },
    {
      question: "अग्रिम कर कैसे चुकाएँ?",
      answer:
        "ऑनलाइन, आयकर ई-फ़ाइलिंग पोर्टल की ई-पे टैक्स सेवा से, चालान 280 के ज़रिए; माइनर हेड 100 (अग्रिम कर) और सही निर्धारण वर्ष या कर वर्ष चुनें। चालान की पहचान संख्या सँभालकर रखें: इसे आप अपने रिटर्न में दर्ज करते हैं।",
    },
  ],
};

export const ADVANCE_TAX_TEXT: Catalogues<typeof en> = { en, hi };
