import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const sipMeta: CalculatorMeta = {
  ...listing("sip"),
  description:
    "Project what a monthly SIP in a mutual fund could grow to at the return you expect, with an optional yearly step-up, and see the amount invested, the estimated returns and the value year by year.",
  keywords:
    "SIP calculator, systematic investment plan, mutual fund SIP returns, step-up SIP, top-up SIP, monthly investment, SIP future value, ELSS, section 80C, section 112A, LTCG on mutual funds",
};
