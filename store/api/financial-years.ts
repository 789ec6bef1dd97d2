/**
 * The financial years the app offers, for the dashboard and the forms that pick a year.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadFinancialYearsService = () => import("@/services/financial-years");
