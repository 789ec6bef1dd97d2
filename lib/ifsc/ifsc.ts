import { quotedCharacter } from "@/lib/format/character";
import type { Locale } from "@/lib/i18n/locales";
import bankPrefixes from "./bank-prefixes.json";
import { AMALGAMATED_BANKS, type Amalgamation } from "./amalgamations";

/*
 * IFSC: 11 characters, the bank's 4-letter code, a 0 kept for future use, and a
 * 6-character branch code (RBI's NEFT and RTGS procedural guidelines). There is no check
 * character, so a well-formed code proves nothing about the branch existing: that needs
 * RBI's branch list, which the live look-up holds. The bank's name comes from the
 * embedded directory of prefixes (scripts/ifsc-data.mjs).
 */

export const IFSC_LENGTH = 11;
export const IFSC_DATA_SOURCE: string = bankPrefixes.source;
export const IFSC_DATA_VERSION: string = bankPrefixes.version;

const BANKS: Readonly<Record<string, string | null>> = bankPrefixes.banks;

export type IfscCheck =
  | {
      ok: true;
      ifsc: string;
      bankCode: string;
      branchCode: string;
      /** From the embedded directory; null when the prefix is in RBI's list without a name in the data set. */
      bankName: string | null;
      /** Whether the prefix is one RBI's list uses at all. */
      knownPrefix: boolean;
      amalgamated?: Amalgamation;
    }
  | { ok: false; ifsc: string; reason: string };

/** Trims, drops inner spaces and upper-cases, as a person may type or paste a code. */
export function normaliseIfsc(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** Why a code is not an IFSC, in each language (checkIfsc's `locale`). */
const REASONS = {
  en: {
    empty: "Enter an IFSC: 11 characters, like SBIN0000691.",
    notAlphanumeric: (position: number, character: string) => `An IFSC has only letters and digits; character ${position} is ${character}.`,
    length: (expected: number, actual: number) => `An IFSC has ${expected} characters; this has ${actual}.`,
    bankCodeLetters: (position: number, character: string) => `The first four characters are the bank's code, all letters; character ${position} is ${character}.`,
    fifthIsLetterO: "The fifth character must be the digit zero (0); this has the letter O.",
    fifthNotZero: (character: string) => `The fifth character must be the digit zero (0); this has ${character}.`,
  },
  hi: {
    empty: "IFSC दर्ज करें: 11 अक्षरों और अंकों का कोड, जैसे SBIN0000691।",
    notAlphanumeric: (position: number, character: string) => `IFSC में सिर्फ़ अंग्रेज़ी अक्षर और अंक होते हैं; स्थान ${position} पर ${character} है।`,
    length: (expected: number, actual: number) => `IFSC में ${expected} अक्षर और अंक होते हैं; इसमें ${actual} हैं।`,
    bankCodeLetters: (position: number, character: string) => `पहले चार स्थान बैंक का कोड हैं, सब अक्षर; स्थान ${position} पर ${character} है।`,
    fifthIsLetterO: "पाँचवें स्थान पर अंक शून्य (0) होना चाहिए; इसमें अक्षर O है।",
    fifthNotZero: (character: string) => `पाँचवें स्थान पर अंक शून्य (0) होना चाहिए; इसमें ${character} है।`,
  },
} as const;

export function checkIfsc(raw: string, locale: Locale = "en"): IfscCheck {
  const text = REASONS[locale];
  const ifsc = normaliseIfsc(raw);
  const fail = (reason: string): IfscCheck => ({ ok: false, ifsc, reason });
  if (ifsc === "") return fail(text.empty);
  const bad = [...ifsc].findIndex((character) => !/[A-Z0-9]/.test(character));
  if (bad !== -1) return fail(text.notAlphanumeric(bad + 1, quotedCharacter([...ifsc][bad]!)));
  if (ifsc.length !== IFSC_LENGTH) {
    return fail(text.length(IFSC_LENGTH, ifsc.length));
  }
  const bankCode = ifsc.slice(0, 4);
  const notLetter = [...bankCode].findIndex((character) => !/[A-Z]/.test(character));
  if (notLetter !== -1) return fail(text.bankCodeLetters(notLetter + 1, quotedCharacter(bankCode[notLetter]!)));
  if (ifsc[4] !== "0") {
    return fail(ifsc[4] === "O" ? text.fifthIsLetterO : text.fifthNotZero(quotedCharacter(ifsc[4]!)));
  }
  const knownPrefix = Object.prototype.hasOwnProperty.call(BANKS, bankCode);
  const amalgamated = AMALGAMATED_BANKS[bankCode];
  return {
    ok: true,
    ifsc,
    bankCode,
    branchCode: ifsc.slice(5),
    bankName: knownPrefix ? (BANKS[bankCode] ?? null) : null,
    knownPrefix,
    ...(amalgamated ? { amalgamated } : {}),
  };
}

/**
 * The bank a code was issued to when it is a sub-member's code under a sponsor bank's
 * prefix (a co-operative bank's branches served through HDFC or YES Bank, say). The
 * table is loaded on demand, so the checker page stays light.
 */
export async function subMemberBank(ifsc: string): Promise<string | null> {
  const { codes } = (await import("./sublets.json")).default as { codes: Record<string, string> };
  if (codes[ifsc]) return codes[ifsc];
  // A few entries are prefixes of a series of codes rather than whole codes.
  for (let length = ifsc.length - 1; length >= 6; length--) {
    const name = codes[ifsc.slice(0, length)];
    if (name) return name;
  }
  return null;
}
