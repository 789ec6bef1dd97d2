import { z } from "zod/mini";

import { checkAddress, checkEmail, checkMobile, checkName } from "@/lib/forms/contact-rules";

import { ApiError, parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";
import { sessionRequestConfig } from "./session-request";

/*
 * Packages, the purchase of them, the billing address and Razorpay payment: one POST to
 * payrazorpay creates Razorpay's order (cp_uuid alone), a second records the payment
 * (cp_uuid with Razorpay's three fields).
 *
 * - The package list is the price list: public, basic auth only.
 * - Buying acts as the signed-in user (session cookie, CSRF header): the credits must
 *   land in an account, and a purchase and its billing address are personal data that
 *   must not be readable by whoever guesses an id. The checkout asks the person to log
 *   in before paying.
 *
 * The subscription body uses the checkout store's field names (firstname, mobilenumber,
 * packageassigned, transactionamount, …). Response shapes are our assumption: plausible
 * Django REST answers with amounts in rupees (DRF writes decimals as strings) except
 * Razorpay's order amount, which Razorpay counts in paise. Unknown keys are kept.
 */

export const PACKAGES_PATH = "/v1_2/package/";
export const SUBSCRIPTION_PATH = "/v1_2/subscription/";
export const BILLING_ADDRESS_PATH = "/billing/v1/billing_address/";
export const PAY_RAZORPAY_PATH = "/billing/v1/payrazorpay/";
export const creditsPurchasePath = (id: number) => `/credits/v1/creditspurchase/${id}/`;

/** A decimal as DRF writes it ("999.00") or a number; read as a number. */
const amount = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);
const optionalText = z.optional(z.nullable(z.string()));

/* Requests */

const packageLine = z.object({
  id: z.int().check(z.positive()),
  quantity: z.int().check(z.positive("Choose at least 1"), z.maximum(99, "Choose 99 or fewer")),
});

const subscriptionSchema = z.object({
  firstname: ruleField((input) => checkName(input, "first name")),
  lastname: ruleField((input) => checkName(input, "last name")),
  email: ruleField(checkEmail),
  mobilenumber: ruleField(checkMobile),
  serviceselected: z.string().check(z.trim(), z.minLength(1, "Choose a service")),
  packageassigned: z.array(packageLine).check(z.minLength(1, "Add a package to your order")),
  /** Rupees, as shown in the cart; the app recomputes it from the packages. */
  transactionamount: z.number().check(z.nonnegative()),
  address: ruleField(checkAddress),
});

const purchaseId = z.int().check(z.positive("The order is missing"));
const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const cpUuid = requiredText("The order is missing");

/** Razorpay's result of a payment, under Razorpay's own names, with the purchase it pays for. */
const razorpayConfirmationSchema = z.object({
  cp_uuid: cpUuid,
  razorpay_payment_id: requiredText("The payment reference is missing"),
  razorpay_order_id: requiredText("The payment's order is missing"),
  razorpay_signature: requiredText("The payment's signature is missing"),
});

export type SubscriptionRequest = z.input<typeof subscriptionSchema>;
export type RazorpayConfirmation = z.input<typeof razorpayConfirmationSchema>;

/* Responses (our assumption, see above) */

const packageSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  /** Rupees, before GST. */
  price: amount,
  /** GST rate in per cent (18 for most of these services). */
  gst_percent: amount,
  description: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ""),
  ),
});

const subscriptionAnswerSchema = z.looseObject({ id: z.number(), cp_uuid: z.string() });

const creditsPurchaseSchema = z.looseObject({
  id: z.number(),
  cp_uuid: z.string(),
  status: optionalText,
  amount: z.optional(amount),
  gst_amount: z.optional(amount),
  total_amount: amount,
  packages: z.optional(z.array(z.looseObject({ id: z.number(), name: z.string(), quantity: z.number() }))),
});

const billingAddressSchema = z.looseObject({
  cp_uuid: z.string(),
  name: z.string(),
  address: z.string(),
  gstin: optionalText,
  state: optionalText,
});

const razorpayOrderSchema = z.looseObject({
  razorpay_order_id: z.string(),
  razorpay_key_id: z.string(),
  /** Paise, as Razorpay's checkout wants it. */
  amount: z.int(),
  currency: z.literal("INR"),
});

export type Package = z.infer<typeof packageSchema>;
export type Subscription = z.infer<typeof subscriptionAnswerSchema>;
export type CreditsPurchase = z.infer<typeof creditsPurchaseSchema>;
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

/* Calls */

export async function getPackages(): Promise<Package[]> {
  const response = await appClient.get(PACKAGES_PATH);
  return parseResponse(z.array(packageSchema), response.data);
}

/** Places the order; answers the purchase's id and uuid for the next steps. */
export async function createSubscription(request: SubscriptionRequest): Promise<Subscription> {
  const body = checkRequest(subscriptionSchema, request);
  const response = await appClient.post(SUBSCRIPTION_PATH, body, sessionRequestConfig());
  return parseResponse(subscriptionAnswerSchema, response.data);
}

export async function getCreditsPurchase(id: number): Promise<CreditsPurchase> {
  const purchase = checkRequest(purchaseId, id);
  const response = await appClient.get(creditsPurchasePath(purchase), sessionRequestConfig());
  return parseResponse(creditsPurchaseSchema, response.data);
}

export async function getBillingAddress(cpUuidValue: string): Promise<BillingAddress> {
  const cp_uuid = checkRequest(cpUuid, cpUuidValue);
  const response = await appClient.get(BILLING_ADDRESS_PATH, sessionRequestConfig({ params: { cp_uuid } }));
  return parseResponse(billingAddressSchema, response.data);
}

/** Creates the Razorpay order for a purchase; the page opens Razorpay's checkout with it. */
export async function payWithRazorpay(cpUuidValue: string): Promise<RazorpayOrder> {
  const cp_uuid = checkRequest(cpUuid, cpUuidValue);
  const response = await appClient.post(PAY_RAZORPAY_PATH, { cp_uuid }, sessionRequestConfig());
  return parseResponse(razorpayOrderSchema, response.data);
}

/**
 * Sends Razorpay's result of a payment back to the same path, so the server can check the
 * signature (made with the key secret only it holds) and mark the purchase paid. Our
 * assumption, as the issue gives no shape: a 2xx answer from the API means it accepted the
 * payment, so its body is not read; a refusal or failure is an ApiError. A web page with a
 * 200 (a proxy's or captive portal's, not our API's) is not an acceptance: it is ApiError
 * `bad-response`, so the page says the payment is not recorded yet and offers to record it.
 */
export async function confirmRazorpayPayment(confirmation: RazorpayConfirmation): Promise<void> {
  const body = checkRequest(razorpayConfirmationSchema, confirmation);
  const response = await appClient.post(PAY_RAZORPAY_PATH, body, sessionRequestConfig());
  if (/^\s*text\/html\b/i.test(String(response.headers["content-type"] ?? ""))) {
    throw new ApiError("bad-response", `POST ${PAY_RAZORPAY_PATH} answered a web page, not the API`);
  }
}
