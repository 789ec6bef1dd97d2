/*
 * What may stay in Latin letters on a Hindi page (../shared/HINDI.md): acronyms readers know
 * from forms and bank messages, brand and scheme names, and the letters and numerals of a legal
 * citation ("धारा 10(13A)", "(b)"). Anything else in Latin letters is an English word left
 * untranslated: the Hindi catalogue tests and the no-English-left page test use this one list.
 */
const ACRONYMS = [
  "PAN",
  "TAN",
  "TDS",
  "TCS",
  "HRA",
  "LTA",
  "ITR",
  "ITR-1",
  "ITR-2",
  "ITR-3",
  "ITR-4",
  "GST",
  "GSTIN",
  "GSTN",
  "HSN",
  "SAC",
  "IFSC",
  "MICR",
  "EMI",
  "SIP",
  "SWP",
  "NPS",
  "PPF",
  "EPF",
  "EPS",
  "VPF",
  "NSC",
  "SSY",
  "RD",
  "FD",
  "CTC",
  "DA",
  "HUF",
  "CA",
  "UPI",
  "NRI",
  "CBDT",
  "CBIC",
  "RBI",
  "SEBI",
  "AMFI",
  "ELSS",
  "LTCG",
  "STCG",
  "ITC",
  "CGST",
  "SGST",
  "IGST",
  "UTGST",
  "OTP",
  "PDF",
  "CSV",
  "VDA",
  "ULIP",
  "ESI",
  "ESIC",
  "KYC",
  "NAV",
  "XIRR",
  "CAGR",
  "MCLR",
  "TRACES",
  "AIS",
  "TIS",
  "MAT",
  "AMT",
  "LLP",
  "MSME",
  "UAN",
  "PF",
  "EPFO",
  "PFRDA",
  "NSDL",
  "CDSL",
  "SBI",
  "POSB",
  "IT",
  "AY",
  "FY",
  "CII",
  "FMV",
  "GSR",
  "G.S.R",
  "S.O",
  "SO",
  "WhatsApp",
  "Google",
  "Razorpay",
  "INR",
  "USD",
  "EUR",
  "GBP",
  "AED",
  "SGD",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "CNY",
  "SAR",
  "KWD",
  "QAR",
  "OMR",
  "BHD",
  "KRW",
  "HKD",
  "NZD",
  "THB",
  "MYR",
  "LKR",
  "NPR",
  "ZAR",
  "SEK",
  "DKK",
  "NOK",
  "RUB",
  "BDT",
  "IDR",
  "PHP",
  "PKR",
  "VIII",
  "IB",
  "OECD",
  "UK",
  "US",
  "UAE",
  "CIT",
  "SC",
  "ITAT",
  "ITO",
  "DTAA",
  "NRE",
  "NRO",
  "LRS",
  "IEC",
  "QR",
  "OK",
  "ID",
  "URL",
  "IBC",
];
const ALLOWED = new Set(ACRONYMS.map((word) => word.toUpperCase()));

/** A word a Hindi text may keep: an acronym of the list, a single letter, or a roman numeral of a citation. */
export function isAllowedLatin(word: string): boolean {
  const bare = word.replace(/^[.'’-]+|[.'’-]+$/g, "");
  return (
    bare.length <= 1 ||
    /^[ivxlcIVXLC]+$/.test(bare) ||
    // An acronym or a code (NEFT, GSTR-3B, SBIN, AAPFU0939F): written in capitals, it is not an English word left untranslated.
    /^[A-Z][A-Z0-9-]*[A-Z0-9]$/.test(bare) ||
    ALLOWED.has(bare.toUpperCase()) ||
    ALLOWED.has(bare.toUpperCase().replace(/S$/, ""))
  );
}

/**
 * The Latin words in a text that are not allowed on a Hindi page; section numbers ("80C", "194-IB")
 * are numbers, not words, and a site path in a catalogue's text ("देखें /tools-and-calculators/sip")
 * is shown as a link named in Hindi (components/content/linked-text.tsx).
 */
export function englishWordsIn(text: string, extraAllowed: ReadonlySet<string> = new Set()): string[] {
  const words =
    text
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/(^|[\s(])\/[a-z0-9][a-z0-9_\-/]*[a-z0-9]/g, "$1")
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
      .replace(/\b[A-Za-z]*\d[\dA-Za-z()-]*/g, " ")
      .match(/[A-Za-z][A-Za-z.'’-]*/g) ?? [];
  return words.filter((word) => !isAllowedLatin(word) && !extraAllowed.has(word));
}
