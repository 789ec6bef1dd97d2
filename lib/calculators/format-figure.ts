import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Figure } from "./types";

/** The text of a result figure, as the contract fixes it (Indian grouping, ₹ for money); a count of years in the page's language ("21 वर्ष"). */
export function formatFigure(figure: Pick<Figure, "value" | "format">, locale: Locale = "en"): string {
  const { value, format } = figure;
  if (typeof value === "string") return value;
  switch (format) {
    case "rupees":
      return formatInr(value);
    case "paise":
      return formatInr(value, { paise: true });
    case "percent":
      return formatPercent(value);
    case "years":
      // Hindi's वर्ष is the same for one and many.
      return `${formatIndianNumber(value, { maximumFractionDigits: 1 })} ${locale === "hi" ? "वर्ष" : value === 1 ? "year" : "years"}`;
    case "number":
      return formatIndianNumber(value, { maximumFractionDigits: 2 });
    default:
      return String(value);
  }
}
