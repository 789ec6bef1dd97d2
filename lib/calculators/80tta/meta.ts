import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const section80ttaMeta: CalculatorMeta = {
  ...listing("80tta"),
  description:
    "Work out the deduction for interest on savings accounts (80TTA, up to ₹10,000) or, for resident senior citizens, on all bank and post-office deposits (80TTB, up to ₹50,000), after the post-office savings exemption, and the tax it saves in the old regime.",
  keywords:
    "section 80TTA, section 80TTB, savings account interest deduction 10000, senior citizen FD interest 50000, post office savings interest exemption, section 153",
};
