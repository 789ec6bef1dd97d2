import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { panelKinds } from "@/components/app/panels/panel-kinds";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const ServicePanel = dynamic(() => import("@/components/app/panels/service-panel").then((module) => module.ServicePanel), {
  ssr: false,
  loading: ScreenLoading,
});

const kind = panelKinds.GST;

export default function GstPanelPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {() => <ServicePanel kind="GST" />}
    </RequireSignIn>
  );
}

GstPanelPage.getLayout = appLayout;
