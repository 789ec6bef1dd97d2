import type {
  ContentDocument,
  DocumentKind,
  Faq,
  GlossaryTerm,
  MarketingPage,
  MediaMention,
  Testimonial,
  Webinar,
} from "@/lib/content/schemas";
import type { Locale } from "@/lib/i18n/locales";
import type { PageMeta } from "@/lib/site/seo";
import { isApiError } from "../api-error";
import { isCmsConfigured } from "../clients";
import {
  CMS_TYPES,
  guideKindOf,
  toDocument,
  toFaq,
  toGlossaryTerm,
  toMediaMention,
  toPageMeta,
  toTestimonial,
  toWebinar,
} from "./cms-mappers";
import {
  byNewest,
  embeddedDocuments,
  embeddedFaqs,
  embeddedGlossary,
  embeddedMedia,
  embeddedPage,
  embeddedPageLanguage,
  embeddedWebinars,
} from "./embedded";
import { listWagtailPages } from "./wagtail";

/*
 * The one content adapter. Each read asks the CMS first and falls back to the embedded
 * default content in `content/` when no CMS is configured, when it fails (no answer, an
 * error status, a time-out), when it answers with a shape the site does not expect, or
 * when it has nothing of that kind. Nothing here throws because of the CMS, so a build
 * never fails because the CMS is down.
 *
 * After a failure to reach the CMS (network or time-out) it is not asked again for a
 * minute, so a build of two hundred pages waits for one time-out, not two hundred.
 */
const COOL_DOWN_MS = 60_000;
/*
 * One cool-down per server process, kept on globalThis: the build gives each page and API
 * route its own copy of this module, so a module variable would let the publish webhook
 * (pages/api/revalidate.ts) end only its own copy's minute, while the pages it regenerates
 * kept theirs (seen in the cluster test: no CMS read after the webhook).
 */
const coolDown = ((globalThis as { __cmsCoolDown?: { unreachableUntil: number } }).__cmsCoolDown ??= { unreachableUntil: 0 });

export type ContentSource = "cms" | "embedded";

export interface Sourced<Value> {
  value: Value;
  source: ContentSource;
}

/** Forgets an earlier failure: the publish webhook (the CMS has just called), and tests. */
export function resetCmsCoolDown(): void {
  coolDown.unreachableUntil = 0;
}

async function fromCms<Value>(
  read: () => Promise<Value>,
  fallback: () => Value,
  isEmpty: (value: Value) => boolean = (value) => Array.isArray(value) && value.length === 0,
): Promise<Sourced<Value>> {
  if (isCmsConfigured() && Date.now() >= coolDown.unreachableUntil) {
    try {
      const value = await read();
      if (!isEmpty(value)) return { value, source: "cms" };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === "network" || error.kind === "timeout") coolDown.unreachableUntil = Date.now() + COOL_DOWN_MS;
      console.warn(`CMS unavailable, using embedded content: ${error.message}`);
    }
  }
  return { value: fallback(), source: "embedded" };
}

/** The CMS's locale parameter for a page's language: none for English, the CMS's default. */
const cmsLocale = (locale: Locale) => (locale === "en" ? {} : { locale });

async function cmsDocuments(kind: DocumentKind, slug?: string, locale: Locale = "en"): Promise<ContentDocument[]> {
  const language = { language: locale };
  if (kind === "article") {
    return (await listWagtailPages(CMS_TYPES.article, { slug, ...cmsLocale(locale) })).map((item) => ({ ...toDocument(item, kind), ...language })).sort(byNewest);
  }
  const guides = await listWagtailPages(CMS_TYPES.guide, { slug, ...cmsLocale(locale) });
  return guides
    .filter((item) => guideKindOf(item) === kind)
    .map((item) => ({ ...toDocument(item, kind), ...language }))
    .sort(byNewest);
}

/**
 * Articles or guides of one kind, newest first, in the page's language: the CMS's pages in
 * that language, else the embedded ones (each in Hindi where written, else in English).
 */
export function getDocuments(kind: DocumentKind, locale: Locale = "en"): Promise<Sourced<ContentDocument[]>> {
  return fromCms(() => cmsDocuments(kind, undefined, locale), () => embeddedDocuments(kind, locale));
}

/**
 * One article or guide by slug, or null (the page then answers 404). In Hindi: the CMS's Hindi
 * page, else the embedded Hindi text, else the English page (marked `language: "en"`, which the
 * page shows with a notice and keeps out of search engines).
 */
export async function getDocument(kind: DocumentKind, slug: string, locale: Locale = "en"): Promise<ContentDocument | null> {
  const found = await fromCms(
    async () => (await cmsDocuments(kind, slug, locale))[0] ?? null,
    () => embeddedDocuments(kind, locale).find((document) => document.slug === slug) ?? null,
    (value) => value === null,
  );
  if (found.value || locale === "en") return found.value;
  return getDocument(kind, slug, "en");
}

export async function getGlossary(locale: Locale = "en"): Promise<Sourced<GlossaryTerm[]>> {
  const found = await fromCms(async () => (await listWagtailPages(CMS_TYPES.glossary, cmsLocale(locale))).map(toGlossaryTerm), () => embeddedGlossary(locale));
  const collator = locale === "en" ? "en-IN" : "hi-IN";
  return { ...found, value: [...found.value].sort((a, b) => a.term.localeCompare(b.term, collator)) };
}

export function getFaqs(locale: Locale = "en"): Promise<Sourced<Faq[]>> {
  return fromCms(async () => (await listWagtailPages(CMS_TYPES.faq, cmsLocale(locale))).map(toFaq), () => embeddedFaqs(locale));
}

export function getWebinars(locale: Locale = "en"): Promise<Sourced<Webinar[]>> {
  return fromCms(async () => (await listWagtailPages(CMS_TYPES.webinar, cmsLocale(locale))).map(toWebinar), () => embeddedWebinars(locale));
}

export async function getMediaMentions(locale: Locale = "en"): Promise<Sourced<MediaMention[]>> {
  const found = await fromCms(async () => (await listWagtailPages(CMS_TYPES.media, cmsLocale(locale))).map(toMediaMention), () => embeddedMedia(locale));
  return { ...found, value: [...found.value].sort((a, b) => b.date.localeCompare(a.date)) };
}

/** Testimonials come only from the CMS: the site invents no customers' words. */
export function getTestimonials(): Promise<Sourced<Testimonial[]>> {
  return fromCms(async () => (await listWagtailPages(CMS_TYPES.testimonial)).map(toTestimonial), () => []);
}

/** A marketing page's body: embedded (the CMS holds only its meta), in Hindi where written. */
export function getMarketingPage(key: string, locale: Locale = "en"): MarketingPage {
  return embeddedPage(key, locale);
}

/** The language a marketing page's body is in, for a page's language. */
export function marketingPageLanguage(key: string, locale: Locale): Locale {
  return embeddedPageLanguage(key, locale);
}

/** The CMS's page-meta entry for a page key, or {} (site defaults then apply field by field). */
export async function getPageMeta(key: string, locale: Locale = "en"): Promise<PageMeta> {
  const found = await fromCms(
    async () => {
      const [item] = await listWagtailPages(CMS_TYPES.pageMeta, { slug: key, ...cmsLocale(locale) });
      return item ? toPageMeta(item) : null;
    },
    () => null,
    (value) => value === null,
  );
  return found.value ?? {};
}
