import { useMemo } from "react";
import type { Profile } from "@/services/profile";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { packageAdded, selectCheckoutErrors, selectPackageList } from "@/store/checkout-slice";
import { usePackagesQuery } from "@/store/server-data/billing";
import { loadView } from "@/store/server-data/load-view";
import appStyles from "../app.module.scss";
import { Cart } from "./cart";
import { priceCart } from "./cart-totals";
import { OrderSummary } from "./order-summary";
import { PackageList } from "./package-list";
import { PaymentDone } from "./payment-done";
import { PaymentStep } from "./payment-step";
import { useCheckoutPayment } from "./use-checkout-payment";
import { UserForm } from "./user-form";

const EMPTY_CART = priceCart([], []);

/**
 * /checkout: the price list, the cart (kept across reloads by the store), the bill with
 * GST line by line, the buyer's details, and the payment with Razorpay.
 */
export function CheckoutScreen({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectPackageList);
  const { other } = useAppSelector(selectCheckoutErrors);
  // Asked for on every visit (the API's refetchOnMountOrArgChange); none is kept between visits (billing.ts).
  const packages = loadView(usePackagesQuery());
  const loaded = packages.status === "succeeded" ? packages.value : null;
  const priced = useMemo(() => (loaded ? priceCart(items, loaded) : null), [items, loaded]);
  const payment = useCheckoutPayment(priced ?? EMPTY_CART);
  const { state } = payment;

  if (state.phase === "paid") {
    return (
      <div className={appStyles.screen}>
        <h1>Checkout</h1>
        <PaymentDone
          orderId={state.orderId}
          paymentId={state.paymentId}
          totalPaise={state.totalPaise}
          onBuyMore={() => {
            payment.startAgain();
            packages.retry();
          }}
        />
      </div>
    );
  }

  const locked = state.phase !== "details" && state.phase !== "review";
  const canOrder = priced !== null && priced.lines.length > 0;
  return (
    <div className={appStyles.screen}>
      <h1>Checkout</h1>
      <p>Choose your packages, check your details and pay securely online. Prices are in rupees, with GST added to each package.</p>
      <div className="row g-lg-4">
        <div className="col-lg-7">
          <PackageList view={packages} onRetry={packages.retry} cart={items} onAdd={(id) => dispatch(packageAdded(id))} />
        </div>
        <div className="col-lg-5">
          <Cart items={items} priced={priced} locked={locked} />
          {priced && <OrderSummary priced={priced} />}
        </div>
        {canOrder && (
          <div className="col-lg-7">
            {priced.unavailable.length > 0 ? (
              <p role="alert" className="alert alert-warning">
                Remove the packages that are no longer on sale from your cart, then continue.
              </p>
            ) : state.phase === "details" || state.phase === "placing" ? (
              <UserForm profile={profile} busy={state.phase === "placing"} onSubmit={(contact) => void payment.place(contact)} error={other} />
            ) : (
              <PaymentStep
                phase={state.phase}
                order={state.order}
                billing={payment.billing}
                billingMessage={payment.billingMessage}
                error={other}
                notice={payment.notice}
                onPay={() => void payment.pay()}
                onConfirmAgain={payment.confirmAgain}
                onChangeDetails={payment.changeDetails}
                onRetryBilling={payment.retryBilling}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
