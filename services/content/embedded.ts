import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { brand } from "@/lib/site/brand";
import { config } from "@/lib/site/config";
import { prepareMarkdown } from "@/lib/content/document-html";
import { renderTaxPlaceholders } from "@/lib/content/tax-placeholders";
import {
  documentFrontMatterSchema,
  faqSchema,
  glossaryTermSchema,
  marketingPageSchema,
  mediaMentionSchema,
  webinarSchema,
  type ContentDocument,
  type DocumentKind,
  type Faq,
  type GlossaryTerm,
  type MarketingPage,
  type MediaMention,
  type Webinar,
} from "@/lib/content/schemas";

/*
 * The embedded default content: the files in `content/`, read at build time (and when a
 * page regenerates). A file that does not match its schema fails loudly with its path,
 * because it is part of the code base and a test checks every one.
 */

export const DOCUMENT_FOLDERS: Record<DocumentKind, string> = {
  article: "articles",
  "itr-guide": join("guides", "itr"),
  "gst-guide": join("guides", "gst"),
};

/**
 * The writers' placeholders filled in: the configured product name for `{{brand}}`; the
 * app's address for `{{app}}` (`{{app}}/signup`), so a link into the app gets the campaign
 * when shown; and the current year's tax figures for `{{tax:name}}`
 * (lib/content/tax-placeholders.ts). An unknown `{{tax:…}}` name throws, naming the file:
 * the content is code, and a test renders every file.
 */
export function withPlaceholders(source: string, locale: Locale = "en"): string {
  return renderTaxPlaceholders(source.replaceAll("{{brand}}", brand.name).replaceAll("{{app}}", config.appUrl), { locale });
}

/**
 * Where a file's text is in a language: `content/hi/<path>` for Hindi where it is written,
 * else the English file (the page then says it is not yet in Hindi; docs/i18n.md).
 */
function localised(relativePath: string, locale: Locale): { path: string; language: Locale } {
  if (locale !== "en" && existsSync(join(/* turbopackIgnore: true */ process.cwd(), "content", locale, relativePath))) {
    return { path: join(locale, relativePath), language: locale };
  }
  return { path: relativePath, language: "en" };
}

function readText(relativePath: string, locale: Locale = "en"): string {
  const { path, language } = localised(relativePath, locale);
  // Written out in full at each call so the bundler traces only content/, not the whole project.
  const source = readFileSync(join(/* turbopackIgnore: true */ process.cwd(), "content", path), "utf8");
  try {
    return withPlaceholders(source, language);
  } catch (error) {
    throw new Error(`content/${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The language a content file is shown in for a page's language (English where not yet translated). */
export function contentLanguage(relativePath: string, locale: Locale): Locale {
  return localised(relativePath, locale).language;
}

function parseFile<Schema extends z.ZodType>(schema: Schema, data: unknown, relativePath: string): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/${relativePath} is not valid: ${z.prettifyError(result.error)}`);
  return result.data;
}

function readJson<Schema extends z.ZodType>(schema: Schema, relativePath: string, locale: Locale = "en"): z.infer<Schema> {
  return parseFile(schema, JSON.parse(readText(relativePath, locale)), relativePath);
}

export function embeddedPageKeys(): string[] {
  return readdirSync(join(/* turbopackIgnore: true */ process.cwd(), "content", "pages"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""))
    .sort();
}

export function embeddedPage(key: string, locale: Locale = "en"): MarketingPage {
  return readJson(marketingPageSchema, join("pages", `${key}.json`), locale);
}

/** The language a marketing page's body is shown in. */
export const embeddedPageLanguage = (key: string, locale: Locale): Locale => contentLanguage(join("pages", `${key}.json`), locale);

function readDocument(kind: DocumentKind, fileName: string, locale: Locale = "en"): ContentDocument {
  const relativePath = join(DOCUMENT_FOLDERS[kind], fileName);
  const { data, content } = matter(readText(relativePath, locale));
  const front = parseFile(documentFrontMatterSchema, data, relativePath);
  const { html, toc, readingMinutes } = prepareMarkdown(content);
  return {
    kind,
    slug: fileName.replace(/\.md$/, ""),
    title: front.title,
    description: front.description,
    intro: front.intro,
    author: front.author,
    published: front.published.slice(0, 10),
    updated: front.updated?.slice(0, 10) ?? null,
    tags: front.tags,
    relatedCalculators: front.relatedCalculators,
    lawCheck: front.lawCheck ?? null,
    language: contentLanguage(relativePath, locale),
    html,
    toc,
    readingMinutes,
  };
}

/** Newest first, as every listing shows them. */
export const byNewest = (a: { published: string }, b: { published: string }) => b.published.localeCompare(a.published);

export function embeddedDocuments(kind: DocumentKind, locale: Locale = "en"): ContentDocument[] {
  return readdirSync(join(/* turbopackIgnore: true */ process.cwd(), "content", DOCUMENT_FOLDERS[kind]))
    .filter((name) => name.endsWith(".md"))
    .map((name) => readDocument(kind, name, locale))
    .sort(byNewest);
}

export function embeddedGlossary(locale: Locale = "en"): GlossaryTerm[] {
  return readJson(z.object({ terms: z.array(glossaryTermSchema) }), "glossary.json", locale).terms;
}

export function embeddedFaqs(locale: Locale = "en"): Faq[] {
  return readJson(z.object({ faqs: z.array(faqSchema) }), "faqs.json", locale).faqs;
}

export function embeddedWebinars(locale: Locale = "en"): Webinar[] {
  return readJson(z.object({ webinars: z.array(webinarSchema) }), "webinars.json", locale).webinars;
}

export function embeddedMedia(locale: Locale = "en"): MediaMention[] {
  return readJson(z.object({ mentions: z.array(mediaMentionSchema) }), "media.json", locale).mentions;
}
