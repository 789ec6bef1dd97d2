import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { PayeeType } from "@/lib/tax/tds-rates";
import { tdsMeta } from "./meta";

/*
 * Every word the TDS calculator shows, in English and Hindi. The words of the working come
 * from lib/tax/tds-compute.ts (TDS_COMPUTE_TEXT) and the payment names from its
 * TDS_ROW_TEXT_HI; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const en = {
  description: tdsMeta.description,
  keywords: tdsMeta.keywords,
  groupPayment: "Payment",
  fy: "Financial year",
  section: "Section and payment",
  sectionOption: (section: string, nature: string) => `${section}: ${nature}`,
  payee: "Paid to",
  payeeLabels: { individual: "Individual", huf: "HUF", company: "Company", other: "Firm, LLP or other" } as Readonly<Record<PayeeType, string>>,
  amount: "Amount",
  amountHelp:
    "For most payments, the total paid to this payee in the year; per transaction for lottery and horse-race winnings; one month's rent for rent; the year's gross salary for salary; the price for a property purchase.",
  yearTotal: "Paid to this contractor in the year, including this payment",
  yearTotalHelp: "TDS applies when one payment is above ₹30,000 or the year's total is above ₹1,00,000.",
  months: "Months of rent in the year",
  monthsHelp: "The tax is deducted once, from the last month's rent.",
  premiums: "Premiums paid on the policy",
  premiumsHelp: "TDS is on the income part: the payout less the premiums.",
  stampValue: "Stamp duty value",
  stampValueHelp: "The value fixed for stamp duty. TDS is on it when it is higher than the price.",
  senior: "The payee is a senior citizen (60 or more)",
  seniorHelp: "A resident individual aged 60 or more has a ₹1,00,000 limit for bank interest.",
  specified: "I, the buyer, am a specified person",
  specifiedHelp: "An individual or HUF with no business or professional income, or with turnover up to ₹1 crore (professional receipts up to ₹50 lakh).",
  pan: "The payee has given a valid PAN",
  panHelp:
    "Without it, the rate becomes the highest of the section's rate, the rate in force and 20% (section 206AA of the 1961 Act, kept by the 2025 Act); 5% for e-commerce sales and purchases of goods.",
  summaryBank: (section: string) => `TDS under ${section} is the tax on your whole income for the year, which the bank works out at the slab rates.`,
  summaryNone: (section: string, reason: string) => `No TDS under ${section}. ${reason}`,
  summarySalary: (tds: string, net: string) => `TDS on salary for the year: ${tds}, leaving ${net} to be paid.`,
  summaryCapped: (section: string, rate: string, base: string, uncapped: string, tds: string, oneMonth: boolean, net: string) =>
    `TDS under ${section}: ${rate} of ${base} is ${uncapped}, cut to ${tds}${oneMonth ? ", one month's rent" : ", the sum paid"}, leaving ${net} to be paid.`,
  summary: (section: string, rate: string, base: string, tds: string, net: string) =>
    `TDS under ${section}: ${rate} of ${base} = ${tds}, leaving ${net} to be paid.`,
  applies: "TDS applies",
  yes: "Yes",
  no: "No",
  threshold: "Threshold",
  averageRate: "Average rate on taxable salary",
  rate: "Rate",
  rateAbove: "Rate above the threshold",
  raisedNoPan: (rule: string) => `Raised for want of PAN (${rule}).`,
  slabRates: "Slab rates",
  none: "None",
  tdsForYear: "TDS for the year",
  tdsToDeduct: "TDS to deduct",
  payable: "Amount payable after TDS",
  byBank: "Worked out by the bank",
  note2025: (fy: string, act: string) =>
    `Tax year ${fy} falls under the ${act}, which keeps the FY 2025-26 rates and thresholds: salary in section 392, other payments in the tables of section 393, TCS in section 394. The Table and serial number of section 393 are not shown, only the section.`,
  /** A form's name across the two Acts ("Form 13 (Form 128 from tax year 2026-27)"). */
  formAcross: (before: string, after: string, year: string) => `${before} (${after} from tax year ${year})`,
  noteResident: (lowerCertificate: string, declaration: string) =>
    `Rates are for resident payees. TDS is deducted when the amount is paid or credited, whichever is earlier; a lower-deduction certificate (section 197; applied for in ${lowerCertificate}) or a no-tax declaration (${declaration}) can reduce it.`,
  groupTitle: (section: string) => `Section ${section}`,
  breakdownTitle: (section: string) => `How the TDS under section ${section} is worked out`,
  explanation: [
    "Tax deducted at source (TDS) is income-tax that the payer keeps back from a payment and pays to the government for the payee, who later claims it against the tax on his or her income. Up to FY 2025-26, Chapter XVII-B of the Income-tax Act, 1961 set a section for each kind of payment (192 to 194T), with its own threshold and rate.",
    "From the tax year 2026-27 the Income-tax Act, 2025 applies: TDS on salary is in section 392 (was 192 and 192A), the other payments to residents are in the tables of section 393 (was 193 to 194T), and tax collected at source is in section 394 (was 206C). The rates and thresholds are the same as in FY 2025-26. The calculator shows both numbers, such as 393 (was 194J(b)); it does not show the Table or serial number of section 393.",
    "For FY 2025-26 the Finance Act 2025 raised many thresholds, which the tax year 2026-27 keeps: bank interest to ₹50,000 (₹1,00,000 for senior citizens), other interest and dividends to ₹10,000, professional and technical fees to ₹50,000, commission to ₹20,000, and rent to ₹50,000 a month. Once a threshold is crossed, TDS is usually due on the whole amount, not only on the part above it; sections 194N and 194Q are the exceptions.",
    "A payee who does not give a valid PAN suffers TDS at the highest of the section's rate, the rate in force and 20% under section 206AA (5% for e-commerce sales and purchases of goods); the 2025 Act keeps this rule. There is no “twice the rate”: that was section 206AB, for people who had not filed returns, removed from 1 April 2025.",
    "The calculator below tests the threshold, picks the rate for the payee, and rounds the TDS to the nearest rupee. The chart lists every section with its threshold, rates and reference; type a section number or a word such as rent to filter it.",
  ] as readonly string[],
  faqQuestions: {
    whole: "Is TDS deducted on the whole amount or only on the part above the threshold?",
    fd: "What is the TDS on bank FD interest for the tax year 2026-27 (and FY 2025-26)?",
    pan: "What if the payee does not give a PAN?",
    rent: "I pay ₹60,000 a month as house rent. Do I deduct TDS?",
    rounding: "Is TDS rounded to the nearest ten rupees?",
  } as Readonly<Record<"whole" | "fd" | "pan" | "rent" | "rounding", string>>,
  faqWhole:
    "On the whole amount, for almost every section: professional fees of ₹55,000 bear 10% of ₹55,000, that is ₹5,500. Section 194Q (purchase of goods) and section 194N (cash withdrawals) tax only the part above their limits.",
  faqFd: (declaration: string) =>
    `10% once the interest from one bank crosses ₹50,000 in the year, or ₹1,00,000 for a senior citizen. A person whose income is below the taxable limit can give the bank ${declaration} to avoid the deduction.`,
  faqPan:
    "Section 206AA applies (the 2025 Act keeps it): the rate becomes the highest of the section's rate, the rate in force and 20% (5% for e-commerce sales and purchases of goods, 194-O and 194Q). For house rent paid by an individual (194-IB) the deduction cannot exceed one month's rent.",
  faqRent:
    "Yes, if you are an individual or HUF not liable to tax audit: section 393 of the Income-tax Act, 2025 (section 194-IB of the 1961 Act up to FY 2025-26) applies above ₹50,000 a month. You deduct 2% once, from the last month's rent: 2% of ₹7,20,000 is ₹14,400 for a full year.",
  faqRounding:
    "In practice TDS is rounded to the nearest rupee, which is what this calculator does. Section 288B rounds tax payable to ₹10, but whether it applies to TDS is unsettled.",
};

const formHi = (name: string) => name.replace(/\bForm /g, "फ़ॉर्म ").replace(/ or /g, " या ");

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि किसी भुगतान पर स्रोत पर कर कटौती (TDS) लगती है या नहीं, किस दर से और कितनी: कर वर्ष 2026-27 के लिए आयकर अधिनियम, 2025 की धारा 392 और 393, और वित्तीय वर्ष 2025-26 के लिए धारा 192 से 194T; साथ में खोजी जा सकने वाली दरों की तालिका।",
  keywords:
    "TDS कैलकुलेटर, TDS दरों की तालिका 2026-27, TDS दरों की तालिका वित्तीय वर्ष 2025-26, धारा 393, धारा 392, TDS दरें, 194J, 194C, 194A, 194-I, 194Q, 206AA, TDS सीमा",
  groupPayment: "भुगतान",
  fy: "वर्ष",
  section: "धारा और भुगतान",
  sectionOption: (section: string, nature: string) => `${section}: ${nature}`,
  payee: "भुगतान किसे",
  payeeLabels: { individual: "व्यक्ति", huf: "HUF", company: "कंपनी", other: "फ़र्म, LLP या अन्य" },
  amount: "राशि",
  amountHelp:
    "ज़्यादातर भुगतानों के लिए इस प्राप्तकर्ता को वर्ष भर में दिया कुल भुगतान; लॉटरी और घुड़दौड़ की जीत के लिए हर लेनदेन की राशि; किराये के लिए एक महीने का किराया; वेतन के लिए वर्ष का सकल वेतन; प्रॉपर्टी की खरीद के लिए उसकी कीमत।",
  yearTotal: "इस भुगतान समेत, इस ठेकेदार को वर्ष में दिया कुल भुगतान",
  yearTotalHelp: "TDS तब लगता है जब एक भुगतान ₹30,000 से ऊपर हो या वर्ष का कुल भुगतान ₹1,00,000 से ऊपर हो।",
  months: "वर्ष में किराये के महीने",
  monthsHelp: "टैक्स एक बार, आख़िरी महीने के किराये से कटता है।",
  premiums: "पॉलिसी पर चुकाए गए प्रीमियम",
  premiumsHelp: "TDS आय वाले हिस्से पर लगता है: भुगतान घटा प्रीमियम।",
  stampValue: "स्टांप ड्यूटी मूल्य",
  stampValueHelp: "स्टांप ड्यूटी के लिए तय मूल्य। अगर यह कीमत से अधिक है, तो TDS इसी पर लगता है।",
  senior: "प्राप्तकर्ता वरिष्ठ नागरिक है (60 वर्ष या अधिक)",
  seniorHelp: "60 वर्ष या अधिक आयु के निवासी व्यक्ति के लिए बैंक ब्याज पर सीमा ₹1,00,000 है।",
  specified: "मैं, खरीदार, निर्दिष्ट व्यक्ति हूँ",
  specifiedHelp: "ऐसा व्यक्ति या HUF, जिसकी कारोबार या पेशे से कोई आय नहीं है, या जिसका टर्नओवर ₹1 करोड़ तक है (पेशेवर प्राप्तियाँ ₹50 लाख तक)।",
  pan: "प्राप्तकर्ता ने मान्य PAN दिया है",
  panHelp:
    "इसके बिना दर, धारा की दर, लागू दर और 20%, इनमें से सबसे अधिक हो जाती है (1961 के अधिनियम की धारा 206AA, जिसे 2025 का अधिनियम बनाए रखता है); ई-कॉमर्स बिक्री और सामान की खरीद पर 5%।",
  summaryBank: (section: string) => `${section} के तहत TDS आपकी पूरे वर्ष की आय पर टैक्स है, जिसे बैंक स्लैब दरों से निकालता है।`,
  summaryNone: (section: string, reason: string) => `${section} के तहत कोई TDS नहीं। ${reason}`,
  summarySalary: (tds: string, net: string) => `वर्ष के वेतन पर TDS: ${tds}; इसके बाद ${net} का भुगतान होगा।`,
  summaryCapped: (section: string, rate: string, base: string, uncapped: string, tds: string, oneMonth: boolean, net: string) =>
    `${section} के तहत TDS: ${base} का ${rate} ${uncapped} बनता है, जिसे घटाकर ${tds} किया गया${oneMonth ? ", यानी एक महीने का किराया" : ", यानी चुकाई गई राशि"}; इसके बाद ${net} का भुगतान होगा।`,
  summary: (section: string, rate: string, base: string, tds: string, net: string) =>
    `${section} के तहत TDS: ${base} का ${rate} = ${tds}; इसके बाद ${net} का भुगतान होगा।`,
  applies: "TDS लगता है",
  yes: "हाँ",
  no: "नहीं",
  threshold: "सीमा",
  averageRate: "कर योग्य वेतन पर औसत दर",
  rate: "दर",
  rateAbove: "सीमा से ऊपर दर",
  raisedNoPan: (rule: string) => `PAN न होने के कारण बढ़ी दर (${rule})।`,
  slabRates: "स्लैब दरें",
  none: "कोई नहीं",
  tdsForYear: "वर्ष का TDS",
  tdsToDeduct: "काटा जाने वाला TDS",
  payable: "TDS के बाद देय राशि",
  byBank: "बैंक निकालता है",
  note2025: (fy: string, act: string) =>
    `कर वर्ष ${fy} ${act} के तहत आता है, जो वित्तीय वर्ष 2025-26 की दरें और सीमाएँ बनाए रखता है: वेतन धारा 392 में, दूसरे भुगतान धारा 393 की तालिकाओं में, और स्रोत पर कर संग्रह (TCS) धारा 394 में। धारा 393 की तालिका और क्रम संख्या नहीं दिखाई गई है, सिर्फ़ धारा।`,
  formAcross: (before: string, after: string, year: string) => `${formHi(before)} (कर वर्ष ${year} से ${formHi(after)})`,
  noteResident: (lowerCertificate: string, declaration: string) =>
    `दरें निवासी प्राप्तकर्ताओं के लिए हैं। TDS भुगतान के समय या खाते में जमा करते समय, जो भी पहले हो, कटता है; कम कटौती का प्रमाणपत्र (धारा 197; इसके लिए ${lowerCertificate} में आवेदन) या टैक्स न बनने की घोषणा (${declaration}) से यह घट सकता है।`,
  groupTitle: (section: string) => `धारा ${section}`,
  breakdownTitle: (section: string) => `धारा ${section} के तहत TDS कैसे निकाला गया`,
  explanation: [
    "स्रोत पर कर कटौती (TDS) वह आयकर है जो भुगतान करने वाला किसी भुगतान में से रोककर पाने वाले की ओर से सरकार को जमा करता है; पाने वाला बाद में अपनी आय पर बने टैक्स में इसे घटा लेता है। वित्तीय वर्ष 2025-26 तक आयकर अधिनियम, 1961 के अध्याय XVII-B में हर तरह के भुगतान के लिए एक धारा थी (192 से 194T), जिसकी अपनी सीमा और दर थी।",
    "कर वर्ष 2026-27 से आयकर अधिनियम, 2025 लागू है: वेतन पर TDS धारा 392 में है (पहले 192 और 192A), निवासियों को दूसरे भुगतान धारा 393 की तालिकाओं में (पहले 193 से 194T), और स्रोत पर कर संग्रह (TCS) धारा 394 में (पहले 206C)। दरें और सीमाएँ वित्तीय वर्ष 2025-26 जैसी ही हैं। कैलकुलेटर दोनों नंबर दिखाता है, जैसे 393 (पहले 194J(b)); यह धारा 393 की तालिका या क्रम संख्या नहीं दिखाता।",
    "वित्तीय वर्ष 2025-26 के लिए वित्त अधिनियम, 2025 ने कई सीमाएँ बढ़ाईं, जिन्हें कर वर्ष 2026-27 भी बनाए रखता है: बैंक ब्याज पर ₹50,000 (वरिष्ठ नागरिकों के लिए ₹1,00,000), दूसरे ब्याज और डिविडेंड पर ₹10,000, पेशेवर और तकनीकी फ़ीस पर ₹50,000, कमीशन पर ₹20,000, और किराये पर ₹50,000 महीना। सीमा पार होते ही TDS आम तौर पर पूरी राशि पर लगता है, सिर्फ़ उससे ऊपर के हिस्से पर नहीं; धारा 194N और 194Q इसके अपवाद हैं।",
    'जो प्राप्तकर्ता मान्य PAN नहीं देता, उसका TDS धारा 206AA के तहत धारा की दर, लागू दर और 20% में से सबसे अधिक दर पर कटता है (ई-कॉमर्स बिक्री और सामान की खरीद पर 5%); 2025 का अधिनियम यह नियम बनाए रखता है। "दोगुनी दर" जैसा कुछ नहीं है: वह धारा 206AB थी, रिटर्न न भरने वालों के लिए, जो 1 अप्रैल 2025 से हटा दी गई।',
    "नीचे का कैलकुलेटर सीमा जाँचता है, प्राप्तकर्ता के लिए दर चुनता है, और TDS को निकटतम रुपये तक पूरा करता है। तालिका में हर धारा अपनी सीमा, दरों और संदर्भ के साथ है; उसे छाँटने के लिए धारा नंबर या किराया जैसा कोई शब्द लिखें।",
  ],
  faqQuestions: {
    whole: "TDS पूरी राशि पर कटता है या सिर्फ़ सीमा से ऊपर के हिस्से पर?",
    fd: "कर वर्ष 2026-27 (और वित्तीय वर्ष 2025-26) में बैंक FD के ब्याज पर TDS कितना है?",
    pan: "अगर प्राप्तकर्ता PAN न दे तो?",
    rent: "मैं मकान का किराया ₹60,000 महीना देता हूँ। क्या मुझे TDS काटना है?",
    rounding: "क्या TDS निकटतम दस रुपये तक पूरा किया जाता है?",
  },
  faqWhole:
    "लगभग हर धारा में पूरी राशि पर: ₹55,000 की पेशेवर फ़ीस पर ₹55,000 का 10%, यानी ₹5,500 कटता है। धारा 194Q (सामान की खरीद) और धारा 194N (नकद निकासी) में ही सिर्फ़ सीमा से ऊपर के हिस्से पर टैक्स कटता है।",
  faqFd: (declaration: string) =>
    `एक बैंक से वर्ष में ब्याज ₹50,000 से ऊपर जाते ही 10%, या वरिष्ठ नागरिक के लिए ₹1,00,000 से ऊपर जाने पर। जिसकी आय कर योग्य सीमा से कम है, वह कटौती से बचने के लिए बैंक को ${declaration} दे सकता है।`,
  faqPan:
    "धारा 206AA लागू होती है (2025 का अधिनियम इसे बनाए रखता है): दर, धारा की दर, लागू दर और 20%, इनमें से सबसे अधिक हो जाती है (ई-कॉमर्स बिक्री और सामान की खरीद पर, यानी 194-O और 194Q में, 5%)। किसी व्यक्ति के दिए मकान किराये (194-IB) पर कटौती एक महीने के किराये से अधिक नहीं हो सकती।",
  faqRent:
    "हाँ, अगर आप ऐसे व्यक्ति या HUF हैं जिस पर टैक्स ऑडिट लागू नहीं होता: ₹50,000 महीने से ऊपर के किराये पर आयकर अधिनियम, 2025 की धारा 393 (वित्तीय वर्ष 2025-26 तक 1961 के अधिनियम की धारा 194-IB) लागू होती है। आप 2% एक बार, आख़िरी महीने के किराये से काटते हैं: पूरे वर्ष के लिए ₹7,20,000 का 2%, यानी ₹14,400।",
  faqRounding:
    "व्यवहार में TDS निकटतम रुपये तक पूरा किया जाता है, और यह कैलकुलेटर भी यही करता है। धारा 288B देय टैक्स को ₹10 तक पूरा करती है, पर यह TDS पर लागू होती है या नहीं, यह तय नहीं है।",
};

export const TDS_TEXT: Catalogues<typeof en> = { en, hi };
