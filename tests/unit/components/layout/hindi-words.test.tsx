import { act, render } from "@testing-library/react";
import mitt from "next/dist/shared/lib/mitt";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import HindiWords from "@/components/layout/hindi-words";
import { prefetchPage } from "@/components/layout/site-link";

/*
 * Following a link on a Hindi page: the next page's own words (a calculator's, a form's) start
 * loading when the route change starts, beside the page's code, so the page does not render
 * empty while they come. The table of which page loads which is fetched when the page is idle.
 */

const loads = { hra: jest.fn(async () => ({})), booking: jest.fn(async () => ({})), home: jest.fn(async () => ({})) };
jest.mock("@/components/layout/hindi-preloads", () => ({
  HINDI_PRELOADS: [
    ["/", () => loads.home()],
    ["/dezerv", () => loads.booking()],
    ["/tools-and-calculators/hra", () => loads.hra()],
  ],
}));

const events = mitt();
const router = { events } as unknown as NextRouter;

beforeEach(() => {
  Object.values(loads).forEach((load) => load.mockClear());
  window.requestIdleCallback = (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
  window.cancelIdleCallback = () => undefined;
});

async function renderWords() {
  const view = render(
    <RouterContext.Provider value={router}>
      <HindiWords>
        <p>page</p>
      </HindiWords>
    </RouterContext.Provider>,
  );
  // The table's import resolves a few ticks after the idle callback runs.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

test("given a link to a Hindi calculator, then its words start loading when the route change starts, and no other page's", async () => {
  await renderWords();
  act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra?basic=900000"));
  expect(loads.hra).toHaveBeenCalledTimes(1);
  expect(loads.booking).not.toHaveBeenCalled();
  expect(loads.home).not.toHaveBeenCalled();
});

test("given a link to a Hindi page with a form, then the form's words; to the Hindi home, the home page's", async () => {
  await renderWords();
  act(() => events.emit("routeChangeStart", "/hi/dezerv#book"));
  act(() => events.emit("routeChangeStart", "/hi"));
  expect(loads.booking).toHaveBeenCalledTimes(1);
  expect(loads.home).toHaveBeenCalledTimes(1);
});

test("given the intent to follow a link (a finger on it, the pointer resting), then its words start loading before the click", async () => {
  await renderWords();
  act(() => prefetchPage("/hi/tools-and-calculators/hra"));
  expect(loads.hra).toHaveBeenCalledTimes(1);
});

test("given a visitor saving data, then words wait for the click, as the router's prefetch does", async () => {
  Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true } });
  try {
    await renderWords();
    act(() => prefetchPage("/hi/tools-and-calculators/hra"));
    expect(loads.hra).not.toHaveBeenCalled();
    act(() => events.emit("routeChangeStart", "/hi/tools-and-calculators/hra"));
    expect(loads.hra).toHaveBeenCalledTimes(1);
  } finally {
    Reflect.deleteProperty(navigator, "connection");
  }
});

test("given a link to an English page (the language switch), then no Hindi words load", async () => {
  await renderWords();
  act(() => events.emit("routeChangeStart", "/tools-and-calculators/hra"));
  expect(loads.hra).not.toHaveBeenCalled();
});

test("given the page unmounted, then a later route change or intent loads nothing", async () => {
  const { unmount } = await renderWords();
  unmount();
  events.emit("routeChangeStart", "/hi/tools-and-calculators/hra");
  prefetchPage("/hi/tools-and-calculators/hra");
  expect(loads.hra).not.toHaveBeenCalled();
});
