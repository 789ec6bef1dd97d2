import { RequireSignIn } from "@/components/app/require-sign-in";
import { vaultKinds } from "@/components/app/panels/panel-kinds";
import { VaultScreen } from "@/components/app/vaults/vault-screen";

const kind = vaultKinds.GST;

export default function GstVaultPage() {
  return (
    <RequireSignIn title={kind.title} purpose={kind.purpose}>
      {(profile) => <VaultScreen kind="GST" profile={profile} />}
    </RequireSignIn>
  );
}
