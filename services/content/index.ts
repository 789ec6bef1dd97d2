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

async function cmsDocuments(kind: DocumentKind, slug?: string): Promise<ContentDocument[]> {
  if (kind === "article") {
    return (await listWagtailPages(CMS_TYPES.article, { slug })).map((item) => toDocument(item, kind)).sort(byNewest);
  }
  const guides = await listWagtailPages(CMS_TYPES.guide, { slug });
  return guides
    .filter((item) => guideKindOf(item) === kind)
    .map((item) => toDocument(item, kind))
    .sort(byNewest);
}

/** Articles or guides of one kind, newest first. */
export function getDocuments(kind: DocumentKind): Promise<Sourced<ContentDocument[]>> {
  return fromCms(() => cmsDocuments(kind), () => embeddedDocuments(kind));
}

/** One article or guide by slug, or null (the page then answers 404). */
export async function getDocument(kind: DocumentKind, slug: string): Promise<ContentDocument | null> {
  const found = await fromCms(
    async () => (await cmsDocuments(kind, slug))[0] ?? null,
    () => embeddedDocuments(kind).find((document) => document.slug === slug) ?? null,
    (value) => value === null,
  );
  return found.value;
}

export async function getGlossary(): Promise<Sourced<GlossaryTerm[]>> {
  const found = await fromCms(async () => (await listWagtailPages(CMS_TYPES.glossary)).map(toGlossaryTerm), embeddedGlossary);
  return { ...found, value: [...found.value].sort((a, b) => a.term.localeCompare(b.term, "en-IN")) };
}

export function getFaqs(): Promise<Sourced<Faq[]>> {
  return fromCms(async () => (await listWagtailPages(CMS_TYPES.faq)).map(toFaq), embeddedFaqs);
}

export function getWebinars(): Promise<Sourced<Webinar[]>> {
  return fromCms(async () => (await listWagtailPages(CMS_TYPES.webinar)).map(toWebinar), embeddedWebinars);
}

export async function getMediaMentions(): Promise<Sourced<MediaMention[]>> {
  const found = await fromCms(async () => (await listWagtailPages(CMS_TYPES.media)).map(toMediaMention), embeddedMedia);
  return { ...found, value: [...found.value].sort((a, b) => b.date.localeCompare(a.date)) };
}

/** Testimonials come only from the CMS: the site invents no customers' words. */
export function getTestimonials(): Promise<Sourced<Testimonial[]>> {
  return fromCms(async () => (await listWagtailPages(CMS_TYPES.testimonial)).map(toTestimonial), () => []);
}

/** A marketing page's body: embedded (the CMS holds only its meta). */
export function getMarketingPage(key: string): MarketingPage {
  return embeddedPage(key);
}

/** The CMS's page-meta entry for a page key, or {} (site defaults then apply field by field). */
export async function getPageMeta(key: string): Promise<PageMeta> {
  const found = await fromCms(
    async () => {
      const [item] = await listWagtailPages(CMS_TYPES.pageMeta, { slug: key });
      return item ? toPageMeta(item) : null;
    },
    () => null,
    (value) => value === null,
  );
  return found.value ?? {};
}
