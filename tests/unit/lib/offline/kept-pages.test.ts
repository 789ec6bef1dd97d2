/** @jest-environment node */
import { groupKeptPages, readKeptPages } from "@/lib/offline/kept-pages";

const ORIGIN = "https://www.example.in";

describe("the offline page's list", () => {
  test("given kept pages, then each once, calculators first, by title, without the offline page or data twins", () => {
    const groups = groupKeptPages(
      [
        { path: "/tools-and-calculators/hra?basic=600000", title: "HRA exemption calculator" },
        { path: "/tools-and-calculators/hra", title: "HRA exemption calculator" },
        { path: "/tools-and-calculators/gratuity", title: "Gratuity calculator" },
        { path: "/", title: "Home" },
        { path: "/offline", title: "Available offline" },
        { path: "/_next/data/b/support.json", title: "" },
        { path: "/support", title: "" },
      ],
      "/offline",
    );
    expect(groups.calculators).toEqual([
      { path: "/tools-and-calculators/gratuity", title: "Gratuity calculator" },
      { path: "/tools-and-calculators/hra", title: "HRA exemption calculator" },
    ]);
    expect(groups.pages).toEqual([
      { path: "/support", title: "/support" },
      { path: "/", title: "Home" },
    ]);
  });
});

/** A CacheStorage stand-in holding these caches of (url, response). */
function cacheStorage(caches: Record<string, [string, Response][]>): CacheStorage {
  const open = async (name: string) => {
    const entries = caches[name] ?? [];
    return {
      keys: async () => entries.map(([url]) => ({ url }) as Request),
      match: async (request: Request) => entries.find(([url]) => url === request.url)?.[1].clone(),
    } as unknown as Cache;
  };
  return { keys: async () => Object.keys(caches), open } as unknown as CacheStorage;
}

const html = (title: string) => new Response(`<html><head><title>${title}</title></head></html>`, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("reading what the caches hold", () => {
  test("given the precache and the pages cache, then the HTML pages with their titles, and nothing private, foreign or built", async () => {
    const kept = await readKeptPages(
      cacheStorage({
        "serwist-precache-v2": [
          [`${ORIGIN}/?__WB_REVISION__=build1`, html("Home")],
          [`${ORIGIN}/_next/static/chunks/a.js`, new Response("js", { headers: { "content-type": "text/javascript" } })],
          [`${ORIGIN}/manifest.webmanifest?__WB_REVISION__=build1`, new Response("{}", { headers: { "content-type": "application/manifest+json" } })],
        ],
        pages: [
          [`${ORIGIN}/tools-and-calculators/hra`, html("HRA exemption calculator")],
          [`${ORIGIN}/_next/data/build1/tools-and-calculators/hra.json`, new Response("{}", { headers: { "content-type": "application/json" } })],
          [`${ORIGIN}/dashboard/itr-panel`, html("Should never be here")],
          ["https://api.example.in/profile", html("Foreign")],
        ],
      }),
      ORIGIN,
    );
    expect(kept).toEqual([
      { path: "/", title: "Home" },
      { path: "/tools-and-calculators/hra", title: "HRA exemption calculator" },
    ]);
  });
});
