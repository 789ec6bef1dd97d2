/**
 * Google one-tap sign-in, for the one-tap component. Not lazy here because the prompt needs
 * its CSRF token synchronously; that component is itself loaded only when a client id is
 * configured, the visitor is signed out and the page is idle, so this never reaches a
 * page's first load. Nothing else may import this module.
 */
export { handleGoogleCredential, onGoogleError, prepareGoogleOneTap } from "@/services/auth";
