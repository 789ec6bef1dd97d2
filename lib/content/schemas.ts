import { z } from "zod";
import { LAW_TOPICS } from "./law-changes";
import { lawCheckYearsText } from "./law-check-text";

/*
 * The shapes of the site's content, whichever source it comes from: the embedded files in
 * `content/` or the CMS. Only server code (getStaticProps) parses with these schemas, so
 * the full zod build never reaches the browser; components import the types alone.
 */

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, "a date written YYYY-MM-DD");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

export const calculatorSlugs = z.array(z.string()).default([]);

/**
 * When a page was last checked against the law, the tax years it states rules for ("2025-26",
 * "2026-27") and the topics of law it depends on (lib/content/law-changes.ts). Shown to the
 * reader; a test fails a page whose topic changed after its check.
 */
export const lawCheckSchema = z
  .object({
    checked: isoDate,
    taxYears: z.array(z.string().regex(/^\d{4}-\d{2}$/, "a year written 2026-27")).default([]),
    topics: z.array(z.enum(LAW_TOPICS)).default([]),
  })
  // The years as the page names them, worked out here on the server, so a page's script does not carry the year rules.
  .transform((check) => ({ ...check, yearsText: lawCheckYearsText(check.taxYears) }));

/** A call to action: the app's signup or login (UTM carried), or a path on this site. */
export const ctaSchema = z.object({
  label: text,
  target: z.union([z.literal("signup"), z.literal("login"), z.string().regex(/^\/[^/]/, "a path on this site")]),
});

export const faqSchema = z.object({ question: text, answer: text, category: z.string().optional() });

export const marketingPageSchema = z.object({
  title: text,
  description: text,
  eyebrow: z.string().optional(),
  h1: text,
  lede: text,
  cta: ctaSchema,
  sections: z.array(
    z
      .object({
        heading: text,
        paragraphs: z.array(text).default([]),
        items: z.array(z.object({ title: text, text })).default([]),
        layout: z.enum(["cards", "steps", "list"]).default("cards"),
      })
      .refine((section) => section.paragraphs.length + section.items.length > 0, "a section needs text or items"),
  ),
  faqs: z.array(faqSchema).default([]),
  relatedCalculators: calculatorSlugs,
  lawCheck: lawCheckSchema.optional(),
});

/** The front matter of an embedded article or guide. */
export const documentFrontMatterSchema = z.object({
  title: text,
  description: text,
  intro: text,
  author: text,
  published: isoDate,
  updated: isoDate.optional(),
  tags: z.array(z.string()).default([]),
  relatedCalculators: calculatorSlugs,
  lawCheck: lawCheckSchema.optional(),
});

export const glossaryTermSchema = z.object({
  term: text,
  english: text.optional(),
  slug,
  definition: text,
  related: z.array(slug).default([]),
});

export const webinarSchema = z.object({
  slug,
  title: text,
  date: z.string().datetime({ offset: true }),
  durationMinutes: z.number().int().positive(),
  host: text,
  summary: text,
  agenda: z.array(text).default([]),
  audience: z.string().optional(),
});

export const mediaMentionSchema = z.object({
  title: text,
  date: isoDate,
  kind: z.string().default("press-release"),
  summary: text,
  publication: z.string().optional(),
  url: z.url().optional(),
});

export const testimonialSchema = z.object({ name: text, role: z.string().optional(), quote: text });

export type Cta = z.infer<typeof ctaSchema>;
export type LawCheck = z.infer<typeof lawCheckSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type MarketingPage = z.infer<typeof marketingPageSchema>;
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type Webinar = z.infer<typeof webinarSchema>;
export type MediaMention = z.infer<typeof mediaMentionSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;

export type DocumentKind = "article" | "itr-guide" | "gst-guide";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** An article or guide ready to render: its HTML already sanitised, with its contents list. */
export interface ContentDocument {
  kind: DocumentKind;
  slug: string;
  title: string;
  description: string;
  intro: string;
  author: string;
  published: string;
  updated: string | null;
  tags: string[];
  relatedCalculators: string[];
  /** when it was last checked against the law (null: content from a CMS that does not say) */
  lawCheck: LawCheck | null;
  /** The language the text is in: a Hindi page shows the English text, with a notice, until it is translated. */
  language?: "en" | "hi";
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
}

/** What a listing shows of a document (no body). */
export type DocumentSummary = Omit<ContentDocument, "html" | "toc">;

/** A document without its body, for listings (keeps their page data small). */
export function summaryOf({ html: _html, toc: _toc, ...summary }: ContentDocument): DocumentSummary {
  return summary;
}
