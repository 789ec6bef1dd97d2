/**
 * Registers the service worker (worker/sw.ts, served at /sw.js) once the page has loaded and
 * the main thread is idle, so its first downloads never compete with the page's own. Skipped
 * under `next dev` (no worker is built) and in browsers without service workers; a failure
 * only means the site is not kept offline.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
  };
  const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 2000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
