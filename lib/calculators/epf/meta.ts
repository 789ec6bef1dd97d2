import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const epfMeta: CalculatorMeta = {
  ...listing("epf"),
  description:
    "Project your Employees' Provident Fund balance at retirement from your basic + DA: your 12%, your employer's share after the pension (EPS) part, and interest at 8.25%, year by year.",
  keywords:
    "EPF calculator, PF calculator, provident fund, EPF interest rate 8.25%, employee and employer contribution 12%, EPS 8.33%, pension share, PF balance at retirement, EPFO, section 80C, section 123",
};
