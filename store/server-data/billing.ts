import type { Package } from "@/services/billing";
import { loadBillingService } from "../api/billing";
import { serverData, settle } from "./api";

/** The price list (GET /v1_2/package/) the checkout sells from and prices the cart with. */
export const billingData = serverData.injectEndpoints({
  endpoints: (build) => ({
    packages: build.query<Package[], void>({
      queryFn: () => settle(async () => (await loadBillingService()).getPackages()),
      // Prices can change and the cart is priced with today's list: once no checkout shows
      // it, the list is dropped, so the next visit waits for a fresh one rather than
      // showing (and pricing with) the last visit's while it asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePackagesQuery } = billingData;
