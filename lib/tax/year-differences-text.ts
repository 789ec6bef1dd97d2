import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";

/*
 * The words of the list of what changed between two years (year-differences.ts), in English
 * and Hindi: a word for each of the registry's names (a name not listed is spelt out from its
 * camelCase), and whole labels where a name alone is ambiguous.
 */

const en = {
  /** Words for the registry's names; "" leaves the name out of the label. */
  words: {
    regimes: "",
    new: "New regime",
    old: "Old regime",
    slabs: "slabs",
    below60: "below 60",
    "60to80": "60 to 79",
    "80plus": "80 or more",
    rebate: "rebate",
    incomeLimit: "income limit",
    deductionLimits: "",
    ded80c: "80C limit",
    ded80dSelfBelow60: "80D limit (self, below 60)",
    ded80dSelfSenior: "80D limit (self, senior citizen)",
    ded80dParentsMaximum: "80D limit (parents, senior citizens)",
    ded80ccd1b: "80CCD(1B) limit",
    specialRates: "",
    stcg111A: "short-term gains on listed equity (111A)",
    ltcg112A: "long-term gains on listed equity (112A)",
    ltcg112: "other long-term gains (112)",
    ltcg112AExemption: "exempt long-term gains on listed equity (112A)",
    vda: "crypto and other virtual digital assets",
    advanceTax: "Advance tax",
    lateFilingFee: "Late-filing fee",
    taxAudit: "Tax audit",
    returnDueDates: "Return due date",
    nonAudit: "no audit",
    audit: "Tax audit",
    revisedReturn: "Revised return",
    lastDate: "last date",
    feeFreeUntil: "free until",
    consequence: "",
    uptoOneMonth: "fee for a report up to a month late",
    afterOneMonth: "fee for a report more than a month late",
    percentOfTurnover: "penalty, share of turnover",
    maximum: "maximum",
    kind: "",
  } as Readonly<Record<string, string>>,
  /** Where a name alone is ambiguous, the whole path's label. */
  pathLabels: {
    "audit.consequence.percentOfTurnover": "Tax audit: penalty for no audit or a late report, share of turnover",
    "audit.consequence.maximum": "Tax audit: penalty for no audit or a late report, at most",
  } as Readonly<Record<string, string>>,
};

const hi: TranslationOf<typeof en> = {
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

export const YEAR_DIFFERENCES_TEXT: Catalogues<typeof en> = { en, hi };
