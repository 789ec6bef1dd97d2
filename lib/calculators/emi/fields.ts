import { loanFields } from "./loan-fields";

/** The contract's `amount`, `rate`, `years`, defaulting to the standard example of docs/tax-methods.md §38.2 (₹10 lakh, 8.5%, 20 years). */
export const fields = loanFields({
  amount: 10_00_000,
  rate: 8.5,
  years: 20,
  amountLabel: "Loan amount",
  amountHelp: "The amount you borrow, in rupees.",
});
