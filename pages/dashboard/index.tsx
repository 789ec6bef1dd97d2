import { RequireSignIn } from "@/components/app/require-sign-in";
import { DashboardScreen } from "@/components/app/panels/dashboard-screen";
import { appLayout } from "@/components/layout/page-layouts";

export default function DashboardPage() {
  return (
    <RequireSignIn title="Dashboard" purpose="Your dashboard brings together your returns, their status, your documents and the years open for filing.">
      {(profile) => <DashboardScreen profile={profile} />}
    </RequireSignIn>
  );
}

DashboardPage.getLayout = appLayout;
