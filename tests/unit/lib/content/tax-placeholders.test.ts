import { formatInr, formatInrInLakh, formatPercent } from "@/lib/format";
import { renderTaxPlaceholders, TAX_PLACEHOLDER_NAMES, taxPlaceholderValue } from "@/lib/content/tax-placeholders";
import { REVISED_RETURN_RULES } from "@/lib/tax/late-fee-revised";
import { rulesFor } from "@/lib/tax/parameters";
import { complianceRulesFor } from "@/lib/tax/parameters/compliance";
import { CURRENT_FINANCIAL_YEAR } from "@/lib/tax/years";

/*
 * Each name must state the current year's parameter, formatted as the prose writes it.
 * The expected side reads the parameter tables directly, so a change of law in lib/tax
 * changes the prose and this test together.
 */
const rules = rulesFor(CURRENT_FINANCIAL_YEAR);
const compliance = complianceRulesFor(CURRENT_FINANCIAL_YEAR);
const revisedFee = REVISED_RETURN_RULES[CURRENT_FINANCIAL_YEAR].fee;

describe("taxPlaceholderValue for the current year", () => {
  test.each([
    ["standardDeductionNew", formatInr(rules.regimes.new.standardDeduction.value)],
    ["standardDeductionOld", formatInr(rules.regimes.old.standardDeduction.value)],
    ["rebateNew", formatInr(rules.regimes.new.rebate.maximum.value)],
    ["rebateLimitNew", formatInrInLakh(rules.regimes.new.rebate.incomeLimit.value)],
    ["rebateOld", formatInr(rules.regimes.old.rebate.maximum.value)],
    ["rebateLimitOld", formatInrInLakh(rules.regimes.old.rebate.incomeLimit.value)],
    ["basicExemptionNew", formatInrInLakh(rules.regimes.new.slabs.below60.bands[0]!.upTo!)],
    ["basicExemptionOld", formatInrInLakh(rules.regimes.old.slabs.below60.bands[0]!.upTo!)],
    ["lateFee", formatInr(compliance.lateFilingFee.fee.value)],
    ["lateFeeSmallIncome", formatInr(compliance.lateFilingFee.smallIncomeFee.value)],
    ["lateFeeSmallIncomeLimit", formatInrInLakh(compliance.lateFilingFee.smallIncomeLimit.value)],
    ["revisedReturnFee", formatInr(revisedFee!.fee.value)],
    ["revisedReturnFeeSmallIncome", formatInr(revisedFee!.smallIncomeFee.value)],
    ["revisedReturnFeeSmallIncomeLimit", formatInrInLakh(revisedFee!.smallIncomeLimit.value)],
    ["deduction80C", formatInrInLakh(rules.deductionLimits.ded80c.value)],
    ["deduction80DSelf", formatInr(rules.deductionLimits.ded80dSelfBelow60.value)],
    ["ltcg112AExemption", formatInrInLakh(rules.specialRates.ltcg112AExemption.value)],
    ["ltcg112ARate", formatPercent(rules.specialRates.ltcg112A.at(-1)!.value)],
    ["taxYear", CURRENT_FINANCIAL_YEAR],
  ])("given {{tax:%s}}, then the parameter as the prose writes it (%s)", (name, expected) => {
    expect(taxPlaceholderValue(name)).toBe(expected);
  });

  // The law's figures for tax year 2026-27, checked by hand, so a slip in the formatting is caught too.
  test.each([
    ["standardDeductionNew", "₹75,000"],
    ["standardDeductionOld", "₹50,000"],
    ["rebateNew", "₹60,000"],
    ["rebateLimitNew", "₹12 lakh"],
    ["rebateOld", "₹12,500"],
    ["rebateLimitOld", "₹5 lakh"],
    ["noTaxSalaryNew", "₹12.75 lakh"],
    ["basicExemptionNew", "₹4 lakh"],
    ["basicExemptionOld", "₹2.5 lakh"],
    ["lateFee", "₹5,000"],
    ["lateFeeSmallIncome", "₹1,000"],
    ["lateFeeSmallIncomeLimit", "₹5 lakh"],
    ["deduction80C", "₹1.5 lakh"],
    ["ltcg112AExemption", "₹1.25 lakh"],
    ["taxYear", "2026-27"],
  ])("tax year 2026-27: {{tax:%s}} reads %s", (name, expected) => {
    expect(taxPlaceholderValue(name, undefined, "2026-27")).toBe(expected);
  });

  test("given the inr format, then the amount in full; given lakh, in lakh", () => {
    expect(taxPlaceholderValue("noTaxSalaryNew", "inr", "2026-27")).toBe("₹12,75,000");
    expect(taxPlaceholderValue("deduction80C", "inr", "2026-27")).toBe("₹1,50,000");
    expect(taxPlaceholderValue("ltcg112AExemption", "lakh", "2026-27")).toBe("₹1.25 lakh");
  });

  test("every name has a value in the current year", () => {
    for (const name of TAX_PLACEHOLDER_NAMES) expect(taxPlaceholderValue(name)).toMatch(/^(₹[\d,.]+( lakh| crore)?|[\d.]+%|\d{4}-\d{2})$/);
  });

  test.each([["standardDeductionNeww"], ["toString"], ["__proto__"], [""]])("given the unknown name %p, then it throws", (name) => {
    expect(() => taxPlaceholderValue(name)).toThrow(/Unknown tax placeholder/);
  });

  test("given an unknown format, or a format on a figure that is not an amount, then it throws", () => {
    expect(() => taxPlaceholderValue("lateFee", "crore")).toThrow(/Unknown format/);
    expect(() => taxPlaceholderValue("taxYear", "inr")).toThrow(/not an amount/);
  });
});

describe("renderTaxPlaceholders", () => {
  test("given prose with placeholders, then each is replaced by its figure", () => {
    expect(renderTaxPlaceholders("Up to {{tax:rebateLimitNew}}, rebate {{tax:rebateNew}}; salary {{tax:noTaxSalaryNew:inr}}.", { fy: "2026-27" })).toBe(
      "Up to ₹12 lakh, rebate ₹60,000; salary ₹12,75,000.",
    );
  });

  test("given a placeholder that names its year, then that year's parameters are used", () => {
    expect(renderTaxPlaceholders("{{tax:2023-24:rebateLimitNew}} then {{tax:rebateLimitNew}}", { fy: "2026-27" })).toBe("₹7 lakh then ₹12 lakh");
    expect(renderTaxPlaceholders("{{tax:2023-24:standardDeductionNew:inr}}")).toBe("₹50,000");
  });

  test("given text without placeholders, then it is returned unchanged, other braces included", () => {
    const text = "Salary ₹12,00,000 and {{brand}} {x}";
    expect(renderTaxPlaceholders(text)).toBe(text);
  });

  test.each([["{{tax:lateFees}}"], ["{{tax:lateFee:inr:lakh}}"], ["{{tax:2019-20:lateFee}}"], ["{{tax:late fee}}"], ["{{tax:}}"]])(
    "given the bad placeholder %s, then it throws by default",
    (placeholder) => {
      expect(() => renderTaxPlaceholders(`Fee: ${placeholder}.`)).toThrow();
    },
  );

  test("given a handler for unknown names, then it decides the text and the rest is still filled", () => {
    const seen: string[] = [];
    const text = renderTaxPlaceholders("{{tax:oops}} and {{tax:lateFee}}", {
      fy: "2026-27",
      onUnknown: (placeholder) => {
        seen.push(placeholder);
        return placeholder;
      },
    });
    expect(text).toBe("{{tax:oops}} and ₹5,000");
    expect(seen).toEqual(["{{tax:oops}}"]);
  });
});
