import type { NextPage } from "next";
import type { ComponentType, ReactElement } from "react";
import { SiteLayout } from "./site-layout";

/**
 * Per-page layouts, as in Next's pages-router "Per-Page Layouts": a page file names its frame
 * with `Page.getLayout = publicLayout` (or `appLayout`); `pages/_app.tsx` calls it, and a page
 * that names none gets `paddedLayout`.
 */
export type PageLayout = (page: ReactElement) => ReactElement;

export type NextPageWithLayout<P = object, IP = P> = NextPage<P, IP> & {
  getLayout?: PageLayout;
};

/** Home and marketing pages (they draw their own bands): full-bleed between header and footer. */
export const publicLayout: PageLayout = (page) => <SiteLayout kind="public">{page}</SiteLayout>;

/** The default: header and footer around a padded container. */
export const paddedLayout: PageLayout = (page) => <SiteLayout kind="padded">{page}</SiteLayout>;

/** The signed-in application screens: the app bar, with neither header nor footer. */
export const appLayout: PageLayout = (page) => <SiteLayout kind="app">{page}</SiteLayout>;

const wrappers = new WeakMap<ComponentType<never>, Map<PageLayout, NextPageWithLayout<never>>>();

/**
 * A page that shows a shared view (several page files export `MarketingPageView`) gets its own
 * component to carry `getLayout`, so setting it never changes the shared view for other pages.
 * The same view and layout always give the same component, so moving between two such pages
 * updates the view in place, as it did when they exported the view itself.
 */
export function withLayout<P extends object>(View: ComponentType<P>, getLayout: PageLayout): NextPageWithLayout<P> {
  let byLayout = wrappers.get(View as ComponentType<never>);
  if (!byLayout) wrappers.set(View as ComponentType<never>, (byLayout = new Map()));
  const known = byLayout.get(getLayout);
  if (known) return known as NextPageWithLayout<P>;
  const Page: NextPageWithLayout<P> = (props) => <View {...props} />;
  Page.displayName = View.displayName ?? View.name;
  Page.getLayout = getLayout;
  byLayout.set(getLayout, Page as NextPageWithLayout<never>);
  return Page;
}
