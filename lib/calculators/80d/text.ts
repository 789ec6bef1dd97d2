import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { section80dMeta } from "./meta";

/*
 * Every word the section 80D calculator shows, in English and Hindi. Messages with figures
 * are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

export type Act = "1961" | "2025";

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

export const PREMIUM_HELP_HI =
  "चेक, कार्ड, UPI या बैंक ट्रांसफ़र से चुकाया प्रीमियम, और केंद्र सरकार स्वास्थ्य योजना या किसी अधिसूचित स्वास्थ्य योजना में दिया योगदान। कई वर्षों की पॉलिसी का प्रीमियम एक साथ चुकाया हो, तो इस वर्ष का हिस्सा लिखें।";
export const MEDICAL_HELP_HI = "सिर्फ़ 60 वर्ष या अधिक उम्र के ऐसे निवासी के लिए जिसका स्वास्थ्य बीमा नहीं है; भुगतान नकद के अलावा किसी और तरीके से।";

export const SENIOR_CITIZEN_HI: Readonly<Record<Act, string>> = {
  "1961": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
  "2025": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र कर वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
};



export const SECTION_80D_TEXT: Catalogues<typeof en> = translatable("SECTION_80D_TEXT", en);
