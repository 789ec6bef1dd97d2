import { formatInr } from "@/lib/format";
import { hraExemption, type HraLimit } from "@/lib/tax/hra-exemption";
import { HRA_RULES } from "@/lib/tax/hra-rules";
import { financialYearLabel, isTaxYearUnder2025Act } from "@/lib/tax/years";
import type { CalculatorResult, InputOf, Step } from "../types";
import type { fields } from "./fields";

export type HraCalculatorInput = InputOf<typeof fields>;

const MONTHS_IN_YEAR = 12;

const orList = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`);

/** The year's amounts, whichever way they were entered. */
export function yearlyAmounts(input: HraCalculatorInput): { salary: number; hraReceived: number; rent: number } {
  return input.entry === "monthly"
    ? {
        salary: input.basicMonthly * MONTHS_IN_YEAR,
        hraReceived: input.hraReceivedMonthly * MONTHS_IN_YEAR,
        rent: input.rentMonthly * MONTHS_IN_YEAR,
      }
    : { salary: input.basic, hraReceived: input.hraReceived, rent: input.rent };
}

export function computeHra(input: HraCalculatorInput): CalculatorResult {
  const rules = HRA_RULES[input.fy];
  const amounts = yearlyAmounts(input);
  const result = hraExemption(
    { salary: amounts.salary, hraReceived: amounts.hraReceived, rentPaid: amounts.rent, higherShareCity: input.metro },
    rules,
  );
  const year = financialYearLabel(input.fy).replace(/^Tax year/, "tax year");
  const exemption = rules.exemption.value;
  const cities = orList(rules.higherShareCities.value);
  const shareText = `${result.salarySharePercent}% of salary`;
  const place = input.metro ? `home in ${cities}` : `home outside ${cities}`;

  const limitLabels: Record<HraLimit, string> = {
    received: "(a) HRA received",
    rentExcess: `(b) Rent paid less ${rules.rentExcessOverSalary.value}% of salary`,
    salaryShare: `(c) ${shareText} (${place})`,
  };
  const shortLabels: Record<HraLimit, string> = {
    received: "(a) HRA received",
    rentExcess: `(b) rent paid less ${rules.rentExcessOverSalary.value}% of salary`,
    salaryShare: `(c) ${shareText}`,
  };
  // On a tie every limit equal to the least is named.
  const bindingText = `${result.binding.map((limit) => shortLabels[limit]).join(" and ")}${result.binding.length > 1 ? ", equal" : ""}`;

  const reason =
    amounts.hraReceived === 0
      ? null
      : result.limits.rentExcess === 0
        ? `your rent (${formatInr(amounts.rent)}) is not more than ${rules.rentExcessOverSalary.value}% of your salary (${formatInr(result.rentThreshold)})`
        : "your salary for HRA (basic + DA) is nil, so limit (c) is nil too";
  const summary =
    amounts.hraReceived === 0
      ? `You receive no HRA, so there is nothing to exempt for ${year}. If you pay rent, the old regime may allow a deduction under section 80GG instead.`
      : result.exempt === 0
        ? `None of your ${formatInr(amounts.hraReceived)} HRA is exempt for ${year}: ${reason}. All of it is taxable in both regimes.`
        : `${formatInr(result.exempt)} of your ${formatInr(amounts.hraReceived)} HRA is exempt in the old regime for ${year}, leaving ${formatInr(result.taxable)} taxable. In the new regime all ${formatInr(amounts.hraReceived)} is taxable.`;

  const monthlyNote = input.entry === "monthly" ? ` (${MONTHS_IN_YEAR} months)` : "";
  const oldSteps: Step[] = [
    {
      label: `Salary for HRA: basic + DA${monthlyNote}`,
      amount: amounts.salary,
      reference:
        isTaxYearUnder2025Act(input.fy)
          ? `${rules.limitsRule.reference}: salary is basic pay with dearness allowance that counts for retirement benefits, and turnover-based commission`
          : "Income-tax Rules, 1962, rule 2A, Explanation (ii), read with rule 2(h) of Part A of the Fourth Schedule: basic with DA that counts for retirement benefits; turnover-based commission included (Gestetner Duplicators (P) Ltd. v. CIT, (1979) 117 ITR 1 (SC))",
    },
    { label: `${limitLabels.received}${monthlyNote}`, amount: result.limits.received, reference: `${rules.limitsRule.reference}: limit (a), the allowance received for the period` },
    { label: `Rent paid${monthlyNote}`, amount: amounts.rent, reference: "Rent actually paid for the home you live in (rent receipts, agreement)" },
    { label: `${rules.rentExcessOverSalary.value}% of salary`, amount: result.rentThreshold, reference: rules.rentExcessOverSalary.reference },
    { label: limitLabels.rentExcess, amount: result.limits.rentExcess, reference: rules.rentExcessOverSalary.reference },
    {
      label: limitLabels.salaryShare,
      amount: result.limits.salaryShare,
      reference: input.metro ? rules.higherSalaryShare.reference : rules.lowerSalaryShare.reference,
    },
    { label: `Exempt HRA: the least of (a), (b) and (c), here ${bindingText}`, amount: result.exempt, reference: rules.exemption.reference },
    { label: "Taxable HRA: HRA received less the exempt part", amount: result.taxable, reference: `${rules.exemption.reference}; the rest is taxed as salary` },
  ];
  const newSteps: Step[] = [
    { label: "HRA received", amount: amounts.hraReceived, reference: rules.newRegime.reference },
    { label: "Exempt HRA: none in the new regime", amount: 0, reference: rules.newRegimeAllowsExemption.reference },
    { label: "Taxable HRA: all of it", amount: amounts.hraReceived, reference: rules.newRegimeAllowsExemption.reference },
  ];

  return {
    summary,
    groups: [
      {
        title: "Old regime",
        figures: [
          { name: "exemptHra", label: "Exempt HRA", value: result.exempt, format: "rupees" },
          { name: "taxableHra", label: "Taxable HRA", value: result.taxable, format: "rupees" },
        ],
      },
      {
        title: `New regime (${rules.newRegime.value})`,
        figures: [
          { name: "newExemptHra", label: "Exempt HRA", value: 0, format: "rupees", note: "The new regime allows no HRA exemption." },
          { name: "newTaxableHra", label: "Taxable HRA", value: amounts.hraReceived, format: "rupees" },
        ],
      },
      {
        title: `The three limits (${rules.limitsRule.value})`,
        figures: [
          { name: "limitHraReceived", label: limitLabels.received, value: result.limits.received, format: "rupees" },
          { name: "limitRentExcess", label: limitLabels.rentExcess, value: result.limits.rentExcess, format: "rupees" },
          { name: "limitSalaryShare", label: limitLabels.salaryShare, value: result.limits.salaryShare, format: "rupees" },
          {
            name: "bindingLimit",
            label: "The least, which sets the exemption",
            value: bindingText,
            format: "text",
          },
        ],
      },
    ],
    breakdown: [
      { title: `Old regime: ${exemption}`, steps: oldSteps },
      { title: `New regime: ${rules.newRegime.value}`, steps: newSteps },
    ],
    notes: notesFor(input, amounts, rules),
  };
}

function notesFor(input: HraCalculatorInput, amounts: { salary: number; hraReceived: number; rent: number }, rules: (typeof HRA_RULES)[keyof typeof HRA_RULES]): string[] {
  const panLimit = rules.landlordPanRentLimit.value;
  const notes: string[] = [
    amounts.rent > panLimit
      ? `Your rent is more than ${formatInr(panLimit)} a year, so your employer needs your landlord's PAN (or, if the landlord has none, the landlord's signed declaration saying so) to allow the exemption.`
      : `Rent of up to ${formatInr(panLimit)} a year needs no landlord's PAN; above that your employer needs it. Keep rent receipts and the rent agreement either way.`,
  ];
  if (amounts.rent > rules.rentTdsMonthlyLimit.value * MONTHS_IN_YEAR) {
    notes.push(
      `If any month's rent is more than ${formatInr(rules.rentTdsMonthlyLimit.value)}, you as tenant must deduct tax from the rent and pay it to the government (section 194-IB of the 1961 Act and its successor in the 2025 Act), using the landlord's PAN.`,
    );
  }
  notes.push(
    "Salary here means basic pay and dearness allowance that counts for retirement benefits, plus commission fixed as a percentage of your sales. HRA, special allowance and other allowances are left out.",
    "If your salary, HRA, rent or city changed during the year, or you rented only for part of it, the rule works month by month: work out each period separately and add the exempt amounts.",
    "There is no exemption if you live in a home you own or pay no rent. Rent paid to your spouse is generally not accepted; rent paid to a parent is, if it is really paid and the parent shows it as income.",
    "HRA received while you are on the new regime is fully taxable. To see which regime costs less overall, enter the exempt HRA in the income-tax calculator.",
    "Amounts are in whole rupees: any paise in a limit are dropped, so the exemption is never overstated.",
  );
  if (amounts.hraReceived === 0) {
    notes.push(
      "Without HRA, section 80GG (old regime) allows a deduction for rent of the least of ₹5,000 a month, 25% of your adjusted total income, and rent less 10% of it, if neither you, your spouse nor your minor child owns a home where you live or work; it is filed with Form 10BA.",
    );
  }
  if (isTaxYearUnder2025Act(input.fy)) {
    notes.push(
      `From tax year 2026-27 the exemption is in Schedule III of the Income-tax Act, 2025 and the limits in the Income-tax Rules, 2026; this calculator gives the 50% limit to ${orList(rules.higherShareCities.value).replace(" or ", " and ")}. Earlier years keep the four cities of rule 2A. The Form 12BB calculator uses the same list.`,
    );
  }
  // The city list's UNSURE assumption, shown wherever it applies (the same note as Form 12BB's).
  if (rules.higherShareCities.note) notes.push(rules.higherShareCities.note);
  return notes;
}
