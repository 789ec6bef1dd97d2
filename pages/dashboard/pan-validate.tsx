import { PanValidateScreen } from "@/components/app/pan-validate/pan-validate-screen";
import { RequireSignIn } from "@/components/app/require-sign-in";

export default function PanValidatePage() {
  return (
    <RequireSignIn title="Bulk PAN validation" purpose="Staff check lists of PANs with TRACES here." audience="staff">
      {() => <PanValidateScreen />}
    </RequireSignIn>
  );
}
