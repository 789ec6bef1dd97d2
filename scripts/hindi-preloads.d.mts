// Types of scripts/hindi-preloads.mjs for the TypeScript tests.
export function buildHindiPreloads(distDir: string): { chunks: string[]; pages: Record<string, number[]> };
