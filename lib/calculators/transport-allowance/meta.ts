import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const transportAllowanceMeta: CalculatorMeta = {
  ...listing("transport-allowance"),
  description:
    "See how much of your transport allowance is tax-free: the section 10(14) exemption for blind, deaf and dumb, and orthopaedically handicapped employees in both regimes, month by month and for the year.",
  keywords:
    "transport allowance exemption, conveyance allowance, section 10(14), rule 2BB, ₹3,200 per month, specially abled employee, handicapped transport allowance, running allowance, tax year 2026-27",
};
