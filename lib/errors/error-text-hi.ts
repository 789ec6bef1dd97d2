import { addTranslation } from "@/lib/i18n/catalogue";
import { ERROR_TEXT, type ActionName } from "./error-text";

/*
 * The Hindi words of ERROR_TEXT: loaded only by Hindi pages. "doing" is an oblique infinitive
 * phrase ("आपकी टैक्स रिपोर्ट बनाने") that every sentence follows with a postposition: "… में बहुत
 * समय लगा", "… के लिए इंटरनेट चाहिए", "… में दिक्कत आई".
 */

addTranslation(ERROR_TEXT, "hi", {
  doing: {
    booking: "आपका स्लॉट बुक करने",
    mobileVerification: "आपका मोबाइल नंबर जाँचने",
    taxReport: "आपकी टैक्स रिपोर्ट बनाने",
    emailReport: "आपकी रिपोर्ट ईमेल करने",
    form16Upload: "आपका फ़ॉर्म 16 अपलोड करने",
    videoUpload: "आपका वीडियो अपलोड करने",
    checkout: "आपका ऑर्डर देने",
    save: "आपके बदलाव सहेजने",
    message: "आपका संदेश भेजने",
    download: "फ़ाइल डाउनलोड करने",
    load: "यह जानकारी लाने",
  } as Readonly<Record<ActionName, string>>,
  feature: {
    booking: "ऑनलाइन बुकिंग",
    mobileVerification: "मोबाइल नंबर की पुष्टि",
    taxReport: "टैक्स रिपोर्ट",
    emailReport: "रिपोर्ट ईमेल करने की सुविधा",
    form16Upload: "फ़ॉर्म 16 अपलोड",
    videoUpload: "वीडियो अपलोड",
    checkout: "ऑनलाइन भुगतान",
    save: "सहेजने की सुविधा",
    message: "चैट",
    download: "डाउनलोड",
    load: "यह सेवा",
  } as Readonly<Record<ActionName, string>>,
  end: (kept: boolean) => (kept ? "। आपने जो लिखा है, वह यहीं है।" : "।"),
  notConfigured: (feature: string) => `${feature} अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें, या हमसे संपर्क करें, हम मदद करेंगे।`,
  timeout: (doing: string, end: string) => `${doing} में बहुत समय लगा। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें${end}`,
  offline: (doing: string, end: string) =>
    `आप ऑफ़लाइन हैं। ${doing} के लिए इंटरनेट चाहिए; कैलकुलेटर अब भी चलते हैं। इंटरनेट लौटने पर फिर कोशिश करें${end}`,
  network: (end: string) => `हमारे सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें${end}`,
  badResponse: "हमारे सर्वर से ऐसा जवाब मिला जिसे हम पढ़ नहीं सके। कृपया कुछ मिनट बाद फिर कोशिश करें; बार-बार ऐसा हो तो हमसे संपर्क करें।",
  invalidRequest: (end: string) => `कुछ जानकारी ठीक करनी है। आपने जो लिखा है उसे जाँचें और फिर कोशिश करें${end}`,
  invalidCsv: "हमें मिली फ़ाइल सही CSV फ़ाइल नहीं है। कृपया फिर से डाउनलोड करें; बार-बार ऐसा हो तो हमसे संपर्क करें।",
  file: "फ़ाइल डाउनलोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
  notAccepted: (doing: string, end: string) => `${doing} में दिक्कत आई, क्योंकि कुछ जानकारी स्वीकार नहीं हुई। आपने जो लिखा है उसे जाँचें और फिर कोशिश करें${end}`,
  unknown: (end: string) => `कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें${end}`,
  sessionEnded: (end: string) => `आपका सेशन खत्म हो गया है। फिर से लॉग इन करें और एक बार और कोशिश करें${end}`,
  notYou: (end: string) => `हम पुष्टि नहीं कर सके कि यह आप ही हैं। पेज रीफ़्रेश करें, फिर से लॉग इन करें और एक बार और कोशिश करें${end}`,
  notFound: "आपने जो माँगा, वह हमें नहीं मिला। पेज रीफ़्रेश करके फिर कोशिश करें; बार-बार ऐसा हो तो हमसे संपर्क करें।",
  tooLarge: "फ़ाइल भेजने के लिए बहुत बड़ी है। छोटी फ़ाइल चुनें और फिर कोशिश करें।",
  tooMany: (end: string) => `थोड़े समय में बहुत ज़्यादा कोशिशें हुईं। एक मिनट रुकें, फिर कोशिश करें${end}`,
  ourSide: (doing: string, end: string) => `हमारी ओर की किसी समस्या के कारण ${doing} में दिक्कत आई। कृपया कुछ मिनट बाद फिर कोशिश करें${end}`,
  pleaseCheck: (parts: readonly string[]) => `कृपया जाँचें: ${parts.join(" ")}`,
  checkFields: (labels: readonly string[]) => (labels.length ? `कृपया ये जानकारियाँ जाँचें और फिर भेजें: ${labels.join(", ")}।` : ""),
  fieldLabels: {
    name: "नाम",
    email: "ईमेल पता",
    mobile_number: "मोबाइल नंबर",
    company_name: "कंपनी का नाम",
    message: "संदेश",
    date: "तारीख",
    time: "समय",
    otp: "कोड",
    files: "फ़ाइलें",
    file: "फ़ाइल",
    firstname: "पहला नाम",
    lastname: "उपनाम",
    mobilenumber: "मोबाइल नंबर",
    pan: "PAN",
    financial_year: "वित्तीय वर्ष",
  } as Readonly<Record<string, string>>,
});
