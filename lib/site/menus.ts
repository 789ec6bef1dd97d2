import { calculatorDirectory, calculatorGroups, TOOLS_MENU_PER_GROUP } from "@/lib/calculators/directory";
import { routes } from "./routes";

/**
 * The site's navigation, as data. The desktop header, the mobile menu, the footer and
 * the sitemap all render from these menus.
 */
export interface MenuLink {
  label: string;
  path: string;
  /** Seasonal campaign pages that stay off the mobile accordion to keep it short. */
  hiddenOnMobile?: boolean;
}

export interface MenuItem {
  /** The column heading the item sits under in the desktop panel. */
  mainLabel: string;
  label: string;
  /** A file under public/icons. */
  icon: string;
  path: string;
  subMenu?: MenuLink[];
}

export interface Menu {
  id: "services" | "resources" | "company" | "tools";
  title: string;
  items: MenuItem[];
  /** A closing link under the panel ("View More"). */
  more?: MenuLink;
}

const servicesMenu: Menu = {
  id: "services",
  title: "Services",
  items: [
    {
      mainLabel: "For individuals",
      label: "Individual",
      icon: "/icons/person.svg",
      path: routes.individual.root,
      subMenu: [
        { label: "File income-tax return", path: routes.individual.fileTax },
        { label: "Income-tax notices and follow-ups", path: routes.individual.itdFollowups },
        { label: "Optimise your tax", path: routes.individual.optimiseTax },
        { label: "Tax audit", path: routes.individual.auditTax },
        { label: "ITR filing for FY 2024-25", path: routes.campaigns.itrFiling, hiddenOnMobile: true },
        { label: "Kar Se Ghar: file from home", path: routes.campaigns.karSeGhar, hiddenOnMobile: true },
        { label: "ITR filing for Keka users", path: routes.campaigns.kekaFiling, hiddenOnMobile: true },
      ],
    },
    {
      mainLabel: "For businesses",
      label: "Business",
      icon: "/icons/briefcase.svg",
      path: routes.business.root,
      subMenu: [
        { label: "Business tax filing", path: routes.business.fileTax },
        { label: "Online business accounting", path: routes.business.accounting },
        { label: "TDS returns and compliance", path: routes.business.tdsCompliance },
        { label: "Business registration", path: routes.business.registration },
        { label: "Gig workers' filing", path: routes.business.gigWorkers },
        { label: "Merge Form 16", path: routes.business.mergeForm16 },
        { label: "Payroll compliance", path: routes.campaigns.payroll },
        { label: "GST API", path: routes.campaigns.gstApi },
      ],
    },
    {
      mainLabel: "For professionals",
      label: "Business and professionals",
      icon: "/icons/calculator.svg",
      path: routes.businessAndProfessionals,
      subMenu: [
        { label: "TDS rectification", path: routes.campaigns.tdsRectification },
        { label: "Tax optimiser", path: routes.campaigns.taxOptimizer },
        { label: "Wealth partners: Dezerv", path: routes.campaigns.dezerv },
      ],
    },
  ],
};

const resourcesMenu: Menu = {
  id: "resources",
  title: "Resources",
  items: [
    {
      mainLabel: "Learn",
      label: "Learning resources",
      icon: "/icons/book.svg",
      path: routes.learning.root,
      subMenu: [
        { label: "Blog articles", path: routes.learning.blog },
        { label: "ITR guides", path: routes.learning.itrGuides },
        { label: "GST guides", path: routes.learning.gstGuides },
        { label: "TDS rectification", path: routes.learning.tdsRectification },
        { label: "Glossary", path: routes.learning.glossary },
        { label: "FAQ", path: routes.learning.faq },
        { label: "Webinars", path: routes.learning.webinars },
        { label: "Our experts speak", path: routes.learning.speaks },
      ],
    },
    {
      mainLabel: "Product",
      label: "Product resources",
      icon: "/icons/sparkle.svg",
      path: routes.product.root,
      subMenu: [
        { label: "Product demo", path: routes.product.demo },
        { label: "What's new", path: routes.product.whatsNew },
        { label: "Request a feature", path: routes.product.requestFeature },
      ],
    },
  ],
};

const companyMenu: Menu = {
  id: "company",
  title: "Company",
  items: [
    {
      mainLabel: "Company",
      label: "About us",
      icon: "/icons/building.svg",
      path: routes.company.about,
      subMenu: [
        { label: "Why choose us", path: routes.company.why },
        { label: "Media buzz", path: routes.company.mediaBuzz },
        { label: "Partners", path: routes.company.partners },
        { label: "Financial wellness", path: routes.company.financialWellness },
      ],
    },
  ],
};

/** The first few calculators of each group, from the directory; the rest behind View More. */
const toolsMenu: Menu = {
  id: "tools",
  title: "Tools and Calculators",
  items: calculatorGroups.flatMap((group) =>
    calculatorDirectory
      .filter((entry) => entry.group === group.id)
      .slice(0, TOOLS_MENU_PER_GROUP)
      .map((entry) => ({ mainLabel: group.title, label: entry.title, icon: entry.icon, path: routes.tools.calculator(entry.slug) })),
  ),
  more: { label: "View More", path: routes.tools.root },
};

export const mainMenus: readonly Menu[] = [servicesMenu, resourcesMenu, companyMenu, toolsMenu];

/** Every internal path the menus link to, once each (for the sitemap and link checks). */
export function menuPaths(menus: readonly Menu[] = mainMenus): string[] {
  const paths = menus.flatMap((menu) => [
    ...menu.items.flatMap((item) => [item.path, ...(item.subMenu ?? []).map((link) => link.path)]),
    ...(menu.more ? [menu.more.path] : []),
  ]);
  return [...new Set(paths)];
}
