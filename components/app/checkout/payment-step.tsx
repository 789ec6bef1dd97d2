import { useEffect, useRef } from "react";
import { FormStatus } from "@/components/forms/form-field";
import { formatPaise } from "./cart-totals";
import type { BillingView, PlacedOrder } from "./use-checkout-payment";
import styles from "./checkout.module.scss";

interface PaymentStepProps {
  phase: "review" | "paying" | "confirming" | "unconfirmed";
  order: PlacedOrder;
  billing: BillingView;
  billingMessage: string | null;
  error: string | null;
  notice: string | null;
  onPay: () => void;
  onConfirmAgain: () => void;
  onChangeDetails: () => void;
  onRetryBilling: () => void;
}

const busyLabels = { paying: "Opening the payment window…", confirming: "Recording your payment…" } as const;

/**
 * The order the server accepted, the billing address it holds for it, and the Pay button.
 * Razorpay's script is fetched only when Pay is pressed. Once Razorpay has taken the money
 * but our server has not recorded it, Pay gives way to "Record my payment", so nobody is
 * led to pay twice.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { phase, order, billing, billingMessage, error, notice } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { contact } = order;
  const busy = phase === "paying" || phase === "confirming";

  return (
    <section className={styles.panel} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" ref={heading} tabIndex={-1}>
        Payment
      </h2>
      <p>
        Order {order.subscription.id} is ready. Check the details, then pay {formatPaise(order.totalPaise)} securely with Razorpay.
      </p>
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>
          {contact.firstname} {contact.lastname}
        </dd>
        <dt>Email</dt>
        <dd>{contact.email}</dd>
        <dt>Mobile</dt>
        <dd>{contact.mobilenumber}</dd>
      </dl>
      {phase === "review" && (
        <button type="button" className="btn btn-link px-0" onClick={props.onChangeDetails}>
          Change details
        </button>
      )}

      <h3 className="h6 mt-3">Billing address</h3>
      {billing.status === "loading" && <p role="status">Loading the billing address…</p>}
      {billing.status === "error" && (
        <div>
          <p>{billingMessage} You can still pay.</p>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={props.onRetryBilling}>
            Load the address again
          </button>
        </div>
      )}
      {billing.status === "ready" && (
        <address className="mb-0">
          {billing.address.name}
          <br />
          {billing.address.address}
          {billing.address.state && (
            <>
              <br />
              {billing.address.state}
            </>
          )}
          {billing.address.gstin && (
            <>
              <br />
              GSTIN {billing.address.gstin}
            </>
          )}
        </address>
      )}

      <div className="mt-3">
        <FormStatus error={error} />
        <p role="status" className={notice ? "alert alert-info" : "visually-hidden"}>
          {notice}
        </p>
      </div>
      <div className={styles.actions}>
        {phase === "unconfirmed" ? (
          <button type="button" className="btn btn-primary" onClick={props.onConfirmAgain}>
            Record my payment
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={props.onPay} disabled={busy} aria-disabled={busy}>
            {busy ? busyLabels[phase] : `Pay ${formatPaise(order.totalPaise)}`}
          </button>
        )}
      </div>
      <p className={`${styles.muted} mt-3 mb-0`}>
        Payments are handled by Razorpay. Its payment window loads from checkout.razorpay.com when you press Pay.
      </p>
    </section>
  );
}
