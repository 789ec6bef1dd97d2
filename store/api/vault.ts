/**
 * The video vault API (list, upload, and its video rules) for the video upload screen.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadVaultService = () => import("@/services/vault");
