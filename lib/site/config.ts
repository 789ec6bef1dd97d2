import { z } from "zod";

/**
 * Every setting the site reads from the environment, parsed once.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_*` only when each variable is written out
 * literally, so the raw object below names them one by one. Empty strings count as
 * unset: a deployment that leaves a variable blank gets the documented default.
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
};

export const DEFAULT_PRODUCT_NAME = "TaxSathi";
export const DEFAULT_PRODUCT_SLUG = "taxsathi";
/** A reserved example host: links work as links but lead nowhere real until configured. */
export const DEFAULT_APP_URL = "https://app.example.com";
export const DEFAULT_SITE_URL = "http://localhost:3000";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** An http(s) address without its trailing slash, or undefined when unset or not a URL. */
const optionalUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), "must be an http(s) URL")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional()
    .catch(undefined),
);

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const configSchema = z.object({
  productName: optionalText.transform((v) => v ?? DEFAULT_PRODUCT_NAME),
  productSlug: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .catch(DEFAULT_PRODUCT_SLUG)
      .default(DEFAULT_PRODUCT_SLUG),
  ),
  appUrl: optionalUrl.transform((v) => v ?? DEFAULT_APP_URL),
  apiUrl: optionalUrl,
  cmsApiUrl: optionalUrl,
  chatbotApiUrl: optionalUrl,
  /** `user:password`; the spec makes this shared login public, so it may ship to the client. */
  apiBasicAuth: z.preprocess(
    blankToUndefined,
    z.string().regex(/^[^:]+:.*$/).optional().catch(undefined),
  ),
  googleClientId: optionalText,
  chatWidgetUrl: optionalUrl,
  /** Digits only, country code first, as wa.me links want it. */
  whatsappNumber: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[^\d]/g, "") || undefined : value),
    z.string().min(8).max(15).optional().catch(undefined),
  ),
  siteUrl: optionalUrl.transform((v) => v ?? DEFAULT_SITE_URL),
  cmsStaffEmails: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().transform((list) =>
      list
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.includes("@")),
    ),
  ),
});

export type SiteConfig = z.infer<typeof configSchema>;

/** Parses raw settings; exported so tests can check the defaults and the cleaning rules. */
export function parseConfig(raw: Partial<Record<keyof typeof rawEnv, string | undefined>>): SiteConfig {
  return configSchema.parse(raw);
}

export const config: SiteConfig = parseConfig(rawEnv);
