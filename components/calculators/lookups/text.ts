import { formatIstDateTime, formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";

/*
 * Every word the live look-up panels show (IFSC branch, GSTIN registration, HSN entries,
 * exchange and gold rates), in English and Hindi. What the look-up service answers (names,
 * addresses, descriptions, its source) is data in English: a Hindi page marks it lang="en".
 */

const IST_OFFSET_MS = 330 * 60 * 1000;

/** "5 अप्रैल 2026, 14:30 बजे (IST)": the Hindi long date with the 24-hour time in India. */
export function istDateTimeHi(asOf: string): string {
  const instant = Date.parse(asOf);
  if (!Number.isFinite(instant)) throw new RangeError(`istDateTimeHi: invalid date ${asOf}`);
  const inIndia = new Date(instant + IST_OFFSET_MS);
  return `${formatLongDateHi(instant)}, ${inIndia.getUTCHours()}:${String(inIndia.getUTCMinutes()).padStart(2, "0")} बजे (IST)`;
}

const en = {
  failTimeout: "The live look-up took too long to answer.",
  failHttp: "The live look-up service answered with an error.",
  failBadResponse: "The live look-up service sent an answer we could not read.",
  failNetwork: "The live look-up service could not be reached.",
  failOffline: "You're offline, so the live look-up cannot run; try it again once you're back online.",
  unconfigured: "Live look-up isn't available on this site at the moment.",
  lookingUp: "Looking it up…",
  tryAgain: "Try the look-up again",
  source: "Source:",
  sourceEnd: ". ",
  asOf: (when: string) => `As of ${when}.`,
  unknownTime: "an unknown time",
  dateTime: (asOf: string) => formatIstDateTime(asOf),
  longDate: (value: string) => formatLongDate(value),
  // IFSC branch
  yes: "Yes",
  no: "No",
  notStated: "Not stated",
  subMemberBefore: "This code was issued to ",
  subMemberAfter: (bank: string) => `, a bank served through its sponsor bank's IFSC prefix: payments to it go to ${bank}.`,
  branchTitle: "Branch details (live look-up)",
  branchIdle: "Enter a valid IFSC to see its branch.",
  branchWithout: "The bank named above comes from data in this page and still stands; for the branch's address, check the bank's website or your cheque book.",
  bank: "Bank",
  branch: "Branch",
  address: "Address",
  cityDistrictState: "City, district, state",
  contact: "Contact",
  noBranch: (ifsc: string) =>
    `No branch has the IFSC ${ifsc} in RBI's current list. The code may be mistyped, or retired after a merger: ask the payee for their branch's code.`,
  // GSTIN registration
  gstinTitle: "Registered details (live look-up)",
  gstinIdle: "Enter a valid GSTIN to see its registered name and status.",
  gstinWithout: "The check above ran in your browser and still stands; for the registered name and status, search the GSTIN on the GST portal.",
  legalName: "Legal name",
  tradeName: "Trade name",
  status: "Status",
  statusValue: (status: string) => status,
  cancelledFrom: (date: string) => ` (cancelled from ${date})`,
  registeredOn: "Registered on",
  constitution: "Constitution",
  taxpayerType: "Taxpayer type",
  principalPlace: "Principal place of business",
  noRegistration: (gstin: string) =>
    `No registration with the GSTIN ${gstin} was found. A well-formed number that is not registered is a warning sign: do not pay GST to it or claim credit for it until the supplier shows you their registration certificate.`,
  // HSN entries
  hsnTitle: "Finer codes and GST rates (live look-up)",
  hsnIdle: "Enter a code or words to look up finer entries and their rates.",
  hsnWithout: (asOf: string) =>
    `The sections, chapters and service headings above are built into this page (${asOf}) and still stand; for 6- and 8-digit codes and their GST rates, see the CBIC's rate notifications.`,
  hsnNone: (q: string) => `No finer entries match “${q}”. Try a code of 4 digits or fewer, or other words.`,
  hsnCaption: (q: string) => `Entries matching “${q}”`,
  code: "Code",
  description: "Description",
  gstRate: "GST rate",
  varies: "Varies by sub-heading",
  // Official HSN/SAC titles (shown apart on a page not in English)
  titlesTitle: "Official titles",
  titlesIntro: "",
  titlesChapter: (code: string) => `Chapter ${code}`,
  titlesHeading: (code: string) => `Heading ${code}`,
  titlesCaption: (q: string) => `Titles of the entries matching “${q}”`,
  titlesTitleColumn: "Title",
  titlesSectionColumn: "Section",
  // Rates
  loadingRates: "Loading today's rates…",
  ratesTitle: "Today's exchange rates (live look-up)",
  ratesWithout:
    "Enter the rate yourself: FBIL's reference rate for a tax or accounting figure, or your bank's card or remittance rate for what you will actually pay.",
  useRates: (cross: boolean, from: string, to: string) => `Use today's rate${cross ? "s" : ""} for ${from} → ${to}`,
  ratesMissing: (currencies: string) => `The live rates do not include ${currencies}: enter the rate yourself.`,
  bothCurrencies: (from: string, to: string) => `${from} and ${to}`,
  ratesCaption: "Rupees per unit of each currency",
  currency: "Currency",
  rate: "Rate",
  goldTitle: "Today's gold rates (live look-up)",
  goldWithout: "Enter today's 24K rate yourself, from IBJA's published rates or your jeweller's rate board.",
  useGold: (rate: string) => `Use today's 24K rate: ₹${rate} a gram`,
  perGram: (karat: string) => `${karat}, a gram`,
  /** "Before GST, in " + the city (data, in English) + "."; without a city, "Before GST.". */
  beforeGst: (hasCity: boolean): string => (hasCity ? "Before GST, in " : "Before GST."),
  afterCity: ".",
};

export const STATUS_HI: Readonly<Record<string, string>> = { Active: "सक्रिय", Cancelled: "रद्द", Suspended: "निलंबित", Inactive: "निष्क्रिय" };



export const LOOKUP_TEXT: Catalogues<typeof en> = translatable("LOOKUP_TEXT", en);
