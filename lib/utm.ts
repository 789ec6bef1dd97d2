import { withQuery } from "@/lib/url";

/**
 * Campaign parameters a visitor arrives with, carried on to the app's signup and login
 * links so the campaign is credited. Only these five are ever copied: anything else on
 * the landing URL (gclid, fbclid, redirect, next=…) stays behind, so a crafted link
 * cannot smuggle its own parameters into our hrefs.
 *
 * Keys are case-sensitive: `UTM_SOURCE` is not `utm_source`. The names are defined in
 * lower case, the link builders of the ad platforms write them that way, and analytics
 * reads only that spelling, so another spelling is treated as an unrelated parameter.
 */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** The UTM values found, keys in the order of UTM_PARAMETERS whatever the input order. */
export type UtmValues = Partial<Record<UtmParameter, string>>;

/**
 * What pickUtm reads: a raw query string (`?a=1&b=2` or `a=1&b=2`, any `#fragment`
 * ignored), a URLSearchParams, or a parsed query such as Next.js `router.query`.
 */
export type UtmQuery = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The longest value copied, in Unicode code points; a longer one is cut to this length.
 * Real campaign values are a few dozen characters; the cap keeps a hostile link from
 * turning every signup href on the page into a giant one.
 */
export const UTM_VALUE_MAX_LENGTH = 200;

const isUtmParameter = (name: string): name is UtmParameter => (UTM_PARAMETERS as readonly string[]).includes(name);

/**
 * The UTM values present in `query`.
 *
 * - A repeated parameter gives its first usable value: values are tried in order and
 *   an empty, whitespace-only or undecodable one is passed over.
 * - Values are trimmed, and cut to UTM_VALUE_MAX_LENGTH code points.
 * - In a raw query string `+` means a space and percent-escapes are decoded as UTF-8; a
 *   value with a malformed escape (`%zz`, a truncated `%E0%A4`, a bare `%`) is skipped
 *   rather than guessed at or copied raw, and never throws.
 * - From an object only its own properties are read, so keys such as `__proto__` or an
 *   inherited `utm_source` are never picked up.
 */
export function pickUtm(query: UtmQuery): UtmValues {
  const valuesOf = readerFor(query);
  const picked: UtmValues = {};
  for (const name of UTM_PARAMETERS) {
    for (const raw of valuesOf(name)) {
      const value = cleanValue(raw);
      if (value !== undefined) {
        picked[name] = value;
        break;
      }
    }
  }
  return picked;
}

/**
 * `baseUrl` with the UTM values of `query` added (form-encoded by URLSearchParams). The
 * base's own query and fragment are kept; a UTM parameter the base already has is
 * replaced by the incoming value, never duplicated, and one the visitor did not bring
 * is left as the base had it. With no UTM values the base is returned unchanged.
 */
export function withUtm(baseUrl: string, query: UtmQuery): string {
  return withQuery(baseUrl, pickUtm(query));
}

/** Raw candidate values for one parameter, in order; undefined marks an undecodable one. */
type ValueReader = (name: UtmParameter) => ReadonlyArray<string | undefined>;

function readerFor(query: UtmQuery): ValueReader {
  if (typeof query === "string") {
    const parsed = parseQueryString(query);
    return (name) => parsed.get(name) ?? [];
  }
  if (query instanceof URLSearchParams) return (name) => query.getAll(name);
  return (name) => {
    if (!Object.prototype.hasOwnProperty.call(query, name)) return [];
    const value: unknown = query[name];
    const list: unknown[] = Array.isArray(value) ? value : [value];
    // A parsed query is typed as strings, but it came from outside: anything else is ignored.
    return list.filter((item): item is string => typeof item === "string");
  };
}

/**
 * Splits a raw query string by hand rather than with URLSearchParams, which silently
 * keeps malformed escapes as literal text or U+FFFD; here they are detected and skipped.
 * Only UTM names are collected, in a Map, so no other key is ever stored anywhere.
 */
function parseQueryString(raw: string): Map<UtmParameter, Array<string | undefined>> {
  const hashAt = raw.indexOf("#");
  const query = (hashAt === -1 ? raw : raw.slice(0, hashAt)).replace(/^\?/, "");
  const values = new Map<UtmParameter, Array<string | undefined>>();
  for (const pair of query.split("&")) {
    const equalsAt = pair.indexOf("=");
    const name = decodeFormComponent(equalsAt === -1 ? pair : pair.slice(0, equalsAt));
    if (name === undefined || !isUtmParameter(name)) continue;
    const value = equalsAt === -1 ? "" : decodeFormComponent(pair.slice(equalsAt + 1));
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  return values;
}

/** Form decoding (`+` is a space, then UTF-8 percent-escapes); undefined when malformed. */
function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

function cleanValue(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  if (!trimmed) return undefined;
  // UTF-16 length is never below the code-point count: short values skip the split.
  if (trimmed.length <= UTM_VALUE_MAX_LENGTH) return trimmed;
  // Cut by code points so a cut never splits a surrogate pair into invalid text.
  const codePoints = Array.from(trimmed);
  return codePoints.length <= UTM_VALUE_MAX_LENGTH
    ? trimmed
    : codePoints.slice(0, UTM_VALUE_MAX_LENGTH).join("").trimEnd();
}
