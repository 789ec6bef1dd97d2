import { quotedCharacter } from "@/lib/format/character";
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

export function checkIfsc(raw: string): IfscCheck {
  const ifsc = normaliseIfsc(raw);
  const fail = (reason: string): IfscCheck => ({ ok: false, ifsc, reason });
  if (ifsc === "") return fail("Enter an IFSC: 11 characters, like SBIN0000691.");
  const bad = [...ifsc].findIndex((character) => !/[A-Z0-9]/.test(character));
  if (bad !== -1) return fail(`An IFSC has only letters and digits; character ${bad + 1} is ${quotedCharacter([...ifsc][bad]!)}.`);
  if (ifsc.length !== IFSC_LENGTH) {
    return fail(`An IFSC has ${IFSC_LENGTH} characters; this has ${ifsc.length}.`);
  }
  const bankCode = ifsc.slice(0, 4);
  const notLetter = [...bankCode].findIndex((character) => !/[A-Z]/.test(character));
  if (notLetter !== -1) return fail(`The first four characters are the bank's code, all letters; character ${notLetter + 1} is ${quotedCharacter(bankCode[notLetter]!)}.`);
  if (ifsc[4] !== "0") {
    return fail(
      ifsc[4] === "O"
        ? 'The fifth character must be the digit zero (0); this has the letter O.'
        : `The fifth character must be the digit zero (0); this has ${quotedCharacter(ifsc[4]!)}.`,
    );
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
