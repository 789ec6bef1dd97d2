import axios, { type AxiosInstance } from "axios";

import { ApiError, toApiError } from "./api-error";
import { basicAuthHeader } from "./basic-auth";
import { REQUEST_TIMEOUT_MS } from "./timeouts";

export interface ApiClientOptions {
  /** The host's base address; undefined when the deployment has not configured it. */
  baseURL: string | undefined;
  /** The shared `user:password` login; no Authorization header when absent. */
  basicAuth?: string;
  timeout?: number;
  /** Names the host in errors ("app API", "CMS"). */
  label?: string;
}

/**
 * One axios instance for one API host.
 *
 * Every failure leaves the instance as an ApiError (a response interceptor maps it), so
 * services catch a single typed error. When the host is not configured, a request
 * interceptor rejects before anything is sent: axios would otherwise resolve the path
 * against the page's own origin and call the site itself.
 */
export function createApiClient({
  baseURL,
  basicAuth,
  timeout = REQUEST_TIMEOUT_MS,
  label = "API",
}: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout,
    headers: basicAuth ? { Authorization: basicAuthHeader(basicAuth) } : {},
  });

  if (!baseURL) {
    client.interceptors.request.use(() =>
      Promise.reject(new ApiError("not-configured", `The ${label} host is not configured`)),
    );
  }
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

  return client;
}
