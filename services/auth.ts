import Cookies from "js-cookie";

import { config } from "@/lib/site/config";
import { appHref } from "@/lib/site/app-links";

import { toApiError } from "./api-error";
import { GOOGLE_CSRF_COOKIE, onGoogleError, prepareGoogleOneTap } from "./google-csrf";
import { appClient } from "./clients";
import { sessionRequestConfig } from "./session-request";

/*
 * Signing in with Google one-tap and signing out, against the app's API.
 *
 * Unlike the other services, the two entry points used by the page (logout and
 * handleGoogleCredential) finish the job themselves (reload, navigate) and never throw:
 * both are fire-and-forget handlers. The page-level effects are injected, so the module
 * imports no router or store and tests run it without a browser navigating.
 */

// The one-tap prompt's synchronous part lives apart, so the prompt loads without axios.
export { GOOGLE_CSRF_COOKIE, onGoogleError, prepareGoogleOneTap, setGoogleCsrfCookie } from "./google-csrf";

export const LOGOUT_PATH = "/usermanagement/api/logout";
export const GOOGLE_TOKEN_PATH = "/social/google/login/token/";

export interface LogoutOptions {
  /** Reloads the page; the default is window.location.reload(). */
  reload?: () => void;
  /** Clears the session cookie on this site; the default is removeSessionCookie(). */
  removeSessionCookie?: () => void;
}

/**
 * Asks the app to end the session, then, whatever the answer, clears the session
 * cookie here and reloads so every part of the page starts again signed out.
 *
 * Only success or failure is read. A failure is logged, with one message for an error
 * status ("Logout failed") and another for no answer at all ("Network error during
 * logout"). With no API configured there is no session to end on a server, so nothing
 * is logged: the cookie is cleared and the page reloaded. Never throws.
 */
export async function logout({
  reload = () => window.location.reload(),
  removeSessionCookie: clearCookie = removeSessionCookie,
}: LogoutOptions = {}): Promise<void> {
  try {
    // A JSON request with an empty body. axios's browser adapter drops Content-Type when
    // the data is undefined, and would serialise null as "null", so the body is sent as "".
    await appClient.post(
      LOGOUT_PATH,
      undefined,
      sessionRequestConfig({ headers: { "Content-Type": "application/json" }, transformRequest: [() => ""] }),
    );
  } catch (error) {
    const { kind } = toApiError(error);
    if (kind === "http") console.error("Logout failed");
    else if (kind === "network" || kind === "timeout") console.error("Network error during logout");
  }
  clearCookie();
  reload();
}

/**
 * Removes the session cookie, named after the product slug.
 *
 * A cookie is deleted only by a write with the same Path (and Domain) it was set with;
 * the app and the stand-in set it on Path=/. js-cookie 3 already defaults to path "/",
 * so today the two calls write the same expiry: the explicit one keeps the removal on
 * "/" even if the library's default attributes are ever changed (withAttributes, a new
 * major version). Neither can reach an HttpOnly cookie or one set for a parent Domain:
 * the Set-Cookie in the API's logout answer clears that one.
 */
export function removeSessionCookie(): void {
  Cookies.remove(config.productSlug);
  Cookies.remove(config.productSlug, { path: "/" });
}

/**
 * Posts Google's ID token to the app, which verifies it and starts a session (its
 * answer sets the session cookie, hence withCredentials). The CSRF token travels three
 * ways, as the app checks them: the g_csrf_token cookie, the same-named form field and
 * the X-Csrftoken header. Form data, not JSON, because that is what the endpoint reads.
 * Throws an ApiError on failure.
 */
export async function exchangeGoogleCredential(credential: string, csrfToken: string): Promise<void> {
  const form = new FormData();
  form.append("g_csrf_token", csrfToken);
  form.append("credential", credential);
  try {
    await appClient.post(GOOGLE_TOKEN_PATH, form, {
      withCredentials: true,
      headers: { "X-Csrftoken": csrfToken },
    });
  } catch (error) {
    throw toApiError(error);
  }
}

/** What a profile reload reports: `ok` is false when it failed. It may also reject. */
export interface ProfileRefetchResult {
  ok: boolean;
}

export type RefetchProfile = () => Promise<ProfileRefetchResult>;

export interface GoogleCredentialInput {
  /** The ID token from Google's callback. */
  credential: string;
  /**
   * The token prepareGoogleOneTap() returned. When omitted, the g_csrf_token cookie is
   * used (the value the app will compare), or, with no cookie, a fresh token is prepared.
   */
  csrfToken?: string;
  /** Reloads the signed-in user's profile into the page (e.g. dispatches fetchProfile). */
  refetchProfile: RefetchProfile;
  /** Navigates to an absolute href (e.g. `href => window.location.assign(href)`). */
  goTo: (href: string) => void;
  /** The visit's campaign (lib/campaign.ts), carried to the signup page if it comes to that. */
  campaign?: string;
}

/**
 * - `signed-in`: the app accepted the credential and the profile reloaded;
 * - `login-failed`: the exchange failed ("Login Failed" logged, nothing else done);
 * - `profile-failed`: signed in, but the profile could not be read, so the visitor is
 *   sent to the app's signup page with `login_error=1`.
 */
export type GoogleSignInOutcome = "signed-in" | "login-failed" | "profile-failed";

/** The one-tap credential callback's work. Never throws; says how it ended. */
export async function handleGoogleCredential({
  credential,
  csrfToken = Cookies.get(GOOGLE_CSRF_COOKIE) ?? prepareGoogleOneTap(),
  refetchProfile,
  goTo,
  campaign = "",
}: GoogleCredentialInput): Promise<GoogleSignInOutcome> {
  try {
    await exchangeGoogleCredential(credential, csrfToken);
  } catch (error) {
    onGoogleError(error);
    return "login-failed";
  }

  let profileLoaded: boolean;
  try {
    profileLoaded = (await refetchProfile()).ok;
  } catch {
    profileLoaded = false;
  }
  if (profileLoaded) return "signed-in";
  goTo(appHref("signup", campaign, { query: { login_error: 1 } }));
  return "profile-failed";
}
