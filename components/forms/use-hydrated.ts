import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and in the first render in the browser, true once the page's code
 * runs: a form stays disabled until then, so nothing typed before hydration is lost and no
 * early submit puts personal details in the address bar.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
