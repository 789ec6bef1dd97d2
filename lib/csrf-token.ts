/**
 * The largest request the Web Crypto spec lets getRandomValues answer in one call
 * (65,536 bytes; browsers throw a QuotaExceededError beyond it).
 */
export const MAX_TOKEN_BYTES = 65_536;

/**
 * `bytes` random bytes as lower-case hex (two characters a byte: 8 bytes → 16 chars).
 *
 * The token guards a sign-in against cross-site request forgery, so it must be
 * unguessable: it comes from the platform's cryptographic generator, never Math.random.
 * Without Web Crypto it throws instead of falling back to something weaker.
 */
export function randomHexToken(bytes = 8): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > MAX_TOKEN_BYTES) {
    throw new RangeError(`randomHexToken needs a whole number of bytes from 1 to ${MAX_TOKEN_BYTES}, got ${bytes}`);
  }
  const webCrypto = globalThis.crypto as Crypto | undefined;
  if (typeof webCrypto?.getRandomValues !== "function") {
    throw new Error("randomHexToken needs crypto.getRandomValues, which this environment lacks");
  }
  const random = webCrypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
