/**
 * Salary hike (docs/tax-methods.md §4): new salary = old × (1 + p ÷ 100), or old + an amount;
 * hike % = (new − old) ÷ old × 100. Successive hikes compound: 10% then 8% is
 * 1.10 × 1.08 − 1 = 18.8%, not 18%.
 *
 * The salary may be CTC, gross or basic; the page must say which. In-hand pay usually rises
 * by less (PF follows basic and slab tax is progressive): the salary calculator (§3) gives
 * in-hand before and after.
 *
 * Rounding: salaries run at full precision and are returned rounded to the rupee; a row's
 * hike amount is its closing less its opening, so the rows add up to the total hike to the
 * rupee. Percentages are returned unrounded, for the page to show to two decimals.
 */

export type Hike =
  /** a rise of `percent` percent */
  | { kind: "percent"; percent: number }
  /** a rise of `amount` rupees a year */
  | { kind: "amount"; amount: number };

export interface SalaryHikeInput {
  /** rupees a year, before the first hike */
  currentSalary: number;
  /** the hikes in order, one a year; a single hike is a list of one */
  hikes: readonly Hike[];
}

export interface SalaryHikeYearRow {
  /** 1 = after the first hike */
  year: number;
  opening: number;
  /** unrounded */
  hikePercent: number;
  hikeAmount: number;
  closing: number;
}

export interface SalaryHikeResult {
  currentSalary: number;
  newSalary: number;
  /** newSalary − currentSalary */
  hikeAmount: number;
  /** the single hike equal to all of them, unrounded: 18.8 for 10% then 8% */
  hikePercent: number;
  /** newSalary ÷ 12, rounded */
  newMonthlySalary: number;
  yearly: SalaryHikeYearRow[];
}

export interface HikeBetween {
  hikeAmount: number;
  /** unrounded; negative when the new salary is lower (a pay cut) */
  hikePercent: number;
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number, 0 or more, got ${value}`);
}

function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a finite number above 0, got ${value}`);
}

/**
 * The salary after one or more hikes, with a row for each.
 *
 * @throws RangeError for a salary of 0 or less, a negative or non-finite hike, or an
 *   unknown kind of hike.
 */
export function computeSalaryHike(input: SalaryHikeInput): SalaryHikeResult {
  requirePositive("current salary", input.currentSalary);
  let salary = input.currentSalary;
  const yearly = input.hikes.map((hike, index): SalaryHikeYearRow => {
    const before = salary;
    if (hike.kind === "percent") {
      requireNonNegative("hike percent", hike.percent);
      salary = before * (1 + hike.percent / 100);
    } else if (hike.kind === "amount") {
      requireNonNegative("hike amount", hike.amount);
      salary = before + hike.amount;
    } else {
      throw new RangeError(`a hike must be a percent or an amount, got ${String((hike as { kind: unknown }).kind)}`);
    }
    const opening = Math.round(before);
    const closing = Math.round(salary);
    return { year: index + 1, opening, hikePercent: ((salary - before) / before) * 100, hikeAmount: closing - opening, closing };
  });
  const currentSalary = Math.round(input.currentSalary);
  const newSalary = Math.round(salary);
  return {
    currentSalary,
    newSalary,
    hikeAmount: newSalary - currentSalary,
    hikePercent: ((salary - input.currentSalary) / input.currentSalary) * 100,
    newMonthlySalary: Math.round(salary / 12),
    yearly,
  };
}

/**
 * The hike from one salary to another, or the hike needed to reach a target:
 * (new − old) ÷ old × 100.
 *
 * @throws RangeError for an old salary of 0 or less, or a new one below 0 or not finite.
 */
export function hikeBetween(oldSalary: number, newSalary: number): HikeBetween {
  requirePositive("old salary", oldSalary);
  requireNonNegative("new salary", newSalary);
  return { hikeAmount: Math.round(newSalary) - Math.round(oldSalary), hikePercent: ((newSalary - oldSalary) / oldSalary) * 100 };
}
