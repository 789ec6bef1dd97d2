import { formatInr } from "@/lib/format";
import type { PackageItem } from "@/store/checkout-slice";

/**
 * The cart's sums, worked in whole paise so that no rupee amount is ever a float sum.
 * Pure: the cart, the order summary and the payment step all read these numbers.
 *
 * GST is worked per cart line (price × quantity × rate), rounded half up to the paisa,
 * which is how the API's own purchase record prices an order: one ITR filing at ₹999 with
 * 18% GST is ₹179.82 of GST and ₹1,178.82 in all, and Razorpay's order for it is 117882
 * paise (tests/support/fixtures/app-api.json). The server remains the authority: the
 * payment step refuses to open a Razorpay order whose amount differs from this total.
 */

/** A package as the price list gives it (services/billing.ts, Package): rupees before GST and the GST rate in per cent. */
export interface PricedPackage {
  id: number;
  name: string;
  price: number;
  gst_percent: number;
}

/**
 * The most of one package a line may hold: services/billing.ts refuses a subscription
 * line above 99 ("Choose 99 or fewer"), so the cart stops there instead.
 */
export const MAX_PACKAGE_QUANTITY = 99;

export interface PricedLine {
  pkg: PricedPackage;
  quantity: number;
  /** Price × quantity, before GST. */
  netPaise: number;
  gstPaise: number;
  totalPaise: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Cart items whose package is no longer on the price list (a cart saved before a change). */
  unavailable: PackageItem[];
  netPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** Rupees (as the API's decimals, read as a number) to whole paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * GST on a net amount: the rate is taken in hundredths of a per cent (basis points) so the
 * product stays a whole number, then halves round up, as a person rounds on paper.
 */
export function gstOnPaise(netPaise: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((netPaise * basisPoints + 5_000) / 10_000);
}

/** The cart priced against the price list, in the cart's own order. */
export function priceCart(items: readonly PackageItem[], packages: readonly PricedPackage[]): PricedCart {
  const lines: PricedLine[] = [];
  const unavailable: PackageItem[] = [];
  for (const item of items) {
    const pkg = packages.find((candidate) => candidate.id === item.id);
    if (!pkg) {
      unavailable.push(item);
      continue;
    }
    const netPaise = toPaise(pkg.price) * item.quantity;
    const gstPaise = gstOnPaise(netPaise, pkg.gst_percent);
    lines.push({ pkg, quantity: item.quantity, netPaise, gstPaise, totalPaise: netPaise + gstPaise });
  }
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    unavailable,
    netPaise: sum((line) => line.netPaise),
    gstPaise: sum((line) => line.gstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

/** Paise as the site shows money, always with the paise: "₹1,178.82". */
export function formatPaise(paise: number): string {
  return formatInr(paise / 100, { paise: true });
}
