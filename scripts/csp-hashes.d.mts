/** Types for csp-hashes.mjs, for its unit test. */
export function inlineScripts(html: string): string[];
export function sha256(text: string): string;
export function buildCspManifest(distDir: string): { routes: Record<string, string[]> };
