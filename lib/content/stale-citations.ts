import { PRESCRIBED_FORMS } from "@/lib/tax/forms";
import { PROVISION_SECTIONS } from "@/lib/tax/sections";

/*
 * Sentences about tax year 2026-27 or later that cite a section of the Income-tax Act, 1961 or
 * a form of the Income-tax Rules, 1962 without the 2025 Act's section or the 2026 Rules' form
 * beside it: the way a page keeps stating the old law as today's. Read from the section map
 * (lib/tax/sections.ts) and the form registry (lib/tax/forms.ts), so a new entry there is
 * checked everywhere. Used by the content test; pure, for any text.
 */

/** A sentence is about the new Act's years when it names tax year 2026-27 (FY 2026-27) or a later year. */
const ABOUT_NEW_ACT_YEARS = /\b(?:tax year|FY|financial year) 2026-27\b|\b2027-28\b|\b2028-29\b/i;

interface Citation {
  /** how the 1961 Act or 1962 Rules name it, as found */
  old: string;
  /** finds the old citation in a sentence */
  oldPattern: RegExp;
  /** what must stand beside it: the 2025 section or 2026 form */
  current: string;
  currentPattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Not inside a word or a number ("1,23,000", "12.5"); "s.123" and "ss.404" still count. */
const NOT_INSIDE = "(?<![\\w])(?<!\\d[.,])";
/** A number alone ("16", "139") is only a section with a prefix; one with letters or brackets ("80C", "10(13A)") is one anywhere. */
const sectionPattern = (number: string) =>
  /^\d+$/.test(number)
    ? new RegExp(`(?:\\bsections?|\\bss?\\.|u/s)\\s?${escape(number)}(?![\\w])`, "i")
    : new RegExp(`${NOT_INSIDE}${escape(number)}(?![\\w])`);
const numberPattern = (number: string) => new RegExp(`${NOT_INSIDE}${escape(number)}(?![\\w])`);

function sectionCitations(): Citation[] {
  const seen = new Set<string>();
  return Object.values(PROVISION_SECTIONS).flatMap((entry) => {
    const current = entry.act2025.replace(/^sections? /, "");
    return entry.act1961
      .replace(/^sections? /, "")
      .split(/ to /)
      .filter((number) => !seen.has(number) && seen.add(number))
      .map((number) => ({ old: `section ${number}`, oldPattern: sectionPattern(number), current: entry.act2025, currentPattern: numberPattern(current.replace(/\(.*$/, "")) }));
  });
}

function formCitations(): Citation[] {
  return Object.values(PRESCRIBED_FORMS).flatMap((entry) => {
    const current = entry.rules2026.name.replace(/^Form /, "");
    // "Form 3CA or 3CB with Form 3CD", "Form 26QB, 26QC, 26QD or 26QE": each number of the old name.
    const numbers = entry.rules1962.name.match(/\b\d+[A-Z][A-Z0-9]*\b|\b\d+\b/g) ?? [];
    return numbers.map((number) => ({
      old: `Form ${number}`,
      // A bare number ("16", "13") is a form only after "Form"; "12BB", "26AS", "24Q" are forms anywhere.
      oldPattern: /^\d+$/.test(number) ? new RegExp(`\\bForms?(?: No\\.)? ${number}(?![\\w])`) : new RegExp(`${NOT_INSIDE}${number}(?![\\w])`),
      current: entry.rules2026.name,
      currentPattern: numberPattern(current),
    }));
  });
}

const CITATIONS: readonly Citation[] = [...sectionCitations(), ...formCitations()];

export interface StaleCitation {
  sentence: string;
  /** "section 80C", "Form 12BB" */
  cited: string;
  /** what should stand beside it: "section 123", "Form 124" */
  expected: string;
}

/** Sentences and lines of prose: a table row or a list item is a sentence of its own. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z"“(*#[])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Every citation of the old law, without the new one beside it, in a sentence about tax year 2026-27 on. */
export function staleCitations(text: string): StaleCitation[] {
  return sentencesOf(text).flatMap((sentence) => {
    if (!ABOUT_NEW_ACT_YEARS.test(sentence)) return [];
    return CITATIONS.filter((citation) => citation.oldPattern.test(sentence) && !citation.currentPattern.test(sentence)).map((citation) => ({
      sentence,
      cited: citation.old,
      expected: citation.current,
    }));
  });
}
