import { useCallback, useState } from "react";
import { brand } from "@/lib/site/brand";
import { loadRazorpay, type RazorpayConstructor, type RazorpayFailure, type RazorpaySuccess } from "@/lib/payments/razorpay-loader";
import type { BillingAddress, RazorpayOrder, Subscription } from "@/services/billing";
import { userMessage, type UserAction } from "@/services/error-catalogue";
import { useAppDispatch, useAppStore } from "@/store/hooks";
import { checkoutReset, otherErrorSet, selectCheckoutUser, userFieldUpdated, type CheckoutContact } from "@/store/checkout-slice";
import { formatPaise, type PricedCart } from "./cart-totals";
import { loadBillingService } from "@/store/api/billing";

/** An order the server has accepted (POST /v1_2/subscription/), for the cart as it was then. */
export interface PlacedOrder {
  subscription: Subscription;
  /** The cart it was placed for; a different cart makes the order stale. */
  cartKey: string;
  totalPaise: number;
  contact: CheckoutContact;
}

export type PaymentState =
  | { phase: "details" }
  | { phase: "placing" }
  | { phase: "review" | "paying" | "confirming"; order: PlacedOrder }
  /** Razorpay took the money but our server has not recorded it: never offer to pay again. */
  | { phase: "unconfirmed"; order: PlacedOrder; result: RazorpaySuccess }
  | { phase: "paid"; orderId: number; paymentId: string; totalPaise: number };

export type BillingView =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; address: BillingAddress };

const recording: UserAction = { doing: "Recording your payment", feature: "Payment recording", form: false };
const loadingAddress: UserAction = { doing: "Loading the billing address", feature: "The billing address", form: false };

/** The cart's identity: any change of package or quantity gives another key. */
export const cartKeyOf = (cart: PricedCart) => JSON.stringify(cart.lines.map((line) => [line.pkg.id, line.quantity]));

function scriptMessage(error: unknown): string {
  const reason = typeof error === "object" && error !== null && "reason" in error ? (error as { reason: unknown }).reason : undefined;
  const what = reason === "timeout" ? "The payment window took too long to load." : "The payment window couldn't be loaded.";
  return `${what} Check your internet connection (and allow checkout.razorpay.com if you use a blocker), then press Pay again. Your cart is kept.`;
}

function failedMessage(response: RazorpayFailure): string {
  const said = response.error?.description?.trim();
  // Razorpay's description is written for the payer ("Your card was declined"); anything
  // long or odd is left out rather than shown raw.
  const reason = said && said.length <= 200 ? ` Razorpay says: ${/[.!?]$/.test(said) ? said : `${said}.`}` : "";
  return `The payment didn't go through.${reason} You can try again in the payment window, or close it and press Pay again. Your cart is kept.`;
}

/**
 * The checkout's steps after the cart: place the order, show the billing address, load
 * Razorpay's script when Pay is pressed, create Razorpay's order, open its window, and
 * send the result to the server. Failures go to the checkout store's `errors.other`, in
 * the error catalogue's words; the cart is only emptied once the server has the payment.
 */
export function useCheckoutPayment(cart: PricedCart) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [state, setState] = useState<PaymentState>({ phase: "details" });
  const [billing, setBilling] = useState<BillingView>({ status: "loading" });
  const [notice, setNotice] = useState<string | null>(null);
  const cartKey = cartKeyOf(cart);

  const startAction = useCallback(() => {
    dispatch(otherErrorSet(null));
    setNotice(null);
  }, [dispatch]);

  const loadBilling = useCallback(async (cpUuid: string) => {
    setBilling({ status: "loading" });
    try {
      const { getBillingAddress } = await loadBillingService();
      setBilling({ status: "ready", address: await getBillingAddress(cpUuid) });
    } catch (error) {
      setBilling({ status: "error", error });
    }
  }, []);

  const place = useCallback(
    async (contact: CheckoutContact) => {
      startAction();
      if (cart.lines.length === 0 || cart.unavailable.length > 0) return;
      setState({ phase: "placing" });
      const packageassigned = cart.lines.map((line) => ({ id: line.pkg.id, quantity: line.quantity }));
      const transactionamount = cart.totalPaise / 100;
      // The store's user mirrors what is sent, for any screen that reads it next.
      dispatch(userFieldUpdated({ field: "packageassigned", value: packageassigned.map((line) => line.id) }));
      dispatch(userFieldUpdated({ field: "transactionamount", value: transactionamount }));
      try {
        const { createSubscription } = await loadBillingService();
        const subscription = await createSubscription({
          ...contact,
          serviceselected: selectCheckoutUser(store.getState()).serviceselected,
          packageassigned,
          transactionamount,
        });
        setState({ phase: "review", order: { subscription, cartKey, totalPaise: cart.totalPaise, contact } });
        void loadBilling(subscription.cp_uuid);
      } catch (error) {
        dispatch(otherErrorSet(userMessage(error, "checkout")));
        setState({ phase: "details" });
      }
    },
    [cart, cartKey, dispatch, loadBilling, startAction, store],
  );

  const confirm = useCallback(
    async (order: PlacedOrder, result: RazorpaySuccess) => {
      startAction();
      setState({ phase: "confirming", order });
      try {
        const { confirmRazorpayPayment } = await loadBillingService();
        await confirmRazorpayPayment({
          cp_uuid: order.subscription.cp_uuid,
          razorpay_payment_id: result.razorpay_payment_id,
          razorpay_order_id: result.razorpay_order_id,
          razorpay_signature: result.razorpay_signature,
        });
        dispatch(checkoutReset());
        setState({ phase: "paid", orderId: order.subscription.id, paymentId: result.razorpay_payment_id, totalPaise: order.totalPaise });
      } catch (error) {
        setState({ phase: "unconfirmed", order, result });
        dispatch(
          otherErrorSet(
            `Your payment went through (reference ${result.razorpay_payment_id}), but we haven't recorded it yet. ${userMessage(error, recording)} Please don't pay again: press "Record my payment", or contact us with the reference.`,
          ),
        );
      }
    },
    [dispatch, startAction],
  );

  const pay = useCallback(async () => {
    if (state.phase !== "review") return;
    const { order } = state;
    startAction();
    setState({ phase: "paying", order });
    const backToReview = (message: string) => {
      dispatch(otherErrorSet(message));
      setState({ phase: "review", order });
    };

    // The script first: if Razorpay cannot load, no Razorpay order is made for nothing.
    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadRazorpay();
    } catch (error) {
      return backToReview(scriptMessage(error));
    }

    let razorpayOrder: RazorpayOrder;
    try {
      const { payWithRazorpay } = await loadBillingService();
      razorpayOrder = await payWithRazorpay(order.subscription.cp_uuid);
    } catch (error) {
      return backToReview(userMessage(error, "checkout"));
    }

    // Never charge an amount other than the one the person was shown.
    if (razorpayOrder.amount !== order.totalPaise) {
      return backToReview(
        `The amount to pay (${formatPaise(razorpayOrder.amount)}) is not your cart's total (${formatPaise(order.totalPaise)}), so we haven't opened the payment. Please contact us; your cart is kept.`,
      );
    }

    try {
      const { contact } = order;
      const checkout = new Razorpay({
        key: razorpayOrder.razorpay_key_id,
        amount: razorpayOrder.amount,
        currency: razorpayOrder.currency,
        name: brand.name,
        description: `Order ${order.subscription.id}`,
        order_id: razorpayOrder.razorpay_order_id,
        prefill: { name: `${contact.firstname} ${contact.lastname}`, email: contact.email, contact: contact.mobilenumber },
        notes: { cp_uuid: order.subscription.cp_uuid },
        handler: (result) => void confirm(order, result),
        modal: {
          ondismiss: () => {
            setState((current) => (current.phase === "paying" ? { phase: "review", order: current.order } : current));
            setNotice("The payment was not completed. Your cart is kept: press Pay when you are ready.");
          },
        },
      });
      // Razorpay keeps its window open after a failure so the person can try another way.
      checkout.on("payment.failed", (response) => dispatch(otherErrorSet(failedMessage(response))));
      checkout.open();
    } catch {
      backToReview(scriptMessage(undefined));
    }
  }, [confirm, dispatch, startAction, state]);

  const confirmAgain = useCallback(() => {
    if (state.phase === "unconfirmed") void confirm(state.order, state.result);
  }, [confirm, state]);

  const changeDetails = useCallback(() => {
    startAction();
    setState((current) => (current.phase === "review" ? { phase: "details" } : current));
  }, [startAction]);

  const startAgain = useCallback(() => {
    startAction();
    setState({ phase: "details" });
  }, [startAction]);

  const retryBilling = useCallback(() => {
    if ("order" in state) void loadBilling(state.order.subscription.cp_uuid);
  }, [loadBilling, state]);

  // An order placed for another cart is stale: back to the details, which are kept.
  const current: PaymentState = state.phase === "review" && state.order.cartKey !== cartKey ? { phase: "details" } : state;

  return {
    state: current,
    billing,
    billingMessage: billing.status === "error" ? userMessage(billing.error, loadingAddress) : null,
    notice,
    place,
    pay,
    confirmAgain,
    changeDetails,
    startAgain,
    retryBilling,
  };
}
