import { useEffect, useState } from "react";

/** True once the browser is idle after the page loaded (or after `fallbackMs` where idle callbacks are missing). */
export function useIdle(fallbackMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: fallbackMs * 2 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), fallbackMs);
    return () => clearTimeout(timer);
  }, [fallbackMs]);
  return idle;
}
