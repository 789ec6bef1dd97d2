import { routes } from "@/lib/site/routes";
import { advanceTaxMeta } from "./advance-tax/meta";
import { agricultureMeta } from "./agriculture/meta";
import { capitalGainsMeta } from "./capital-gains/meta";
import { cryptoMeta } from "./crypto/meta";
import { incomeTaxEligibilityMeta } from "./income-tax-eligibility/meta";
import { incomeTaxMeta } from "./income-tax/meta";
import { salaryMeta } from "./salary/meta";
import { section234fMeta } from "./section-234f/meta";
import { taxAuditMeta } from "./tax-audit/meta";
import { tdsMeta } from "./tds/meta";
import { hraMeta } from "./hra/meta";
import { gratuityMeta } from "./gratuity/meta";
import { leaveEncashmentMeta } from "./leave-encashment/meta";
import { pensionMeta } from "./pension/meta";
import { transportAllowanceMeta } from "./transport-allowance/meta";
import { rentFreeAccommodationMeta } from "./rent-free-accommodation/meta";
import { section80uMeta } from "./80u/meta";
import { section80ddMeta } from "./80dd/meta";
import { section80dMeta } from "./80d/meta";
import { section80ttaMeta } from "./80tta/meta";
import { rentReceiptMeta } from "./rent-receipt/meta";
import { form12bbMeta } from "./form-12bb/meta";
import { sipMeta } from "./sip/meta";
import { mutualFundMeta } from "./mutual-fund/meta";
import { compoundInterestMeta } from "./compound-interest/meta";
import { emiMeta } from "./emi/meta";
import { homeLoanMeta } from "./home-loan/meta";
import { rdMeta } from "./rd/meta";
import { fixedDepositMeta } from "./fixed-deposit/meta";
import { nscMeta } from "./nsc/meta";
import { ppfMeta } from "./ppf/meta";
import { ssyMeta } from "./ssy/meta";
import { epfMeta } from "./epf/meta";
import { npsMeta } from "./nps/meta";
import { salaryHikeMeta } from "./salary-hike/meta";
import { gstCalculatorMeta } from "./gst-calculator/meta";
import { gstNumberSearchMeta } from "./gst-number-search/meta";
import { ifscCheckerMeta } from "./ifsc-checker/meta";
import { hsnFinderMeta } from "./hsn-finder/meta";
import { goldRateMeta } from "./gold-rate/meta";
import { currencyConverterMeta } from "./currency-converter/meta";
import type { CalculatorGroup, CalculatorMeta } from "./types";

/**
 * The calculators that exist, in the order the catalogue shows them. The catalogue page,
 * the header's Tools menu, the sitemap and the browser tests read this list, so a
 * calculator appears everywhere once its meta is added here and nowhere before.
 */
export const calculatorMetas: readonly CalculatorMeta[] = [
  incomeTaxMeta,
  salaryMeta,
  advanceTaxMeta,
  capitalGainsMeta,
  incomeTaxEligibilityMeta,
  tdsMeta,
  cryptoMeta,
  agricultureMeta,
  section234fMeta,
  taxAuditMeta,
  hraMeta,
  gratuityMeta,
  leaveEncashmentMeta,
  pensionMeta,
  transportAllowanceMeta,
  rentFreeAccommodationMeta,
  section80uMeta,
  section80ddMeta,
  section80dMeta,
  section80ttaMeta,
  rentReceiptMeta,
  form12bbMeta,
  sipMeta,
  mutualFundMeta,
  compoundInterestMeta,
  emiMeta,
  homeLoanMeta,
  rdMeta,
  fixedDepositMeta,
  nscMeta,
  ppfMeta,
  ssyMeta,
  epfMeta,
  npsMeta,
  salaryHikeMeta,
  gstCalculatorMeta,
  gstNumberSearchMeta,
  ifscCheckerMeta,
  hsnFinderMeta,
  goldRateMeta,
  currencyConverterMeta,
];

export const calculatorGroups: readonly { id: CalculatorGroup; title: string; description: string }[] = [
  {
    id: "tax-on-income",
    title: "Tax on income",
    description: "Income tax under both regimes, advance tax, capital gains, crypto and the rules around filing.",
  },
  {
    id: "exemptions-deductions",
    title: "Exemptions and deductions",
    description: "HRA, gratuity, leave encashment, pension and the Chapter VI-A deductions of the old regime.",
  },
  {
    id: "savings-loans",
    title: "Savings, investments and loans",
    description: "SIP, PPF, EPF, NPS, deposits and loan EMIs, year by year.",
  },
  {
    id: "lookups",
    title: "Look-ups and conversions",
    description: "GST, GSTIN, HSN and IFSC checks, currency and gold.",
  },
];

/** A catalogue entry as the contract lists it: id, path, icon, title, description. */
export interface CatalogueEntry {
  id: string;
  path: string;
  icon: string;
  title: string;
  description: string;
  group: CalculatorGroup;
  keywords: string;
}

export const calculatorCatalogue: readonly CatalogueEntry[] = calculatorMetas.map((meta) => ({
  id: meta.slug,
  path: routes.tools.calculator(meta.slug),
  icon: meta.icon,
  title: meta.title,
  description: meta.description,
  group: meta.group,
  keywords: meta.keywords,
}));

/** Case- and accent-insensitive words of a search box. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Entries whose title, description or keywords contain every word typed (as word prefixes). */
export function searchCatalogue(query: string, entries: readonly CatalogueEntry[] = calculatorCatalogue): CatalogueEntry[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = words(`${entry.title} ${entry.description} ${entry.keywords} ${entry.id}`);
    return wanted.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
  });
}

/** How many calculators of each group the header's Tools menu shows before "View More". */
export const TOOLS_MENU_PER_GROUP = 4;
