/**
 * The chat-bot's ITR record for the WhatsApp update form.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadChatbotItrService = () => import("@/services/chatbot-itr");
