import "@testing-library/jest-dom";
import fc from "fast-check";
import * as nodeUrl from "node:url";

/*
 * Property tests (fast-check): under CI a fixed seed, so whether a submission lands does not
 * depend on the draw; elsewhere a fresh seed each run, so local runs keep exploring new
 * cases. A failure prints its seed; FC_SEED=<seed> replays it anywhere.
 */
const CI_SEED = 20_261_127;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? CI_SEED : undefined;
if (seed !== undefined && Number.isFinite(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });

/*
 * Node's own URL and URLSearchParams (WHATWG, native) instead of jsdom's pure-JS ones, which
 * percent-encode one code point at a time through TextEncoder: a calculator link holding a
 * 10,000-character payload took about 10 ms to write, on every keystroke of the hostile-typing
 * suites. Both follow the same standard; the browser tests run Chromium's.
 */
if (typeof window !== "undefined") {
  // Subclasses, so a test that stubs a static (URL.createObjectURL) changes this file's copy,
  // not the worker's shared one.
  Object.assign(globalThis, { URL: class URL extends nodeUrl.URL {}, URLSearchParams: class URLSearchParams extends nodeUrl.URLSearchParams {} });
}
