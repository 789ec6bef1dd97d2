import { config } from "@/lib/site/config";

import { createApiClient } from "./create-client";

/**
 * One client per host, built once from the site's settings. A host left empty gives a
 * client whose every call rejects with an ApiError of kind `not-configured`; callers
 * that would rather not try at all ask the `is...Configured()` functions first.
 */
export const appClient = createApiClient({
  baseURL: config.apiUrl,
  basicAuth: config.apiBasicAuth,
  label: "app API",
});

export const cmsClient = createApiClient({
  baseURL: config.cmsApiUrl,
  basicAuth: config.apiBasicAuth,
  label: "CMS API",
});

export const chatbotClient = createApiClient({
  baseURL: config.chatbotApiUrl,
  basicAuth: config.apiBasicAuth,
  label: "chat-bot API",
});

export const isAppApiConfigured = (): boolean => Boolean(config.apiUrl);
export const isCmsConfigured = (): boolean => Boolean(config.cmsApiUrl);
export const isChatbotConfigured = (): boolean => Boolean(config.chatbotApiUrl);
