import type { CalculatorMeta } from "../types";

export const transportAllowanceMeta: CalculatorMeta = {
  slug: "transport-allowance",
  title: "Transport allowance exemption calculator",
  description:
    "See how much of your transport allowance is tax-free: the section 10(14) exemption for blind, deaf and dumb, and orthopaedically handicapped employees in both regimes, month by month and for the year.",
  icon: "/icons/briefcase.svg",
  group: "exemptions-deductions",
  keywords: "transport allowance exemption, conveyance allowance, section 10(14), rule 2BB, ₹3,200 per month, specially abled employee, handicapped transport allowance, running allowance, tax year 2026-27",
};
