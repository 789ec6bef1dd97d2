import { formatLongDateHi } from "@/lib/format/date-hi";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Regime, SpecialRateKind } from "./types";

/*
 * The words of the income-tax computation's lines (income-tax-steps.ts), in English and
 * Hindi. Citations that come from the rule tables (the Act's name, a section) reach these
 * messages in English; the Hindi messages cite them in Hindi (citeIn).
 */

/**
 * A citation from lib/tax in Hindi: citeIn, plus "Schedule III" alone, which it leaves in
 * English (it cites only citations with a number).
 */
export const hindiCitation = (english: string) => citeIn(english.replace(/\bSchedule\b/g, "अनुसूची"), "hi").text;

const en = {
  /** the Act as the rules name it ("Income-tax Act, 2025") */
  act: (act: string) => act,
  /** a section as sectionOf gives it ("section 80C", "Schedule III") */
  section: (section: string) => section,
  regimeName: { old: "old regime", new: "new regime" } as Readonly<Record<Regime, string>>,
  specialRate: {
    stcg111A: "Short-term capital gains on listed equity (STT paid)",
    ltcg112A: "Long-term capital gains on listed equity (STT paid)",
    ltcg112: "Other long-term capital gains",
    vda: "Income from virtual digital assets",
  } as Readonly<Record<SpecialRateKind, string>>,
  cappedIncome: { both: "dividends and capital gains", dividends: "dividends", gains: "capital gains" } as Readonly<Record<"both" | "dividends" | "gains", string>>,
  grossSalary: "Gross salary",
  salaryHead: (act: string) => `${act}: income under the head "Salaries"`,
  exemptHra: "Less: house rent allowance exemption",
  exemptHraReference: (act: string, section: string, regime: string) => `${act}, ${section}: HRA exemption, ${regime}`,
  standardDeduction: "Less: standard deduction",
  professionalTax: "Less: professional tax",
  salaryIncome: "Income from salary",
  otherIncome: "Income from other sources",
  otherSourcesHead: (act: string) => `${act}: income under the head "Income from other sources"`,
  dividendIncome: "Dividends (income from other sources, taxed at slab rates)",
  houseProperty: "Loss from self-occupied house property (home-loan interest)",
  specialRateIncome: (label: string, from: string) => `${label} (from ${from})`,
  grossTotalIncome: "Gross total income",
  grossTotalIncomeReference: (act: string) => `${act}: gross total income`,
  ded80c: (section: string) => `Less: deduction for investments (${section})`,
  ded80d: (section: string) => `Less: deduction for health insurance (${section})`,
  ded80ccd1b: (section: string) => `Less: deduction for own NPS contribution (${section})`,
  deductionsAllowed: "Deductions allowed (limited to income other than special-rate income)",
  deductionsAllowedReference: (act: string) => `${act}: deductions limited to gross total income (s.80A(2) of the 1961 Act)`,
  taxableIncome: (rounding: number) => `Total income (rounded to the nearest ₹${rounding})`,
  agriculturalTaxOnAggregate: "Tax on income plus agricultural income",
  agriculturalTaxOnExemption: "Less: tax on agricultural income plus the exemption limit",
  slabTax: "Tax at slab rates",
  specialRateTax: (label: string, rate: number) => `Tax on ${label.toLowerCase()} at ${rate}%`,
  rebate: (section: string) => `Less: ${section} rebate`,
  dividendTax: "Of which tax on dividends (slab tax × dividends ÷ slab income)",
  surchargeOnOther: (rate: number) => `Surcharge at ${rate}% on the tax on other income`,
  cappedSurcharge: (rate: number, capped: string) => `Surcharge at ${rate}% (capped) on the tax on ${capped}`,
  surcharge: (rate: number) => `Surcharge at ${rate}%`,
  marginalRelief: "Less: marginal relief on surcharge",
  cess: (rate: number) => `Health and education cess at ${rate}%`,
  totalTax: (rounding: number) => `Tax payable (rounded to the nearest ₹${rounding})`,
};

const hi: TranslationOf<typeof en> = {
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

export const INCOME_TAX_STEPS_TEXT: Catalogues<typeof en> = { en, hi };
