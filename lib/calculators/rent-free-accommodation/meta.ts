import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { RENT_FREE_ACCOMMODATION_TEXT } from "./text";

export const rentFreeAccommodationMeta: CalculatorMeta = {
  ...listing("rent-free-accommodation"),
  description: RENT_FREE_ACCOMMODATION_TEXT.en.description,
  keywords: RENT_FREE_ACCOMMODATION_TEXT.en.keywords,
};
