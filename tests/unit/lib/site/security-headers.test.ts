import { createHash } from "node:crypto";
import { earlyClickScript } from "@/lib/early-click-script";
import { parseConfig, type SiteConfig } from "@/lib/site/config";
import { scriptNonceFrom } from "@/lib/site/script-nonce";
import { contentSecurityPolicy, reactRevealScriptHashes, securityHeaders } from "@/lib/site/security-headers";

const directives = (csp: string): Record<string, string[]> => Object.fromEntries(csp.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("Content-Security-Policy", () => {
  const full = parseConfig({
    productSlug: "taxsathi",
    apiUrl: "https://api.taxsathi.example/",
    cmsApiUrl: "https://cms.taxsathi.example/api/v2",
    chatbotApiUrl: "https://bot.taxsathi.example",
    chatWidgetUrl: "https://chat.taxsathi.example/widget",
    googleClientId: "123.apps.googleusercontent.com",
  });

  test("the inline early-click script is allowed by its own SHA-256 and nothing else inline runs", () => {
    const expected = createHash("sha256").update(earlyClickScript("taxsathi")).digest("base64");
    const csp = directives(contentSecurityPolicy(full));
    expect(csp["script-src"]).toContain(`'sha256-${expected}'`);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    // A different product slug changes the script, so the hash follows it.
    const other = directives(contentSecurityPolicy(parseConfig({ productSlug: "other" })));
    expect(other["script-src"]![1]).not.toBe(csp["script-src"]![1]);
  });

  test("a page rendered on request: its nonce in script-src, which Next reads back from the request's policy", () => {
    const policy = contentSecurityPolicy(full, { nonce: "abc123==" });
    expect(directives(policy)["script-src"]).toContain("'nonce-abc123=='");
    expect(directives(policy)["script-src"]).not.toContain("'unsafe-inline'");
    expect(scriptNonceFrom(policy)).toBe("abc123==");
    expect(scriptNonceFrom(contentSecurityPolicy(full))).toBeUndefined();
    expect(scriptNonceFrom(undefined)).toBeUndefined();
    // A nonce elsewhere than script-src is not one for scripts.
    expect(scriptNonceFrom("default-src 'self'; style-src 'nonce-xyz'")).toBeUndefined();
  });

  test("React's reveal calls are allowed by their exact hashes, one per boundary", () => {
    const [first] = reactRevealScriptHashes(1);
    expect(first).toBe(`'sha256-${createHash("sha256").update('$RC("B:0","S:0")').digest("base64")}'`);
    expect(new Set(reactRevealScriptHashes()).size).toBe(24);
  });

  test("the configured hosts, by origin, and no others", () => {
    const csp = directives(contentSecurityPolicy(full));
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://api.taxsathi.example",
      "https://cms.taxsathi.example",
      "https://bot.taxsathi.example",
      "https://accounts.google.com",
      "https://checkout.razorpay.com",
      "https://api.razorpay.com",
    ]);
    expect(csp["frame-src"]).toEqual(["https://chat.taxsathi.example", "https://accounts.google.com", "https://checkout.razorpay.com", "https://api.razorpay.com"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  test("without Google sign-in or APIs configured, their hosts are not allowed", () => {
    const csp = directives(contentSecurityPolicy(parseConfig({})));
    expect(csp["connect-src"]).toEqual(["'self'", "https://checkout.razorpay.com", "https://api.razorpay.com"]);
    expect(csp["script-src"]!.join(" ")).not.toContain("accounts.google.com");
  });

  test("'unsafe-eval' only for next dev", () => {
    expect(directives(contentSecurityPolicy(full, { dev: true }))["script-src"]).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy(full))["script-src"]).not.toContain("'unsafe-eval'");
  });

  test("a route's own inline-script hashes join the early-click script's, once each", () => {
    const csp = directives(contentSecurityPolicy(full, { scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB'", "'sha256-AAAA'"] }));
    expect(csp["script-src"]!.filter((source) => source.startsWith("'sha256-"))).toHaveLength(3);
  });

  describe("with Google Analytics", () => {
    const withAnalytics = (config: SiteConfig): SiteConfig => ({ ...config, gaMeasurementId: "G-AB12CD34EF" });

    test("given no measurement id (the default), then the policy is exactly as without analytics and names no Google Analytics host", () => {
      const policy = contentSecurityPolicy(parseConfig({}));
      expect(policy).toBe(contentSecurityPolicy(parseConfig({ gaMeasurementId: "" })));
      expect(policy).toBe(contentSecurityPolicy(parseConfig({ gaMeasurementId: "UA-123-1" })));
      expect(policy).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
    });

    test("given a measurement id, then gtag.js's host for scripts, and the collection hosts for its hits, and nothing more", () => {
      const csp = directives(contentSecurityPolicy(withAnalytics(parseConfig({}))));
      const before = directives(contentSecurityPolicy(parseConfig({})));
      const added = (name: string) => csp[name]!.filter((source) => !before[name]!.includes(source));
      expect(added("script-src")).toEqual(["https://www.googletagmanager.com"]);
      expect(added("connect-src")).toEqual(["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"]);
      expect(added("img-src")).toEqual(["https://*.google-analytics.com", "https://www.googletagmanager.com"]);
      for (const name of Object.keys(csp).filter((name) => !["script-src", "connect-src", "img-src"].includes(name))) {
        expect([name, csp[name]]).toEqual([name, before[name]]);
      }
      // Still no inline script or eval: gtag is set up from the bundle, gtag.js loaded by address.
      expect(csp["script-src"]).not.toContain("'unsafe-inline'");
      expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    });

    test("given a measurement id with every other host configured, then those hosts stay and the analytics ones join them", () => {
      const csp = directives(contentSecurityPolicy(withAnalytics(full)));
      expect(csp["connect-src"]).toEqual([
        "'self'",
        "https://api.taxsathi.example",
        "https://cms.taxsathi.example",
        "https://bot.taxsathi.example",
        "https://accounts.google.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
        "https://checkout.razorpay.com",
        "https://api.razorpay.com",
      ]);
    });
  });

  test("the other headers, the same for every response (the policy is set per route by proxy.ts)", () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    expect(headers["Content-Security-Policy"]).toBeUndefined();
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
  });
});

describe("violation reports", () => {
  test("every policy reports to POST /api/csp-report, through the Reporting API and report-uri", () => {
    const csp = directives(contentSecurityPolicy(parseConfig({})));
    expect(csp["report-uri"]).toEqual(["/api/csp-report"]);
    expect(csp["report-to"]).toEqual(["csp"]);
    expect(securityHeaders()).toContainEqual({ key: "Reporting-Endpoints", value: 'csp="/api/csp-report"' });
  });
});
