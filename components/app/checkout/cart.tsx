import { useRef } from "react";
import { useAppDispatch } from "@/store/hooks";
import { packageDecreased, packageIncreased, packageRemoved, type PackageId, type PackageItem } from "@/store/checkout-slice";
import { formatPaise, MAX_PACKAGE_QUANTITY, type PricedCart } from "./cart-totals";
import styles from "./checkout.module.scss";

interface CartProps {
  /** What the store holds (shown by count while the prices load). */
  items: readonly PackageItem[];
  /** The cart priced against the loaded list; null until the list has loaded. */
  priced: PricedCart | null;
  /** True when the store's cart cannot be changed (an order is being placed or paid). */
  locked: boolean;
}

const itemCount = (items: readonly PackageItem[]) => items.reduce((total, item) => total + item.quantity, 0);
const itemsText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * The cart from the checkout store: one line per package with its quantity, a way to
 * change it and to remove the line. The store's listener saves every change, so a reload
 * keeps the cart. When a line leaves the cart its buttons go with it, so focus moves to the
 * cart's heading rather than being lost.
 */
export function Cart({ items, priced, locked }: CartProps) {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = itemCount(items);

  const leave = (id: PackageId) => {
    dispatch(packageRemoved(id));
    heading.current?.focus();
  };
  const decrease = (id: PackageId, quantity: number) => {
    dispatch(packageDecreased(id));
    if (quantity === 1) heading.current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby="checkout-cart">
      <h2 id="checkout-cart" ref={heading} tabIndex={-1}>
        Your cart
      </h2>
      {/* Announces each change of the cart to screen readers. */}
      <p role="status" className={styles.muted}>
        {count === 0
          ? "Your cart is empty. Add a package to begin."
          : priced
            ? `${itemsText(count)}, ${formatPaise(priced.totalPaise)} with GST.`
            : `${itemsText(count)}. The prices show once the packages have loaded.`}
      </p>
      {priced && (priced.lines.length > 0 || priced.unavailable.length > 0) && (
        <ul className={styles.lines}>
          {priced.lines.map(({ pkg, quantity, netPaise }) => (
            <li key={pkg.id}>
              <span className={styles.lineName}>{pkg.name}</span>
              <span className={styles.quantity} role="group" aria-label={`Quantity of ${pkg.name}`}>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  aria-label={`Decrease quantity of ${pkg.name}`}
                  disabled={locked}
                  onClick={() => decrease(pkg.id, quantity)}
                >
                  −
                </button>
                <span className={styles.count}>{quantity}</span>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  aria-label={`Increase quantity of ${pkg.name}`}
                  disabled={locked || quantity >= MAX_PACKAGE_QUANTITY}
                  onClick={() => dispatch(packageIncreased(pkg.id))}
                >
                  +
                </button>
              </span>
              <span className={styles.amount}>
                {formatPaise(netPaise)} <span className={styles.muted}>+ GST</span>
              </span>
              <button type="button" className="btn btn-link" disabled={locked} onClick={() => leave(pkg.id)} aria-label={`Remove ${pkg.name}`}>
                Remove
              </button>
            </li>
          ))}
          {priced.unavailable.map((item) => (
            <li key={String(item.id)}>
              <span className={styles.lineName}>
                A package you added earlier (no. {String(item.id)}) is no longer on sale, so it can&apos;t be paid for.
              </span>
              <button type="button" className="btn btn-link" disabled={locked} onClick={() => leave(item.id)} aria-label={`Remove package no. ${String(item.id)}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
