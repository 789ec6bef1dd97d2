import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const nscMeta: CalculatorMeta = {
  ...listing("nsc"),
  description:
    "Work out what a National Savings Certificate (VIII Issue) pays after five years at 7.7% compounded yearly, the interest that accrues each year, and how much of it counts again for section 80C (section 123 from tax year 2026-27).",
  keywords:
    "NSC calculator, National Savings Certificate, NSC VIII Issue, NSC interest rate 7.7%, NSC maturity value, NSC 80C, NSC section 123, NSC accrued interest, post office NSC, tax year 2026-27",
};
