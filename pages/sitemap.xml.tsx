import { readFile } from "node:fs/promises";
import type { GetServerSideProps } from "next";
import { documentPath, listingPagePath, pageCount } from "@/lib/content/document-routes";
import type { DocumentKind } from "@/lib/content/schemas";
import { buildFilePath } from "@/lib/site/build-output";
import { cacheControlFor } from "@/lib/site/cache-control";
import { builtPaths, publicPaths, sitemapXml } from "@/lib/site/sitemap";
import { listingPageRoutes, marketingPageRoutes } from "@/lib/site/marketing-pages";
import { getDocuments, marketingPageLanguage } from "@/services/content";

/** Articles and guides, and the later pages of their listings, from the same source as the pages. */
async function documentPaths(): Promise<string[]> {
  const kinds: DocumentKind[] = ["article", "itr-guide", "gst-guide"];
  const lists = await Promise.all(kinds.map(async (kind) => ({ kind, documents: (await getDocuments(kind)).value })));
  return lists.flatMap(({ kind, documents }) => [
    ...Array.from({ length: pageCount(documents.length) - 1 }, (_, index) => listingPagePath(kind, index + 2)),
    ...documents.map((document) => documentPath(kind, document.slug)),
  ]);
}

/** Content pages whose text is not yet in Hindi: their Hindi address is not announced. */
async function englishOnlyPaths(): Promise<Set<string>> {
  const kinds: DocumentKind[] = ["article", "itr-guide", "gst-guide"];
  const lists = await Promise.all(
    kinds.map(async (kind) => ({ kind, english: (await getDocuments(kind)).value, hindi: (await getDocuments(kind, "hi")).value })),
  );
  // An English document without a Hindi one of the same slug (a CMS page not yet translated, say).
  const documents = lists.flatMap(({ kind, english, hindi }) => {
    const inHindi = new Set(hindi.filter((document) => document.language === "hi").map((document) => document.slug));
    return english.filter((document) => !inHindi.has(document.slug)).map((document) => documentPath(kind, document.slug));
  });
  const pages = (Object.entries({ ...marketingPageRoutes, ...listingPageRoutes }) as [string, string][]).filter(([key]) => marketingPageLanguage(key, "hi") !== "hi").map(([, path]) => path);
  return new Set([...documents, ...pages]);
}

/** The routes this build serves, from Next's own manifest; null when it cannot be read. */
async function readBuiltRoutes(): Promise<string[] | null> {
  try {
    const manifest = buildFilePath("server", "pages-manifest.json");
    return Object.keys(JSON.parse(await readFile(manifest, "utf8")) as Record<string, string>);
  } catch {
    return null;
  }
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = sitemapXml(builtPaths(publicPaths(await documentPaths()), await readBuiltRoutes()), await englishOnlyPaths());
  res.setHeader("Content-Type", "application/xml; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor.content);
  res.end(xml);
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
