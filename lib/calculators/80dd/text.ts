import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { DependantRelation, Section80DDClaimant } from "@/lib/tax/deduction-80dd";
import { section80ddMeta } from "./meta";

/*
 * Every word the section 80DD calculator shows, in English and Hindi. Messages with figures
 * are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

type Act = "1961" | "2025";

const en = {
  description: section80ddMeta.description,
  keywords: section80ddMeta.keywords,
  groupYear: "Year and claimant",
  groupPerson: "The person with disability",
  groupSpending: "Spending",
  groupTaxSaved: "Tax saved",
  claimant: "Who claims",
  claimantOptions: { individual: "I do (an individual)", huf: "A Hindu undivided family (HUF)" } as Readonly<Record<Section80DDClaimant, string>>,
  resident: "The claimant was resident in India during the year",
  residentHelp: "Section 80DD is for residents only.",
  relation: "The person with disability is your",
  relationLabels: {
    spouse: "Spouse",
    child: "Son or daughter",
    parent: "Father or mother",
    sibling: "Brother or sister",
    other: "Another relative or person",
  } as Readonly<Record<DependantRelation, string>>,
  /** A relation's label mid-sentence. */
  relationInSentence: (label: string) => label.toLowerCase(),
  member: "The person with disability is a member of the HUF",
  dependent: "They depend wholly or mainly on the claimant for support and maintenance",
  claims80u: "They claim section 80U for their own disability",
  claims80uHelp: "Someone who claims 80U in their own return is not a dependant for 80DD.",
  disability: "Extent of their disability (%)",
  disabilityHelp: "As stated on the disability certificate.",
  kind: "Their disability",
  spent: "Spent on them during the year",
  spentHelp:
    "Medical treatment, nursing, training or rehabilitation, or premiums paid into an LIC or insurer scheme for their maintenance. Any amount above nil is enough: the deduction does not depend on it.",
  refusalNonResident: "the claimant must be resident in India",
  refusalHufMember: "an HUF can claim only for one of its members",
  refusalRelation: (relation: string) => `only a spouse, child, parent, brother or sister can be your dependant, not ${relation}`,
  refusalNotDependent: "the person must depend wholly or mainly on the claimant for support and maintenance",
  refusalClaims80u: (conditions: string) => `a person who claims section 80U for themselves is not a dependant (${conditions})`,
  refusalBelowThreshold: (extent: number, minimum: number) => `a disability of ${extent}% is below the ${minimum}% the section needs`,
  refusalNothingSpent:
    "the claimant must have spent something on the person's treatment, nursing, training or rehabilitation, or paid into an approved scheme for them, during the year",
  /** The rules' dependant conditions in words: English reads the rule's own text. */
  dependantConditions: (english: string, _act: Act) => english,
  reasons: (reasons: readonly string[]) => (reasons.length > 0 ? `${reasons.join("; ")}.` : ""),
  summaryDeduction: (huf: boolean, amount: string, section: string, year: string, severe: boolean) =>
    `${huf ? "The HUF" : "You"} can deduct ${amount} under ${section} for ${year}, in the old regime only: the flat amount for ${
      severe ? "a dependant with severe disability" : "a dependant with disability"
    }, whatever was spent.`,
  summaryNone: (section: string, reasons: string) => `No deduction under ${section}: ${reasons}`,
  hufMember: "A member of the HUF",
  relationStep: (relation: string) => `Relation: ${relation}`,
  canBeDependant: "Can be a dependant",
  notDependantUnderSection: "Not a dependant under the section",
  yes: "Yes",
  no: "No",
  noNotDependant: "No: not a dependant",
  noNoDeduction: "No: no deduction",
  yesNotDependant: "Yes: not a dependant",
  oldRegime: "Old regime",
  deductionUnder: (section: string) => `Deduction under ${section}`,
  notAllowed: (reasons: string) => `Not allowed: ${reasons}`,
  category: "Their category",
  certificate: "Certificate",
  conditionsOf: (section: string) => `Conditions of ${section}`,
  stepResident: "Claimant resident in India",
  stepDepends: "Depends wholly or mainly on the claimant",
  stepClaims80u: "Claims section 80U for themselves",
  stepExtent: (extent: number, category: string) => `Extent of disability ${extent}%: ${category}`,
  stepExtentText: (minimum: number, severe: number) => `${minimum}% or more qualifies; ${severe}% or more is severe`,
  stepSpent: "Spent or paid into an approved scheme during the year",
  deduction: "Deduction",
  stepFlat: (spent: string) => `Flat deduction, whatever was spent (${spent} here)`,
  stepNotMet: "Deduction: a condition is not met",
  noteFixed:
    "The amount is fixed by law once you have spent something on the dependant or paid into an approved scheme; keep the bills or receipts and the certificate, and report the certificate's details in the return.",
  noteDependant:
    "For an individual, a dependant is a spouse, child, parent, brother or sister who depends wholly or mainly on you; for an HUF, a member who depends on the HUF.",
  noteScheme:
    "A scheme payment counts only if the scheme (of LIC or another insurer, approved by the CBDT) pays an annuity or lump sum for the dependant on your death, or once you turn 60 and stop paying, and the dependant or a trust for them is the nominee.",
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  /** The 2025 Act's flat-amount note from the rules: English reads it as given. */
  flatAmountNote: (english: string) => english,
  explanation: [
    "Section 80DD helps a resident individual or HUF that looks after a dependant with a disability. Once you have spent anything on the dependant's medical treatment, nursing, training or rehabilitation during the year, or paid into an approved LIC or insurer scheme for their maintenance, you deduct a fixed ₹75,000, or ₹1,25,000 if the disability is severe (80% or more). The amount does not depend on how much you spent.",
    "An individual's dependant can be a spouse, child, parent, brother or sister; an HUF's, any of its members. The dependant must rely wholly or mainly on the claimant for support and must not claim section 80U for their own disability. A certificate from a medical authority is needed: Form 10-IA for autism, cerebral palsy and multiple disabilities.",
    "The deduction belongs to the old regime; the new regime allows none of it. From tax year 2026-27 the same deduction sits in section 127 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "I spent only ₹10,000 on my mother's treatment. Is my deduction ₹10,000?",
      answer:
        "No. If her disability is certified at 40% or more, the deduction is the flat ₹75,000 (₹1,25,000 at 80% or more), whatever you spent, as long as you did spend something or paid into an approved scheme.",
    },
    {
      question: "Can I claim 80DD for my brother?",
      answer:
        "Yes, if he depends wholly or mainly on you for support and maintenance and does not claim section 80U himself. Brothers, sisters, parents, a spouse and children can all be dependants.",
    },
    {
      question: "My dependant claims section 80U. Can I still claim 80DD for them?",
      answer:
        "No. A person who claims 80U for their own disability is not a dependant for 80DD in that year. The family should compare which claim saves more.",
    },
    {
      question: "Is section 80DD allowed in the new tax regime?",
      answer: "No. Only the old regime allows it; choose the old regime when you file the return to claim it.",
    },
    {
      question: "Can I claim both 80DD and 80D for the same person?",
      answer:
        "Yes. 80D covers health-insurance premium (and some medical bills of senior citizens) within its own limits; 80DD is a separate flat deduction for a dependant with disability.",
    },
  ] as readonly { question: string; answer: string }[],
};

const DEPENDANT_CONDITIONS_HI: Readonly<Record<Act, string>> = {
  "1961": "भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर, और धारा 80U का दावा न करने वाला",
  "2025": "भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर, और धारा 154 (80U) का दावा न करने वाला",
};

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि आप या आपका हिंदू अविभाजित परिवार (HUF) दिव्यांग आश्रित के लिए धारा 80DD की कटौती ले सकते हैं या नहीं, और कितनी: खर्च चाहे जितना हो, तय ₹75,000, या गंभीर दिव्यांगता पर ₹1,25,000; साथ में पुरानी कर व्यवस्था में इससे बचने वाला टैक्स।",
  keywords: "धारा 80DD, 80DD कटौती, दिव्यांग आश्रित, दिव्यांग आश्रित पर कटौती, 75000, 125000, फ़ॉर्म 10-IA, धारा 127",
  groupYear: "वर्ष और दावेदार",
  groupPerson: "दिव्यांग व्यक्ति",
  groupSpending: "खर्च",
  groupTaxSaved: "बचा टैक्स",
  claimant: "दावा कौन कर रहा है",
  claimantOptions: { individual: "मैं (व्यक्तिगत करदाता)", huf: "हिंदू अविभाजित परिवार (HUF)" },
  resident: "वर्ष के दौरान दावेदार भारत का निवासी था",
  residentHelp: "धारा 80DD सिर्फ़ निवासियों के लिए है।",
  relation: "दिव्यांग व्यक्ति से आपका रिश्ता",
  relationLabels: {
    spouse: "पति या पत्नी",
    child: "बेटा या बेटी",
    parent: "पिता या माता",
    sibling: "भाई या बहन",
    other: "कोई और रिश्तेदार या व्यक्ति",
  },
  relationInSentence: (label: string) => label,
  member: "दिव्यांग व्यक्ति HUF का सदस्य है",
  dependent: "वे भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर हैं",
  claims80u: "वे अपनी दिव्यांगता के लिए धारा 80U का दावा करते हैं",
  claims80uHelp: "जो व्यक्ति अपने रिटर्न में 80U का दावा करता है, वह 80DD के लिए आश्रित नहीं माना जाता।",
  disability: "उनकी दिव्यांगता (%)",
  disabilityHelp: "दिव्यांगता प्रमाणपत्र में जितनी लिखी है।",
  kind: "उनकी दिव्यांगता का प्रकार",
  spent: "वर्ष में उन पर किया खर्च",
  spentHelp:
    "इलाज, नर्सिंग, प्रशिक्षण या पुनर्वास का खर्च, या उनके भरण-पोषण के लिए भारतीय जीवन बीमा निगम या किसी और बीमा कंपनी की योजना में भरा प्रीमियम। शून्य से ज़्यादा कोई भी राशि काफ़ी है: कटौती इस राशि पर निर्भर नहीं करती।",
  refusalNonResident: "दावेदार का भारत का निवासी होना ज़रूरी है",
  refusalHufMember: "HUF सिर्फ़ अपने किसी सदस्य के लिए दावा कर सकता है",
  refusalRelation: (relation: string) => `सिर्फ़ पति या पत्नी, संतान, माता-पिता, भाई या बहन आपके आश्रित हो सकते हैं; ${relation} नहीं`,
  refusalNotDependent: "व्यक्ति का भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर होना ज़रूरी है",
  refusalClaims80u: (conditions: string) => `जो व्यक्ति अपने लिए धारा 80U का दावा करता है, वह आश्रित नहीं है (${conditions})`,
  refusalBelowThreshold: (extent: number, minimum: number) => `${extent}% की दिव्यांगता उस ${minimum}% से कम है, जो इस धारा के लिए ज़रूरी है`,
  refusalNothingSpent:
    "ज़रूरी है कि दावेदार ने वर्ष के दौरान उस व्यक्ति के इलाज, नर्सिंग, प्रशिक्षण या पुनर्वास पर कुछ खर्च किया हो, या उसके लिए किसी मंज़ूर योजना में भुगतान किया हो",
  dependantConditions: (_english: string, act: Act) => DEPENDANT_CONDITIONS_HI[act],
  reasons: (reasons: readonly string[]) => (reasons.length > 0 ? `${reasons.join("; ")}।` : ""),
  summaryDeduction: (huf: boolean, amount: string, section: string, year: string, severe: boolean) =>
    `${year} के लिए ${huf ? "HUF" : "आप"} ${section} के तहत ${amount} की कटौती ले ${huf ? "सकता है" : "सकते हैं"}, सिर्फ़ पुरानी कर व्यवस्था में: यह ${
      severe ? "गंभीर दिव्यांगता वाले आश्रित" : "दिव्यांग आश्रित"
    } के लिए तय राशि है, खर्च चाहे जितना हुआ हो।`,
  summaryNone: (section: string, reasons: string) => `${section} के तहत कोई कटौती नहीं: ${reasons}`,
  hufMember: "HUF का सदस्य",
  relationStep: (relation: string) => `रिश्ता: ${relation}`,
  canBeDependant: "आश्रित हो सकते हैं",
  notDependantUnderSection: "इस धारा के तहत आश्रित नहीं",
  yes: "हाँ",
  no: "नहीं",
  noNotDependant: "नहीं: आश्रित नहीं",
  noNoDeduction: "नहीं: कोई कटौती नहीं",
  yesNotDependant: "हाँ: आश्रित नहीं",
  oldRegime: "पुरानी कर व्यवस्था",
  deductionUnder: (section: string) => `${section} के तहत कटौती`,
  notAllowed: (reasons: string) => `नहीं मिलती: ${reasons}`,
  category: "उनकी श्रेणी",
  certificate: "प्रमाणपत्र",
  conditionsOf: (section: string) => `${section} की शर्तें`,
  stepResident: "दावेदार भारत का निवासी",
  stepDepends: "पूरी तरह या मुख्य रूप से दावेदार पर निर्भर",
  stepClaims80u: "अपने लिए धारा 80U का दावा करते हैं",
  stepExtent: (extent: number, category: string) => `दिव्यांगता ${extent}%: ${category}`,
  stepExtentText: (minimum: number, severe: number) => `${minimum}% या अधिक पर कटौती मिलती है; ${severe}% या अधिक गंभीर दिव्यांगता है`,
  stepSpent: "वर्ष में किया खर्च या मंज़ूर योजना में किया भुगतान",
  deduction: "कटौती",
  stepFlat: (spent: string) => `तय कटौती, खर्च चाहे जितना हो (यहाँ ${spent})`,
  stepNotMet: "कटौती: कोई शर्त पूरी नहीं होती",
  noteFixed:
    "आश्रित पर कुछ भी खर्च करते ही, या मंज़ूर योजना में भुगतान करते ही, कटौती की राशि कानून से तय हो जाती है; बिल या रसीदें और प्रमाणपत्र सँभालकर रखें, और रिटर्न में प्रमाणपत्र का ब्योरा दें।",
  noteDependant:
    "किसी व्यक्ति के आश्रित उसके पति या पत्नी, संतान, माता-पिता, भाई या बहन हो सकते हैं, जो पूरी तरह या मुख्य रूप से उस पर निर्भर हों; HUF का आश्रित उसका कोई सदस्य, जो HUF पर निर्भर हो।",
  noteScheme:
    "योजना में किया भुगतान तभी गिना जाता है जब योजना (भारतीय जीवन बीमा निगम या किसी और बीमा कंपनी की, केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) से मंज़ूर) आपकी मृत्यु पर, या 60 वर्ष के होने पर आपके भुगतान बंद करने के बाद, आश्रित के लिए एन्युटी या एकमुश्त राशि दे, और आश्रित या उसके लिए बना ट्रस्ट नॉमिनी हो।",
  noteEstimate: "बचा टैक्स एक स्लैब दर पर लगाया अनुमान है; आयकर कैलकुलेटर कटौती के साथ और उसके बिना सही टैक्स बताता है।",
  flatAmountNote: (english: string) =>
    english
      ? 'अनिश्चित: आयकर अधिनियम, 2025 की धारा 127(1) "पचहत्तर हज़ार रुपये तक" की कटौती देती है, जबकि धारा 80DD(1) "इतनी राशि" की कटौती देती थी। शब्दशः पढ़ें तो 2025 का अधिनियम कटौती को खर्च की गई राशि तक सीमित कर सकता है; पर इस अधिनियम का मकसद नीति बदले बिना कानून को नए सिरे से लिखना था, इसलिए हम तय राशि ही लेते हैं। अपने बिल और योजना की रसीदें सँभालकर रखें।'
      : "",
  explanation: [
    "धारा 80DD उस निवासी व्यक्ति या हिंदू अविभाजित परिवार (HUF) की मदद करती है जो किसी दिव्यांग आश्रित की देखभाल करता है। अगर आपने वर्ष के दौरान आश्रित के इलाज, नर्सिंग, प्रशिक्षण या पुनर्वास पर कुछ भी खर्च किया, या उनके भरण-पोषण के लिए भारतीय जीवन बीमा निगम या किसी बीमा कंपनी की मंज़ूर योजना में भुगतान किया, तो आप तय ₹75,000 की कटौती लेते हैं, या दिव्यांगता गंभीर (80% या अधिक) हो तो ₹1,25,000 की। यह राशि इस पर निर्भर नहीं करती कि आपने कितना खर्च किया।",
    "किसी व्यक्ति के आश्रित उसके पति या पत्नी, संतान, माता-पिता, भाई या बहन हो सकते हैं; HUF का आश्रित उसका कोई भी सदस्य। आश्रित का भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर होना ज़रूरी है, और वह अपनी दिव्यांगता के लिए धारा 80U का दावा न करे। चिकित्सा प्राधिकारी का प्रमाणपत्र चाहिए: ऑटिज़्म, सेरेब्रल पाल्सी और बहु-दिव्यांगता के लिए फ़ॉर्म 10-IA।",
    "यह कटौती सिर्फ़ पुरानी कर व्यवस्था में है; नई कर व्यवस्था इसे बिलकुल नहीं देती। कर वर्ष 2026-27 से यही कटौती आयकर अधिनियम, 2025 की धारा 127 में है।",
  ],
  faq: [
    {
      question: "मैंने माँ के इलाज पर सिर्फ़ ₹10,000 खर्च किए। क्या मेरी कटौती ₹10,000 है?",
      answer:
        "नहीं। अगर प्रमाणपत्र में उनकी दिव्यांगता 40% या अधिक है, तो कटौती तय ₹75,000 है (80% या अधिक पर ₹1,25,000), आपने चाहे जितना खर्च किया हो, बशर्ते आपने कुछ खर्च किया हो या किसी मंज़ूर योजना में भुगतान किया हो।",
    },
    {
      question: "क्या मैं अपने भाई के लिए 80DD का दावा कर सकता हूँ?",
      answer:
        "हाँ, अगर वह भरण-पोषण के लिए पूरी तरह या मुख्य रूप से आप पर निर्भर है और ख़ुद धारा 80U का दावा नहीं करता। भाई, बहन, माता-पिता, पति या पत्नी और संतान, सभी आश्रित हो सकते हैं।",
    },
    {
      question: "मेरा आश्रित धारा 80U का दावा करता है। क्या मैं फिर भी उसके लिए 80DD ले सकता हूँ?",
      answer: "नहीं। जो व्यक्ति अपनी दिव्यांगता के लिए 80U का दावा करता है, वह उस वर्ष 80DD के लिए आश्रित नहीं है। परिवार तुलना कर ले कि किस दावे से ज़्यादा बचत होती है।",
    },
    {
      question: "क्या नई कर व्यवस्था में धारा 80DD की कटौती मिलती है?",
      answer: "नहीं। यह सिर्फ़ पुरानी कर व्यवस्था में मिलती है; इसका दावा करने के लिए रिटर्न दाखिल करते समय पुरानी कर व्यवस्था चुनें।",
    },
    {
      question: "क्या एक ही व्यक्ति के लिए 80DD और 80D दोनों ले सकते हैं?",
      answer:
        "हाँ। 80D अपनी सीमाओं के भीतर स्वास्थ्य बीमा प्रीमियम (और वरिष्ठ नागरिकों के कुछ इलाज के बिल) पर कटौती देती है; 80DD दिव्यांग आश्रित के लिए अलग, तय राशि की कटौती है।",
    },
  ],
};

export const SECTION_80DD_TEXT: Catalogues<typeof en> = { en, hi };
