import { pickUtm, type UtmValues } from "./utm";

/*
 * Google Analytics 4 without Google's inline snippet, which the Content-Security-Policy
 * would refuse (inline scripts run only by hash): gtag.js is loaded by its address and the
 * data layer it reads is set up here, from the site's own bundle.
 */

export type Gtag = (...args: unknown[]) => void;

/** Where gtag.js reads its commands; `window` in the browser. */
export interface GtagHost {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

declare global {
  interface Window extends GtagHost {}
}

export const gtagScriptUrl = (measurementId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * Defines `dataLayer` and `gtag` as Google's snippet does and queues the page's `js` and
 * `config` commands, which gtag.js runs once it has loaded. A second call (a remount)
 * returns the same gtag without configuring again.
 */
export function installGtag(host: GtagHost, measurementId: string, now: Date = new Date()): Gtag {
  if (host.gtag) return host.gtag;
  const dataLayer = (host.dataLayer ??= []);
  // A function, not an arrow: gtag.js reads commands as Arguments objects, and ignores arrays.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js takes only an Arguments object; a rest array is ignored.
    dataLayer.push(arguments);
  };
  host.gtag = gtag;
  gtag("js", now);
  gtag("config", measurementId);
  return gtag;
}

/** The GA events of a click on an app link, by the page it leads to; other app pages send none. */
const CLICK_EVENTS = { signup: "sign_up_click", login: "login_click" } as const;

export interface AppLinkClickEvent {
  name: (typeof CLICK_EVENTS)[keyof typeof CLICK_EVENTS];
  /** The link followed and the campaign it carries, under the UTM names marketers know. */
  params: { link_url: string } & UtmValues;
}

/** The event for a click on a link to app page `page` (its `data-app-link`) with this href, or null when none is sent. */
export function appLinkClickEvent(page: string | null, href: string): AppLinkClickEvent | null {
  if (page !== "signup" && page !== "login") return null;
  const queryAt = href.indexOf("?");
  return { name: CLICK_EVENTS[page], params: { link_url: href, ...pickUtm(queryAt === -1 ? "" : href.slice(queryAt)) } };
}
