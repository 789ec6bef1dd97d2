import { Marked } from "marked";
import type { TocEntry } from "./schemas";
import { sanitizeContentHtml } from "./sanitize-html";
import { slugify } from "./slugify";

/** Average adult silent-reading speed for non-fiction, words a minute. */
const WORDS_PER_MINUTE = 200;

const markdown = new Marked({ gfm: true, breaks: false });

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&nbsp;/g, " ");

/**
 * Gives every h2 and h3 of sanitised HTML an id (unique within the document) and lists
 * them for the table of contents. The sanitiser has already removed any id the source
 * carried, so the only ids in the output are these.
 */
export function addHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const withIds = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const text = stripTags(inner).trim();
    const base = `section-${slugify(text)}`;
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count + 1}`;
    toc.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: withIds, toc };
}

export function readingMinutes(html: string): number {
  const words = stripTags(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * A wide table scrolls sideways inside the text (content.module.scss) rather than widen the
 * page on a phone; keyboard users can only scroll what they can focus, so each table takes
 * focus. The sanitiser drops every attribute of a table, so the tag is exactly "<table>".
 */
export const focusableTables = (html: string) => html.replace(/<table>/g, '<table tabindex="0">');

/** CMS rich text (HTML) to what the page renders: sanitised, headings anchored, tables focusable. */
export function prepareHtml(untrusted: string): { html: string; toc: TocEntry[]; readingMinutes: number } {
  const { html, toc } = addHeadingIds(focusableTables(sanitizeContentHtml(untrusted)));
  return { html, toc, readingMinutes: readingMinutes(html) };
}

/** Embedded markdown to the same: rendered, then through the same sanitiser as CMS HTML. */
export function prepareMarkdown(source: string): { html: string; toc: TocEntry[]; readingMinutes: number } {
  return prepareHtml(markdown.parse(source, { async: false }));
}
