import type { APIRequestContext } from "@playwright/test";
import { englishWordsIn } from "../../lib/i18n/english-words";
import { visibleHindiPageWords } from "./hindi-words";
import { expect, test } from "./fixtures";

/*
 * Every page of the sitemap in both languages (issue #42): each pair names the other by
 * hreflang both ways with x-default on the English, each is its own canonical, a page only in
 * English names no twin; and every Hindi page of the sitemap, read as a reader sees it (its
 * title and description too), has no English word outside acronyms, codes, names and fragments
 * marked as English. The server's HTML is read with scripts off: it is what a reader on a slow
 * phone sees first, and what a search engine indexes. A sample is also read after hydration,
 * with axe, in hindi.spec.ts.
 */

const SITE = "https://www.taxsathi.example";

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

async function sitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = "", href = ""]) => [lang, href])),
  }));
}

const pathOf = (url: string) => url.slice(SITE.length) || "/";

/** The hreflang links and canonical of a page's HTML. */
function headLinks(html: string) {
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = "", href = ""]) => [lang, href]));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { alternates, canonical };
}

test("every page of the sitemap: a pair names each other both ways with x-default, each its own canonical; a page only in English names none", async ({ request }) => {
  test.setTimeout(180_000);
  const entries = await sitemap(request);
  expect(entries.length).toBeGreaterThan(150);
  const problems: string[] = [];
  for (const { loc, alternates } of entries) {
    const response = await request.get(pathOf(loc));
    if (response.status() !== 200) {
      problems.push(`${loc}: ${response.status()}`);
      continue;
    }
    const head = headLinks(await response.text());
    if (head.canonical !== loc) problems.push(`${loc}: canonical ${head.canonical}`);
    if (JSON.stringify(head.alternates) !== JSON.stringify(Object.keys(alternates).length ? head.alternates : {})) problems.push(`${loc}: alternates`);
    const english = alternates["en-IN"];
    const hindi = alternates["hi-IN"];
    if (!hindi) {
      if (Object.keys(head.alternates).length > 0) problems.push(`${loc}: names a twin the sitemap does not`);
      continue;
    }
    const expected = { "en-IN": english, "hi-IN": hindi, "x-default": english };
    if (JSON.stringify(head.alternates) !== JSON.stringify(expected)) problems.push(`${loc}: ${JSON.stringify(head.alternates)}`);
    if (alternates["x-default"] !== english) problems.push(`${loc}: sitemap x-default ${alternates["x-default"]}`);
    // The twin is in the sitemap too, naming this page back.
    const twin = entries.find((entry) => entry.loc === (loc === english ? hindi : english));
    if (!twin || twin.alternates["en-IN"] !== english || twin.alternates["hi-IN"] !== hindi) problems.push(`${loc}: its twin does not name it back`);
  }
  expect(problems).toEqual([]);
});

test.describe("every Hindi page of the sitemap, as its first HTML reads", () => {
  test.use({ javaScriptEnabled: false });

  test("no English word outside acronyms, codes, names and fragments marked as English, in the text, title or description", async ({ page, request }) => {
    test.setTimeout(300_000);
    const hindiPages = (await sitemap(request)).filter((entry) => entry.loc.startsWith(`${SITE}/hi`)).map((entry) => pathOf(entry.loc));
    expect(hindiPages.length).toBeGreaterThan(80);
    const left: Record<string, string[]> = {};
    for (const path of hindiPages) {
      await page.goto(path);
      const brand = (await page.locator('meta[property="og:site_name"]').getAttribute("content")) ?? "";
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      const texts = [title, description, ...(await visibleHindiPageWords(page))];
      const english = texts.filter((text) => englishWordsIn(text, new Set([brand])).length > 0);
      if (english.length > 0) left[path] = english;
    }
    expect(left).toEqual({});
  });
});
