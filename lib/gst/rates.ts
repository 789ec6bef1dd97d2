/**
 * The GST rates the calculator offers (docs/tax-methods.md §25.3). A rate belongs to the
 * HSN/SAC entry of the goods or service; the calculator never infers it.
 *
 * From 22 September 2025 (recommended by the 56th GST Council meeting of 3 September 2025
 * and notified by CBIC's rate notifications that month) most goods moved to 5% or 18%,
 * with 40% for a short list of demerit goods; 12% and 28% stayed for tobacco products
 * until the compensation cess ends, and remain here for invoices dated before the change.
 */
export interface GstRateOption {
  /** Percent, as the `rate` parameter writes it. */
  value: string;
  label: string;
  /** Only for invoices dated up to 21 September 2025 (and tobacco products). */
  older?: boolean;
}

export const GST_RATE_OPTIONS: readonly GstRateOption[] = [
  { value: "0", label: "0% (nil-rated or exempt)" },
  { value: "0.25", label: "0.25% (rough diamonds, precious stones)" },
  { value: "1.5", label: "1.5% (cut and polished diamonds)" },
  { value: "3", label: "3% (gold, silver, jewellery)" },
  { value: "5", label: "5% (merit rate)" },
  { value: "18", label: "18% (standard rate)" },
  { value: "40", label: "40% (demerit and luxury goods, from 22 Sep 2025)" },
  { value: "12", label: "12% (until 21 Sep 2025, and tobacco products)", older: true },
  { value: "28", label: "28% (until 21 Sep 2025, and tobacco products)", older: true },
];

export const GST_RATES_SINCE = "22 September 2025";
