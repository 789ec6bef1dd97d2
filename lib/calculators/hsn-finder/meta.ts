import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const hsnFinderMeta: CalculatorMeta = {
  ...listing("hsn-finder"),
  description:
    "Check what an HSN code for goods or a SAC code for services means, digit by digit, and how many digits your GST invoice needs, or find the chapter or service heading by words.",
  keywords:
    "HSN code, SAC code, HSN code finder, HSN code search, SAC code list, harmonized system, GST HSN code, services accounting code, HSN digits on invoice, notification 78/2020, customs tariff chapter",
};
