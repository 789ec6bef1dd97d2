import type { GstinKind } from "@/lib/gst/gstin";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { PAN_HOLDER_LABELS, type PanHolderType } from "@/lib/pan";
import { gstNumberSearchMeta } from "./meta";

/*
 * Every word the GSTIN checker shows, in English and Hindi. The GSTIN, PAN and codes are
 * the same in both; the state's name comes from lib/gst/state-codes.ts in each language.
 */

const en = {
  description: gstNumberSearchMeta.description,
  keywords: gstNumberSearchMeta.keywords,
  label: "GSTIN (GST number)",
  help: "15 characters, as printed on a GST invoice or registration certificate. Spaces are ignored.",
  kinds: {
    normal: "Normal taxpayer",
    deductor: "Tax deductor (registered with a TAN)",
    special: "Special registration (non-resident, OIDAR, UN body or other)",
  } as Readonly<Record<GstinKind, string>>,
  holders: PAN_HOLDER_LABELS as Readonly<Record<PanHolderType, string>>,
  structure: "CGST Rules, 2017, rule 10 and GSTN's GSTIN format (state code, PAN, entity number, Z, check character)",
  stateCodesReference: "GST state codes (2011 Census codes, as GSTN lists them)",
  panReference: "Income-tax Act, 1961, s.139A (PAN); CGST Act, 2017, s.25(6) (a PAN is needed for registration)",
  checkReference: "Luhn mod 36 check character, which catches any single mistyped character",
  entityNumber: (entity: string) => `registration number ${entity} of this PAN in this state`,
  entityLetter: (entity: string, count: number) => `registration number ${count} of this PAN in this state (after 9 come A, B, …)`,
  entityInvalid: "not a valid entity number",
  stepState: (code: string) => `Characters 1–2, state code ${code}`,
  stepPan: (what: string, pan: string) => `Characters 3–12, ${what} ${pan}`,
  fourthLetter: (letter: string, holder: string) => `Fourth letter ${letter}: ${holder}`,
  deductorTan: "The deductor's TAN",
  notChecked: "Not checked for this kind of registration",
  stepEntity: (entity: string) => `Character 13, entity number ${entity}`,
  stepFourteenth: (character: string) => `Character 14, ${character}`,
  stepCheck:
    "Character 15, check character: weighted sum of characters 1–14 (values 0–35, weights 1, 2, 1, 2 …, each product as quotient + remainder by 36)",
  stepCheckText: (sum: number, remainder: number, check: number, expected: string, found: string) =>
    `${sum}; ${sum} mod 36 = ${remainder}; (36 − ${remainder}) mod 36 = ${check} → "${expected}", found "${found}"`,
  verdict: "Verdict",
  valid: "Valid",
  invalid: "Invalid",
  validNote: "Well formed, and the check character matches.",
  state: "State",
  stateValue: (state: string, code: string) => `${state} (${code})`,
  entity: "Entity number",
  registration: "Registration",
  registrationValue: (kind: string, holder: string | undefined) => kind + (holder ? `; PAN of a ${holder.toLowerCase()}` : ""),
  summaryValid: (gstin: string, state: string, pan: string) =>
    `${gstin} is a well-formed GSTIN from ${state}, with PAN ${pan}. Whether it is registered and active is for the GST portal to say: see the registered details below.`,
  summaryInvalid: (gstin: string | undefined, reason: string) => `${gstin ?? "This"} is not a valid GSTIN: ${reason}`,
  groupTitle: "GSTIN check (in your browser, no network)",
  breakdownTitle: "What each part of the GSTIN says",
  note: "This check runs in your browser on the GSTIN's structure and check character. A number can pass it and still be unregistered, cancelled or suspended; before you claim input tax credit, check the supplier's status on the GST portal and that the invoice appears in your GSTR-2B.",
  enterGstin: (length: number) => `Enter a GSTIN of ${length} characters to check it.`,
  explanation: [
    "Every GST registration has a 15-character GSTIN. The first two digits are the state code (27 Maharashtra, 29 Karnataka, 07 Delhi, …); characters 3 to 12 are the registrant's PAN; character 13 counts the registrations of that PAN in the state (1 for the first, up to 9 and then A to Z); character 14 is Z for normal taxpayers; and character 15 is a check character worked out from the other fourteen.",
    "The check character uses the Luhn mod 36 method: each character gets a value (0–9 as themselves, A = 10 up to Z = 35), every second one is doubled, each product is reduced to its quotient plus remainder by 36, and the total decides the last character. It is built so that changing any single character, or swapping most pairs of neighbours, gives a different check character: a mistyped GSTIN fails.",
    "A well-formed GSTIN is not proof of a live registration. Before you pay a supplier's GST or claim input tax credit on it (sections 16 and 17 of the CGST Act, 2017), check on the GST portal that the registration is active and the legal name matches the invoice, and that the invoice appears in your GSTR-2B.",
  ] as readonly string[],
  faq: [
    {
      question: "How can I tell if a GSTIN is genuine?",
      answer:
        "First check its structure and check character here: a wrong state code, a PAN in the wrong shape or a mismatched last character means the number is mistyped or made up. Then look the GSTIN up on the GST portal's Search Taxpayer page: it shows the legal and trade names, the status (active, cancelled or suspended), the date of registration and the type of taxpayer.",
    },
    {
      question: "How do I find the PAN from a GSTIN?",
      answer:
        "Characters 3 to 12 of a normal taxpayer's GSTIN are the PAN. In 27AAPFU0939F1ZV the PAN is AAPFU0939F; its fourth letter, F, says the holder is a firm or LLP (P is an individual, C a company, H a Hindu undivided family, T a trust).",
    },
    {
      question: "Can one business have several GSTINs?",
      answer:
        "Yes. A business needs a separate registration in each state or union territory where it supplies from (section 22 and 25 of the CGST Act), and may take more than one within a state for separate business verticals. All carry the same PAN; the state code and the 13th character tell them apart.",
    },
    {
      question: "What does the 14th character Z mean?",
      answer:
        "It is the default character for normal taxpayers. Government departments and others who deduct tax at source under section 51 are registered with their TAN in characters 3 to 12 and a D in position 14; non-resident online service providers, UN bodies and similar registrations follow their own layouts under state codes 97 and 99.",
    },
    {
      question: "Why does this page need the live look-up for the name and status?",
      answer:
        "The name, address and status of a registration live only in the GST Network's records. The structure check here needs no network and works offline; the registered details appear when our look-up service is reachable, with the time they were fetched.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const GST_NUMBER_SEARCH_TEXT: Catalogues<typeof en> = translatable("GST_NUMBER_SEARCH_TEXT", en);
