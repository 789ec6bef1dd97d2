/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { TAX_PLACEHOLDER_NAMES } from "@/lib/content/tax-placeholders";
import { withPlaceholders } from "@/services/content/embedded";

/*
 * Every file in content/ goes through the same substitution the site applies, so a
 * misspelt `{{tax:…}}` fails here, naming the file, instead of reaching a visitor as raw
 * braces.
 */
const CONTENT = join(process.cwd(), "content");

function contentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.(json|md)$/.test(entry.name) ? [path] : [];
  });
}

const files = contentFiles(CONTENT).map((path) => [relative(CONTENT, path), readFileSync(path, "utf8")] as const);

describe("tax placeholders in content/", () => {
  test("the walk finds the content files", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  test.each(files)("content/%s renders with no placeholder left", (_path, source) => {
    const rendered = withPlaceholders(source);
    expect(rendered).not.toContain("{{");
    expect(rendered).not.toContain("}}");
  });

  test("the content uses the placeholders (the figures are not typed in again)", () => {
    const used = new Set(files.flatMap(([, source]) => [...source.matchAll(/\{\{tax:(?:\d{4}-\d{2}:)?([A-Za-z0-9]+)/g)].map((match) => match[1])));
    for (const name of ["standardDeductionNew", "rebateNew", "rebateLimitNew", "lateFee", "deduction80C", "ltcg112AExemption"]) {
      expect(used).toContain(name);
    }
    for (const name of used) expect(TAX_PLACEHOLDER_NAMES).toContain(name);
  });
});
