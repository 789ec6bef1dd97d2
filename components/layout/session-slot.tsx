import { useHydrated } from "@/components/forms/use-hydrated";
import { LoginButtons } from "./login-buttons";
import { ProfileMenu } from "./profile-menu";
import { useSession } from "./use-session";

/** The header's account corner: reserved while the profile loads, then login buttons or the profile menu. */
export function SessionSlot() {
  const session = useSession();
  // "ssr" until hydrated: while it says so, a signed-in visitor's <html class="has-session">
  // hides the server-rendered login buttons (styles/globals.scss).
  const live = useHydrated();
  return (
    <div data-session-slot={live ? "live" : "ssr"}>
      {session.state === "pending" && <span aria-hidden="true" data-session="pending" />}
      {session.state === "signed-in" && <ProfileMenu profile={session.profile} />}
      {session.state === "signed-out" && <LoginButtons />}
    </div>
  );
}
