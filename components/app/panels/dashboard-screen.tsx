import type { Profile } from "@/services/profile";

import appStyles from "../app.module.scss";
import { FinancialYearsList } from "./financial-years-list";
import { ReturnsOverview } from "./returns-overview";
import { ServiceLinks } from "./service-links";

/** The signed-in home: the way to each panel and vault, the person's returns, and the years open for filing. */
export function DashboardScreen({ profile }: { profile: Profile }) {
  const name = profile.first_name.trim();
  return (
    <div className={appStyles.screen}>
      <h1>{name ? `Welcome, ${name}` : "Your dashboard"}</h1>
      <ServiceLinks />
      <ReturnsOverview />
      <FinancialYearsList />
    </div>
  );
}
