import { config } from "./config";

/**
 * Every href the site builds, in one place. Components, menus, the sitemap and the
 * tests read from here, so a route is renamed once.
 */
const slug = config.productSlug;

export const routes = {
  home: "/",
  support: "/support",
  individual: {
    root: "/individual",
    fileTax: "/individual/file-tax",
    itdFollowups: "/individual/itd-followups",
    optimiseTax: "/individual/optimise-tax",
    auditTax: "/individual/audit-tax",
  },
  business: {
    root: "/business",
    fileTax: "/business/b_file-tax",
    accounting: "/business/online-business-accounting",
    tdsCompliance: "/business/tds-returns-compliance",
    registration: "/business/business-registration",
    gigWorkers: "/business/gig-workers-filing",
    mergeForm16: "/business/merge-form16",
  },
  businessAndProfessionals: "/business-and-professionals",
  learning: {
    root: "/learning-resource",
    tdsRectification: "/learning-resource/tds-rectification",
    speaks: `/learning-resource/${slug}-speaks`,
    glossary: "/learning-resource/learning-resource-glossary",
    blog: "/learning-resource/blog-articles",
    gstGuides: "/learning-resource/gst-guides",
    itrGuides: "/learning-resource/itr-guides",
    faq: "/learning-resource/learning-resource-faq",
    webinars: "/learning-resource/learning-resource-webinars",
  },
  product: {
    root: "/product-resource",
    demo: "/product-resource/product-demo",
    whatsNew: "/product-resource/whats-new",
    requestFeature: "/product-resource/request-a-feature",
  },
  company: {
    root: "/company",
    about: `/company/about-${slug}`,
    why: `/company/why-${slug}`,
    mediaBuzz: "/company/media-buzz",
    partners: `/company/${slug}-partners`,
    financialWellness: "/company/financial-wellness",
  },
  campaigns: {
    itrFiling: "/itr-filing-fy24-25",
    dezerv: "/dezerv",
    gstApi: "/gst-api",
    tdsRectification: "/tds-rectification",
    payroll: "/payroll-compliance",
    karSeGhar: "/kar-se-ghar",
    taxOptimizer: "/campaigns/tax-optimizer",
    kekaFiling: "/campaigns/partner-keka-filing",
  },
  tools: {
    root: "/tools-and-calculators",
    calculator: (calculatorSlug: string) => `/tools-and-calculators/${calculatorSlug}`,
  },
  app: {
    dashboard: "/dashboard",
    checkout: "/checkout",
    itrPanel: "/dashboard/itr-panel",
    tdsPanel: "/dashboard/tds-panel",
    gstPanel: "/dashboard/gst-panel",
    itrVault: "/dashboard/itr-vault",
    tdsVault: "/dashboard/tds-vault",
    gstVault: "/dashboard/gst-vault",
    panValidate: "/dashboard/pan-validate",
    itr2: "/dashboard/itr-2",
    itr2Legacy: "/dashboard1/itr-2",
    whatsapp: "/whatsapp",
    videoUpload: "/dashboard/video-upload",
  },
} as const;

/** Pages of the separate app (another host): login, signup and the signed-in screens. */
export const appPages = {
  signup: `${config.appUrl}/signup`,
  login: `${config.appUrl}/login`,
  dashboard: `${config.appUrl}/dashboard/itr/list`,
  settings: `${config.appUrl}/settings/updateuserprofile`,
} as const;

/** A wa.me link to the support number, or undefined when none is configured. */
export function whatsappLink(message?: string): string | undefined {
  if (!config.whatsappNumber) return undefined;
  const text = message ? `?text=${encodeURIComponent(message)}` : "";
  return `https://wa.me/${config.whatsappNumber}${text}`;
}

/** An absolute URL on this site, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${config.siteUrl}/`).toString();
}
