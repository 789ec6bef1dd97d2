import { addTranslation } from "@/lib/i18n/catalogue";
import { CONTACT_TEXT, type NameLabel } from "./contact-text";

/* The Hindi words of CONTACT_TEXT: loaded only by Hindi pages. */

addTranslation(CONTACT_TEXT, "hi", {
  nameLabels: { name: "नाम", "first name": "पहला नाम", "last name": "उपनाम" } as Readonly<Record<NameLabel, string>>,
  enterName: (label: string) => `अपना ${label} लिखें`,
  nameTooLong: (label: string, max: number) => `${label} ज़्यादा से ज़्यादा ${max} अक्षरों का रखें`,
  nameCharacters: (label: string) => `${label} में केवल अक्षर, स्पेस, बिंदु (.) और हाइफ़न (-) लिखें`,
  enterMobile: "अपना मोबाइल नंबर दर्ज करें",
  mobileFormat: "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें",
  enterEmail: "अपना ईमेल पता दर्ज करें",
  emailTooLong: (max: number) => `ईमेल पता ज़्यादा से ज़्यादा ${max} अक्षरों का रखें`,
  emailFormat: "name@example.com जैसा ईमेल पता दर्ज करें",
  enterAddress: "अपना पता लिखें",
  addressTooShort: (min: number) => `अपना पूरा पता लिखें (कम से कम ${min} अक्षर)`,
  addressTooLong: (max: number) => `पता ज़्यादा से ज़्यादा ${max} अक्षरों का रखें`,
});
