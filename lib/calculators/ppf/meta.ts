import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const ppfMeta: CalculatorMeta = {
  ...listing("ppf"),
  description:
    "See what your Public Provident Fund deposits grow to at 7.1% by maturity after 15 years, or after 5-year extensions, with the interest year by year under the PPF Scheme, 2019.",
  keywords:
    "PPF calculator, public provident fund, PPF interest rate 7.1%, PPF maturity amount, PPF extension 5 years, PPF Scheme 2019, post office PPF, section 80C, section 123, tax-free interest, EEE",
};
