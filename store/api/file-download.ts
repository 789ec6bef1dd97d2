/**
 * File downloads (chat vault files, PAN data) for the vault and PAN validation screens.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadFileDownloadService = () => import("@/services/file-download");
