/**
 * @jest-environment node
 */
import { bearerToken, secretMatches } from "@/server/shared-secret.mjs";

describe("bearerToken", () => {
  test.each([
    ["Bearer abc", "abc"],
    ["bearer abc", "abc"],
    ["Bearer   abc  ", "abc"],
  ])("given %j, then %j", (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  test.each([
    ["no header", undefined],
    ["an empty one", ""],
    ["Basic credentials", "Basic abc"],
    ["Bearer and nothing", "Bearer "],
    ["two tokens", "Bearer abc def"],
  ])("given %s, then none", (_case, header) => {
    expect(bearerToken(header)).toBeNull();
  });
});

describe("secretMatches", () => {
  test.each([
    ["the secret", "s3cret", "s3cret", true],
    ["another secret", "other", "s3cret", false],
    ["a longer one", "s3cret!", "s3cret", false],
    ["a prefix", "s3c", "s3cret", false],
    ["none", null, "s3cret", false],
    ["an empty one", "", "s3cret", false],
    ["anything, with no secret configured", "", "", false],
  ])("given %s, then %s", (_case, sent, expected, matches) => {
    expect(secretMatches(sent, expected)).toBe(matches);
  });
});
