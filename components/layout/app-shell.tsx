import Cookies from "js-cookie";
import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { sessionStore, visitCampaign } from "@/lib/campaign";
import { followHeldClick } from "@/lib/early-click-script";
import { withUtm } from "@/lib/utm";
import { makeStore } from "@/store";
import { useAppDispatch } from "@/store/hooks";
import { fetchProfile } from "@/store/profile-slice";
import { config } from "@/lib/site/config";
import { Analytics } from "./analytics";
import { ChatWidget } from "./chat-widget";
import { subscribeToAddress } from "./use-current-search";
import { useIdle } from "./use-idle";
import { useSession } from "./use-session";

/** Google's one-tap library loads only when it can be used, after the page is idle. */
const GoogleOneTap = dynamic(() => import("./google-one-tap"), { ssr: false });

function OneTapGate() {
  const idle = useIdle();
  const session = useSession();
  if (!config.googleClientId || !idle || session.state !== "signed-out") return null;
  return <GoogleOneTap />;
}

/**
 * Loads the profile once when the app starts, only for a visitor with a session cookie: the
 * app sets it on sign-in, so without it the answer can only be "signed out", and an
 * anonymous visitor's phone never fetches the API clients (axios, zod) for nothing. Signing
 * in through one-tap loads the profile itself. The thunk's condition skips repeat loads.
 */
function ProfileLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (Cookies.get(config.productSlug) !== undefined) void dispatch(fetchProfile());
  }, [dispatch]);
  return null;
}

/**
 * Keeps the tags of each landing that has any for the rest of the visit, whether or not the
 * page shows an app link (a signed-in visitor's page may show none until a menu opens).
 */
function CampaignKeeper() {
  useEffect(() => {
    const keep = () => void visitCampaign(window.location.search, sessionStore());
    keep();
    return subscribeToAddress(keep);
  }, []);
  return null;
}

/** Follows an app link clicked before hydration, now with the visit's campaign (the address's tags or the kept ones). */
function HeldClickFollower() {
  useEffect(() => followHeldClick((href) => withUtm(href, visitCampaign(window.location.search, sessionStore()))), []);
  return null;
}

/** The Redux store (one per app instance) and the app-wide effects. */
export function AppShell({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <HeldClickFollower />
      <CampaignKeeper />
      <ProfileLoader />
      {children}
      <OneTapGate />
      <ChatWidget />
      <Analytics />
    </Provider>
  );
}
