import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const agricultureMeta: CalculatorMeta = {
  ...listing("agriculture"),
  description: "See how your exempt agricultural income raises the tax on your other income under partial integration, for your year, regime and age.",
  keywords: "agricultural income tax calculator, partial integration, section 10(1), agricultural income exemption, farm income tax India",
};
