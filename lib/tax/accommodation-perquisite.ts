import { formatInr } from "@/lib/format";
import { ACCOMMODATION_RULES_BY_YEAR, type CityClass } from "./accommodation-parameters";
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

const monthsText = (months: number) => `${months} ${months === 1 ? "month" : "months"}`;

export function accommodationPerquisite(input: AccommodationInput): AccommodationResult {
  const rules = ACCOMMODATION_RULES_BY_YEAR[input.fy];
  const { basic, dearnessAllowance, bonusAndCommission, taxableAllowances } = input.salary;
  const salary = basic + dearnessAllowance + bonusAndCommission + taxableAllowances;
  const steps: AccommodationStep[] = [
    {
      label: `Salary for the rule, for the ${monthsText(input.months)} occupied: basic ${formatInr(basic)} + DA ${formatInr(dearnessAllowance)} + bonus and commission ${formatInr(bonusAndCommission)} + taxable allowances ${formatInr(taxableAllowances)}`,
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
      const where = split ? `${period.label}, ${monthsText(months)}: ` : "";
      // The salary (and lease rent) of a split year is taken to accrue evenly over the months occupied.
      const ofPeriod = `${formatInr(salary)}${split ? ` × ${months}/${input.months}` : ""}`;
      if (input.kind === "owned") {
        const rate = period.ownedRate[city];
        const value = rateShare(salary, rate.value, months, input.months);
        steps.push({
          label: `${where}${rate.value}% of salary ${ofPeriod} (employer-owned, city population ${period.populationBands.value[city]})`,
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
          { label: `${where}lease rent paid by the employer${split ? ` (${formatInr(input.leaseRent)} × ${months}/${input.months})` : ""}`, amount: lease, reference: rate.reference },
          { label: `${where}${rate.value}% of salary ${ofPeriod}`, amount: share, reference: rate.reference },
          { label: `${where}the lower of the two`, amount: value, reference: rate.reference },
        );
        accommodationValue += value;
      }
    });
  } else if (input.kind === "hotel") {
    if (input.shortHotelStayOnTransfer) {
      steps.push({
        label: `Hotel stay on transfer for ${rules.hotelTransferDays.value} days or less in all: not a perquisite`,
        amount: 0,
        reference: rules.hotelTransferDays.reference,
      });
    } else {
      const share = rateShare(salary, rules.hotelRate.value);
      accommodationValue = Math.min(share, input.hotelCharges);
      steps.push(
        { label: "Hotel charges paid by the employer", amount: input.hotelCharges, reference: rules.hotelRate.reference },
        { label: `${rules.hotelRate.value}% of salary`, amount: share, reference: rules.hotelRate.reference },
        { label: "The lower of the two", amount: accommodationValue, reference: rules.hotelRate.reference },
      );
    }
  } else {
    accommodationValue = input.licenceFee;
    steps.push({ label: "Licence fee fixed by the Government", amount: accommodationValue, reference: rules.governmentLicenceFee.reference });
  }

  // A hotel room comes furnished: Rule 3(1) adds nothing for furniture there.
  let furnitureValue = 0;
  if (input.kind !== "hotel" && input.furniture === "owned") {
    furnitureValue = rateShare(input.furnitureCost, rules.furnitureRate.value, input.months, 12);
    steps.push({
      label: `Furniture owned by the employer: ${rules.furnitureRate.value}% a year of its cost (${formatInr(input.furnitureCost)}) for ${monthsText(input.months)}`,
      amount: furnitureValue,
      reference: rules.furnitureRate.reference,
    });
  } else if (input.kind !== "hotel" && input.furniture === "hired") {
    furnitureValue = input.furnitureHire;
    steps.push({ label: "Furniture hired by the employer: the hire charges", amount: furnitureValue, reference: rules.furnitureRate.reference });
  }

  const grossValue = accommodationValue + furnitureValue;
  const perquisite = Math.max(0, grossValue - input.rentPaid);
  steps.push(
    { label: furnitureValue > 0 ? "Value of the accommodation and furniture" : "Value of the accommodation", amount: grossValue, reference: rules.perquisite.reference },
    { label: "Less: rent you paid the employer", amount: input.rentPaid, reference: rules.rentRecovery.reference },
    { label: "Taxable perquisite (never below nil)", amount: perquisite, reference: rules.perquisite.reference },
  );

  return { salary, accommodationValue, furnitureValue, grossValue, perquisite, steps };
}
