import { routes } from "./routes";

/**
 * Which frame a route gets. One list decides it, so adding a page never means
 * touching the layout code:
 * - `app`: the signed-in application screens, with neither header nor footer;
 * - `public`: marketing pages and blog articles, full-bleed between header and footer;
 * - `padded`: everything else, header and footer around a padded container.
 */
export type LayoutKind = "public" | "padded" | "app";

export const appLayoutRoutes: readonly string[] = Object.values(routes.app);

/** Route patterns (as Next's router.pathname gives them) drawn full-bleed. */
export const publicLayoutRoutes: readonly string[] = [
  routes.home,
  routes.individual.root,
  ...Object.values(routes.individual),
  routes.business.root,
  ...Object.values(routes.business),
  routes.businessAndProfessionals,
  routes.learning.root,
  routes.product.root,
  routes.company.root,
  ...Object.values(routes.campaigns),
  "/learning-resource/blog-articles/[slug]",
];

export function layoutForPath(pathname: string): LayoutKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (appLayoutRoutes.includes(path)) return "app";
  if (publicLayoutRoutes.includes(path)) return "public";
  return "padded";
}
