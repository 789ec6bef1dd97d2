import { messagesFor, translatable, type Catalogues } from "./catalogue";
import type { Locale } from "./locales";

/*
 * The words of the frame every page shares: header, menus, account panel and profile menu,
 * footer, the language switch, and the calculator frame around each calculator's own words.
 */

const en = {
  // Header and menus
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  openAccountMenu: "Open account menu",
  closeAccountMenu: "Close account menu",
  home: (name: string) => `${name} home`,
  mainNav: "Main",
  mobileNav: "Mobile",
  menu: "Menu",
  account: "Account",
  yourAccount: "Your account",
  support: "Support",
  whatsappSupport: "WhatsApp support",
  whatsappHello: "Hi, I need help with my taxes.",
  topStrip: "Updated for Budget 2026: compare the old and new regimes for FY 2026-27.",
  topStripLink: "Try the free calculators",
  login: "Login",
  signup: "Sign up",
  signupCapital: "Sign Up",
  logout: "Logout",
  loggingOut: "Logging out…",
  signedInAs: "Signed in as",
  noAccount: "Don't have an account?",
  accountMenuFor: (name: string) => `Account menu for ${name}`,
  accountLinks: {} as Readonly<Record<string, string>>,
  // The language switch
  languageSwitch: "Language",
  switchTo: "हिन्दी",
  switchToLang: "hi",
  offerHindi: "This page is also in Hindi.",
  offerHindiLink: "पढ़ें हिन्दी में",
  offerDismiss: "No thanks",
  // Footer
  established: (year: number, city: string) => `Established in ${year}, based in ${city}.`,
  contactUs: "Contact us",
  chatWithUs: "Chat with us",
  socialMedia: "Social media",
  on: (brand: string, network: string) => `${brand} on ${network}`,
  linksOf: (title: string) => `${title} links`,
  help: "Help",
  helpLinks: "Help links",
  toolsAndCalculators: "Tools and calculators",
  faq: "FAQ",
  legal: "Figures on this site are for guidance; your return is governed by the Income-tax Act and the rules in force.",
  contactLabels: {} as Readonly<Record<string, string>>,
  tagline: "",
  city: "",
  // The calculator frame
  calculatorTitle: (title: string, brand: string) => `${title}: free, updated for FY 2026-27 | ${brand}`,
  breadcrumb: "Breadcrumb",
  homeCrumb: "Home",
  howWorkedOut: "How this was worked out",
  step: "Step",
  result: "Result",
  correctField: "Correct the highlighted field to see the result.",
  seeFullResult: "See the full result: ",
  shareOrPrint: "Share or print",
  copyLink: "Copy link",
  shareWhatsapp: "Share on WhatsApp",
  print: "Print",
  linkCarries: "The link carries your inputs as",
  linkCarriesAfter: ": change them in the address to share another case.",
  downloadCsv: (what: string) => `Download ${what} (CSV)`,
  amount: "Amount",
  showFirstRows: (count: number) => `Show the first ${count} rows`,
  showAllRows: (count: number) => `Show all ${count} rows`,
  notAnOption: (value: string) => `“${value}” is not an option`,
  choose: "Choose…",
  faqTitle: "Frequently asked questions",
  about: (title: string) => `About the ${title.toLowerCase()}`,
  calculate: "Calculate",
  noResult: "No result: a field needs correcting.",
  linkCopied: "Link copied. Anyone who opens it sees these figures.",
  copyBlocked: "Copying is blocked here: copy the address from the address bar instead.",
};

export type FrameText = typeof en;

export const FRAME_TEXT: Catalogues<FrameText> = translatable("FRAME_TEXT", en);

/** The frame's words in a language. */
export const frameText = (locale: Locale) => messagesFor(FRAME_TEXT, locale);
