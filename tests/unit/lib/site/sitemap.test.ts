import { builtPaths, publicPaths, sitemapXml } from "@/lib/site/sitemap";
import { menuPaths } from "@/lib/site/menus";

describe("sitemap", () => {
  test("given the menus and the catalogue, then every public path is listed once, home first", () => {
    const paths = publicPaths();
    expect(paths[0]).toBe("/");
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of menuPaths()) expect(paths).toContain(path);
    expect(paths).toContain("/tools-and-calculators/income-tax");
  });

  test("given the built routes, then links to pages not built yet are left out and dynamic routes match", () => {
    const built = ["/", "/_app", "/404", "/tools-and-calculators", "/company/[page]", "/learning-resource/[...slug]"];
    expect(builtPaths(["/", "/support", "/tools-and-calculators", "/company/about-taxsathi", "/learning-resource/a/b", "/company"], built)).toEqual([
      "/",
      "/tools-and-calculators",
      "/company/about-taxsathi",
      "/learning-resource/a/b",
    ]);
  });

  test("given no route list, then every path is kept", () => {
    expect(builtPaths(["/a", "/b"], null)).toEqual(["/a", "/b"]);
  });

  test("given paths, then the XML has absolute, escaped locations", () => {
    const xml = sitemapXml(["/", "/a&b"]);
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
