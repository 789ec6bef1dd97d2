import { RequireSignIn } from "@/components/app/require-sign-in";
import { vaultKinds } from "@/components/app/panels/panel-kinds";
import { VaultScreen } from "@/components/app/vaults/vault-screen";
import { appLayout } from "@/components/layout/page-layouts";

const kind = vaultKinds.ITR;

export default function ItrVaultPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {(profile) => <VaultScreen kind="ITR" profile={profile} />}
    </RequireSignIn>
  );
}

ItrVaultPage.getLayout = appLayout;
