import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const leaveEncashmentMeta: CalculatorMeta = {
  ...listing("leave-encashment"),
  description:
    "Find how much of the leave encashment you receive on retirement or resignation is tax-free under section 10(10AA): the least of the amount received, the value of your leave credit, ten months' salary and the ₹25 lakh limit.",
  keywords:
    "leave encashment calculator, leave encashment exemption, section 10(10AA), 25 lakh limit, earned leave, privilege leave, retirement, resignation, leave salary tax, tax year 2026-27",
};
