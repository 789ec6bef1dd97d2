import { join } from "node:path";

/**
 * A file of the build the server runs from (NEXT_DIST_DIR, as next.config.ts sets distDir):
 * the post-build files (CSP hashes, the service worker) and Next's manifests. Server code only.
 */
export const buildDir = (): string => process.env.NEXT_DIST_DIR || ".next";

export const buildFilePath = (...parts: string[]): string => join(/* turbopackIgnore: true */ process.cwd(), buildDir(), ...parts);
