import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import type { PensionEmployer } from "@/lib/tax/pension-tax";
import { pensionMeta } from "./meta";

/*
 * Every word the pension calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word
 * for word.
 */

const en = {
  description: pensionMeta.description,
  keywords: pensionMeta.keywords,
  groupYear: "Year and regime",
  groupPension: "Your pension",
  groupFamily: "Family pension",
  fy: "Financial year",
  regime: "Tax regime",
  regimeHelp: "It changes the standard deduction and the family pension deduction.",
  regimeOptions: { new: "New (default)", old: "Old" } as Readonly<Record<Regime, string>>,
  employer: "Pension paid by",
  employerHelp:
    "A statutory corporation is a body set up by an Act of Parliament or a State legislature, such as LIC or SBI; a government company registered under the Companies Act is not one.",
  employerOptions: {
    other: "Any other employer (including a government company)",
    government: "Central or State Government, defence, local authority or statutory corporation",
  } as Readonly<Record<PensionEmployer, string>>,
  pension: "Regular pension received in the year",
  pensionHelp: "Your monthly (uncommuted) pension for the year, added up: 12 × the monthly amount for a full year.",
  commuted: "Commuted pension received (lump sum)",
  commutedHelp: "The one-time amount paid for giving up part of the pension. Enter 0 if you did not commute.",
  commutedPct: "Part of the pension commuted",
  commutedPctHelp: "The share of the pension given up for the lump sum, from your pension order, like 40%.",
  gratuity: "I also received gratuity from this employer",
  gratuityHelp: "With gratuity, one-third of the full commuted value is tax-free; without it, one-half.",
  familyPension: "Family pension received in the year",
  familyPensionHelp: "Pension received as the family member of a pensioner or employee who has died. Enter 0 if none.",
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  commutedAllFree: (commuted: string) => `All of your ${commuted} commuted pension is tax-free. `,
  commutedPart: (commuted: string, exempt: string, taxable: string) =>
    `Of your ${commuted} commuted pension, ${exempt} is tax-free and ${taxable} is taxed as salary. `,
  summary: (commutedSentence: string, total: string, year: string, regime: Regime) =>
    `${commutedSentence}Your pension adds ${total} to your taxable income for ${year} in the ${regime} regime.`,
  exemptCommuted: "Tax-free commuted pension",
  taxableCommuted: "Taxable commuted pension",
  fullValue: "Full commuted value of the pension",
  fullValueNote: (commuted: string, percent: number, gratuity: boolean) =>
    `${commuted} for ${percent}% of the pension; ${gratuity ? "one-third" : "one-half"} of this is the tax-free limit.`,
  groupCommuted: "Commuted pension (section 10(10A))",
  groupSalary: "Pension taxed as salary",
  standardDeduction: "Standard deduction",
  taxablePension: "Taxable pension",
  groupFamilyResult: "Family pension (section 57(iia))",
  familyDeduction: "Deduction",
  taxableFamilyPension: "Taxable family pension",
  total: "Total",
  totalTaxable: "Added to your taxable income",
  noteStandardDeduction:
    "The standard deduction is allowed once a year against all salary and pension together. If you also draw a salary, or a pension from another employer, claim it only once.",
  noteWorkedBack:
    "The tax-free limit is worked back from the share commuted: the lump sum divided by that share gives the value of commuting the whole pension (section 10(10A)(ii)).",
  noteRelief: "Relief under section 89 (Rule 21A) can reduce the tax on the taxable part of a commuted pension received in a lump sum.",
  noteAnnuity:
    "A commuted pension from an annuity plan of LIC or another insurer's pension fund (section 10(23AAB)) is exempt in full under section 10(10A)(iii).",
  noteFamily:
    "Family pension is taxed as income from other sources: the salary standard deduction does not apply to it, only the section 57(iia) deduction.",
  notePaise: "Tax-free and taxable amounts drop any paise, so an exemption or deduction never exceeds the share the law allows.",
  note2025Act: (section: string) =>
    `Tax year 2026-27 falls under the Income-tax Act, 2025, which renumbers these sections: the standard deduction is in ${section} (section 16(ia) of the 1961 Act). For the commuted pension (section 10(10A)) and the family pension deduction (section 57(iia)) the text uses the 1961 numbers, with the same limits.`,
  /** A section's name from the rules ("section 19"), in the page's language. */
  section: (english: string) => english,
  breakdown: (year: string) => `Pension for ${year}`,
  explanation: [
    "A pension from a former employer is salary for income tax, so the monthly (uncommuted) pension is taxed at your slab rates after the standard deduction: ₹50,000 in the old regime, and ₹75,000 in the new regime from FY 2024-25 (₹50,000 in FY 2023-24).",
    "Many pensioners commute part of the pension: they give up, say, 40% of it for a lump sum. Section 10(10A) exempts the lump sum in full for employees of the Central and State Governments, the defence services, local authorities and statutory corporations. For anyone else, the exemption is one-third of the value of commuting the whole pension if gratuity was also received, and one-half if it was not. That full value is the lump sum divided by the share commuted; anything above the limit is taxed as salary. The exemption applies in both regimes.",
    "Family pension, paid to the family after a pensioner or employee dies, is income from other sources. Section 57(iia) allows a deduction of one-third of it, up to ₹15,000 in the old regime and ₹25,000 in the new regime from FY 2024-25 (₹15,000 in both regimes for FY 2023-24).",
    "This calculator shows what your pension adds to taxable income. Enter that figure, with your other income, in the income tax calculator to see the tax.",
  ] as readonly string[],
  faq: [
    {
      question: "Is commuted pension taxable?",
      answer:
        "For government employees it is fully exempt. For others, one-third of the full commuted value is exempt if you also received gratuity, and one-half if you did not; any excess is taxed as salary.",
    },
    {
      question: "How is the full commuted value worked out?",
      answer:
        "Divide the lump sum by the share of the pension commuted. If 40% of the pension was commuted for ₹6,00,000, the full value is ₹15,00,000, and with gratuity one-third of it, ₹5,00,000, is tax-free.",
    },
    {
      question: "Do pensioners get the standard deduction?",
      answer:
        "Yes. Pension from a former employer is salary, so the standard deduction applies: ₹75,000 in the new regime from FY 2024-25 and ₹50,000 in the old regime. It is allowed once, against salary and pension together.",
    },
    {
      question: "What is the deduction on family pension?",
      answer:
        "One-third of the family pension, up to ₹15,000 in the old regime and ₹25,000 in the new regime from FY 2024-25. A family pension of ₹60,000 in the new regime gets ₹20,000, leaving ₹40,000 taxable.",
    },
    {
      question: "Is the commuted pension exemption available in the new regime?",
      answer:
        "Yes. Section 10(10A) is not among the exemptions the new regime takes away, so commuted pension is exempt to the same extent in both regimes.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि एकमुश्त (कम्यूटेड) पेंशन का कितना हिस्सा धारा 10(10A) के तहत कर-मुक्त है, मानक कटौती के बाद मासिक पेंशन का कितना हिस्सा कर योग्य है, और धारा 57(iia) के तहत पारिवारिक पेंशन पर कितनी कटौती मिलती है, आपके वर्ष और कर व्यवस्था के हिसाब से।",
  keywords: "पेंशन कैलकुलेटर, एकमुश्त पेंशन छूट, कम्यूटेड पेंशन, धारा 10(10A), मासिक पेंशन, पारिवारिक पेंशन कटौती, धारा 57(iia), पेंशनभोगियों के लिए मानक कटौती, कर वर्ष 2026-27",
  groupYear: "वर्ष और कर व्यवस्था",
  groupPension: "आपकी पेंशन",
  groupFamily: "पारिवारिक पेंशन",
  fy: "वर्ष",
  regime: "कर व्यवस्था",
  regimeHelp: "इससे मानक कटौती और पारिवारिक पेंशन की कटौती बदलती है।",
  regimeOptions: { new: "नई (डिफ़ॉल्ट)", old: "पुरानी" },
  employer: "पेंशन देने वाला",
  employerHelp:
    "वैधानिक निगम वह संस्था है जो संसद या राज्य विधानमंडल के किसी अधिनियम से बनी हो, जैसे LIC या SBI; कंपनी अधिनियम के तहत पंजीकृत सरकारी कंपनी वैधानिक निगम नहीं है।",
  employerOptions: {
    other: "कोई और नियोक्ता (सरकारी कंपनी समेत)",
    government: "केंद्र या राज्य सरकार, रक्षा सेवाएँ, स्थानीय निकाय या वैधानिक निगम",
  },
  pension: "वर्ष में मिली नियमित पेंशन",
  pensionHelp: "वर्ष भर की आपकी मासिक पेंशन का जोड़: पूरे वर्ष के लिए मासिक राशि × 12।",
  commuted: "मिली एकमुश्त पेंशन (कम्यूटेड पेंशन)",
  commutedHelp: "पेंशन का कुछ हिस्सा छोड़ने के बदले मिली एक बार की राशि। अगर आपने पेंशन कम्यूट नहीं की, तो 0 लिखें।",
  commutedPct: "पेंशन का कम्यूट किया गया हिस्सा",
  commutedPctHelp: "एकमुश्त राशि के बदले छोड़ा गया पेंशन का हिस्सा, आपके पेंशन आदेश से, जैसे 40%।",
  gratuity: "मुझे इसी नियोक्ता से ग्रेच्युटी भी मिली",
  gratuityHelp: "ग्रेच्युटी मिली हो तो पूरे कम्यूटेड मूल्य का एक-तिहाई कर-मुक्त है; न मिली हो तो आधा।",
  familyPension: "वर्ष में मिली पारिवारिक पेंशन",
  familyPensionHelp: "किसी दिवंगत पेंशनभोगी या कर्मचारी के परिवार के सदस्य के रूप में मिली पेंशन। न मिली हो तो 0 लिखें।",
  year: (label: string) => label,
  commutedAllFree: (commuted: string) => `आपकी पूरी ${commuted} एकमुश्त पेंशन कर-मुक्त है। `,
  commutedPart: (commuted: string, exempt: string, taxable: string) =>
    `आपकी ${commuted} एकमुश्त पेंशन में से ${exempt} कर-मुक्त है और ${taxable} पर वेतन की तरह टैक्स लगता है। `,
  summary: (commutedSentence: string, total: string, year: string, regime: Regime) =>
    `${commutedSentence}${regime === "new" ? "नई" : "पुरानी"} कर व्यवस्था में आपकी पेंशन से ${year} की आपकी कर योग्य आय में ${total} जुड़ते हैं।`,
  exemptCommuted: "कर-मुक्त एकमुश्त पेंशन",
  taxableCommuted: "कर योग्य एकमुश्त पेंशन",
  fullValue: "पूरी पेंशन का कम्यूटेड मूल्य",
  fullValueNote: (commuted: string, percent: number, gratuity: boolean) =>
    `पेंशन के ${percent}% के लिए ${commuted}; इसका ${gratuity ? "एक-तिहाई" : "आधा"} कर-मुक्त सीमा है।`,
  groupCommuted: "एकमुश्त पेंशन (धारा 10(10A))",
  groupSalary: "वेतन के रूप में कर योग्य पेंशन",
  standardDeduction: "मानक कटौती",
  taxablePension: "कर योग्य पेंशन",
  groupFamilyResult: "पारिवारिक पेंशन (धारा 57(iia))",
  familyDeduction: "कटौती",
  taxableFamilyPension: "कर योग्य पारिवारिक पेंशन",
  total: "कुल",
  totalTaxable: "आपकी कर योग्य आय में जुड़ता है",
  noteStandardDeduction:
    "मानक कटौती वर्ष में एक बार, सारे वेतन और पेंशन को मिलाकर मिलती है। अगर आपको वेतन भी मिलता है, या किसी दूसरे नियोक्ता से भी पेंशन, तो इसे सिर्फ़ एक बार लें।",
  noteWorkedBack:
    "कर-मुक्त सीमा कम्यूट किए गए हिस्से से उल्टा निकाली जाती है: एकमुश्त राशि को उस हिस्से से भाग देने पर पूरी पेंशन कम्यूट करने का मूल्य मिलता है (धारा 10(10A)(ii))।",
  noteRelief: "धारा 89 (नियम 21A) के तहत राहत से एकमुश्त मिली पेंशन के कर योग्य हिस्से पर टैक्स घट सकता है।",
  noteAnnuity: "LIC या किसी और बीमा कंपनी के पेंशन फ़ंड (धारा 10(23AAB)) की एन्युटी योजना से मिली एकमुश्त पेंशन धारा 10(10A)(iii) के तहत पूरी कर-मुक्त है।",
  noteFamily: "पारिवारिक पेंशन पर अन्य स्रोतों से आय के रूप में टैक्स लगता है: इस पर वेतन वाली मानक कटौती नहीं, सिर्फ़ धारा 57(iia) की कटौती मिलती है।",
  notePaise: "कर-मुक्त और कर योग्य राशियों के पैसे छोड़ दिए जाते हैं, ताकि छूट या कटौती कभी कानून की तय सीमा से ज़्यादा न हो।",
  note2025Act: (section: string) =>
    `कर वर्ष 2026-27 आयकर अधिनियम, 2025 के तहत आता है, जिसमें इन धाराओं के नंबर बदल गए हैं: मानक कटौती ${section} में है (1961 के अधिनियम की धारा 16(ia))। एकमुश्त पेंशन (धारा 10(10A)) और पारिवारिक पेंशन की कटौती (धारा 57(iia)) के लिए यहाँ 1961 के नंबर लिखे हैं, सीमाएँ वही हैं।`,
  section: (english: string) => english.replace(/^section /, "धारा "),
  breakdown: (year: string) => `${year} की पेंशन`,
  explanation: [
    "पिछले नियोक्ता से मिली पेंशन आयकर में वेतन मानी जाती है, इसलिए मासिक पेंशन पर मानक कटौती के बाद आपकी स्लैब दरों से टैक्स लगता है: पुरानी कर व्यवस्था में ₹50,000, और नई कर व्यवस्था में वित्तीय वर्ष 2024-25 से ₹75,000 (वित्तीय वर्ष 2023-24 में ₹50,000)।",
    "कई पेंशनभोगी पेंशन का कुछ हिस्सा कम्यूट करते हैं: वे, मान लीजिए, इसका 40% छोड़कर एकमुश्त राशि ले लेते हैं। केंद्र और राज्य सरकार, रक्षा सेवाओं, स्थानीय निकायों और वैधानिक निगमों के कर्मचारियों के लिए धारा 10(10A) यह पूरी एकमुश्त राशि कर-मुक्त करती है। बाकी सबके लिए छूट पूरी पेंशन कम्यूट करने के मूल्य का एक-तिहाई है, अगर ग्रेच्युटी भी मिली, और आधा, अगर नहीं मिली। यह पूरा मूल्य एकमुश्त राशि को कम्यूट किए गए हिस्से से भाग देकर निकलता है; सीमा से ऊपर की राशि पर वेतन की तरह टैक्स लगता है। यह छूट दोनों कर व्यवस्थाओं में मिलती है।",
    "पारिवारिक पेंशन, जो किसी पेंशनभोगी या कर्मचारी की मृत्यु के बाद परिवार को मिलती है, अन्य स्रोतों से आय है। धारा 57(iia) इसके एक-तिहाई की कटौती देती है, पुरानी कर व्यवस्था में अधिकतम ₹15,000 और नई कर व्यवस्था में वित्तीय वर्ष 2024-25 से अधिकतम ₹25,000 (वित्तीय वर्ष 2023-24 में दोनों में ₹15,000)।",
    "यह कैलकुलेटर दिखाता है कि आपकी पेंशन से कर योग्य आय में कितना जुड़ता है। टैक्स देखने के लिए यह आँकड़ा अपनी बाकी आय के साथ आयकर कैलकुलेटर में लिखें।",
  ],
  faq: [
    {
      question: "क्या एकमुश्त पेंशन पर टैक्स लगता है?",
      answer:
        "सरकारी कर्मचारियों के लिए यह पूरी कर-मुक्त है। बाकी के लिए, अगर ग्रेच्युटी भी मिली तो पूरे कम्यूटेड मूल्य का एक-तिहाई कर-मुक्त है, और न मिली हो तो आधा; इससे ऊपर की राशि पर वेतन की तरह टैक्स लगता है।",
    },
    {
      question: "पूरी पेंशन का कम्यूटेड मूल्य कैसे निकलता है?",
      answer:
        "एकमुश्त राशि को पेंशन के कम्यूट किए गए हिस्से से भाग दें। अगर पेंशन का 40% ₹6,00,000 में कम्यूट हुआ, तो पूरा मूल्य ₹15,00,000 है, और ग्रेच्युटी मिली हो तो इसका एक-तिहाई, ₹5,00,000, कर-मुक्त है।",
    },
    {
      question: "क्या पेंशनभोगियों को मानक कटौती मिलती है?",
      answer:
        "हाँ। पिछले नियोक्ता से मिली पेंशन वेतन है, इसलिए मानक कटौती मिलती है: नई कर व्यवस्था में वित्तीय वर्ष 2024-25 से ₹75,000 और पुरानी कर व्यवस्था में ₹50,000। यह एक बार मिलती है, वेतन और पेंशन को मिलाकर।",
    },
    {
      question: "पारिवारिक पेंशन पर कितनी कटौती मिलती है?",
      answer:
        "पारिवारिक पेंशन का एक-तिहाई, पुरानी कर व्यवस्था में अधिकतम ₹15,000 और नई कर व्यवस्था में वित्तीय वर्ष 2024-25 से अधिकतम ₹25,000। नई कर व्यवस्था में ₹60,000 की पारिवारिक पेंशन पर ₹20,000 की कटौती मिलती है, और ₹40,000 कर योग्य रहते हैं।",
    },
    {
      question: "क्या नई कर व्यवस्था में एकमुश्त पेंशन की छूट मिलती है?",
      answer: "हाँ। धारा 10(10A) उन छूटों में नहीं है जिन्हें नई कर व्यवस्था हटाती है, इसलिए एकमुश्त पेंशन दोनों कर व्यवस्थाओं में बराबर हद तक कर-मुक्त है।",
    },
  ],
};

export const PENSION_TEXT: Catalogues<typeof en> = { en, hi };
