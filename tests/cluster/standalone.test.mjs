// @ts-check
// The folder a deployment runs (and the Docker image copies) holds what the server needs,
// not the project's tests, docs or reports: the content pages' run-time reads of content/
// make Next's tracer take in the whole project (scripts/standalone.mjs, NOT_SHIPPED).
// Run on the browser tests' build: npm run test:cluster
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { skipOrFail } from "../support/skip-or-fail.mjs";

const standalone = join(process.env.NEXT_DIST_DIR || ".next", "standalone");

test("the standalone folder holds the server and its content, and no tests, docs or test reports", (t) => {
  if (!existsSync(standalone)) return skipOrFail(t, `no build at ${standalone}`);
  for (const needed of ["server/start.mjs", "content/pages", "public"]) {
    assert.ok(existsSync(join(standalone, needed)), `${needed} is in ${standalone}`);
  }
  for (const left of ["tests", "docs", "bench", "playwright-report", "test-results", "bench-results", "README.md", "Dockerfile"]) {
    assert.ok(!existsSync(join(standalone, left)), `${left} is not in ${standalone}`);
  }
});
