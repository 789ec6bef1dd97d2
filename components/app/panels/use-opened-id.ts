import { useRouter } from "next/router";
import { useState } from "react";

export interface OpenedItem {
  /** False until the router has read the query string (the first render of a static page). */
  ready: boolean;
  /** `?id=` of the opened item; null for the list. */
  id: string | null;
  /** True once the person has opened an item or gone back since the page loaded. */
  navigated: boolean;
}

/** Which item a panel shows: detail views live in the query string, not in sub-paths. */
export function useOpenedId(): OpenedItem {
  const router = useRouter();
  const raw = router.query.id;
  const id = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;

  // React's pattern for state that follows a changing value: adjusted during render, so the
  // view that mounts for the new id already knows it was navigated to (an effect would be late).
  const [seen, setSeen] = useState<{ id: string | null } | null>(null);
  const [moved, setMoved] = useState(false);
  if (router.isReady && (seen === null || seen.id !== id)) {
    if (seen !== null) setMoved(true);
    setSeen({ id });
  }
  return { ready: router.isReady, id, navigated: moved };
}

/** A record id from the query string: a positive whole number, or null for anything else. */
export function recordIdFrom(id: string): number | null {
  if (!/^\d{1,15}$/.test(id)) return null;
  const value = Number(id);
  return value > 0 ? value : null;
}
