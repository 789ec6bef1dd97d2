import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { section80dMeta } from "./meta";

/*
 * Every word the section 80D calculator shows, in English and Hindi. Messages with figures
 * are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

type Act = "1961" | "2025";

const PREMIUM_HELP =
  "Paid by cheque, card, UPI or bank transfer, with contributions to CGHS or a notified health scheme. For a policy paid for several years at once, enter this year's share.";
const SENIOR_HELP = "Resident in India and 60 or more at any time during the year. It raises the limit from ₹25,000 to ₹50,000.";
const MEDICAL_HELP = "Only for someone aged 60 or more, resident, with no health insurance; paid other than in cash.";
const CHECKUP_HELP = "Cash allowed. At most ₹5,000 in all, for your family and your parents together.";

const en = {
  description: section80dMeta.description,
  keywords: section80dMeta.keywords,
  groupYear: "Year",
  groupSelf: "You, your spouse and children",
  groupParents: "Your parents",
  groupCash: "Paid in cash",
  groupTaxSaved: "Tax saved",
  selfPremium: "Premium for you, your spouse and dependent children",
  premiumHelp: PREMIUM_HELP,
  selfSenior: "Someone insured by that premium is a senior citizen",
  seniorHelp: SENIOR_HELP,
  selfMedical: "Medical bills of a senior citizen in your family with no health insurance",
  selfMedicalHelp: `You, your spouse or a dependent child. ${MEDICAL_HELP}`,
  selfCheckup: "Preventive health check-ups for your family",
  checkupHelp: CHECKUP_HELP,
  parentsPremium: "Premium for your parents",
  parentsPremiumHelp: `Your father and mother, dependent on you or not (not parents-in-law). ${PREMIUM_HELP}`,
  parentsSenior: "A parent insured by that premium is a senior citizen",
  parentsMedical: "Medical bills of a parent with no health insurance",
  medicalHelp: MEDICAL_HELP,
  parentsCheckup: "Preventive health check-ups for your parents",
  cash: "Premium or medical bills paid in cash",
  cashHelp: "Not deductible. A check-up paid in cash goes in a check-up field instead.",
  whoFamily: "your family",
  whoParents: "your parents",
  stepPremium: (who: string) => `Premium and health-scheme contributions for ${who}`,
  stepLimitSenior: "Limit on premium and check-ups, a senior citizen insured",
  stepLimitNoSenior: "Limit on premium and check-ups, no senior citizen insured",
  stepPremiumCounted: "Premium counted",
  stepCheckups: (paid: string, most: string) => `Preventive check-ups counted (${paid} paid; ${most} at most for both sides, within the limit)`,
  stepMedical: (paid: string) => `Medical bills of an uninsured senior citizen counted (${paid} paid)`,
  stepSideDeduction: (who: string, aggregate: string) => `Deduction for ${who} (premium, check-ups and medical bills together at most ${aggregate})`,
  summaryDeduction: (amount: string, section: string, year: string, family: string, parents: string) =>
    `You can deduct ${amount} under ${section} for ${year}, in the old regime only: ${family} for your family and ${parents} for your parents.`,
  summaryCash: (section: string) =>
    `No deduction under ${section}: premium and medical bills paid in cash do not count; only a check-up may be paid in cash.`,
  summaryNone: (section: string) =>
    `No deduction under ${section} for these figures: enter the health-insurance premium, check-ups or a senior citizen's medical bills you paid.`,
  oldRegime: "Old regime",
  forSelf: "For you, your spouse and children",
  forParents: "For your parents",
  totalDeduction: (section: string) => `Total deduction under ${section}`,
  limit: "Most you could deduct, for the ages entered",
  limitNote: "₹25,000 a side, ₹50,000 for a side with a senior citizen insured or with a senior citizen's medical bills.",
  total: "Total",
  stepCash: (cash: string) => `Paid in cash, ${cash}: not deductible`,
  deductionUnder: (section: string) => `Deduction under ${section}`,
  /** The rules' meaning of "senior citizen": English reads the rule's own text. */
  seniorCitizen: (english: string, _act: Act) => english,
  noteSenior: (senior: string) => `A senior citizen here is ${senior}.`,
  noteCheckup:
    "The ₹5,000 for check-ups is one allowance for both sides; it counts only where the premium leaves room within the limit, and goes first to your family's side.",
  noteMedical: "Medical bills count only for a senior citizen with no health insurance; for anyone insured, only the premium counts.",
  noteMultiYear:
    "A premium paid in one go for a policy of several years is deducted in equal shares over those years (section 80D(4A) of the 1961 Act); enter this year's share.",
  noteNotCovered:
    "Premium for parents-in-law, brothers, sisters or a working child's own policy does not count. An HUF (₹25,000 or ₹50,000 for its members) is not covered here.",
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  note2025: "From tax year 2026-27 the deduction is in section 126 of the Income-tax Act, 2025, with the same limits as section 80D of the 1961 Act.",
  explanation: [
    "Section 80D lets an individual deduct what they pay for health insurance, in two separate sides. For yourself, your spouse and your dependent children the limit is ₹25,000 a year, raised to ₹50,000 when someone insured is a senior citizen (60 or more and resident). For your parents, whether or not they depend on you, there is another ₹25,000, or ₹50,000 when an insured parent is a senior citizen. So the most is ₹50,000, ₹75,000 or ₹1,00,000.",
    "Within those limits you can also count preventive health check-ups, up to ₹5,000 in all for both sides, and these alone may be paid in cash. Premium, contributions to CGHS or a notified health scheme, and medical bills must be paid by cheque, card, UPI or bank transfer. A senior citizen who has no health insurance can still bring a deduction: their medical bills count, within the ₹50,000 limit of their side.",
    "This calculator works out each side and the total, shows which limit applies and why, and estimates the tax saved at your old-regime slab. The new regime allows no 80D deduction. From tax year 2026-27 the same deduction is section 126 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "How much can I claim under section 80D?",
      answer:
        "Up to ₹25,000 for yourself, spouse and children (₹50,000 if a senior citizen is insured) and another ₹25,000 for your parents (₹50,000 if a parent insured is a senior citizen): ₹1,00,000 at most when both sides have a senior citizen.",
    },
    {
      question: "Is the ₹5,000 for a preventive health check-up on top of the limit?",
      answer:
        "No. It is part of the ₹25,000 or ₹50,000 limit, and ₹5,000 is the most for check-ups for you and your parents together. It is the only item you may pay in cash.",
    },
    {
      question: "My father is 85 and has no health insurance. Can I claim his medical bills?",
      answer: "Yes. For a senior citizen with no health insurance, medical bills you pay other than in cash count, up to ₹50,000 for the parents' side.",
    },
    {
      question: "I paid the premium in cash. Can I claim it?",
      answer: "No. Premium paid in cash gets no deduction. Pay by cheque, card, UPI or bank transfer; only a preventive check-up may be paid in cash.",
    },
    {
      question: "Can I claim section 80D in the new tax regime?",
      answer: "No. The new regime, the default, allows no 80D deduction. Choose the old regime in your return to claim it.",
    },
    {
      question: "I paid a three-year premium in one go. How much can I claim this year?",
      answer: "One third of it this year and one third in each of the next two years, each within that year's limit.",
    },
  ] as readonly { question: string; answer: string }[],
};

const PREMIUM_HELP_HI =
  "चेक, कार्ड, UPI या बैंक ट्रांसफ़र से चुकाया प्रीमियम, और केंद्र सरकार स्वास्थ्य योजना या किसी अधिसूचित स्वास्थ्य योजना में दिया योगदान। कई वर्षों की पॉलिसी का प्रीमियम एक साथ चुकाया हो, तो इस वर्ष का हिस्सा लिखें।";
const MEDICAL_HELP_HI = "सिर्फ़ 60 वर्ष या अधिक उम्र के ऐसे निवासी के लिए जिसका स्वास्थ्य बीमा नहीं है; भुगतान नकद के अलावा किसी और तरीके से।";

const SENIOR_CITIZEN_HI: Readonly<Record<Act, string>> = {
  "1961": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
  "2025": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र कर वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
};

const hi: TranslationOf<typeof en> = {
  description:
    "अपने परिवार और अपने माता-पिता के स्वास्थ्य बीमा प्रीमियम, निवारक स्वास्थ्य जाँच और वरिष्ठ नागरिक के इलाज के बिलों पर धारा 80D की कटौती ₹25,000 और ₹50,000 की सीमाओं के भीतर निकालें, और जानें कि पुरानी कर व्यवस्था में इससे कितना टैक्स बचता है।",
  keywords: "धारा 80D, 80D कैलकुलेटर, स्वास्थ्य बीमा पर कटौती, मेडिक्लेम पर टैक्स लाभ, निवारक स्वास्थ्य जाँच 5000, वरिष्ठ नागरिक माता-पिता 50000, धारा 126",
  groupYear: "वर्ष",
  groupSelf: "आप, आपके पति या पत्नी और बच्चे",
  groupParents: "आपके माता-पिता",
  groupCash: "नकद भुगतान",
  groupTaxSaved: "बचा टैक्स",
  selfPremium: "आपके, आपके पति या पत्नी और आश्रित बच्चों के लिए प्रीमियम",
  premiumHelp: PREMIUM_HELP_HI,
  selfSenior: "इस प्रीमियम से बीमित कोई व्यक्ति वरिष्ठ नागरिक है",
  seniorHelp: "भारत के निवासी, जिनकी उम्र वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही। इससे सीमा ₹25,000 से बढ़कर ₹50,000 हो जाती है।",
  selfMedical: "आपके परिवार में बिना स्वास्थ्य बीमा वाले वरिष्ठ नागरिक के इलाज के बिल",
  selfMedicalHelp: `आप, आपके पति या पत्नी या आश्रित संतान। ${MEDICAL_HELP_HI}`,
  selfCheckup: "आपके परिवार की निवारक स्वास्थ्य जाँच",
  checkupHelp: "नकद भुगतान भी चलेगा। आपके परिवार और माता-पिता, दोनों के लिए मिलाकर अधिकतम ₹5,000।",
  parentsPremium: "आपके माता-पिता के लिए प्रीमियम",
  parentsPremiumHelp: `आपके पिता और माता, चाहे आप पर निर्भर हों या नहीं (सास-ससुर नहीं)। ${PREMIUM_HELP_HI}`,
  parentsSenior: "इस प्रीमियम से बीमित माता या पिता वरिष्ठ नागरिक हैं",
  parentsMedical: "बिना स्वास्थ्य बीमा वाले माता या पिता के इलाज के बिल",
  medicalHelp: MEDICAL_HELP_HI,
  parentsCheckup: "आपके माता-पिता की निवारक स्वास्थ्य जाँच",
  cash: "नकद चुकाया प्रीमियम या इलाज के बिल",
  cashHelp: "इन पर कटौती नहीं मिलती। नकद चुकाई गई स्वास्थ्य जाँच इसकी जगह जाँच वाले फ़ील्ड में लिखें।",
  whoFamily: "आपके परिवार",
  whoParents: "आपके माता-पिता",
  stepPremium: (who: string) => `${who} के लिए प्रीमियम और स्वास्थ्य योजना में योगदान`,
  stepLimitSenior: "प्रीमियम और जाँच की सीमा, कोई वरिष्ठ नागरिक बीमित है",
  stepLimitNoSenior: "प्रीमियम और जाँच की सीमा, कोई वरिष्ठ नागरिक बीमित नहीं",
  stepPremiumCounted: "गिना गया प्रीमियम",
  stepCheckups: (paid: string, most: string) => `गिनी गई निवारक स्वास्थ्य जाँच (${paid} चुकाए; दोनों हिस्सों के लिए मिलाकर अधिकतम ${most}, सीमा के भीतर)`,
  stepMedical: (paid: string) => `बिना बीमा वाले वरिष्ठ नागरिक के गिने गए इलाज के बिल (${paid} चुकाए)`,
  stepSideDeduction: (who: string, aggregate: string) => `${who} के लिए कटौती (प्रीमियम, जाँच और इलाज के बिल मिलाकर अधिकतम ${aggregate})`,
  summaryDeduction: (amount: string, section: string, year: string, family: string, parents: string) =>
    `${year} के लिए आप ${section} के तहत ${amount} की कटौती ले सकते हैं, सिर्फ़ पुरानी कर व्यवस्था में: ${family} आपके परिवार के लिए और ${parents} आपके माता-पिता के लिए।`,
  summaryCash: (section: string) => `${section} के तहत कोई कटौती नहीं: नकद चुकाया प्रीमियम और इलाज के बिल नहीं गिने जाते; सिर्फ़ स्वास्थ्य जाँच का भुगतान नकद हो सकता है।`,
  summaryNone: (section: string) =>
    `इन आँकड़ों पर ${section} के तहत कोई कटौती नहीं: आपने जो स्वास्थ्य बीमा प्रीमियम, स्वास्थ्य जाँच या वरिष्ठ नागरिक के इलाज के बिल चुकाए, वे लिखें।`,
  oldRegime: "पुरानी कर व्यवस्था",
  forSelf: "आपके, आपके पति या पत्नी और बच्चों के लिए",
  forParents: "आपके माता-पिता के लिए",
  totalDeduction: (section: string) => `${section} के तहत कुल कटौती`,
  limit: "लिखी गई उम्र के हिसाब से अधिकतम कटौती",
  limitNote: "हर हिस्से के लिए ₹25,000; जिस हिस्से में कोई वरिष्ठ नागरिक बीमित हो या वरिष्ठ नागरिक के इलाज के बिल हों, उसके लिए ₹50,000।",
  total: "कुल",
  stepCash: (cash: string) => `नकद भुगतान, ${cash}: कटौती नहीं`,
  deductionUnder: (section: string) => `${section} के तहत कटौती`,
  seniorCitizen: (_english: string, act: Act) => SENIOR_CITIZEN_HI[act],
  noteSenior: (senior: string) => `यहाँ वरिष्ठ नागरिक का अर्थ है ${senior}।`,
  noteCheckup:
    "जाँच के ₹5,000 दोनों हिस्सों के लिए मिलाकर एक ही सीमा है; यह राशि वहीं गिनी जाती है जहाँ प्रीमियम के बाद सीमा में जगह बचती है, और पहले आपके परिवार के हिस्से में जाती है।",
  noteMedical: "इलाज के बिल सिर्फ़ बिना स्वास्थ्य बीमा वाले वरिष्ठ नागरिक के लिए गिने जाते हैं; बीमित व्यक्ति के लिए सिर्फ़ प्रीमियम गिना जाता है।",
  noteMultiYear: "कई वर्षों की पॉलिसी का एक साथ चुकाया प्रीमियम उन वर्षों में बराबर हिस्सों में घटाया जाता है (1961 के अधिनियम की धारा 80D(4A)); इस वर्ष का हिस्सा लिखें।",
  noteNotCovered:
    "सास-ससुर, भाई-बहन या कमाने वाली संतान की अपनी पॉलिसी का प्रीमियम नहीं गिना जाता। हिंदू अविभाजित परिवार (HUF) की कटौती (उसके सदस्यों के लिए ₹25,000 या ₹50,000) यहाँ शामिल नहीं है।",
  noteEstimate: "बचा टैक्स एक स्लैब दर पर लगाया अनुमान है; आयकर कैलकुलेटर कटौती के साथ और उसके बिना सही टैक्स बताता है।",
  note2025: "कर वर्ष 2026-27 से यह कटौती आयकर अधिनियम, 2025 की धारा 126 में है, और इसकी सीमाएँ वही हैं जो 1961 के अधिनियम की धारा 80D में थीं।",
  explanation: [
    "धारा 80D के तहत कोई व्यक्ति स्वास्थ्य बीमा पर चुकाई राशि की कटौती दो अलग हिस्सों में ले सकता है। अपने, अपने पति या पत्नी और आश्रित बच्चों के लिए सीमा ₹25,000 सालाना है, जो किसी बीमित व्यक्ति के वरिष्ठ नागरिक (60 वर्ष या अधिक और निवासी) होने पर ₹50,000 हो जाती है। माता-पिता के लिए, चाहे वे आप पर निर्भर हों या नहीं, अलग से ₹25,000 मिलते हैं, या बीमित माता या पिता के वरिष्ठ नागरिक होने पर ₹50,000। इस तरह अधिकतम कटौती ₹50,000, ₹75,000 या ₹1,00,000 है।",
    "इन्हीं सीमाओं के भीतर आप निवारक स्वास्थ्य जाँच भी गिन सकते हैं, दोनों हिस्सों के लिए मिलाकर ₹5,000 तक, और सिर्फ़ इसी का भुगतान नकद हो सकता है। प्रीमियम, केंद्र सरकार स्वास्थ्य योजना या किसी अधिसूचित स्वास्थ्य योजना में योगदान, और इलाज के बिल चेक, कार्ड, UPI या बैंक ट्रांसफ़र से चुकाने ज़रूरी हैं। जिस वरिष्ठ नागरिक का स्वास्थ्य बीमा नहीं है, उसके लिए भी कटौती मिल सकती है: उसके इलाज के बिल उसके हिस्से की ₹50,000 की सीमा के भीतर गिने जाते हैं।",
    "यह कैलकुलेटर हर हिस्से की और कुल कटौती निकालता है, बताता है कि कौन-सी सीमा लागू है और क्यों, और पुरानी कर व्यवस्था में आपके स्लैब पर बचने वाले टैक्स का अनुमान देता है। नई कर व्यवस्था में 80D की कोई कटौती नहीं मिलती। कर वर्ष 2026-27 से यही कटौती आयकर अधिनियम, 2025 की धारा 126 है।",
  ],
  faq: [
    {
      question: "धारा 80D के तहत मैं कितनी कटौती ले सकता हूँ?",
      answer:
        "अपने, पति या पत्नी और बच्चों के लिए ₹25,000 तक (कोई वरिष्ठ नागरिक बीमित हो तो ₹50,000), और माता-पिता के लिए अलग से ₹25,000 तक (बीमित माता या पिता वरिष्ठ नागरिक हों तो ₹50,000): दोनों हिस्सों में वरिष्ठ नागरिक हों तो अधिकतम ₹1,00,000।",
    },
    {
      question: "क्या निवारक स्वास्थ्य जाँच के ₹5,000 सीमा के ऊपर मिलते हैं?",
      answer:
        "नहीं। ये ₹25,000 या ₹50,000 की सीमा का ही हिस्सा हैं, और आपके और आपके माता-पिता की जाँच के लिए मिलाकर अधिकतम ₹5,000 हैं। सिर्फ़ इसी का भुगतान नकद हो सकता है।",
    },
    {
      question: "मेरे पिता 85 वर्ष के हैं और उनका स्वास्थ्य बीमा नहीं है। क्या मैं उनके इलाज के बिलों पर कटौती ले सकता हूँ?",
      answer: "हाँ। बिना स्वास्थ्य बीमा वाले वरिष्ठ नागरिक के इलाज के जो बिल आप नकद के अलावा किसी और तरीके से चुकाते हैं, वे माता-पिता वाले हिस्से में ₹50,000 तक गिने जाते हैं।",
    },
    {
      question: "मैंने प्रीमियम नकद चुकाया। क्या उस पर कटौती मिलेगी?",
      answer: "नहीं। नकद चुकाए प्रीमियम पर कोई कटौती नहीं मिलती। चेक, कार्ड, UPI या बैंक ट्रांसफ़र से चुकाएँ; सिर्फ़ निवारक स्वास्थ्य जाँच का भुगतान नकद हो सकता है।",
    },
    {
      question: "क्या नई कर व्यवस्था में धारा 80D की कटौती मिलती है?",
      answer: "नहीं। नई कर व्यवस्था, जो डिफ़ॉल्ट है, 80D की कोई कटौती नहीं देती। यह कटौती लेने के लिए अपने रिटर्न में पुरानी कर व्यवस्था चुनें।",
    },
    {
      question: "मैंने तीन साल का प्रीमियम एक साथ चुकाया। इस वर्ष कितनी कटौती ले सकता हूँ?",
      answer: "इसका एक-तिहाई इस वर्ष, और एक-तिहाई अगले दोनों वर्षों में से हर वर्ष, हर बार उस वर्ष की सीमा के भीतर।",
    },
  ],
};

export const SECTION_80D_TEXT: Catalogues<typeof en> = { en, hi };
