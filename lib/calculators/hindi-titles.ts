/*
 * The calculators' Hindi names, by slug: empty on English pages; directory-hi.ts fills it when a
 * Hindi page loads its words (components/layout/hindi-frame.ts), so English pages do not carry them.
 */
export const HINDI_TITLES: Record<string, string> = {};
