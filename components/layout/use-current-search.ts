import Router from "next/router";
import { useSyncExternalStore } from "react";

/** Re-reads the address after client-side navigation (Next's router does not fire popstate for pushes). */
export function subscribeToAddress(onChange: () => void) {
  Router.events.on("routeChangeComplete", onChange);
  Router.events.on("hashChangeComplete", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    Router.events.off("routeChangeComplete", onChange);
    Router.events.off("hashChangeComplete", onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The current query string. Static pages are rendered without one, so the server (and
 * the hydrating render) see "" and the real value follows right after hydration.
 */
export function useCurrentSearch(): string {
  return useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => "",
  );
}
