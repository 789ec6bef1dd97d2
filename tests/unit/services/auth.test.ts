/** @jest-environment jsdom */
// jsdom: a real document.cookie for js-cookie, and a real XMLHttpRequest (with CORS
// preflights) talking to the API stand-in over HTTP, as a browser on another origin would.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { InternalAxiosRequestConfig } from "axios";

import { startStandIn, type StandIn, type StandInRequest } from "@/tests/support/stand-in.mjs";

type AuthModule = typeof import("@/services/auth");
interface Loaded {
  auth: AuthModule;
  ApiError: typeof import("@/services/api-error").ApiError;
  appClient: typeof import("@/services/clients").appClient;
  Cookies: typeof import("js-cookie").default;
}

const APP_URL = "https://app.example.in";
const SIGNUP_WITH_LOGIN_ERROR = "https://app.example.in/signup?login_error=1";
const ENV_NAMES = ["NEXT_PUBLIC_API_URL", "NEXT_PUBLIC_APP_URL", "NEXT_PUBLIC_PRODUCT_SLUG"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

/**
 * services/clients reads the API address when it is imported, so the modules are loaded
 * afresh after the environment is set, with the ApiError class and js-cookie instance of
 * that same registry.
 */
async function loadAuth(apiUrl: string | undefined): Promise<Loaded> {
  if (apiUrl === undefined) delete process.env.NEXT_PUBLIC_API_URL;
  else process.env.NEXT_PUBLIC_API_URL = apiUrl;
  process.env.NEXT_PUBLIC_APP_URL = APP_URL;
  delete process.env.NEXT_PUBLIC_PRODUCT_SLUG;
  let loaded: Loaded | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = {
      auth: await import("@/services/auth"),
      ApiError: (await import("@/services/api-error")).ApiError,
      appClient: (await import("@/services/clients")).appClient,
      Cookies: (await import("js-cookie")).default,
    };
  });
  if (!loaded) throw new Error("services/auth did not load");
  return loaded;
}

/**
 * A pass-through in front of the stand-in that keeps each request body (the stand-in
 * logs headers only), so the tests read the form fields exactly as they went on the wire.
 * When the stand-in drops a connection, the proxy drops the browser's too.
 */
interface RecordingProxy {
  url: string;
  bodies: Array<{ method: string; path: string; body: string }>;
  close(): Promise<void>;
}

async function startRecordingProxy(targetUrl: string): Promise<RecordingProxy> {
  const bodies: RecordingProxy["bodies"] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      bodies.push({ method: req.method ?? "", path: req.url ?? "", body: body.toString("utf8") });
      const upstream = httpRequest(`${targetUrl}${req.url ?? "/"}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => req.socket.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The named fields of a multipart/form-data body. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/Content-Disposition: form-data; name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) {
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  return fields;
}

function clearAllCookies() {
  for (const name of ["taxsathi", "csrftoken", "g_csrf_token"]) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const cookieNames = () =>
  document.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim())
    .filter(Boolean);

let standIn: StandIn;
let proxy: RecordingProxy;
let loaded: Loaded;
let consoleError: jest.SpyInstance;
let clientTimeout: number | undefined;

/**
 * What the code under test logged. jsdom's virtual console also reports a failed XHR
 * (an Error of type "XMLHttpRequest"), as a browser prints a network error in its
 * console; that report is the environment's, not ours, so it is left out.
 */
const ourLogs = () =>
  consoleError.mock.calls.filter(
    // Duck-typed: the Error comes from jsdom's realm, so instanceof Error is false.
    ([first]) => !(typeof first === "object" && first !== null && (first as { type?: unknown }).type === "XMLHttpRequest"),
  );

/**
 * Makes the stand-in drop every connection under `path`. jsdom's XHR leaves its
 * time-out timer running after a network error (it clears it only on a response or an
 * abort), which would keep Jest waiting for the client's 110 s time-out; the time-out
 * plays no part in these tests, so it is switched off until afterEach restores it.
 */
function dropConnections(path: string) {
  standIn.setFault(path, { drop: true });
  loaded.appClient.defaults.timeout = 0;
}

/** The requests the stand-in received, CORS preflights left out. */
const apiCalls = (): StandInRequest[] => standIn.requests().filter((request) => request.method !== "OPTIONS");
const postedBodies = () => proxy.bodies.filter((entry) => entry.method === "POST");

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
  proxy = await startRecordingProxy(standIn.url);
  loaded = await loadAuth(proxy.url);
  clientTimeout = loaded.appClient.defaults.timeout;
});

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  standIn.reset();
  proxy.bodies.length = 0;
  loaded.appClient.defaults.timeout = clientTimeout;
  clearAllCookies();
  jest.restoreAllMocks();
});

afterAll(async () => {
  await proxy.close();
  await standIn.close();
  for (const name of ENV_NAMES) {
    const value = savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("logout against the stand-in", () => {
  beforeEach(() => {
    document.cookie = "taxsathi=regular; path=/";
    document.cookie = "csrftoken=csrf-abc123; path=/";
  });

  test("given the API answers 200, then one POST /usermanagement/api/logout with the CSRF header and no body, cookie removed, page reloaded, nothing logged", async () => {
    const reload = jest.fn();
    await loaded.auth.logout({ reload });

    const calls = apiCalls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /usermanagement/api/logout"]);
    expect(calls[0]?.headers["x-csrftoken"]).toBe("csrf-abc123");
    expect(calls[0]?.headers["content-length"]).toBe("0");
    expect(postedBodies()).toEqual([{ method: "POST", path: "/usermanagement/api/logout", body: "" }]);
    expect(cookieNames()).not.toContain("taxsathi");
    expect(cookieNames()).toContain("csrftoken");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(ourLogs()).toEqual([]);
  });

  test("given a cross-origin call, then the browser's preflight asked for POST with the CSRF header and the stand-in allowed it", async () => {
    await loaded.auth.logout({ reload: jest.fn() });
    const preflight = standIn.requests().find((request) => request.method === "OPTIONS");
    expect(preflight?.path).toBe("/usermanagement/api/logout");
    expect(preflight?.headers["access-control-request-method"]).toBe("POST");
    expect(String(preflight?.headers["access-control-request-headers"]).toLowerCase()).toContain("x-csrftoken");
  });

  test("given the call, then it goes with a JSON content type, no body and credentials", async () => {
    let sent: InternalAxiosRequestConfig | undefined;
    const interceptor = loaded.appClient.interceptors.request.use((requestConfig) => {
      sent = requestConfig;
      return requestConfig;
    });
    try {
      await loaded.auth.logout({ reload: jest.fn() });
    } finally {
      loaded.appClient.interceptors.request.eject(interceptor);
    }
    expect(sent?.method).toBe("post");
    expect(sent?.url).toBe("/usermanagement/api/logout");
    expect(sent?.data ?? "").toBe("");
    expect(sent?.withCredentials).toBe(true);
    expect(sent?.headers.getContentType()).toBe("application/json");
    const onTheWire = standIn.requests().find((request) => request.method === "POST" && request.path === "/usermanagement/api/logout");
    expect(onTheWire?.headers["content-type"]).toMatch(/^application\/json/);
    expect(onTheWire?.headers["content-length"] ?? "0").toBe("0");
  });

  test("given the API answers 500, then 'Logout failed' is logged, the cookie is still removed and the page reloaded", async () => {
    standIn.setFault("/usermanagement/api/logout", { status: 500 });
    const reload = jest.fn();
    await expect(loaded.auth.logout({ reload })).resolves.toBeUndefined();
    expect(ourLogs()).toEqual([["Logout failed"]]);
    expect(cookieNames()).not.toContain("taxsathi");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("given the connection is dropped, then 'Network error during logout' is logged, the cookie is removed and the page reloaded", async () => {
    dropConnections("/usermanagement/api/logout");
    const reload = jest.fn();
    await expect(loaded.auth.logout({ reload })).resolves.toBeUndefined();
    expect(ourLogs()).toEqual([["Network error during logout"]]);
    expect(cookieNames()).not.toContain("taxsathi");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("given any outcome, then the cookie is already gone when the page reloads", async () => {
    let cookiesAtReload: string[] = [];
    await loaded.auth.logout({ reload: () => (cookiesAtReload = cookieNames() as string[]) });
    expect(cookiesAtReload).not.toContain("taxsathi");
  });

  test("given an injected cookie remover, then it is used instead of js-cookie", async () => {
    const removeSessionCookie = jest.fn();
    const reload = jest.fn();
    await loaded.auth.logout({ reload, removeSessionCookie });
    expect(removeSessionCookie).toHaveBeenCalledTimes(1);
    expect(cookieNames()).toContain("taxsathi");
  });
});

describe("removeSessionCookie", () => {
  test("given the default slug, then js-cookie removes taxsathi plainly and on path /", () => {
    const remove = jest.spyOn(loaded.Cookies, "remove");
    loaded.auth.removeSessionCookie();
    expect(remove.mock.calls).toEqual([["taxsathi"], ["taxsathi", { path: "/" }]]);
  });
});

describe("logout with no API configured", () => {
  test("given no NEXT_PUBLIC_API_URL, then no request, nothing logged, the cookie removed and the page reloaded", async () => {
    const unconfigured = await loadAuth(undefined);
    document.cookie = "taxsathi=regular; path=/";
    const reload = jest.fn();
    await unconfigured.auth.logout({ reload });
    expect(standIn.requests()).toEqual([]);
    expect(ourLogs()).toEqual([]);
    expect(cookieNames()).not.toContain("taxsathi");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("exchangeGoogleCredential", () => {
  test("given a credential and token, then one POST /social/google/login/token/ with both form fields and the X-Csrftoken header", async () => {
    await loaded.auth.exchangeGoogleCredential("google-id-token.abc", "0123456789abcdef");

    const [call] = apiCalls();
    expect(`${call?.method} ${call?.path}`).toBe("POST /social/google/login/token/");
    expect(call?.headers["x-csrftoken"]).toBe("0123456789abcdef");
    expect(call?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const [posted] = postedBodies();
    expect(formFields(posted?.body ?? "")).toEqual({
      g_csrf_token: "0123456789abcdef",
      credential: "google-id-token.abc",
    });
  });

  test("given the app answers 403, then it rejects with an ApiError of kind http, status 403", async () => {
    standIn.setFault("/social/google/login/token/", { status: 403 });
    const call = loaded.auth.exchangeGoogleCredential("cred", "token");
    await expect(call).rejects.toBeInstanceOf(loaded.ApiError);
    await expect(call).rejects.toMatchObject({ kind: "http", status: 403 });
  });

  test("given a dropped connection, then it rejects with an ApiError of kind network", async () => {
    dropConnections("/social/google/login/token/");
    await expect(loaded.auth.exchangeGoogleCredential("cred", "token")).rejects.toMatchObject({ kind: "network" });
  });
});

describe("Google CSRF cookie", () => {
  test("given a token, then g_csrf_token is set for one day on path / with SameSite=Lax", () => {
    const set = jest.spyOn(loaded.Cookies, "set");
    loaded.auth.setGoogleCsrfCookie("feedc0ffee123456");
    expect(set).toHaveBeenCalledWith("g_csrf_token", "feedc0ffee123456", { expires: 1, path: "/", sameSite: "lax" });
    expect(document.cookie).toContain("g_csrf_token=feedc0ffee123456");
  });

  test("given prepareGoogleOneTap, then a 16-hex token from crypto.getRandomValues is returned and already in the cookie", () => {
    const getRandomValues = jest.spyOn(globalThis.crypto, "getRandomValues");
    const token = loaded.auth.prepareGoogleOneTap();
    expect(token).toMatch(/^[0-9a-f]{16}$/);
    expect(getRandomValues).toHaveBeenCalled();
    expect(loaded.Cookies.get("g_csrf_token")).toBe(token);
  });
});

describe("handleGoogleCredential", () => {
  test("given the app accepts and the profile reloads, then signed in: the prepared token is posted, the profile refetched after the POST, no navigation", async () => {
    const token = loaded.auth.prepareGoogleOneTap();
    const goTo = jest.fn();
    let postsBeforeRefetch = -1;
    const refetchProfile = jest.fn(async () => {
      postsBeforeRefetch = apiCalls().length;
      return { ok: true };
    });

    const outcome = await loaded.auth.handleGoogleCredential({ credential: "id-token", csrfToken: token, refetchProfile, goTo });

    expect(outcome).toBe("signed-in");
    expect(formFields(postedBodies()[0]?.body ?? "")).toEqual({ g_csrf_token: token, credential: "id-token" });
    expect(apiCalls()[0]?.headers["x-csrftoken"]).toBe(token);
    expect(refetchProfile).toHaveBeenCalledTimes(1);
    expect(postsBeforeRefetch).toBe(1);
    expect(goTo).not.toHaveBeenCalled();
    expect(ourLogs()).toEqual([]);
  });

  test.each([
    ["resolves ok: false", () => Promise.resolve({ ok: false })],
    ["rejects", () => Promise.reject(new Error("profile 500"))],
  ])("given the profile refetch %s, then it goes to signup with login_error=1", async (_scenario, refetchProfile) => {
    const goTo = jest.fn();
    const outcome = await loaded.auth.handleGoogleCredential({ credential: "id-token", csrfToken: "abc", refetchProfile, goTo });
    expect(outcome).toBe("profile-failed");
    expect(goTo.mock.calls).toEqual([[SIGNUP_WITH_LOGIN_ERROR]]);
    expect(ourLogs()).toEqual([]);
  });

  test("given the profile refetch fails during a campaign visit, then signup carries the campaign after login_error=1", async () => {
    const goTo = jest.fn();
    const refetchProfile = () => Promise.resolve({ ok: false });
    await loaded.auth.handleGoogleCredential({ credential: "id-token", csrfToken: "abc", refetchProfile, goTo, campaign: "utm_source=mail&utm_campaign=itr2026" });
    expect(goTo.mock.calls).toEqual([[`${SIGNUP_WITH_LOGIN_ERROR}&utm_source=mail&utm_campaign=itr2026`]]);
  });

  test.each([
    ["answers 500", () => standIn.setFault("/social/google/login/token/", { status: 500 })],
    ["drops the connection", () => dropConnections("/social/google/login/token/")],
  ])("given the sign-in POST %s, then 'Login Failed' is logged and nothing else happens", async (_scenario, injectFault) => {
    injectFault();
    const goTo = jest.fn();
    const refetchProfile = jest.fn(async () => ({ ok: true }));
    const outcome = await loaded.auth.handleGoogleCredential({ credential: "id-token", csrfToken: "abc", refetchProfile, goTo });
    expect(outcome).toBe("login-failed");
    expect(ourLogs()).toEqual([["Login Failed"]]);
    expect(refetchProfile).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
  });

  test("given no token argument but a g_csrf_token cookie, then the cookie's value is posted", async () => {
    loaded.auth.setGoogleCsrfCookie("cookie-token-1234");
    await loaded.auth.handleGoogleCredential({ credential: "c", refetchProfile: async () => ({ ok: true }), goTo: jest.fn() });
    expect(formFields(postedBodies()[0]?.body ?? "").g_csrf_token).toBe("cookie-token-1234");
  });

  test("given no token argument and no cookie, then a fresh token is prepared, set as the cookie and posted", async () => {
    await loaded.auth.handleGoogleCredential({ credential: "c", refetchProfile: async () => ({ ok: true }), goTo: jest.fn() });
    const posted = formFields(postedBodies()[0]?.body ?? "").g_csrf_token;
    expect(posted).toMatch(/^[0-9a-f]{16}$/);
    expect(loaded.Cookies.get("g_csrf_token")).toBe(posted);
  });
});

describe("onGoogleError", () => {
  test("given Google reports an error, then exactly 'Login Failed' is logged, no request is made and no cookie changes", () => {
    document.cookie = "taxsathi=regular; path=/";
    const before = document.cookie;
    loaded.auth.onGoogleError({ type: "popup_closed" });
    expect(ourLogs()).toEqual([["Login Failed"]]);
    expect(standIn.requests()).toEqual([]);
    expect(document.cookie).toBe(before);
  });
});
