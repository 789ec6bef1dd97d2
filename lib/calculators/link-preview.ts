import type { CalculatorResult } from "./types";

export interface LinkPreview {
  title: string;
  description: string;
}

/** Abbreviations the summaries use ("section 19(1), Sl. No. 14"): a full stop after them ends no sentence. */
const ABBREVIATIONS = new Set(["sl", "no", "rs", "co", "ltd", "dr", "mr", "mrs", "ms", "st", "viz", "e.g", "i.e", "u/s"]);

/** The first sentence of a text: up to a full stop (or ! ?) followed by the end or a space and a capital, ₹ or digit, or up to a danda. */
export function firstSentence(text: string): string {
  // Hindi ends a sentence with the danda (।).
  for (const match of text.matchAll(/[.!?](?=$|\s+[A-Z₹0-9])|।(?=$|\s)/g)) {
    const end = match.index;
    const word = /([A-Za-z.()/]+)$/.exec(text.slice(0, end))?.[1]?.toLowerCase() ?? "";
    if (match[0] === "." && ABBREVIATIONS.has(word)) continue;
    return text.slice(0, end + 1);
  }
  return text;
}

/**
 * What a link preview (og:title, og:description, the Twitter card) says of a shared
 * calculator link: the case in one line (the result's headline, else its summary's first
 * sentence) and the summary. Null while any input is invalid, so the page keeps its
 * generic description rather than describe figures it does not show.
 */
export function linkPreview(result: CalculatorResult | null, valid: boolean): LinkPreview | null {
  if (!valid || !result) return null;
  const summary = result.summary.trim();
  const title = (result.headline ?? firstSentence(summary)).trim();
  if (!title) return null;
  return { title, description: summary };
}
