import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCspManifest, inlineScripts, sha256 } from "@/scripts/csp-hashes.mjs";
import { routeFor } from "@/lib/site/route-match";

describe("inline scripts of a built page", () => {
  test("only scripts that run: not external ones, not JSON data blocks", () => {
    const html = [
      '<script>var a=1</script>',
      '<script src="/_next/static/x.js"></script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      '<script type="text/javascript">$RC("B:1","S:1")</script>',
      "<script></script>",
    ].join("");
    expect(inlineScripts(html)).toEqual(["var a=1", '$RC("B:1","S:1")']);
  });

  test("the hash is CSP's: SHA-256 of the exact text, base64, quoted", () => {
    expect(sha256("var a=1")).toBe(`'sha256-${createHash("sha256").update("var a=1").digest("base64")}'`);
  });

  test("a build's pages are grouped by route: a dynamic route's prerendered pages share one list", () => {
    const dist = mkdtempSync(join(tmpdir(), "csp-"));
    const pages = join(dist, "server", "pages");
    mkdirSync(join(pages, "blog"), { recursive: true });
    writeFileSync(join(pages, "index.html"), "<script>home()</script>");
    writeFileSync(join(pages, "blog", "one.html"), "<script>blog()</script><script>$RC(1)</script>");
    writeFileSync(join(pages, "blog", "two.html"), "<script>blog()</script><script>$RC(2)</script>");
    writeFileSync(
      join(dist, "prerender-manifest.json"),
      JSON.stringify({ routes: { "/blog/one": { srcRoute: "/blog/[slug]" }, "/blog/two": { srcRoute: "/blog/[slug]" } } }),
    );
    const { routes } = buildCspManifest(dist);
    expect(routes["/"]).toEqual([sha256("home()")]);
    expect(routes["/blog/[slug]"]).toEqual([sha256("blog()"), sha256("$RC(1)"), sha256("$RC(2)")].sort());
  });
});

describe("routeFor", () => {
  const patterns = ["/", "/company", "/company/[page]", "/blog/[...slug]", "/404"];
  test.each([
    ["/", "/"],
    ["/company", "/company"],
    ["/company/about-taxsathi", "/company/[page]"],
    ["/blog/a/b", "/blog/[...slug]"],
    ["/nowhere/at/all", undefined],
  ])("%s → %s", (path, route) => {
    expect(routeFor(path, patterns)).toBe(route);
  });
});
