import Link from "@/components/layout/site-link";
import { useEffect, useRef } from "react";
import { routes } from "@/lib/site/routes";
import { formatPaise } from "./cart-totals";
import styles from "./checkout.module.scss";

interface PaymentDoneProps {
  orderId: number;
  paymentId: string;
  totalPaise: number;
  onBuyMore: () => void;
}

/** The receipt on screen once the server has recorded the payment (the cart is then empty). */
export function PaymentDone({ orderId, paymentId, totalPaise, onBuyMore }: PaymentDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="checkout-done">
      <h2 id="checkout-done" ref={heading} tabIndex={-1}>
        Payment received
      </h2>
      <p>
        Thank you. We have recorded your payment of {formatPaise(totalPaise)} for order {orderId}. Your payment reference is{" "}
        <strong>{paymentId}</strong>; keep it in case you need to contact us.
      </p>
      <div className={styles.actions}>
        <Link href={routes.app.dashboard} className="btn btn-primary">
          Go to your dashboard
        </Link>
        <button type="button" className="btn btn-outline-primary" onClick={onBuyMore}>
          Buy another package
        </button>
      </div>
    </section>
  );
}
