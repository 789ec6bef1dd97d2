/**
 * Local storage that never throws. Storage can be missing (server rendering), blocked
 * (a browser with site data disabled throws on the mere `window.localStorage` read), full
 * (a write throws QuotaExceededError) or hold anything at all (an old release's shape,
 * a hand edit, another site's code on a shared origin). Callers get a value or nothing.
 */

/** The browser's local storage, or null where there is none or reading it is refused. */
function localStore(): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads `key` as JSON and hands it to `validate`, which returns the typed value or null
 * for a wrong shape (it may also normalise). Missing, unreadable, malformed or invalid
 * data gives null; malformed or invalid data is also removed, so it cannot come back on
 * the next read. A validator that throws counts as a rejection.
 */
export function readJson<T>(key: string, validate: (value: unknown) => T | null): T | null {
  const store = localStore();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: T | null = null;
  try {
    value = validate(JSON.parse(raw));
  } catch {
    value = null;
  }
  if (value === null) removeKey(key);
  return value;
}

/** Saves `value` as JSON under `key`; false when it could not be saved (no storage, full, not serialisable). */
export function writeJson(key: string, value: unknown): boolean {
  const store = localStore();
  if (!store) return false;
  try {
    const text = JSON.stringify(value);
    // JSON.stringify(undefined) is undefined, which setItem would store as "undefined".
    if (text === undefined) return false;
    store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; does nothing where storage is unavailable. */
export function removeKey(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // A refused removal leaves stale data that readJson's validator still guards against.
  }
}
