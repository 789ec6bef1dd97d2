import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { section80uMeta } from "./meta";

/*
 * Every word the section 80U calculator shows, in English and Hindi. The shared pieces (year
 * and slab fields, tax saved, new regime, certificate) come from ../80d/deduction-shared in
 * the page's language. Messages with figures are functions of them; the Hindi is written for
 * a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: section80uMeta.description,
  keywords: section80uMeta.keywords,
  groupYear: "Year",
  groupDisability: "Your disability",
  groupTaxSaved: "Tax saved",
  resident: "I was resident in India during the year",
  residentHelp: "Section 80U is for resident individuals only.",
  disability: "Extent of your disability (%)",
  disabilityHelp: "As stated on your disability certificate.",
  kind: "Kind of disability",
  summaryNonResident: (section: string, year: string) =>
    `No deduction under ${section}: it is for residents only, so a non-resident cannot claim it for ${year}.`,
  summaryBelow: (section: string, percent: number, minimum: number) =>
    `No deduction under ${section}: a disability of ${percent}% is below the ${minimum}% the section needs.`,
  summaryDeduction: (deduction: string, section: string, year: string, severe: boolean, percent: number) =>
    `You can deduct ${deduction} under ${section} for ${year}, in the old regime only: the flat amount for ${severe ? "a severe disability" : "a disability"} of ${percent}%, whatever you spent.`,
  oldRegime: "Old regime",
  deductionUnder: (section: string) => `Deduction under ${section}`,
  category: "Your category",
  certificate: "Certificate",
  stepResident: "Resident in India during the year",
  yes: "Yes",
  noDeduction: "No: no deduction",
  stepExtent: (percent: number, category: string) => `Extent of disability ${percent}%: ${category}`,
  stepThresholds: (minimum: number, severe: number) => `${minimum}% or more qualifies; ${severe}% or more is severe`,
  stepFlat: "Flat deduction, whatever was spent",
  stepDeduction: "Deduction",
  worth: "What it is worth",
  noteFixed: "The amount is fixed by law: you need no bills, only the certificate from a medical authority. Report its details in the return.",
  noteReassess:
    "If the certificate says the disability must be reassessed after a period, the deduction stops after the year in which the certificate expires until you get a new one.",
  note80dd: "If you claim this deduction, a family member cannot claim section 80DD for you in the same year.",
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  note2025Act: "From tax year 2026-27 the deduction is in section 154 of the Income-tax Act, 2025, with the same amounts as section 80U of the 1961 Act.",
  explanation: [
    "Section 80U gives a resident individual with a disability a fixed deduction from taxable income: ₹75,000 when a medical authority certifies a disability of 40% or more, and ₹1,25,000 when the disability is severe, 80% or more. The amount does not depend on what you spent on treatment, so no bills are needed.",
    "Disabilities covered include blindness, low vision, leprosy (cured), hearing impairment, locomotor disability, mental illness, intellectual disability, autism, cerebral palsy and multiple disabilities. For autism, cerebral palsy and multiple disabilities the certificate is Form 10-IA from a neurologist (a paediatric neurologist for a child) or a government hospital's civil surgeon or chief medical officer; for the others, the disability certificate issued under the disability law.",
    "The deduction belongs to the old regime. The new regime, the default since FY 2023-24, allows none of the Chapter VI-A deductions such as 80U, so a person with a disability should compare both regimes before filing. From tax year 2026-27 the same deduction sits in section 154 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "Do I need to show medical bills to claim section 80U?",
      answer:
        "No. The deduction is a fixed ₹75,000 or ₹1,25,000 whatever you spent. You need a valid disability certificate from a medical authority, whose details go in your return.",
    },
    {
      question: "What is a severe disability?",
      answer:
        "A disability of 80% or more as certified. It raises the deduction from ₹75,000 to ₹1,25,000. Below 40% there is no deduction under this section.",
    },
    {
      question: "Can I claim section 80U in the new tax regime?",
      answer:
        "No. The new regime allows no deduction under section 80U (or 80D, 80DD, 80TTA and 80TTB). You must choose the old regime in your return to claim it.",
    },
    {
      question: "Can a non-resident Indian claim section 80U?",
      answer: "No. Only an individual who is resident in India for the year can claim it.",
    },
    {
      question: "Can both section 80U and section 80DD be claimed for the same person?",
      answer:
        "No. If you claim 80U for your own disability, a family member who supports you cannot claim 80DD for you for that year. You can still claim 80DD yourself for a different dependant with a disability.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "प्रमाणित दिव्यांगता वाले निवासी के लिए धारा 80U की तय कटौती निकालें: 40% या अधिक दिव्यांगता पर ₹75,000, 80% या अधिक की गंभीर दिव्यांगता पर ₹1,25,000; साथ में ज़रूरी प्रमाणपत्र, और पुरानी कर व्यवस्था में इससे बचा टैक्स।",
  keywords: "धारा 80U, 80U कटौती, दिव्यांगता कटौती, गंभीर दिव्यांगता 1,25,000, फ़ॉर्म 10-IA, दिव्यांग व्यक्ति आयकर, धारा 154",
  groupYear: "वर्ष",
  groupDisability: "आपकी दिव्यांगता",
  groupTaxSaved: "बचा टैक्स",
  resident: "वर्ष के दौरान मैं भारत का निवासी था",
  residentHelp: "धारा 80U सिर्फ़ निवासी व्यक्तियों के लिए है।",
  disability: "आपकी दिव्यांगता (%)",
  disabilityHelp: "जैसा आपके दिव्यांगता प्रमाणपत्र में लिखा है।",
  kind: "दिव्यांगता का प्रकार",
  summaryNonResident: (section: string, year: string) =>
    `${section} के तहत कोई कटौती नहीं: यह सिर्फ़ निवासियों के लिए है, इसलिए अनिवासी ${year} के लिए इसे नहीं ले सकता।`,
  summaryBelow: (section: string, percent: number, minimum: number) =>
    `${section} के तहत कोई कटौती नहीं: ${percent}% की दिव्यांगता उस ${minimum}% से कम है जो इस धारा के लिए ज़रूरी है।`,
  summaryDeduction: (deduction: string, section: string, year: string, severe: boolean, percent: number) =>
    `आप ${year} के लिए ${section} के तहत ${deduction} की कटौती ले सकते हैं, सिर्फ़ पुरानी कर व्यवस्था में: ${percent}% की ${severe ? "गंभीर दिव्यांगता" : "दिव्यांगता"} के लिए तय राशि, चाहे आपने कितना भी खर्च किया हो।`,
  oldRegime: "पुरानी कर व्यवस्था",
  deductionUnder: (section: string) => `${section} के तहत कटौती`,
  category: "आपकी श्रेणी",
  certificate: "प्रमाणपत्र",
  stepResident: "वर्ष के दौरान भारत का निवासी",
  yes: "हाँ",
  noDeduction: "नहीं: कोई कटौती नहीं",
  stepExtent: (percent: number, category: string) => `दिव्यांगता ${percent}%: ${category}`,
  stepThresholds: (minimum: number, severe: number) => `${minimum}% या अधिक पर कटौती मिलती है; ${severe}% या अधिक गंभीर दिव्यांगता है`,
  stepFlat: "तय कटौती, चाहे कितना भी खर्च हुआ हो",
  stepDeduction: "कटौती",
  worth: "इसका फ़ायदा",
  noteFixed: "राशि कानून से तय है: कोई बिल नहीं चाहिए, सिर्फ़ चिकित्सा प्राधिकारी का प्रमाणपत्र। उसका ब्योरा रिटर्न में दें।",
  noteReassess:
    "अगर प्रमाणपत्र में लिखा है कि कुछ समय बाद दिव्यांगता का फिर से आकलन होगा, तो प्रमाणपत्र की अवधि खत्म होने वाले वर्ष के बाद कटौती तब तक नहीं मिलती जब तक नया प्रमाणपत्र न मिल जाए।",
  note80dd: "अगर आप यह कटौती लेते हैं, तो उसी वर्ष परिवार का कोई सदस्य आपके लिए धारा 80DD की कटौती नहीं ले सकता।",
  noteEstimate: "बचा टैक्स एक स्लैब दर पर अनुमान है; आयकर कैलकुलेटर कटौती के साथ और उसके बिना सटीक टैक्स बताता है।",
  note2025Act: "कर वर्ष 2026-27 से यह कटौती आयकर अधिनियम, 2025 की धारा 154 में है, 1961 के अधिनियम की धारा 80U जितनी ही राशियों के साथ।",
  explanation: [
    "धारा 80U दिव्यांगता वाले निवासी व्यक्ति को कर योग्य आय से तय कटौती देती है: अगर चिकित्सा प्राधिकारी 40% या अधिक दिव्यांगता प्रमाणित करे तो ₹75,000, और दिव्यांगता गंभीर यानी 80% या अधिक हो तो ₹1,25,000। यह राशि इलाज पर हुए खर्च पर निर्भर नहीं है, इसलिए कोई बिल नहीं चाहिए।",
    "इसमें दृष्टिहीनता, कम दृष्टि, कुष्ठ रोग (ठीक हो चुका), श्रवण दिव्यांगता, चलने-फिरने की दिव्यांगता, मानसिक रोग, बौद्धिक दिव्यांगता, ऑटिज़्म, सेरेब्रल पाल्सी और बहु-दिव्यांगता शामिल हैं। ऑटिज़्म, सेरेब्रल पाल्सी और बहु-दिव्यांगता के लिए प्रमाणपत्र फ़ॉर्म 10-IA है, जो न्यूरोलॉजिस्ट (बच्चे के लिए बाल न्यूरोलॉजिस्ट) या सरकारी अस्पताल के सिविल सर्जन या मुख्य चिकित्सा अधिकारी देते हैं; बाकी के लिए दिव्यांगता कानून के तहत जारी दिव्यांगता प्रमाणपत्र।",
    "यह कटौती पुरानी कर व्यवस्था की है। नई कर व्यवस्था, जो वित्तीय वर्ष 2023-24 से डिफ़ॉल्ट है, 80U जैसी अध्याय VI-A की कोई कटौती नहीं देती, इसलिए दिव्यांग व्यक्ति को रिटर्न भरने से पहले दोनों कर व्यवस्थाओं की तुलना करनी चाहिए। कर वर्ष 2026-27 से यही कटौती आयकर अधिनियम, 2025 की धारा 154 में है।",
  ],
  faq: [
    {
      question: "क्या धारा 80U की कटौती के लिए मेडिकल बिल दिखाने होते हैं?",
      answer:
        "नहीं। कटौती तय ₹75,000 या ₹1,25,000 है, चाहे आपने कितना भी खर्च किया हो। आपको चिकित्सा प्राधिकारी का मान्य दिव्यांगता प्रमाणपत्र चाहिए, जिसका ब्योरा आपके रिटर्न में जाता है।",
    },
    {
      question: "गंभीर दिव्यांगता क्या है?",
      answer: "प्रमाणपत्र के अनुसार 80% या अधिक की दिव्यांगता। इससे कटौती ₹75,000 से बढ़कर ₹1,25,000 हो जाती है। 40% से कम पर इस धारा में कोई कटौती नहीं है।",
    },
    {
      question: "क्या नई कर व्यवस्था में धारा 80U की कटौती मिलती है?",
      answer: "नहीं। नई कर व्यवस्था धारा 80U (या 80D, 80DD, 80TTA और 80TTB) के तहत कोई कटौती नहीं देती। इसे लेने के लिए आपको रिटर्न में पुरानी कर व्यवस्था चुननी होगी।",
    },
    {
      question: "क्या अनिवासी भारतीय (NRI) धारा 80U की कटौती ले सकता है?",
      answer: "नहीं। सिर्फ़ वही व्यक्ति यह कटौती ले सकता है जो उस वर्ष भारत का निवासी हो।",
    },
    {
      question: "क्या एक ही व्यक्ति के लिए धारा 80U और धारा 80DD, दोनों ली जा सकती हैं?",
      answer:
        "नहीं। अगर आप अपनी दिव्यांगता के लिए 80U लेते हैं, तो आपकी देखभाल करने वाला परिवार का सदस्य उस वर्ष आपके लिए 80DD नहीं ले सकता। आप खुद किसी दूसरे दिव्यांग आश्रित के लिए 80DD ले सकते हैं।",
    },
  ],
};

export const SECTION_80U_TEXT: Catalogues<typeof en> = { en, hi };
