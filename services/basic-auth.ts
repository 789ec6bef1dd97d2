/**
 * The value of an `Authorization: Basic ...` header for a `user:password` string.
 *
 * HTTP Basic is base64 over the UTF-8 bytes of `user:password` (RFC 7617). `btoa` only
 * takes Latin-1 text, so the string is first turned into its UTF-8 bytes, one character
 * per byte: `encodeURIComponent` writes every non-ASCII byte as `%XX`, and each `%XX`
 * becomes the character with that code.
 *
 * This runs unchanged in the browser, in Node 16+ (server rendering) and in Jest's jsdom
 * environment, which lacks `TextEncoder`. `Buffer` is avoided because referencing it
 * would make the bundler ship a Buffer polyfill to the browser.
 */
export function basicAuthHeader(credentials: string): string {
  const utf8AsLatin1 = encodeURIComponent(credentials).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return `Basic ${btoa(utf8AsLatin1)}`;
}
