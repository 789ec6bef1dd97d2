import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sourceHash } from "@/lib/i18n/provenance";

/*
 * Each Hindi message records the English it was translated from (lib/i18n/translated-from.json,
 * a hash per message). When an English message changes, this test lists the Hindi messages now
 * older than their English, so a translator looks at each again. After that second look:
 *   UPDATE_TRANSLATION_STAMPS=1 npx jest tests/unit/lib/i18n/translations-current.test.ts
 * records the English they now follow (docs/i18n.md).
 */

const root = path.join(__dirname, "../../../..");
const STAMPS = path.join(root, "lib/i18n/translated-from.json");
const SEARCHED = ["lib", "components"];

/** Catalogue files: `text.ts` and `*-text.ts` beside the code they serve. */
function catalogueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return catalogueFiles(full);
    return /(^|-)text\.ts$/.test(name) ? [full] : [];
  });
}

/** A message as text, functions by their source: what the translator read. */
function serialise(message: unknown): string {
  if (typeof message === "function") return message.toString();
  if (typeof message === "string") return message;
  return JSON.stringify(message, (_key, value: unknown) => (typeof value === "function" ? value.toString() : value));
}

type Catalogues = { en: Record<string, unknown>; hi: Record<string, unknown> };
const isCatalogues = (value: unknown): value is Catalogues =>
  typeof value === "object" && value !== null && "en" in value && "hi" in value && typeof (value as Catalogues).en === "object";

/** Every English message with a Hindi translation, by "file#export.key", with the hash of its English. */
function currentEnglish(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of SEARCHED.flatMap((dir) => catalogueFiles(path.join(root, dir)))) {
    const exports = require(file) as Record<string, unknown>;
    // The Hindi words are added by their own module, beside the catalogue.
    const hindi = file.replace(/\.ts$/, "-hi.ts");
    if (existsSync(hindi)) require(hindi);
    for (const [name, value] of Object.entries(exports)) {
      if (!isCatalogues(value)) continue;
      for (const [key, message] of Object.entries(value.en)) {
        if (!(key in value.hi)) continue;
        hashes[`${path.relative(root, file)}#${name}.${key}`] = sourceHash(serialise(message));
      }
    }
  }
  return hashes;
}

test("given the catalogues, then every Hindi message was made from today's English (else it is listed for a second look)", () => {
  const english = currentEnglish();
  if (process.env.UPDATE_TRANSLATION_STAMPS === "1") {
    const sorted = Object.fromEntries(Object.entries(english).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(STAMPS, `${JSON.stringify(sorted, null, 1)}\n`);
  }
  const stamps = JSON.parse(readFileSync(STAMPS, "utf8")) as Record<string, string>;
  const older = Object.keys(english).filter((key) => stamps[key] !== undefined && stamps[key] !== english[key]);
  const unstamped = Object.keys(english).filter((key) => stamps[key] === undefined);
  expect({ older, unstamped }).toEqual({ older: [], unstamped: [] });
  expect(Object.keys(english).length).toBeGreaterThan(1000);
});
