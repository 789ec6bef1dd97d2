import { z } from "zod/mini";
import type { RazorpaySuccess } from "@/lib/payments/razorpay-loader";
import { PAY_RAZORPAY_PATH } from "@/services/billing";
import { appClient } from "@/services/clients";
import { checkRequest } from "@/services/error-catalogue";
import { sessionRequestConfig } from "@/services/session-request";

/*
 * Sends Razorpay's result of a payment back to POST /billing/v1/payrazorpay/, so the server
 * can check the signature (made with the key secret it alone holds) and mark the purchase
 * paid. services/billing.ts has the first call to that path (cp_uuid alone, which creates
 * the Razorpay order) but not this one; the call belongs there beside payWithRazorpay and
 * lives here only because the checkout's brief may not edit that file. It is loaded with
 * the payment step's code, never on other pages.
 *
 * Our assumption, as the issue gives no shape: the body is the purchase's cp_uuid plus
 * Razorpay's three fields under Razorpay's own names, and any 2xx answer means the server
 * accepted the payment (its body is not read). A refusal or failure is an ApiError.
 */

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const confirmationSchema = z.object({
  cp_uuid: requiredText("The order is missing"),
  razorpay_payment_id: requiredText("The payment reference is missing"),
  razorpay_order_id: requiredText("The payment's order is missing"),
  razorpay_signature: requiredText("The payment's signature is missing"),
});

export async function confirmRazorpayPayment(cpUuid: string, result: RazorpaySuccess): Promise<void> {
  const body = checkRequest(confirmationSchema, {
    cp_uuid: cpUuid,
    razorpay_payment_id: result.razorpay_payment_id,
    razorpay_order_id: result.razorpay_order_id,
    razorpay_signature: result.razorpay_signature,
  });
  await appClient.post(PAY_RAZORPAY_PATH, body, sessionRequestConfig());
}
