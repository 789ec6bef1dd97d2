import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { appLayout, paddedLayout, publicLayout, type PageLayout } from "@/components/layout/page-layouts";
import { appLayoutRoutes } from "@/lib/site/layouts";
import { marketingPageRoutes, sluggedPages } from "@/lib/site/marketing-pages";
import { routes } from "@/lib/site/routes";

/*
 * Each page file names its frame (`getLayout`). Before that, _app chose the frame from route
 * lists; these are those lists, kept here so no page changed frame in the move and a new page in
 * one of these groups cannot forget its line. Every page file not named here is padded.
 */
const appRoutes: readonly string[] = Object.values(routes.app);
const publicRoutes: readonly string[] = [
  routes.home,
  routes.learning.root,
  ...Object.values(marketingPageRoutes),
  // Pages whose path holds the product slug, served by one dynamic route per folder.
  "/company/[page]",
  "/learning-resource/[page]",
];

const root = path.resolve(__dirname, "../../../..");
const pagesDir = path.join(root, "pages");

/** The page file that serves a route, as Next resolves it. */
function pageFileFor(route: string): string {
  const candidates = [`${route === "/" ? "/index" : route}.tsx`, `${route}/index.tsx`];
  const found = candidates.find((file) => existsSync(path.join(pagesDir, file)));
  if (found) return found.replace(/^\//, "");
  // A slugged marketing page (/company/about-{slug}): no file holds its name, the folder's [page] serves it.
  const [, folder, segment] = route.split("/");
  if ((folder === "company" || folder === "learning-resource") && sluggedPages(folder).some((page) => page.segment === segment)) {
    return `${folder}/[page].tsx`;
  }
  throw new Error(`no page file serves ${route}`);
}

/** Every page file under pages/ (not _app, _document or the API routes), relative to pages/. */
function allPageFiles(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" && dir === pagesDir ? [] : allPageFiles(full);
    if (!entry.name.endsWith(".tsx") || entry.name.startsWith("_")) return [];
    return [path.relative(pagesDir, full)];
  });
}

function declaredLayout(file: string): PageLayout | undefined {
  const pageModule = require(path.join(pagesDir, file)) as { default?: { getLayout?: PageLayout } };
  expect(pageModule.default).toBeDefined();
  return pageModule.default?.getLayout;
}

const appFiles = [...new Set(appRoutes.map(pageFileFor))];
const publicFiles = [...new Set(publicRoutes.map(pageFileFor))];
const paddedFiles = allPageFiles().filter((file) => !appFiles.includes(file) && !publicFiles.includes(file));

describe("page layouts", () => {
  test("given the route lists, then every route maps to a page file and no file is in both", () => {
    expect(appFiles.length).toBeGreaterThan(0);
    expect(publicFiles.length).toBeGreaterThan(0);
    expect(appFiles.filter((file) => publicFiles.includes(file))).toEqual([]);
  });

  test.each(appFiles)("given the app page %s, then it declares appLayout (neither header nor footer)", (file) => {
    expect(declaredLayout(file)).toBe(appLayout);
  });

  test.each(publicFiles)("given the public page %s, then it declares publicLayout (full-bleed)", (file) => {
    expect(declaredLayout(file)).toBe(publicLayout);
  });

  test.each(paddedFiles)("given the other page %s, then it is padded (the default)", (file) => {
    expect(declaredLayout(file) ?? paddedLayout).toBe(paddedLayout);
  });

  test("given pages that show the same shared view, then they share its layout wrapper but not the view itself", () => {
    const support = declaredLayout("support.tsx");
    const shared = require("@/components/content/marketing-page") as { MarketingPageView: { getLayout?: PageLayout } };
    expect(support).toBe(publicLayout);
    expect(shared.MarketingPageView.getLayout).toBeUndefined();
    expect(require(path.join(pagesDir, "support.tsx")).default).toBe(require(path.join(pagesDir, "individual/index.tsx")).default);
  });
});

describe("appLayoutRoutes", () => {
  test("given robots.txt reads it, then it is exactly the app routes", () => {
    expect(appLayoutRoutes).toEqual(appRoutes);
    expect(appLayoutRoutes).toEqual(expect.arrayContaining(["/dashboard", "/checkout", "/whatsapp", "/dashboard1/itr-2"]));
  });
});
