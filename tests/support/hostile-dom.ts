import { act, cleanup } from "@testing-library/react";

import { ApiError } from "@/services/api-error";

/*
 * The jsdom side of the hostile-form suites (tests/unit/components/app/hostile-app-forms.test.tsx,
 * tests/unit/components/forms/hostile-public-forms.test.tsx): the fake API clients and their
 * answers, a fresh page per entry, and what may not happen in it (markup from the entry, a
 * dialog, a console error, a request nobody expected). Not a test file: the suites import it.
 *
 * Each suite replaces the API clients with
 *   jest.mock("@/services/clients", () => jest.requireActual<typeof import("…/hostile-dom")>("…/hostile-dom").fakeClientsModule());
 * and calls watchEachTest with its own stand-in answers.
 */

/* ------------------------------------------------------------------ the API clients */

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type Method = (typeof METHODS)[number];
export const CLIENT_NAMES = ["appClient", "cmsClient", "chatbotClient"] as const;
export type ClientName = (typeof CLIENT_NAMES)[number];
export type FakeClient = Record<Method, jest.Mock>;

export interface RequestConfig {
  params?: Record<string, string>;
}

/** What the suites' jest.mock("@/services/clients") returns: every client a set of fakes, every API configured. */
export function fakeClientsModule() {
  const client = () => ({ get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn(), defaults: {} });
  return {
    appClient: client(),
    cmsClient: client(),
    chatbotClient: client(),
    isAppApiConfigured: () => true,
    isCmsConfigured: () => true,
    isChatbotConfigured: () => true,
  };
}

/** The fake clients, as the calling suite's jest.mock made them. */
export const fakeClients = () => jest.requireMock<Record<ClientName, FakeClient>>("@/services/clients");

export const answer = (data: unknown, status = 200) => Promise.resolve({ data, status, statusText: "", headers: {}, config: {} });
export const notFound = (what: string) => Promise.reject(new ApiError("http", `${what} failed with HTTP 404`, { status: 404 }));

/** Requests the suite's stand-in answers do not expect: a screen asking for something the suite does not know. Emptied before each test. */
export const unexpected: string[] = [];

function forgetRequests() {
  const clients = fakeClients();
  for (const name of CLIENT_NAMES) for (const method of METHODS) clients[name][method].mockClear();
}

/* ------------------------------------------------------------------ the page, and what may not happen in it */

/** Between entries: the last page gone, its storage (a cart, a saved report), its address and its requests forgotten. */
export function freshPage() {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  forgetRequests();
}

/** How long a step may take on a loaded machine (the lazily loaded services, the answers), as the browser test's polls allow. */
export const WAIT = { timeout: 10_000 };

/** Lets the promises a click started run out (the lazily loaded service, the answer, the next render). */
export async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * What the payloads could have put in the page: a script element (React renders none), a
 * frame, an event-handler attribute on any element (React sets none; an injected
 * `<img onerror>` or `<svg onload>` has one), a javascript: URL, or the payloads' own
 * sentinel, window.__pwned. (The calculators' injectedMarkup, in
 * tests/unit/components/calculators/every-calculator-frame.tsx, also counts every img, svg
 * and textarea, which these screens draw of their own.)
 */
function injected() {
  const all = Array.from(document.querySelectorAll("*"));
  return {
    scripts: document.querySelectorAll("script").length,
    frames: document.querySelectorAll("iframe, frame, object, embed").length,
    handlers: all.filter((element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name))).length,
    scriptUrls: all.filter((element) =>
      ["href", "src", "action", "formaction", "xlink:href"].some((name) => /^[\s\u0000-\u001f]*javascript:/i.test(element.getAttribute(name) ?? "")),
    ).length,
    pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned,
  };
}
const NOTHING_INJECTED = { scripts: 0, frames: 0, handlers: 0, scriptUrls: 0, pwned: "undefined" };

/** Dialogs (the payloads' alert(1)) and console errors (React's and jsdom's reports of anything that threw), per test. */
const watched = { dialogs: [] as string[], errors: [] as string[] };

/**
 * For each test of the calling suite: the stand-in's answers set up (answerLikeTheStandIn),
 * storage emptied, and every dialog and console error recorded; after it, a fresh page.
 */
export function watchEachTest(answerLikeTheStandIn: () => void) {
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    unexpected.length = 0;
    watched.dialogs = [];
    watched.errors = [];
    answerLikeTheStandIn();
    window.localStorage.clear();
    for (const name of ["alert", "confirm", "prompt"] as const) {
      window[name] = jest.fn((message?: unknown) => {
        watched.dialogs.push(`${name}(${String(message)})`);
        return null;
      }) as never;
    }
    consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      watched.errors.push(args.map(String).join(" ").slice(0, 300));
    });
  });
  afterEach(() => {
    freshPage();
    consoleError?.mockRestore();
  });
}

/** Nothing from the entry ran or became markup, nothing threw, no dialog opened, and no request went where none was expected. */
export function expectNothingRan(label: string) {
  expect({ label, found: injected(), dialogs: watched.dialogs, errors: watched.errors, unexpected }).toEqual({
    label,
    found: NOTHING_INJECTED,
    dialogs: [],
    errors: [],
    unexpected: [],
  });
}

/** The text of the elements that describe a field (aria-describedby), and whether each is in the document. */
export function descriptionOf(input: Element) {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const parts = ids.map((id) => document.getElementById(id));
  const shown = (element: HTMLElement | null) => element !== null && element.isConnected && !element.closest("[hidden], [aria-hidden='true']");
  return {
    text: parts
      .map((part) => part?.textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
      .trim(),
    parts: parts.map((part) => ({ shown: shown(part), text: part?.textContent ?? "" })),
  };
}
