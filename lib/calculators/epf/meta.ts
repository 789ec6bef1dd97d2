import { formatPercent } from "@/lib/format";
import { EPF_RATE, EPF_RULES } from "@/lib/finance/epf";
import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const epfMeta: CalculatorMeta = {
  ...listing("epf"),
  description:
    `Project your Employees' Provident Fund balance at retirement from your basic + DA: your ${formatPercent(EPF_RULES.contributionPercent.value)}, your employer's share after the pension (EPS) part, and interest at ${formatPercent(EPF_RATE.value)}, year by year.`,
  keywords:
    `EPF calculator, PF calculator, provident fund, EPF interest rate ${formatPercent(EPF_RATE.value)}, employee and employer contribution ${formatPercent(EPF_RULES.contributionPercent.value)}, EPS ${formatPercent(EPF_RULES.pensionSharePercent.value)}, pension share, PF balance at retirement, EPFO, section 80C, section 123`,
};
