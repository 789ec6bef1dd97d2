/**
 * The chat API (chat services by type, vault documents and their delete) for the GST panel
 * and the document vaults.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadChatService = () => import("@/services/chat");
