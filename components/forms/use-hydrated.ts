import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and in the first render in the browser, true once the page's code
 * runs: a form stays disabled until then, so nothing typed before hydration is lost and no
 * early submit puts personal details in the address bar.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * useHydrated for a component that needs the answer only when `wanted`. Otherwise it reads
 * true on the server too, so the component is not rendered a second time right after
 * hydration (every field of a calculator would be, on a phone's busiest moment; issue #18).
 */
export const useHydratedIf = (wanted: boolean) => useSyncExternalStore(noSubscription, () => true, () => !wanted);
