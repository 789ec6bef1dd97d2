import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
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
export function withPlaceholders(source: string): string {
  return renderTaxPlaceholders(source.replaceAll("{{brand}}", brand.name).replaceAll("{{app}}", config.appUrl));
}

function readText(relativePath: string): string {
  // Written out in full at each call so the bundler traces only content/, not the whole project.
  const source = readFileSync(join(/* turbopackIgnore: true */ process.cwd(), "content", relativePath), "utf8");
  try {
    return withPlaceholders(source);
  } catch (error) {
    throw new Error(`content/${relativePath}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function parseFile<Schema extends z.ZodType>(schema: Schema, data: unknown, relativePath: string): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/${relativePath} is not valid: ${z.prettifyError(result.error)}`);
  return result.data;
}

function readJson<Schema extends z.ZodType>(schema: Schema, relativePath: string): z.infer<Schema> {
  return parseFile(schema, JSON.parse(readText(relativePath)), relativePath);
}

export function embeddedPageKeys(): string[] {
  return readdirSync(join(/* turbopackIgnore: true */ process.cwd(), "content", "pages"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""))
    .sort();
}

export function embeddedPage(key: string): MarketingPage {
  return readJson(marketingPageSchema, join("pages", `${key}.json`));
}

function readDocument(kind: DocumentKind, fileName: string): ContentDocument {
  const relativePath = join(DOCUMENT_FOLDERS[kind], fileName);
  const { data, content } = matter(readText(relativePath));
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
    html,
    toc,
    readingMinutes,
  };
}

/** Newest first, as every listing shows them. */
export const byNewest = (a: { published: string }, b: { published: string }) => b.published.localeCompare(a.published);

export function embeddedDocuments(kind: DocumentKind): ContentDocument[] {
  return readdirSync(join(/* turbopackIgnore: true */ process.cwd(), "content", DOCUMENT_FOLDERS[kind]))
    .filter((name) => name.endsWith(".md"))
    .map((name) => readDocument(kind, name))
    .sort(byNewest);
}

export function embeddedGlossary(): GlossaryTerm[] {
  return readJson(z.object({ terms: z.array(glossaryTermSchema) }), "glossary.json").terms;
}

export function embeddedFaqs(): Faq[] {
  return readJson(z.object({ faqs: z.array(faqSchema) }), "faqs.json").faqs;
}

export function embeddedWebinars(): Webinar[] {
  return readJson(z.object({ webinars: z.array(webinarSchema) }), "webinars.json").webinars;
}

export function embeddedMedia(): MediaMention[] {
  return readJson(z.object({ mentions: z.array(mediaMentionSchema) }), "media.json").mentions;
}
