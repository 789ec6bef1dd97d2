import { useCallback, useEffect, useState } from "react";

import { useLocale } from "@/lib/i18n/use-locale";
import { userMessage } from "@/services/error-catalogue";
import type { BookingKind, BookingSlot } from "@/services/bookings";
import { loadBookingsService } from "@/store/api/bookings";

export type SlotsState = { phase: "loading" } | { phase: "ready"; slots: BookingSlot[] } | { phase: "failed"; message: string };

type Loaded = { request: string } & ({ phase: "ready"; slots: BookingSlot[] } | { phase: "failed"; message: string });

/**
 * The open slots of one calendar, loaded after the page hydrates (pages are static, the
 * calendar is not). A failure is a state with the catalogue's words in the page's language,
 * and `retry`; the service's time-out means loading always ends. Changing `kind` loads that
 * calendar.
 */
export function useBookingSlots(kind: BookingKind): { state: SlotsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();
  const request = `${kind}#${attempt}`;
  // What the last finished request gave; a newer request reads as loading until it ends.
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    // Imported here, not at the top, so axios stays out of the page's first load.
    loadBookingsService()
      .then(({ getBookingSlots }) => getBookingSlots(kind))
      .then(
        (slots) => {
          if (current) setLoaded({ request, phase: "ready", slots });
        },
        (error: unknown) => {
          if (current) setLoaded({ request, phase: "failed", message: userMessage(error, "load", { locale }) });
        },
      );
    return () => {
      current = false;
    };
  }, [kind, request, locale]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!loaded || loaded.request !== request) return { state: { phase: "loading" }, retry };
  return { state: loaded.phase === "ready" ? { phase: "ready", slots: loaded.slots } : { phase: "failed", message: loaded.message }, retry };
}
