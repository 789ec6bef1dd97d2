import { RequireSignIn } from "@/components/app/require-sign-in";
import { DashboardScreen } from "@/components/app/panels/dashboard-screen";

export default function DashboardPage() {
  return (
    <RequireSignIn title="Dashboard" purpose="Your dashboard brings together your returns, their status, your documents and the years open for filing.">
      {(profile) => <DashboardScreen profile={profile} />}
    </RequireSignIn>
  );
}
