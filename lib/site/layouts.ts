import { marketingPageRoutes } from "./marketing-pages";
import { routes } from "./routes";

/**
 * Which frame a route gets. One list decides it, so adding a page never means
 * touching the layout code:
 * - `app`: the signed-in application screens, with neither header nor footer;
 * - `public`: home and marketing pages (they draw their own bands), full-bleed between header and footer;
 * - `padded`: everything else, header and footer around a padded container.
 */
export type LayoutKind = "public" | "padded" | "app";

export const appLayoutRoutes: readonly string[] = Object.values(routes.app);

/** Route patterns (as Next's router.pathname gives them) drawn full-bleed. */
export const publicLayoutRoutes: readonly string[] = [
  routes.home,
  routes.learning.root,
  ...Object.values(marketingPageRoutes),
  // Pages whose path holds the product slug, as the router names their dynamic route.
  "/company/[page]",
  "/learning-resource/[page]",
];

export function layoutForPath(pathname: string): LayoutKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (appLayoutRoutes.includes(path)) return "app";
  if (publicLayoutRoutes.includes(path)) return "public";
  return "padded";
}
