import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const goldRateMeta: CalculatorMeta = {
  ...listing("gold-rate"),
  description:
    "Turn today's 24K gold rate into the rate for 22K, 18K and 14K, and work out a jewellery bill: gold value, making charges, hallmarking, 3% GST and old gold exchanged, to the paisa.",
  keywords:
    "gold rate calculator, gold price today, 22 carat gold rate, 24K to 22K, 18K gold rate, jewellery price calculator, making charges, GST on gold 3%, hallmark HUID charges, old gold exchange, tola to gram, 916 gold",
};
