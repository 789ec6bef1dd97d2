import Cookies from "js-cookie";
import { useEffect, useState, useSyncExternalStore } from "react";
import { config } from "@/lib/site/config";
import { useAppSelector } from "@/store/hooks";
import { selectProfile, selectProfilePending } from "@/store/profile-slice";

/**
 * How long the header keeps the account slot's space empty while the profile loads.
 * Past this a slow API is treated as signed out (login buttons), and a late profile
 * still swaps them for the profile menu.
 */
export const SESSION_WAIT_MS = 2500;

export type SessionView =
  | { state: "pending" }
  | { state: "signed-out" }
  | { state: "signed-in"; profile: NonNullable<ReturnType<typeof selectProfile>> };

// The cookie is read in the browser only (false on the server and while hydrating); nothing
// announces a change to it, and the app sets it on another origin, so there is nothing to
// subscribe to. It is read once per page load: React asks for the value on every render of
// every component showing the session, and each read parses document.cookie (a share of a
// phone's main thread after hydration, issue #18).
const noSubscription = () => () => {};
let sessionCookieSeen: boolean | undefined;
const hasSessionCookieNow = () => (sessionCookieSeen ??= Cookies.get(config.productSlug) !== undefined);

/**
 * What the header shows for the session. The server, and the first render in the
 * browser, show the signed-out view (static pages cannot know the visitor); after that
 * the account slot waits for the profile only when a session cookie says it is worth
 * waiting for, and never when no API is configured.
 */
export function useSession(): SessionView {
  const pending = useAppSelector(selectProfilePending);
  const profile = useAppSelector(selectProfile);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const hasSessionCookie = useSyncExternalStore(noSubscription, hasSessionCookieNow, () => false);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (profile) return { state: "signed-in", profile };
  if (pending && config.apiUrl && hasSessionCookie && !waitedLongEnough) return { state: "pending" };
  return { state: "signed-out" };
}
