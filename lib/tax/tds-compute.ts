import { translatable } from "@/lib/i18n/catalogue";
import { formatInr, formatPercent } from "../format";
import { messagesFor, type Catalogues, type TranslationOf } from "../i18n/catalogue";
import type { Locale } from "../i18n/locales";
import { toPaise } from "./formulas/rounding";
import { computeIncomeTax } from "./income-tax";
import { describeNoPanRate, describeRate, describeThreshold, noPanRate, sectionCitation, sectionLabel } from "./tds-describe";
import { TDS_RATES_BY_YEAR, type PayeeType, type TdsSectionRow, type TdsYear } from "./tds-rates";
import type { Parameter } from "./types";

/*
 * TDS on one payment (docs/tax-methods.md §24): whether the threshold is crossed, the rate for
 * the payee (s.206AA without PAN), the amount that bears TDS, the TDS rounded to the
 * rupee, and what is left to pay.
 */

/*
 * The words of a TDS working, in English and Hindi. The rate tables (tds-rates.ts) and their
 * descriptions (tds-describe.ts) are written once, in English; a Hindi page reads the payment
 * names, notes and assumptions from TDS_ROW_TEXT below, keyed by row id, and the descriptions
 * from the `…In` functions, which give the English text unchanged.
 */

export type Act = "1961" | "2025";
const actOf = (row: TdsSectionRow): Act => (row.formerSection ? "2025" : "1961");

export const PAYEE_WORDS_HI: Readonly<Record<PayeeType, string>> = { individual: "किसी व्यक्ति", huf: "किसी HUF", company: "किसी कंपनी", other: "किसी फ़र्म, LLP या दूसरे प्राप्तकर्ता" };

const en = {
  payee: { individual: "an individual", huf: "an HUF", company: "a company", other: "a firm, LLP or other payee" } as Readonly<Record<PayeeType, string>>,
  citationStep: (citation: string) => citation.charAt(0).toUpperCase() + citation.slice(1),
  bankWorksOut: "The specified bank works out the tax on your pension and interest at the slab rates, after your deductions.",
  threshold: "Threshold",
  notCovered: (section: string, payee: string) => `Section ${section} does not cover payments to ${payee}.`,
  onlyFor: (limit: string, pair: boolean, payee: string) => `The ${limit} limit is only for ${pair ? "an individual or HUF" : "an individual"}: TDS applies to every amount paid to ${payee}.`,
  needsPan: (limit: string) => `The ${limit} limit needs PAN or Aadhaar: without it, TDS applies to every amount.`,
  yearTotal: "Total for the year, including this payment",
  overSingle: (amount: string, single: string) => `This payment of ${amount} is above ${single}.`,
  overYear: (total: string, limit: string) => `The year's total of ${total} is above ${limit}.`,
  underBoth: (single: string, total: string, limit: string) => `This payment is not above ${single} and the year's total of ${total} is not above ${limit}.`,
  what: { month: "The month's rent", consideration: "The higher of the consideration and the stamp duty value", amount: "The amount" } as Readonly<Record<"month" | "consideration" | "amount", string>>,
  appliesExcess: (what: string, measured: string, limit: string, excess: string) => `${what}, ${measured}, is above ${limit}: TDS on the ${excess} above it.`,
  appliesWhole: (what: string, measured: string, exceeds: boolean, limit: string) => `${what}, ${measured}, is ${exceeds ? "above" : "at least"} ${limit}.`,
  notApplies: (what: string, measured: string, exceeds: boolean, limit: string) => `${what}, ${measured}, is ${exceeds ? "not above" : "below"} the ${limit} limit.`,
  noThreshold: "The section has no threshold: TDS applies to every amount.",
  appliesStep: "TDS applies?",
  yes: "Yes",
  no: "No",
  rateFor: (payee: string) => `Rate for ${payee}`,
  rateWithoutPan: (rule: string) => `Rate without PAN (${rule})`,
  incomePart: "Income part: payout less premiums paid",
  rentFor: (months: number) => `Rent for ${months} ${months === 1 ? "month" : "months"}`,
  higherOfValues: "Higher of the consideration and the stamp duty value",
  partAbove: "Part above the threshold",
  cappedAtRent: "Capped at one month's rent",
  rounded: "TDS, rounded to the nearest rupee",
  payableAfter: "Amount payable after TDS",
  taxableSalary: "Taxable salary (after the standard deduction)",
  taxForYear: (rebate: string) => `Tax for the year (new regime, after the ${rebate} rebate, with cess)`,
  withoutPanSalary: (minimum: string) => `Without PAN: higher of that tax and ${minimum} of taxable salary`,
  tdsForYear: "TDS for the year",
  salaryAfter: "Salary after TDS",
  salaryApplies: (taxable: string, tax: string) => `The year's tax on taxable salary of ${taxable} is ${tax}: the employer deducts it over the year.`,
  salaryNone: (taxable: string, rebate: string) => `Taxable salary of ${taxable} bears no tax in the new regime (after the ${rebate} rebate), so nothing is deducted.`,
  /** The year's words as the rules give them ("section 87A", "s.206AA", "Income-tax Act, 2025"). */
  rebateSection: (english: string) => english,
  noPanRule: (english: string) => english,
  act: (english: string) => english,
  roundingNote: (english: string) => english,
};



/** The words of a TDS working in each language. */
export const TDS_COMPUTE_TEXT: Catalogues<typeof en> = translatable("TDS_COMPUTE_TEXT", en);
type ComputeText = TranslationOf<typeof en>;

/** The payment names, notes and assumptions of the TDS table in Hindi, by row id (notes by the year's Act where they differ). */
export const TDS_ROW_TEXT_HI: Readonly<
  Record<string, { nature: string; notes?: readonly string[]; notes2025?: readonly string[]; assumption2025?: string }>
> = {
  "192": {
    nature: "वेतन",
    notes: [
      "नई कर व्यवस्था में निकाला गया है, जिसे नियोक्ता को तब तक अपनाना होता है जब तक आप उसे न बताएँ कि आपने पुरानी कर व्यवस्था चुनी है (CBDT परिपत्र 04/2023)। पुरानी कर व्यवस्था और कटौतियों के लिए आयकर कैलकुलेटर इस्तेमाल करें।",
      "राशि पूरे वर्ष का अनुमानित सकल वेतन है; नियोक्ता टैक्स को महीनों में बाँट देता है।",
    ],
  },
  "192A": {
    nature: "लगातार पाँच वर्ष की नौकरी से पहले मिला भविष्य निधि (PF) बैलेंस",
    notes: ["PAN न होने पर धारा 206AA के तहत दर 20% है: वित्त अधिनियम, 2023 ने धारा 192A का अधिकतम सीमांत दर वाला परंतुक हटा दिया।"],
    notes2025: ["PAN न होने पर दर 20% है: यह 1961 के अधिनियम की धारा 206AA का नियम है, जिसे 2025 का अधिनियम बनाए रखता है।"],
  },
  "193": { nature: "प्रतिभूतियों पर ब्याज" },
  "194": {
    nature: "डिविडेंड (लाभांश)",
    assumption2025: "मान्यता: धारा 393 की तालिका के नोट्स में डिविडेंड की सीमा किसी व्यक्तिगत शेयरधारक के लिए ₹10,000 मानी गई है, जैसी 1961 के अधिनियम की धारा 194 में थी।",
  },
  "194A-bank": {
    nature: "बैंक, सहकारी बैंक या डाकघर की जमा पर ब्याज (प्रतिभूतियों के अलावा)",
    notes: ["सीमा हर भुगतानकर्ता के लिए पूरे वर्ष की है; कोर बैंकिंग वाला बैंक अपनी सभी शाखाओं का ब्याज जोड़ता है।"],
  },
  "194A-other": { nature: "किसी और भुगतानकर्ता से ब्याज (प्रतिभूतियों के अलावा)" },
  "194B": { nature: "लॉटरी, क्रॉसवर्ड पहेली, ताश और दूसरे खेलों से जीती राशि (ऑनलाइन गेम नहीं)" },
  "194BA": { nature: "ऑनलाइन गेम से शुद्ध जीत", notes: ["TDS निकासी के समय और वर्ष के अंत में शुद्ध जीत पर कटता है।"] },
  "194BB": { nature: "घुड़दौड़ से जीती राशि" },
  "194C": {
    nature: "ठेकेदारों और उप-ठेकेदारों को भुगतान",
    notes: [
      "दस या उससे कम माल-वाहन रखने वाले ट्रांसपोर्टर का, जो PAN और घोषणा देता है, TDS नहीं कटता (धारा 194C(6))।",
      "जब वर्ष का कुल भुगतान पहली बार ₹1,00,000 से ऊपर जाता है, तो पहले के उन भुगतानों पर भी TDS बनता है जिन पर कटौती नहीं हुई थी।",
    ],
    notes2025: [
      "दस या उससे कम माल-वाहन रखने वाले ट्रांसपोर्टर का, जो PAN और घोषणा देता है, TDS नहीं कटता (जैसा 1961 के अधिनियम की धारा 194C(6) में था)।",
      "जब वर्ष का कुल भुगतान पहली बार ₹1,00,000 से ऊपर जाता है, तो पहले के उन भुगतानों पर भी TDS बनता है जिन पर कटौती नहीं हुई थी।",
    ],
  },
  "194D": { nature: "बीमा कमीशन" },
  "194DA": {
    nature: "जीवन बीमा पॉलिसी का भुगतान: उसका आय वाला हिस्सा",
    notes: ["धारा 10(10D) के तहत कर-मुक्त भुगतान पर TDS नहीं कटता। आय वाला हिस्सा भुगतान घटा चुकाए गए प्रीमियम है।"],
    notes2025: ["कर-मुक्त जीवन बीमा भुगतान (1961 के अधिनियम की धारा 10(10D)) पर TDS नहीं कटता। आय वाला हिस्सा भुगतान घटा चुकाए गए प्रीमियम है।"],
  },
  "194G": { nature: "लॉटरी टिकट बेचने पर कमीशन" },
  "194H": { nature: "कमीशन या ब्रोकरेज" },
  "194-I-a": { nature: "प्लांट, मशीनरी या उपकरण का किराया" },
  "194-I-b": { nature: "ज़मीन, इमारत, फ़र्नीचर या फ़िटिंग का किराया" },
  "194-IA": {
    nature: "कृषि भूमि के अलावा अचल संपत्ति (प्रॉपर्टी) का हस्तांतरण",
    notes: ["बिक्री मूल्य में क्लब सदस्यता, पार्किंग, बिजली-पानी और ऐसी ही सुविधाओं के शुल्क भी शामिल हैं (वित्त अधिनियम, 2022)।"],
    notes2025: [
      "बिक्री मूल्य में क्लब सदस्यता, पार्किंग, बिजली-पानी और ऐसी ही सुविधाओं के शुल्क भी शामिल हैं।",
      "कर वर्ष 2026-27 से TDS सिर्फ़ ₹50,00,000 से ऊपर लगता है (2025 के अधिनियम की धारा 393(1)(a)); 1961 के अधिनियम की धारा 194-IA में ठीक ₹50,00,000 की कीमत पर भी TDS लगता था।",
    ],
  },
  "194-IB": {
    nature: "टैक्स ऑडिट के दायरे से बाहर के व्यक्ति या HUF का दिया किराया",
    notes: [
      "वर्ष के या किरायेदारी के आख़िरी महीने के किराये से एक बार कटता है (धारा 194-IB(2))।",
      "PAN न होने पर कटौती उस आख़िरी महीने के किराये से अधिक नहीं हो सकती (धारा 194-IB(4))।",
    ],
    notes2025: [
      "वर्ष के या किरायेदारी के आख़िरी महीने के किराये से एक बार कटता है (जैसा 1961 के अधिनियम की धारा 194-IB(2) में था)।",
      "PAN न होने पर कटौती उस आख़िरी महीने के किराये से अधिक नहीं हो सकती (जैसा 1961 के अधिनियम की धारा 194-IB(4) में था)।",
    ],
  },
  "194-IC": { nature: "संयुक्त विकास समझौते के तहत दिया गया पैसा" },
  "194J-a": { nature: "तकनीकी सेवाओं की फ़ीस, फ़िल्मों की बिक्री, वितरण या प्रदर्शन की रॉयल्टी, कॉल सेंटर को भुगतान" },
  "194J-b": {
    nature: "पेशेवर सेवाओं की फ़ीस, दूसरी रॉयल्टी, नॉन-कम्पीट फ़ीस",
    notes: ["₹50,000 की सीमा एक ही व्यक्ति को दी गई पेशेवर फ़ीस, रॉयल्टी और नॉन-कम्पीट फ़ीस पर अलग-अलग लागू होती है।"],
  },
  "194J-director": { nature: "कंपनी के निदेशक को फ़ीस या कमीशन (वेतन नहीं)" },
  "194K": { nature: "म्यूचुअल फ़ंड यूनिटों से आय" },
  "194LA": {
    nature: "अचल संपत्ति के अनिवार्य अधिग्रहण पर मुआवज़ा",
    notes: ["उचित मुआवज़े के अधिकार वाले अधिनियम, 2013 के तहत मिला मुआवज़ा कर-मुक्त है और उस पर TDS नहीं कटता।"],
  },
  "194M": { nature: "ऐसे व्यक्ति या HUF का दिया ठेके का काम, कमीशन या पेशेवर फ़ीस, जिस पर 194C, 194H या 194J के तहत कटौती की ज़िम्मेदारी नहीं है" },
  "194N": {
    nature: "बैंक, सहकारी बैंक या डाकघर से नकद निकासी",
    notes: [
      "नकद निकालने वाली सहकारी समिति के लिए सीमा ₹3 करोड़ है (वित्त अधिनियम, 2023)।",
      "जिस व्यक्ति ने पिछले तीन वर्षों का रिटर्न दाखिल नहीं किया, उसका ₹20 लाख से ऊपर 2% और ₹1 करोड़ से ऊपर 5% TDS कटता है (धारा 194N के परंतुक)।",
    ],
    notes2025: [
      "नकद निकालने वाली सहकारी समिति के लिए सीमा ₹3 करोड़ है।",
      "जिस व्यक्ति ने पिछले तीन वर्षों का रिटर्न दाखिल नहीं किया, उसका ₹20 लाख से ऊपर 2% और ₹1 करोड़ से ऊपर 5% TDS कटता है (जैसा 1961 के अधिनियम की धारा 194N के परंतुकों में था)।",
    ],
  },
  "194-O": { nature: "ई-कॉमर्स ऑपरेटर के ज़रिए सामान या सेवाओं की बिक्री" },
  "194P": {
    nature: "75 वर्ष या अधिक आयु के निवासी वरिष्ठ नागरिक की पेंशन और ब्याज, जिनका भुगतान निर्दिष्ट बैंक करता है",
    notes: ["बैंक आपकी घोषित कटौतियों के बाद पूरे वर्ष का टैक्स निकालता है (फ़ॉर्म 12BBA)। आँकड़े के लिए आयकर कैलकुलेटर इस्तेमाल करें।"],
  },
  "194Q": {
    nature: "ऐसे खरीदार की सामान की खरीद, जिसका पिछले वर्ष टर्नओवर ₹10 करोड़ से अधिक था",
    notes: ["खरीदार कटौती तभी करता है जब पिछले वर्ष उसका अपना टर्नओवर ₹10 करोड़ से अधिक था। विक्रेता की ओर से धारा 206C(1H) के तहत स्रोत पर कर संग्रह (TCS) 1 अप्रैल 2025 से हटा दिया गया।"],
    notes2025: [
      "खरीदार कटौती तभी करता है जब पिछले वर्ष उसका अपना टर्नओवर ₹10 करोड़ से अधिक था। विक्रेता की ओर से स्रोत पर कर संग्रह (TCS) (1961 के अधिनियम की धारा 206C(1H)) 1 अप्रैल 2025 से हटा दिया गया; TCS अब 2025 के अधिनियम की धारा 394 में है।",
    ],
  },
  "194R": { nature: "कारोबार या पेशे से मिले लाभ या अनुलाभ" },
  "194S": {
    nature: "वर्चुअल डिजिटल एसेट (क्रिप्टो) का हस्तांतरण",
    notes: ["एक्सचेंज पर सौदा हो तो आम तौर पर एक्सचेंज ही टैक्स काटता है।"],
    assumption2025:
      "मान्यता: धारा 393 की तालिका के नोट्स में क्रिप्टो (VDA) की सीमाएँ ₹10,000, या खरीदार के निर्दिष्ट व्यक्ति होने पर ₹50,000, मानी गई हैं, जैसी 1961 के अधिनियम की धारा 194S में थीं।",
  },
  "194T": { nature: "फ़र्म का अपने साझेदार को दिया वेतन, पारिश्रमिक, कमीशन, बोनस या ब्याज" },
};

/** A row's payment name in the page's language. */
export function tdsNatureIn(row: TdsSectionRow, locale: Locale = "en"): string {
  return locale === "en" ? row.nature : (TDS_ROW_TEXT_HI[row.id]?.nature ?? row.nature);
}

/** A row's notes in the page's language. */
export function tdsNotesIn(row: TdsSectionRow, locale: Locale = "en"): readonly string[] {
  if (locale === "en" || !row.notes) return row.notes ?? [];
  const words = TDS_ROW_TEXT_HI[row.id];
  return (actOf(row) === "2025" ? (words?.notes2025 ?? words?.notes) : words?.notes) ?? row.notes;
}

/** A row's UNSURE assumption, if any, in the page's language. */
export function tdsAssumptionIn(row: TdsSectionRow, locale: Locale = "en"): string | undefined {
  if (locale === "en" || !row.assumption) return row.assumption;
  return TDS_ROW_TEXT_HI[row.id]?.assumption2025 ?? row.assumption;
}

/** "194J(b)"; "393 (was 194J(b))" / "393 (पहले 194J(b))". */
export function tdsSectionLabelIn(row: TdsSectionRow, locale: Locale = "en"): string {
  if (locale === "en") return sectionLabel(row);
  return row.formerSection && row.formerSection !== row.section ? `${row.section} (पहले ${row.formerSection})` : row.section;
}

/** The section in a sentence, naming the year's Act. */
export function tdsSectionCitationIn(row: TdsSectionRow, fy: TdsYear, locale: Locale = "en"): string {
  if (locale === "en") return sectionCitation(row, fy);
  const citation = `${messagesFor(TDS_COMPUTE_TEXT, locale).act(TDS_RATES_BY_YEAR[fy].act)} की धारा ${row.section}`;
  return row.formerSection && row.formerSection !== row.section ? `${citation} (पहले 1961 के अधिनियम की धारा ${row.formerSection})` : citation;
}

const PERIOD_WORDS_HI = { year: "वर्ष में", payment: "एक लेनदेन में", month: "महीने में", consideration: "(बिक्री मूल्य या स्टांप ड्यूटी मूल्य)" } as const;

/** The threshold in words (tds-describe.ts's describeThreshold in English). */
export function describeThresholdIn(row: TdsSectionRow, locale: Locale = "en"): string {
  if (locale === "en") return describeThreshold(row);
  const threshold = row.threshold;
  if (threshold.kind === "none") return "कोई सीमा नहीं";
  if (threshold.kind === "slab") return row.base === "notComputed" ? "वर्ष की आय पर टैक्स, जिसे बैंक निकालता है" : "रिबेट के बाद छूट सीमा से ऊपर की आय";
  const amount = formatInr(threshold.limit.value);
  const period = threshold.period;
  const within = (phrase: string) => (period === "consideration" ? `${phrase} ${PERIOD_WORDS_HI.consideration}` : `${PERIOD_WORDS_HI[period]} ${phrase}`);
  let text: string;
  if (threshold.taxOn === "excess") text = `${within(`${amount} से ऊपर`)} की राशि पर`;
  else if (threshold.singlePaymentLimit) text = `एक भुगतान में ${formatInr(threshold.singlePaymentLimit.value)} से ऊपर, या ${within(`${amount} से ऊपर`)}`;
  else if (threshold.test === "atLeast") text = within(`${amount} या अधिक`);
  else text = within(`${amount} से ऊपर`);
  if (threshold.seniorCitizenLimit) text += `; वरिष्ठ नागरिक के लिए ${formatInr(threshold.seniorCitizenLimit.value)}`;
  if (threshold.specifiedPayerLimit) text += `; भुगतान करने वाला निर्दिष्ट व्यक्ति हो तो ${formatInr(threshold.specifiedPayerLimit.value)}`;
  if (threshold.onlyFor) {
    const who = threshold.onlyFor.length === 2 ? "व्यक्ति या HUF" : "व्यक्ति";
    text = threshold.needsPan
      ? `${within(`${amount} तक`)} की बिक्री वाले ${who} के लिए, जिसने PAN या आधार दिया हो, कोई TDS नहीं; बाकी हर राशि पर`
      : `${who} के लिए ${text}; दूसरों के लिए हर राशि पर`;
  }
  return text;
}

/** The rate for individuals and HUFs, or for other payees (tds-describe.ts's describeRate in English). */
export function describeRateIn(row: TdsSectionRow, payees: "individualHuf" | "others", locale: Locale = "en"): string {
  if (locale === "en") return describeRate(row, payees);
  const rates = row.rates;
  if (rates.kind === "slab") return payees === "individualHuf" ? "स्लैब दरें" : "लागू नहीं";
  const rate = rates[payees];
  if (rate === null) return "लागू नहीं";
  if (payees === "others" && rates.company && rates.company.value !== rate.value) {
    return `${formatPercent(rate.value)} (कंपनी के लिए ${formatPercent(rates.company.value)})`;
  }
  return formatPercent(rate.value);
}

/** The rate without PAN (tds-describe.ts's describeNoPanRate in English). */
export function describeNoPanRateIn(row: TdsSectionRow, fy: TdsYear, locale: Locale = "en"): string {
  if (locale === "en") return describeNoPanRate(row, fy);
  const rates = row.rates;
  const minimum = TDS_RATES_BY_YEAR[fy].noPanMinimumRate.value;
  if (rates.kind === "slab") return row.base === "notComputed" ? "लागू नहीं" : `औसत दर और ${formatPercent(minimum)} में से जो अधिक हो`;
  const normal = [rates.individualHuf, rates.others, rates.company].filter((rate) => rate != null).map((rate) => rate.value);
  const distinct = [...new Set(normal.map((rate) => noPanRate(row, rate, fy)))].sort((a, b) => a - b);
  const text = distinct.map((rate) => formatPercent(rate)).join(" या ");
  return row.noPanCappedAtOneMonth?.value ? `${text}, अधिकतम एक महीने का किराया` : text;
}

export interface TdsInput {
  fy: TdsYear;
  /** a row id of the year's table ("194J-b") */
  sectionId: string;
  payee: PayeeType;
  /** the payment; for a section measured by the year, the year's total to this payee; for rent, a month's rent */
  amount: number;
  panFurnished: boolean;
  /** s.194A: the payee is a resident individual aged 60 or more */
  seniorCitizen: boolean;
  /** s.194S: the payer is a specified person */
  specifiedPayer: boolean;
  /** s.194C: the year's total paid to this contractor, including this payment */
  yearTotal: number;
  /** s.194-IB: months of rent in the year */
  months: number;
  /** s.194DA: premiums paid on the policy */
  premiums: number;
  /** s.194-IA: the stamp duty value */
  stampValue: number;
}

export interface TdsStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface TdsResult {
  row: TdsSectionRow;
  /** false for s.194P, which the bank works out on the whole income */
  computed: boolean;
  applies: boolean;
  /** why TDS applies or not */
  reason: string;
  /** the rate, percent, that applies to the payee (above the threshold); null when the section has none for this payee or uses slab rates */
  rate: number | null;
  /** the amount on which the rate is applied */
  base: number;
  tds: number;
  /** the TDS at the rate before a cap cut it down (one month's rent under s.194-IB, the sum paid), or null */
  uncappedTds: number | null;
  /** the sum paid or credited */
  gross: number;
  /** what the payee receives */
  net: number;
  steps: TdsStep[];
}

export function findTdsRow(fy: TdsYear, sectionId: string): TdsSectionRow {
  const row = TDS_RATES_BY_YEAR[fy].rows.find((candidate) => candidate.id === sectionId);
  if (!row) throw new RangeError(`No TDS section "${sectionId}" for FY ${fy}`);
  return row;
}

/**
 * `rate` percent of whole rupees, rounded to the nearest multiple of `rounding`, a half
 * going up. The product is first cleaned to the paisa, so floating-point noise (0.1% of
 * 12,345 computed as 12.345000000000001) never decides the rounding.
 */
function tdsOn(base: number, rate: number, rounding: number): number {
  const exact = toPaise((base * rate) / 100);
  return Math.floor(exact / rounding + 0.5) * rounding;
}

export function rateFor(row: TdsSectionRow, payee: PayeeType): Parameter | null {
  const rates = row.rates;
  if (rates.kind !== "percent") return null;
  if (payee === "individual" || payee === "huf") return rates.individualHuf;
  if (payee === "company" && rates.company) return rates.company;
  return rates.others;
}


/** The TDS on one payment; `locale` is the language of its words (English by default), the figures are the same in each. */
export function computeTds(input: TdsInput, locale: Locale = "en"): TdsResult {
  const t = messagesFor(TDS_COMPUTE_TEXT, locale);
  const yearRules = TDS_RATES_BY_YEAR[input.fy];
  const row = findTdsRow(input.fy, input.sectionId);
  const citation = tdsSectionCitationIn(row, input.fy, locale);
  const steps: TdsStep[] = [{ label: t.citationStep(citation), text: tdsNatureIn(row, locale), reference: row.reference }];
  const payee = t.payee[input.payee] ?? input.payee;
  const rounding = yearRules.rounding;

  if (row.base === "notComputed") {
    return {
      row,
      computed: false,
      applies: true,
      reason: t.bankWorksOut,
      rate: null,
      base: input.amount,
      tds: 0,
      uncappedTds: null,
      gross: input.amount,
      net: input.amount,
      steps: [...steps, { label: t.threshold, text: describeThresholdIn(row, locale), reference: row.threshold.kind === "limit" ? row.threshold.limit.reference : row.threshold.reference }],
    };
  }

  if (row.base === "salaryTax") return salaryTds(input, row, steps, t);

  const rateParameter = rateFor(row, input.payee);
  if (rateParameter === null) {
    return {
      row,
      computed: true,
      applies: false,
      reason: t.notCovered(tdsSectionLabelIn(row, locale), payee),
      rate: null,
      base: 0,
      tds: 0,
      uncappedTds: null,
      gross: input.amount,
      net: input.amount,
      steps,
    };
  }

  // The threshold.
  const threshold = row.threshold;
  const measured = row.base === "higherOfConsiderationAndStampValue" ? Math.max(input.amount, input.stampValue) : input.amount;
  let applies = true;
  let reason: string;
  let limitUsed: Parameter | null = null;
  if (threshold.kind === "limit") {
    limitUsed = threshold.limit;
    if (threshold.seniorCitizenLimit && input.payee === "individual" && input.seniorCitizen) limitUsed = threshold.seniorCitizenLimit;
    if (threshold.specifiedPayerLimit && input.specifiedPayer) limitUsed = threshold.specifiedPayerLimit;
    const limitText = formatInr(limitUsed.value);
    if (threshold.onlyFor && !threshold.onlyFor.includes(input.payee)) {
      reason = t.onlyFor(limitText, threshold.onlyFor.length === 2, payee);
    } else if (threshold.needsPan && !input.panFurnished) {
      reason = t.needsPan(limitText);
    } else if (threshold.singlePaymentLimit) {
      const yearTotal = Math.max(input.yearTotal, input.amount);
      const overSingle = input.amount > threshold.singlePaymentLimit.value;
      const overYear = yearTotal > limitUsed.value;
      applies = overSingle || overYear;
      steps.push({ label: t.yearTotal, amount: yearTotal, reference: limitUsed.reference });
      reason = applies
        ? overSingle
          ? t.overSingle(formatInr(input.amount), formatInr(threshold.singlePaymentLimit.value))
          : t.overYear(formatInr(yearTotal), limitText)
        : t.underBoth(formatInr(threshold.singlePaymentLimit.value), formatInr(yearTotal), limitText);
    } else {
      applies = threshold.test === "exceeds" ? measured > limitUsed.value : measured >= limitUsed.value;
      const what = threshold.period === "month" ? t.what.month : threshold.period === "consideration" ? t.what.consideration : t.what.amount;
      reason = applies
        ? threshold.taxOn === "excess"
          ? t.appliesExcess(what, formatInr(measured), limitText, formatInr(measured - limitUsed.value))
          : t.appliesWhole(what, formatInr(measured), threshold.test === "exceeds", limitText)
        : t.notApplies(what, formatInr(measured), threshold.test === "exceeds", limitText);
    }
    steps.push({ label: t.threshold, text: describeThresholdIn(row, locale), reference: limitUsed.reference });
  } else {
    reason = t.noThreshold;
    steps.push({ label: t.threshold, text: describeThresholdIn(row, locale), reference: threshold.reference });
  }
  steps.push({ label: t.appliesStep, text: applies ? t.yes : t.no, reference: limitUsed?.reference ?? row.reference });

  // The rate, and s.206AA without PAN.
  const normalRate = rateParameter.value;
  const rate = input.panFurnished ? normalRate : noPanRate(row, normalRate, input.fy);
  steps.push({ label: t.rateFor(payee), text: formatPercent(normalRate), reference: rateParameter.reference });
  if (!input.panFurnished) {
    steps.push({
      label: t.rateWithoutPan(t.noPanRule(yearRules.noPanRuleName)),
      text: formatPercent(rate),
      reference: row.noPanRate?.reference ?? yearRules.noPanMinimumRate.reference,
    });
  }

  // The amount that bears TDS, and the sum paid.
  let base: number;
  let gross = input.amount;
  switch (row.base) {
    case "incomePart":
      base = Math.max(0, input.amount - input.premiums);
      steps.push({ label: t.incomePart, amount: base, reference: rateParameter.reference });
      break;
    case "rentForMonths":
      gross = input.amount * input.months;
      base = gross;
      steps.push({ label: t.rentFor(input.months), amount: base, reference: row.reference });
      break;
    case "higherOfConsiderationAndStampValue":
      base = measured;
      steps.push({ label: t.higherOfValues, amount: base, reference: rateParameter.reference });
      break;
    default:
      base = threshold.kind === "limit" && threshold.taxOn === "excess" ? Math.max(0, input.amount - threshold.limit.value) : input.amount;
      if (base !== input.amount) steps.push({ label: t.partAbove, amount: base, reference: threshold.kind === "limit" ? threshold.limit.reference : row.reference });
  }

  const atRate = applies ? tdsOn(base, rate, rounding.value) : 0;
  let tds = atRate;
  if (applies && !input.panFurnished && row.noPanCappedAtOneMonth?.value && tds > input.amount) {
    tds = input.amount;
    steps.push({ label: t.cappedAtRent, amount: tds, reference: row.noPanCappedAtOneMonth.reference });
  }
  // TDS comes out of the sum paid and cannot exceed it (s.194-IA when the stamp value is far above the price).
  tds = Math.min(tds, gross);
  steps.push({ label: t.rounded, amount: tds, reference: rounding.reference });
  steps.push({ label: t.payableAfter, amount: gross - tds, reference: row.reference });

  return { row, computed: true, applies, reason, rate, base, tds, uncappedTds: tds < atRate ? atRate : null, gross, net: gross - tds, steps };
}

/** s.192: the year's tax on the estimated salary, new regime; without PAN the higher of that and 20% of taxable salary. */
function salaryTds(input: TdsInput, row: TdsSectionRow, steps: TdsStep[], t: ComputeText): TdsResult {
  const yearRules = TDS_RATES_BY_YEAR[input.fy];
  const tax = computeIncomeTax({
    fy: input.fy,
    regime: "new",
    age: "below60",
    grossSalary: input.amount,
    otherIncome: 0,
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
  });
  const applies = tax.totalTax > 0;
  const minimum = yearRules.noPanMinimumRate;
  let tds = tax.totalTax;
  steps.push({ label: t.taxableSalary, amount: tax.taxableIncome, reference: row.rates.kind === "slab" ? row.rates.reference : row.reference });
  steps.push({ label: t.taxForYear(t.rebateSection(yearRules.rebateSection)), amount: tax.totalTax, reference: row.threshold.kind === "slab" ? row.threshold.reference : row.reference });
  if (applies && !input.panFurnished) {
    const atMinimum = tdsOn(tax.taxableIncome, minimum.value, yearRules.rounding.value);
    tds = Math.max(tds, atMinimum);
    steps.push({ label: t.withoutPanSalary(formatPercent(minimum.value)), amount: tds, reference: minimum.reference });
  }
  tds = Math.min(tds, input.amount);
  steps.push({ label: t.tdsForYear, amount: tds, reference: row.reference });
  steps.push({ label: t.salaryAfter, amount: input.amount - tds, reference: row.reference });
  const averageRate = tax.taxableIncome > 0 ? Math.round((tds / tax.taxableIncome) * 10_000) / 100 : 0;
  return {
    row,
    computed: true,
    applies,
    reason: applies
      ? t.salaryApplies(formatInr(tax.taxableIncome), formatInr(tax.totalTax))
      : t.salaryNone(formatInr(tax.taxableIncome), t.rebateSection(yearRules.rebateSection)),
    rate: applies ? averageRate : null,
    base: tax.taxableIncome,
    tds,
    uncappedTds: null,
    gross: input.amount,
    net: input.amount - tds,
    steps,
  };
}
