import { z } from "zod";
import { prepareHtml } from "@/lib/content/document-html";
import { renderTaxPlaceholders } from "@/lib/content/tax-placeholders";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type {
  ContentDocument,
  DocumentKind,
  Faq,
  GlossaryTerm,
  MediaMention,
  Testimonial,
  Webinar,
} from "@/lib/content/schemas";
import type { PageMeta } from "@/lib/site/seo";
import { parseResponse } from "../api-error";
import type { WagtailItem } from "./wagtail";

/*
 * The CMS's page types and the fields the site reads from each, mapped to the same
 * shapes as the embedded content. A field missing or of the wrong type makes the whole
 * answer a `bad-response` ApiError, and the caller falls back to the embedded content.
 */

export const CMS_TYPES = {
  article: "blog.BlogPage",
  guide: "guides.GuidePage",
  glossary: "glossary.GlossaryTerm",
  faq: "faq.FaqEntry",
  webinar: "webinars.WebinarPage",
  media: "media.MediaMention",
  testimonial: "testimonials.Testimonial",
  pageMeta: "seo.PageMeta",
} as const;

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

const documentFields = z.object({
  intro: optionalText,
  author: optionalText,
  body: z.string(),
  tags: stringList,
  related_calculators: stringList,
  last_published_at: z.string().nullish(),
  /** the day an editor last checked the page against the law (a date field; optional) */
  law_checked: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .nullish(),
});

const guideFields = documentFields.extend({ guide_type: z.enum(["itr", "gst"]) });

/**
 * The current year's tax figures for an editor's `{{tax:name}}` (lib/content/tax-placeholders.ts),
 * applied to the editor's text before it is sanitised, so the headings' ids and the table of
 * contents carry the figure too (the figures are plain text: "₹1.25 lakh", "₹1.25 लाख" on a Hindi page). A name we do not know stays as
 * the editor wrote it and is logged: a slip in the CMS must not take the page down.
 */
export const withTaxFigures = (text: string, locale: Locale = "en") =>
  renderTaxPlaceholders(text, {
    locale,
    onUnknown: (placeholder, error) => {
      console.warn(`CMS content: ${error.message}; left as written`);
      return placeholder;
    },
  });

/** The language of a CMS page (Wagtail's `locale`); English where the CMS has no localisation. */
const languageOf = (item: WagtailItem): Locale => (isLocale(item.meta.locale) ? item.meta.locale : "en");

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export const GUIDE_KIND: Record<"itr" | "gst", DocumentKind> = { itr: "itr-guide", gst: "gst-guide" };

/** A blog page or guide page as the site renders it, its rich text sanitised here. */
export function toDocument(item: WagtailItem, kind: DocumentKind): ContentDocument {
  const fields = parseResponse(documentFields, item);
  const locale = languageOf(item);
  const { html, toc, readingMinutes } = prepareHtml(withTaxFigures(fields.body, locale));
  const intro = withTaxFigures(fields.intro, locale);
  const published = day(item.meta.first_published_at) ?? "1970-01-01";
  const updated = day(fields.last_published_at);
  return {
    kind,
    slug: item.meta.slug,
    title: withTaxFigures(item.title, locale),
    description: withTaxFigures(item.meta.search_description, locale) || intro,
    intro,
    author: fields.author,
    published,
    updated: updated && updated !== published ? updated : null,
    tags: fields.tags,
    relatedCalculators: fields.related_calculators,
    lawCheck: fields.law_checked ? { checked: fields.law_checked.slice(0, 10), taxYears: [], topics: [], yearsText: "" } : null,
    html,
    toc,
    readingMinutes,
  };
}

export function guideKindOf(item: WagtailItem): DocumentKind {
  return GUIDE_KIND[parseResponse(guideFields.pick({ guide_type: true }), item).guide_type];
}

export function toGlossaryTerm(item: WagtailItem): GlossaryTerm {
  const fields = parseResponse(z.object({ definition: z.string().min(1), related_terms: stringList }), item);
  return { term: item.title, slug: item.meta.slug, definition: withTaxFigures(fields.definition, languageOf(item)), related: fields.related_terms };
}

export function toFaq(item: WagtailItem): Faq {
  const fields = parseResponse(z.object({ answer: z.string().min(1), category: z.string().nullish() }), item);
  const locale = languageOf(item);
  return { question: withTaxFigures(item.title, locale), answer: withTaxFigures(fields.answer, locale), ...(fields.category ? { category: fields.category } : {}) };
}

export function toWebinar(item: WagtailItem): Webinar {
  const fields = parseResponse(
    z.object({
      starts_at: z.string().datetime({ offset: true }),
      duration_minutes: z.number().int().positive(),
      host: z.string().min(1),
      summary: z.string().min(1),
      agenda: stringList,
      audience: z.string().nullish(),
    }),
    item,
  );
  return {
    slug: item.meta.slug,
    title: item.title,
    date: fields.starts_at,
    durationMinutes: fields.duration_minutes,
    host: fields.host,
    summary: fields.summary,
    agenda: fields.agenda,
    ...(fields.audience ? { audience: fields.audience } : {}),
  };
}

export function toMediaMention(item: WagtailItem): MediaMention {
  const fields = parseResponse(
    z.object({
      published_on: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
      summary: z.string().min(1),
      publication: z.string().nullish(),
      link: z.url({ protocol: /^https?$/ }).nullish(),
    }),
    item,
  );
  return {
    title: item.title,
    date: fields.published_on.slice(0, 10),
    kind: fields.publication ? "coverage" : "press-release",
    summary: fields.summary,
    ...(fields.publication ? { publication: fields.publication } : {}),
    ...(fields.link ? { url: fields.link } : {}),
  };
}

export function toTestimonial(item: WagtailItem): Testimonial {
  const fields = parseResponse(z.object({ quote: z.string().min(1), role: z.string().nullish() }), item);
  return { name: item.title, quote: fields.quote, ...(fields.role ? { role: fields.role } : {}) };
}

const metaText = z.string().nullish();

/** The page-meta entry for one page: meta.slug is the page's content key ("individual-file-tax"). */
export function toPageMeta(item: WagtailItem): PageMeta {
  const fields = parseResponse(
    z.object({
      keywords: metaText,
      sm_title: metaText,
      sm_description: metaText,
      sm_img_url: metaText,
      sm_img_type: metaText,
      sm_page_url: metaText,
      sm_twitter_card: metaText,
    }),
    item,
  );
  return { seo_title: item.meta.seo_title, search_description: item.meta.search_description, ...fields };
}
