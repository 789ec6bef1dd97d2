import type { AppPage } from "./app-links";
import { appPages, routes, whatsappLink } from "./routes";
import { isCmsStaff } from "./staff";

/** What the account menus need to know of the signed-in user. */
export interface AccountHolder {
  email: string;
  is_staff: boolean;
}

export interface AccountLink {
  id: string;
  label: string;
  href: string;
  /** On another host (the app, WhatsApp): a plain link, not client-side navigation. */
  external: boolean;
  /** A page of the app: rendered by <AppLink>, which adds the visit's campaign to `href`. */
  app?: AppPage;
}

const link = (id: string, label: string, href: string, external = false): AccountLink => ({ id, label, href, external });
const appLink = (page: AppPage, label: string): AccountLink => ({ id: page, label, href: appPages[page], external: true, app: page });

/**
 * The desktop profile dropdown of a signed-in user. CMS appears only for the configured
 * staff emails; Logout is an action, rendered after these links.
 */
export function desktopAccountLinks(user: AccountHolder, staffEmails?: readonly string[]): AccountLink[] {
  return [
    appLink("dashboard", "Dashboard"),
    link("itr-panel", "ITR Panel", routes.app.itrPanel),
    link("tds-panel", "TDS Panel", routes.app.tdsPanel),
    link("gst-panel", "GST Panel", routes.app.gstPanel),
    link("pan-validate", "Pan Validate", routes.app.panValidate),
    ...(isCmsStaff(user.email, staffEmails) ? [link("cms", "CMS", routes.app.videoUpload)] : []),
    appLink("settings", "Setting"),
  ];
}

/**
 * The mobile account panel, for everyone: Dashboard and Setting when signed in, Pan
 * Validate for staff (`is_staff`), the panels for all, and WhatsApp when configured.
 * Logout, or Login and Sign Up, follow these links.
 */
export function mobileAccountLinks(user: AccountHolder | null): AccountLink[] {
  const whatsapp = whatsappLink("Hi, I need help with my account.");
  return [
    ...(user ? [appLink("dashboard", "Dashboard")] : []),
    link("tax-calculator", "Tax Calculator", routes.tools.calculator("income-tax")),
    link("support", "Support", routes.support),
    ...(user?.is_staff ? [link("pan-validate", "Pan Validate", routes.app.panValidate)] : []),
    link("itr-panel", "ITR Panel", routes.app.itrPanel),
    link("tds-panel", "TDS Panel", routes.app.tdsPanel),
    link("gst-panel", "GST Panel", routes.app.gstPanel),
    ...(user ? [appLink("settings", "Setting")] : []),
    ...(whatsapp ? [link("whatsapp", "WhatsApp", whatsapp, true)] : []),
  ];
}
