import nextJest from "next/jest.js";

// next/jest wires SWC, CSS/asset mocks and .env loading the same way `next build` does.
// (A .mjs config: a .ts one would need ts-node just to be read.)
const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // marked ships ESM and a UMD build; Jest (CommonJS on Node 20) takes the UMD one.
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
  },
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // Property tests run hundreds of cases; on a loaded 2-core machine 5 s is too tight.
  testTimeout: 30_000,
  // Every core: Jest's default leaves one free, which on a 2-core CI machine means running
  // in band (398 s for the suite against 227 s with two workers, measured side by side).
  maxWorkers: "100%",
  // Under CI a skipped test fails the run (tests/support/no-skips-reporter.js).
  reporters: ["default", "<rootDir>/tests/support/no-skips-reporter.js"],
};

export default createJestConfig(config);
