import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";

/*
 * The words of what the Chapter VI-A deduction calculators share (deduction-shared.ts), in
 * English and Hindi. The rules' own texts (the certificate, the provisions' names) come from
 * lib/tax in English; their Hindi is here, keyed by the Act the year falls under.
 */

type Act = "1961" | "2025";
type CertificateKind = "neurological" | "other";

const en = {
  financialYear: "Financial year",
  slab: "Your highest old-regime tax slab",
  slabHelp: "Only to estimate the tax this deduction saves: 5% on taxable income up to ₹5 lakh, 20% up to ₹10 lakh, 30% above (0% within the basic exemption).",
  taxSavedLabel: (slab: string) => `Tax saved at the ${slab}% slab`,
  taxSavedNote: (slab: string, cess: number, rebateSection: string) =>
    `${slab}% of the deduction plus ${cess}% cess: an estimate that leaves out surcharge and the ${rebateSection} rebate.`,
  taxSavedStep: (deduction: string, slab: string, cess: number) => `Tax saved, estimated: ${deduction} × ${slab}% slab rate, plus ${cess}% cess`,
  taxSavedReference: (cessReference: string) => `Old-regime slab rates (Finance Act, First Schedule, Paragraph A); ${cessReference}`,
  newRegimeTitle: (provision: string) => `New regime (${provision})`,
  newRegimeLabel: "Deduction in the new regime",
  newRegimeNote: (deductionName: string) =>
    `The new regime, the default, allows no deduction under ${deductionName}. To claim it, choose the old regime when you file your return.`,
  newRegimeStep: (deductionName: string) => `New regime: no deduction under ${deductionName}`,
  severe: (severe: number) => `Severe disability (${severe}% or more)`,
  disability: (minimum: number, severe: number) => `Disability (${minimum}% or more, below ${severe}%)`,
  none: (minimum: number) => `Below ${minimum}%: not a disability for this deduction`,
  kindHelp: "It decides which certificate you need.",
  kindOther: "Blindness, low vision, locomotor, hearing, mental illness or another listed disability",
  kindAutism: "Autism, cerebral palsy or multiple disabilities",
  certificateLabel: "Certificate to keep and report in your return",
  form10ia: "Form 10-IA",
  disabilityCertificate: "Disability certificate",
  certificateStep: "Certificate from a medical authority",
  /** The certificate in words: English reads the rule's own text. */
  certificate: (english: string, _act: Act, _kind: CertificateKind) => english,
  /** A provision's name as the rules give it ("section 80DD", "section 127 of the Income-tax Act, 2025 (section 80DD of the 1961 Act)"). */
  provision: (english: string) => english,
};

const CERTIFICATE_HI: Readonly<Record<Act, Readonly<Record<CertificateKind, string>>>> = {
  "1961": {
    neurological:
      "फ़ॉर्म 10-IA, न्यूरोलॉजी में एमडी की डिग्री वाले न्यूरोलॉजिस्ट से (बच्चे के लिए बाल न्यूरोलॉजिस्ट से), या किसी सरकारी अस्पताल के सिविल सर्जन या मुख्य चिकित्सा अधिकारी से",
    other: "दिव्यांगता कानून (दिव्यांगजन अधिकार अधिनियम, 2016 और उसके नियम) के तहत चिकित्सा प्राधिकारी का जारी किया दिव्यांगता प्रमाणपत्र",
  },
  "2025": {
    neurological:
      "फ़ॉर्म 10-IA (या 2025 के अधिनियम के नियमों में तय फ़ॉर्म), न्यूरोलॉजी में एमडी की डिग्री वाले न्यूरोलॉजिस्ट से (बच्चे के लिए बाल न्यूरोलॉजिस्ट से), या किसी सरकारी अस्पताल के सिविल सर्जन या मुख्य चिकित्सा अधिकारी से",
    other: "दिव्यांगता कानून (दिव्यांगजन अधिकार अधिनियम, 2016 और उसके नियम) के तहत चिकित्सा प्राधिकारी का जारी किया दिव्यांगता प्रमाणपत्र",
  },
};

const hi: TranslationOf<typeof en> = {
  financialYear: "वर्ष",
  slab: "पुरानी कर व्यवस्था में आपका सबसे ऊँचा टैक्स स्लैब",
  slabHelp: "सिर्फ़ यह अनुमान लगाने के लिए कि यह कटौती कितना टैक्स बचाती है: ₹5 लाख तक की कर योग्य आय पर 5%, ₹10 लाख तक 20%, उससे ऊपर 30% (मूल छूट सीमा के भीतर 0%)।",
  taxSavedLabel: (slab: string) => `${slab}% स्लैब पर बचा टैक्स`,
  taxSavedNote: (slab: string, cess: number, rebateSection: string) =>
    `कटौती का ${slab}% और उस पर ${cess}% उपकर: यह अनुमान है, जिसमें अधिभार और ${rebateSection} के तहत रिबेट शामिल नहीं हैं।`,
  taxSavedStep: (deduction: string, slab: string, cess: number) => `बचा टैक्स, अनुमानित: ${deduction} × ${slab}% स्लैब दर, और ${cess}% उपकर`,
  taxSavedReference: (cessReference: string) => `पुरानी कर व्यवस्था की स्लैब दरें (वित्त अधिनियम, पहली अनुसूची, पैरा A); ${cessReference}`,
  newRegimeTitle: (provision: string) => `नई कर व्यवस्था (${provision})`,
  newRegimeLabel: "नई कर व्यवस्था में कटौती",
  newRegimeNote: (deductionName: string) =>
    `नई कर व्यवस्था, जो डिफ़ॉल्ट है, ${deductionName} के तहत कोई कटौती नहीं देती। यह कटौती लेने के लिए रिटर्न दाखिल करते समय पुरानी कर व्यवस्था चुनें।`,
  newRegimeStep: (deductionName: string) => `नई कर व्यवस्था: ${deductionName} के तहत कोई कटौती नहीं`,
  severe: (severe: number) => `गंभीर दिव्यांगता (${severe}% या अधिक)`,
  disability: (minimum: number, severe: number) => `दिव्यांगता (${minimum}% या अधिक, ${severe}% से कम)`,
  none: (minimum: number) => `${minimum}% से कम: इस कटौती के लिए दिव्यांगता नहीं मानी जाती`,
  kindHelp: "इसी से तय होता है कि आपको कौन-सा प्रमाणपत्र चाहिए।",
  kindOther: "दृष्टिहीनता, कम दृष्टि, चलने-फिरने की अक्षमता, श्रवण बाधा, मानसिक बीमारी या सूची में दी गई कोई और दिव्यांगता",
  kindAutism: "ऑटिज़्म, सेरेब्रल पाल्सी या बहु-दिव्यांगता",
  certificateLabel: "प्रमाणपत्र, जो आपको रखना है और जिसका ब्योरा रिटर्न में देना है",
  form10ia: "फ़ॉर्म 10-IA",
  disabilityCertificate: "दिव्यांगता प्रमाणपत्र",
  certificateStep: "चिकित्सा प्राधिकारी का प्रमाणपत्र",
  certificate: (_english: string, act: Act, kind: CertificateKind) => CERTIFICATE_HI[act][kind],
  provision: (english: string) =>
    english
      .replace(/^section (\S+) of the Income-tax Act, (\d{4}) \(section (\S+) of the (\d{4}) Act\)$/, "आयकर अधिनियम, $2 की धारा $1 ($4 के अधिनियम की धारा $3)")
      .replace(/^section (\S+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $2 की धारा $1")
      .replace(/^sections? /, "धारा ")
      .replace(/ and (?=\d)/g, " और "),
};

export const DEDUCTION_SHARED_TEXT: Catalogues<typeof en> = { en, hi };
