/**
 * Bookings (slots, mobile OTP, the booking itself) for the demo and consultation forms.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadBookingsService = () => import("@/services/bookings");
