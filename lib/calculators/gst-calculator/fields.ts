import { GST_RATE_OPTIONS } from "@/lib/gst/rates";
import { choice, percent, rupeesAndPaise } from "../fields";

/** ₹1,000 crore: far above any single invoice, and exact in whole paise. */
const MAX_AMOUNT = 10_000_000_000;

type RateValue = (typeof GST_RATE_OPTIONS)[number]["value"];

export const fields = {
  amount: rupeesAndPaise({
    label: "Amount",
    help: "Without GST when adding it; the price with GST when removing it. Rupees and paise, like 2,499.50.",
    default: 1_000,
    min: 0.01,
    max: MAX_AMOUNT,
  }),
  mode: choice<"add" | "remove">({
    label: "Calculation",
    options: [
      { value: "add", label: "Add GST (the amount is before tax)" },
      { value: "remove", label: "Remove GST (the amount includes tax)" },
    ],
    default: "add",
  }),
  rate: choice<RateValue>({
    label: "GST rate",
    help: "The rate of the goods' HSN or the service's SAC entry. 12% and 28% are for invoices dated up to 21 September 2025 (and tobacco products).",
    options: GST_RATE_OPTIONS,
    default: "18",
    display: "select",
  }),
  supply: choice<"intra" | "inter">({
    label: "Supply",
    help: "Within one state or union territory: CGST and SGST (or UTGST). Between states, imports, exports and supplies to SEZs: IGST.",
    options: [
      { value: "intra", label: "Within a state (CGST + SGST)" },
      { value: "inter", label: "Between states (IGST)" },
    ],
    default: "intra",
  }),
  cess: percent({
    label: "Compensation cess, % (if any)",
    help: "Only for goods that still carry it, such as tobacco products; 0 for almost everything else.",
    default: 0,
    min: 0,
    max: 300,
  }),
};
