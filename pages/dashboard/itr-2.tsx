import { Itr2Screen } from "@/components/app/itr2/itr2-screen";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { appLayout } from "@/components/layout/page-layouts";

export default function Itr2Page() {
  return (
    <RequireSignIn title="ITR-2 pre-fill" purpose="See an income-tax return on ITR-2 and pre-fill it with what the Income Tax Department holds.">
      {() => <Itr2Screen />}
    </RequireSignIn>
  );
}

Itr2Page.getLayout = appLayout;
