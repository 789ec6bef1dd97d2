import { clockTimeHi, formatLongDateHi, hindiWeekdayName } from "@/lib/format/date-hi";
import { groupIndianDigits } from "@/lib/format/indian-number";
import { addTranslation } from "@/lib/i18n/catalogue";

import type { BookingFormKind } from "./booking-format";
import { BOOKING_TEXT, type BookingPage, type DemoKind, type RefusableField } from "./booking-text";

/* The Hindi words of BOOKING_TEXT: loaded only by Hindi pages. */

const IST_OFFSET_MS = 330 * 60 * 1000;

/** "2026-12-01" → "मंगलवार, 1 दिसंबर 2026"; "" for anything that is not a date, as the English does. */
export function slotDayHi(date: string): string {
  const instant = Date.parse(`${date}T00:00:00+05:30`);
  if (!Number.isFinite(instant)) return "";
  return `${hindiWeekdayName(new Date(instant + IST_OFFSET_MS).getUTCDay())}, ${formatLongDateHi(instant)}`;
}

/** "15:30" → "दोपहर 3:30 बजे"; "00:15" → "रात 12:15 बजे". */
export function slotTimeHi(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return clockTimeHi(hours, minutes);
}

const when = (date: string, time: string) => `${slotDayHi(date)}, ${slotTimeHi(time)} (भारतीय समय)`;

const NOUNS: Readonly<Record<BookingFormKind, string>> = { tds: "TDS डेमो", gst: "GST डेमो", dezerv: "कॉल" };

/** A field the server refused, where the form's own check finds nothing wrong with it. */
const REFUSED: Readonly<Record<RefusableField, string>> = {
  name: "हमारे सर्वर ने यह नाम स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।",
  email: "हमारे सर्वर ने यह ईमेल पता स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।",
  mobile: "हमारे सर्वर ने यह मोबाइल नंबर स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।",
  company: "हमारे सर्वर ने कंपनी या फ़र्म का यह नाम स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।",
  message: "हमारे सर्वर ने यह संदेश स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।",
  slot: "हमारे सर्वर ने यह समय स्वीकार नहीं किया; हो सकता है कि यह अभी-अभी बुक हो गया हो। कृपया कोई दूसरा समय चुनें।",
  code: "हमारे सर्वर ने यह कोड स्वीकार नहीं किया। SMS में आया कोड फिर से देखें, या नया कोड माँगें।",
};

addTranslation(BOOKING_TEXT, "hi", {
  headings: {
    tds: "TDS डेमो बुक करें",
    gst: "GST डेमो बुक करें",
    dezerv: "हमारी टैक्स टीम के साथ कॉल बुक करें",
    demo: "अपना डेमो बुक करें",
  } as Readonly<Record<BookingPage, string>>,
  intros: {
    tds: "नमूना डेटा पर देखें कि चालान, तिमाही रिटर्न, फ़ॉर्म 16 और TRACES पर सुधार कैसे संभाले जाते हैं। अपनी सुविधा का समय चुनें।",
    gst: "नमूना डेटा पर देखें कि GSTIN की जाँच, रिटर्न का डेटा, ई-इनवॉइस और ई-वे बिल कैसे संभाले जाते हैं, और पूछें कि ये आपके सॉफ़्टवेयर के साथ कैसे काम करेंगे। अपनी सुविधा का समय चुनें।",
    dezerv:
      "अपने रिटर्न और अपने पोर्टफ़ोलियो के लिए ज़रूरी स्टेटमेंट पर बात करने के लिए समय चुनें। कॉल आप तक पहुँचे, इसके लिए हम पहले एक कोड भेजकर आपके मोबाइल नंबर की पुष्टि करते हैं।",
    demo: "पहले डेमो चुनें, फिर अपनी सुविधा का समय। डेमो 30 मिनट का होता है।",
  } as Readonly<Record<BookingPage, string>>,
  whichDemo: "आप कौन-सा डेमो देखना चाहेंगे?",
  demoNames: { tds: "TDS रिटर्न और अनुपालन", gst: "GST रिटर्न और GST API" } as Readonly<Record<DemoKind, string>>,
  contactSupport: "हमारी सहायता टीम से संपर्क करें",
  unavailableBefore: "इस समय इस साइट पर ऑनलाइन बुकिंग उपलब्ध नहीं है। कृपया ",
  unavailableAfter: ", हम आपके साथ मिलकर समय तय कर लेंगे।",
  nameLabel: "आपका नाम",
  emailLabel: "ईमेल पता",
  mobileLabel: "मोबाइल नंबर",
  mobileHelp: "10 अंक, जैसे 98765 43210",
  companyLabel: "कंपनी या फ़र्म (वैकल्पिक)",
  callMessageLabel: "कॉल से पहले हमें कुछ बताना हो तो यहाँ लिखें (वैकल्पिक)",
  demoMessageLabel: "डेमो में आप क्या देखना चाहेंगे (वैकल्पिक)",
  bookCall: "यह स्लॉट बुक करें",
  bookDemo: "डेमो बुक करें",
  booking: "बुक किया जा रहा है…",
  slotLegend: "तारीख और समय (भारतीय मानक समय)",
  loadingSlots: "उपलब्ध समय लोड हो रहे हैं…",
  noSlotsBefore: "अभी बुकिंग के लिए कोई समय खाली नहीं है। कृपया बाद में फिर देखें, या ",
  noSlotsAfter: ", हम आपके लिए कोई समय निकाल लेंगे।",
  loadAgain: "समय फिर से लोड करें",
  taken: " (बुक हो चुका)",
  slotDay: (date: string) => slotDayHi(date),
  slotTime: (time: string) => slotTimeHi(time),
  companyTooLong: (max: number) => `कंपनी या फ़र्म का नाम ज़्यादा से ज़्यादा ${groupIndianDigits(String(max))} अक्षरों का रखें`,
  messageTooLong: (max: number) => `संदेश ज़्यादा से ज़्यादा ${groupIndianDigits(String(max))} अक्षरों का रखें`,
  chooseSlot: "तारीख और समय चुनें",
  verifyFirst: "बुक करने से पहले अपने मोबाइल नंबर की पुष्टि करें: “कोड भेजें” दबाएँ और हमारा भेजा हुआ कोड दर्ज करें",
  // The server's reasons are English: never shown here.
  fromServer: (field: RefusableField, _server: readonly string[], local: string | undefined) => local ?? REFUSED[field],
  booked: (kind: BookingFormKind, date: string, time: string) =>
    kind === "dezerv" ? `आपकी कॉल बुक हो गई है: ${when(date, time)}।` : `आपका ${NOUNS[kind]} बुक हो गया है: ${when(date, time)}।`,
  reference: (id: number) => `बुकिंग संदर्भ संख्या: ${id}`,
  nextStepsBefore: (kind: BookingFormKind, email: string, mobile: string) =>
    `${NOUNS[kind]} से पहले हमारी टीम जानकारी की पुष्टि के लिए आपसे ${email} पर या ${mobile} पर संपर्क करेगी। अगर यह समय अब आपके लिए ठीक नहीं है, तो अपनी बुकिंग संदर्भ संख्या के साथ `,
  nextStepsAfter: "।",
  verifyLegend: "अपने मोबाइल नंबर की पुष्टि करें",
  sendHint: "हम ऊपर लिखे नंबर पर SMS से 6 अंकों का कोड भेजेंगे।",
  sendCode: "कोड भेजें",
  sendingCode: "कोड भेजा जा रहा है…",
  codeLabel: "SMS में आया कोड",
  verify: "पुष्टि करें",
  checkingCode: "कोड जाँचा जा रहा है…",
  sendNewCode: "नया कोड भेजें",
  enterCode: "SMS से भेजा गया 6 अंकों का कोड दर्ज करें",
  seconds: (count: number) => `${count} सेकंड`,
  minutes: (count: number) => `${count} मिनट`,
  codeSent: (mobile: string, validity: string) => `हमने ${mobile} पर SMS से 6 अंकों का कोड भेजा है।${validity ? ` यह कोड ${validity} तक मान्य है।` : ""}`,
  newCodeIn: (wait: string) => `आप ${wait} बाद नया कोड माँग सकते हैं।`,
  numberVerified: (mobile: string) => `मोबाइल नंबर ${mobile} की पुष्टि हो गई।`,
  verified: "मोबाइल नंबर की पुष्टि हो गई।",
});
