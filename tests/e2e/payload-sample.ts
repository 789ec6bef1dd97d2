import { hostileEmails, hostileStrings, type HostileString } from "../support/hostile-strings";

/*
 * Which hostile entries the browser tries where (issue 19, a suite under 20 minutes). jsdom
 * tries EVERY entry in EVERY field of every form and calculator
 * (tests/unit/components/app/hostile-app-forms.test.tsx,
 * tests/unit/components/forms/hostile-public-forms.test.tsx,
 * tests/unit/components/calculators/every-calculator-hostile-*.test.tsx). The browser, which
 * adds the real URL, network, CSP, parser and hydration, shares the entries out among a
 * form's fields (or among the sampled calculators) so that each entry still goes through
 * every form, and through several calculators:
 * - entry i goes to share i mod (number of shares);
 * - every share also gets the markup entries, the ones that would run if any sink wrote text
 *   as HTML;
 * - an email field also gets every email-shaped entry.
 */

/** Tried in every field: the entries that run if text ever becomes markup. */
export const MARKUP_ENTRIES = ["script-element", "attribute-breakout", "textarea-breakout"] as const;

export function payloadShare(share: number, shares: number, email = false): HostileString[] {
  const chosen = hostileStrings.filter((payload, index) => index % shares === share % shares || (MARKUP_ENTRIES as readonly string[]).includes(payload.name));
  return email ? [...chosen, ...hostileEmails] : chosen;
}
