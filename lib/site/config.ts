/**
 * Every setting the site reads from the environment, parsed once.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_*` only when each variable is written out
 * literally, so the raw object below names them one by one.
 */
const rawEnv = {
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  productSlug: process.env.NEXT_PUBLIC_PRODUCT_SLUG,
  appUrl: process.env.NEXT_PUBLIC_APP_URL,
  apiUrl: process.env.NEXT_PUBLIC_API_URL,
  cmsApiUrl: process.env.NEXT_PUBLIC_CMS_API_URL,
  chatbotApiUrl: process.env.NEXT_PUBLIC_CHATBOT_API_URL,
  apiBasicAuth: process.env.NEXT_PUBLIC_API_BASIC_AUTH,
  googleClientId: process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID,
  chatWidgetUrl: process.env.NEXT_PUBLIC_CHAT_WIDGET_URL,
  whatsappNumber: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  cmsStaffEmails: process.env.NEXT_PUBLIC_CMS_STAFF_EMAILS,
  gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
};

export const DEFAULT_PRODUCT_NAME = "TaxSathi";
export const DEFAULT_PRODUCT_SLUG = "taxsathi";
/** A reserved example host: links work as links but lead nowhere real until configured. */
export const DEFAULT_APP_URL = "https://app.example.com";
export const DEFAULT_SITE_URL = "http://localhost:3000";

/*
 * The readers below clean each raw value: blank means unset, a malformed value falls back
 * to its default instead of breaking the build. They are plain functions rather than a
 * zod schema because this module ships in every page's first-load JavaScript.
 */
type Raw = string | undefined;

const text = (value: Raw): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** An http(s) address without its trailing slash, or undefined when unset or not a URL. */
const httpUrl = (value: Raw): string | undefined => {
  const candidate = text(value);
  if (!candidate || !/^https?:\/\/[^\s/]+\S*$/i.test(candidate)) return undefined;
  return candidate.replace(/\/+$/, "");
};

const slug = (value: Raw): string | undefined => {
  const candidate = text(value)?.toLowerCase();
  return candidate && /^[a-z0-9][a-z0-9-]*$/.test(candidate) ? candidate : undefined;
};

/** `user:password`; the spec makes this shared login public, so it may ship to the client. */
const basicAuth = (value: Raw): string | undefined => {
  const candidate = text(value);
  return candidate && /^[^:]+:.*$/.test(candidate) ? candidate : undefined;
};

/** Digits only, country code first, as wa.me links want it. */
const phoneDigits = (value: Raw): string | undefined => {
  const digits = (value ?? "").replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? digits : undefined;
};

/** A Google Analytics 4 measurement id, `G-` and letters and digits (ids are written in capitals). */
const gaMeasurementId = (value: Raw): string | undefined => {
  const candidate = text(value)?.toUpperCase();
  return candidate && /^G-[A-Z0-9]{4,20}$/.test(candidate) ? candidate : undefined;
};

const emailList = (value: Raw): string[] =>
  (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => /^[^\s@]+@[^\s@]+$/.test(email));

export interface SiteConfig {
  productName: string;
  productSlug: string;
  appUrl: string;
  apiUrl?: string;
  cmsApiUrl?: string;
  chatbotApiUrl?: string;
  apiBasicAuth?: string;
  googleClientId?: string;
  chatWidgetUrl?: string;
  whatsappNumber?: string;
  siteUrl: string;
  /** Lower-cased; compared case-insensitively with the signed-in user's email. */
  cmsStaffEmails: string[];
  /** Google Analytics 4; unset, no analytics loads and the CSP allows none of its hosts. */
  gaMeasurementId?: string;
}

/** Cleans raw settings; exported so tests can check the defaults and the cleaning rules. */
export function parseConfig(raw: Partial<Record<keyof typeof rawEnv, Raw>>): SiteConfig {
  return {
    productName: text(raw.productName) ?? DEFAULT_PRODUCT_NAME,
    productSlug: slug(raw.productSlug) ?? DEFAULT_PRODUCT_SLUG,
    appUrl: httpUrl(raw.appUrl) ?? DEFAULT_APP_URL,
    apiUrl: httpUrl(raw.apiUrl),
    cmsApiUrl: httpUrl(raw.cmsApiUrl),
    chatbotApiUrl: httpUrl(raw.chatbotApiUrl),
    apiBasicAuth: basicAuth(raw.apiBasicAuth),
    googleClientId: text(raw.googleClientId),
    chatWidgetUrl: httpUrl(raw.chatWidgetUrl),
    whatsappNumber: phoneDigits(raw.whatsappNumber),
    siteUrl: httpUrl(raw.siteUrl) ?? DEFAULT_SITE_URL,
    cmsStaffEmails: emailList(raw.cmsStaffEmails),
    gaMeasurementId: gaMeasurementId(raw.gaMeasurementId),
  };
}

export const config: SiteConfig = parseConfig(rawEnv);
