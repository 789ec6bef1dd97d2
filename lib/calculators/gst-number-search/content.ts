import type { FaqEntry } from "../types";

export const gstNumberSearchExplanation: string[] = [
  "Every GST registration has a 15-character GSTIN. The first two digits are the state code (27 Maharashtra, 29 Karnataka, 07 Delhi, …); characters 3 to 12 are the registrant's PAN; character 13 counts the registrations of that PAN in the state (1 for the first, up to 9 and then A to Z); character 14 is Z for normal taxpayers; and character 15 is a check character worked out from the other fourteen.",
  "The check character uses the Luhn mod 36 method: each character gets a value (0–9 as themselves, A = 10 up to Z = 35), every second one is doubled, each product is reduced to its quotient plus remainder by 36, and the total decides the last character. It is built so that changing any single character, or swapping most pairs of neighbours, gives a different check character: a mistyped GSTIN fails.",
  "A well-formed GSTIN is not proof of a live registration. Before you pay a supplier's GST or claim input tax credit on it (sections 16 and 17 of the CGST Act, 2017), check on the GST portal that the registration is active and the legal name matches the invoice, and that the invoice appears in your GSTR-2B.",
];

export const gstNumberSearchFaq: FaqEntry[] = [
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
];
