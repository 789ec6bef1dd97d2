import { act, render } from "@testing-library/react";
import mitt from "next/dist/shared/lib/mitt";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import HindiWords from "@/components/layout/hindi-words";
import { parseHindiWordsTable } from "@/components/layout/hindi-preloading";
import { prefetchPage } from "@/components/layout/site-link";

/*
 * Following a link on a Hindi page: the next page's own words (a calculator's, a form's) are
 * fetched when the visitor shows she will follow it, or when the route change starts, so the
 * page finds them in the cache instead of rendering empty. Which scripts a page's words are is
 * the build's table (scripts/hindi-preloads.mjs), fetched when the page is idle.
 */

const TABLE = {
  chunks: ["/_next/static/chunks/frame-hi.js", "/_next/static/chunks/hra-hi.js", "/_next/static/chunks/booking-hi.js"],
  pages: { "/tools-and-calculators/hra": [0, 1], "/dezerv": [0, 2] },
};

const events = mitt();
const router = { events } as unknown as NextRouter;
let fetched: string[];

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute("href"));

let supports: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no prefetch links; the browsers this targets but Safari have.
  supports = jest.spyOn(DOMTokenList.prototype, "supports").mockImplementation((token) => token === "prefetch");
  document.head.innerHTML = '<script src="/_next/static/chunks/frame-hi.js"></script>';
  fetched = [];
  Object.defineProperty(window, "__NEXT_DATA__", { configurable: true, value: { buildId: "build-7" } });
  window.requestIdleCallback = (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
  window.cancelIdleCallback = () => undefined;
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, json: async () => TABLE } as Response;
  }) as unknown as typeof fetch;
});

afterEach(() => supports.mockRestore());

async function renderWords() {
  const view = render(
    <RouterContext.Provider value={router}>
      <HindiWords>
        <p>page</p>
      </HindiWords>
    </RouterContext.Provider>,
  );
  // The module and the table arrive a few ticks after the idle callback runs.
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

test("given the page idle, then it fetches this build's table once", async () => {
  await renderWords();
  expect(fetched).toEqual(["/_next/static/build-7/hindi-words.json"]);
});

test("given a link to a Hindi calculator followed, then its words are fetched when the route change starts, and what the page has already is not", async () => {
  await renderWords();
  act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra?basic=900000"));
  expect(prefetched()).toEqual(["/_next/static/chunks/hra-hi.js"]);
  act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra"));
  expect(prefetched()).toEqual(["/_next/static/chunks/hra-hi.js"]);
});

test("given the intent to follow a link (a finger on it, the pointer resting), then the words are fetched before the click", async () => {
  await renderWords();
  act(() => prefetchPage("/hi/dezerv#book"));
  expect(prefetched()).toEqual(["/_next/static/chunks/booking-hi.js"]);
});

test("given a visitor saving data, then words wait for the click, as the router's prefetch does", async () => {
  Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true } });
  try {
    await renderWords();
    act(() => prefetchPage("/hi/tools-and-calculators/hra"));
    expect(prefetched()).toEqual([]);
    act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra"));
    expect(prefetched()).toEqual(["/_next/static/chunks/hra-hi.js"]);
  } finally {
    Reflect.deleteProperty(navigator, "connection");
  }
});

test("given a link to an English page (the language switch) or a page without words of its own, then nothing is fetched", async () => {
  await renderWords();
  act(() => events.emit("routeChangeStart", "/tools-and-calculators/hra"));
  act(() => events.emit("routeChangeStart", "/hi/company/about-us"));
  expect(prefetched()).toEqual([]);
});

test("given the table missing (an older build) or the page unmounted, then links load nothing and nothing throws", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, json: async () => ({}) }) as Response) as unknown as typeof fetch;
  await renderWords();
  act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra"));
  expect(prefetched()).toEqual([]);

  global.fetch = jest.fn(async () => ({ ok: true, json: async () => TABLE }) as Response) as unknown as typeof fetch;
  const { unmount } = await renderWords();
  unmount();
  events.emit("routeChangeStart", "/hi/tools-and-calculators/hra");
  prefetchPage("/hi/tools-and-calculators/hra");
  expect(prefetched()).toEqual([]);
});

test("given a browser without prefetch links (Safari), then the words are requested plainly, once, for the cache to keep", async () => {
  supports.mockReturnValue(false);
  await renderWords();
  act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra"));
  act(() => prefetchPage("/hi/tools-and-calculators/hra"));
  expect(prefetched()).toEqual([]);
  expect(fetched).toEqual(["/_next/static/build-7/hindi-words.json", "/_next/static/chunks/hra-hi.js"]);
});

describe("the table as read", () => {
  test.each([
    ["not an object", "nope"],
    ["an address on another site", { chunks: ["https://evil.example/x.js"], pages: { "/": [0] } }],
    ["a script address with markup", { chunks: ['/_next/static/chunks/a.js"><script>'], pages: { "/": [0] } }],
    ["an index past the chunks", { chunks: ["/_next/static/chunks/a.js"], pages: { "/": [1] } }],
    ["pages missing", { chunks: [] }],
  ])("given %s, then it is refused", (_case, data) => {
    expect(parseHindiWordsTable(data)).toBeNull();
  });

  test("given the build's table, then it is kept as it is", () => {
    expect(parseHindiWordsTable(TABLE)).toEqual(TABLE);
  });
});
