/**
 * Route tables for the stand-in: { GET: { "/path/": handler }, POST: { … } }. A path may
 * hold `:name` segments that match one non-empty segment each; an exact path wins over a
 * pattern, and among patterns the first declared wins.
 */

/** Joins route tables method by method; a path declared twice for one method is a mistake. */
export function mergeRoutes(...tables) {
  const merged = {};
  for (const table of tables) {
    for (const [method, handlers] of Object.entries(table)) {
      merged[method] ??= {};
      for (const [path, handler] of Object.entries(handlers)) {
        if (merged[method][path]) throw new Error(`stand-in route declared twice: ${method} ${path}`);
        merged[method][path] = handler;
      }
    }
  }
  return merged;
}

/** The handler for `pathname` in one method's table and the `:name` values, or undefined. */
export function matchRoute(handlers, pathname) {
  if (!handlers) return undefined;
  if (Object.hasOwn(handlers, pathname)) return { handler: handlers[pathname], params: {} };
  const segments = pathname.split("/");
  for (const [pattern, handler] of Object.entries(handlers)) {
    if (!pattern.includes("/:")) continue;
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    const params = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(":")) {
        if (segments[i] === "") return false;
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]);
        } catch {
          return false;
        }
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { handler, params };
  }
  return undefined;
}
