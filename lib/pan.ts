/**
 * Permanent Account Number (PAN) format checks (Income-tax Act, 1961, s.139A; Income-tax
 * Rules, 1962, Rule 114). A PAN is ten characters: five letters, four digits, one letter
 * (ABCPE1234F). The fourth letter is the holder's status; the fifth is the first letter
 * of the surname (individuals) or of the name (others); the last is a check letter whose
 * algorithm is not published, so only the format can be checked here, never whether the
 * PAN was issued.
 *
 * Plain comparisons, no library: this runs in the browser on every keystroke.
 */

export const PAN_HOLDER_TYPES = {
  P: "individual",
  C: "company",
  H: "huf",
  F: "firm",
  A: "aop",
  T: "trust",
  B: "boi",
  L: "localAuthority",
  J: "artificialJuridicalPerson",
  G: "government",
} as const;

export type PanHolderLetter = keyof typeof PAN_HOLDER_TYPES;
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[PanHolderLetter];

export const PAN_HOLDER_LABELS: Readonly<Record<PanHolderType, string>> = {
  individual: "Individual",
  company: "Company",
  huf: "Hindu undivided family (HUF)",
  firm: "Firm or LLP",
  aop: "Association of persons (AOP)",
  trust: "Trust",
  boi: "Body of individuals (BOI)",
  localAuthority: "Local authority",
  artificialJuridicalPerson: "Artificial juridical person",
  government: "Government",
};

export type PanProblem = "empty" | "characters" | "length" | "letters" | "digits" | "checkLetter" | "holderType";

export type PanCheck =
  | { ok: true; pan: string; holder: PanHolderType; holderLabel: string }
  | { ok: false; problem: PanProblem; message: string };

const PAN_LENGTH = 10;
const EXAMPLE = "ABCPE1234F";
const HOLDER_LIST = "P individual, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government";

const isLetter = (character: string) => character >= "A" && character <= "Z";
const isDigit = (character: string) => character >= "0" && character <= "9";

/** What the person typed, as a PAN is written: spaces removed, upper case. */
export function normalisePan(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** The 1-based position of a character, in words a person reads on a card. */
const ordinal = (position: number) => `character ${position}`;

/** A digit that looks like a letter, or the other way round: the usual slip when copying a PAN. */
function lookalikeHint(character: string): string {
  const hints: Record<string, string> = { "0": "O", O: "0", "1": "I", I: "1", "5": "S", S: "5", "8": "B", B: "8" };
  const other = hints[character];
  return other ? ` (is it “${other}”?)` : "";
}

/**
 * Checks the format of a PAN, after removing spaces and upper-casing. One message per kind
 * of error, naming the character at fault, so a person can compare with the card.
 */
export function checkPan(raw: string): PanCheck {
  const pan = normalisePan(raw);
  if (pan === "") return { ok: false, problem: "empty", message: `Enter the PAN: 10 characters, like ${EXAMPLE}.` };

  const stray = [...pan].find((character) => !isLetter(character) && !isDigit(character));
  if (stray !== undefined) {
    return { ok: false, problem: "characters", message: `A PAN has only letters and digits; remove “${stray}”.` };
  }
  if (pan.length !== PAN_LENGTH) {
    return {
      ok: false,
      problem: "length",
      message: `A PAN has 10 characters; this has ${pan.length}. It looks like ${EXAMPLE}: five letters, four digits, one letter.`,
    };
  }
  for (let index = 0; index < 5; index += 1) {
    const character = pan[index]!;
    if (!isLetter(character)) {
      return {
        ok: false,
        problem: "letters",
        message: `The first five characters of a PAN are letters; ${ordinal(index + 1)} is “${character}”${lookalikeHint(character)}.`,
      };
    }
  }
  for (let index = 5; index < 9; index += 1) {
    const character = pan[index]!;
    if (!isDigit(character)) {
      return {
        ok: false,
        problem: "digits",
        message: `Characters 6 to 9 of a PAN are digits; ${ordinal(index + 1)} is “${character}”${lookalikeHint(character)}.`,
      };
    }
  }
  const last = pan[9]!;
  if (!isLetter(last)) {
    return { ok: false, problem: "checkLetter", message: `The last character of a PAN is a letter; it is “${last}”${lookalikeHint(last)}.` };
  }
  const fourth = pan[3]!;
  if (!(fourth in PAN_HOLDER_TYPES)) {
    return {
      ok: false,
      problem: "holderType",
      message: `The fourth letter of a PAN shows who holds it (${HOLDER_LIST}); “${fourth}” is none of these. Check the PAN card.`,
    };
  }
  const holder = PAN_HOLDER_TYPES[fourth as PanHolderLetter];
  return { ok: true, pan, holder, holderLabel: PAN_HOLDER_LABELS[holder] };
}

/** Whether the text is a well-formed PAN (spaces and case ignored). */
export function isValidPan(raw: string): boolean {
  return checkPan(raw).ok;
}
