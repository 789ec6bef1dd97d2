/**
 * Contact field rules shared by the checkout and the public forms (tax optimiser, demo
 * bookings). Each takes what the person typed and returns the value to send, cleaned up,
 * or a message that says what to type. Plain checks, not zod: these ship with the forms
 * in first-load JavaScript.
 */
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CONTACT_TEXT, type NameLabel } from "./contact-text";

export type FieldResult = { ok: true; value: string } | { ok: false; message: string };

/** The messages in the page's language; the services check in English (their default). */
const words = (locale: Locale) => messagesFor(CONTACT_TEXT, locale);

const NAME_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 254; // RFC 5321 limits a forward path to 256 octets, so an address to 254.
const EMAIL_LOCAL_MAX_LENGTH = 64; // RFC 5321 section 4.5.3.1.1
const ADDRESS_MIN_LENGTH = 5;
const ADDRESS_MAX_LENGTH = 250;

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const lengthOf = (text: string): number => Array.from(text).length;

/**
 * Names: letters, spaces, dots and hyphens, 1 to 50 characters after trimming; runs of
 * spaces become one. Letters from any script count (Unicode \p{L}, with the combining
 * vowel signs and viramas, \p{M}, that Devanagari, Tamil and other Indian scripts need,
 * and the zero-width joiner and non-joiner that Malayalam and Devanagari spellings use),
 * so "अनिल कुमार" is accepted as well as "Anil Kumar": this is the name we address the
 * person by, not the name on their PAN. At least one letter is required, so "." or "-"
 * alone is not a name. Apostrophes are not in the agreed rule, so "D'Souza" is refused;
 * widening the rule is a product decision, not a fix here.
 * `label` names the field in messages: "first name", "last name", "name".
 */
export function checkName(input: string, label: NameLabel = "name", locale: Locale = "en"): FieldResult {
  const text = words(locale);
  const named = text.nameLabels[label];
  const value = input.trim().replace(/\s+/g, " ");
  if (value === "") return { ok: false, message: text.enterName(named) };
  if (lengthOf(value) > NAME_MAX_LENGTH) return { ok: false, message: text.nameTooLong(named, NAME_MAX_LENGTH) };
  if (!/^[\p{L}\p{M}\u200c\u200d .-]+$/u.test(value) || !/\p{L}/u.test(value)) {
    return { ok: false, message: text.nameCharacters(named) };
  }
  return { ok: true, value };
}

/**
 * Indian mobile numbers: 10 digits starting with 6, 7, 8 or 9 (the National Numbering
 * Plan gives mobiles those leading digits), optionally after +91, 91 or 0, with spaces or
 * hyphens anywhere ("+91 98765-43210"). The value is the 10-digit number alone. Only
 * ASCII digits: a number sent to an SMS gateway must be plain digits.
 */
export function checkMobile(input: string, locale: Locale = "en"): FieldResult {
  const compact = input.replace(/[\s-]+/g, "");
  if (compact === "") return { ok: false, message: words(locale).enterMobile };
  // "91" is tried as a prefix first, then as the start of the number, so both
  // "919876543210" and "9123456789" read correctly.
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(compact);
  if (!match?.[1]) return { ok: false, message: words(locale).mobileFormat };
  return { ok: true, value: match[1] };
}

/**
 * A practical email check, not the whole of RFC 5322: a local part of the usual
 * characters with no leading, trailing or doubled dot, then a domain of labels (letters,
 * digits, inner hyphens) ending in a top-level domain of two or more letters. ASCII only:
 * internationalised addresses are rare here and many mail systems still refuse them.
 * Trimmed; case is kept (the local part may be case-sensitive).
 */
export function checkEmail(input: string, locale: Locale = "en"): FieldResult {
  const text = words(locale);
  const value = input.trim();
  if (value === "") return { ok: false, message: text.enterEmail };
  if (value.length > EMAIL_MAX_LENGTH) return { ok: false, message: text.emailTooLong(EMAIL_MAX_LENGTH) };
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const localOk =
    at > 0 &&
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local);
  const domainOk = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(domain);
  if (!localOk || !domainOk) return { ok: false, message: text.emailFormat };
  return { ok: true, value };
}

/**
 * Postal addresses: 5 to 250 characters after trimming. Any script and punctuation is
 * allowed (flat numbers, "C/o", PIN codes); line breaks from a text area are kept.
 */
export function checkAddress(input: string, locale: Locale = "en"): FieldResult {
  const text = words(locale);
  const value = input.trim();
  if (value === "") return { ok: false, message: text.enterAddress };
  const length = lengthOf(value);
  if (length < ADDRESS_MIN_LENGTH) return { ok: false, message: text.addressTooShort(ADDRESS_MIN_LENGTH) };
  if (length > ADDRESS_MAX_LENGTH) return { ok: false, message: text.addressTooLong(ADDRESS_MAX_LENGTH) };
  return { ok: true, value };
}
