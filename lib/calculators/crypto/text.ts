import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { VdaPayer } from "@/lib/tax/crypto-vda";
import { formAcrossYears, formWithFormer, type PrescribedFormKey } from "@/lib/tax/forms";
import { sectionOf, sectionWithFormer, type Provision } from "@/lib/tax/sections";
import { FIRST_FINANCIAL_YEAR, FIRST_TAX_YEAR_UNDER_2025_ACT, financialYearLabel, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { cryptoMeta } from "./meta";

/*
 * Every word the crypto (virtual digital asset) calculator shows, in English and Hindi.
 * Messages with figures are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

export const hiSection = (section: string) => section.replace(/^sections? /, "धारा ").replace(/ to /g, " से ");

const en = {
  description: cryptoMeta.description,
  keywords: cryptoMeta.keywords,
  groupYear: "Your year",
  groupTransactions: "Transactions",
  groupTds: "TDS",
  buy: (row: number) => `Transaction ${row}: cost of acquisition`,
  buyHelp: "What you paid for the coins or tokens you sold. Exchange fees and other expenses are not deductible.",
  sell: (row: number) => `Transaction ${row}: sale value`,
  sellHelp: "What you received for them (the sale consideration, before any fee).",
  regimeHelp: "The 30% rate is the same in both; the regime changes the tax on your other income.",
  other: "Your other income this year",
  otherHelp: "Taxable income apart from crypto, after deductions. Leave 0 to see the tax on the crypto income alone.",
  n: "Number of transactions",
  nHelp: "Each sale (or swap) of a crypto asset is one transaction. Up to 10.",
  payer: "Who paid you?",
  payerHelp: "Sets the yearly limit below which no TDS is deducted.",
  payerOptions: {
    other: "An exchange or a business (limit ₹10,000)",
    specified: "An individual or HUF without a large business (limit ₹50,000)",
  } as Readonly<Record<VdaPayer, string>>,
  pan: "You gave your PAN",
  panHelp: "Without a PAN, TDS is 20% instead of 1% (section 206AA).",

  /** A section name from lib/tax ("section 156"). */
  section: (provision: Provision, fy: FinancialYear) => sectionOf(provision, fy),
  sectionWithFormer: (provision: Provision, fy: FinancialYear) => sectionWithFormer(provision, fy),
  tdsSection: (fy: FinancialYear) => (isTaxYearUnder2025Act(fy) ? sectionOf("tdsOther", fy) : "section 194S"),
  rebateName: (section: string) => `${section} rebate`,
  form: (key: PrescribedFormKey) => formAcrossYears(key),
  formWithFormer: (key: PrescribedFormKey, fy: FinancialYear) => formWithFormer(key, fy),
  yearIn: (fy: FinancialYear) => {
    const label = financialYearLabel(fy);
    return label.startsWith("Tax year") ? `tax year ${fy}` : label;
  },

  stepTotalIncome: (rounding: number) => `Total income (rounded to the nearest ₹${rounding})`,
  stepSlabIncome: "Of which taxed at the slab rates",
  stepSlabTax: "Tax at the slab rates",
  stepCryptoTax: (rate: number) => `Tax on crypto income at ${rate}%`,
  stepRebate: "Less: rebate (on slab tax only)",
  stepSurcharge: (rate: number) => `Surcharge at ${rate}% (no cap for crypto income)`,
  stepMarginalRelief: "Less: marginal relief on surcharge",
  stepCess: (rate: number) => `Health and education cess at ${rate}%`,
  stepTaxForYear: (rounding: number) => `Tax for the year (rounded to the nearest ₹${rounding})`,
  stepTransaction: (index: number, sale: string, cost: string, loss: boolean) =>
    `Transaction ${index}: ${sale} − ${cost}${loss ? " (a loss: ignored)" : ""}`,
  refTransaction: (reference: string) => `${reference}; s.115BBH(2)(a): only the cost of acquisition is deducted`,
  sectionEach: "Each transaction",
  noTransactions: "No transactions entered",
  sectionIncome: "Income from virtual digital assets",
  sumOfGains: "Sum of the gains",
  lossesIgnored: "Losses, not set off against anything and not carried forward",
  taxedAt: (rate: number) => `Taxed at ${rate}%, in either regime`,
  sectionWith: "Your tax for the year with it",
  sectionWithout: "Your tax for the year without it",
  taxWithout: "Tax for the year without crypto income",
  taxAdded: "Tax the crypto income adds",
  refTaxAdded: "The difference between the two years' tax, each rounded under s.288B",
  sectionTds: (section: string) => `TDS (${section})`,
  saleValueAll: "Sale value of all transactions",
  tdsLimit: "No TDS while the year's total stays within",
  tdsAt: (rate: number) => `TDS at ${rate}% (to the nearest rupee)`,
  withinLimit: "Within the limit: no TDS",

  noteCostOnly:
    "Only the cost of acquisition is deducted: exchange fees, GST on them, internet or mining costs and interest are not (section 115BBH(2)(a)).",
  noteTaxAdded: "“Tax” is what the crypto income adds to your year: your year's tax worked out with and without it, each rounded to the nearest ₹10.",
  noteTds: (form: string) =>
    `TDS is worked out on the total sale value as if one payer (say, one exchange) paid it all; the limit is per payer for the year, and once it is crossed TDS is due on the whole amount. Payers round TDS to the rupee. It appears in your ${form} and is credited against your tax.`,
  noteLoss: "A crypto loss cannot be set off against a crypto gain, against any other income, or carried forward to later years (section 115BBH(2)(b)).",
  noteRebateChanges: (rebate: string) =>
    `Crypto income changes your ${rebate}: it counts toward the rebate's income limit, but the rebate never reduces the tax on it. So the tax added can be more than 30% of the gain.`,
  noteSurcharge: "Surcharge is included at your income's normal rate: unlike capital gains, crypto income gets no 15% cap.",
  noteOldRegime: (rebate: string) =>
    `In the old regime we do not let the ${rebate} reduce the tax on crypto income. Whether it may is not settled; we take the cautious view.`,
  noteGift:
    "A crypto asset received as a gift from someone other than a relative is taxable when its value is over ₹50,000 (section 56(2)(x)). This calculator assumes you are resident in India.",
  note2025Act: (rebate: string, tds: string) =>
    `Tax year 2026-27 falls under the Income-tax Act, 2025, which keeps the 30% rate and the 1% TDS with new section numbers: the rebate is in ${rebate} (section 87A of the 1961 Act) and the TDS in the table of ${tds} (section 194S). For the tax on crypto income itself (section 115BBH), the gift rule (section 56(2)(x)) and no PAN (section 206AA) we name the 1961 Act's sections.`,

  summaryLoss: (loss: string) => ` The ${loss} of losses cannot be set off.`,
  summaryNoGain: (year: string, loss: string) => `No crypto gains, so no tax on crypto for ${year}.${loss}`,
  summaryGain: (income: string, tax: string, year: string, loss: string) => `Crypto gains of ${income} add ${tax} to your tax for ${year}.${loss}`,
  groupIncome: "Crypto income (section 115BBH)",
  vdaIncome: "Taxable crypto income",
  lossNotSetOff: "Losses not set off",
  groupTax: "Tax",
  taxFigure: "Tax the crypto income adds (with cess)",
  taxNote: (withVda: string, withoutVda: string) => `Your tax for the year: ${withVda} with crypto income, ${withoutVda} without it.`,
  tdsFigure: (section: string) => `TDS deducted (${section})`,
  tdsNote: (rate: number, consideration: string) => `${rate}% of the sale value of ${consideration}; it is credited against your tax for the year.`,
  tdsNoneNote: (consideration: string, limit: string) => `No TDS: the sale value of ${consideration} is within the ${limit} limit.`,

  explanation: [
    `Since 1 April 2022, income from transferring a virtual digital asset (cryptocurrency, NFTs and other tokens notified by the government) is taxed under section 115BBH at a flat 30%, plus surcharge and 4% cess, whatever your income and in either regime. The only deduction is what you paid for the asset: no fees, no expenses, no basic exemption and no ${sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT)} or other deductions against this income.`,
    "Each transfer stands alone. A loss on one coin cannot reduce the gain on another, cannot reduce any other income and cannot be carried forward. So if you gained ₹50,000 on one coin and lost ₹30,000 on another, you pay tax on ₹50,000.",
    `Since 1 July 2022 the buyer, usually the exchange, deducts 1% TDS from the sale value under section 194S (from tax year 2026-27, ${sectionOf("tdsOther", FIRST_TAX_YEAR_UNDER_2025_ACT)} of the Income-tax Act, 2025) when the year's payments exceed ₹10,000 (₹50,000 when the buyer is an individual or HUF without a large business). The TDS is not an extra tax: it is credited against your tax when you file your return.`,
    "This calculator adds up your gains, ignores the losses as the law requires, and works out your year's tax with and without the crypto income, so the rebate and surcharge are those you will actually pay.",
  ] as readonly string[],
  faq: [
    {
      question: "Can I set off my crypto losses against gains?",
      answer:
        "No. Under section 115BBH(2)(b) a loss from one virtual digital asset cannot be set off against the gain from another, or against any other income, and it cannot be carried forward.",
    },
    {
      question: "Are exchange fees deductible?",
      answer: "No. Only the cost of acquiring the asset is deducted from the sale value. Trading fees, GST and other expenses are not.",
    },
    {
      question: "Is crypto income tax-free if my income is below ₹12 lakh?",
      answer: `No. The rebate under ${sectionWithFormer("rebate", FIRST_TAX_YEAR_UNDER_2025_ACT)} reduces only the tax on slab-rate income, so the 30% tax on crypto income is due even when the rest of your income is tax-free.`,
    },
    {
      question: "What is the 1% TDS on crypto?",
      answer: `Section 194S (${sectionOf("tdsOther", FIRST_TAX_YEAR_UNDER_2025_ACT)} of the Income-tax Act, 2025 from tax year 2026-27) makes the buyer (the exchange, on an exchange) deduct 1% of the sale value once the year's payments cross ₹10,000 (₹50,000 for a specified person). It shows in your ${formWithFormer("annualTaxStatement", FIRST_TAX_YEAR_UNDER_2025_ACT)} and reduces the tax you pay with your return.`,
    },
    {
      question: "Does the new or old regime change the crypto tax?",
      answer: "No. The rate is 30% in both. The regime only changes the tax on your other income and the rebate on it.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const withFormerHi = (provision: Provision) =>
  `${hiSection(sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT))} (1961 के अधिनियम की ${hiSection(sectionOf(provision, FIRST_FINANCIAL_YEAR))})`;
export const WITH_FORMER_80C_HI = withFormerHi("80C");
export const WITH_FORMER_REBATE_HI = withFormerHi("rebate");
export const TDS_2025_HI = hiSection(sectionOf("tdsOther", FIRST_TAX_YEAR_UNDER_2025_ACT));



export const CRYPTO_TEXT: Catalogues<typeof en> = translatable("CRYPTO_TEXT", en);
