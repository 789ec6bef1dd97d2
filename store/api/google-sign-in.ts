/**
 * Google one-tap sign-in, for the one-tap component only. The prompt's synchronous part (its
 * CSRF cookie, the error path) is small and plain; the exchange with the app, which brings
 * axios and the API clients, loads only when Google hands back a credential.
 */
export { onGoogleError, prepareGoogleOneTap } from "@/services/google-csrf";

export const loadGoogleSignIn = () => import("@/services/auth");
