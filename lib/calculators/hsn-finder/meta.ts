import type { CalculatorMeta } from "../types";

export const hsnFinderMeta: CalculatorMeta = {
  slug: "hsn-finder",
  title: "HSN and SAC code finder",
  description:
    "Check what an HSN code for goods or a SAC code for services means, digit by digit, and how many digits your GST invoice needs, or find the chapter or service heading by words.",
  icon: "/icons/book.svg",
  group: "lookups",
  keywords:
    "HSN code, SAC code, HSN code finder, HSN code search, SAC code list, harmonized system, GST HSN code, services accounting code, HSN digits on invoice, notification 78/2020, customs tariff chapter",
};
