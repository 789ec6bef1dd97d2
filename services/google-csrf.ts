import Cookies from "js-cookie";

import { randomHexToken } from "@/lib/csrf-token";

/*
 * The synchronous part of Google one-tap sign-in: the CSRF cookie the prompt needs before
 * it is shown, and the error path. Apart from services/auth.ts so the prompt, which every
 * signed-out visitor's page loads when idle, does not bring axios and the API clients;
 * those load only when Google hands back a credential.
 */

/** The double-submit cookie Google's sign-in flow checks against the posted field. */
export const GOOGLE_CSRF_COOKIE = "g_csrf_token";

/** Sets the g_csrf_token cookie for one day, site-wide, sent on top-level navigations too. */
export function setGoogleCsrfCookie(token: string): void {
  Cookies.set(GOOGLE_CSRF_COOKIE, token, { expires: 1, path: "/", sameSite: "lax" });
}

/**
 * Makes a fresh CSRF token and sets its cookie. Call it before the one-tap prompt is
 * shown, so the cookie is in place when the credential comes back; pass the returned
 * token to handleGoogleCredential.
 */
export function prepareGoogleOneTap(): string {
  const token = randomHexToken(8);
  setGoogleCsrfCookie(token);
  return token;
}

/** Google reported a sign-in error (or the exchange failed): logged, nothing else. */
export function onGoogleError(_error?: unknown): void {
  console.error("Login Failed");
}

