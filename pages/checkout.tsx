import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const CheckoutScreen = dynamic(() => import("@/components/app/checkout/checkout-screen").then((module) => module.CheckoutScreen), {
  ssr: false,
  loading: ScreenLoading,
});

/** /checkout: buy packages and pay with Razorpay; signed-in users only (the purchase goes to their account). */
export default function CheckoutPage() {
  return (
    <RequireSignIn title="Checkout" purpose="Buy a filing package and pay for it online." audience="user">
      {(profile) => <CheckoutScreen profile={profile} />}
    </RequireSignIn>
  );
}

CheckoutPage.getLayout = appLayout;
