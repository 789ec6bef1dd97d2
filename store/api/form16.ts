/**
 * The Form 16 merge API and its file rules, for the Form 16 merge form.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadForm16Service = () => import("@/services/form16");
