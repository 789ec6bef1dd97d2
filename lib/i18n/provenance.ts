/*
 * Each translation records the English text it was made from, as a short hash, so that when
 * the English changes a test lists the translations now older than their source
 * (tests/unit/lib/i18n). FNV-1a over the UTF-16 code units: small, synchronous and the same in
 * every runtime; this is a change detector, not a security hash.
 */

/** An 8-hex-digit fingerprint of a text; whitespace runs count as one space, so re-wrapping a line is no change. */
export function sourceHash(text: string): string {
  const normalised = text.replace(/\s+/g, " ").trim();
  let hash = 0x811c9dc5;
  for (let index = 0; index < normalised.length; index += 1) {
    hash ^= normalised.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** A translated text with the fingerprint of the English it was made from. */
export interface Translation {
  text: string;
  source: string;
}

/** The keys whose translation was made from an English text other than today's. */
export function staleTranslations(english: Readonly<Record<string, string>>, translations: Readonly<Record<string, Translation>>): string[] {
  return Object.entries(translations)
    .filter(([key, translation]) => english[key] === undefined || sourceHash(english[key]) !== translation.source)
    .map(([key]) => key);
}
