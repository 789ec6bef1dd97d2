// @ts-check
// For node:test files: outside CI, a check whose precondition is missing (a build, a free
// port) is skipped with the reason; under CI it fails, because a skipped check checks nothing
// and CI runs on a machine the test command has prepared.
import assert from "node:assert/strict";

/**
 * @param {import("node:test").TestContext} t
 * @param {string} why
 */
export function skipOrFail(t, why) {
  if (process.env.CI) assert.fail(`under CI this check may not be skipped: ${why}`);
  t.skip(why);
}
