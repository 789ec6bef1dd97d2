import { pickUtm, type UtmValues } from "./utm";

/**
 * The campaign of the visit: the UTM tags that credit a signup, kept for the whole visit
 * so one click inside the site (which drops them from the address) does not lose them.
 *
 * - The current address's own tags win, and are kept (replacing any kept before): the
 *   visit's most recent landing with tags is the one credited.
 * - An address without tags uses the kept ones.
 * - They live in sessionStorage: one tab's visit. A new tab or session starts with none,
 *   and nothing outlives the visit.
 *
 * Only the five UTM values are stored, as a query string, and they pass through pickUtm
 * again when read, so a hand-edited or stale entry can add nothing else.
 */
export const CAMPAIGN_STORAGE_KEY = "campaign";

/** What is needed of sessionStorage; a test passes a plain object. */
export interface CampaignStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's sessionStorage, or null where there is none or reading it is refused (site data blocked). */
export function sessionStore(): CampaignStore | null {
  try {
    return typeof window === "undefined" ? null : (window.sessionStorage ?? null);
  } catch {
    return null;
  }
}

/** UTM values as a query string (`utm_source=mail&utm_campaign=itr`), "" for none. */
export const campaignQuery = (values: UtmValues): string => new URLSearchParams(values as Record<string, string>).toString();

/**
 * The visit's campaign for an address with query `search`, as a query string: the
 * address's own tags (which are then kept in `store`), else the kept ones, else "".
 * Never throws: storage that is missing, full or refuses access only means nothing is kept.
 */
export function visitCampaign(search: string, store: CampaignStore | null): string {
  const current = campaignQuery(pickUtm(search));
  try {
    if (current) {
      if (store && store.getItem(CAMPAIGN_STORAGE_KEY) !== current) store.setItem(CAMPAIGN_STORAGE_KEY, current);
      return current;
    }
    const kept = store?.getItem(CAMPAIGN_STORAGE_KEY);
    return kept ? campaignQuery(pickUtm(kept)) : "";
  } catch {
    return current;
  }
}
