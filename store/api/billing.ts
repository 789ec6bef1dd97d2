/**
 * The billing API (packages, billing address, subscriptions, Razorpay) for the checkout screens.
 * Loaded on demand: the service (and axios with it) comes in its own chunk when this is
 * first called, never in a page's first load.
 */
export const loadBillingService = () => import("@/services/billing");
