/**
 * Checks a shared secret sent as `Authorization: Bearer <secret>` (the CMS's revalidation
 * webhook). Both sides are hashed to SHA-256 first, so timingSafeEqual compares equal-length
 * buffers and the time taken says nothing about the secret, not even its length.
 */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest();

/**
 * The secret in an Authorization header, or null when there is none.
 * @param {string | string[] | undefined} header
 */
export function bearerToken(header) {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(value ?? "");
  return match ? match[1] ?? null : null;
}

/**
 * Whether `sent` is `expected`, compared in constant time.
 * @param {string | null | undefined} sent
 * @param {string} expected a configured secret (never empty)
 */
export function secretMatches(sent, expected) {
  if (!sent || !expected) return false;
  return timingSafeEqual(digest(sent), digest(expected));
}
