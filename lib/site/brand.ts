import { config } from "./config";

/**
 * Facts about the company shown in the header, footer and page metadata.
 * Phone numbers and addresses are the business's own data: change them here only.
 */
export const brand = {
  name: config.productName,
  legalName: `${config.productName} Tax Services Private Limited`,
  established: 2007,
  city: "New Delhi",
  tagline: "Income-tax, TDS and GST compliance done right, by chartered accountants since 2007.",
  /** The mark; the word mark beside it is the configured name, set in HTML text. */
  mark: { src: "/brand/mark.svg", width: 32, height: 32 },
  contacts: [
    { kind: "sales", label: "Sales queries", value: "+91 11 4107 2100", href: "tel:+911141072100" },
    { kind: "service", label: "Service queries", value: "+91 11 4107 2200", href: "tel:+911141072200" },
    {
      kind: "email",
      label: "Email support",
      value: `support@${config.productSlug}.in`,
      href: `mailto:support@${config.productSlug}.in`,
    },
  ],
  social: [
    { network: "LinkedIn", href: `https://www.linkedin.com/company/${config.productSlug}`, icon: "/icons/linkedin.svg" },
    { network: "X (Twitter)", href: `https://x.com/${config.productSlug}`, icon: "/icons/x.svg" },
    { network: "Facebook", href: `https://www.facebook.com/${config.productSlug}`, icon: "/icons/facebook.svg" },
    { network: "Instagram", href: `https://www.instagram.com/${config.productSlug}`, icon: "/icons/instagram.svg" },
    { network: "YouTube", href: `https://www.youtube.com/@${config.productSlug}`, icon: "/icons/youtube.svg" },
  ],
} as const;
