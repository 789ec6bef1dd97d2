import { RequireSignIn } from "@/components/app/require-sign-in";
import { vaultKinds } from "@/components/app/panels/panel-kinds";
import { VaultScreen } from "@/components/app/vaults/vault-screen";
import { appLayout } from "@/components/layout/page-layouts";

const kind = vaultKinds.TDS;

export default function TdsVaultPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {(profile) => <VaultScreen kind="TDS" profile={profile} />}
    </RequireSignIn>
  );
}

TdsVaultPage.getLayout = appLayout;
