import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { LEAVE_ENCASHMENT_TEXT } from "./text";

export const leaveEncashmentMeta: CalculatorMeta = {
  ...listing("leave-encashment"),
  description: LEAVE_ENCASHMENT_TEXT.en.description,
  keywords: LEAVE_ENCASHMENT_TEXT.en.keywords,
};
