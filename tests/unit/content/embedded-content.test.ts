/** @jest-environment node */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { documentPath } from "@/lib/content/document-routes";
import type { DocumentKind } from "@/lib/content/schemas";
import { listingPageRoutes, marketingPageRoutes } from "@/lib/site/marketing-pages";
import { publicPaths } from "@/lib/site/sitemap";
import {
  embeddedDocuments,
  embeddedFaqs,
  embeddedGlossary,
  embeddedMedia,
  embeddedPage,
  embeddedPageKeys,
  embeddedWebinars,
} from "@/services/content/embedded";

/*
 * The embedded default content is code: every file must parse, name real calculators
 * and routes, and meet the counts the site promises when no CMS is configured.
 */
const KINDS: DocumentKind[] = ["article", "itr-guide", "gst-guide"];
const pageKeys = [...Object.keys(marketingPageRoutes), ...Object.keys(listingPageRoutes)];
const documents = KINDS.flatMap((kind) => embeddedDocuments(kind));
const calculatorSlugs = new Set(calculatorCatalogue.map((entry) => entry.id));

describe("embedded pages", () => {
  test("every content page of the site has its file, and every file belongs to a page", () => {
    expect(embeddedPageKeys()).toEqual([...pageKeys].sort());
  });

  test.each(pageKeys)("content/pages/%s.json matches the page schema", (key) => {
    const page = embeddedPage(key);
    expect(page.h1.length).toBeGreaterThan(5);
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    for (const slug of page.relatedCalculators) expect(calculatorSlugs).toContain(slug);
  });

  test("titles and descriptions are unique across pages, articles and guides", () => {
    const titles = [...pageKeys.map((key) => embeddedPage(key).title), ...documents.map((document) => document.title)];
    const descriptions = [...pageKeys.map((key) => embeddedPage(key).description), ...documents.map((document) => document.description)];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test("the writers' {{brand}} is replaced everywhere", () => {
    const everything = JSON.stringify([pageKeys.map((key) => embeddedPage(key)), documents, embeddedGlossary(), embeddedFaqs(), embeddedWebinars(), embeddedMedia()]);
    expect(everything).not.toContain("{{");
  });
});

describe("embedded articles and guides", () => {
  test.each([
    ["article", 12],
    ["itr-guide", 6],
    ["gst-guide", 4],
  ] as const)("given kind %s, there are at least %i", (kind, minimum) => {
    expect(embeddedDocuments(kind).length).toBeGreaterThanOrEqual(minimum);
  });

  test.each(documents.map((document) => [`${document.kind}/${document.slug}`, document] as const))(
    "%s has a contents list, a reading time and only real calculators and site links",
    (_name, document) => {
      expect(document.toc.filter((entry) => entry.level === 2).length).toBeGreaterThanOrEqual(3);
      expect(document.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(document.published >= "2025-04-01" && document.published <= "2026-11-21").toBe(true);
      for (const slug of document.relatedCalculators) expect(calculatorSlugs).toContain(slug);
      const known = new Set([...publicPaths(), ...documents.map((other) => documentPath(other.kind, other.slug))]);
      const internal = [...document.html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!.replace(/\/$/, "") || "/");
      for (const path of internal) expect(known).toContain(path);
    },
  );

  test("slugs are the file names, lowercase words joined by hyphens", () => {
    for (const kind of KINDS) {
      const folder = join(process.cwd(), "content", kind === "article" ? "articles" : join("guides", kind.replace("-guide", "")));
      for (const name of readdirSync(folder)) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
    }
  });
});

describe("embedded glossary, FAQs, webinars and media", () => {
  const glossary = embeddedGlossary();

  test("at least 60 glossary terms with unique slugs, each related slug a term of the glossary", () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60);
    const slugs = new Set(glossary.map((term) => term.slug));
    expect(slugs.size).toBe(glossary.length);
    for (const term of glossary) for (const related of term.related) expect(slugs).toContain(related);
  });

  test("at least 30 FAQs, each with a category, no question twice", () => {
    const faqs = embeddedFaqs();
    expect(faqs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length);
    for (const faq of faqs) expect(faq.category).toBeTruthy();
  });

  test("a webinar list with unique slugs, and media mentions that claim no outside coverage", () => {
    const webinars = embeddedWebinars();
    expect(webinars.length).toBeGreaterThanOrEqual(4);
    expect(new Set(webinars.map((webinar) => webinar.slug)).size).toBe(webinars.length);
    const mentions = embeddedMedia();
    expect(mentions.length).toBeGreaterThanOrEqual(4);
    for (const mention of mentions) expect(mention.publication).toBeUndefined();
  });
});
