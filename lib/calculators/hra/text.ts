import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { HRA_CITIES_2026_ASSUMPTION, type HraCityList2026 } from "@/lib/tax/hra-rules";
import type { Entry } from "./fields";
import { hraMeta } from "./meta";

/*
 * Every word the HRA calculator shows, in English and Hindi. Messages with figures are
 * functions of them, so the compiler checks each use; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: hraMeta.description,
  keywords: hraMeta.keywords,
  groupYear: "Year",
  groupAmounts: "Salary, HRA and rent",
  groupPlace: "Where you live",
  fy: "Financial year",
  entry: "Enter amounts",
  entryOptions: { yearly: "For the year", monthly: "For a month" } as Readonly<Record<Entry, string>>,
  entryHelp: "For a month: the same every month of the year. Results are always for the year.",
  salaryHelp:
    "Basic pay plus dearness allowance that counts for retirement benefits, plus any commission fixed as a % of your sales. Not HRA or other allowances.",
  basic: "Salary: basic + DA, yearly",
  hraReceived: "HRA received, yearly",
  hraReceivedHelp: "The house rent allowance on your payslips for the year.",
  rent: "Rent paid, yearly",
  rentHelp: "Rent actually paid for the home you live in, for the months you received HRA.",
  basicMonthly: "Salary: basic + DA, a month",
  hraReceivedMonthly: "HRA received, a month",
  hraReceivedMonthlyHelp: "The house rent allowance on your payslip.",
  rentMonthly: "Rent paid, a month",
  rentMonthlyHelp: "Rent actually paid for the home you live in.",
  metro: "The rented home is in a city with the 50% limit",
  metroHelp: (before: string, added: string) =>
    `Up to FY 2025-26: ${before}${added ? `; from tax year 2026-27 also ${added} (our assumption: the list of the notified 2026 rules is not confirmed)` : "; tax year 2026-27 keeps the same four (our assumption)"}. Anywhere else the limit is 40% of salary.`,
  cities: (cities: readonly string[], joiner: "or" | "and") =>
    cities.length < 2 ? cities.join("") : `${cities.slice(0, -1).join(", ")} ${joiner} ${cities[cities.length - 1]}`,
  city: {
    Mumbai: "Mumbai",
    Delhi: "Delhi",
    Kolkata: "Kolkata",
    Chennai: "Chennai",
    Bengaluru: "Bengaluru",
    Hyderabad: "Hyderabad",
    Pune: "Pune",
    Ahmedabad: "Ahmedabad",
  } as Readonly<Record<string, string>>,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  shareOfSalary: (percent: number) => `${percent}% of salary`,
  homeIn: (cities: string) => `home in ${cities}`,
  homeOutside: (cities: string) => `home outside ${cities}`,
  limitReceived: "(a) HRA received",
  limitRentExcess: (percent: number) => `(b) Rent paid less ${percent}% of salary`,
  limitRentExcessShort: (percent: number) => `(b) rent paid less ${percent}% of salary`,
  limitSalaryShare: (share: string, place: string) => `(c) ${share} (${place})`,
  limitSalaryShareShort: (share: string) => `(c) ${share}`,
  bindingJoin: (labels: readonly string[]) => `${labels.join(" and ")}${labels.length > 1 ? ", equal" : ""}`,
  reasonRentLow: (rent: string, percent: number, threshold: string) => `your rent (${rent}) is not more than ${percent}% of your salary (${threshold})`,
  reasonNoSalary: "your salary for HRA (basic + DA) is nil, so limit (c) is nil too",
  summaryNoHra: (year: string) =>
    `You receive no HRA, so there is nothing to exempt for ${year}. If you pay rent, the old regime may allow a deduction under section 80GG instead.`,
  summaryNoneExempt: (received: string, year: string, reason: string) =>
    `None of your ${received} HRA is exempt for ${year}: ${reason}. All of it is taxable in both regimes.`,
  summaryExempt: (exempt: string, received: string, year: string, taxable: string) =>
    `${exempt} of your ${received} HRA is exempt in the old regime for ${year}, leaving ${taxable} taxable. In the new regime all ${received} is taxable.`,
  monthsNote: (months: number) => ` (${months} months)`,
  stepSalary: (note: string) => `Salary for HRA: basic + DA${note}`,
  stepSalaryReference2025: (rule: string) =>
    `${rule}: salary is basic pay with dearness allowance that counts for retirement benefits, and turnover-based commission`,
  stepSalaryReference1961:
    "Income-tax Rules, 1962, rule 2A, Explanation (ii), read with rule 2(h) of Part A of the Fourth Schedule: basic with DA that counts for retirement benefits; turnover-based commission included (Gestetner Duplicators (P) Ltd. v. CIT, (1979) 117 ITR 1 (SC))",
  stepReceivedReference: (rule: string) => `${rule}: limit (a), the allowance received for the period`,
  stepRent: (note: string) => `Rent paid${note}`,
  stepRentReference: "Rent actually paid for the home you live in (rent receipts, agreement)",
  stepShare: (percent: number) => `${percent}% of salary`,
  stepExempt: (binding: string) => `Exempt HRA: the least of (a), (b) and (c), here ${binding}`,
  stepTaxable: "Taxable HRA: HRA received less the exempt part",
  stepTaxableReference: (reference: string) => `${reference}; the rest is taxed as salary`,
  stepNewReceived: "HRA received",
  stepNewExempt: "Exempt HRA: none in the new regime",
  stepNewTaxable: "Taxable HRA: all of it",
  oldRegime: "Old regime",
  newRegime: (provision: string) => `New regime (${provision})`,
  exemptHra: "Exempt HRA",
  taxableHra: "Taxable HRA",
  newExemptNote: "The new regime allows no HRA exemption.",
  threeLimits: (rule: string) => `The three limits (${rule})`,
  bindingLimit: "The least, which sets the exemption",
  breakdownOld: (provision: string) => `Old regime: ${provision}`,
  breakdownNew: (provision: string) => `New regime: ${provision}`,
  provision: (english: string) => english,
  notePanAbove: (limit: string) =>
    `Your rent is more than ${limit} a year, so your employer needs your landlord's PAN (or, if the landlord has none, the landlord's signed declaration saying so) to allow the exemption.`,
  notePanBelow: (limit: string) =>
    `Rent of up to ${limit} a year needs no landlord's PAN; above that your employer needs it. Keep rent receipts and the rent agreement either way.`,
  noteRentTds: (limit: string) =>
    `If any month's rent is more than ${limit}, you as tenant must deduct tax from the rent and pay it to the government (section 194-IB of the 1961 Act and its successor in the 2025 Act), using the landlord's PAN.`,
  noteSalary:
    "Salary here means basic pay and dearness allowance that counts for retirement benefits, plus commission fixed as a percentage of your sales. HRA, special allowance and other allowances are left out.",
  notePeriods:
    "If your salary, HRA, rent or city changed during the year, or you rented only for part of it, the rule works month by month: work out each period separately and add the exempt amounts.",
  noteOwnHome:
    "There is no exemption if you live in a home you own or pay no rent. Rent paid to your spouse is generally not accepted; rent paid to a parent is, if it is really paid and the parent shows it as income.",
  noteNewRegime:
    "HRA received while you are on the new regime is fully taxable. To see which regime costs less overall, enter the exempt HRA in the income-tax calculator.",
  noteRounding: "Amounts are in whole rupees: any paise in a limit are dropped, so the exemption is never overstated.",
  note80gg:
    "Without HRA, section 80GG (old regime) allows a deduction for rent of the least of ₹5,000 a month, 25% of your adjusted total income, and rent less 10% of it, if neither you, your spouse nor your minor child owns a home where you live or work; it is filed with Form 10BA.",
  note2025Act: (cities: string) =>
    `From tax year 2026-27 the exemption is in Schedule III of the Income-tax Act, 2025 and the limits in the Income-tax Rules, 2026; this calculator gives the 50% limit to ${cities}. Earlier years keep the four cities of rule 2A. The Form 12BB calculator uses the same list.`,
  noteCitiesAssumption: (list: HraCityList2026) => HRA_CITIES_2026_ASSUMPTION[list],
  explanation: [
    "House rent allowance (HRA) is part of many salaries. Under the old regime, part or all of it is tax-free if you actually pay rent for the home you live in: section 10(13A) of the Income-tax Act, 1961 with rule 2A of the Income-tax Rules, 1962, and from tax year 2026-27 Schedule III of the Income-tax Act, 2025 with the Income-tax Rules, 2026.",
    "The tax-free part is the least of three amounts for the period you rent: (a) the HRA you received; (b) the rent you paid less 10% of your salary; and (c) 50% of your salary if the home is in Mumbai, Delhi, Kolkata or Chennai, or 40% anywhere else. From tax year 2026-27 we also give 50% to Bengaluru, Hyderabad, Pune and Ahmedabad, as the draft Income-tax Rules, 2026 did (the notified list is not yet confirmed). Salary here is only basic pay, dearness allowance that counts for retirement benefits, and commission fixed as a share of sales.",
    "Whatever is left of the HRA is taxed as salary. The new regime, the default since FY 2023-24, allows no HRA exemption at all, so the whole allowance is taxable there. This calculator shows both, the three limits side by side, and which one sets your exemption.",
  ] as readonly string[],
  faq: [
    {
      question: "My rent is high but my exemption is small. Why?",
      answer:
        "The exemption is the least of the three limits, so the smallest one decides. Paying more rent raises only limit (b); once (a), the HRA you receive, or (c), 50% or 40% of your salary, is lower, extra rent no longer adds to the exemption.",
    },
    {
      question: "Can I claim HRA in the new tax regime?",
      answer:
        "No. The new regime gives lower rates in exchange for most exemptions, HRA among them: all HRA you receive is taxable there. Compare both regimes with your exempt HRA in the income-tax calculator.",
    },
    {
      question: "Do I need my landlord's PAN?",
      answer:
        "Only if the rent is more than ₹1,00,000 for the year. Then your employer needs the landlord's PAN, or the landlord's signed declaration that they have none. Below that, rent receipts are enough.",
    },
    {
      question: "Can I pay rent to my parents and claim HRA?",
      answer:
        "Yes, if you really pay it, ideally by bank transfer with a rent agreement, and the parent who owns the home shows the rent as income. Rent to a spouse is generally not accepted, and you cannot claim HRA for a home you own and live in.",
    },
    {
      question: "I moved cities or got a raise during the year. How do I calculate?",
      answer:
        "The rule works for each period in which the facts are the same. Work out the exemption for each part of the year with the amounts for those months, using the monthly entry or the months' totals, and add the results.",
    },
    {
      question: "I pay rent but get no HRA. Is there any relief?",
      answer:
        "In the old regime, section 80GG allows a deduction for rent of up to ₹5,000 a month, if neither you, your spouse nor your minor child owns a home where you live or work. It is claimed in your return with Form 10BA.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि आपके मकान किराया भत्ते (HRA) का कितना हिस्सा धारा 10(13A) और नियम 2A के तहत कर-मुक्त है: मिला HRA, चुकाया किराया घटा वेतन का 10%, और वेतन का 50% या 40%, इन तीनों में से सबसे कम; साथ में नई कर व्यवस्था का आँकड़ा भी।",
  keywords: "HRA कैलकुलेटर, HRA छूट, मकान किराया भत्ता, धारा 10(13A), नियम 2A, मेट्रो 50%, किराया रसीद, मकान मालिक का PAN, पुरानी कर व्यवस्था, कर वर्ष 2026-27",
  groupYear: "वर्ष",
  groupAmounts: "वेतन, HRA और किराया",
  groupPlace: "आप कहाँ रहते हैं",
  fy: "वर्ष",
  entry: "राशि कैसे लिखें",
  entryOptions: { yearly: "पूरे वर्ष की", monthly: "एक महीने की" },
  entryHelp: "एक महीने की: जब हर महीने यही राशि हो। नतीजे हमेशा पूरे वर्ष के होते हैं।",
  salaryHelp: "मूल वेतन, सेवानिवृत्ति लाभों में गिना जाने वाला महँगाई भत्ता (DA), और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन। HRA या दूसरे भत्ते नहीं।",
  basic: "वेतन: मूल वेतन + DA, सालाना",
  hraReceived: "मिला HRA, सालाना",
  hraReceivedHelp: "वर्ष भर की वेतन पर्चियों में दिखा मकान किराया भत्ता।",
  rent: "चुकाया किराया, सालाना",
  rentHelp: "जिस घर में आप रहते हैं उसका असल में चुकाया किराया, उन महीनों का जिनमें HRA मिला।",
  basicMonthly: "वेतन: मूल वेतन + DA, मासिक",
  hraReceivedMonthly: "मिला HRA, मासिक",
  hraReceivedMonthlyHelp: "आपकी वेतन पर्ची में दिखा मकान किराया भत्ता।",
  rentMonthly: "चुकाया किराया, मासिक",
  rentMonthlyHelp: "जिस घर में आप रहते हैं उसका असल में चुकाया किराया।",
  metro: "किराये का घर 50% सीमा वाले शहर में है",
  metroHelp: (before: string, added: string) =>
    `वित्तीय वर्ष 2025-26 तक: ${before}${added ? `; कर वर्ष 2026-27 से ${added} भी (हमारी मान्यता: अधिसूचित 2026 नियमों की सूची की पुष्टि नहीं हुई है)` : "; कर वर्ष 2026-27 में भी यही चार (हमारी मान्यता)"}। बाकी सब जगह सीमा वेतन का 40% है।`,
  cities: (cities: readonly string[], joiner: "or" | "and") =>
    cities.length < 2 ? cities.join("") : `${cities.slice(0, -1).join(", ")} ${joiner === "or" ? "या" : "और"} ${cities[cities.length - 1]}`,
  city: { Mumbai: "मुंबई", Delhi: "दिल्ली", Kolkata: "कोलकाता", Chennai: "चेन्नई", Bengaluru: "बेंगलुरु", Hyderabad: "हैदराबाद", Pune: "पुणे", Ahmedabad: "अहमदाबाद" },
  year: (label: string) => label,
  shareOfSalary: (percent: number) => `वेतन का ${percent}%`,
  homeIn: (cities: string) => `घर ${cities} में`,
  homeOutside: (cities: string) => `घर ${cities} से बाहर`,
  limitReceived: "(a) मिला HRA",
  limitRentExcess: (percent: number) => `(b) चुकाया किराया घटा वेतन का ${percent}%`,
  limitRentExcessShort: (percent: number) => `(b) चुकाया किराया घटा वेतन का ${percent}%`,
  limitSalaryShare: (share: string, place: string) => `(c) ${share} (${place})`,
  limitSalaryShareShort: (share: string) => `(c) ${share}`,
  bindingJoin: (labels: readonly string[]) => `${labels.join(" और ")}${labels.length > 1 ? ", बराबर" : ""}`,
  reasonRentLow: (rent: string, percent: number, threshold: string) => `आपका किराया (${rent}) आपके वेतन के ${percent}% (${threshold}) से अधिक नहीं है`,
  reasonNoSalary: "HRA के लिए आपका वेतन (मूल वेतन + DA) शून्य है, इसलिए सीमा (c) भी शून्य है",
  summaryNoHra: (year: string) =>
    `आपको HRA नहीं मिलता, इसलिए ${year} के लिए छूट देने को कुछ नहीं है। अगर आप किराया चुकाते हैं, तो पुरानी कर व्यवस्था में धारा 80GG के तहत कटौती मिल सकती है।`,
  summaryNoneExempt: (received: string, year: string, reason: string) =>
    `${year} के लिए आपके ${received} HRA में से कुछ भी छूट में नहीं है: ${reason}। पूरा HRA दोनों कर व्यवस्थाओं में कर योग्य है।`,
  summaryExempt: (exempt: string, received: string, year: string, taxable: string) =>
    `${year} के लिए पुरानी कर व्यवस्था में आपके ${received} HRA में से ${exempt} छूट में है, और ${taxable} कर योग्य रहता है। नई कर व्यवस्था में पूरा ${received} कर योग्य है।`,
  monthsNote: (months: number) => ` (${months} महीने)`,
  stepSalary: (note: string) => `HRA के लिए वेतन: मूल वेतन + DA${note}`,
  stepSalaryReference2025: (rule: string) => rule,
  stepSalaryReference1961: "आयकर नियम, 1962, नियम 2A, स्पष्टीकरण (ii), चौथी अनुसूची के भाग A के नियम 2(h) के साथ पठित",
  stepReceivedReference: (rule: string) => rule,
  stepRent: (note: string) => `चुकाया किराया${note}`,
  stepRentReference: "जिस घर में आप रहते हैं उसका असल में चुकाया किराया (किराया रसीदें, किरायानामा)",
  stepShare: (percent: number) => `वेतन का ${percent}%`,
  stepExempt: (binding: string) => `छूट वाला HRA: (a), (b) और (c) में से सबसे कम, यहाँ ${binding}`,
  stepTaxable: "कर योग्य HRA: मिला HRA घटा छूट वाला हिस्सा",
  stepTaxableReference: (reference: string) => `${reference}; बाकी वेतन के रूप में कर योग्य है`,
  stepNewReceived: "मिला HRA",
  stepNewExempt: "छूट वाला HRA: नई कर व्यवस्था में कुछ नहीं",
  stepNewTaxable: "कर योग्य HRA: पूरा",
  oldRegime: "पुरानी कर व्यवस्था",
  newRegime: (provision: string) => `नई कर व्यवस्था (${provision})`,
  exemptHra: "छूट वाला HRA",
  taxableHra: "कर योग्य HRA",
  newExemptNote: "नई कर व्यवस्था में HRA पर कोई छूट नहीं है।",
  threeLimits: (rule: string) => `तीन सीमाएँ (${rule})`,
  bindingLimit: "सबसे कम सीमा, जिससे छूट तय होती है",
  breakdownOld: (provision: string) => `पुरानी कर व्यवस्था: ${provision}`,
  breakdownNew: (provision: string) => `नई कर व्यवस्था: ${provision}`,
  provision: (english: string) =>
    english
      .replace(/^section (\S+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $2 की धारा $1")
      .replace(/^Schedule III, Sl\. No\. (\d+) of the Income-tax Act, 2025$/, "आयकर अधिनियम, 2025 की अनुसूची III, क्रम सं. $1")
      .replace(/^Income-tax Rules, (\d{4})$/, "आयकर नियम, $1")
      .replace(/^section /, "धारा ")
      .replace(/^rule /, "नियम "),
  notePanAbove: (limit: string) =>
    `आपका किराया वर्ष में ${limit} से अधिक है, इसलिए छूट देने के लिए आपके नियोक्ता को आपके मकान मालिक का PAN चाहिए (या, अगर मकान मालिक के पास PAN नहीं है, तो उनकी हस्ताक्षरित घोषणा)।`,
  notePanBelow: (limit: string) =>
    `वर्ष में ${limit} तक के किराये पर मकान मालिक का PAN नहीं चाहिए; इससे ऊपर आपके नियोक्ता को यह चाहिए। दोनों हालात में किराया रसीदें और किरायानामा सँभालकर रखें।`,
  noteRentTds: (limit: string) =>
    `अगर किसी महीने का किराया ${limit} से अधिक है, तो किरायेदार के रूप में आपको मकान मालिक के PAN के साथ किराये से स्रोत पर कर कटौती (TDS) करके सरकार को जमा करनी होगी (1961 के अधिनियम की धारा 194-IB और 2025 के अधिनियम में उसकी जगह आया प्रावधान)।`,
  noteSalary:
    "यहाँ वेतन का अर्थ है मूल वेतन, सेवानिवृत्ति लाभों में गिना जाने वाला महँगाई भत्ता, और बिक्री के तय प्रतिशत पर मिलने वाला कमीशन। HRA, विशेष भत्ता और दूसरे भत्ते इसमें नहीं गिने जाते।",
  notePeriods:
    "अगर वर्ष के बीच आपका वेतन, HRA, किराया या शहर बदला, या आपने वर्ष के कुछ ही हिस्से में किराया दिया, तो नियम हर अवधि पर अलग से लागू होता है: हर अवधि की छूट अलग निकालें और जोड़ दें।",
  noteOwnHome:
    "अगर आप अपने ही घर में रहते हैं या किराया नहीं देते, तो कोई छूट नहीं है। पति या पत्नी को दिया किराया आम तौर पर नहीं माना जाता; माता-पिता को दिया किराया माना जाता है, अगर वह सच में दिया गया हो और वे उसे अपनी आय में दिखाएँ।",
  noteNewRegime: "नई कर व्यवस्था में रहते हुए मिला HRA पूरा कर योग्य है। कौन-सी कर व्यवस्था कुल मिलाकर सस्ती है, यह देखने के लिए छूट वाला HRA आयकर कैलकुलेटर में लिखें।",
  noteRounding: "राशियाँ पूरे रुपयों में हैं: किसी सीमा के पैसे छोड़ दिए जाते हैं, ताकि छूट कभी ज़्यादा न दिखे।",
  note80gg:
    "HRA न मिलने पर, पुरानी कर व्यवस्था में धारा 80GG किराये पर कटौती देती है: ₹5,000 महीना, आपकी समायोजित कुल आय का 25%, और किराया घटा उसी आय का 10%, इनमें से सबसे कम; शर्त यह है कि जहाँ आप रहते या काम करते हैं वहाँ न आपका, न आपके पति या पत्नी का, न आपके नाबालिग बच्चे का अपना घर हो। इसके लिए फ़ॉर्म 10BA भरा जाता है।",
  note2025Act: (cities: string) =>
    `कर वर्ष 2026-27 से यह छूट आयकर अधिनियम, 2025 की अनुसूची III में है और सीमाएँ आयकर नियम, 2026 में; यह कैलकुलेटर 50% की सीमा ${cities} को देता है। पिछले वर्षों में नियम 2A के चार शहर ही रहते हैं। फ़ॉर्म 12BB कैलकुलेटर भी यही सूची लेता है।`,
  noteCitiesAssumption: (list: HraCityList2026) =>
    list === "rule2A"
      ? "मान्यता (पुष्टि नहीं): आयकर नियम, 2026 (G.S.R. 198(E), 1 अप्रैल 2026 से लागू) अधिसूचित हो चुके हैं, पर 50% सीमा वाले शहरों की उनकी सूची की हमने पुष्टि नहीं की है। हम पुराने नियम 2A के चार शहर लेते हैं (मुंबई, कोलकाता, दिल्ली और चेन्नई); मसौदा नियमों ने बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद जोड़े थे।"
      : "मान्यता (पुष्टि नहीं): आयकर नियम, 2026 (G.S.R. 198(E), 1 अप्रैल 2026 से लागू) अधिसूचित हो चुके हैं, पर 50% सीमा वाले शहरों की उनकी सूची की हमने पुष्टि नहीं की है। हम मसौदा नियमों के आठ शहर लेते हैं: मुंबई, कोलकाता, दिल्ली, चेन्नई, बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद। अगर अधिसूचित सूची में पुराने नियम 2A के चार शहर ही हों, तो बेंगलुरु, हैदराबाद, पुणे या अहमदाबाद के घर पर वेतन का 40% मिलेगा: वह आँकड़ा देखने के लिए 50% शहर वाला विकल्प बंद करें, और अपने नियोक्ता से पूछ लें।",
  explanation: [
    "मकान किराया भत्ता (HRA) बहुत-से वेतनों का हिस्सा है। पुरानी कर व्यवस्था में, अगर आप जिस घर में रहते हैं उसका किराया सच में चुकाते हैं, तो इसका कुछ या पूरा हिस्सा कर-मुक्त है: आयकर अधिनियम, 1961 की धारा 10(13A) और आयकर नियम, 1962 का नियम 2A; और कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की अनुसूची III और आयकर नियम, 2026।",
    "कर-मुक्त हिस्सा किराये की अवधि के लिए तीन राशियों में से सबसे कम होता है: (a) आपको मिला HRA; (b) चुकाया किराया घटा आपके वेतन का 10%; और (c) घर मुंबई, दिल्ली, कोलकाता या चेन्नई में हो तो वेतन का 50%, वरना 40%। कर वर्ष 2026-27 से हम बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद को भी 50% देते हैं, जैसा आयकर नियम, 2026 के मसौदे में था (अधिसूचित सूची की अभी पुष्टि नहीं हुई है)। यहाँ वेतन में सिर्फ़ मूल वेतन, सेवानिवृत्ति लाभों में गिना जाने वाला महँगाई भत्ता और बिक्री के तय हिस्से पर मिलने वाला कमीशन आता है।",
    "HRA का बाकी हिस्सा वेतन के रूप में कर योग्य है। नई कर व्यवस्था, जो वित्तीय वर्ष 2023-24 से डिफ़ॉल्ट है, HRA पर कोई छूट नहीं देती, इसलिए वहाँ पूरा भत्ता कर योग्य है। यह कैलकुलेटर दोनों दिखाता है, तीनों सीमाएँ साथ-साथ, और यह भी कि आपकी छूट किस सीमा से तय होती है।",
  ],
  faq: [
    {
      question: "मेरा किराया ज़्यादा है, फिर भी छूट कम क्यों है?",
      answer:
        "छूट तीनों सीमाओं में से सबसे कम के बराबर होती है, इसलिए सबसे छोटी सीमा फ़ैसला करती है। ज़्यादा किराया सिर्फ़ सीमा (b) बढ़ाता है; जब (a), यानी मिला HRA, या (c), यानी वेतन का 50% या 40%, उससे कम हो, तो और किराया देने से छूट नहीं बढ़ती।",
    },
    {
      question: "क्या नई कर व्यवस्था में HRA पर छूट मिलती है?",
      answer:
        "नहीं। नई कर व्यवस्था ज़्यादातर छूटों के बदले कम दरें देती है, और HRA भी उन छूटों में है: वहाँ मिला पूरा HRA कर योग्य है। छूट वाले HRA के साथ दोनों व्यवस्थाओं की तुलना आयकर कैलकुलेटर में करें।",
    },
    {
      question: "क्या मुझे मकान मालिक का PAN चाहिए?",
      answer:
        "सिर्फ़ तब, जब वर्ष का किराया ₹1,00,000 से अधिक हो। तब आपके नियोक्ता को मकान मालिक का PAN चाहिए, या मकान मालिक की हस्ताक्षरित घोषणा कि उनके पास PAN नहीं है। इससे कम पर किराया रसीदें काफ़ी हैं।",
    },
    {
      question: "क्या मैं माता-पिता को किराया देकर HRA छूट ले सकता हूँ?",
      answer:
        "हाँ, अगर आप सच में किराया देते हैं, बेहतर हो कि बैंक ट्रांसफ़र से और किरायानामे के साथ, और घर के मालिक माता या पिता उस किराये को अपनी आय में दिखाएँ। पति या पत्नी को दिया किराया आम तौर पर नहीं माना जाता, और अपने ही घर में रहते हुए HRA छूट नहीं मिलती।",
    },
    {
      question: "वर्ष के बीच मेरा शहर बदला या वेतन बढ़ा। हिसाब कैसे करें?",
      answer:
        "नियम हर उस अवधि पर अलग लागू होता है जिसमें हालात एक जैसे रहे। वर्ष के हर हिस्से की छूट उन महीनों की राशियों से निकालें, मासिक राशि वाले विकल्प से या उन महीनों के जोड़ से, और फिर नतीजे जोड़ दें।",
    },
    {
      question: "मैं किराया देता हूँ पर HRA नहीं मिलता। क्या कोई राहत है?",
      answer:
        "पुरानी कर व्यवस्था में धारा 80GG किराये पर ₹5,000 महीने तक की कटौती देती है, अगर जहाँ आप रहते या काम करते हैं वहाँ न आपका, न आपके पति या पत्नी का, न आपके नाबालिग बच्चे का अपना घर हो। यह कटौती फ़ॉर्म 10BA के साथ रिटर्न में ली जाती है।",
    },
  ],
};

export const HRA_TEXT: Catalogues<typeof en> = { en, hi };
