import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { INCOME_TAX_STEPS_TEXT, hindiCitation } from "./income-tax-steps-text";

/* The Hindi words of INCOME_TAX_STEPS_TEXT (income-tax-steps-text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof INCOME_TAX_STEPS_TEXT)["en"]> = {
  act: hindiCitation,
  section: hindiCitation,
  regimeName: { old: "पुरानी कर व्यवस्था", new: "नई कर व्यवस्था" },
  specialRate: {
    stcg111A: "सूचीबद्ध इक्विटी शेयरों पर अल्पकालिक पूँजीगत लाभ (प्रतिभूति लेनदेन कर चुकाया गया)",
    ltcg112A: "सूचीबद्ध इक्विटी शेयरों पर दीर्घकालिक पूँजीगत लाभ (प्रतिभूति लेनदेन कर चुकाया गया)",
    ltcg112: "अन्य दीर्घकालिक पूँजीगत लाभ",
    vda: "वर्चुअल डिजिटल एसेट से आय",
  },
  cappedIncome: { both: "डिविडेंड और पूँजीगत लाभ", dividends: "डिविडेंड", gains: "पूँजीगत लाभ" },
  grossSalary: "सकल वेतन",
  salaryHead: (act: string) => `${act}: "वेतन" शीर्ष के तहत आय`,
  exemptHra: "घटाएँ: मकान किराया भत्ते (HRA) की छूट",
  exemptHraReference: (act: string, section: string, regime: string) => `${act}, ${section}: HRA छूट, ${regime}`,
  standardDeduction: "घटाएँ: मानक कटौती",
  professionalTax: "घटाएँ: प्रोफ़ेशनल टैक्स",
  salaryIncome: "वेतन से आय",
  otherIncome: "अन्य स्रोतों से आय",
  otherSourcesHead: (act: string) => `${act}: "अन्य स्रोतों से आय" शीर्ष के तहत आय`,
  dividendIncome: "डिविडेंड (अन्य स्रोतों से आय, स्लैब दरों पर टैक्स)",
  houseProperty: "अपने रहने वाले मकान से घाटा (होम लोन का ब्याज)",
  specialRateIncome: (label: string, from: string) => `${label} (${formatLongDateHi(from)} से)`,
  grossTotalIncome: "सकल कुल आय",
  grossTotalIncomeReference: (act: string) => `${act}: सकल कुल आय`,
  ded80c: (section: string) => `घटाएँ: निवेश पर कटौती (${section})`,
  ded80d: (section: string) => `घटाएँ: स्वास्थ्य बीमा पर कटौती (${section})`,
  ded80ccd1b: (section: string) => `घटाएँ: NPS में अपने योगदान पर कटौती (${section})`,
  deductionsAllowed: "मिलने वाली कटौतियाँ (विशेष दर वाली आय को छोड़कर बाकी आय तक सीमित)",
  deductionsAllowedReference: (act: string) => `${act}: कटौतियाँ सकल कुल आय तक सीमित (1961 के अधिनियम की धारा 80A(2))`,
  taxableIncome: (rounding: number) => `कुल आय (निकटतम ₹${rounding} तक पूर्णांकित)`,
  agriculturalTaxOnAggregate: "आय और कृषि आय के जोड़ पर टैक्स",
  agriculturalTaxOnExemption: "घटाएँ: कृषि आय और मूल छूट सीमा के जोड़ पर टैक्स",
  slabTax: "स्लैब दरों पर टैक्स",
  specialRateTax: (label: string, rate: number) => `${label} पर ${rate}% की दर से टैक्स`,
  rebate: (section: string) => `घटाएँ: ${section} के तहत रिबेट`,
  dividendTax: "इसमें से डिविडेंड पर टैक्स (स्लैब टैक्स × डिविडेंड ÷ स्लैब दर वाली आय)",
  surchargeOnOther: (rate: number) => `बाकी आय के टैक्स पर ${rate}% अधिभार`,
  cappedSurcharge: (rate: number, capped: string) => `${capped} के टैक्स पर ${rate}% अधिभार (सीमित दर)`,
  surcharge: (rate: number) => `${rate}% अधिभार`,
  marginalRelief: "घटाएँ: अधिभार पर सीमांत राहत",
  cess: (rate: number) => `${rate}% स्वास्थ्य और शिक्षा उपकर`,
  totalTax: (rounding: number) => `देय टैक्स (निकटतम ₹${rounding} तक पूर्णांकित)`,
};

addTranslation(INCOME_TAX_STEPS_TEXT, "hi", hi);
