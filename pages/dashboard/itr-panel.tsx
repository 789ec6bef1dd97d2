import { RequireSignIn } from "@/components/app/require-sign-in";
import { panelKinds } from "@/components/app/panels/panel-kinds";
import { ServicePanel } from "@/components/app/panels/service-panel";
import { appLayout } from "@/components/layout/page-layouts";

const kind = panelKinds.ITR;

export default function ItrPanelPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {() => <ServicePanel kind="ITR" />}
    </RequireSignIn>
  );
}

ItrPanelPage.getLayout = appLayout;
