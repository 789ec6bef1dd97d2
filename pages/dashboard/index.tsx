import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const DashboardScreen = dynamic(() => import("@/components/app/panels/dashboard-screen").then((module) => module.DashboardScreen), {
  ssr: false,
  loading: ScreenLoading,
});

export default function DashboardPage() {
  return (
    <RequireSignIn title="Dashboard" purpose="Your dashboard brings together your returns, their status, your documents and the years open for filing.">
      {(profile) => <DashboardScreen profile={profile} />}
    </RequireSignIn>
  );
}

DashboardPage.getLayout = appLayout;
