import { parseIndianNumber } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, type FinancialYear } from "@/lib/tax";
import type { CityClass } from "@/lib/tax/accommodation-parameters";
import type { AccommodationKind, FurnitureKind } from "@/lib/tax/accommodation-perquisite";
import { choice, months, rupees, toggle } from "../fields";

/** ₹1,000 crore: far above any salary or rent, and small enough for exact integer arithmetic on shares. */
const MAX_AMOUNT = 10_000_000_000;

/** The year whose rates changed mid-way (1 September 2023): its months are asked in two parts. */
export const SPLIT_YEAR: FinancialYear = "2023-24";
/** April to August 2023: the months under the rule before the amendment. */
export const MONTHS_BEFORE_SEPTEMBER = 5;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const housing = (raw: Record<string, string>) => rawOf(raw, "housing", "owned");
const isOwned = (raw: Record<string, string>) => housing(raw) === "owned";
/** Rates for employer-owned and leased accommodation changed on 1 September 2023. */
const splitYear = (raw: Record<string, string>) => rawOf(raw, "fy", CURRENT_FINANCIAL_YEAR) === SPLIT_YEAR && (housing(raw) === "owned" || housing(raw) === "leased");
const furnitureKind = (raw: Record<string, string>) => (housing(raw) === "hotel" ? "none" : rawOf(raw, "furniture", "none"));

const CITY_OPTIONS_2011 = [
  { value: "large", label: "Above 40 lakh" },
  { value: "medium", label: "Above 15 lakh, up to 40 lakh" },
  { value: "small", label: "Up to 15 lakh" },
] as const satisfies readonly { value: CityClass; label: string }[];

const CITY_OPTIONS_2001 = [
  { value: "large", label: "Above 25 lakh" },
  { value: "medium", label: "Above 10 lakh, up to 25 lakh" },
  { value: "small", label: "Up to 10 lakh" },
] as const satisfies readonly { value: CityClass; label: string }[];

export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  housing: choice<AccommodationKind>({
    label: "Accommodation",
    options: [
      { value: "owned", label: "Owned by the employer" },
      { value: "leased", label: "Leased or rented by the employer" },
      { value: "hotel", label: "A hotel" },
      { value: "government", label: "Government quarters (Central or State Government employee)" },
    ],
    default: "owned",
    display: "select",
  }),
  city: choice<CityClass>({
    label: "Population of the city (2011 census)",
    help: "Above 40 lakh: Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Surat. 15 to 40 lakh: Jaipur, Lucknow, Kanpur, Nagpur, Indore, Bhopal, Patna, Vadodara. Check your city's census figure.",
    options: CITY_OPTIONS_2011,
    default: "large",
    visibleWhen: isOwned,
  }),
  months: months({
    label: "Months you lived there during the year",
    help: "12 for the whole year. Enter every amount below for these months.",
    default: 12,
    min: 1,
    max: 12,
  }),
  monthsBeforeSep: months({
    label: "Of these, months in April to August 2023",
    help: "The old rates (2001 census) apply to April to August 2023; the new ones from 1 September 2023.",
    default: MONTHS_BEFORE_SEPTEMBER,
    min: 0,
    max: MONTHS_BEFORE_SEPTEMBER,
    visibleWhen: splitYear,
  }),
  city2001: choice<CityClass>({
    label: "Population of the city (2001 census), for April to August 2023",
    help: "Above 25 lakh in 2001: Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune, Kanpur.",
    options: CITY_OPTIONS_2001,
    default: "large",
    visibleWhen: (raw) => splitYear(raw) && isOwned(raw) && parseIndianNumber(rawOf(raw, "monthsBeforeSep", String(MONTHS_BEFORE_SEPTEMBER))) !== 0,
  }),
  basic: rupees({
    label: "Basic salary",
    help: "For the months you lived there, like all the amounts below.",
    default: 1_400_000,
    max: MAX_AMOUNT,
  }),
  da: rupees({
    label: "Dearness allowance that counts for retirement benefits",
    help: "Leave out DA that does not count toward your PF, pension or gratuity.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  bonus: rupees({
    label: "Bonus and commission",
    default: 400_000,
    max: MAX_AMOUNT,
  }),
  allowances: rupees({
    label: "Taxable allowances, fees and other cash payments",
    help: "Only the taxable part: leave out exempt allowances, the employer's PF contribution, perquisites and lump sums such as gratuity.",
    default: 600_000,
    max: MAX_AMOUNT,
  }),
  leaseRent: rupees({
    label: "Rent the employer pays the landlord",
    help: "The lease rent paid or payable by the employer for the months you lived there.",
    default: 420_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => housing(raw) === "leased",
  }),
  hotelCharges: rupees({
    label: "Hotel charges paid by the employer",
    default: 300_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => housing(raw) === "hotel",
  }),
  shortStay: toggle({
    label: "A stay of 15 days or less in all, on transfer",
    help: "A hotel on transfer from one place to another for up to 15 days in all is not taxed.",
    default: false,
    visibleWhen: (raw) => housing(raw) === "hotel",
  }),
  licenceFee: rupees({
    label: "Licence fee fixed by the Government",
    help: "The licence fee for the quarters under the Government's rules, for the months you lived there.",
    default: 30_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => housing(raw) === "government",
  }),
  furniture: choice<FurnitureKind>({
    label: "Furniture and appliances",
    options: [
      { value: "none", label: "Unfurnished" },
      { value: "owned", label: "Furnished, owned by the employer" },
      { value: "hired", label: "Furnished, hired by the employer" },
    ],
    default: "none",
    display: "select",
    visibleWhen: (raw) => housing(raw) !== "hotel",
  }),
  furnitureCost: rupees({
    label: "Cost of the furniture and appliances",
    help: "What the employer paid for them: furniture, fridge, TV, air-conditioners and the like.",
    default: 500_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => furnitureKind(raw) === "owned",
  }),
  furnitureHire: rupees({
    label: "Hire charges for the furniture",
    help: "Paid or payable by the employer for the months you lived there.",
    default: 60_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => furnitureKind(raw) === "hired",
  }),
  rentPaid: rupees({
    label: "Rent you pay the employer",
    help: "Recovered from your salary or paid by you, for the house and any furniture, for the months you lived there.",
    default: 60_000,
    max: MAX_AMOUNT,
  }),
};
