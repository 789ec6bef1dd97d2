import { PanValidateScreen } from "@/components/app/pan-validate/pan-validate-screen";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { appLayout } from "@/components/layout/page-layouts";

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
