import { routes } from "./routes";

/**
 * The marketing pages: each content key (a file `content/pages/{key}.json`, and the
 * slug of its page-meta entry in the CMS) with the route that shows it.
 */
export const marketingPageRoutes = {
  individual: routes.individual.root,
  "individual-file-tax": routes.individual.fileTax,
  "individual-itd-followups": routes.individual.itdFollowups,
  "individual-optimise-tax": routes.individual.optimiseTax,
  "individual-audit-tax": routes.individual.auditTax,
  business: routes.business.root,
  "business-file-tax": routes.business.fileTax,
  "business-accounting": routes.business.accounting,
  "business-tds-compliance": routes.business.tdsCompliance,
  "business-registration": routes.business.registration,
  "business-gig-workers": routes.business.gigWorkers,
  "business-merge-form16": routes.business.mergeForm16,
  "business-and-professionals": routes.businessAndProfessionals,
  support: routes.support,
  "learning-tds-rectification": routes.learning.tdsRectification,
  "learning-speaks": routes.learning.speaks,
  product: routes.product.root,
  "product-demo": routes.product.demo,
  "product-whats-new": routes.product.whatsNew,
  "product-request-feature": routes.product.requestFeature,
  company: routes.company.root,
  "company-about": routes.company.about,
  "company-why": routes.company.why,
  "company-partners": routes.company.partners,
  "company-financial-wellness": routes.company.financialWellness,
  "campaign-itr-filing": routes.campaigns.itrFiling,
  "campaign-dezerv": routes.campaigns.dezerv,
  "campaign-gst-api": routes.campaigns.gstApi,
  "campaign-tds-rectification": routes.campaigns.tdsRectification,
  "campaign-payroll": routes.campaigns.payroll,
  "campaign-kar-se-ghar": routes.campaigns.karSeGhar,
  "campaign-tax-optimizer": routes.campaigns.taxOptimizer,
  "campaign-keka-filing": routes.campaigns.kekaFiling,
} as const;

export type MarketingPageKey = keyof typeof marketingPageRoutes;

/**
 * Content keys of pages whose body is a listing built by code, with an intro from
 * `content/pages/{key}.json`.
 */
export const listingPageRoutes = {
  learning: routes.learning.root,
  "learning-glossary": routes.learning.glossary,
  "learning-blog": routes.learning.blog,
  "learning-itr-guides": routes.learning.itrGuides,
  "learning-gst-guides": routes.learning.gstGuides,
  "learning-faq": routes.learning.faq,
  "learning-webinars": routes.learning.webinars,
  "company-media-buzz": routes.company.mediaBuzz,
} as const;

export type ListingPageKey = keyof typeof listingPageRoutes;

/** Pages whose path holds the product slug, so no file name can match it: a dynamic route per folder serves them. */
const SLUGGED_PAGES: readonly MarketingPageKey[] = ["company-about", "company-why", "company-partners", "learning-speaks"];

export function sluggedPages(folder: "company" | "learning-resource"): Array<{ key: MarketingPageKey; segment: string }> {
  const prefix = `/${folder}/`;
  return SLUGGED_PAGES.filter((key) => marketingPageRoutes[key].startsWith(prefix)).map((key) => ({
    key,
    segment: marketingPageRoutes[key].slice(prefix.length),
  }));
}
