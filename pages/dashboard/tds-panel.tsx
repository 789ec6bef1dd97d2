import { RequireSignIn } from "@/components/app/require-sign-in";
import { panelKinds } from "@/components/app/panels/panel-kinds";
import { ServicePanel } from "@/components/app/panels/service-panel";
import { appLayout } from "@/components/layout/page-layouts";

const kind = panelKinds.TDS;

export default function TdsPanelPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {() => <ServicePanel kind="TDS" />}
    </RequireSignIn>
  );
}

TdsPanelPage.getLayout = appLayout;
