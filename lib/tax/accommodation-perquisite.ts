import { formatInr } from "@/lib/format";
import { plural, type Catalogues } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { ACCOMMODATION_RULES_BY_YEAR, periodLabel, populationBand, type CityClass } from "./accommodation-parameters";
import type { FinancialYear } from "./years";

/*
 * The perquisite value of accommodation provided by an employer (docs/tax-methods.md §12):
 * a share of "salary" for employer-owned accommodation, the lease rent up to a share of
 * salary for leased accommodation, the hotel charges up to a share of salary in a hotel,
 * or the licence fee for Government accommodation; plus furniture; less the rent the
 * employee pays; never below nil. Amounts are for the months occupied in the year. Each
 * part is rounded to the nearest rupee (50 paise up), so the parts add up to the total.
 */

export type AccommodationKind = "owned" | "leased" | "hotel" | "government";
export type FurnitureKind = "none" | "owned" | "hired";

export interface AccommodationSalary {
  basic: number;
  /** dearness allowance that counts for retirement benefits (other DA is not salary for the rule) */
  dearnessAllowance: number;
  bonusAndCommission: number;
  /** taxable allowances, fees and other monetary payments */
  taxableAllowances: number;
}

export interface AccommodationInput {
  fy: FinancialYear;
  kind: AccommodationKind;
  /** months occupied in the year, 1 to 12 */
  months: number;
  /** months occupied in each period of the year's rules (FY 2023-24: April–August, September–March); they add up to `months` */
  monthsByPeriod: readonly number[];
  /** the city's population band in each period, by that period's census */
  cityByPeriod: readonly CityClass[];
  /** salary for the rule, due for the months occupied */
  salary: AccommodationSalary;
  /** lease rent paid or payable by the employer for the months occupied */
  leaseRent: number;
  /** hotel charges paid or payable by the employer for the period */
  hotelCharges: number;
  /** a hotel stay on transfer of 15 days or less in all */
  shortHotelStayOnTransfer: boolean;
  /** licence fee fixed by the Government for the months occupied */
  licenceFee: number;
  furniture: FurnitureKind;
  /** cost of furniture and appliances owned by the employer */
  furnitureCost: number;
  /** hire charges for the months occupied */
  furnitureHire: number;
  /** rent paid or payable by the employee for the months occupied (for the house and furniture) */
  rentPaid: number;
}

export interface AccommodationStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface AccommodationResult {
  salary: number;
  accommodationValue: number;
  furnitureValue: number;
  /** the value before the rent paid is taken off */
  grossValue: number;
  perquisite: number;
  steps: AccommodationStep[];
}

/**
 * amount × rate% × numerator / denominator, to the nearest rupee (50 paise up), in integer
 * arithmetic so that 7.5% of a salary or 5 months of 12 never loses a rupee to floating point.
 */
export function rateShare(amount: number, ratePercent: number, numerator = 1, denominator = 1): number {
  const rateHundredths = Math.round(ratePercent * 100);
  const top = amount * rateHundredths * numerator;
  const bottom = 10_000 * denominator;
  return Math.floor((2 * top + bottom) / (2 * bottom));
}

const englishMonths = (months: number) => `${months} ${months === 1 ? "month" : "months"}`;

/** The steps' words in each language (the rent-free accommodation calculator's Hindi page). */
const en = {
  months: englishMonths,
  salary: (months: string, basic: string, da: string, bonus: string, allowances: string) =>
    `Salary for the rule, for the ${months} occupied: basic ${basic} + DA ${da} + bonus and commission ${bonus} + taxable allowances ${allowances}`,
  period: (label: string, months: string) => `${label}, ${months}: `,
  owned: (where: string, rate: number, ofPeriod: string, band: string) => `${where}${rate}% of salary ${ofPeriod} (employer-owned, city population ${band})`,
  leaseRent: (where: string, split: string) => `${where}lease rent paid by the employer${split ? ` (${split})` : ""}`,
  leaseShare: (where: string, rate: number, ofPeriod: string) => `${where}${rate}% of salary ${ofPeriod}`,
  lowerOfTwo: (where: string) => `${where}the lower of the two`,
  hotelTransfer: (days: number) => `Hotel stay on transfer for ${days} days or less in all: not a perquisite`,
  hotelCharges: "Hotel charges paid by the employer",
  hotelShare: (rate: number) => `${rate}% of salary`,
  hotelLower: "The lower of the two",
  licenceFee: "Licence fee fixed by the Government",
  furnitureOwned: (rate: number, cost: string, months: number) => `Furniture owned by the employer: ${rate}% a year of its cost (${cost}) for ${englishMonths(months)}`,
  furnitureHired: "Furniture hired by the employer: the hire charges",
  valueWithFurniture: "Value of the accommodation and furniture",
  value: "Value of the accommodation",
  lessRent: "Less: rent you paid the employer",
  perquisite: "Taxable perquisite (never below nil)",
};

const TEXT: Catalogues<typeof en> = {
  en,
  hi: {
    months: (months: number) => `${months} ${plural("hi", months, { one: "महीना", other: "महीने" })}`,
    salary: (months: string, basic: string, da: string, bonus: string, allowances: string) =>
      `नियम के लिए वेतन, जितने समय आप वहाँ रहे (${months}): मूल वेतन ${basic} + DA ${da} + बोनस और कमीशन ${bonus} + कर योग्य भत्ते ${allowances}`,
    period: (label: string, months: string) => `${label}, ${months}: `,
    owned: (where: string, rate: number, ofPeriod: string, band: string) => `${where}वेतन ${ofPeriod} का ${rate}% (नियोक्ता का अपना आवास, शहर की आबादी ${band})`,
    leaseRent: (where: string, split: string) => `${where}नियोक्ता द्वारा मकान मालिक को दिया किराया${split ? ` (${split})` : ""}`,
    leaseShare: (where: string, rate: number, ofPeriod: string) => `${where}वेतन ${ofPeriod} का ${rate}%`,
    lowerOfTwo: (where: string) => `${where}दोनों में से कम`,
    hotelTransfer: (days: number) => `तबादले पर कुल ${days} दिन या उससे कम का होटल प्रवास: अनुलाभ नहीं`,
    hotelCharges: "नियोक्ता द्वारा चुकाया होटल का खर्च",
    hotelShare: (rate: number) => `वेतन का ${rate}%`,
    hotelLower: "दोनों में से कम",
    licenceFee: "सरकार द्वारा तय लाइसेंस फ़ीस",
    furnitureOwned: (rate: number, cost: string, months: number) => `नियोक्ता का अपना फ़र्नीचर: उसकी लागत (${cost}) का ${rate}% सालाना, ${months} महीने के लिए`,
    furnitureHired: "नियोक्ता द्वारा किराये पर लिया फ़र्नीचर: उसका किराया",
    valueWithFurniture: "आवास और फ़र्नीचर का मूल्य",
    value: "आवास का मूल्य",
    lessRent: "घटाएँ: आपके द्वारा नियोक्ता को दिया किराया",
    perquisite: "कर योग्य अनुलाभ (शून्य से कम नहीं)",
  },
};

export function accommodationPerquisite(input: AccommodationInput, locale: Locale = "en"): AccommodationResult {
  const t = TEXT[locale];
  const monthsText = t.months;
  const rules = ACCOMMODATION_RULES_BY_YEAR[input.fy];
  const { basic, dearnessAllowance, bonusAndCommission, taxableAllowances } = input.salary;
  const salary = basic + dearnessAllowance + bonusAndCommission + taxableAllowances;
  const steps: AccommodationStep[] = [
    {
      label: t.salary(monthsText(input.months), formatInr(basic), formatInr(dearnessAllowance), formatInr(bonusAndCommission), formatInr(taxableAllowances)),
      amount: salary,
      reference: rules.salaryDefinition.reference,
    },
  ];

  let accommodationValue = 0;
  if (input.kind === "owned" || input.kind === "leased") {
    const split = rules.periods.length > 1;
    rules.periods.forEach((period, index) => {
      const months = input.monthsByPeriod[index] ?? 0;
      if (months === 0) return;
      const city = input.cityByPeriod[index] ?? "small";
      const where = split ? t.period(periodLabel(period, locale), monthsText(months)) : "";
      // The salary (and lease rent) of a split year is taken to accrue evenly over the months occupied.
      const ofPeriod = `${formatInr(salary)}${split ? ` × ${months}/${input.months}` : ""}`;
      if (input.kind === "owned") {
        const rate = period.ownedRate[city];
        const value = rateShare(salary, rate.value, months, input.months);
        steps.push({
          label: t.owned(where, rate.value, ofPeriod, populationBand(period, city, locale)),
          amount: value,
          reference: rate.reference,
        });
        accommodationValue += value;
      } else {
        const rate = period.leasedRate;
        const share = rateShare(salary, rate.value, months, input.months);
        const lease = rateShare(input.leaseRent, 100, months, input.months);
        const value = Math.min(share, lease);
        steps.push(
          { label: t.leaseRent(where, split ? `${formatInr(input.leaseRent)} × ${months}/${input.months}` : ""), amount: lease, reference: rate.reference },
          { label: t.leaseShare(where, rate.value, ofPeriod), amount: share, reference: rate.reference },
          { label: t.lowerOfTwo(where), amount: value, reference: rate.reference },
        );
        accommodationValue += value;
      }
    });
  } else if (input.kind === "hotel") {
    if (input.shortHotelStayOnTransfer) {
      steps.push({
        label: t.hotelTransfer(rules.hotelTransferDays.value),
        amount: 0,
        reference: rules.hotelTransferDays.reference,
      });
    } else {
      const share = rateShare(salary, rules.hotelRate.value);
      accommodationValue = Math.min(share, input.hotelCharges);
      steps.push(
        { label: t.hotelCharges, amount: input.hotelCharges, reference: rules.hotelRate.reference },
        { label: t.hotelShare(rules.hotelRate.value), amount: share, reference: rules.hotelRate.reference },
        { label: t.hotelLower, amount: accommodationValue, reference: rules.hotelRate.reference },
      );
    }
  } else {
    accommodationValue = input.licenceFee;
    steps.push({ label: t.licenceFee, amount: accommodationValue, reference: rules.governmentLicenceFee.reference });
  }

  // A hotel room comes furnished: Rule 3(1) adds nothing for furniture there.
  let furnitureValue = 0;
  if (input.kind !== "hotel" && input.furniture === "owned") {
    furnitureValue = rateShare(input.furnitureCost, rules.furnitureRate.value, input.months, 12);
    steps.push({
      label: t.furnitureOwned(rules.furnitureRate.value, formatInr(input.furnitureCost), input.months),
      amount: furnitureValue,
      reference: rules.furnitureRate.reference,
    });
  } else if (input.kind !== "hotel" && input.furniture === "hired") {
    furnitureValue = input.furnitureHire;
    steps.push({ label: t.furnitureHired, amount: furnitureValue, reference: rules.furnitureRate.reference });
  }

  const grossValue = accommodationValue + furnitureValue;
  const perquisite = Math.max(0, grossValue - input.rentPaid);
  steps.push(
    { label: furnitureValue > 0 ? t.valueWithFurniture : t.value, amount: grossValue, reference: rules.perquisite.reference },
    { label: t.lessRent, amount: input.rentPaid, reference: rules.rentRecovery.reference },
    { label: t.perquisite, amount: perquisite, reference: rules.perquisite.reference },
  );

  return { salary, accommodationValue, furnitureValue, grossValue, perquisite, steps };
}
