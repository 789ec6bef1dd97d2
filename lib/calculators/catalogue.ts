import { routes } from "@/lib/site/routes";
import { advanceTaxMeta } from "./advance-tax/meta";
import { agricultureMeta } from "./agriculture/meta";
import { capitalGainsMeta } from "./capital-gains/meta";
import { cryptoMeta } from "./crypto/meta";
import { incomeTaxEligibilityMeta } from "./income-tax-eligibility/meta";
import { incomeTaxMeta } from "./income-tax/meta";
import { budgetChangesMeta } from "./budget-changes/meta";
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
import { calculatorDirectory } from "./directory";
import type { CalculatorGroup, CalculatorMeta } from "./types";

const metaBySlug: Record<string, CalculatorMeta> = {
  "income-tax": incomeTaxMeta,
  "budget-changes": budgetChangesMeta,
  salary: salaryMeta,
  "advance-tax": advanceTaxMeta,
  "capital-gains": capitalGainsMeta,
  "income-tax-eligibility": incomeTaxEligibilityMeta,
  tds: tdsMeta,
  crypto: cryptoMeta,
  agriculture: agricultureMeta,
  "section-234f": section234fMeta,
  "tax-audit": taxAuditMeta,
  hra: hraMeta,
  gratuity: gratuityMeta,
  "leave-encashment": leaveEncashmentMeta,
  pension: pensionMeta,
  "transport-allowance": transportAllowanceMeta,
  "rent-free-accommodation": rentFreeAccommodationMeta,
  "80u": section80uMeta,
  "80dd": section80ddMeta,
  "80d": section80dMeta,
  "80tta": section80ttaMeta,
  "rent-receipt": rentReceiptMeta,
  "form-12bb": form12bbMeta,
  sip: sipMeta,
  "mutual-fund": mutualFundMeta,
  "compound-interest": compoundInterestMeta,
  emi: emiMeta,
  "home-loan": homeLoanMeta,
  rd: rdMeta,
  "fixed-deposit": fixedDepositMeta,
  nsc: nscMeta,
  ppf: ppfMeta,
  ssy: ssyMeta,
  epf: epfMeta,
  nps: npsMeta,
  "salary-hike": salaryHikeMeta,
  "gst-calculator": gstCalculatorMeta,
  "gst-number-search": gstNumberSearchMeta,
  "ifsc-checker": ifscCheckerMeta,
  "hsn-finder": hsnFinderMeta,
  "gold-rate": goldRateMeta,
  "currency-converter": currencyConverterMeta,
};

/**
 * Every calculator's meta, in the directory's order. The catalogue page, the sitemap and the
 * browser tests read this list; the header reads the lighter directory.
 */
export const calculatorMetas: readonly CalculatorMeta[] = calculatorDirectory.map((entry) => {
  const meta = metaBySlug[entry.slug];
  if (!meta) throw new Error(`Calculator "${entry.slug}" has no meta in lib/calculators/catalogue.ts`);
  return meta;
});

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
    .split(/[^\p{L}\p{M}\p{N}]+/u)
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

