/** @jest-environment node */
import { startStandIn, type StandIn } from "@/tests/support/stand-in.mjs";

type Lookups = typeof import("@/services/lookups");
type ApiErrorClass = typeof import("@/services/api-error").ApiError;

const ENV = ["NEXT_PUBLIC_API_URL", "NEXT_PUBLIC_API_BASIC_AUTH"] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

async function load(apiUrl: string | undefined): Promise<{ lookups: Lookups; ApiError: ApiErrorClass }> {
  if (apiUrl === undefined) delete process.env.NEXT_PUBLIC_API_URL;
  else process.env.NEXT_PUBLIC_API_URL = apiUrl;
  process.env.NEXT_PUBLIC_API_BASIC_AUTH = "website:shared-public-login";
  let loaded: { lookups: Lookups; ApiError: ApiErrorClass } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { lookups: await import("@/services/lookups"), ApiError: (await import("@/services/api-error")).ApiError };
  });
  return loaded!;
}

afterAll(() => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("look-up services against the stand-in", () => {
  let standIn: StandIn;
  let lookups: Lookups;
  let ApiError: ApiErrorClass;
  beforeAll(async () => {
    standIn = await startStandIn({ port: 0 });
    ({ lookups, ApiError } = await load(standIn.url));
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  test("GSTIN: GET /tsmisc/api/gstin/?gstin=…, with the shared basic-auth login and no session cookie, parsed with its provenance", async () => {
    const answer = await lookups.lookUpGstin("27AAPFU0939F1ZV");
    expect(answer).toMatchObject({ found: true, legal_name: "UNIFORM SAMPLE TRADERS LLP", status: "Active", as_of: "2026-11-20T13:30:00+05:30" });
    const [request] = standIn.requests();
    expect(request).toMatchObject({ method: "GET", path: "/tsmisc/api/gstin/", query: { gstin: "27AAPFU0939F1ZV" } });
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("website:shared-public-login").toString("base64")}`);
    expect(request!.headers.cookie).toBeUndefined();
  });

  test("an unregistered GSTIN is an answer (found: false), not an error", async () => {
    await expect(lookups.lookUpGstin("29ABCDE1234F1ZW")).resolves.toMatchObject({ found: false, gstin: "29ABCDE1234F1ZW" });
  });

  test("IFSC, HSN, exchange and gold rates parse", async () => {
    await expect(lookups.lookUpIfsc("SBIN0000691")).resolves.toMatchObject({ found: true, branch: "New Delhi Main Branch", neft: true });
    const hsn = await lookups.lookUpHsn("8517");
    expect(hsn.results.map((r) => r.code)).toEqual(["8517", "85171300"]);
    expect(hsn.results[1]!.gst_rate).toBe(18);
    const rates = await lookups.getExchangeRates();
    expect(rates.rates.find((r) => r.currency === "JPY")).toEqual({ currency: "JPY", inr: 58.2, per: 100 });
    await expect(lookups.getGoldRates()).resolves.toMatchObject({ per_gram: { "24K": 10000 } });
  });

  test.each([
    [{ badJson: true }, "bad-response"],
    [{ html: true }, "bad-response"],
    [{ status: 500 }, "http"],
    [{ status: 404 }, "http"],
    [{ drop: true }, "network"],
  ] as const)("a fault %j becomes an ApiError of kind %s", async (fault, kind) => {
    standIn.setFault("/tsmisc/api/", fault);
    const error = await lookups.lookUpGstin("27AAPFU0939F1ZV").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<ApiErrorClass>).kind).toBe(kind);
  });

  test("a look-up that outlasts its time-out becomes kind timeout (15 s, far below the 110 s of other calls)", async () => {
    const { LOOKUP_TIMEOUT_MS } = await import("@/services/timeouts");
    expect(LOOKUP_TIMEOUT_MS).toBe(15_000);
    standIn.setFault("/tsmisc/api/gold-rates/", { delayMs: 30_000 });
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const pending = lookups.getGoldRates().catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS + 10);
      expect((await pending) as InstanceType<ApiErrorClass>).toMatchObject({ kind: "timeout" });
    } finally {
      jest.useRealTimers();
    }
  });

  test("a cancelled look-up (the visitor typed on) rejects without a result", async () => {
    const controller = new AbortController();
    standIn.setFault("/tsmisc/api/ifsc/", { delayMs: 2_000 });
    const pending = lookups.lookUpIfsc("SBIN0000691", controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ kind: "network" });
  });
});

describe("look-up services with no API configured", () => {
  test("reject with kind not-configured, before any request", async () => {
    const { lookups } = await load(undefined);
    expect(lookups.isLookupConfigured()).toBe(false);
    await expect(lookups.lookUpGstin("27AAPFU0939F1ZV")).rejects.toMatchObject({ kind: "not-configured" });
  });
});
