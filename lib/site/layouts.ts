import { routes } from "./routes";

/**
 * The frames a page can get (components/layout/site-layout.tsx). Each page file names its own
 * with `getLayout` (components/layout/page-layouts.tsx); none means padded:
 * - `app`: the signed-in application screens, with neither header nor footer;
 * - `public`: home and marketing pages (they draw their own bands), full-bleed between header and footer;
 * - `padded`: everything else, header and footer around a padded container.
 */
export type LayoutKind = "public" | "padded" | "app";

/** The application screens' routes (their pages use `appLayout`); robots.txt keeps crawlers out of them. */
export const appLayoutRoutes: readonly string[] = Object.values(routes.app);
