/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import matter from "gray-matter";
import { changesSince } from "@/lib/content/law-changes";
import { lawCheckSchema } from "@/lib/content/schemas";
import { staleCitations } from "@/lib/content/stale-citations";
import { FINANCIAL_YEARS } from "@/lib/tax/years";
import { withPlaceholders } from "@/services/content/embedded";

/*
 * Every content file says when it was last checked against the law and what it depends on,
 * no law it depends on changed after that check, and no sentence about tax year 2026-27 on
 * cites the 1961 Act or the 1962 Rules without the 2025 Act's section or the 2026 Rules'
 * form beside it.
 */
const CONTENT = join(process.cwd(), "content");

function contentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    // BRIEF.md is the writers' brief and translated-from.json the Hindi files' record, not pages.
    return /\.(json|md)$/.test(entry.name) && entry.name !== "BRIEF.md" && entry.name !== "translated-from.json" ? [path] : [];
  });
}

/** Every string in a JSON value, in order. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : [];

interface ContentFile {
  path: string;
  lawCheck: unknown;
  /** the rendered prose, a paragraph or field a line */
  text: string;
}

const files: ContentFile[] = contentFiles(CONTENT).map((absolute) => {
  const path = relative(CONTENT, absolute);
  const rendered = withPlaceholders(readFileSync(absolute, "utf8"));
  if (path.endsWith(".md")) {
    const { data, content } = matter(rendered);
    return { path, lawCheck: data.lawCheck, text: [...stringsOf({ ...data, lawCheck: undefined }), content].join("\n") };
  }
  const data = JSON.parse(rendered) as Record<string, unknown>;
  return { path, lawCheck: data.lawCheck, text: stringsOf({ ...data, lawCheck: undefined }).join("\n") };
});

const table = files.map((file) => [file.path, file] as const);
const today = new Date().toISOString().slice(0, 10);

describe("content/ states the law in force", () => {
  test("the walk finds the pages, articles and guides", () => {
    expect(files.length).toBeGreaterThan(60);
  });

  test.each(table)("content/%s records when it was checked against the law, for which years and topics", (_path, file) => {
    const parsed = lawCheckSchema.safeParse(file.lawCheck);
    expect(parsed.error?.message ?? "").toBe("");
    if (!parsed.success) return;
    expect(parsed.data.checked <= today).toBe(true);
    for (const year of parsed.data.taxYears) expect(FINANCIAL_YEARS).toContain(year);
  });

  test.each(table)("content/%s was checked after every change to the law it depends on", (_path, file) => {
    const parsed = lawCheckSchema.safeParse(file.lawCheck);
    if (!parsed.success) return; // the test above names it
    const missed = changesSince(parsed.data.checked, parsed.data.topics).map((change) => `${change.date} ${change.name}`);
    expect(missed).toEqual([]);
  });

  test.each(table)("content/%s cites the 2025 Act and the 2026 Rules for tax year 2026-27", (_path, file) => {
    const stale = staleCitations(file.text).map(({ cited, expected, sentence }) => `${cited} without ${expected}: "${sentence.slice(0, 160)}"`);
    expect(stale).toEqual([]);
  });
});
