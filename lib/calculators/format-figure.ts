import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import type { Figure } from "./types";

/** The text of a result figure, as the contract fixes it (Indian grouping, ₹ for money). */
export function formatFigure(figure: Pick<Figure, "value" | "format">): string {
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
      return `${formatIndianNumber(value, { maximumFractionDigits: 1 })} ${value === 1 ? "year" : "years"}`;
    case "number":
      return formatIndianNumber(value, { maximumFractionDigits: 2 });
    default:
      return String(value);
  }
}
