/** Types for ifsc-data.mjs, so the data-sync test can compare its output. */
export interface IfscData {
  prefixes: { source: string; version: string; banks: Record<string, string | null> };
  sublets: { source: string; version: string; codes: Record<string, string> };
}
export function buildIfscData(): IfscData;
