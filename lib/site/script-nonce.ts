/** The script nonce of a Content-Security-Policy (the proxy sets one on requests it renders on demand). */
export function scriptNonceFrom(policy: string | string[] | undefined): string | undefined {
  if (typeof policy !== "string") return undefined;
  const scriptSrc = policy.split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src "));
  return scriptSrc ? /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(scriptSrc)?.[1] : undefined;
}
