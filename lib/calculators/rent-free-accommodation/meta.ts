import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const rentFreeAccommodationMeta: CalculatorMeta = {
  ...listing("rent-free-accommodation"),
  description:
    "Work out the taxable value of a house, flat or hotel your employer provides, under Rule 3(1) as amended from 1 September 2023: 10%, 7.5% or 5% of salary by city, lease rent up to 10%, furniture, and the rent you pay.",
  keywords:
    "rent free accommodation, perquisite value, rule 3(1), section 17(2), company leased accommodation, concessional accommodation, 2011 census, notification 65/2023, Form 12BA, tax year 2026-27",
};
