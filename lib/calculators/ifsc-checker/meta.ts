import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const ifscCheckerMeta: CalculatorMeta = {
  ...listing("ifsc-checker"),
  description:
    "Check an IFSC's format and find the bank it belongs to from RBI's list of bank codes, with the branch's address, MICR and NEFT, RTGS and IMPS details when the live look-up is available.",
  keywords: "IFSC code checker, IFSC code search, bank IFSC code, verify IFSC, IFSC format, branch code, NEFT RTGS IMPS IFSC, MICR code, bank from IFSC",
};
