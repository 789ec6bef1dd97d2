import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const Itr2Screen = dynamic(() => import("@/components/app/itr2/itr2-screen").then((module) => module.Itr2Screen), { ssr: false, loading: ScreenLoading });

export default function Itr2Page() {
  return (
    <RequireSignIn title="ITR-2 pre-fill" purpose="See an income-tax return on ITR-2 and pre-fill it with what the Income Tax Department holds.">
      {() => <Itr2Screen />}
    </RequireSignIn>
  );
}

Itr2Page.getLayout = appLayout;
