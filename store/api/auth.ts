/**
 * Signing out through the app's API, for the profile menu.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadAuthService = () => import("@/services/auth");
