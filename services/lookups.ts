// zod/mini: this module loads on the look-up pages only, after the page is interactive.
import { z } from "zod/mini";
import { parseResponse } from "./api-error";
import { appClient, isAppApiConfigured } from "./clients";
import { LOOKUP_TIMEOUT_MS } from "./timeouts";

/*
 * The app's reference look-ups under /tsmisc/api/, used by the calculators to add what
 * only a server can know (a GSTIN's registration, a branch's address, finer HSN codes and
 * their rates, today's exchange and gold rates). Public reads: the shared basic-auth login
 * only, no session cookie. Every answer carries where it came from and when (`source`,
 * `as_of`), which the page shows beside it.
 *
 * Shapes are the site's contract with the app. A 404 means the endpoint is not there, so
 * "not found" is an answer (`found: false`), never a status: a missing endpoint must not
 * read as "no such registration".
 */

export const LOOKUP_PATHS = {
  gstin: "/tsmisc/api/gstin/",
  ifsc: "/tsmisc/api/ifsc/",
  hsn: "/tsmisc/api/hsn/",
  exchangeRates: "/tsmisc/api/exchange-rates/",
  goldRates: "/tsmisc/api/gold-rates/",
} as const;

export { isAppApiConfigured as isLookupConfigured };

const provenance = {
  source: z.string().check(z.minLength(1)),
  /** ISO 8601 date-time of the data (not of the request). */
  as_of: z.iso.datetime({ offset: true }),
};
const optionalText = z.optional(z.nullable(z.string()));

const gstinAnswer = z.union([
  z.object({
    found: z.literal(true),
    gstin: z.string(),
    legal_name: z.string(),
    trade_name: optionalText,
    status: z.string(),
    registration_date: optionalText,
    cancellation_date: optionalText,
    constitution: optionalText,
    taxpayer_type: optionalText,
    principal_address: optionalText,
    ...provenance,
  }),
  z.object({ found: z.literal(false), gstin: z.string(), ...provenance }),
]);
export type GstinRegistration = z.infer<typeof gstinAnswer>;

const ifscAnswer = z.union([
  z.object({
    found: z.literal(true),
    ifsc: z.string(),
    bank: z.string(),
    branch: z.string(),
    address: optionalText,
    city: optionalText,
    district: optionalText,
    state: optionalText,
    micr: optionalText,
    contact: optionalText,
    neft: z.optional(z.boolean()),
    rtgs: z.optional(z.boolean()),
    imps: z.optional(z.boolean()),
    upi: z.optional(z.boolean()),
    ...provenance,
  }),
  z.object({ found: z.literal(false), ifsc: z.string(), ...provenance }),
]);
export type IfscBranch = z.infer<typeof ifscAnswer>;

const percent = z.number().check(z.gte(0), z.lte(100));
const hsnAnswer = z.object({
  results: z.array(
    z.object({
      code: z.string().check(z.regex(/^\d{2,8}$/)),
      description: z.string(),
      /** GST rate in percent; null where the entry has none of its own (a heading with varied rates). */
      gst_rate: z.nullable(percent),
      kind: z.enum(["HSN", "SAC"]),
    }),
  ),
  ...provenance,
});
export type HsnAnswer = z.infer<typeof hsnAnswer>;

const positive = z.number().check(z.gt(0));
const exchangeRatesAnswer = z.object({
  rates: z.array(
    z.object({
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      /** Rupees for `per` units of the currency (per 100 for yen, as FBIL quotes it). */
      inr: positive,
      per: z.union([z.literal(1), z.literal(100)]),
    }),
  ),
  ...provenance,
});
export type ExchangeRates = z.infer<typeof exchangeRatesAnswer>;

const goldRatesAnswer = z.object({
  city: optionalText,
  /** Rupees per gram, before GST. */
  per_gram: z.object({ "24K": positive, "22K": z.optional(positive), "18K": z.optional(positive) }),
  ...provenance,
});
export type GoldRates = z.infer<typeof goldRatesAnswer>;

const lookupConfig = (params: Record<string, string>, signal?: AbortSignal) => ({ params, signal, timeout: LOOKUP_TIMEOUT_MS });

export async function lookUpGstin(gstin: string, signal?: AbortSignal): Promise<GstinRegistration> {
  const response = await appClient.get(LOOKUP_PATHS.gstin, lookupConfig({ gstin }, signal));
  return parseResponse(gstinAnswer, response.data);
}

export async function lookUpIfsc(ifsc: string, signal?: AbortSignal): Promise<IfscBranch> {
  const response = await appClient.get(LOOKUP_PATHS.ifsc, lookupConfig({ ifsc }, signal));
  return parseResponse(ifscAnswer, response.data);
}

export async function lookUpHsn(q: string, signal?: AbortSignal): Promise<HsnAnswer> {
  const response = await appClient.get(LOOKUP_PATHS.hsn, lookupConfig({ q }, signal));
  return parseResponse(hsnAnswer, response.data);
}

export async function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRates> {
  const response = await appClient.get(LOOKUP_PATHS.exchangeRates, lookupConfig({}, signal));
  return parseResponse(exchangeRatesAnswer, response.data);
}

export async function getGoldRates(signal?: AbortSignal): Promise<GoldRates> {
  const response = await appClient.get(LOOKUP_PATHS.goldRates, lookupConfig({}, signal));
  return parseResponse(goldRatesAnswer, response.data);
}
