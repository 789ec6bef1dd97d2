/**
 * Live look-ups (GSTIN, HSN, IFSC, exchange and gold rates) for the calculators that show them.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadLookupsService = () => import("@/services/lookups");
