import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const currencyConverterMeta: CalculatorMeta = {
  ...listing("currency-converter"),
  description:
    "Convert between the rupee and 28 foreign currencies, or between two foreign currencies through the rupee, at the rate you enter, and see what a card or bank mark-up costs you.",
  keywords:
    "currency converter, USD to INR, INR to USD, euro to rupee, dirham to rupee, exchange rate calculator, forex card mark-up, FBIL reference rate, SBI TT buying rate rule 115, CBIC customs exchange rate, TCS on foreign remittance, LRS",
};
