import { MAX_TOKEN_BYTES, randomHexToken } from "@/lib/csrf-token";

describe("randomHexToken", () => {
  afterEach(() => jest.restoreAllMocks());

  test("given the default, then 16 lower-case hex characters", () => {
    expect(randomHexToken()).toMatch(/^[0-9a-f]{16}$/);
  });

  test.each([
    [1, 2],
    [8, 16],
    [16, 32],
    [32, 64],
  ])("given %i bytes, then %i hex characters", (bytes, length) => {
    expect(randomHexToken(bytes)).toMatch(new RegExp(`^[0-9a-f]{${length}}$`));
  });

  test("given a call, then its bytes come from crypto.getRandomValues, never Math.random", () => {
    const getRandomValues = jest.spyOn(globalThis.crypto, "getRandomValues");
    const mathRandom = jest.spyOn(Math, "random");
    randomHexToken(8);
    expect(getRandomValues).toHaveBeenCalledTimes(1);
    const [buffer] = getRandomValues.mock.calls[0] ?? [];
    expect(buffer).toBeInstanceOf(Uint8Array);
    expect((buffer as Uint8Array).length).toBe(8);
    expect(mathRandom).not.toHaveBeenCalled();
  });

  test("given known random bytes, then each byte becomes two hex digits, zero-padded", () => {
    jest.spyOn(globalThis.crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set([0x00, 0x0f, 0xa0, 0xff, 0x01, 0x10, 0x7e, 0x80]);
      return array;
    });
    expect(randomHexToken(8)).toBe("000fa0ff01107e80");
  });

  test("given 1,000 tokens, then no two are the same", () => {
    expect(new Set(Array.from({ length: 1000 }, () => randomHexToken())).size).toBe(1000);
  });

  test.each([0, -1, 1.5, Number.NaN, MAX_TOKEN_BYTES + 1])("given %p bytes, then a RangeError", (bytes) => {
    expect(() => randomHexToken(bytes)).toThrow(RangeError);
  });

  test("given the largest allowed size, then it works", () => {
    expect(randomHexToken(MAX_TOKEN_BYTES)).toHaveLength(MAX_TOKEN_BYTES * 2);
  });

  test("given no Web Crypto, then it throws instead of using a weaker source", () => {
    jest.spyOn(globalThis, "crypto", "get").mockReturnValue(undefined as unknown as Crypto);
    expect(() => randomHexToken()).toThrow(/getRandomValues/);
  });
});
