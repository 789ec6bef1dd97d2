import { addTranslation } from "@/lib/i18n/catalogue";
import { TAX_OPTIMIZER_TEXT, type Regime, type TaxOptimizerField } from "./tax-optimizer-text";

/* The Hindi words of TAX_OPTIMIZER_TEXT: loaded only by Hindi pages. */

const REGIMES: Readonly<Record<Regime, string>> = { old: "पुरानी कर व्यवस्था", new: "नई कर व्यवस्था" };

addTranslation(TAX_OPTIMIZER_TEXT, "hi", {
  formHeading: "अपनी टैक्स रिपोर्ट पाएँ",
  reportHeading: "आपकी टैक्स रिपोर्ट",
  intro: "अपना नाम, ईमेल पता और मोबाइल नंबर लिखें, हम आपकी टैक्स रिपोर्ट तैयार कर देंगे।",
  labels: { name: "नाम", email: "ईमेल पता", mobile: "मोबाइल नंबर" } as Readonly<Record<TaxOptimizerField, string>>,
  mobileHelp: "10 अंक, जो 6, 7, 8 या 9 से शुरू हों। आगे +91 लगाना ज़रूरी नहीं है।",
  submit: "मेरी रिपोर्ट पाएँ",
  submitting: "आपकी रिपोर्ट तैयार हो रही है…",
  fieldNames: { name: "नाम", email: "ईमेल पता", mobile: "मोबाइल नंबर" } as Readonly<Record<TaxOptimizerField, string>>,
  // All three names are masculine, so "किया" agrees with each.
  refusedField: (field: string) => `हमारे सर्वर ने यह ${field} स्वीकार नहीं किया। इसे जाँचकर फ़ॉर्म फिर से भेजें।`,
  preparedFor: (name: string, email: string) => `यह रिपोर्ट ${name} (${email}) के लिए तैयार की गई है।`,
  loading: "आपकी रिपोर्ट लाई जा रही है…",
  tryAgain: "फिर कोशिश करें",
  startAgain: "फिर से शुरू करें",
  noFigures: "आपकी रिपोर्ट तैयार है, लेकिन इसमें यहाँ दिखाने के लिए कोई आँकड़ा नहीं है। पूरी रिपोर्ट पढ़ने के लिए इसे अपने ईमेल पर मँगाएँ।",
  financialYear: "वित्तीय वर्ष",
  financialYearValue: (year: string) => year,
  taxUnder: { old: `${REGIMES.old} में टैक्स`, new: `${REGIMES.new} में टैक्स` },
  betterForYou: "आपके लिए बेहतर",
  regimeNames: REGIMES,
  youSave: (regime: Regime) => `${REGIMES[regime]} में आपकी बचत`,
  suggestions: "सुझाव",
  suggestionsInEnglish: "जो सुझाव हमारी रिपोर्ट में अभी केवल अंग्रेज़ी में हैं, वे अंग्रेज़ी में दिखाए गए हैं।",
  savesUpTo: (amount: string) => ` (${amount} तक की बचत)`,
  emailMe: "यह रिपोर्ट मुझे ईमेल करें",
  emailing: "रिपोर्ट भेजी जा रही है…",
  emailed: (email: string) => `हमने यह रिपोर्ट ${email} पर ईमेल कर दी है।`,
});
