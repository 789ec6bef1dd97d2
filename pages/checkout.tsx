import { RequireSignIn } from "@/components/app/require-sign-in";
import { CheckoutScreen } from "@/components/app/checkout/checkout-screen";
import { appLayout } from "@/components/layout/page-layouts";

/** /checkout: buy packages and pay with Razorpay; signed-in users only (the purchase goes to their account). */
export default function CheckoutPage() {
  return (
    <RequireSignIn title="Checkout" purpose="Buy a filing package and pay for it online." audience="user">
      {(profile) => <CheckoutScreen profile={profile} />}
    </RequireSignIn>
  );
}

CheckoutPage.getLayout = appLayout;
