import { useEffect, useRef } from "react";

/**
 * Focuses the element when it mounts, if `enabled`. Opening an item (or going back to the
 * list) swaps the view without a page load; without this the focus would be left on a
 * link that no longer exists. Not on a fresh page load, where the skip link comes first.
 */
export function useHeadingFocus<Element extends HTMLElement>(enabled: boolean) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only when the view appears, not when `enabled` changes later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
