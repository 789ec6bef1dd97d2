import { readFile } from "node:fs/promises";
import path from "node:path";
import type { GetServerSideProps } from "next";
import { builtPaths, publicPaths, sitemapXml } from "@/lib/site/sitemap";

/** The routes this build serves, from Next's own manifest; null when it cannot be read. */
async function readBuiltRoutes(): Promise<string[] | null> {
  try {
    const manifest = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "pages-manifest.json");
    return Object.keys(JSON.parse(await readFile(manifest, "utf8")) as Record<string, string>);
  } catch {
    return null;
  }
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = sitemapXml(builtPaths(publicPaths(), await readBuiltRoutes()));
  res.setHeader("Content-Type", "application/xml; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=3600, s-maxage=3600");
  res.end(xml);
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
