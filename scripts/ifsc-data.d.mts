/** Types for ifsc-data.mjs, so its test can check what it builds. */
export interface IfscData {
  prefixes: { source: string; version: string; banks: Record<string, string | null> };
  sublets: { source: string; version: string; codes: Record<string, string> };
}
export function buildIfscData(packageDir: string): IfscData;
