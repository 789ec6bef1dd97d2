import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import type { PrepaymentChoice, PrepaymentType } from "./fields";
import { homeLoanMeta } from "./meta";

/*
 * Every word the home-loan calculator shows beyond the loan words it shares with the EMI
 * calculator (emi/text.ts), in English and Hindi. Messages with figures are functions of them;
 * section names from lib/tax come in already cited in the page's language. The Hindi is
 * written for a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: homeLoanMeta.description,
  keywords: homeLoanMeta.keywords,
  groupLoan: "Your home loan",
  groupPrepayment: "Prepayment",
  groupTax: "Tax benefit",
  amount: "Home loan amount",
  amountHelp: "The amount sanctioned and paid out, in rupees.",
  prepay: "Prepayment",
  prepayHelp: "An extra payment towards the principal, on top of the EMIs. Leave 0 for none.",
  prepayType: "How often",
  prepayTypeOptions: { once: "Once", yearly: "Every year" } as Readonly<Record<PrepaymentType, string>>,
  prepayMonth: "Paid at the end of month",
  prepayMonthHelp: "Month 1 is the first month of the loan; month 12 ends the first year. A yearly prepayment repeats every 12 months from here.",
  prepayEffect: "Use the prepayment to",
  prepayEffectOptions: { tenure: "Reduce the tenure (same EMI)", emi: "Reduce the EMI (same end date)" } as Readonly<Record<PrepaymentChoice, string>>,
  prepayEffectHelp: "Reducing the tenure saves more interest; reducing the EMI eases the monthly budget.",
  fy: "Tax year of the loan's first year",
  fyHelp: "The year whose deduction limits and sections apply to the first 12 EMIs.",
  regime: "Tax regime",
  regimeOptions: { old: "Old regime (deductions claimed)", new: "New regime (the default one)" } as Readonly<Record<Regime, string>>,
  regimeHelp: "The new regime allows no deduction for a self-occupied house: neither the interest nor the principal.",
  slab: "Your highest slab rate",
  slabHelp: "The old-regime rate on the top part of your taxable income: the deductions save tax at this rate, plus cess.",
  other80c: "Other section 80C investments this year",
  other80cHelp: (limit: string) =>
    `Your PF contribution, PPF, ELSS, life insurance premium, children's tuition fees and so on: they share the ${limit} limit with the principal repaid.`,
  /** "Tax year 2026-27" → "tax year 2026-27", for the middle of a sentence. */
  yearInSentence: (label: string) => label.replace(/^Tax year/, "tax year"),
  prepayMonthTooLate: (months: number) => `Enter a month before the last EMI: at most month ${months - 1}, as the loan runs ${months} months.`,
  totalPrepaid: "Prepaid in all",
  interestSaved: "Interest saved",
  interestSavedNote: "Enter a prepayment to see the interest and months it saves.",
  monthsSaved: "Months saved",
  newTenure: "Loan repaid in",
  reducedEmi: "EMI after the prepayments",
  whenOnce: (month: number) => `at the end of month ${month}`,
  whenYearly: (month: number) => `every 12 months from month ${month}`,
  stepPrepaid: (amount: string, when: string) => `Prepaid in all: ${amount} ${when}`,
  stepPrepaidReference: "Paid after that month's EMI, never more than the balance then owed",
  stepSameEmi: "The EMI stays the same, so the balance is cleared sooner",
  stepSameEmiReference: "Reduce-tenure option",
  stepNewEmi: "The EMI is recomputed on the new balance over the months left",
  stepNewEmiReference: "Reduce-EMI option: the annuity formula on the balance and months left",
  stepInterestWithout: "Interest without prepayments",
  stepInterestWithoutReference: "The same loan repaid by EMIs alone",
  stepInterestWith: "Interest with prepayments",
  stepInterestWithReference: "Month-by-month schedule below",
  stepInterestSaved: "Interest saved",
  stepInterestSavedReference: "Interest without prepayments less interest with them",
  stepMonthsSaved: "Months saved",
  stepMonthsSavedReference: (without: number, withPrepayments: number) => `${without} months without prepayments, ${withPrepayments} with them`,
  summaryBase: (amount: string, rate: string, tenure: string, emi: string) => `A home loan of ${amount} at ${rate} over ${tenure} costs ${emi} a month`,
  summarySaving: (saved: string, months: number, interest: string) =>
    `; your prepayments save ${saved} of interest${months > 0 ? ` and ${months} months` : ""}, cutting the interest to ${interest}.`,
  summaryInterest: (interest: string) => `, with ${interest} in interest.`,
  summaryOld: (deductions: string, saved: string) => ` In the first year the old regime's deductions of ${deductions} save about ${saved} of tax.`,
  summaryNew: " The new regime allows no deduction for a self-occupied house.",
  notePrepayment:
    "A prepayment is taken as paid at the end of its month, after that month's EMI. No charge applies to a floating-rate home loan taken by an individual (RBI (Pre-payment Charges on Loans) Directions, 2025, for loans sanctioned or renewed from 1 January 2026, and earlier RBI circulars for floating-rate loans); a fixed-rate loan may carry one.",
  noteFirstYear: (year: string) =>
    `The tax figures are for the loan's first 12 months, taken as falling in ${year}. The deductions are claimed by financial year: a loan that starts mid-year has fewer EMIs in its first year, and the interest deduction is allowed on interest payable for the year.`,
  noteSelfOccupied:
    "They assume a self-occupied house whose purchase or construction is complete, bought with a loan taken on or after 1 April 1999 and finished within five years from the end of the year the loan was taken (otherwise the interest limit is ₹30,000). Interest paid before completion is deducted in five equal parts from the year of completion, within the same limit; principal repaid before completion gets no 80C deduction.",
  noteNotModelled: (rebate: string, setOffLimit: string) =>
    `The tax saved is the deduction times the slab rate you chose, plus cess. Surcharge, the ${rebate} rebate and a deduction that takes you into a lower slab are not modelled. For a let-out house the interest is deductible in full, but a loss from house property can be set off against other income only up to ${setOffLimit} a year, and not at all in the new regime.`,
  groupEmi: "Your EMI",
  groupPrepayments: "Prepayments",
  groupTaxBenefit: (regime: Regime) => `Tax benefit in the first year (${regime === "old" ? "old" : "new"} regime)`,
  interestDeduction: "Interest deduction, section 24(b)",
  principalDeduction: (section: string) => `Principal deduction, ${section}`,
  taxSavedOld: (slab: string) => `Tax saved at ${slab}% plus cess`,
  taxSaved: "Tax saved",
  breakdownEmi: "EMI on a reducing balance",
  breakdownPrepayments: "What the prepayments save",
  breakdownTax: (year: string) => `Tax deductions for the first year, ${year}`,
  // The tax-benefit steps (tax-benefit.ts).
  stepInterestPaid: "Interest paid in the first 12 months",
  stepFromSchedule: "Schedule below, loan year 1",
  stepInterestDeduction: (cap: string) => `Interest deduction: the lower of the interest and ${cap} (self-occupied house)`,
  stepInterestNotAllowed: "Interest deduction: not allowed in the new regime for a self-occupied house",
  stepPrincipalPaid: "Principal repaid in the first 12 months, prepayments included",
  stepOther80c: "Less your other section 80C investments",
  stepLeftOfLimit: (limit: string) => `Left of the ${limit} limit`,
  stepPrincipalDeduction: (limit: string | null) => `Principal deduction: the lower of the principal and ${limit ?? "what is left of the limit"}`,
  stepPrincipalNotAllowed: "Principal deduction: not allowed in the new regime",
  stepDeductions: "Deductions in all",
  stepDeductionsReference: (year: string, regime: Regime) => `${year}, ${regime === "old" ? "old" : "new"} regime`,
  stepTaxSaved: (deductions: string, slab: number, cess: number) => `Tax saved: ${deductions} × ${slab}% slab rate, plus ${cess}% cess`,
  stepTaxSavedReference: (cessReference: string) => `Your slab rate as chosen; ${cessReference}`,
  explanation: [
    "A home loan is repaid by equated monthly instalments (EMIs) on a reducing balance: each month's interest is charged on the balance still owed, and the rest of the EMI repays principal. The EMI is P × i × (1 + i)^n ÷ ((1 + i)^n − 1), with P the loan, i the yearly rate ÷ 12 and n the months. On ₹50 lakh at 8.5% for 20 years it is ₹43,391, and the interest over the loan comes to ₹54,13,879, more than the loan itself.",
    "A prepayment goes straight to the principal. You can keep the EMI and finish sooner (reduce the tenure) or keep the end date and pay a lower EMI; reducing the tenure saves more interest. On a floating-rate loan taken by an individual for a purpose other than business, lenders may not charge for prepaying, in part or in full (RBI (Pre-payment Charges on Loans) Directions, 2025, for loans sanctioned or renewed from 1 January 2026, after earlier RBI circulars of 2012 and 2014 to the same effect).",
    "In the old tax regime, interest on a loan for a house you live in is deductible up to ₹2,00,000 a year under section 24(b) of the Income-tax Act, 1961, and the principal repaid counts toward the ₹1,50,000 limit of section 80C along with your other 80C investments; the Income-tax Act, 2025 carries both into tax year 2026-27 (the 80C limit as section 123). The new regime, the default one, allows neither for a self-occupied house (section 115BAC(2) of the 1961 Act; section 202 of the 2025 Act). This calculator works out both deductions for the loan's first year and the tax they save at your slab rate plus the 4% health and education cess.",
  ] as readonly string[],
  faq: [
    {
      question: "How much tax can I save on a ₹50 lakh home loan?",
      answer:
        "In the old regime, on ₹50 lakh at 8.5% over 20 years the first year's interest is ₹4,21,182, of which ₹2,00,000 is deductible under section 24(b), and the principal repaid is ₹99,511, all deductible under section 80C if you have no other 80C investments. At a 30% slab rate plus 4% cess, ₹2,99,511 of deductions save ₹93,447 of tax. In the new regime the saving on a self-occupied house is nil.",
    },
    {
      question: "Can I claim home loan interest in the new tax regime?",
      answer:
        "Not for a house you live in: section 115BAC(2) denies the section 24(b) deduction for a self-occupied house and every Chapter VI-A deduction, 80C included, except a few such as the employer's NPS contribution. For a let-out house the interest is still deducted from the rent, but a resulting loss cannot be set off against your salary or other income.",
    },
    {
      question: "Should I prepay to reduce the EMI or the tenure?",
      answer:
        "Reducing the tenure saves more. On ₹10 lakh at 8.5% over 20 years, a single ₹1 lakh prepayment after the twelfth EMI cuts the interest by ₹3,20,738 and the loan by 48 months if you keep the EMI of ₹8,678; if you keep the end date instead, the EMI falls to ₹7,793 and the interest by ₹1,01,882. Reduce the EMI only if the monthly budget matters more than the total cost.",
    },
    {
      question: "We took the home loan jointly. Can both of us claim?",
      answer:
        "Yes, if each of you is a co-owner of the house and a co-borrower who pays a share of the EMIs. In the old regime each can deduct their share of the interest up to ₹2,00,000 and their share of the principal within their own ₹1,50,000 section 80C limit.",
    },
    {
      question: "Do stamp duty and registration fees count under section 80C?",
      answer:
        "Yes: stamp duty, registration fees and other transfer expenses for buying a house count under section 80C in the year you pay them, within the same ₹1,50,000 limit as the principal. But if you sell the house within five years from the end of the year you got possession, the 80C deductions already claimed for it are added back to your income in the year of the sale (section 80C(5)).",
    },
    {
      question: "What about sections 80EE and 80EEA?",
      answer:
        "They give first-time buyers an extra interest deduction, above the ₹2,00,000 of section 24(b), but only for loans sanctioned in their windows: up to ₹50,000 under section 80EE for loans sanctioned in FY 2016-17, and up to ₹1,50,000 under section 80EEA for loans sanctioned from 1 April 2019 to 31 March 2022 on a house with a stamp-duty value up to ₹45 lakh. Such loans keep the deduction until repaid, in the old regime; new loans do not qualify.",
    },
  ] as readonly { question: string; answer: string }[],
};

const regimeName = (regime: Regime) => (regime === "old" ? "पुरानी कर व्यवस्था" : "नई कर व्यवस्था");

const hi: TranslationOf<typeof en> = {
  description:
    "अपने होम लोन की EMI, कुल ब्याज और भुगतान तालिका निकालें; देखें कि एक बार या हर वर्ष के प्रीपेमेंट से कितनी बचत होती है, और पहले वर्ष में ब्याज (धारा 24(b)) और मूलधन (धारा 80C) पर कितनी टैक्स कटौती मिलती है।",
  keywords:
    "होम लोन EMI कैलकुलेटर, हाउसिंग लोन, होम लोन प्रीपेमेंट, आंशिक भुगतान, अवधि या EMI घटाएँ, होम लोन पर टैक्स लाभ, धारा 24(b), धारा 80C मूलधन, 2 लाख तक ब्याज कटौती, पुरानी और नई कर व्यवस्था, भुगतान तालिका",
  groupLoan: "आपका होम लोन",
  groupPrepayment: "प्रीपेमेंट",
  groupTax: "टैक्स लाभ",
  amount: "होम लोन राशि",
  amountHelp: "मंज़ूर और जारी की गई राशि, रुपये में।",
  prepay: "प्रीपेमेंट",
  prepayHelp: "EMI के अलावा मूलधन चुकाने के लिए दी गई अतिरिक्त राशि। प्रीपेमेंट न हो तो 0 रहने दें।",
  prepayType: "कितनी बार",
  prepayTypeOptions: { once: "एक बार", yearly: "हर वर्ष" },
  prepayMonth: "किस महीने के अंत में",
  prepayMonthHelp: "महीना 1 लोन का पहला महीना है; महीना 12 पर पहला वर्ष पूरा होता है। हर वर्ष वाला प्रीपेमेंट यहाँ से हर 12 महीने पर दोहराया जाता है।",
  prepayEffect: "प्रीपेमेंट से क्या घटाएँ",
  prepayEffectOptions: { tenure: "अवधि घटाएँ (EMI वही)", emi: "EMI घटाएँ (आख़िरी तारीख वही)" },
  prepayEffectHelp: "अवधि घटाने से ज़्यादा ब्याज बचता है; EMI घटाने से हर महीने का बजट हल्का होता है।",
  fy: "लोन के पहले वर्ष का कर वर्ष",
  fyHelp: "वह वर्ष जिसकी कटौती सीमाएँ और धाराएँ पहली 12 EMI पर लागू होती हैं।",
  regime: "कर व्यवस्था",
  regimeOptions: { old: "पुरानी कर व्यवस्था (कटौतियाँ ली गईं)", new: "नई कर व्यवस्था (डिफ़ॉल्ट)" },
  regimeHelp: "नई कर व्यवस्था में अपने रहने वाले घर पर कोई कटौती नहीं मिलती: न ब्याज पर, न मूलधन पर।",
  slab: "आपकी सबसे ऊँची स्लैब दर",
  slabHelp: "आपकी कर योग्य आय के सबसे ऊपरी हिस्से पर पुरानी कर व्यवस्था की दर: कटौतियाँ इसी दर से, उपकर समेत, टैक्स बचाती हैं।",
  other80c: "इस वर्ष धारा 80C के दूसरे निवेश",
  other80cHelp: (limit: string) =>
    `आपका भविष्य निधि (PF) योगदान, PPF, ELSS, जीवन बीमा प्रीमियम, बच्चों की ट्यूशन फ़ीस आदि: ये चुकाए गए मूलधन के साथ ${limit} की एक ही सीमा में आते हैं।`,
  yearInSentence: (label: string) => label,
  prepayMonthTooLate: (months: number) => `आख़िरी EMI से पहले का महीना लिखें: ज़्यादा से ज़्यादा महीना ${months - 1}, क्योंकि लोन ${months} महीने का है।`,
  totalPrepaid: "कुल प्रीपेमेंट",
  interestSaved: "बचा ब्याज",
  interestSavedNote: "प्रीपेमेंट से कितना ब्याज और कितने महीने बचते हैं, यह देखने के लिए प्रीपेमेंट की राशि लिखें।",
  monthsSaved: "बचे महीने",
  newTenure: "लोन इतने समय में चुकता",
  reducedEmi: "प्रीपेमेंट के बाद EMI",
  whenOnce: (month: number) => `महीना ${month} के अंत में`,
  whenYearly: (month: number) => `महीना ${month} से हर 12 महीने पर`,
  stepPrepaid: (amount: string, when: string) => `कुल प्रीपेमेंट: ${when} ${amount}`,
  stepPrepaidReference: "उस महीने की EMI के बाद जमा, उस समय के बकाये से कभी ज़्यादा नहीं",
  stepSameEmi: "EMI वही रहती है, इसलिए बकाया जल्दी चुकता होता है",
  stepSameEmiReference: "अवधि घटाने का विकल्प",
  stepNewEmi: "बचे महीनों के लिए नए बकाये पर EMI फिर से निकाली जाती है",
  stepNewEmiReference: "EMI घटाने का विकल्प: बचे बकाये और बचे महीनों पर एन्युटी सूत्र",
  stepInterestWithout: "प्रीपेमेंट के बिना ब्याज",
  stepInterestWithoutReference: "वही लोन सिर्फ़ EMI से चुकाने पर",
  stepInterestWith: "प्रीपेमेंट के साथ ब्याज",
  stepInterestWithReference: "नीचे महीनेवार तालिका देखें",
  stepInterestSaved: "बचा ब्याज",
  stepInterestSavedReference: "प्रीपेमेंट के बिना ब्याज घटा प्रीपेमेंट के साथ ब्याज",
  stepMonthsSaved: "बचे महीने",
  stepMonthsSavedReference: (without: number, withPrepayments: number) => `प्रीपेमेंट के बिना ${without} महीने, प्रीपेमेंट के साथ ${withPrepayments}`,
  summaryBase: (amount: string, rate: string, tenure: string, emi: string) =>
    `${rate} ब्याज पर ${tenure} के लिए ${amount} के होम लोन पर हर महीने ${emi} चुकाने होंगे`,
  summarySaving: (saved: string, months: number, interest: string) =>
    `; आपके प्रीपेमेंट से ${months > 0 ? `${saved} ब्याज और ${months} महीने बचते हैं` : `${saved} ब्याज बचता है`}, और ब्याज घटकर ${interest} रह जाता है।`,
  summaryInterest: (interest: string) => `, और कुल ${interest} ब्याज।`,
  summaryOld: (deductions: string, saved: string) => ` पहले वर्ष में पुरानी कर व्यवस्था की ${deductions} की कटौतियों से लगभग ${saved} टैक्स बचता है।`,
  summaryNew: " नई कर व्यवस्था में अपने रहने वाले घर पर कोई कटौती नहीं मिलती।",
  notePrepayment:
    "प्रीपेमेंट को उसके महीने के अंत में, उस महीने की EMI के बाद, जमा माना गया है। किसी व्यक्ति के फ़्लोटिंग दर वाले होम लोन पर इसका कोई शुल्क नहीं लगता (RBI (लोन पर प्रीपेमेंट शुल्क) निर्देश, 2025, 1 जनवरी 2026 से मंज़ूर या नवीनीकृत लोन के लिए, और फ़्लोटिंग दर वाले लोन पर RBI के पहले के परिपत्र); फ़िक्स्ड दर वाले लोन पर शुल्क लग सकता है।",
  noteFirstYear: (year: string) =>
    `टैक्स के आँकड़े लोन के पहले 12 महीनों के हैं, जिन्हें ${year} में माना गया है। कटौतियाँ वित्तीय वर्ष के हिसाब से ली जाती हैं: वर्ष के बीच शुरू हुए लोन के पहले वर्ष में कम EMI होती हैं, और ब्याज पर कटौती उस वर्ष के देय ब्याज पर मिलती है।`,
  noteSelfOccupied:
    "ये आँकड़े मानते हैं कि घर आपके अपने रहने के लिए है और उसकी खरीद या निर्माण पूरा हो चुका है, लोन 1 अप्रैल 1999 या उसके बाद लिया गया, और निर्माण लोन लेने वाले वर्ष के अंत से पाँच वर्ष के भीतर पूरा हुआ (वरना ब्याज की सीमा ₹30,000 है)। निर्माण पूरा होने से पहले चुकाए ब्याज की कटौती, उसी सीमा के भीतर, निर्माण पूरा होने के वर्ष से पाँच बराबर हिस्सों में मिलती है; निर्माण पूरा होने से पहले चुकाए मूलधन पर 80C की कटौती नहीं मिलती।",
  noteNotModelled: (rebate: string, setOffLimit: string) =>
    `बचा टैक्स यानी कटौती गुणा आपकी चुनी स्लैब दर, उपकर समेत। अधिभार, ${rebate} के तहत रिबेट, और ऐसी कटौती जो आपको निचले स्लैब में ले जाए, इनका हिसाब यहाँ नहीं है। किराये पर दिए घर पर पूरा ब्याज कटौती योग्य है, पर मकान संपत्ति से हुआ घाटा दूसरी आय से हर वर्ष सिर्फ़ ${setOffLimit} तक ही घटाया जा सकता है, और नई कर व्यवस्था में बिल्कुल नहीं।`,
  groupEmi: "आपकी EMI",
  groupPrepayments: "प्रीपेमेंट",
  groupTaxBenefit: (regime: Regime) => `पहले वर्ष का टैक्स लाभ (${regimeName(regime)})`,
  interestDeduction: "ब्याज पर कटौती, धारा 24(b)",
  principalDeduction: (section: string) => `मूलधन पर कटौती, ${section}`,
  taxSavedOld: (slab: string) => `${slab}% और उपकर पर बचा टैक्स`,
  taxSaved: "बचा टैक्स",
  breakdownEmi: "घटते बकाये पर EMI",
  breakdownPrepayments: "प्रीपेमेंट से बचत",
  breakdownTax: (year: string) => `पहले वर्ष की टैक्स कटौतियाँ, ${year}`,
  stepInterestPaid: "पहले 12 महीनों में चुकाया ब्याज",
  stepFromSchedule: "नीचे की तालिका, लोन वर्ष 1",
  stepInterestDeduction: (cap: string) => `ब्याज पर कटौती: ब्याज और ${cap} में से जो कम हो (अपने रहने वाला घर)`,
  stepInterestNotAllowed: "ब्याज पर कटौती: नई कर व्यवस्था में अपने रहने वाले घर पर नहीं मिलती",
  stepPrincipalPaid: "पहले 12 महीनों में चुकाया मूलधन, प्रीपेमेंट समेत",
  stepOther80c: "घटाएँ: धारा 80C के आपके दूसरे निवेश",
  stepLeftOfLimit: (limit: string) => `${limit} की सीमा में से बचा`,
  stepPrincipalDeduction: (limit: string | null) => `मूलधन पर कटौती: मूलधन और ${limit ?? "सीमा में से बची राशि"} में से जो कम हो`,
  stepPrincipalNotAllowed: "मूलधन पर कटौती: नई कर व्यवस्था में नहीं मिलती",
  stepDeductions: "कुल कटौतियाँ",
  stepDeductionsReference: (year: string, regime: Regime) => `${year}, ${regimeName(regime)}`,
  stepTaxSaved: (deductions: string, slab: number, cess: number) => `बचा टैक्स: ${deductions} × ${slab}% स्लैब दर, और ${cess}% उपकर`,
  stepTaxSavedReference: (cessReference: string) => `आपकी चुनी स्लैब दर; ${cessReference}`,
  explanation: [
    "होम लोन घटते बकाये पर समान मासिक किस्तों (EMI) में चुकाया जाता है: हर महीने का ब्याज उस समय के बकाये पर लगता है, और EMI का बाकी हिस्सा मूलधन चुकाता है। EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), जहाँ P लोन राशि है, i सालाना दर ÷ 12 और n महीनों की संख्या। ₹50 लाख पर 8.5% ब्याज और 20 वर्ष की अवधि में EMI ₹43,391 है, और पूरे लोन पर ब्याज ₹54,13,879 बनता है, जो लोन राशि से भी ज़्यादा है।",
    "प्रीपेमेंट (समय से पहले भुगतान) सीधे मूलधन घटाता है। आप EMI वही रखकर लोन जल्दी खत्म कर सकते हैं (अवधि घटाना) या आख़िरी तारीख वही रखकर कम EMI दे सकते हैं; अवधि घटाने से ज़्यादा ब्याज बचता है। किसी व्यक्ति के कारोबार के अलावा किसी और काम के लिए लिए गए फ़्लोटिंग दर वाले लोन पर ऋणदाता आंशिक या पूरे प्रीपेमेंट का शुल्क नहीं ले सकते (भारतीय रिज़र्व बैंक (RBI) (लोन पर प्रीपेमेंट शुल्क) निर्देश, 2025, 1 जनवरी 2026 से मंज़ूर या नवीनीकृत लोन के लिए; इससे पहले 2012 और 2014 के RBI परिपत्रों में भी यही बात थी)।",
    "पुरानी कर व्यवस्था में, अपने रहने वाले घर के लोन पर ब्याज की कटौती आयकर अधिनियम, 1961 की धारा 24(b) के तहत हर वर्ष ₹2,00,000 तक मिलती है, और चुकाया गया मूलधन आपके दूसरे 80C निवेशों के साथ धारा 80C की ₹1,50,000 की सीमा में गिना जाता है; आयकर अधिनियम, 2025 दोनों को कर वर्ष 2026-27 में भी जारी रखता है (80C की सीमा धारा 123 के रूप में)। नई कर व्यवस्था, जो डिफ़ॉल्ट है, अपने रहने वाले घर पर इनमें से कोई कटौती नहीं देती (1961 के अधिनियम की धारा 115BAC(2); 2025 के अधिनियम की धारा 202)। यह कैलकुलेटर लोन के पहले वर्ष की दोनों कटौतियाँ और उनसे आपकी स्लैब दर और 4% स्वास्थ्य और शिक्षा उपकर पर बचने वाला टैक्स निकालता है।",
  ],
  faq: [
    {
      question: "₹50 लाख के होम लोन पर मैं कितना टैक्स बचा सकता हूँ?",
      answer:
        "पुरानी कर व्यवस्था में, ₹50 लाख पर 8.5% ब्याज और 20 वर्ष के लोन में पहले वर्ष का ब्याज ₹4,21,182 है, जिसमें से ₹2,00,000 की कटौती धारा 24(b) के तहत मिलती है, और चुकाया मूलधन ₹99,511 है, जिसकी पूरी कटौती धारा 80C के तहत मिलती है, अगर आपके 80C के दूसरे निवेश नहीं हैं। 30% स्लैब दर और 4% उपकर पर ₹2,99,511 की कटौतियों से ₹93,447 टैक्स बचता है। नई कर व्यवस्था में अपने रहने वाले घर पर कोई बचत नहीं होती।",
    },
    {
      question: "क्या नई कर व्यवस्था में होम लोन के ब्याज पर कटौती मिलती है?",
      answer:
        "अपने रहने वाले घर पर नहीं: धारा 115BAC(2) अपने रहने वाले घर पर धारा 24(b) की कटौती नहीं देती, और न ही अध्याय VI-A की कोई कटौती (80C समेत), कुछ को छोड़कर, जैसे राष्ट्रीय पेंशन प्रणाली (NPS) में नियोक्ता का योगदान। किराये पर दिए घर पर ब्याज अब भी किराये से घटाया जाता है, पर इससे हुआ घाटा आपके वेतन या दूसरी आय से नहीं घटाया जा सकता।",
    },
    {
      question: "प्रीपेमेंट से EMI घटाऊँ या अवधि?",
      answer:
        "अवधि घटाने से ज़्यादा बचत होती है। ₹10 लाख पर 8.5% ब्याज और 20 वर्ष के लोन में बारहवीं EMI के बाद ₹1 लाख का एक प्रीपेमेंट, अगर आप ₹8,678 की EMI वही रखें, तो ब्याज ₹3,20,738 और लोन 48 महीने घटा देता है; अगर आख़िरी तारीख वही रखें, तो EMI घटकर ₹7,793 होती है और ब्याज ₹1,01,882 घटता है। EMI तभी घटाएँ जब कुल लागत से ज़्यादा हर महीने का बजट मायने रखता हो।",
    },
    {
      question: "हमने होम लोन साथ में लिया है। क्या हम दोनों कटौती ले सकते हैं?",
      answer:
        "हाँ, अगर आप दोनों घर के सह-मालिक हैं और सह-उधारकर्ता के रूप में EMI का अपना हिस्सा चुकाते हैं। पुरानी कर व्यवस्था में हर कोई ब्याज के अपने हिस्से पर ₹2,00,000 तक और मूलधन के अपने हिस्से पर अपनी ₹1,50,000 की धारा 80C सीमा के भीतर कटौती ले सकता है।",
    },
    {
      question: "क्या स्टांप शुल्क और रजिस्ट्रेशन फ़ीस धारा 80C में गिनी जाती हैं?",
      answer:
        "हाँ: घर खरीदने के लिए दिया स्टांप शुल्क, रजिस्ट्रेशन फ़ीस और हस्तांतरण के दूसरे खर्च उसी वर्ष धारा 80C में गिने जाते हैं जिसमें आप इन्हें चुकाते हैं, मूलधन वाली उसी ₹1,50,000 की सीमा के भीतर। पर अगर आप कब्ज़ा मिलने वाले वर्ष के अंत से पाँच वर्ष के भीतर घर बेच देते हैं, तो उस घर के लिए ली गई 80C की कटौतियाँ बिक्री के वर्ष में आपकी आय में वापस जोड़ दी जाती हैं (धारा 80C(5))।",
    },
    {
      question: "धारा 80EE और 80EEA का क्या?",
      answer:
        "ये पहली बार घर खरीदने वालों को धारा 24(b) के ₹2,00,000 के ऊपर ब्याज पर अतिरिक्त कटौती देती हैं, पर सिर्फ़ अपनी तय अवधि में मंज़ूर लोन पर: वित्तीय वर्ष 2016-17 में मंज़ूर लोन पर धारा 80EE के तहत ₹50,000 तक, और 1 अप्रैल 2019 से 31 मार्च 2022 के बीच मंज़ूर लोन पर, ₹45 लाख तक के स्टांप शुल्क मूल्य वाले घर के लिए, धारा 80EEA के तहत ₹1,50,000 तक। ऐसे लोन पर लोन चुकता होने तक, पुरानी कर व्यवस्था में, कटौती मिलती रहती है; नए लोन इसके पात्र नहीं हैं।",
    },
  ],
};

export const HOME_LOAN_TEXT: Catalogues<typeof en> = { en, hi };
