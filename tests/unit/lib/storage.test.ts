import { readJson, removeKey, writeJson } from "@/lib/storage";

/** Accepts `{ n: number }` and nothing else. */
const parseCounter = (value: unknown): { n: number } | null =>
  typeof value === "object" && value !== null && typeof (value as { n?: unknown }).n === "number"
    ? { n: (value as { n: number }).n }
    : null;

const windowDescriptor = Object.getOwnPropertyDescriptor(window, "localStorage");

/** Makes `window.localStorage` behave as in a browser with site data blocked, or absent. */
function replaceLocalStorage(getter: () => Storage | undefined) {
  Object.defineProperty(window, "localStorage", { configurable: true, get: getter });
}

afterEach(() => {
  if (windowDescriptor) Object.defineProperty(window, "localStorage", windowDescriptor);
  jest.restoreAllMocks();
  localStorage.clear();
});

describe("readJson and writeJson", () => {
  test("given a value written, then reading it back gives an equal value", () => {
    expect(writeJson("counter", { n: 3 })).toBe(true);
    expect(localStorage.getItem("counter")).toBe('{"n":3}');
    expect(readJson("counter", parseCounter)).toEqual({ n: 3 });
  });

  test("given nothing saved, then reading gives null", () => {
    expect(readJson("counter", parseCounter)).toBeNull();
  });

  test.each([
    ["malformed JSON", "{not json"],
    ["the wrong shape", '{"n":"three"}'],
    ["JSON null", "null"],
  ])("given %s saved, then reading gives null and removes it", (_case, saved) => {
    localStorage.setItem("counter", saved);
    expect(readJson("counter", parseCounter)).toBeNull();
    expect(localStorage.getItem("counter")).toBeNull();
  });

  test("given a validator that throws, then reading gives null, not a throw", () => {
    localStorage.setItem("counter", '{"n":1}');
    const throwing = (): { n: number } => {
      throw new Error("validator bug");
    };
    expect(readJson("counter", throwing)).toBeNull();
  });

  test("given a full storage (QuotaExceededError), then writing returns false and does not throw", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(writeJson("counter", { n: 1 })).toBe(false);
  });

  test("given a value JSON cannot hold (a BigInt, undefined), then writing returns false and stores nothing", () => {
    expect(writeJson("counter", { n: BigInt(1) })).toBe(false);
    expect(writeJson("counter", undefined)).toBe(false);
    expect(localStorage.getItem("counter")).toBeNull();
  });

  test("given storage blocked (reading window.localStorage throws SecurityError), then every call is a quiet no-op", () => {
    replaceLocalStorage(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(readJson("counter", parseCounter)).toBeNull();
    expect(writeJson("counter", { n: 1 })).toBe(false);
    expect(() => removeKey("counter")).not.toThrow();
  });

  test("given no storage at all, then reading gives null and writing false", () => {
    replaceLocalStorage(() => undefined);
    expect(readJson("counter", parseCounter)).toBeNull();
    expect(writeJson("counter", { n: 1 })).toBe(false);
  });

  test("given getItem itself throws, then reading gives null", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readJson("counter", parseCounter)).toBeNull();
  });
});

describe("removeKey", () => {
  test("given a saved key, then it is gone and other keys stay", () => {
    localStorage.setItem("counter", "1");
    localStorage.setItem("other", "2");
    removeKey("counter");
    expect(localStorage.getItem("counter")).toBeNull();
    expect(localStorage.getItem("other")).toBe("2");
  });

  test("given removeItem throws, then removeKey does not", () => {
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => removeKey("counter")).not.toThrow();
  });
});
