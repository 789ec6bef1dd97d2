import { useSyncExternalStore } from "react";
import { sessionStore, visitCampaign } from "@/lib/campaign";
import { subscribeToAddress } from "./use-current-search";

/**
 * The visit's campaign as a query string (lib/campaign.ts): the address's UTM tags, else
 * those kept from the visit's last landing with tags. Re-read after each navigation; ""
 * on the server and in the hydrating render, which cannot know the visitor.
 */
export function useCampaign(): string {
  return useSyncExternalStore(
    subscribeToAddress,
    () => visitCampaign(window.location.search, sessionStore()),
    () => "",
  );
}
