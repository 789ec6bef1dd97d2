import { withQuery, type QueryParams } from "@/lib/url";
import { withUtm } from "@/lib/utm";
import { appPages } from "./routes";

/*
 * The one builder of links into the app (another host): the header's buttons, the menus,
 * page calls to action, CMS content and redirects all take their href from appHref, so
 * none can forget the campaign. The component side is <AppLink> (components/layout).
 */

/** The app's pages this site links to. */
export type AppPage = keyof typeof appPages;

export const APP_PAGES = Object.keys(appPages) as AppPage[];

export interface AppHrefOptions {
  /** A signed-in visitor's call to action (signup, login) leads to the dashboard instead. */
  signedIn?: boolean;
  /** The page's own parameters, such as `login_error=1`; UTM names among them are the campaign's to set. */
  query?: QueryParams;
}

/** The page a link to `page` leads to: signed-in visitors skip signup and login for their dashboard. */
export function appPageFor(page: AppPage, signedIn = false): AppPage {
  return signedIn && (page === "signup" || page === "login") ? "dashboard" : page;
}

/**
 * The href of an app page carrying the visit's campaign: `campaign` is read with the UTM
 * rule (lib/utm.ts: the five UTM parameters only, first value, empties dropped), so a
 * raw address or a kept campaign (lib/campaign.ts) may be passed as it is.
 */
export function appHref(page: AppPage, campaign: string, { signedIn = false, query = {} }: AppHrefOptions = {}): string {
  return withUtm(withQuery(appPages[appPageFor(page, signedIn)], query), campaign);
}

/** Where a link to an app page leads for this visitor, and its href. */
export interface AppLinkTarget {
  page: AppPage;
  href: string;
}

export function appLinkTarget(page: AppPage, campaign: string, signedIn = false): AppLinkTarget {
  return { page: appPageFor(page, signedIn), href: appHref(page, campaign, { signedIn }) };
}

const normalisedPath = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * Which app page an absolute href leads to (any query or fragment aside), or undefined for
 * anything else: how links written into CMS content are recognised and rebuilt.
 */
export function appPageOf(href: string): AppPage | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return APP_PAGES.find((page) => {
    const target = new URL(appPages[page]);
    return url.origin === target.origin && normalisedPath(url.pathname) === normalisedPath(target.pathname);
  });
}
