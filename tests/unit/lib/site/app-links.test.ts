import { APP_PAGES, appHref, appLinkTarget, appPageFor, appPageOf, type AppPage } from "@/lib/site/app-links";

// No NEXT_PUBLIC_APP_URL in unit tests: the app is at its default address.
const APP = "https://app.example.com";

describe("appHref: the one builder of links into the app", () => {
  test.each<[AppPage, string]>([
    ["signup", `${APP}/signup`],
    ["login", `${APP}/login`],
    ["dashboard", `${APP}/dashboard/itr/list`],
    ["settings", `${APP}/settings/updateuserprofile`],
  ])("given %s and no campaign, then the bare page %s", (page, expected) => {
    expect(appHref(page, "")).toBe(expected);
  });

  test.each<[AppPage, string]>([
    ["signup", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`],
    ["login", `${APP}/login?utm_source=mail&utm_campaign=itr2026`],
    ["dashboard", `${APP}/dashboard/itr/list?utm_source=mail&utm_campaign=itr2026`],
    ["settings", `${APP}/settings/updateuserprofile?utm_source=mail&utm_campaign=itr2026`],
  ])("given %s and the campaign mail / itr2026, then the campaign is added: %s", (page, expected) => {
    expect(appHref(page, "utm_source=mail&utm_campaign=itr2026")).toBe(expected);
  });

  test.each([
    ["a raw address with other parameters: only the five UTM ones", "?gclid=abc&utm_source=mail&next=https%3A%2F%2Fevil.example&fbclid=x", "utm_source=mail"],
    ["all five, in any order: kept in the standard order", "?utm_content=hindi&utm_term=itr&utm_campaign=c&utm_medium=email&utm_source=s", "utm_source=s&utm_medium=email&utm_campaign=c&utm_term=itr&utm_content=hindi"],
    ["a repeated parameter: its first value", "?utm_source=first&utm_source=second", "utm_source=first"],
    ["an empty first value: the first usable one", "?utm_source=&utm_source=second", "utm_source=second"],
    ["empty and blank values: dropped", "?utm_source=&utm_medium=+&utm_campaign=c", "utm_campaign=c"],
    ["a value with spaces and Hindi: form-encoded", "?utm_campaign=%E0%A4%95%E0%A4%B0+2026", "utm_campaign=%E0%A4%95%E0%A4%B0+2026"],
    ["no UTM at all: nothing added", "?page=2", ""],
  ])("given %s, then signup carries %p", (_scenario, campaign, expectedQuery) => {
    expect(appHref("signup", campaign)).toBe(expectedQuery ? `${APP}/signup?${expectedQuery}` : `${APP}/signup`);
  });

  test.each<[AppPage, AppPage]>([
    ["signup", "dashboard"],
    ["login", "dashboard"],
    ["dashboard", "dashboard"],
    ["settings", "settings"],
  ])("given a signed-in visitor, then a link to %s leads to %s (a call to action goes to the dashboard)", (page, expected) => {
    expect(appPageFor(page, true)).toBe(expected);
    expect(appHref(page, "utm_source=mail", { signedIn: true })).toBe(appHref(expected, "utm_source=mail"));
  });

  test("given a signed-in visitor's Start filing, then the dashboard with the campaign, never signup", () => {
    expect(appLinkTarget("signup", "utm_source=mail", true)).toEqual({ page: "dashboard", href: `${APP}/dashboard/itr/list?utm_source=mail` });
    expect(appLinkTarget("signup", "utm_source=mail", false)).toEqual({ page: "signup", href: `${APP}/signup?utm_source=mail` });
  });

  test("given the page's own parameters, then they come first and the campaign after", () => {
    expect(appHref("signup", "utm_source=mail", { query: { login_error: 1 } })).toBe(`${APP}/signup?login_error=1&utm_source=mail`);
  });

  test("given own parameters that name a UTM one, then the visitor's campaign replaces it, never duplicated", () => {
    expect(appHref("signup", "utm_source=mail", { query: { utm_source: "page" } })).toBe(`${APP}/signup?utm_source=mail`);
  });
});

describe("appPageOf: recognising app links written into content", () => {
  test.each<[string, AppPage | undefined]>([
    [`${APP}/signup`, "signup"],
    [`${APP}/signup/`, "signup"],
    [`${APP}/signup?utm_source=author#top`, "signup"],
    [`${APP}/login`, "login"],
    [`${APP}/dashboard/itr/list`, "dashboard"],
    [`${APP}/settings/updateuserprofile`, "settings"],
    ["HTTPS://APP.EXAMPLE.COM/signup", "signup"],
    [`${APP}/signups`, undefined],
    [`${APP}/other`, undefined],
    ["https://evil.example/signup", undefined],
    ["http://app.example.com/signup", undefined],
    ["/signup", undefined],
    ["javascript:alert(1)", undefined],
    ["not a url", undefined],
  ])("given %s, then %p", (href, expected) => {
    expect(appPageOf(href)).toBe(expected);
  });

  test("given the list of pages, then the four the site links to", () => {
    expect(APP_PAGES).toEqual(["signup", "login", "dashboard", "settings"]);
  });
});
