import type { AxiosRequestConfig, RawAxiosRequestHeaders } from "axios";
import Cookies from "js-cookie";

import { UPLOAD_TIMEOUT_MS } from "./timeouts";

/** The app's API is Django: it sets this cookie and checks this header on unsafe methods. */
export const CSRF_COOKIE_NAME = "csrftoken";
export const CSRF_HEADER_NAME = "X-CSRFToken";

export type SessionRequestExtra = Omit<AxiosRequestConfig, "headers"> & {
  headers?: RawAxiosRequestHeaders;
};

/**
 * Request options for calls that act as the signed-in user: the browser sends the
 * session cookie cross-origin only with `withCredentials`, and the CSRF token is read
 * at call time (it changes at login). An absent cookie, or a call during server
 * rendering where there is no `document`, gives an empty header rather than none, so
 * the server answers with a clear CSRF failure.
 */
export function sessionRequestConfig(extra: SessionRequestExtra = {}): AxiosRequestConfig {
  return {
    ...extra,
    withCredentials: true,
    headers: { ...extra.headers, [CSRF_HEADER_NAME]: Cookies.get(CSRF_COOKIE_NAME) ?? "" },
  };
}

/** The session options with the longer upload time-out. */
export function uploadRequestConfig(extra: SessionRequestExtra = {}): AxiosRequestConfig {
  return sessionRequestConfig({ ...extra, timeout: UPLOAD_TIMEOUT_MS });
}
