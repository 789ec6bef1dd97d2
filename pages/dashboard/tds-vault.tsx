import { RequireSignIn } from "@/components/app/require-sign-in";
import { vaultKinds } from "@/components/app/panels/panel-kinds";
import { VaultScreen } from "@/components/app/vaults/vault-screen";

const kind = vaultKinds.TDS;

export default function TdsVaultPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {(profile) => <VaultScreen kind="TDS" profile={profile} />}
    </RequireSignIn>
  );
}
