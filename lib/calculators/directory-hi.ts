import { calculatorDirectory } from "./directory";
import type { CalculatorListing } from "./types";

/*
 * The calculators' names as a Hindi page shows them (the header's Tools menu, the catalogue,
 * each page's heading). Apart from directory.ts so English pages do not carry them.
 */
export const HINDI_TITLES: Readonly<Record<string, string>> = {
  "income-tax": "आयकर कैलकुलेटर",
  "budget-changes": "बजट से आपके लिए क्या बदलता है",
  salary: "वेतन कैलकुलेटर (CTC से हाथ में आने वाला वेतन)",
  "advance-tax": "अग्रिम कर कैलकुलेटर",
  "capital-gains": "पूंजीगत लाभ कर कैलकुलेटर",
  "income-tax-eligibility": "क्या मुझे आयकर रिटर्न भरना है?",
  tds: "TDS कैलकुलेटर और दरों की तालिका",
  crypto: "क्रिप्टो टैक्स कैलकुलेटर",
  agriculture: "कृषि आय कर कैलकुलेटर",
  "section-234f": "विलंब शुल्क कैलकुलेटर (धारा 234F)",
  "tax-audit": "टैक्स ऑडिट लागू होने का कैलकुलेटर (धारा 44AB)",
  hra: "HRA छूट कैलकुलेटर",
  gratuity: "ग्रेच्युटी कैलकुलेटर",
  "leave-encashment": "छुट्टी नकदीकरण कर कैलकुलेटर",
  pension: "पेंशन कर कैलकुलेटर (संराशीकृत और असंराशीकृत)",
  "transport-allowance": "परिवहन भत्ता छूट कैलकुलेटर",
  "rent-free-accommodation": "किराया-मुक्त आवास अनुलाभ कैलकुलेटर",
  "80u": "धारा 80U कैलकुलेटर (दिव्यांग करदाता)",
  "80dd": "धारा 80DD कैलकुलेटर (दिव्यांग आश्रित)",
  "80d": "धारा 80D कैलकुलेटर (स्वास्थ्य बीमा)",
  "80tta": "धारा 80TTA और 80TTB कैलकुलेटर (बचत और जमा पर ब्याज)",
  "rent-receipt": "किराया रसीद जनरेटर",
  "form-12bb": "फ़ॉर्म 124 (12BB) जनरेटर",
  sip: "SIP कैलकुलेटर",
  "mutual-fund": "म्यूचुअल फ़ंड एकमुश्त निवेश कैलकुलेटर",
  "compound-interest": "चक्रवृद्धि ब्याज कैलकुलेटर",
  emi: "EMI कैलकुलेटर",
  "home-loan": "होम लोन EMI कैलकुलेटर",
  rd: "RD कैलकुलेटर (आवर्ती जमा)",
  "fixed-deposit": "FD कैलकुलेटर (सावधि जमा)",
  nsc: "NSC कैलकुलेटर (राष्ट्रीय बचत पत्र)",
  ppf: "PPF कैलकुलेटर (लोक भविष्य निधि)",
  ssy: "सुकन्या समृद्धि योजना कैलकुलेटर",
  epf: "EPF कैलकुलेटर (कर्मचारी भविष्य निधि)",
  nps: "NPS कैलकुलेटर (कोष और पेंशन)",
  "salary-hike": "वेतन वृद्धि कैलकुलेटर",
  "gst-calculator": "GST कैलकुलेटर",
  "gst-number-search": "GSTIN जाँच और GST नंबर खोज",
  "ifsc-checker": "IFSC कोड जाँच",
  "hsn-finder": "HSN और SAC कोड खोज",
  "gold-rate": "सोने का भाव और गहनों की कीमत कैलकुलेटर",
  "currency-converter": "मुद्रा परिवर्तक (रुपया और विदेशी मुद्राएँ)",
};

/** The directory as a Hindi page lists it: the same slugs, icons and groups, Hindi names. */
export const hindiDirectory: readonly CalculatorListing[] = calculatorDirectory.map((entry) => ({ ...entry, title: HINDI_TITLES[entry.slug] ?? entry.title }));
