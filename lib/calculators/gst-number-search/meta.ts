import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const gstNumberSearchMeta: CalculatorMeta = {
  ...listing("gst-number-search"),
  description:
    "Check a GSTIN in your browser: its 15-character structure, the state, the PAN inside it and the check character, with the reason when it is wrong, and the registered details when the live look-up is available.",
  keywords:
    "GSTIN checker, GST number search, verify GSTIN, GSTIN validation, GST number format, GSTIN check digit, GSTIN state code, PAN from GSTIN, GST registration details",
};
