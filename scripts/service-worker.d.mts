// Types of scripts/service-worker.mjs for the TypeScript tests.
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}
export function loadPolicy(): Promise<{ SHELL_PATHS: string[] }>;
export function precacheEntries(build: {
  buildId: string;
  buildManifest: { pages: Record<string, string[]>; polyfillFiles?: string[]; lowPriorityFiles?: string[] };
  paths: string[];
  extras?: string[];
}): PrecacheEntry[];
