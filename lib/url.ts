/** A value that may be written into a query string; `null` and `undefined` mean "leave it out". */
export type QueryValue = string | number | boolean | null | undefined;

export type QueryParams = Record<string, QueryValue>;

/**
 * Returns `url` with `params` added to its query string.
 *
 * - Works on absolute URLs and on relative paths (`/signup`, `signup?x=1`), which the
 *   WHATWG `URL` class cannot parse without a base, so the string is split by hand at
 *   the first `?` and the first `#` instead.
 * - The existing query and the `#fragment` are kept; the fragment stays last.
 * - A key given in `params` replaces any value the URL already had for that key, so
 *   adding the same parameter twice (a UTM value carried through two links) never
 *   duplicates it. Other existing parameters keep their order.
 * - `undefined` and `null` are skipped: callers pass optional fields straight through
 *   and an absent value should not become the text "null". An empty string is kept
 *   as `key=`, because an explicitly empty value is a value.
 * - Numbers and booleans are written with `String()`.
 * - Encoding follows `URLSearchParams` (form encoding: a space becomes `+`), and the
 *   existing query is re-serialised with the same rules when anything is added.
 */
export function withQuery(url: string, params: QueryParams): string {
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  if (entries.length === 0) return url;

  const hashAt = url.indexOf("#");
  const fragment = hashAt === -1 ? "" : url.slice(hashAt);
  const beforeFragment = hashAt === -1 ? url : url.slice(0, hashAt);

  const queryAt = beforeFragment.indexOf("?");
  const base = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? "" : beforeFragment.slice(queryAt + 1));

  for (const [key, value] of entries) search.set(key, String(value));

  return `${base}?${search.toString()}${fragment}`;
}
