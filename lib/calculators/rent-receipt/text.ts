import { formatInr } from "@/lib/format";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { PanProblem } from "@/lib/pan";
import { formAcrossYears, PRESCRIBED_FORMS, type PrescribedFormKey } from "@/lib/tax/forms";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { rentReceiptMeta } from "./meta";

/*
 * Every word the rent-receipt generator shows around the receipts, in English and Hindi
 * (the receipts' own wording is in ./receipt-text.ts). Messages with figures are functions of
 * them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const rules = RENT_RECEIPT_RULES;
const panThreshold = formatInr(rules.landlordPanThreshold.value);
const tdsThreshold = formatInr(rules.tdsOnRentMonthlyThreshold.value);
const stampAbove = formatInr(rules.revenueStampAbove.value);
const stampDuty = formatInr(rules.revenueStampDuty.value);
const noReceiptsUpTo = formatInr(rules.receiptsNotInsistedUpToMonthlyHra.value);
const panMonthly = formatInr(Math.floor(rules.landlordPanThreshold.value / 12));

/** "Form 12BB" → "फ़ॉर्म 12BB". */
const formHi = (name: string) => name.replace(/^Form /, "फ़ॉर्म ");

/** formAcrossYears in Hindi: "फ़ॉर्म 12BB (कर वर्ष 2026-27 से फ़ॉर्म 124)". */
export function formAcrossYearsHi(key: PrescribedFormKey, earlierName?: string): string {
  const entry = PRESCRIBED_FORMS[key];
  return `${formHi(earlierName ?? entry.rules1962.name)} (कर वर्ष ${FIRST_TAX_YEAR_UNDER_2025_ACT} से ${formHi(entry.rules2026.name)})`;
}

const declareIn = formAcrossYears("employeeClaims");
const declareInHi = formAcrossYearsHi("employeeClaims");

const en = {
  description: rentReceiptMeta.description,
  keywords: rentReceiptMeta.keywords,
  groupWho: "Who and where",
  groupRent: "Rent and period",
  groupPan: "Landlord's PAN",
  tenant: "Your name (tenant)",
  tenantHelp: "As in your employer's records. Left blank, the receipts keep a line to write it by hand.",
  landlord: "Landlord's name",
  landlordHelp: "The person you pay the rent to.",
  address: "Address of the rented house",
  addressHelp: "The full address, with PIN code.",
  llAddress: "Landlord's address",
  llAddressHelp: "Where the landlord lives, if not at the rented house. Optional.",
  rent: "Monthly rent",
  rentHelp: "The rent for one month, without maintenance or electricity charges paid separately.",
  from: "First month",
  fromHelp: "YYYY-MM, e.g. 2026-04 for April 2026.",
  to: "Last month",
  toHelp: "YYYY-MM, in the same financial year (April to March).",
  freq: "One receipt for",
  freqOptions: { monthly: "Each month", quarterly: "Every three months" } as Readonly<Record<"monthly" | "quarterly", string>>,
  freqHelp: "Three-month receipts are counted from the first month; the last one covers whatever months are left.",
  day: "Day of the month the rent is paid",
  dayHelp: "The date on each receipt (the month's last day if the month is shorter).",
  mode: "Paid by",
  modeOptions: { bank: "Bank transfer or UPI", cheque: "Cheque", cash: "Cash" } as Readonly<Record<"bank" | "cheque" | "cash", string>>,
  pan: "Landlord's PAN",
  panHelp: `Needed when the rent for the year is above ${panThreshold}. Ten characters, like ABCPE1234F.`,
  noPan: "The landlord has no PAN",
  noPanHelp: "Then attach the landlord's signed declaration that they have no PAN, with their name and address.",
  monthFormat: "Enter the month as YYYY-MM, for example 2026-04 for April 2026.",
  monthNumber: (month: string) => `There is no month ${month}: use 01 (January) to 12 (December).`,
  monthYearRange: (earliest: number, latest: number) => `Enter a year from ${earliest} to ${latest}.`,
  lastBeforeFirst: (first: string) => `The last month is before the first (${first}).`,
  oneYearOnly: (lastMonth: string) =>
    `Receipts are made for one financial year (April to March) at a time: choose a last month up to ${lastMonth}, and make a second set for the months after.`,
  panNeeded: (yearlyRent: string) =>
    `The rent for the year comes to ${yearlyRent}, above ${panThreshold}: enter the landlord's PAN, or switch on "The landlord has no PAN" and attach their declaration.`,
  verdictNoPan: `The rent for the year is above ${panThreshold}: attach the landlord's declaration that they have no PAN.`,
  verdictPan: `The rent for the year is above ${panThreshold}, so the receipts carry the landlord's PAN.`,
  verdictNotNeeded: `The landlord's PAN is not needed: the rent for the year is not above ${panThreshold}.`,
  tdsApplies: (rate: number, month: string, capped: boolean) =>
    `Rent above ${tdsThreshold} a month: deduct ${rate}% TDS under section 194-IB from the rent of ${month}${capped ? " (capped at one month's rent without the landlord's PAN)" : ""}.`,
  tdsNone: `No TDS: the rent is not above ${tdsThreshold} a month.`,
  noteSign: "Each receipt needs the landlord's signature. Keep copies with your rent agreement; your employer may ask for both.",
  notePanYear: `The PAN rule looks at all the rent you pay in the financial year. If you pay rent for months these receipts do not cover, count those too: above ${panThreshold} in the year, give the landlord's PAN.`,
  noteDeclare: `The total of the receipts is the rent to declare in ${declareIn}. The HRA exemption it supports is allowed only in the old regime.`,
  notePrivacy:
    "What you type stays in your browser: the receipts and the PDF are made on your device and nothing is sent to us. The inputs are in this page's address, so anyone you share the link with sees them.",
  noteStamp: rules.revenueStampAbove.note ?? "",
  noteTds: `Section 194-IB: an individual or HUF not liable to tax audit who pays rent above ${tdsThreshold} a month deducts TDS once, from the last month's rent, pays it with the challan-cum-statement ${formAcrossYears("tdsChallanStatement").replace("Form 26QB, 26QC, 26QD or 26QE", "Form 26QC")} within 30 days of the month's end, and gives the landlord the TDS certificate (Form 16C up to FY 2025-26). The receipt for that month still shows the full rent.`,
  summary: (count: number, frequency: "monthly" | "quarterly", period: string, total: string, verdict: string) =>
    `${count} ${frequency === "monthly" ? "monthly" : "three-monthly"} ${count === 1 ? "receipt" : "receipts"} for ${period}: ${total} in all. ${verdict}`,
  receipts: "Receipts",
  receiptsNote: { monthly: "One for each month", quarterly: "One for every three months" } as Readonly<Record<"monthly" | "quarterly", string>>,
  totalRent: "Total rent",
  totalRentNote: `The figure to declare in ${declareIn}`,
  landlordPan: "Landlord's PAN",
  panRequired: "PAN required",
  yes: "Yes",
  no: "No",
  tdsGroup: "TDS on rent (section 194-IB)",
  tdsToDeduct: "Tax to deduct",
  stepMonthlyRent: "Monthly rent",
  stepMonthlyRentReference: "Form No. 12BB, item 1(i): rent paid to the landlord",
  stepMonths: (period: string) => `Months: ${period}`,
  monthCount: (months: number) => `${months} ${months === 1 ? "month" : "months"}`,
  stepMonthsReference: (financialYear: string) =>
    `Financial year ${financialYear}, April to March (s.3 of the Income-tax Act, 1961; the "tax year" of the 2025 Act)`,
  stepReceipts: { monthly: "One receipt a month", quarterly: "One receipt for every three months from the first month" } as Readonly<
    Record<"monthly" | "quarterly", string>
  >,
  receiptCount: (count: number) => `${count} ${count === 1 ? "receipt" : "receipts"}`,
  stepReceiptsReference: "Rent receipts: evidence of rent paid for the HRA exemption, s.10(13A)",
  stepTotal: "Total rent for the period",
  stepTotalReference: "Form No. 12BB, item 1(i): the rent declared equals the receipts' total",
  stepYearRent: "Rent in the financial year",
  stepPanAbove: "PAN needed above",
  panDeclarationAttached: "Required: declaration attached",
  panRequiredText: "Required",
  panNotRequired: "Not required",
  stampAndTds: "Revenue stamp and TDS",
  stepStamp: `Receipts for cash above ${stampAbove}`,
  stampNone: "None: no stamp",
  stampCount: (stamped: number) => `${stamped}: ${stampDuty} stamp on each`,
  stepTds: (rate: number, total: string, capped: boolean) => `TDS at ${rate}% on ${total}${capped ? ", capped at one month's rent" : ""}`,
  stepNoTds: `Monthly rent not above ${tdsThreshold}`,
  noTds: "No TDS",
  explanation: [
    "An employee who receives house rent allowance and pays rent can claim part of the HRA as exempt under section 10(13A) in the old regime. Employers ask for rent receipts as evidence before they allow the exemption in the tax they deduct from salary, and the same receipts back the claim in your return.",
    `A receipt should name the tenant and the landlord, give the address of the rented house, the rent for the period in figures and words, the date and mode of payment, and carry the landlord's signature. When the rent for the year is above ${panThreshold}, the employer must also have the landlord's PAN (${declareIn}); a landlord without a PAN gives a signed declaration instead.`,
    `Under Article 53 of the Indian Stamp Act, a receipt for more than ${stampAbove} carries a ${stampDuty} revenue stamp, which the landlord signs across. This generator shows the stamp box on receipts for rent paid in cash. Rent above ${tdsThreshold} a month also brings TDS under section 194-IB, which the tenant deducts once, from the last month's rent.`,
    "The receipts are made in your browser: nothing you type is sent anywhere. Print them, or download a PDF to sign.",
  ] as readonly string[],
  faq: [
    {
      question: "Do I need the landlord's PAN?",
      answer: `Only if the rent you pay in the financial year is above ${panThreshold} (more than ${panMonthly} a month for a full year). Exactly ${panThreshold} does not need it. If the landlord has no PAN, give your employer the landlord's signed declaration saying so, with their name and address.`,
    },
    {
      question: "When does a rent receipt need a revenue stamp?",
      answer: `A receipt for more than ${stampAbove} paid in cash should carry a ${stampDuty} revenue stamp signed across by the landlord. For rent paid by bank transfer or cheque the bank record is evidence of payment and most employers do not ask for a stamp, though the Stamp Act itself does not distinguish how the money was paid.`,
    },
    {
      question: "Can I pay rent to my parents and claim HRA?",
      answer:
        "Yes, if you really pay it, the parent owns the house and shows the rent as income in their return. Pay by bank transfer so there is a record. Rent paid to a spouse is usually not accepted, and you cannot claim HRA for a house you own and live in.",
    },
    {
      question: "My employer did not ask for rent receipts. Do I still need them?",
      answer: `Employers need not insist on receipts when the HRA is up to ${noReceiptsUpTo} a month, but the income-tax department can still ask for evidence of the rent in an assessment. Keep the receipts and the rent agreement for the year.`,
    },
    {
      question: "Should I make monthly or quarterly receipts?",
      answer:
        "Either is accepted: follow how you actually pay. Quarterly receipts here cover three months each from the first month you choose, and the last one covers whatever months remain. The total is the same either way.",
    },
    {
      question: "Is the information I enter stored anywhere?",
      answer:
        "No. The receipts and the PDF are made in your browser and nothing is sent to our servers. Your inputs are kept in the page's address so you can bookmark or share the page; anyone you share the link with sees them.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "HRA के दावे के लिए मासिक या तिमाही किराया रसीदें बनाएँ: राशि शब्दों में, वर्ष का किराया ₹1 लाख से अधिक होने पर मकान मालिक का PAN, और नकद किराये के लिए रसीदी टिकट का खाना; फिर इन्हें प्रिंट करें या PDF डाउनलोड करें। आप जो लिखते हैं, वह आपके ब्राउज़र से बाहर नहीं जाता।",
  keywords: "किराया रसीद जनरेटर, किराया रसीद फ़ॉर्मेट, HRA किराया रसीद, किराया रसीद PDF, मकान मालिक का PAN, रसीदी टिकट, फ़ॉर्म 12BB, कर वर्ष 2026-27",
  groupWho: "कौन और कहाँ",
  groupRent: "किराया और अवधि",
  groupPan: "मकान मालिक का PAN",
  tenant: "आपका नाम (किरायेदार)",
  tenantHelp: "जैसा आपके नियोक्ता के रिकॉर्ड में है। खाली छोड़ने पर रसीदों में इसे हाथ से लिखने की जगह रहती है।",
  landlord: "मकान मालिक का नाम",
  landlordHelp: "जिन्हें आप किराया देते हैं।",
  address: "किराये के मकान का पता",
  addressHelp: "पिन कोड के साथ पूरा पता।",
  llAddress: "मकान मालिक का पता",
  llAddressHelp: "मकान मालिक जहाँ रहते हैं, अगर वह किराये का मकान नहीं है। वैकल्पिक।",
  rent: "मासिक किराया",
  rentHelp: "एक महीने का किराया, अलग से चुकाए जाने वाले मेंटेनेंस या बिजली के खर्च के बिना।",
  from: "पहला महीना",
  fromHelp: "साल और महीना अंकों में, जैसे अप्रैल 2026 के लिए 2026-04।",
  to: "आखिरी महीना",
  toHelp: "साल और महीना अंकों में, उसी वित्तीय वर्ष (अप्रैल से मार्च) के भीतर।",
  freq: "एक रसीद",
  freqOptions: { monthly: "हर महीने की", quarterly: "हर तीन महीने की" },
  freqHelp: "तीन-तीन महीने की रसीदें पहले महीने से गिनी जाती हैं; आखिरी रसीद में बचे हुए महीने आते हैं।",
  day: "महीने की किस तारीख को किराया चुकाया जाता है",
  dayHelp: "हर रसीद पर यही तारीख होगी (महीना छोटा हो तो उसकी आखिरी तारीख)।",
  mode: "भुगतान का तरीका",
  modeOptions: { bank: "बैंक ट्रांसफ़र या UPI", cheque: "चेक", cash: "नकद" },
  pan: "मकान मालिक का PAN",
  panHelp: `वर्ष का किराया ${panThreshold} से अधिक हो, तो ज़रूरी। दस अक्षर-अंक: पाँच अक्षर, चार अंक, फिर एक अक्षर।`,
  noPan: "मकान मालिक के पास PAN नहीं है",
  noPanHelp: "तब मकान मालिक की हस्ताक्षरित घोषणा लगाएँ कि उनके पास PAN नहीं है, उनके नाम और पते के साथ।",
  monthFormat: "साल और महीना अंकों में लिखें, जैसे अप्रैल 2026 के लिए 2026-04।",
  monthNumber: (month: string) => `महीना ${month} नहीं होता: 01 (जनवरी) से 12 (दिसंबर) तक लिखें।`,
  monthYearRange: (earliest: number, latest: number) => `${earliest} से ${latest} तक का साल लिखें।`,
  lastBeforeFirst: (first: string) => `आखिरी महीना पहले महीने (${first}) से पहले का है।`,
  oneYearOnly: (lastMonth: string) =>
    `रसीदें एक बार में एक ही वित्तीय वर्ष (अप्रैल से मार्च) की बनती हैं: आखिरी महीना ज़्यादा से ज़्यादा ${lastMonth} चुनें, और बाद के महीनों के लिए रसीदों का दूसरा सेट बनाएँ।`,
  panNeeded: (yearlyRent: string) =>
    `वर्ष का किराया ${yearlyRent} बनता है, जो ${panThreshold} से अधिक है: मकान मालिक का PAN दर्ज करें, या "मकान मालिक के पास PAN नहीं है" चालू करें और उनकी घोषणा लगाएँ।`,
  verdictNoPan: `वर्ष का किराया ${panThreshold} से अधिक है: मकान मालिक की यह घोषणा लगाएँ कि उनके पास PAN नहीं है।`,
  verdictPan: `वर्ष का किराया ${panThreshold} से अधिक है, इसलिए रसीदों पर मकान मालिक का PAN है।`,
  verdictNotNeeded: `मकान मालिक का PAN ज़रूरी नहीं है: वर्ष का किराया ${panThreshold} से अधिक नहीं है।`,
  tdsApplies: (rate: number, month: string, capped: boolean) =>
    `किराया हर महीने ${tdsThreshold} से अधिक है: ${month} के किराये से धारा 194-IB के तहत ${rate}% स्रोत पर कर कटौती (TDS) करें${capped ? " (मकान मालिक के PAN के बिना ज़्यादा से ज़्यादा एक महीने का किराया)" : ""}।`,
  tdsNone: `TDS नहीं: मासिक किराया ${tdsThreshold} से अधिक नहीं है।`,
  noteSign: "हर रसीद पर मकान मालिक के हस्ताक्षर ज़रूरी हैं। इनकी प्रतियाँ किरायानामे के साथ रखें; आपका नियोक्ता दोनों माँग सकता है।",
  notePanYear: `PAN का नियम वित्तीय वर्ष में चुकाए पूरे किराये को देखता है। अगर आप ऐसे महीनों का किराया भी देते हैं जो इन रसीदों में नहीं हैं, तो उन्हें भी जोड़ें: वर्ष में ${panThreshold} से अधिक होने पर मकान मालिक का PAN दें।`,
  noteDeclare: `रसीदों का जोड़ ही वह किराया है जो ${declareInHi} में बताना है। इससे मिलने वाली HRA छूट सिर्फ़ पुरानी कर व्यवस्था में मिलती है।`,
  notePrivacy:
    "आप जो लिखते हैं, वह आपके ब्राउज़र में ही रहता है: रसीदें और PDF आपके डिवाइस पर बनते हैं और हमें कुछ नहीं भेजा जाता। इनपुट इस पेज के पते (लिंक) में रहते हैं, इसलिए जिसके साथ आप लिंक शेयर करेंगे, वह भी उन्हें देख सकेगा।",
  noteStamp:
    "अनिश्चित: जिन राज्यों के अपने स्टांप अधिनियम हैं, वहाँ नियम अलग हो सकते हैं, और बैंक ट्रांसफ़र से चुकाए किराये की रसीद पर कई नियोक्ता टिकट नहीं माँगते; हम रसीदी टिकट सिर्फ़ नकद भुगतान की रसीदों पर दिखाते हैं।",
  noteTds: `धारा 194-IB: जिस व्यक्ति या HUF पर टैक्स ऑडिट लागू नहीं है और जो महीने में ${tdsThreshold} से अधिक किराया देता है, वह TDS एक ही बार, आखिरी महीने के किराये से काटता है, उसे महीना खत्म होने के 30 दिन के भीतर चालान-सह-विवरण ${formAcrossYearsHi("tdsChallanStatement", "Form 26QC")} से जमा करता है, और मकान मालिक को TDS प्रमाणपत्र देता है (वित्तीय वर्ष 2025-26 तक फ़ॉर्म 16C)। उस महीने की रसीद पर फिर भी पूरा किराया लिखा जाता है।`,
  summary: (count: number, frequency: "monthly" | "quarterly", period: string, total: string, verdict: string) =>
    `${period} के लिए ${count} ${frequency === "monthly" ? "मासिक" : "तिमाही"} ${count === 1 ? "रसीद" : "रसीदें"}: कुल ${total}। ${verdict}`,
  receipts: "रसीदें",
  receiptsNote: { monthly: "हर महीने की एक", quarterly: "हर तीन महीने की एक" },
  totalRent: "कुल किराया",
  totalRentNote: `${declareInHi} में बताने वाली राशि`,
  landlordPan: "मकान मालिक का PAN",
  panRequired: "PAN ज़रूरी",
  yes: "हाँ",
  no: "नहीं",
  tdsGroup: "किराये पर TDS (धारा 194-IB)",
  tdsToDeduct: "काटा जाने वाला टैक्स",
  stepMonthlyRent: "मासिक किराया",
  stepMonthlyRentReference: "फ़ॉर्म 12BB, मद 1(i): मकान मालिक को चुकाया किराया",
  stepMonths: (period: string) => `महीने: ${period}`,
  monthCount: (months: number) => `${months} ${months === 1 ? "महीना" : "महीने"}`,
  stepMonthsReference: (financialYear: string) => `वित्तीय वर्ष ${financialYear}, अप्रैल से मार्च (आयकर अधिनियम, 1961 की धारा 3; 2025 के अधिनियम में "कर वर्ष")`,
  stepReceipts: { monthly: "हर महीने एक रसीद", quarterly: "पहले महीने से हर तीन महीने की एक रसीद" },
  receiptCount: (count: number) => `${count} ${count === 1 ? "रसीद" : "रसीदें"}`,
  stepReceiptsReference: "किराया रसीदें: HRA छूट के लिए चुकाए किराये का सबूत, धारा 10(13A)",
  stepTotal: "अवधि का कुल किराया",
  stepTotalReference: "फ़ॉर्म 12BB, मद 1(i): बताया गया किराया रसीदों के जोड़ के बराबर",
  stepYearRent: "वित्तीय वर्ष में किराया",
  stepPanAbove: "इससे अधिक पर PAN ज़रूरी",
  panDeclarationAttached: "ज़रूरी: घोषणा संलग्न",
  panRequiredText: "ज़रूरी",
  panNotRequired: "ज़रूरी नहीं",
  stampAndTds: "रसीदी टिकट और TDS",
  stepStamp: `${stampAbove} से अधिक नकद की रसीदें`,
  stampNone: "कोई नहीं: टिकट नहीं",
  stampCount: (stamped: number) => `${stamped}: हर रसीद पर ${stampDuty} का टिकट`,
  stepTds: (rate: number, total: string, capped: boolean) => `${total} पर ${rate}% TDS${capped ? ", ज़्यादा से ज़्यादा एक महीने का किराया" : ""}`,
  stepNoTds: `मासिक किराया ${tdsThreshold} से अधिक नहीं`,
  noTds: "TDS नहीं",
  explanation: [
    "जिस कर्मचारी को मकान किराया भत्ता (HRA) मिलता है और जो किराया चुकाता है, वह पुरानी कर व्यवस्था में धारा 10(13A) के तहत HRA के एक हिस्से पर छूट ले सकता है। वेतन से कटने वाले टैक्स में यह छूट देने से पहले नियोक्ता सबूत के तौर पर किराया रसीदें माँगते हैं, और यही रसीदें आपके आयकर रिटर्न (ITR) में दावे का आधार भी होती हैं।",
    `रसीद में किरायेदार और मकान मालिक के नाम, किराये के मकान का पता, अवधि का किराया अंकों और शब्दों में, भुगतान की तारीख और तरीका, और मकान मालिक के हस्ताक्षर होने चाहिए। वर्ष का किराया ${panThreshold} से अधिक हो, तो नियोक्ता के पास मकान मालिक का PAN भी होना चाहिए (${declareInHi}); जिस मकान मालिक के पास PAN नहीं है, वह इसकी जगह हस्ताक्षरित घोषणा देता है।`,
    `भारतीय स्टांप अधिनियम के अनुच्छेद 53 के तहत ${stampAbove} से अधिक की रसीद पर ${stampDuty} का रसीदी टिकट (रेवेन्यू स्टांप) लगता है, जिस पर मकान मालिक आर-पार हस्ताक्षर करते हैं। यह जनरेटर नकद चुकाए किराये की रसीदों पर टिकट का खाना दिखाता है। महीने में ${tdsThreshold} से अधिक किराये पर धारा 194-IB के तहत स्रोत पर कर कटौती (TDS) भी लागू होती है, जिसे किरायेदार एक ही बार, आखिरी महीने के किराये से काटता है।`,
    "रसीदें आपके ब्राउज़र में बनती हैं: आप जो लिखते हैं, वह कहीं नहीं भेजा जाता। इन्हें प्रिंट करें, या हस्ताक्षर के लिए PDF डाउनलोड करें।",
  ],
  faq: [
    {
      question: "क्या मुझे मकान मालिक का PAN चाहिए?",
      answer: `सिर्फ़ तब, जब वित्तीय वर्ष में चुकाया किराया ${panThreshold} से अधिक हो (पूरे वर्ष के लिए हर महीने ${panMonthly} से अधिक)। ठीक ${panThreshold} पर इसकी ज़रूरत नहीं है। अगर मकान मालिक के पास PAN नहीं है, तो अपने नियोक्ता को मकान मालिक की हस्ताक्षरित घोषणा दें कि उनके पास PAN नहीं है, उनके नाम और पते के साथ।`,
    },
    {
      question: "किराया रसीद पर रसीदी टिकट कब लगता है?",
      answer: `नकद चुकाए गए ${stampAbove} से अधिक की रसीद पर ${stampDuty} का रसीदी टिकट होना चाहिए, जिस पर मकान मालिक आर-पार हस्ताक्षर करें। बैंक ट्रांसफ़र या चेक से चुकाए किराये का सबूत बैंक का रिकॉर्ड है और ज़्यादातर नियोक्ता टिकट नहीं माँगते, हालाँकि स्टांप अधिनियम खुद भुगतान के तरीके में फ़र्क नहीं करता।`,
    },
    {
      question: "क्या मैं माता-पिता को किराया देकर HRA छूट ले सकता हूँ?",
      answer:
        "हाँ, अगर आप सच में किराया देते हैं, मकान उन्हीं माता या पिता का है, और वे किराये को अपने रिटर्न में आय के रूप में दिखाते हैं। भुगतान बैंक ट्रांसफ़र से करें, ताकि उसका रिकॉर्ड रहे। पति या पत्नी को दिया किराया आम तौर पर नहीं माना जाता, और जिस मकान के आप मालिक हैं और उसी में रहते हैं, उस पर HRA छूट नहीं मिलती।",
    },
    {
      question: "मेरे नियोक्ता ने किराया रसीदें नहीं माँगीं। क्या फिर भी इनकी ज़रूरत है?",
      answer: `HRA महीने में ${noReceiptsUpTo} तक हो, तो नियोक्ता के लिए रसीदें माँगना ज़रूरी नहीं है, पर कर निर्धारण में आयकर विभाग फिर भी किराये का सबूत माँग सकता है। वर्ष की रसीदें और किरायानामा सँभालकर रखें।`,
    },
    {
      question: "मासिक रसीदें बनाऊँ या तिमाही?",
      answer:
        "दोनों मान्य हैं: जैसे आप असल में किराया देते हैं, वैसी बनाएँ। यहाँ तिमाही रसीद आपके चुने पहले महीने से तीन-तीन महीने की होती है, और आखिरी रसीद में बचे हुए महीने आते हैं। कुल राशि दोनों तरह एक ही रहती है।",
    },
    {
      question: "क्या मेरी दर्ज की गई जानकारी कहीं सेव होती है?",
      answer:
        "नहीं। रसीदें और PDF आपके ब्राउज़र में बनते हैं और हमारे सर्वर पर कुछ नहीं भेजा जाता। आपके इनपुट पेज के पते में रहते हैं, ताकि आप पेज को बुकमार्क या शेयर कर सकें; जिसके साथ आप लिंक शेयर करेंगे, वह उन्हें देख सकेगा।",
    },
  ],
};

export const RENT_RECEIPT_TEXT: Catalogues<typeof en> = { en, hi };

const LOOKALIKES: Readonly<Record<string, string>> = { "0": "O", O: "0", "1": "I", I: "1", "5": "S", S: "5", "8": "B", B: "8" };
const lookalike = (character: string) => (LOOKALIKES[character] ? ` (क्या यह “${LOOKALIKES[character]}” है?)` : "");
const isLetter = (character: string) => character >= "A" && character <= "Z";
const isDigit = (character: string) => character >= "0" && character <= "9";

/**
 * lib/pan.ts's message for a PAN that is not well formed, in Hindi: the same check, naming
 * the same character at fault (the PAN as normalised: no spaces, upper case).
 */
export function panProblemHi(pan: string, problem: PanProblem): string {
  const at = (from: number, to: number, wanted: (character: string) => boolean) => {
    for (let index = from; index < to; index += 1) if (!wanted(pan[index] ?? "")) return { position: index + 1, character: pan[index] ?? "" };
    return { position: to, character: pan[to - 1] ?? "" };
  };
  switch (problem) {
    case "empty":
      return "PAN दर्ज करें: दस अक्षर-अंक, पाँच अक्षर, चार अंक, फिर एक अक्षर।";
    case "characters": {
      const stray = [...pan].find((character) => !isLetter(character) && !isDigit(character)) ?? "";
      return `PAN में सिर्फ़ अक्षर और अंक होते हैं; “${stray}” हटाएँ।`;
    }
    case "length":
      return `PAN में 10 अक्षर-अंक होते हैं; इसमें ${pan.length} हैं। उसका रूप: पाँच अक्षर, चार अंक, फिर एक अक्षर।`;
    case "letters": {
      const { position, character } = at(0, 5, isLetter);
      return `PAN के पहले पाँच स्थानों पर अक्षर होते हैं; स्थान ${position} पर “${character}” है${lookalike(character)}।`;
    }
    case "digits": {
      const { position, character } = at(5, 9, isDigit);
      return `PAN के स्थान 6 से 9 पर अंक होते हैं; स्थान ${position} पर “${character}” है${lookalike(character)}।`;
    }
    case "checkLetter": {
      const last = pan[9] ?? "";
      return `PAN का आखिरी स्थान अक्षर होता है; यहाँ “${last}” है${lookalike(last)}।`;
    }
    case "holderType":
      return `PAN का चौथा अक्षर बताता है कि PAN किसका है (P व्यक्ति, C कंपनी, H हिंदू अविभाजित परिवार, F फ़र्म, A व्यक्तियों का संघ, T ट्रस्ट, B व्यक्तियों का निकाय, L स्थानीय प्राधिकरण, J कृत्रिम न्यायिक व्यक्ति, G सरकार); “${pan[3] ?? ""}” इनमें से कोई नहीं है। PAN कार्ड देखें।`;
  }
}
