/**
 * The one or two letters shown in the signed-in user's avatar.
 *
 * Field names follow the app's profile (`first_name`, `last_name`); every field may be
 * missing or null, since the app sends names as null for users who signed up with an
 * email only.
 */
export interface InitialsSource {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** Shown when neither the names nor the email hold a single letter. */
export const INITIALS_FALLBACK = "?";

const STARTS_WITH_LETTER = /^\p{L}/u;
/** A letter and the combining marks that follow it (a Devanagari vowel sign, an accent). */
const LETTER_AND_MARKS = /\p{L}\p{M}*/u;

/**
 * The first letter of the first name and of the last name, upper-cased ("Priya Sharma"
 * → "PS", "Priya" → "P"); with no usable name, the first letter of the email's local
 * part ("user.48213@example.in" → "U"); with none of those, INITIALS_FALLBACK.
 *
 * - Only letters count: leading emoji, digits and punctuation are skipped to the first
 *   letter ("🙂 Priya" → "P", "2Pac" → "P"), because an avatar showing "9" or half an
 *   emoji says nothing. A field with no letter at all is passed over.
 * - The email's domain is never used, so "9876543210@gmail.com" falls back to "?"
 *   rather than showing a "G" that belongs to Google.
 * - A letter is taken as a whole user-perceived character: "मीरा" → "मी", not a bare
 *   "म" cut from its vowel sign (see firstLetter).
 * - `toUpperCase()`, not the locale-dependent variant, so the server render and the
 *   browser agree whatever their locales.
 */
export function initialsOf({ first_name, last_name, email }: InitialsSource): string {
  const fromNames = [first_name, last_name].map(firstLetter).join("");
  if (fromNames) return fromNames.toUpperCase();
  const fromEmail = firstLetter((email ?? "").split("@")[0]);
  return fromEmail ? fromEmail.toUpperCase() : INITIALS_FALLBACK;
}

/**
 * The first grapheme of `text` that begins with a letter, or "" when there is none. Intl.Segmenter knows the full
 * grapheme rules (Devanagari conjuncts included); where a browser lacks it, a letter
 * with its following combining marks is the close approximation.
 */
function firstLetter(text: string | null | undefined): string {
  if (!text) return "";
  if (typeof Intl === "object" && typeof Intl.Segmenter === "function") {
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
      if (STARTS_WITH_LETTER.test(segment)) return segment;
    }
    return "";
  }
  return LETTER_AND_MARKS.exec(text)?.[0] ?? "";
}
