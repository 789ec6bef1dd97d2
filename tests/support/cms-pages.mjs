/**
 * The CMS part of the stand-in: a listing that answers like Wagtail's API v2
 * `GET /api/v2/pages/` for the pages in fixtures/cms-pages.json.
 *
 * Like Wagtail, a listing returns `id`, `meta` and `title` unless `fields` asks for more
 * (`*` for all), and an unknown type or field is a 400 with a `message`, so a site that
 * asks for something the CMS does not have fails here the way it would for real.
 */

const DEFAULT_LIMIT = 20;
const META_FIELDS = ["type", "slug", "seo_title", "search_description", "first_published_at", "html_url", "detail_url"];

/** Page fields outside `id`, `meta` and `title`; keys starting with `_` are fixture notes. */
function bodyFieldsOf(page) {
  return Object.keys(page).filter((key) => !["id", "meta", "title"].includes(key) && !key.startsWith("_"));
}

function parseCount(raw, fallback, name, minimum) {
  if (raw === null) return { value: fallback };
  if (!/^\d+$/.test(raw) || Number(raw) < minimum) {
    return { error: `${name} must be ${minimum > 0 ? "a positive" : "a non-negative"} integer` };
  }
  return { value: Number(raw) };
}

/**
 * @param {object[]} pages the fixture items
 * @param {URLSearchParams} query
 * @param {string} baseUrl the stand-in's own address, for `meta.detail_url`
 * @returns {{ status: number, body: unknown }}
 */
export function listPages(pages, query, baseUrl) {
  const type = query.get("type");
  const slug = query.get("slug");
  // Wagtail's localisation: `locale` filters by each page's language; without it, every language.
  const locale = query.get("locale");
  if (type !== null && !pages.some((page) => page.meta.type === type)) {
    return { status: 400, body: { message: "type doesn't exist" } };
  }

  const limit = parseCount(query.get("limit"), DEFAULT_LIMIT, "limit", 1);
  const offset = parseCount(query.get("offset"), 0, "offset", 0);
  const badCount = limit.error ?? offset.error;
  if (badCount) return { status: 400, body: { message: badCount } };

  const knownFields = new Set([...META_FIELDS, "id", "title", ...pages.flatMap(bodyFieldsOf)]);
  const requested = (query.get("fields") ?? "").split(",").map((field) => field.trim()).filter(Boolean);
  const unknown = requested.filter((field) => field !== "*" && !knownFields.has(field));
  if (unknown.length > 0) return { status: 400, body: { message: `unknown fields: ${unknown.join(", ")}` } };

  const matching = pages.filter(
    (page) =>
      (type === null || page.meta.type === type) &&
      (slug === null || page.meta.slug === slug) &&
      (locale === null || (page.meta.locale ?? "en") === locale),
  );
  const items = matching
    .slice(offset.value, offset.value + limit.value)
    .map((page) => serialise(page, requested, baseUrl));
  return { status: 200, body: { meta: { total_count: matching.length }, items } };
}

function serialise(page, requested, baseUrl) {
  const all = requested.includes("*");
  const item = {
    id: page.id,
    meta: { ...page.meta, detail_url: `${baseUrl}/api/v2/pages/${page.id}/` },
    title: page.title,
  };
  for (const field of bodyFieldsOf(page)) {
    if (all || requested.includes(field)) item[field] = page[field];
  }
  return item;
}
