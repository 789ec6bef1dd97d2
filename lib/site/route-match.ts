/** Turns Next's route patterns ("/company/[page]", "/blog/[...slug]") into matchers. */
export function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (/^\[\[?\.\.\.[^\]]+\]\]?$/.test(segment)) return ".+";
      return segment
        .split(/(\[[^\]]+\])/)
        .map((part) => (/^\[[^\]]+\]$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|\\]/g, "\\$&")))
        .join("");
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

/** The route pattern among `patterns` that serves `path`: the exact path first, then the first pattern that matches. */
export function routeFor(path: string, patterns: readonly string[]): string | undefined {
  if (patterns.includes(path)) return path;
  return patterns.find((pattern) => pattern.includes("[") && routeMatcher(pattern).test(path));
}
