import { translatable, plural, type Catalogues } from "@/lib/i18n/catalogue";
import type { CityClass } from "@/lib/tax/accommodation-parameters";
import type { AccommodationKind, FurnitureKind } from "@/lib/tax/accommodation-perquisite";
import { rentFreeAccommodationMeta } from "./meta";

/*
 * Every word the rent-free accommodation calculator shows, in English and Hindi. Messages
 * with figures are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

const englishMonths = (months: number) => `${months} ${months === 1 ? "month" : "months"}`;

const en = {
  description: rentFreeAccommodationMeta.description,
  keywords: rentFreeAccommodationMeta.keywords,
  groupYear: "Year and accommodation",
  groupSalary: "Salary for the months you lived there",
  groupCost: "Cost of the accommodation",
  groupPay: "What you pay",
  fy: "Financial year",
  housing: "Accommodation",
  housingOptions: {
    owned: "Owned by the employer",
    leased: "Leased or rented by the employer",
    hotel: "A hotel",
    government: "Government quarters (Central or State Government employee)",
  } as Readonly<Record<AccommodationKind, string>>,
  city: "Population of the city (2011 census)",
  cityHelp:
    "Above 40 lakh: Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Surat. 15 to 40 lakh: Jaipur, Lucknow, Kanpur, Nagpur, Indore, Bhopal, Patna, Vadodara. Check your city's census figure.",
  cityOptions2011: { large: "Above 40 lakh", medium: "Above 15 lakh, up to 40 lakh", small: "Up to 15 lakh" } as Readonly<Record<CityClass, string>>,
  months: "Months you lived there during the year",
  monthsHelp: "12 for the whole year. Enter every amount below for these months.",
  monthsBeforeSep: "Of these, months in April to August 2023",
  monthsBeforeSepHelp: "The old rates (2001 census) apply to April to August 2023; the new ones from 1 September 2023.",
  city2001: "Population of the city (2001 census), for April to August 2023",
  city2001Help: "Above 25 lakh in 2001: Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune, Kanpur.",
  cityOptions2001: { large: "Above 25 lakh", medium: "Above 10 lakh, up to 25 lakh", small: "Up to 10 lakh" } as Readonly<Record<CityClass, string>>,
  basic: "Basic salary",
  basicHelp: "For the months you lived there, like all the amounts below.",
  da: "Dearness allowance that counts for retirement benefits",
  daHelp: "Leave out DA that does not count toward your PF, pension or gratuity.",
  bonus: "Bonus and commission",
  allowances: "Taxable allowances, fees and other cash payments",
  allowancesHelp: "Only the taxable part: leave out exempt allowances, the employer's PF contribution, perquisites and lump sums such as gratuity.",
  leaseRent: "Rent the employer pays the landlord",
  leaseRentHelp: "The lease rent paid or payable by the employer for the months you lived there.",
  hotelCharges: "Hotel charges paid by the employer",
  shortStay: "A stay of 15 days or less in all, on transfer",
  shortStayHelp: "A hotel on transfer from one place to another for up to 15 days in all is not taxed.",
  licenceFee: "Licence fee fixed by the Government",
  licenceFeeHelp: "The licence fee for the quarters under the Government's rules, for the months you lived there.",
  furniture: "Furniture and appliances",
  furnitureOptions: { none: "Unfurnished", owned: "Furnished, owned by the employer", hired: "Furnished, hired by the employer" } as Readonly<
    Record<FurnitureKind, string>
  >,
  furnitureCost: "Cost of the furniture and appliances",
  furnitureCostHelp: "What the employer paid for them: furniture, fridge, TV, air-conditioners and the like.",
  furnitureHire: "Hire charges for the furniture",
  furnitureHireHelp: "Paid or payable by the employer for the months you lived there.",
  rentPaid: "Rent you pay the employer",
  rentPaidHelp: "Recovered from your salary or paid by you, for the house and any furniture, for the months you lived there.",
  tooManyBefore: (months: number) => `You lived there ${englishMonths(months)} in all, so at most ${months} can fall in April to August 2023.`,
  tooFewBefore: (fromSeptember: number, months: number, atLeast: number) =>
    `September 2023 to March 2024 has only ${fromSeptember} months: with ${months} months in all, at least ${atLeast} fall in April to August 2023.`,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  kindWords: {
    owned: "The accommodation your employer owns",
    leased: "The accommodation your employer leases",
    hotel: "The hotel accommodation",
    government: "The Government quarters",
  } as Readonly<Record<AccommodationKind, string>>,
  summaryShortStay: (days: number, year: string) => `A hotel stay on transfer of ${days} days or less is not taxed: no perquisite for ${year}.`,
  summaryCovered: (year: string, rent: string, value: string) =>
    `No perquisite for ${year}: the rent you pay (${rent}) covers the value of the accommodation (${value}).`,
  summaryPerquisite: (kind: string, perquisite: string, year: string, months: number) =>
    `${kind} adds ${perquisite} to your taxable salary for ${year}, for ${englishMonths(months)}.`,
  /** A form's name across the Acts, as lib/tax/forms.ts gives it ("Form 12BA (Form 123 from tax year 2026-27)"). */
  formAcross: (english: string) => english,
  noteBothRegimes: (form: string) =>
    `The perquisite is part of your salary in both the old and the new regime. Your employer shows it in ${form} and deducts tax on it.`,
  noteSalary:
    "Salary for this rule is pay, DA that counts for retirement benefits, bonus, commission, fees and taxable allowances from all your employers, due for the months you lived there. It leaves out exempt allowances, the employer's PF contribution and other perquisites.",
  noteSplit:
    "FY 2023-24 is valued in two parts: the old rates (2001 census) for April to August 2023 and the new rates (2011 census) from 1 September 2023. The salary and lease rent are taken to accrue evenly over the months you lived there.",
  /** A rule's own note (lib/tax/accommodation-parameters.ts), as the page's language shows it. */
  ruleNote: (note: string) => note,
  noteGovernment:
    "Government quarters are valued at the licence fee only for employees of the Central or a State Government (and those on deputation to their bodies); a public-sector company is an ordinary employer.",
  noteRent:
    "Rent you pay is set against the whole value, house and furniture together. Each part is rounded to the nearest rupee, and a month of occupation counts in full.",
  noteNotTaxed:
    "Not taxed at all: accommodation in a remote area, and temporary accommodation of up to 1,000 sq ft at a mining, oil-exploration, project, dam, power or offshore site.",
  note2025Act:
    "Tax year 2026-27 falls under the Income-tax Act, 2025 and the Income-tax Rules, 2026; we apply the rates of Rule 3(1) as amended in 2023, which we understand the new rules carry over. Check before relying on it.",
  taxablePerquisite: "Taxable perquisite",
  addedToSalary: "Added to your salary",
  madeUp: "How it is made up",
  salaryForRule: "Salary for the rule",
  accommodationValue: "Value of the accommodation",
  furnitureValue: "Value of the furniture",
  breakdown: (year: string) => `Perquisite for ${year}`,
  explanation: [
    "A house or flat your employer gives you free, or for less than its value, is a perquisite taxed as salary under section 17(2)(i) and (ii). Rule 3(1) of the Income-tax Rules fixes its value, not the market rent.",
    "From 1 September 2023 (Notification 65/2023), accommodation the employer owns is valued at 10% of salary in cities with a population above 40 lakh by the 2011 census, 7.5% in cities above 15 lakh up to 40 lakh, and 5% elsewhere. Accommodation the employer leases is valued at the rent it pays, but at most 10% of salary. Before that date the rates were 15%, 10% and 7.5% on the 2001 census bands (above 25 lakh, and above 10 lakh), and 15% for leased accommodation, so FY 2023-24 is valued in two parts.",
    "Furniture adds 10% of its cost a year if the employer owns it, or the hire charges if it is hired. A hotel is valued at 24% of salary or the actual charges, whichever is lower, and a stay of up to 15 days on transfer is not taxed. Government employees in Government quarters are taxed on the licence fee. Whatever rent you pay the employer is taken off, and the value cannot go below nil.",
    '"Salary" here means basic pay, dearness allowance that counts for retirement benefits, bonus, commission, fees and taxable allowances, for the months you lived there. The perquisite is taxable in both regimes.',
  ] as readonly string[],
  faq: [
    {
      question: "How is rent-free accommodation taxed?",
      answer:
        "Its value under Rule 3(1) is added to your salary as a perquisite. For a flat your employer owns in a city of more than 40 lakh people, that is 10% of your salary, less any rent you pay. On a salary of ₹24 lakh with ₹60,000 of rent recovered, the perquisite is ₹1,80,000.",
    },
    {
      question: "My company leases the flat for me. What is taxed?",
      answer:
        "The lower of the rent the company pays and 10% of your salary (15% before 1 September 2023), less any rent you pay. If the company pays ₹4,20,000 a year and your salary is ₹24 lakh, ₹2,40,000 is the value before your own rent.",
    },
    {
      question: "Which census decides my city's rate?",
      answer:
        "From 1 September 2023 the 2011 census: above 40 lakh people is 10%, above 15 lakh up to 40 lakh is 7.5%, anywhere else 5%. Before that date the 2001 census applied, with bands of 25 lakh and 10 lakh.",
    },
    {
      question: "Is the perquisite taxed in the new regime?",
      answer: "Yes. Perquisites are part of salary in both regimes; the new regime only takes away deductions and exemptions, not the tax on perquisites.",
    },
    {
      question: "Does furniture make a difference?",
      answer:
        "Yes. Furniture and appliances the employer owns add 10% of their cost a year (₹50,000 on ₹5 lakh of furniture for a full year); if the employer hires them, the hire charges are added instead.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const hindiMonths = (months: number) => `${months} ${plural("hi", months, { one: "महीना", other: "महीने" })}`;



export const RENT_FREE_ACCOMMODATION_TEXT: Catalogues<typeof en> = translatable("RENT_FREE_ACCOMMODATION_TEXT", en);
