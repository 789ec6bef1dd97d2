import { CAMPAIGN_STORAGE_KEY, campaignQuery, sessionStore, visitCampaign, type CampaignStore } from "@/lib/campaign";

/** A fresh tab's sessionStorage. */
function memoryStore(initial: Record<string, string> = {}): CampaignStore & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

describe("visitCampaign: the campaign lasts the visit", () => {
  test("given a landing with tags, then those tags, and they are kept", () => {
    const store = memoryStore();
    expect(visitCampaign("?utm_source=mail&utm_campaign=itr2026", store)).toBe("utm_source=mail&utm_campaign=itr2026");
    expect(store.entries.get(CAMPAIGN_STORAGE_KEY)).toBe("utm_source=mail&utm_campaign=itr2026");
  });

  test("given a later address without tags, then the kept ones", () => {
    const store = memoryStore();
    visitCampaign("?utm_source=mail&utm_campaign=itr2026", store);
    expect(visitCampaign("", store)).toBe("utm_source=mail&utm_campaign=itr2026");
    expect(visitCampaign("?page=2", store)).toBe("utm_source=mail&utm_campaign=itr2026");
  });

  test("given a later landing with other tags, then they replace the kept ones entirely (no merge)", () => {
    const store = memoryStore();
    visitCampaign("?utm_source=mail&utm_campaign=itr2026", store);
    expect(visitCampaign("?utm_source=ads", store)).toBe("utm_source=ads");
    expect(visitCampaign("", store)).toBe("utm_source=ads");
  });

  test("given fresh storage (a new tab or session) and no tags, then no campaign", () => {
    expect(visitCampaign("", memoryStore())).toBe("");
    expect(visitCampaign("?gclid=abc", memoryStore())).toBe("");
  });

  test("given no storage at all, then the address's own tags still count, and nothing else", () => {
    expect(visitCampaign("?utm_medium=cpc", null)).toBe("utm_medium=cpc");
    expect(visitCampaign("", null)).toBe("");
  });

  test("given the rule of the address: only the five UTM values, first value, empties dropped", () => {
    const store = memoryStore();
    expect(visitCampaign("?utm_source=a&utm_source=b&utm_medium=&gclid=x&next=%2Fevil&utm_term=tax", store)).toBe("utm_source=a&utm_term=tax");
    expect(store.entries.get(CAMPAIGN_STORAGE_KEY)).toBe("utm_source=a&utm_term=tax");
  });

  test("given a kept entry with anything else in it (a hand edit, an old release), then only its UTM values are used", () => {
    const store = memoryStore({ [CAMPAIGN_STORAGE_KEY]: "utm_source=kept&redirect=https%3A%2F%2Fevil.example&utm_medium=" });
    expect(visitCampaign("", store)).toBe("utm_source=kept");
  });

  test("given an address with only empty UTM values, then it counts as none and the kept campaign stays", () => {
    const store = memoryStore({ [CAMPAIGN_STORAGE_KEY]: "utm_source=kept" });
    expect(visitCampaign("?utm_source=&utm_medium=+", store)).toBe("utm_source=kept");
    expect(store.entries.get(CAMPAIGN_STORAGE_KEY)).toBe("utm_source=kept");
  });

  test.each([
    ["reading throws", { getItem: () => { throw new Error("SecurityError"); }, setItem: () => undefined }],
    ["writing throws (quota full)", { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } }],
  ])("given storage where %s, then no error: the address's tags, or none", (_scenario, store: CampaignStore) => {
    expect(visitCampaign("?utm_source=mail", store)).toBe("utm_source=mail");
    expect(visitCampaign("", store)).toBe("");
  });
});

describe("campaignQuery", () => {
  test("given UTM values, then a query string in their order, form-encoded", () => {
    expect(campaignQuery({ utm_source: "news letter", utm_campaign: "कर" })).toBe("utm_source=news+letter&utm_campaign=%E0%A4%95%E0%A4%B0");
    expect(campaignQuery({})).toBe("");
  });
});

describe("sessionStore", () => {
  const descriptor = Object.getOwnPropertyDescriptor(window, "sessionStorage");
  afterEach(() => {
    if (descriptor) Object.defineProperty(window, "sessionStorage", descriptor);
    sessionStorage.clear();
  });

  test("given a browser, then its sessionStorage, and the campaign round-trips through it", () => {
    expect(sessionStore()).toBe(window.sessionStorage);
    visitCampaign("?utm_source=mail", sessionStore());
    expect(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBe("utm_source=mail");
    expect(visitCampaign("", sessionStore())).toBe("utm_source=mail");
  });

  test("given site data blocked (reading sessionStorage throws), then null, and the campaign logic still works", () => {
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(sessionStore()).toBeNull();
    expect(visitCampaign("?utm_source=mail", sessionStore())).toBe("utm_source=mail");
  });
});
