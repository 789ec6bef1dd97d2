import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { section80ttaMeta } from "./meta";

/*
 * Every word the section 80TTA and 80TTB calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

type Act = "1961" | "2025";
type Claimant = "individual" | "huf";

const en = {
  description: section80ttaMeta.description,
  keywords: section80ttaMeta.keywords,
  groupYear: "Year and claimant",
  groupInterest: "Interest for the year",
  groupTaxSaved: "Tax saved",
  claimant: "Who claims",
  claimantOptions: { individual: "An individual", huf: "A Hindu undivided family (HUF)" } as Readonly<Record<Claimant, string>>,
  ageHelp: "Age on the last day of the year.",
  resident: "I was resident in India during the year",
  residentHelp: "Section 80TTB is for resident senior citizens; a non-resident of any age claims 80TTA.",
  sb: "Interest on savings accounts with banks and co-operative banks",
  sbHelp:
    "For the year, from all your savings accounts (an NRO savings account too; NRE interest is exempt and stays out). An HUF adds its post-office savings interest here.",
  posb: "Interest on a post-office savings account",
  posbHelp: "Up to ₹3,500 (₹7,000 for a joint account) is exempt in both regimes before any deduction.",
  poJoint: "The post-office savings account is a joint account",
  deposits: "Interest on fixed and recurring deposits",
  depositsHelp:
    "Time deposits with banks, co-operative banks and the post office. Only a resident senior citizen's count (80TTB). Leave out bonds, debentures, company deposits and NSC.",
  coveredSenior: "interest on savings accounts and fixed and recurring deposits",
  coveredSavings: "savings-account interest",
  depositsLeftOut: (deposits: string) => ` Deposit interest of ${deposits} is not covered: only a resident senior citizen can deduct it (80TTB).`,
  summaryDeduction: (individual: boolean, amount: string, section: string, year: string, covered: string, limit: string, leftOut: string) =>
    `${individual ? "You" : "The HUF"} can deduct ${amount} under ${section} for ${year}, in the old regime only: ${covered}, up to ${limit}.${leftOut}`,
  summaryNone: (section: string, year: string, covered: string, leftOut: string) =>
    `No deduction under ${section} for ${year}: there is no ${covered} left after the exemptions.${leftOut}`,
  seniorHuf: "An HUF: section 80TTA only",
  seniorYes: "Yes: section 80TTB, instead of 80TTA",
  seniorNonResident: "No (not resident): section 80TTA",
  seniorNo: "No: section 80TTA",
  oldRegime: "Old regime",
  sectionApplies: "Section that applies",
  deductionUnder: (section: string) => `Deduction under ${section}`,
  taxableInterest: "Interest still taxable",
  newRegimeTaxable: "Interest taxable in the new regime",
  bothRegimes: "Both regimes",
  poExempt: "Post-office savings interest exempt",
  poExemptNote: "Exempt in both regimes, before any deduction.",
  stepSavings: "Savings-account interest, banks and co-operative banks",
  stepPostOffice: "Post-office savings-account interest",
  stepPostOfficeExempt: (limit: string, joint: boolean) =>
    `Exempt: post-office savings interest up to ${limit} (${joint ? "joint" : "individual"} account)`,
  stepDeposits: "Fixed and recurring deposit interest",
  stepSenior: "Resident senior citizen",
  stepCovered: (covered: string) => `Interest covered: ${covered}`,
  stepLimit: "Limit",
  stepDeduction: "Deduction: the lower of the two",
  stepTaxableOld: "Interest still taxable in the old regime",
  worth: "What it is worth",
  stepTaxableNew: "Interest taxable in the new regime: only the post-office exemption applies",
  /** The rules' meaning of "senior citizen": English reads the rule's own text. */
  seniorCitizen: (english: string, _act: Act) => english,
  noteSenior: (senior: string) => `A senior citizen for section 80TTB is ${senior}; a non-resident aged 60 or more claims 80TTA instead.`,
  noteNotCovered:
    "Interest on bonds, debentures, company deposits, NSC and other investments is not covered; NRE account interest is exempt and does not belong here.",
  noteFirm:
    "Interest on deposits held for a firm, an association of persons or a body of individuals does not give its partners or members this deduction.",
  /** A form's name across the two Acts ("Form 15G or 15H (Form 121 from tax year 2026-27)"). */
  formAcross: (before: string, after: string, year: string) => `${before} (${after} from tax year ${year})`,
  noteTds: (form: string) =>
    `Banks deduct TDS on deposit interest above the threshold whatever deduction you can claim; a senior citizen with no tax to pay can give the bank ${form} to avoid it.`,
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  note2025:
    "From tax year 2026-27 both deductions are in section 153 of the Income-tax Act, 2025, with the same limits as sections 80TTA and 80TTB of the 1961 Act.",
  /** The 2025 Act's note on the post-office exemption, from the rules: English reads it as given. */
  postOfficeNote: (english: string) => english,
  explanation: [
    "Section 80TTA lets an individual or an HUF deduct interest earned on savings accounts with a bank, a co-operative bank or the post office, up to ₹10,000 a year. Interest on fixed and recurring deposits is not covered, nor is interest on bonds, debentures or company deposits.",
    "A resident senior citizen, aged 60 or more at any time in the year, claims section 80TTB instead: interest on all deposits with banks, co-operative banks and the post office, savings and fixed or recurring deposits alike, is deductible up to ₹50,000. Such a person cannot claim 80TTA. A non-resident claims 80TTA whatever their age.",
    "Interest on a post-office savings account is first exempt up to ₹3,500 (₹7,000 for a joint account) under section 10(15)(i), in both regimes; only the rest is taxable and can be deducted. Both deductions belong to the old regime: the new regime allows neither. From tax year 2026-27 they are section 153 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "Is fixed-deposit interest covered by section 80TTA?",
      answer:
        "No. 80TTA covers only savings-account interest, up to ₹10,000. Fixed and recurring deposit interest is deductible only for a resident senior citizen, under 80TTB.",
    },
    {
      question: "I am 66. How much interest can I deduct?",
      answer:
        "If you are resident in India, up to ₹50,000 of interest on savings accounts and fixed or recurring deposits with banks, co-operative banks and the post office, under section 80TTB. You cannot also claim 80TTA.",
    },
    {
      question: "Can an NRI claim section 80TTA?",
      answer:
        "Yes, on interest from an NRO savings account, up to ₹10,000. NRE account interest is already exempt. Section 80TTB is only for resident senior citizens.",
    },
    {
      question: "Is section 80TTA or 80TTB allowed in the new tax regime?",
      answer:
        "No. The new regime allows neither. Only the post-office savings-account exemption (₹3,500, or ₹7,000 for a joint account) applies in both regimes.",
    },
    {
      question: "Does the ₹10,000 apply to each bank account?",
      answer: "No. It is one limit for the total savings-account interest from all your banks, co-operative banks and the post office.",
    },
  ] as readonly { question: string; answer: string }[],
};

const SENIOR_CITIZEN_HI: Readonly<Record<Act, string>> = {
  "1961": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
  "2025": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र कर वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
};

const formHi = (name: string) => name.replace(/\bForm /g, "फ़ॉर्म ").replace(/ or /g, " या ");

const hi: TranslationOf<typeof en> = {
  description:
    "बचत खातों के ब्याज पर कटौती (धारा 80TTA, ₹10,000 तक) निकालें, या निवासी वरिष्ठ नागरिक हों तो बैंक और डाकघर की सभी जमाओं के ब्याज पर (धारा 80TTB, ₹50,000 तक), डाकघर बचत खाते की छूट के बाद; साथ में पुरानी कर व्यवस्था में इससे बचने वाला टैक्स।",
  keywords: "धारा 80TTA, धारा 80TTB, बचत खाते के ब्याज पर कटौती 10000, वरिष्ठ नागरिक FD ब्याज 50000, डाकघर बचत ब्याज पर छूट, धारा 153",
  groupYear: "वर्ष और दावेदार",
  groupInterest: "वर्ष भर का ब्याज",
  groupTaxSaved: "बचा टैक्स",
  claimant: "दावा कौन कर रहा है",
  claimantOptions: { individual: "व्यक्ति", huf: "हिंदू अविभाजित परिवार (HUF)" },
  ageHelp: "वर्ष के आख़िरी दिन आपकी आयु।",
  resident: "वर्ष के दौरान मैं भारत का निवासी था",
  residentHelp: "धारा 80TTB निवासी वरिष्ठ नागरिकों के लिए है; किसी भी आयु का अनिवासी 80TTA का दावा करता है।",
  sb: "बैंकों और सहकारी बैंकों के बचत खातों पर ब्याज",
  sbHelp: "वर्ष भर का, आपके सभी बचत खातों से (NRO बचत खाता भी; NRE खाते का ब्याज कर-मुक्त है, उसे न जोड़ें)। HUF अपने डाकघर बचत खाते का ब्याज भी यहीं जोड़ता है।",
  posb: "डाकघर बचत खाते पर ब्याज",
  posbHelp: "₹3,500 तक (संयुक्त खाते के लिए ₹7,000) का ब्याज दोनों कर व्यवस्थाओं में, किसी भी कटौती से पहले, कर-मुक्त है।",
  poJoint: "डाकघर बचत खाता संयुक्त खाता है",
  deposits: "सावधि और आवर्ती जमा पर ब्याज",
  depositsHelp:
    "बैंकों, सहकारी बैंकों और डाकघर में रखी सावधि जमाएँ। ये सिर्फ़ निवासी वरिष्ठ नागरिक के लिए गिनी जाती हैं (80TTB)। बॉन्ड, डिबेंचर, कंपनी जमा और NSC का ब्याज न जोड़ें।",
  coveredSenior: "बचत खातों और सावधि व आवर्ती जमा पर ब्याज",
  coveredSavings: "बचत खाते का ब्याज",
  depositsLeftOut: (deposits: string) => ` ${deposits} का जमा ब्याज इसमें शामिल नहीं है: इसकी कटौती सिर्फ़ निवासी वरिष्ठ नागरिक ले सकते हैं (80TTB)।`,
  summaryDeduction: (individual: boolean, amount: string, section: string, year: string, covered: string, limit: string, leftOut: string) =>
    `${year} के लिए ${individual ? "आप" : "HUF"} ${section} के तहत ${amount} की कटौती ले ${individual ? "सकते हैं" : "सकता है"}, सिर्फ़ पुरानी कर व्यवस्था में: ${covered}, ${limit} तक।${leftOut}`,
  summaryNone: (section: string, year: string, covered: string, leftOut: string) =>
    `${year} के लिए ${section} के तहत कोई कटौती नहीं: छूट के बाद ${covered} में से कुछ नहीं बचता।${leftOut}`,
  seniorHuf: "HUF: सिर्फ़ धारा 80TTA",
  seniorYes: "हाँ: 80TTA की जगह धारा 80TTB",
  seniorNonResident: "नहीं (निवासी नहीं): धारा 80TTA",
  seniorNo: "नहीं: धारा 80TTA",
  oldRegime: "पुरानी कर व्यवस्था",
  sectionApplies: "लागू धारा",
  deductionUnder: (section: string) => `${section} के तहत कटौती`,
  taxableInterest: "फिर भी कर योग्य ब्याज",
  newRegimeTaxable: "नई कर व्यवस्था में कर योग्य ब्याज",
  bothRegimes: "दोनों कर व्यवस्थाएँ",
  poExempt: "डाकघर बचत खाते का कर-मुक्त ब्याज",
  poExemptNote: "दोनों कर व्यवस्थाओं में, किसी भी कटौती से पहले, कर-मुक्त।",
  stepSavings: "बचत खाते का ब्याज, बैंक और सहकारी बैंक",
  stepPostOffice: "डाकघर बचत खाते का ब्याज",
  stepPostOfficeExempt: (limit: string, joint: boolean) => `छूट: डाकघर बचत खाते का ब्याज ${limit} तक (${joint ? "संयुक्त" : "एकल"} खाता)`,
  stepDeposits: "सावधि और आवर्ती जमा का ब्याज",
  stepSenior: "निवासी वरिष्ठ नागरिक",
  stepCovered: (covered: string) => `शामिल ब्याज: ${covered}`,
  stepLimit: "सीमा",
  stepDeduction: "कटौती: दोनों में से जो कम हो",
  stepTaxableOld: "पुरानी कर व्यवस्था में फिर भी कर योग्य ब्याज",
  worth: "इससे कितना फ़ायदा",
  stepTaxableNew: "नई कर व्यवस्था में कर योग्य ब्याज: सिर्फ़ डाकघर वाली छूट लागू होती है",
  seniorCitizen: (_english: string, act: Act) => SENIOR_CITIZEN_HI[act],
  noteSenior: (senior: string) => `धारा 80TTB के लिए वरिष्ठ नागरिक का अर्थ है ${senior}; 60 वर्ष या अधिक आयु का अनिवासी इसकी जगह 80TTA का दावा करता है।`,
  noteNotCovered: "बॉन्ड, डिबेंचर, कंपनी जमा, NSC और दूसरे निवेशों का ब्याज इसमें शामिल नहीं है; NRE खाते का ब्याज कर-मुक्त है और यहाँ नहीं आता।",
  noteFirm: "किसी फ़र्म, व्यक्तियों के संघ या व्यक्तियों के निकाय की ओर से रखी जमाओं के ब्याज पर उसके साझेदारों या सदस्यों को यह कटौती नहीं मिलती।",
  formAcross: (before: string, after: string, year: string) => `${formHi(before)} (कर वर्ष ${year} से ${formHi(after)})`,
  noteTds: (form: string) =>
    `आप चाहे जितनी कटौती ले सकें, बैंक सीमा से ऊपर के जमा ब्याज पर स्रोत पर कर कटौती (TDS) करते हैं; जिस वरिष्ठ नागरिक पर कोई टैक्स नहीं बनता, वह इससे बचने के लिए बैंक को ${form} दे सकता है।`,
  noteEstimate: "बचा टैक्स एक स्लैब दर पर लगाया अनुमान है; आयकर कैलकुलेटर कटौती के साथ और उसके बिना सही टैक्स बताता है।",
  note2025: "कर वर्ष 2026-27 से दोनों कटौतियाँ आयकर अधिनियम, 2025 की धारा 153 में हैं, और उनकी सीमाएँ वही हैं जो 1961 के अधिनियम की धारा 80TTA और 80TTB में थीं।",
  postOfficeNote: (english: string) =>
    english
      ? "अनिश्चित: हमने यह मानकर यह छूट आगे जारी रखी है कि 2025 का अधिनियम यह छूट और 2011 की अधिसूचना लागू रखता है; 2025 के अधिनियम के प्रावधान की हमने पुष्टि नहीं की है। इस पर भरोसा करने से पहले जाँच लें।"
      : "",
  explanation: [
    "धारा 80TTA के तहत कोई व्यक्ति या हिंदू अविभाजित परिवार (HUF) बैंक, सहकारी बैंक या डाकघर के बचत खातों पर मिले ब्याज की कटौती ₹10,000 सालाना तक ले सकता है। सावधि और आवर्ती जमा का ब्याज इसमें शामिल नहीं है, न ही बॉन्ड, डिबेंचर या कंपनी जमा का ब्याज।",
    "निवासी वरिष्ठ नागरिक, जिनकी उम्र वर्ष में किसी भी समय 60 वर्ष या अधिक रही, इसकी जगह धारा 80TTB का दावा करते हैं: बैंकों, सहकारी बैंकों और डाकघर की सभी जमाओं का ब्याज, चाहे बचत खाता हो या सावधि या आवर्ती जमा, ₹50,000 तक घटाया जा सकता है। ऐसे व्यक्ति 80TTA का दावा नहीं कर सकते। अनिवासी, किसी भी उम्र का हो, 80TTA का दावा करता है।",
    "डाकघर बचत खाते का ब्याज पहले धारा 10(15)(i) के तहत ₹3,500 तक (संयुक्त खाते के लिए ₹7,000) दोनों कर व्यवस्थाओं में कर-मुक्त है; सिर्फ़ बाकी ब्याज कर योग्य है और उसी की कटौती हो सकती है। दोनों कटौतियाँ सिर्फ़ पुरानी कर व्यवस्था में हैं: नई कर व्यवस्था इनमें से कोई नहीं देती। कर वर्ष 2026-27 से ये आयकर अधिनियम, 2025 की धारा 153 में हैं।",
  ],
  faq: [
    {
      question: "क्या सावधि जमा (FD) का ब्याज धारा 80TTA में आता है?",
      answer: "नहीं। 80TTA में सिर्फ़ बचत खाते का ब्याज आता है, ₹10,000 तक। सावधि और आवर्ती जमा के ब्याज की कटौती सिर्फ़ निवासी वरिष्ठ नागरिक को, 80TTB के तहत, मिलती है।",
    },
    {
      question: "मेरी उम्र 66 वर्ष है। मैं कितने ब्याज की कटौती ले सकता हूँ?",
      answer:
        "अगर आप भारत के निवासी हैं, तो धारा 80TTB के तहत बैंकों, सहकारी बैंकों और डाकघर के बचत खातों और सावधि या आवर्ती जमा के ₹50,000 तक के ब्याज की। साथ में 80TTA का दावा नहीं कर सकते।",
    },
    {
      question: "क्या अनिवासी भारतीय (NRI) धारा 80TTA का दावा कर सकता है?",
      answer: "हाँ, NRO बचत खाते के ब्याज पर, ₹10,000 तक। NRE खाते का ब्याज पहले से कर-मुक्त है। धारा 80TTB सिर्फ़ निवासी वरिष्ठ नागरिकों के लिए है।",
    },
    {
      question: "क्या नई कर व्यवस्था में धारा 80TTA या 80TTB की कटौती मिलती है?",
      answer: "नहीं। नई कर व्यवस्था इनमें से कोई कटौती नहीं देती। सिर्फ़ डाकघर बचत खाते की छूट (₹3,500, या संयुक्त खाते के लिए ₹7,000) दोनों कर व्यवस्थाओं में लागू होती है।",
    },
    {
      question: "क्या ₹10,000 की सीमा हर बैंक खाते पर अलग है?",
      answer: "नहीं। यह आपके सभी बैंकों, सहकारी बैंकों और डाकघर के बचत खातों के कुल ब्याज के लिए एक ही सीमा है।",
    },
  ],
};

export const SECTION_80TTA_TEXT: Catalogues<typeof en> = { en, hi };
