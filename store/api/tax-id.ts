/**
 * The PAN validation API (TRACES runs, captcha, summary) for the PAN validation screen.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadTaxIdService = () => import("@/services/tax-id");
