/**
 * The tax optimiser's report (fetch and email) for the tax optimiser form.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadReportsService = () => import("@/services/reports");
