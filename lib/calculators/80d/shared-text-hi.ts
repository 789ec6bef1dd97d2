import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { DEDUCTION_SHARED_TEXT, Act, CertificateKind, CERTIFICATE_HI } from "./shared-text";

/* The Hindi words of DEDUCTION_SHARED_TEXT (shared-text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof DEDUCTION_SHARED_TEXT)["en"]> = {
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

addTranslation(DEDUCTION_SHARED_TEXT, "hi", hi);
