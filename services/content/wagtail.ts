import { z } from "zod";
import { parseResponse } from "../api-error";
import { cmsClient } from "../clients";

/*
 * Reads Wagtail's API v2 (`GET {CMS}/pages/`). A listing answers
 * `{ meta: { total_count }, items: [{ id, meta: { type, slug, seo_title,
 * search_description, first_published_at, ... }, title, ...fields }] }`; `fields=*`
 * asks for every field of the type. Server-side only (getStaticProps), so the time-out
 * is short: a slow CMS must not hold a build or a page regeneration for minutes.
 */
export const CMS_READ_TIMEOUT_MS = 8_000;
const PAGE_SIZE = 50;
/** A safety stop: no listing on this site has anywhere near this many items. */
const MAX_ITEMS = 1_000;

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

export const wagtailItemSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  meta: z.looseObject({
    type: z.string(),
    slug: z.string(),
    seo_title: nullableText,
    search_description: nullableText,
    first_published_at: z.string().nullish(),
    /** The page's language, where the CMS has localisation on ("en", "hi"). */
    locale: z.string().nullish(),
  }),
});

const listingSchema = z.object({
  meta: z.object({ total_count: z.number().int().nonnegative() }),
  items: z.array(wagtailItemSchema),
});

export type WagtailItem = z.infer<typeof wagtailItemSchema>;

export interface ListOptions {
  /**
   * The language of the pages (Wagtail's localisation: each page has a `locale`, and API v2
   * filters by it). Absent, the CMS answers in its default language, English.
   */
  locale?: string;
  slug?: string;
  /** Fields beyond id, meta and title; default every field. */
  fields?: string[];
}

/** Every page of a Wagtail type, following `offset` until `total_count` is reached. */
export async function listWagtailPages(type: string, options: ListOptions = {}): Promise<WagtailItem[]> {
  const items: WagtailItem[] = [];
  for (let offset = 0; offset < MAX_ITEMS; offset += PAGE_SIZE) {
    const response = await cmsClient.get("/pages/", {
      timeout: CMS_READ_TIMEOUT_MS,
      params: {
        type,
        fields: (options.fields ?? ["*"]).join(","),
        limit: PAGE_SIZE,
        offset,
        ...(options.slug ? { slug: options.slug } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      },
    });
    const page = parseResponse(listingSchema, response.data);
    // Asked for no language, a localised CMS answers every language: English pages keep to English.
    items.push(...page.items.filter((item) => (options.locale ? true : !item.meta.locale || item.meta.locale === "en")));
    if (page.items.length === 0 || items.length >= page.meta.total_count) break;
  }
  return items;
}
