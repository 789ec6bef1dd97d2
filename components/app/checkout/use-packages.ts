import { useCallback, useEffect, useState } from "react";
import type { Package } from "@/services/billing";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { packageDataSet, selectPackageData } from "@/store/checkout-slice";
import { loadBillingService } from "@/store/api/billing";

export type PackagesView =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; packages: Package[] };

/**
 * The price list (GET /v1_2/package/), loaded when the checkout opens and kept in the
 * checkout store's `packageData`. Only this hook writes that slot, always with the parsed
 * list, so reading it back as Package[] is safe. A new load on every visit: prices can
 * change, and the cart must be priced with today's list.
 */
export function usePackages(): PackagesView & { retry: () => void } {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectPackageData);
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers the attempt it answers: a retry shows loading until its own comes.
  const [answer, setAnswer] = useState<{ attempt: number; phase: { status: "error"; error: unknown } | { status: "ready" } } | null>(null);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        // Loaded here so axios and the API clients come with the checkout's own code.
        const { getPackages } = await loadBillingService();
        const packages = await getPackages();
        if (!current) return;
        dispatch(packageDataSet(packages));
        setAnswer({ attempt, phase: { status: "ready" } });
      } catch (error) {
        if (current) setAnswer({ attempt, phase: { status: "error", error } });
      }
    })();
    return () => {
      current = false;
    };
  }, [dispatch, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const phase = answer?.attempt === attempt ? answer.phase : { status: "loading" as const };

  if (phase.status === "ready" && Array.isArray(stored)) return { status: "ready", packages: stored as Package[], retry };
  if (phase.status === "error") return { ...phase, retry };
  return { status: "loading", retry };
}
