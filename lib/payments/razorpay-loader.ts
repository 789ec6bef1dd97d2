/**
 * Loads Razorpay's checkout script on demand. Only the checkout calls this, and only when
 * the person presses Pay, so no other page (and no visitor who never pays) downloads a
 * third-party script that can read the page.
 *
 * The script defines `window.Razorpay`, a constructor that opens Razorpay's payment window.
 * Every way the script can fail to arrive ends in a RazorpayUnavailableError with a
 * reason, never a hang: a blocked or offline request (the script's error event), a slow
 * network (the time-out), or a script that ran without defining the constructor (an
 * ad blocker's stub, a changed script). After a failure the tag is removed, so a retry
 * starts afresh.
 *
 * No subresource-integrity hash: Razorpay updates this script in place at a fixed
 * address, so a pinned hash would break payments on their next release.
 */

export const RAZORPAY_CHECKOUT_SRC = "https://checkout.razorpay.com/v1/checkout.js";

/**
 * How long to wait for the script. It is small, but a person on a slow mobile connection
 * should still get it; past this they are told to check the connection and try again,
 * rather than waiting on a button that does nothing.
 */
export const RAZORPAY_LOAD_TIMEOUT_MS = 15_000;

/** What Razorpay's window hands to `handler` after a successful payment; the server verifies the signature. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the "payment.failed" event carries (only the parts the checkout reads). */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

/** The options of Razorpay's standard checkout that this site sets. */
export interface RazorpayOptions {
  /** The public key id, from the API's order answer; never built into the bundle. */
  key: string;
  /** Paise. */
  amount: number;
  currency: "INR";
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Why the payment window cannot be opened. */
export type RazorpayUnavailableReason = "no-browser" | "error" | "timeout" | "missing";

export class RazorpayUnavailableError extends Error {
  readonly reason: RazorpayUnavailableReason;

  constructor(reason: RazorpayUnavailableReason) {
    super(`Razorpay's checkout script is unavailable (${reason})`);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "RazorpayUnavailableError";
    this.reason = reason;
  }
}

type WindowWithRazorpay = Window & { Razorpay?: unknown };

/** The load under way, shared by callers who press Pay twice; cleared once it settles. */
let inFlight: Promise<RazorpayConstructor> | null = null;

function loadedConstructor(): RazorpayConstructor | null {
  const candidate = (window as WindowWithRazorpay).Razorpay;
  return typeof candidate === "function" ? (candidate as RazorpayConstructor) : null;
}

export interface LoadRazorpayOptions {
  timeoutMs?: number;
}

/** Razorpay's constructor, loading the script first if this page has not yet. */
export function loadRazorpay({ timeoutMs = RAZORPAY_LOAD_TIMEOUT_MS }: LoadRazorpayOptions = {}): Promise<RazorpayConstructor> {
  if (typeof window === "undefined" || typeof document === "undefined") {
    return Promise.reject(new RazorpayUnavailableError("no-browser"));
  }
  const ready = loadedConstructor();
  if (ready) return Promise.resolve(ready);
  if (inFlight) return inFlight;

  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;

    const settle = (outcome: RazorpayConstructor | RazorpayUnavailableError) => {
      window.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (outcome instanceof RazorpayUnavailableError) {
        script.remove();
        reject(outcome);
      } else {
        resolve(outcome);
      }
    };

    const timer = window.setTimeout(() => settle(new RazorpayUnavailableError("timeout")), timeoutMs);
    script.onload = () => settle(loadedConstructor() ?? new RazorpayUnavailableError("missing"));
    script.onerror = () => settle(new RazorpayUnavailableError("error"));
    document.head.appendChild(script);
  });

  inFlight = load;
  const clear = () => {
    inFlight = null;
  };
  load.then(clear, clear);
  return load;
}
