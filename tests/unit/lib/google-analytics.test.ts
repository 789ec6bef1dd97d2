import { appLinkClickEvent, gtagScriptUrl, installGtag, type GtagHost } from "@/lib/google-analytics";

describe("installGtag", () => {
  test("given a page, then the data layer gets js and config as Arguments objects, as Google's snippet pushes them", () => {
    const host: GtagHost = {};
    const now = new Date("2026-11-21T10:00:00+05:30");
    installGtag(host, "G-AB12CD34EF", now);
    expect(host.dataLayer).toHaveLength(2);
    const [js, config] = host.dataLayer as IArguments[];
    expect(Object.prototype.toString.call(js)).toBe("[object Arguments]");
    expect(Array.from(js!)).toEqual(["js", now]);
    expect(Array.from(config!)).toEqual(["config", "G-AB12CD34EF"]);
  });

  test("given events after install, then they queue on the same data layer gtag.js reads", () => {
    const host: GtagHost = { dataLayer: ["earlier"] };
    const gtag = installGtag(host, "G-AB12CD34EF");
    gtag("event", "login_click", { utm_source: "mail" });
    expect(host.dataLayer).toHaveLength(4);
    expect(Array.from(host.dataLayer![3] as IArguments)).toEqual(["event", "login_click", { utm_source: "mail" }]);
  });

  test("given a second install (a remount), then the same gtag and no second config", () => {
    const host: GtagHost = {};
    const first = installGtag(host, "G-AB12CD34EF");
    expect(installGtag(host, "G-AB12CD34EF")).toBe(first);
    expect(host.dataLayer).toHaveLength(2);
  });

  test("given an id, then gtag.js is loaded from Google's tag host with it", () => {
    expect(gtagScriptUrl("G-AB12CD34EF")).toBe("https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF");
  });
});

describe("appLinkClickEvent", () => {
  test.each([
    ["signup", "https://app.example.com/signup?utm_source=mail&utm_campaign=itr2026", { name: "sign_up_click", params: { link_url: "https://app.example.com/signup?utm_source=mail&utm_campaign=itr2026", utm_source: "mail", utm_campaign: "itr2026" } }],
    ["login", "https://app.example.com/login", { name: "login_click", params: { link_url: "https://app.example.com/login" } }],
    ["login", "https://app.example.com/login?login_error=1&utm_medium=cpc#x", { name: "login_click", params: { link_url: "https://app.example.com/login?login_error=1&utm_medium=cpc#x", utm_medium: "cpc" } }],
  ])("given a click on a %s link to %s, then %p", (page, href, expected) => {
    expect(appLinkClickEvent(page, href)).toEqual(expected);
  });

  test.each([["dashboard"], ["settings"], [null], ["other"]])("given a click on a %p link, then no event", (page) => {
    expect(appLinkClickEvent(page, "https://app.example.com/dashboard/itr/list")).toBeNull();
  });
});
