export const JS_BUDGET_KB: { shell: number; calculator: number };
export function jsBudgetFor(path: string): number;
export function scriptSources(html: string): string[];
export function firstLoadJsOfBuild(distDir: string): { path: string; kb: number; scripts: number }[];
