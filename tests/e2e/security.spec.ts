import { routes } from "@/lib/site/routes";
import { expect, PROFILE_401, test } from "./fixtures";
import { cspViolations, recordCspViolations } from "./csp-watch";
import { signIn } from "./stand-in-control";

/*
 * Pages under the Content-Security-Policy the server sends: a violation (an inline script
 * without its hash, a host the policy does not name) is recorded by the page and fails the
 * test, as does any console error (tests/e2e/fixtures.ts). Every page of the sitemap, at both
 * sizes, is checked in validators.spec.ts's sweep; here, the 404s and the signed-in screens.
 */

test.beforeEach(async ({ page, allowConsole }) => {
  allowConsole(PROFILE_401);
  await recordCspViolations(page);
});

test("every response carries the security headers, and the policy allows only what the site uses", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  // WebAssembly may compile (the PDFs' text shaper); JavaScript's eval may not.
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:4010/);
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // The same policy on another route, apart from the hashes of that route's own inline scripts.
  const withoutScripts = (policy: string) => policy.replace(/script-src [^;]*/, "");
  const other = (await request.get("/tools-and-calculators/gst-calculator")).headers()["content-security-policy"] ?? "";
  expect(withoutScripts(other)).toBe(withoutScripts(csp));
  expect(other).not.toBe(csp);
});

test("a 404, at a plain path and under a dynamic route, keeps to the policy", async ({ page, allowConsole }) => {
  allowConsole(/status of 404/);
  for (const path of ["/no-such-page", "/learning-resource/blog-articles/no-such-article", "/learning-resource/blog-articles/page/99"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await page.waitForTimeout(300);
    expect(await cspViolations(page), path).toEqual([]);
  }
});

test("the app screens, signed in, keep to the policy", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(context, "staff");
  for (const path of Object.values(routes.app)) {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForTimeout(300);
    expect(await cspViolations(page), path).toEqual([]);
  }
});
