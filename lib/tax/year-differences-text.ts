import { translatable, type Catalogues } from "@/lib/i18n/catalogue";

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



export const YEAR_DIFFERENCES_TEXT: Catalogues<typeof en> = translatable("YEAR_DIFFERENCES_TEXT", en);
