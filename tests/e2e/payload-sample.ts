import { hostileEmails, hostileStrings, type HostileString } from "../support/hostile-strings";

/*
 * Which hostile entries the browser tries where (issue 19, a suite under 20 minutes). jsdom
 * tries EVERY entry in EVERY field of every form and calculator
 * (tests/unit/components/app/hostile-app-forms.test.tsx,
 * tests/unit/components/forms/hostile-public-forms.test.tsx,
 * tests/unit/components/calculators/every-calculator-hostile-*.test.tsx). The browser, which
 * adds the real URL, network, CSP, parser and hydration, shares the entries out among the
 * fields of a group of forms (or among the sampled calculators), so each entry still goes
 * through the browser, and each field kind meets the dangerous ones:
 * - entry i goes to share i mod (number of shares);
 * - every share also gets the markup entries, the ones that would run if any sink wrote text
 *   as HTML;
 * - the email-shaped entries are shared out among the group's email fields the same way.
 */

/** Tried in every field: the entries that run if text ever becomes markup. */
export const MARKUP_ENTRIES = ["script-element", "attribute-breakout", "textarea-breakout"] as const;

const isMarkup = (payload: HostileString) => (MARKUP_ENTRIES as readonly string[]).includes(payload.name);

export function payloadShare(share: number, shares: number): HostileString[] {
  return hostileStrings.filter((payload, index) => index % shares === share % shares || isMarkup(payload));
}

/** A field's place in a group of forms: its share of all entries and, for an email field, of the email-shaped ones. */
export interface FieldShare {
  share: number;
  shares: number;
  email?: { share: number; shares: number };
}

/** Numbers every field of every form in the group, and every email field among them, in order. */
export function fieldShares<Form extends { fields: readonly { email?: boolean }[] }>(forms: readonly Form[]): FieldShare[][] {
  const shares = forms.reduce((count, form) => count + form.fields.length, 0);
  const emailShares = forms.reduce((count, form) => count + form.fields.filter((field) => field.email).length, 0);
  let share = 0;
  let emailShare = 0;
  return forms.map((form) =>
    form.fields.map((field) => ({
      share: share++,
      shares,
      ...(field.email ? { email: { share: emailShare++, shares: emailShares } } : {}),
    })),
  );
}

/** The entries one field of a group gets (see fieldShares). */
export function fieldPayloads({ share, shares, email }: FieldShare): HostileString[] {
  const chosen = payloadShare(share, shares);
  if (!email) return chosen;
  return [...chosen, ...hostileEmails.filter((_payload, index) => index % email.shares === email.share)];
}
