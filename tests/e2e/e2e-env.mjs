// The settings the browser tests build and serve the site with: every external host is
// the local stand-in (tests/support/stand-in.mjs). NEXT_PUBLIC_* values are inlined at
// build time, so the e2e build goes to its own folder and never replaces `npm run build`'s.
import staffEmails from "../support/fixtures/staff-emails.json" with { type: "json" };

export const SITE_PORT = 3100;
export const STAND_IN_PORT = 4010;
// "localhost" on both sides: cookies ignore ports, so the session cookie the tests set on
// the site reaches the stand-in as the real app's cookie reaches its API.
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const STAND_IN_URL = `http://localhost:${STAND_IN_PORT}`;

/**
 * A server-only setting given to the build, which must never reach the client bundle
 * (tests/e2e/bundle.spec.ts): Next inlines only NEXT_PUBLIC_* values.
 */
export const SERVER_ONLY_CANARY = "server-only-canary-7f3c9a1e";

export const e2eEnv = {
  CMS_PREVIEW_SECRET: SERVER_ONLY_CANARY,
  NEXT_DIST_DIR: ".next-e2e",
  NEXT_PUBLIC_PRODUCT_NAME: "TaxSathi",
  NEXT_PUBLIC_PRODUCT_SLUG: "taxsathi",
  NEXT_PUBLIC_APP_URL: "https://app.taxsathi.example",
  NEXT_PUBLIC_API_URL: STAND_IN_URL,
  NEXT_PUBLIC_CMS_API_URL: `${STAND_IN_URL}/api/v2`,
  NEXT_PUBLIC_CHATBOT_API_URL: STAND_IN_URL,
  NEXT_PUBLIC_API_BASIC_AUTH: "website:shared-public-login",
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: "",
  NEXT_PUBLIC_CHAT_WIDGET_URL: `${STAND_IN_URL}/chat-widget`,
  NEXT_PUBLIC_WHATSAPP_NUMBER: "911140000000",
  NEXT_PUBLIC_SITE_URL: "https://www.taxsathi.example",
  NEXT_PUBLIC_CMS_STAFF_EMAILS: staffEmails.join(","),
};
