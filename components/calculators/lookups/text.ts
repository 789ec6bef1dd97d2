import { formatIstDateTime, formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";

/*
 * Every word the live look-up panels show (IFSC branch, GSTIN registration, HSN entries,
 * exchange and gold rates), in English and Hindi. What the look-up service answers (names,
 * addresses, descriptions, its source) is data in English: a Hindi page marks it lang="en".
 */

const IST_OFFSET_MS = 330 * 60 * 1000;

/** "5 अप्रैल 2026, 14:30 बजे (IST)": the Hindi long date with the 24-hour time in India. */
function istDateTimeHi(asOf: string): string {
  const instant = Date.parse(asOf);
  if (!Number.isFinite(instant)) throw new RangeError(`istDateTimeHi: invalid date ${asOf}`);
  const inIndia = new Date(instant + IST_OFFSET_MS);
  return `${formatLongDateHi(instant)}, ${inIndia.getUTCHours()}:${String(inIndia.getUTCMinutes()).padStart(2, "0")} बजे (IST)`;
}

const en = {
  failTimeout: "The live look-up took too long to answer.",
  failHttp: "The live look-up service answered with an error.",
  failBadResponse: "The live look-up service sent an answer we could not read.",
  failNetwork: "The live look-up service could not be reached.",
  failOffline: "You're offline, so the live look-up cannot run; try it again once you're back online.",
  unconfigured: "Live look-up isn't available on this site at the moment.",
  lookingUp: "Looking it up…",
  tryAgain: "Try the look-up again",
  source: "Source:",
  sourceEnd: ". ",
  asOf: (when: string) => `As of ${when}.`,
  unknownTime: "an unknown time",
  dateTime: (asOf: string) => formatIstDateTime(asOf),
  longDate: (value: string) => formatLongDate(value),
  // IFSC branch
  yes: "Yes",
  no: "No",
  notStated: "Not stated",
  subMemberBefore: "This code was issued to ",
  subMemberAfter: (bank: string) => `, a bank served through its sponsor bank's IFSC prefix: payments to it go to ${bank}.`,
  branchTitle: "Branch details (live look-up)",
  branchIdle: "Enter a valid IFSC to see its branch.",
  branchWithout: "The bank named above comes from data in this page and still stands; for the branch's address, check the bank's website or your cheque book.",
  bank: "Bank",
  branch: "Branch",
  address: "Address",
  cityDistrictState: "City, district, state",
  contact: "Contact",
  noBranch: (ifsc: string) =>
    `No branch has the IFSC ${ifsc} in RBI's current list. The code may be mistyped, or retired after a merger: ask the payee for their branch's code.`,
  // GSTIN registration
  gstinTitle: "Registered details (live look-up)",
  gstinIdle: "Enter a valid GSTIN to see its registered name and status.",
  gstinWithout: "The check above ran in your browser and still stands; for the registered name and status, search the GSTIN on the GST portal.",
  legalName: "Legal name",
  tradeName: "Trade name",
  status: "Status",
  statusValue: (status: string) => status,
  cancelledFrom: (date: string) => ` (cancelled from ${date})`,
  registeredOn: "Registered on",
  constitution: "Constitution",
  taxpayerType: "Taxpayer type",
  principalPlace: "Principal place of business",
  noRegistration: (gstin: string) =>
    `No registration with the GSTIN ${gstin} was found. A well-formed number that is not registered is a warning sign: do not pay GST to it or claim credit for it until the supplier shows you their registration certificate.`,
  // HSN entries
  hsnTitle: "Finer codes and GST rates (live look-up)",
  hsnIdle: "Enter a code or words to look up finer entries and their rates.",
  hsnWithout: (asOf: string) =>
    `The sections, chapters and service headings above are built into this page (${asOf}) and still stand; for 6- and 8-digit codes and their GST rates, see the CBIC's rate notifications.`,
  hsnNone: (q: string) => `No finer entries match “${q}”. Try a code of 4 digits or fewer, or other words.`,
  hsnCaption: (q: string) => `Entries matching “${q}”`,
  code: "Code",
  description: "Description",
  gstRate: "GST rate",
  varies: "Varies by sub-heading",
  // Official HSN/SAC titles (shown apart on a page not in English)
  titlesTitle: "Official titles",
  titlesIntro: "",
  titlesChapter: (code: string) => `Chapter ${code}`,
  titlesHeading: (code: string) => `Heading ${code}`,
  titlesCaption: (q: string) => `Titles of the entries matching “${q}”`,
  titlesTitleColumn: "Title",
  titlesSectionColumn: "Section",
  // Rates
  loadingRates: "Loading today's rates…",
  ratesTitle: "Today's exchange rates (live look-up)",
  ratesWithout:
    "Enter the rate yourself: FBIL's reference rate for a tax or accounting figure, or your bank's card or remittance rate for what you will actually pay.",
  useRates: (cross: boolean, from: string, to: string) => `Use today's rate${cross ? "s" : ""} for ${from} → ${to}`,
  ratesMissing: (currencies: string) => `The live rates do not include ${currencies}: enter the rate yourself.`,
  bothCurrencies: (from: string, to: string) => `${from} and ${to}`,
  ratesCaption: "Rupees per unit of each currency",
  currency: "Currency",
  rate: "Rate",
  goldTitle: "Today's gold rates (live look-up)",
  goldWithout: "Enter today's 24K rate yourself, from IBJA's published rates or your jeweller's rate board.",
  useGold: (rate: string) => `Use today's 24K rate: ₹${rate} a gram`,
  perGram: (karat: string) => `${karat}, a gram`,
  /** "Before GST, in " + the city (data, in English) + "."; without a city, "Before GST.". */
  beforeGst: (hasCity: boolean): string => (hasCity ? "Before GST, in " : "Before GST."),
  afterCity: ".",
};

const STATUS_HI: Readonly<Record<string, string>> = { Active: "सक्रिय", Cancelled: "रद्द", Suspended: "निलंबित", Inactive: "निष्क्रिय" };

const hi: TranslationOf<typeof en> = {
  failTimeout: "लाइव जानकारी का जवाब आने में बहुत देर लगी।",
  failHttp: "लाइव जानकारी सेवा ने त्रुटि के साथ जवाब दिया।",
  failBadResponse: "लाइव जानकारी सेवा का जवाब हम पढ़ नहीं पाए।",
  failNetwork: "लाइव जानकारी सेवा से संपर्क नहीं हो सका।",
  failOffline: "आप ऑफ़लाइन हैं, इसलिए लाइव जानकारी नहीं मिल सकती; ऑनलाइन होने पर फिर कोशिश करें।",
  unconfigured: "इस समय इस साइट पर लाइव जानकारी उपलब्ध नहीं है।",
  lookingUp: "जानकारी ली जा रही है…",
  tryAgain: "फिर से कोशिश करें",
  source: "स्रोत:",
  sourceEnd: "। ",
  asOf: (when: string) => `यह जानकारी ${when} की है।`,
  unknownTime: "किसी अज्ञात समय",
  dateTime: istDateTimeHi,
  longDate: (value: string) => formatLongDateHi(value),
  yes: "हाँ",
  no: "नहीं",
  notStated: "नहीं बताया गया",
  subMemberBefore: "यह कोड ",
  subMemberAfter: (bank: string) => ` को दिया गया है, जो अपने प्रायोजक बैंक के IFSC कोड के ज़रिये सेवा पाने वाला बैंक है: इस कोड पर भेजा गया भुगतान ${bank} को जाता है।`,
  branchTitle: "शाखा का ब्योरा (लाइव जानकारी)",
  branchIdle: "शाखा देखने के लिए सही IFSC दर्ज करें।",
  branchWithout: "ऊपर बताया गया बैंक इसी पेज के डेटा से है और सही रहता है; शाखा के पते के लिए बैंक की वेबसाइट या अपनी चेकबुक देखें।",
  bank: "बैंक",
  branch: "शाखा",
  address: "पता",
  cityDistrictState: "शहर, ज़िला, राज्य",
  contact: "संपर्क",
  noBranch: (ifsc: string) =>
    `RBI की मौजूदा सूची में किसी शाखा का IFSC ${ifsc} नहीं है। हो सकता है कोड गलत लिखा हो, या विलय के बाद बंद हो गया हो: पैसे पाने वाले से उनकी शाखा का कोड पूछें।`,
  gstinTitle: "पंजीकरण का ब्योरा (लाइव जानकारी)",
  gstinIdle: "पंजीकृत नाम और स्थिति देखने के लिए सही GSTIN दर्ज करें।",
  gstinWithout: "ऊपर की जाँच आपके ब्राउज़र में हुई है और सही रहती है; पंजीकृत नाम और स्थिति के लिए GST पोर्टल पर GSTIN खोजें।",
  legalName: "कानूनी नाम",
  tradeName: "व्यापारिक नाम",
  status: "स्थिति",
  statusValue: (status: string) => STATUS_HI[status] ?? status,
  cancelledFrom: (date: string) => ` (${date} से रद्द)`,
  registeredOn: "पंजीकरण की तारीख",
  constitution: "कारोबार का प्रकार",
  taxpayerType: "करदाता का प्रकार",
  principalPlace: "कारोबार का मुख्य स्थान",
  noRegistration: (gstin: string) =>
    `GSTIN ${gstin} का कोई पंजीकरण नहीं मिला। सही प्रारूप वाला पर बिना पंजीकरण का नंबर खतरे का संकेत है: जब तक आपूर्तिकर्ता अपना पंजीकरण प्रमाणपत्र न दिखाए, इस नंबर पर GST न चुकाएँ और न इसका क्रेडिट लें।`,
  hsnTitle: "बारीक कोड और GST दरें (लाइव जानकारी)",
  hsnIdle: "बारीक प्रविष्टियाँ और उनकी दरें देखने के लिए कोड या शब्द दर्ज करें।",
  hsnWithout: (asOf: string) =>
    `ऊपर के खंड, अध्याय और सेवा शीर्षक इसी पेज में हैं (${asOf}) और सही रहते हैं; 6 और 8 अंकों के कोड और उनकी GST दरों के लिए केंद्रीय अप्रत्यक्ष कर और सीमा शुल्क बोर्ड (CBIC) की दर अधिसूचनाएँ देखें।`,
  hsnNone: (q: string) => `“${q}” से कोई बारीक प्रविष्टि नहीं मिली। 4 या कम अंकों का कोड, या दूसरे शब्द आज़माएँ।`,
  hsnCaption: (q: string) => `“${q}” से मिलती प्रविष्टियाँ`,
  code: "कोड",
  description: "विवरण",
  gstRate: "GST दर",
  varies: "उप-शीर्षक के हिसाब से अलग",
  titlesTitle: "आधिकारिक शीर्षक (अंग्रेज़ी में)",
  titlesIntro:
    "खंडों, अध्यायों और सेवा शीर्षकों के शीर्षक वर्गीकरण के अपने हैं (यहाँ उनका छोटा रूप), और उनकी कोई आधिकारिक हिंदी सूची हमारे पास नहीं है, इसलिए वे अंग्रेज़ी में दिए गए हैं।",
  titlesChapter: (code: string) => `अध्याय ${code}`,
  titlesHeading: (code: string) => `शीर्षक ${code}`,
  titlesCaption: (q: string) => `“${q}” से मिलती प्रविष्टियों के शीर्षक`,
  titlesTitleColumn: "शीर्षक",
  titlesSectionColumn: "खंड",
  loadingRates: "आज की दरें आ रही हैं…",
  ratesTitle: "आज की विनिमय दरें (लाइव जानकारी)",
  ratesWithout:
    "दर खुद दर्ज करें: टैक्स या हिसाब-किताब के आँकड़े के लिए FBIL की संदर्भ दर, या असल में चुकाई जाने वाली रकम के लिए आपके बैंक की कार्ड या विदेश भेजने की दर।",
  useRates: (cross: boolean, from: string, to: string) => `${from} → ${to} के लिए आज की ${cross ? "दरें" : "दर"} लें`,
  ratesMissing: (currencies: string) => `लाइव दरों में ${currencies} नहीं है: दर खुद दर्ज करें।`,
  bothCurrencies: (from: string, to: string) => `${from} और ${to}`,
  ratesCaption: "हर मुद्रा की एक इकाई के रुपये",
  currency: "मुद्रा",
  rate: "दर",
  goldTitle: "सोने का आज का भाव (लाइव जानकारी)",
  goldWithout: "आज का 24 कैरेट भाव खुद दर्ज करें, IBJA की प्रकाशित दरों से या अपने जौहरी के भाव बोर्ड से।",
  useGold: (rate: string) => `आज का 24 कैरेट भाव लें: ₹${rate} प्रति ग्राम`,
  perGram: (karat: string) => `${karat.replace(/K$/, " कैरेट")}, प्रति ग्राम`,
  beforeGst: (hasCity: boolean) => (hasCity ? "GST से पहले, " : "GST से पहले।"),
  afterCity: " में।",
};

export const LOOKUP_TEXT: Catalogues<typeof en> = { en, hi };
