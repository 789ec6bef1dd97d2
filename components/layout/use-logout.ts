import { useState } from "react";

/** Logs out through the app's API (loaded on demand), then the page reloads signed out. */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    const auth = await import("@/services/auth");
    await auth.logout();
  };
  return { logout, pending };
}
