import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { YEAR_DIFFERENCES_TEXT } from "./year-differences-text";

/* The Hindi words of YEAR_DIFFERENCES_TEXT (year-differences-text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof YEAR_DIFFERENCES_TEXT)["en"]> = {
  words: {
    regimes: "",
    new: "नई कर व्यवस्था",
    old: "पुरानी कर व्यवस्था",
    slabs: "स्लैब",
    below60: "60 से कम आयु",
    "60to80": "60 से 79 आयु",
    "80plus": "80 या अधिक आयु",
    rebate: "रिबेट",
    incomeLimit: "आय सीमा",
    deductionLimits: "",
    ded80c: "80C की सीमा",
    ded80dSelfBelow60: "80D की सीमा (स्वयं, 60 से कम आयु)",
    ded80dSelfSenior: "80D की सीमा (स्वयं, वरिष्ठ नागरिक)",
    ded80dParentsMaximum: "80D की सीमा (माता-पिता, वरिष्ठ नागरिक)",
    ded80ccd1b: "80CCD(1B) की सीमा",
    specialRates: "",
    stcg111A: "सूचीबद्ध इक्विटी शेयरों पर अल्पकालिक लाभ (111A)",
    ltcg112A: "सूचीबद्ध इक्विटी शेयरों पर दीर्घकालिक लाभ (112A)",
    ltcg112: "अन्य दीर्घकालिक लाभ (112)",
    ltcg112AExemption: "सूचीबद्ध इक्विटी शेयरों पर छूट वाला दीर्घकालिक लाभ (112A)",
    vda: "क्रिप्टो और दूसरे वर्चुअल डिजिटल एसेट",
    advanceTax: "अग्रिम कर",
    lateFilingFee: "देर से रिटर्न का विलंब शुल्क",
    taxAudit: "टैक्स ऑडिट",
    returnDueDates: "रिटर्न की अंतिम तारीख",
    nonAudit: "ऑडिट के बिना",
    audit: "टैक्स ऑडिट",
    revisedReturn: "संशोधित रिटर्न",
    lastDate: "आखिरी तारीख",
    feeFreeUntil: "इस तारीख तक बिना शुल्क",
    consequence: "",
    uptoOneMonth: "एक महीने तक देर से रिपोर्ट पर शुल्क",
    afterOneMonth: "एक महीने से ज़्यादा देर से रिपोर्ट पर शुल्क",
    percentOfTurnover: "जुर्माना, टर्नओवर का हिस्सा",
    maximum: "अधिकतम",
    kind: "",
    // Names the English spells out from their camelCase.
    standardDeduction: "मानक कटौती",
    reportDueDate: "रिपोर्ट की अंतिम तारीख",
    fee: "शुल्क",
    smallIncomeFee: "कम आय पर शुल्क",
    smallIncomeLimit: "कम आय की सीमा",
    threshold: "सीमा",
    instalments: "किस्तें",
    surcharge: "अधिभार",
    cess: "उपकर",
  },
  pathLabels: {
    "audit.consequence.percentOfTurnover": "टैक्स ऑडिट: ऑडिट न कराने या देर से रिपोर्ट देने पर जुर्माना, टर्नओवर का हिस्सा",
    "audit.consequence.maximum": "टैक्स ऑडिट: ऑडिट न कराने या देर से रिपोर्ट देने पर जुर्माना, अधिकतम",
  },
};

addTranslation(YEAR_DIFFERENCES_TEXT, "hi", hi);
