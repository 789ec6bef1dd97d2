import { formatPercent } from "@/lib/format";
import { userMessage } from "@/services/error-catalogue";
import type { Package } from "@/services/billing";
import type { PackageItem } from "@/store/checkout-slice";
import type { LoadView } from "@/store/server-data/load-view";
import { formatPaise, MAX_PACKAGE_QUANTITY, toPaise } from "./cart-totals";
import styles from "./checkout.module.scss";

interface PackageListProps {
  view: LoadView<Package[]>;
  onRetry: () => void;
  cart: readonly PackageItem[];
  onAdd: (id: number) => void;
}

/** The price list with an "Add to cart" button per package, and its loading, error and empty states. */
export function PackageList({ view, onRetry, cart, onAdd }: PackageListProps) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-packages">
      <h2 id="checkout-packages">Packages</h2>
      {view.status === "loading" && <p role="status">Loading the packages…</p>}
      {view.status === "failed" && (
        <div role="alert">
          <p>{userMessage(view.error, "load")}</p>
          <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {view.status === "succeeded" && view.value.length === 0 && (
        <p>No packages are on sale right now. Please check again later, or contact us and we&apos;ll help.</p>
      )}
      {view.status === "succeeded" && view.value.length > 0 && (
        <ul className={styles.packages}>
          {view.value.map((pkg) => {
            const inCart = cart.find((item) => item.id === pkg.id)?.quantity ?? 0;
            const full = inCart >= MAX_PACKAGE_QUANTITY;
            return (
              <li key={pkg.id} className={styles.package}>
                <h3>{pkg.name}</h3>
                {pkg.description && <p className={styles.muted}>{pkg.description}</p>}
                <p>
                  <span className={styles.price}>{formatPaise(toPaise(pkg.price))}</span> + {formatPercent(pkg.gst_percent)} GST
                </p>
                {inCart > 0 && <p className={styles.muted}>In your cart: {inCart}</p>}
                {/* The visible words start the name (WCAG 2.5.3); the package tells the buttons apart. */}
                <button type="button" className="btn btn-primary" onClick={() => onAdd(pkg.id)} disabled={full} aria-label={`Add to cart: ${pkg.name}`}>
                  Add to cart
                </button>
                {full && <p className={styles.muted}>{MAX_PACKAGE_QUANTITY} is the most one order can hold.</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
