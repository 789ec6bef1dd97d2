export const JS_BUDGET_KB: { shell: number; calculator: number };
export function jsBudgetFor(path: string): number;
export function scriptSources(html: string): string[];
export function firstLoadJsOfBuild(distDir: string): { path: string; kb: number; scripts: number }[];
export const KEY_ROUTES: string[];
export const FIRST_SECONDS_JS_BUDGET_KB: { shell: number; calculator: number };
export function firstSecondsBudgetFor(path: string): number;
export const FIRST_SECONDS_MS: number;
export const HINDI_WORDS_BUDGET_KB: number;
