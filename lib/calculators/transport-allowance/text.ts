import { plural, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import type { QualifyingDisability } from "@/lib/tax/transport-parameters";
import { transportAllowanceMeta } from "./meta";

/*
 * Every word the transport-allowance calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md),
 * not word for word.
 */

export type City = "listed" | "elsewhere";

const en = {
  description: transportAllowanceMeta.description,
  keywords: transportAllowanceMeta.keywords,
  groupYear: "Year and eligibility",
  groupTransport: "Transport allowance",
  groupRunning: "Running allowance",
  fy: "Financial year",
  disability: "Your disability",
  disabilityHelp: "The exemption is for these three only. Another disability (for example of the arms alone) does not qualify.",
  disabilityOptions: {
    lowerLimbs: "Orthopaedically handicapped, with disability of the lower limbs",
    blind: "Blind",
    deafDumb: "Deaf and dumb",
    none: "None of these",
  } as Readonly<Record<QualifyingDisability | "none", string>>,
  city: "Where you work",
  cityHelp: "From tax year 2026-27 the limit is higher in eight cities.",
  cityOptions: { listed: "Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune or Ahmedabad", elsewhere: "Elsewhere" } as Readonly<
    Record<City, string>
  >,
  monthly: "Transport allowance per month",
  monthlyHelp: "The allowance for travel between home and work, as in your salary slip (also called conveyance allowance).",
  months: "Months you received it in the year",
  monthsHelp: "12 for the whole year; fewer if you joined, left or started receiving it during the year.",
  running: "Running allowance per month (transport-system employees)",
  runningHelp: "Only for staff of a bus, rail, air or other transport service, paid for personal expenses while the vehicle runs. Enter 0 if none.",
  dailyAllowance: "I also receive a daily allowance",
  dailyAllowanceHelp: "With a daily allowance, the running allowance is fully taxable.",
  regime: "Tax regime",
  regimeHelp: "The running-allowance exemption is for the old regime only.",
  regimeOptions: { new: "New (default)", old: "Old" } as Readonly<Record<"new" | "old", string>>,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  summaryNone: (total: string, year: string) =>
    `Your transport allowance of ${total} for ${year} is fully taxable: the general exemption ended in FY 2018-19, when the standard deduction replaced it.`,
  summaryAllFree: (total: string, year: string, limit: string) =>
    `All of your transport allowance, ${total} for ${year}, is tax-free: it is within the limit of ${limit} a month.`,
  summaryPart: (exempt: string, year: string, limit: string, taxable: string) =>
    `${exempt} of your transport allowance for ${year} is tax-free (${limit} a month) and ${taxable} is taxable.`,
  summaryRunning: (exempt: string, taxable: string) => ` Of the running allowance, ${exempt} is tax-free and ${taxable} is taxable.`,
  eachMonth: "Each month",
  limitMonthly: "Tax-free limit",
  exemptMonthly: "Tax-free",
  taxableMonthly: "Taxable",
  forYear: (months: number) => `For the year (${months} ${months === 1 ? "month" : "months"})`,
  exempt: "Tax-free transport allowance",
  taxable: "Taxable transport allowance",
  breakdownTransport: "Transport allowance",
  runningYear: "Running allowance for the year",
  runningExempt: "Tax-free running allowance",
  runningTaxable: "Taxable running allowance",
  breakdownRunning: "Running allowance (transport-system employees)",
  noteEligible:
    "The exemption for a blind, deaf and dumb, or orthopaedically handicapped employee is allowed in the new regime as well as the old one, and on top of the standard deduction. Keep the disability certificate your employer relies on.",
  noteNotEligible:
    "Without one of the three disabilities, a transport or conveyance allowance for travel between home and work is fully taxable in both regimes; the standard deduction (₹75,000 in the new regime, ₹50,000 in the old) takes its place.",
  noteOfficial:
    "A conveyance allowance for travel on official duty is a different allowance: it is exempt to the extent actually spent (section 10(14)(i)), in both regimes.",
  noteMonthly: "The limits are monthly: each month's allowance is compared with the month's limit, and a month counts in full.",
  note2025Act:
    "Tax year 2026-27 falls under the Income-tax Act, 2025 and the Income-tax Rules, 2026; the text uses the familiar 1961 numbers (section 10(14), Rule 2BB).",
  /** A rule's own note (lib/tax/transport-parameters.ts), as the page's language shows it. */
  ruleNote: (note: string) => note,
  explanation: [
    "A transport (or conveyance) allowance paid for travel between home and work is part of salary. Until FY 2017-18 every employee could treat ₹1,600 a month of it as tax-free; from FY 2018-19 that exemption was withdrawn and the standard deduction took its place. For most employees the allowance is now fully taxable.",
    "An employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of the lower limbs keeps an exemption under section 10(14)(ii) read with Rule 2BB(2): the allowance is tax-free up to ₹3,200 a month (₹38,400 for a full year) up to FY 2025-26. It is one of the few exemptions the new regime keeps, and it comes on top of the standard deduction.",
    "For tax year 2026-27, the Income-tax Rules, 2026 under the new Income-tax Act, 2025 prescribe the allowances. The draft rules raised this limit to ₹15,000 a month in Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad and ₹8,000 elsewhere; the calculator uses these limits and flags them as unverified.",
    "Staff of a transport system (bus, rail, airline) who get a running allowance for personal expenses while on the move, and no daily allowance, may treat 70% of it as tax-free, up to ₹10,000 a month, in the old regime.",
  ] as readonly string[],
  faq: [
    {
      question: "Is transport allowance tax-free?",
      answer:
        "Only for an employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of the lower limbs: up to ₹3,200 a month up to FY 2025-26. For everyone else it has been fully taxable since FY 2018-19, when the standard deduction replaced the ₹1,600 a month exemption.",
    },
    {
      question: "Can a specially-abled employee claim it in the new regime?",
      answer:
        "Yes. The new regime removes most allowance exemptions, but this one is expressly kept, so it is available in both regimes, along with the standard deduction.",
    },
    {
      question: "My allowance is ₹4,000 a month and I am orthopaedically handicapped. How much is taxable?",
      answer: "Up to FY 2025-26, ₹3,200 a month is tax-free, so ₹800 a month is taxable: ₹38,400 tax-free and ₹9,600 taxable for a full year.",
    },
    {
      question: "Is conveyance allowance for official travel taxable?",
      answer:
        "No, to the extent you actually spend it on travel in the performance of your duties (section 10(14)(i)). That is separate from the transport allowance for commuting, which this calculator covers.",
    },
    {
      question: "What changes in tax year 2026-27?",
      answer:
        "The Income-tax Rules, 2026 replace Rule 2BB. The draft rules proposed ₹15,000 a month in eight large cities and ₹8,000 elsewhere for specially-abled employees, and a ₹25,000 cap on the running allowance. Confirm the notified limits with your employer.",
    },
  ] as readonly { question: string; answer: string }[],
};

const DRAFT_NOTE_HI =
  'अपुष्ट: यह सीमा आयकर नियम, 2026 के मसौदे (फ़रवरी 2026) में प्रस्तावित थी; अधिसूचित पाठ से हमने इसकी पुष्टि नहीं की है। मसौदे में "साथ में उस पर महँगाई भत्ता" भी जोड़ा गया था, जिसे यह कैलकुलेटर नहीं गिनता। भरोसा करने से पहले जाँच लें।';

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि आपके परिवहन भत्ते का कितना हिस्सा कर-मुक्त है: दृष्टिहीन, मूक-बधिर और अस्थि-दिव्यांग कर्मचारियों के लिए धारा 10(14) की छूट, दोनों कर व्यवस्थाओं में, हर महीने और पूरे वर्ष का हिसाब।",
  keywords: "परिवहन भत्ता छूट, वाहन भत्ता, धारा 10(14), नियम 2BB, ₹3,200 महीना, दिव्यांग कर्मचारी, दिव्यांग परिवहन भत्ता, रनिंग भत्ता, कर वर्ष 2026-27",
  groupYear: "वर्ष और पात्रता",
  groupTransport: "परिवहन भत्ता",
  groupRunning: "रनिंग भत्ता",
  fy: "वर्ष",
  disability: "आपकी दिव्यांगता",
  disabilityHelp: "छूट सिर्फ़ इन तीन के लिए है। कोई और दिव्यांगता (जैसे सिर्फ़ बाँहों की) इसमें नहीं आती।",
  disabilityOptions: {
    lowerLimbs: "अस्थि-दिव्यांग, निचले अंगों की दिव्यांगता के साथ",
    blind: "दृष्टिहीन",
    deafDumb: "मूक-बधिर",
    none: "इनमें से कोई नहीं",
  },
  city: "आप कहाँ काम करते हैं",
  cityHelp: "कर वर्ष 2026-27 से आठ शहरों में सीमा ज़्यादा है।",
  cityOptions: { listed: "दिल्ली, मुंबई, कोलकाता, चेन्नई, बेंगलुरु, हैदराबाद, पुणे या अहमदाबाद", elsewhere: "कहीं और" },
  monthly: "हर महीने का परिवहन भत्ता",
  monthlyHelp: "घर से दफ़्तर आने-जाने के लिए मिलने वाला भत्ता, जैसा आपकी सैलरी स्लिप में है (इसे वाहन भत्ता भी कहते हैं)।",
  months: "वर्ष में कितने महीने मिला",
  monthsHelp: "पूरे वर्ष के लिए 12; कम, अगर आपने वर्ष के बीच नौकरी शुरू की, छोड़ी या भत्ता मिलना शुरू हुआ।",
  running: "हर महीने का रनिंग भत्ता (परिवहन सेवा के कर्मचारी)",
  runningHelp: "सिर्फ़ बस, रेल, विमान या किसी और परिवहन सेवा के कर्मचारियों के लिए, जो वाहन चलते समय निजी खर्चों के लिए मिलता है। न मिलता हो तो 0 लिखें।",
  dailyAllowance: "मुझे दैनिक भत्ता भी मिलता है",
  dailyAllowanceHelp: "दैनिक भत्ता मिलने पर रनिंग भत्ता पूरा कर योग्य है।",
  regime: "कर व्यवस्था",
  regimeHelp: "रनिंग भत्ते पर छूट सिर्फ़ पुरानी कर व्यवस्था में है।",
  regimeOptions: { new: "नई (डिफ़ॉल्ट)", old: "पुरानी" },
  year: (label: string) => label,
  summaryNone: (total: string, year: string) =>
    `${year} का आपका ${total} परिवहन भत्ता पूरा कर योग्य है: सबके लिए मिलने वाली छूट वित्तीय वर्ष 2018-19 में खत्म हो गई, जब उसकी जगह मानक कटौती आई।`,
  summaryAllFree: (total: string, year: string, limit: string) =>
    `${year} का आपका पूरा परिवहन भत्ता, ${total}, कर-मुक्त है: यह ${limit} महीने की सीमा के भीतर है।`,
  summaryPart: (exempt: string, year: string, limit: string, taxable: string) =>
    `${year} के आपके परिवहन भत्ते में से ${exempt} कर-मुक्त है (${limit} महीना) और ${taxable} कर योग्य है।`,
  summaryRunning: (exempt: string, taxable: string) => ` रनिंग भत्ते में से ${exempt} कर-मुक्त है और ${taxable} कर योग्य है।`,
  eachMonth: "हर महीने",
  limitMonthly: "कर-मुक्त सीमा",
  exemptMonthly: "कर-मुक्त",
  taxableMonthly: "कर योग्य",
  forYear: (months: number) => `पूरे वर्ष के लिए (${months} ${plural("hi", months, { one: "महीना", other: "महीने" })})`,
  exempt: "कर-मुक्त परिवहन भत्ता",
  taxable: "कर योग्य परिवहन भत्ता",
  breakdownTransport: "परिवहन भत्ता",
  runningYear: "वर्ष भर का रनिंग भत्ता",
  runningExempt: "कर-मुक्त रनिंग भत्ता",
  runningTaxable: "कर योग्य रनिंग भत्ता",
  breakdownRunning: "रनिंग भत्ता (परिवहन सेवा के कर्मचारी)",
  noteEligible:
    "दृष्टिहीन, मूक-बधिर या अस्थि-दिव्यांग कर्मचारी को यह छूट पुरानी के साथ नई कर व्यवस्था में भी मिलती है, और मानक कटौती के ऊपर से। वह दिव्यांगता प्रमाणपत्र सँभालकर रखें जिसके आधार पर आपका नियोक्ता छूट देता है।",
  noteNotEligible:
    "इन तीन में से कोई दिव्यांगता न हो, तो घर से दफ़्तर आने-जाने का परिवहन या वाहन भत्ता दोनों कर व्यवस्थाओं में पूरा कर योग्य है; उसकी जगह मानक कटौती मिलती है (नई कर व्यवस्था में ₹75,000, पुरानी में ₹50,000)।",
  noteOfficial: "दफ़्तर के काम से यात्रा के लिए मिलने वाला वाहन भत्ता अलग भत्ता है: जितना असल में खर्च हुआ, उतने पर दोनों कर व्यवस्थाओं में छूट है (धारा 10(14)(i))।",
  noteMonthly: "सीमाएँ मासिक हैं: हर महीने के भत्ते की तुलना उस महीने की सीमा से होती है, और महीना पूरा गिना जाता है।",
  note2025Act: "कर वर्ष 2026-27 आयकर अधिनियम, 2025 और आयकर नियम, 2026 के तहत आता है; यहाँ 1961 के जाने-पहचाने नंबर लिखे हैं (धारा 10(14), नियम 2BB)।",
  ruleNote: (note: string) =>
    note.startsWith("UNSURE: the limit proposed in the draft")
      ? DRAFT_NOTE_HI
      : /not available in the new regime/.test(note)
        ? "अपुष्ट: आम तौर पर माना जाता है कि यह छूट नई कर व्यवस्था में नहीं मिलती; हम भी यही मानते हैं।"
        : "अपुष्ट: इस आँकड़े की हमने पुष्टि नहीं की है। भरोसा करने से पहले जाँच लें।",
  explanation: [
    "घर से दफ़्तर आने-जाने के लिए मिलने वाला परिवहन (या वाहन) भत्ता वेतन का हिस्सा है। वित्तीय वर्ष 2017-18 तक हर कर्मचारी इसमें से ₹1,600 महीना कर-मुक्त मान सकता था; वित्तीय वर्ष 2018-19 से यह छूट हटा दी गई और उसकी जगह मानक कटौती आई। अब ज़्यादातर कर्मचारियों के लिए यह भत्ता पूरा कर योग्य है।",
    "जो कर्मचारी दृष्टिहीन, मूक-बधिर या निचले अंगों की दिव्यांगता वाला अस्थि-दिव्यांग है, उसे धारा 10(14)(ii) और नियम 2BB(2) के तहत छूट अब भी मिलती है: वित्तीय वर्ष 2025-26 तक भत्ता ₹3,200 महीने (पूरे वर्ष में ₹38,400) तक कर-मुक्त है। यह उन गिनी-चुनी छूटों में से है जो नई कर व्यवस्था में भी बची हैं, और यह मानक कटौती के ऊपर से मिलती है।",
    "कर वर्ष 2026-27 के लिए भत्ते नए आयकर अधिनियम, 2025 के तहत आयकर नियम, 2026 तय करते हैं। मसौदा नियमों ने यह सीमा दिल्ली, मुंबई, कोलकाता, चेन्नई, बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद में ₹15,000 महीना और बाकी जगह ₹8,000 कर दी थी; कैलकुलेटर यही सीमाएँ लेता है और बताता है कि इनकी पुष्टि नहीं हुई है।",
    "परिवहन सेवा (बस, रेल, विमान सेवा) के जिन कर्मचारियों को सफ़र के दौरान निजी खर्चों के लिए रनिंग भत्ता मिलता है, और दैनिक भत्ता नहीं मिलता, वे पुरानी कर व्यवस्था में इसका 70%, अधिकतम ₹10,000 महीना, कर-मुक्त मान सकते हैं।",
  ],
  faq: [
    {
      question: "क्या परिवहन भत्ता कर-मुक्त है?",
      answer:
        "सिर्फ़ उस कर्मचारी के लिए जो दृष्टिहीन, मूक-बधिर या निचले अंगों की दिव्यांगता वाला अस्थि-दिव्यांग है: वित्तीय वर्ष 2025-26 तक ₹3,200 महीने तक। बाकी सबके लिए यह वित्तीय वर्ष 2018-19 से पूरा कर योग्य है, जब ₹1,600 महीने की छूट की जगह मानक कटौती आई।",
    },
    {
      question: "क्या दिव्यांग कर्मचारी नई कर व्यवस्था में यह छूट ले सकता है?",
      answer: "हाँ। नई कर व्यवस्था ज़्यादातर भत्तों की छूट हटा देती है, पर यह छूट साफ़ तौर पर रखी गई है, इसलिए यह दोनों कर व्यवस्थाओं में मानक कटौती के साथ मिलती है।",
    },
    {
      question: "मेरा भत्ता ₹4,000 महीना है और मैं अस्थि-दिव्यांग हूँ। कितना कर योग्य है?",
      answer: "वित्तीय वर्ष 2025-26 तक ₹3,200 महीना कर-मुक्त है, इसलिए ₹800 महीना कर योग्य है: पूरे वर्ष में ₹38,400 कर-मुक्त और ₹9,600 कर योग्य।",
    },
    {
      question: "क्या दफ़्तरी यात्रा के लिए मिला वाहन भत्ता कर योग्य है?",
      answer:
        "नहीं, जितना आप असल में ड्यूटी के दौरान यात्रा पर खर्च करते हैं, उतना नहीं (धारा 10(14)(i))। यह घर से दफ़्तर आने-जाने के परिवहन भत्ते से अलग है, जिसका हिसाब यह कैलकुलेटर करता है।",
    },
    {
      question: "कर वर्ष 2026-27 में क्या बदलता है?",
      answer:
        "नियम 2BB की जगह आयकर नियम, 2026 आते हैं। मसौदा नियमों ने दिव्यांग कर्मचारियों के लिए आठ बड़े शहरों में ₹15,000 महीना और बाकी जगह ₹8,000, और रनिंग भत्ते पर ₹25,000 की ऊपरी सीमा प्रस्तावित की थी। अधिसूचित सीमाएँ अपने नियोक्ता से पक्की कर लें।",
    },
  ],
};

export const TRANSPORT_ALLOWANCE_TEXT: Catalogues<typeof en> = { en, hi };
