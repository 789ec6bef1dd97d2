import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const PanValidateScreen = dynamic(() => import("@/components/app/pan-validate/pan-validate-screen").then((module) => module.PanValidateScreen), {
  ssr: false,
  loading: ScreenLoading,
});

export default function PanValidatePage() {
  return (
    <RequireSignIn
      title="Bulk PAN validation"
      purpose="Staff check lists of PANs with TRACES here."
      audience="staff"
      note="The server checks this too, so the page cannot be used from this account."
    >
      {() => <PanValidateScreen />}
    </RequireSignIn>
  );
}

PanValidatePage.getLayout = appLayout;
