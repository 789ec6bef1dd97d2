import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const fixedDepositMeta: CalculatorMeta = {
  ...listing("fixed-deposit"),
  description:
    "Work out the interest and maturity amount of a bank fixed deposit for any term from 7 days to 10 years, compounded quarterly or paid out monthly or quarterly, with the senior citizen's extra rate.",
  keywords:
    "FD calculator, fixed deposit calculator, FD interest, FD maturity amount, quarterly compounding, monthly interest payout, senior citizen FD rate, tax saver FD, TDS on FD interest, Form 15G 15H",
};
