import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/*
 * When each embedded Hindi text was last brought up to its English (content/hi/translated-from.json,
 * kept by tests/unit/content/hindi-content.test.ts): a Hindi page says so under its text (issue #42).
 */

const stampsSchema = z.record(z.string(), z.object({ from: z.string(), on: z.iso.date() }));

let stamps: z.infer<typeof stampsSchema> | null = null;

function readStamps() {
  stamps ??= stampsSchema.parse(JSON.parse(readFileSync(join(/* turbopackIgnore: true */ process.cwd(), "content", "hi", "translated-from.json"), "utf8")));
  return stamps;
}

/**
 * The date (ISO) the Hindi of these content files was brought up to their English: the oldest of
 * them, since a page is only as current as its oldest part; null when one has no Hindi file.
 */
export function hindiUpdatedOn(...relativePaths: string[]): string | null {
  const dates = relativePaths.map((path) => readStamps()[path.replace(/\\/g, "/")]?.on);
  if (dates.length === 0 || dates.some((date) => date === undefined)) return null;
  return (dates as string[]).sort()[0] ?? null;
}
