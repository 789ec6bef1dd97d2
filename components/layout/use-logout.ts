import { useState } from "react";
import { loadAuthService } from "@/store/api/auth";

/** Logs out through the app's API (loaded on demand), then the page reloads signed out. */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    const auth = await loadAuthService();
    await auth.logout();
  };
  return { logout, pending };
}
