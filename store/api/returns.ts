/**
 * The returns API (ITR, TDS and GST returns) for the dashboard panels and the ITR-2 pre-fill.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadReturnsService = () => import("@/services/returns");
