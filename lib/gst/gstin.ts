import { quotedCharacter } from "@/lib/format/character";
import type { Locale } from "@/lib/i18n/locales";
import { PAN_HOLDER_LABELS, PAN_HOLDER_TYPES, type PanHolderLetter } from "@/lib/pan";
import { stateForCode } from "./state-codes";

/*
 * GSTIN structure (rule 10 of the CGST Rules, 2017 and GSTN's format; docs/tax-methods.md §26):
 *   1–2 state code · 3–12 the registrant's PAN (a TAN for tax deductors) · 13 entity number
 *   for the same PAN in the state (1–9, then A–Z) · 14 "Z" for normal taxpayers ("D" for
 *   deductors) · 15 check character (Luhn mod 36 over the first 14).
 * Luhn mod N catches every change of a single character, so a mistyped GSTIN fails the
 * check even when its shape looks right. A passing check proves only that the number is
 * well formed; whether it is registered and active needs the GST portal's look-up.
 */

export const GSTIN_LENGTH = 15;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";


/**
 * Luhn mod 36: each character's value (0–9, A = 10 … Z = 35) times 1 or 2 alternately
 * from the left, each product reduced to quotient + remainder by 36, then summed.
 */
export function gstinWeightedSum(first14: string): number {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return sum;
}

/** The check character for the first 14 characters (which must be 0–9 or A–Z). */
export function gstinCheckCharacter(first14: string): string {
  return ALPHABET[(36 - (gstinWeightedSum(first14) % 36)) % 36]!;
}

export type GstinKind = "normal" | "deductor" | "special";

export interface GstinParts {
  gstin: string;
  stateCode: string;
  state: string;
  /** The PAN (or TAN, for a deductor) in characters 3–12. */
  pan: string;
  entity: string;
  kind: GstinKind;
  holderType?: string;
  check: string;
  expectedCheck: string;
}

export type GstinCheck =
  /** Well formed and the check character matches. */
  | { verdict: "valid"; parts: GstinParts }
  /**
   * Invalid. `malformed` when the length, characters or state code are wrong (the
   * field itself is in error); otherwise the shape is right but a part or the check
   * character is wrong, and `parts` holds what could be read.
   */
  | { verdict: "invalid"; reason: string; malformed: boolean; parts?: GstinParts };

export const normaliseGstin = (raw: string): string => raw.replace(/\s+/g, "").toUpperCase();

const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const TAN_SHAPE = /^[A-Z]{4}[0-9]{5}[A-Z]$/;

/** Why a number is not a GSTIN, in each language (checkGstin's `locale`). */
const REASONS = {
  en: {
    empty: "Enter a GSTIN: 15 characters, like 27AAPFU0939F1ZV.",
    notAlphanumeric: (position: number, character: string) => `A GSTIN has only letters and digits; character ${position} is ${character}.`,
    length: (expected: number, actual: number) => `A GSTIN has ${expected} characters; this has ${actual}.`,
    stateCode: (code: string) => `The first two digits are the state code; "${code}" is not a GST state code (01–38, 97 or 99).`,
    panShape: (pan: string) => `Characters 3–12 must be a PAN (five letters, four digits, a letter); "${pan}" is not.`,
    holderType: (letter: string) => `The PAN's fourth letter names the holder type; "${letter}" is not one the Income-tax Department issues.`,
    entityZero: "Character 13, the entity number, runs 1–9 then A–Z; it is never 0.",
    fourteenth: (character: string) => `Character 14 is "${character}"; it is Z for a normal taxpayer (D, with a TAN, for a tax deductor).`,
    checkCharacter: (expected: string, found: string) =>
      `The last character is the check character: for the first 14 characters it must be "${expected}", not "${found}", so a character is probably mistyped.`,
  },
  hi: {
    empty: "GSTIN दर्ज करें: 15 अक्षरों और अंकों का नंबर, जैसे 27AAPFU0939F1ZV।",
    notAlphanumeric: (position: number, character: string) => `GSTIN में सिर्फ़ अंग्रेज़ी अक्षर और अंक होते हैं; स्थान ${position} पर ${character} है।`,
    length: (expected: number, actual: number) => `GSTIN में ${expected} अक्षर और अंक होते हैं; इसमें ${actual} हैं।`,
    stateCode: (code: string) => `पहले दो अंक राज्य कोड हैं; "${code}" कोई GST राज्य कोड नहीं है (01–38, 97 या 99)।`,
    panShape: (pan: string) => `स्थान 3–12 में PAN होना चाहिए (पाँच अक्षर, चार अंक, एक अक्षर); "${pan}" PAN नहीं है।`,
    holderType: (letter: string) => `PAN का चौथा अक्षर धारक का प्रकार बताता है; "${letter}" ऐसा अक्षर नहीं है जो आयकर विभाग जारी करता हो।`,
    entityZero: "स्थान 13 का इकाई नंबर 1–9 और फिर A–Z होता है; यह कभी 0 नहीं होता।",
    fourteenth: (character: string) => `स्थान 14 पर "${character}" है; सामान्य करदाता के लिए यह Z होता है (TAN से पंजीकृत टैक्स काटने वाले के लिए D)।`,
    checkCharacter: (expected: string, found: string) =>
      `आखिरी अक्षर जाँच अक्षर है: पहले 14 अक्षरों के हिसाब से यह "${expected}" होना चाहिए, "${found}" नहीं; शायद कोई अक्षर गलत लिखा गया है।`,
  },
} as const;

export function checkGstin(raw: string, locale: Locale = "en"): GstinCheck {
  const text = REASONS[locale];
  const gstin = normaliseGstin(raw);
  const malformed = (reason: string): GstinCheck => ({ verdict: "invalid", reason, malformed: true });
  if (gstin === "") return malformed(text.empty);
  const characters = [...gstin];
  const bad = characters.findIndex((character) => !ALPHABET.includes(character));
  if (bad !== -1) return malformed(text.notAlphanumeric(bad + 1, quotedCharacter(characters[bad]!)));
  if (gstin.length !== GSTIN_LENGTH) return malformed(text.length(GSTIN_LENGTH, gstin.length));
  const stateCode = gstin.slice(0, 2);
  const state = stateForCode(stateCode);
  if (!state) return malformed(text.stateCode(stateCode));

  const pan = gstin.slice(2, 12);
  const entity = gstin[12]!;
  const fourteenth = gstin[13]!;
  const check = gstin[14]!;
  const expectedCheck = gstinCheckCharacter(gstin.slice(0, 14));
  const kind: GstinKind = fourteenth === "Z" ? "normal" : fourteenth === "D" && TAN_SHAPE.test(pan) ? "deductor" : "special";
  const letter = pan[3]!;
  // One table of PAN holder types for the whole site: lib/pan.ts (the department's published list).
  const holderType = kind === "normal" && letter in PAN_HOLDER_TYPES ? PAN_HOLDER_LABELS[PAN_HOLDER_TYPES[letter as PanHolderLetter]] : undefined;
  const parts: GstinParts = { gstin, stateCode, state, pan, entity, kind, check, expectedCheck, ...(holderType ? { holderType } : {}) };
  // Every problem is named, not only the first: a made-up number often has several.
  const problems: string[] = [];
  if (kind === "normal") {
    if (!PAN_SHAPE.test(pan)) {
      problems.push(text.panShape(pan));
    } else if (!holderType) {
      problems.push(text.holderType(pan[3]!));
    }
    if (entity === "0") problems.push(text.entityZero);
  } else if (kind === "special" && stateCode !== "99" && stateCode !== "97") {
    // Non-resident, OIDAR and UN-body registrations have their own layouts under codes 97/99;
    // elsewhere the 14th character is Z, or D for a deductor registered with a TAN.
    problems.push(text.fourteenth(fourteenth));
  }
  if (check !== expectedCheck) {
    problems.push(text.checkCharacter(expectedCheck, check));
  }
  if (problems.length > 0) return { verdict: "invalid", reason: problems.join(" "), malformed: false, parts };
  return { verdict: "valid", parts };
}
