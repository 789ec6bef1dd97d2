import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { vaultKinds } from "@/components/app/panels/panel-kinds";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const VaultScreen = dynamic(() => import("@/components/app/vaults/vault-screen").then((module) => module.VaultScreen), {
  ssr: false,
  loading: ScreenLoading,
});

const kind = vaultKinds.GST;

export default function GstVaultPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {(profile) => <VaultScreen kind="GST" profile={profile} />}
    </RequireSignIn>
  );
}

GstVaultPage.getLayout = appLayout;
