import { AGE_BANDS, CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, rulesFor, type AgeBand, type FinancialYear, type Regime } from "@/lib/tax";
import { choice, percent, rupees, toggle } from "../fields";

/** The largest CTC accepted: ₹1,000 crore a year. */
const MAX_AMOUNT = 10_000_000_000;

const AGE_LABELS: Record<AgeBand, string> = {
  below60: "Below 60",
  "60to80": "60 to 79",
  "80plus": "80 or more",
};

export type PfBasis = "basic" | "ceiling" | "none";

/** Article 276(2) of the Constitution: no state may levy more than this a year (the same every year we model). */
const PROFESSIONAL_TAX_MAXIMUM = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits.professionalTax.value;

export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  regime: choice<Regime>({
    label: "Tax regime you told your employer",
    help: "Your employer deducts tax under the new regime unless you choose the old one.",
    options: [
      { value: "new", label: "New regime" },
      { value: "old", label: "Old regime" },
    ],
    default: "new",
  }),
  age: choice<AgeBand>({
    label: "Your age during the year",
    help: "Age on the last day of the year. It changes the old regime's tax only.",
    options: AGE_BANDS.map((band) => ({ value: band, label: AGE_LABELS[band] })),
    default: "below60",
  }),
  ctc: rupees({
    label: "Cost to company (CTC), yearly",
    help: "The yearly CTC in your offer letter, without variable pay you are not sure to get.",
    default: 1_500_000,
    max: MAX_AMOUNT,
  }),
  basicPct: percent({
    label: "Basic salary (with DA) as a share of CTC",
    help: "Usually 40% to 50%.",
    default: 50,
    min: 1,
    max: 100,
  }),
  hraPct: percent({
    label: "House rent allowance as a share of basic",
    help: "Usually 40% (50% in the metro cities).",
    default: 40,
    max: 100,
  }),
  pf: choice<PfBasis>({
    label: "Provident fund",
    help: "12% of basic from you and 12% from your employer, on the full basic or on the ₹15,000 a month wage ceiling.",
    options: [
      { value: "basic", label: "On full basic" },
      { value: "ceiling", label: "On ₹15,000 a month" },
      { value: "none", label: "No PF" },
    ],
    default: "basic",
  }),
  gratuity: toggle({
    label: "Gratuity (4.81% of basic) is part of the CTC",
    default: true,
  }),
  pt: rupees({
    label: "Professional tax, yearly",
    help: "Set by your state, at most ₹2,500 a year; some states levy none. See your payslip.",
    default: PROFESSIONAL_TAX_MAXIMUM,
    max: PROFESSIONAL_TAX_MAXIMUM,
  }),
};
