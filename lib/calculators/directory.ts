import type { CalculatorGroup, CalculatorListing } from "./types";

/*
 * The calculators that exist, in the order the catalogue shows them, with what the site's
 * shell needs of each (the header's Tools menu, link labels): slug, title, icon and group.
 * Each calculator's meta.ts adds its description and keywords, which only its own page and
 * the catalogue carry; keeping them out of here keeps ~5 kB gzip off every page's first load.
 */
export const calculatorDirectory: readonly CalculatorListing[] = [
  { slug: "income-tax", title: "Income tax calculator", icon: "/icons/calculator.svg", group: "tax-on-income" },
  { slug: "budget-changes", title: "What the Budget changes for you", icon: "/icons/sparkle.svg", group: "tax-on-income" },
  { slug: "salary", title: "Salary calculator (CTC to in-hand)", icon: "/icons/briefcase.svg", group: "tax-on-income" },
  { slug: "advance-tax", title: "Advance tax calculator", icon: "/icons/book.svg", group: "tax-on-income" },
  { slug: "capital-gains", title: "Capital gains tax calculator", icon: "/icons/building.svg", group: "tax-on-income" },
  { slug: "income-tax-eligibility", title: "Do I have to file an income-tax return?", icon: "/icons/person.svg", group: "tax-on-income" },
  { slug: "tds", title: "TDS calculator and rate chart", icon: "/icons/calculator.svg", group: "tax-on-income" },
  { slug: "crypto", title: "Crypto tax calculator", icon: "/icons/sparkle.svg", group: "tax-on-income" },
  { slug: "agriculture", title: "Agricultural income tax calculator", icon: "/icons/book.svg", group: "tax-on-income" },
  { slug: "section-234f", title: "Late filing fee calculator (section 234F)", icon: "/icons/book.svg", group: "tax-on-income" },
  { slug: "tax-audit", title: "Tax audit applicability calculator (section 44AB)", icon: "/icons/briefcase.svg", group: "tax-on-income" },
  { slug: "hra", title: "HRA exemption calculator", icon: "/icons/building.svg", group: "exemptions-deductions" },
  { slug: "gratuity", title: "Gratuity calculator", icon: "/icons/briefcase.svg", group: "exemptions-deductions" },
  { slug: "leave-encashment", title: "Leave encashment tax calculator", icon: "/icons/person.svg", group: "exemptions-deductions" },
  { slug: "pension", title: "Pension tax calculator (commuted and uncommuted)", icon: "/icons/person.svg", group: "exemptions-deductions" },
  { slug: "transport-allowance", title: "Transport allowance exemption calculator", icon: "/icons/briefcase.svg", group: "exemptions-deductions" },
  { slug: "rent-free-accommodation", title: "Rent-free accommodation perquisite calculator", icon: "/icons/building.svg", group: "exemptions-deductions" },
  { slug: "80u", title: "Section 80U calculator (taxpayer with disability)", icon: "/icons/person.svg", group: "exemptions-deductions" },
  { slug: "80dd", title: "Section 80DD calculator (dependant with disability)", icon: "/icons/person.svg", group: "exemptions-deductions" },
  { slug: "80d", title: "Section 80D calculator (health insurance)", icon: "/icons/person.svg", group: "exemptions-deductions" },
  {
    slug: "80tta",
    title: "Section 80TTA and 80TTB calculator (interest on savings and deposits)",
    icon: "/icons/building.svg",
    group: "exemptions-deductions",
  },
  { slug: "rent-receipt", title: "Rent receipt generator", icon: "/icons/building.svg", group: "exemptions-deductions" },
  { slug: "form-12bb", title: "Form 124 (12BB) generator", icon: "/icons/briefcase.svg", group: "exemptions-deductions" },
  { slug: "sip", title: "SIP calculator", icon: "/icons/sparkle.svg", group: "savings-loans" },
  { slug: "mutual-fund", title: "Mutual fund lump-sum calculator", icon: "/icons/building.svg", group: "savings-loans" },
  { slug: "compound-interest", title: "Compound interest calculator", icon: "/icons/calculator.svg", group: "savings-loans" },
  { slug: "emi", title: "EMI calculator", icon: "/icons/calculator.svg", group: "savings-loans" },
  { slug: "home-loan", title: "Home loan EMI calculator", icon: "/icons/building.svg", group: "savings-loans" },
  { slug: "rd", title: "RD calculator (recurring deposit)", icon: "/icons/calculator.svg", group: "savings-loans" },
  { slug: "fixed-deposit", title: "FD calculator (fixed deposit)", icon: "/icons/building.svg", group: "savings-loans" },
  { slug: "nsc", title: "NSC calculator (National Savings Certificate)", icon: "/icons/book.svg", group: "savings-loans" },
  { slug: "ppf", title: "PPF calculator", icon: "/icons/building.svg", group: "savings-loans" },
  { slug: "ssy", title: "Sukanya Samriddhi Yojana calculator", icon: "/icons/person.svg", group: "savings-loans" },
  { slug: "epf", title: "EPF calculator", icon: "/icons/briefcase.svg", group: "savings-loans" },
  { slug: "nps", title: "NPS calculator (corpus and pension)", icon: "/icons/person.svg", group: "savings-loans" },
  { slug: "salary-hike", title: "Salary hike calculator", icon: "/icons/briefcase.svg", group: "savings-loans" },
  { slug: "gst-calculator", title: "GST calculator", icon: "/icons/calculator.svg", group: "lookups" },
  { slug: "gst-number-search", title: "GSTIN checker and GST number search", icon: "/icons/building.svg", group: "lookups" },
  { slug: "ifsc-checker", title: "IFSC code checker", icon: "/icons/building.svg", group: "lookups" },
  { slug: "hsn-finder", title: "HSN and SAC code finder", icon: "/icons/book.svg", group: "lookups" },
  { slug: "gold-rate", title: "Gold rate and jewellery price calculator", icon: "/icons/sparkle.svg", group: "lookups" },
  { slug: "currency-converter", title: "Currency converter (rupee and foreign currencies)", icon: "/icons/briefcase.svg", group: "lookups" },
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

/** How many calculators of each group the header's Tools menu shows before "View More". */
export const TOOLS_MENU_PER_GROUP = 4;

/** A calculator's listing by slug; throws for a slug not listed, so a meta cannot drift from it. */
export function listing(slug: string): CalculatorListing {
  const entry = calculatorDirectory.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No calculator "${slug}" in lib/calculators/directory.ts`);
  return entry;
}
