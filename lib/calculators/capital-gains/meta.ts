import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const capitalGainsMeta: CalculatorMeta = {
  ...listing("capital-gains"),
  description:
    "Find whether your sale of shares, mutual funds, property or gold is short-term or long-term, the gain after indexation where the law allows it, and the tax it adds to your year under the rates before and after 23 July 2024.",
  keywords:
    "capital gains tax calculator, LTCG, STCG, section 112A, section 111A, section 198, section 196, section 197, indexation, cost inflation index, property sale tax, 23 July 2024, section 50AA debt fund",
};
