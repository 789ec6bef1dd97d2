import { useCallback, type AnchorHTMLAttributes } from "react";
import { appLinkTarget, type AppLinkTarget, type AppPage } from "@/lib/site/app-links";
import { useAppSelector } from "@/store/hooks";
import { selectProfile } from "@/store/profile-slice";
import { useCampaign } from "./use-campaign";

/**
 * Where links to the app lead for this visitor: the visit's campaign added, and signup and
 * login turned into the dashboard once signed in (lib/site/app-links.ts).
 */
export function useAppLinks(): (page: AppPage) => AppLinkTarget {
  const campaign = useCampaign();
  const signedIn = useAppSelector(selectProfile) !== null;
  return useCallback((page: AppPage) => appLinkTarget(page, campaign, signedIn), [campaign, signedIn]);
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { kind: AppPage };

/**
 * Every link into the app (login, signup, dashboard, settings). `data-carry-utm` lets the
 * early-click script hold a click made before hydration until the campaign can be added;
 * `data-app-link` names the page it now leads to, for the analytics click events.
 */
export function AppLink({ kind, children, ...anchor }: AppLinkProps) {
  const { href, page } = useAppLinks()(kind);
  return (
    <a {...anchor} href={href} data-carry-utm="" data-app-link={page}>
      {children}
    </a>
  );
}
