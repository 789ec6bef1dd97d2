/**
 * Contact field rules shared by the checkout and the public forms (tax optimiser, demo
 * bookings). Each takes what the person typed and returns the value to send, cleaned up,
 * or a message that says what to type. Plain checks, not zod: these ship with the forms
 * in first-load JavaScript.
 */
export type FieldResult = { ok: true; value: string } | { ok: false; message: string };

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
export function checkName(input: string, label = "name"): FieldResult {
  const value = input.trim().replace(/\s+/g, " ");
  if (value === "") return { ok: false, message: `Enter your ${label}` };
  if (lengthOf(value) > NAME_MAX_LENGTH) {
    return { ok: false, message: `Keep your ${label} to ${NAME_MAX_LENGTH} characters or fewer` };
  }
  if (!/^[\p{L}\p{M}\u200c\u200d .-]+$/u.test(value) || !/\p{L}/u.test(value)) {
    return { ok: false, message: `Use only letters, spaces, dots (.) and hyphens (-) in your ${label}` };
  }
  return { ok: true, value };
}

const MOBILE_MESSAGE = "Enter a 10-digit mobile number starting with 6, 7, 8 or 9";

/**
 * Indian mobile numbers: 10 digits starting with 6, 7, 8 or 9 (the National Numbering
 * Plan gives mobiles those leading digits), optionally after +91, 91 or 0, with spaces or
 * hyphens anywhere ("+91 98765-43210"). The value is the 10-digit number alone. Only
 * ASCII digits: a number sent to an SMS gateway must be plain digits.
 */
export function checkMobile(input: string): FieldResult {
  const compact = input.replace(/[\s-]+/g, "");
  if (compact === "") return { ok: false, message: "Enter your mobile number" };
  // "91" is tried as a prefix first, then as the start of the number, so both
  // "919876543210" and "9123456789" read correctly.
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(compact);
  if (!match?.[1]) return { ok: false, message: MOBILE_MESSAGE };
  return { ok: true, value: match[1] };
}

/**
 * A practical email check, not the whole of RFC 5322: a local part of the usual
 * characters with no leading, trailing or doubled dot, then a domain of labels (letters,
 * digits, inner hyphens) ending in a top-level domain of two or more letters. ASCII only:
 * internationalised addresses are rare here and many mail systems still refuse them.
 * Trimmed; case is kept (the local part may be case-sensitive).
 */
export function checkEmail(input: string): FieldResult {
  const value = input.trim();
  if (value === "") return { ok: false, message: "Enter your email address" };
  if (value.length > EMAIL_MAX_LENGTH) {
    return { ok: false, message: `Keep your email address to ${EMAIL_MAX_LENGTH} characters or fewer` };
  }
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const localOk =
    at > 0 &&
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local);
  const domainOk = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(domain);
  if (!localOk || !domainOk) return { ok: false, message: "Enter an email address like name@example.com" };
  return { ok: true, value };
}

/**
 * Postal addresses: 5 to 250 characters after trimming. Any script and punctuation is
 * allowed (flat numbers, "C/o", PIN codes); line breaks from a text area are kept.
 */
export function checkAddress(input: string): FieldResult {
  const value = input.trim();
  if (value === "") return { ok: false, message: "Enter your address" };
  const length = lengthOf(value);
  if (length < ADDRESS_MIN_LENGTH) {
    return { ok: false, message: `Enter your full address (at least ${ADDRESS_MIN_LENGTH} characters)` };
  }
  if (length > ADDRESS_MAX_LENGTH) {
    return { ok: false, message: `Keep your address to ${ADDRESS_MAX_LENGTH} characters or fewer` };
  }
  return { ok: true, value };
}
