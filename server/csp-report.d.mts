export const MAX_REPORT_BYTES: number;
export interface Violation {
  documentUrl: string | number | undefined;
  blockedUrl: string | number | undefined;
  directive: string | number | undefined;
  disposition: string | number | undefined;
  sourceFile: string | number | undefined;
  line: string | number | undefined;
  column: string | number | undefined;
  sample: string | number | undefined;
}
export function readLimitedBody(stream: AsyncIterable<Buffer | string>, limit?: number): Promise<string | null>;
export function violationsFrom(body: string): Violation[];
