import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { englishWordsIn } from "@/lib/i18n/english-words";
import { sourceHash } from "@/lib/i18n/provenance";

/*
 * The Hindi embedded content (content/hi, issue #42) mirrors the English file by file: the same
 * path, the same keys and list lengths, the same slugs, links, dates, calculators and law check,
 * the same number of headings in a document; and every word a reader sees is Hindi, outside
 * acronyms, codes, placeholders ({{brand}}, {{tax:…}}) and addresses. It names the forms by the
 * English file's `{{form:…}}` placeholders, never by hand, so a renumbering reaches both.
 */

const CONTENT = path.join(__dirname, "../../../content");
const HINDI = path.join(CONTENT, "hi");

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Values that are not words: they must be the same in both languages. */
const KEPT = new Set(["target", "slug", "related", "relatedCalculators", "published", "updated", "date", "durationMinutes", "layout", "lawCheck", "href", "path", "url", "kind", "app", "registrationUrl", "image", "icon", "logo", "source", "outlet"]);
/** Keys that name the English original beside the Hindi (the glossary's bridge). */
const ENGLISH_KEYS = new Set(["english"]);

/** What a reader sees of a text: without placeholders, link targets, addresses and code. */
const visible = (text: string) =>
  text
    .replace(/\{\{[^}]+\}\}/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/https?:\/\/\S+/g, " ")
    // A site path in running text becomes a named link (components/content/linked-text.tsx).
    .replace(/(^|[\s(“"])\/[a-z0-9_/-]+/g, "$1 ")
    .replace(/`[^`]*`/g, " ")
    .replace(/<[^>]+>/g, " ");

function compare(english: unknown, hindi: unknown, where: string, problems: string[], key = ""): void {
  if (KEPT.has(key)) {
    if (JSON.stringify(english) !== JSON.stringify(hindi)) problems.push(`${where}: ${key} differs from the English`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length) problems.push(`${where}: ${english.length} items in English, ${Array.isArray(hindi) ? hindi.length : "none"} in Hindi`);
    else english.forEach((item, index) => compare(item, hindi[index], `${where}[${index}]`, problems, key));
    return;
  }
  if (english && typeof english === "object") {
    if (!hindi || typeof hindi !== "object") return void problems.push(`${where}: not an object in Hindi`);
    const hindiKeys = Object.keys(hindi).filter((name) => !ENGLISH_KEYS.has(name) && name !== "translation");
    const missing = Object.keys(english).filter((name) => !(name in hindi));
    const extra = hindiKeys.filter((name) => !(name in english));
    if (missing.length || extra.length) problems.push(`${where}: keys missing ${missing.join(", ") || "none"}, extra ${extra.join(", ") || "none"}`);
    for (const name of Object.keys(english)) compare((english as Record<string, unknown>)[name], (hindi as Record<string, unknown>)[name], `${where}.${name}`, problems, name);
    return;
  }
  if (typeof english === "string" && typeof hindi === "string") {
    const left = englishWordsIn(visible(hindi));
    if (left.length > 0) problems.push(`${where}: English words left: ${[...new Set(left)].join(", ")}`);
    return;
  }
  if (english !== hindi) problems.push(`${where}: ${String(english)} in English, ${String(hindi)} in Hindi`);
}

/** A text's form placeholders, in order, a Hindi text's ":en" (the English name) aside. */
const formPlaceholders = (text: string) => [...text.matchAll(/\{\{form:([^{}]*)\}\}/g)].map((match) => (match[1] ?? "").replace(/:en$/, "")).sort();

const hindiFiles = filesUnder(HINDI).filter((file) => /\.(md|json)$/.test(file) && !file.endsWith("translated-from.json"));
// Before the first Hindi file is written, the table below has one row that says so.
const rows: [string, string][] = hindiFiles.length > 0 ? hindiFiles.map((file) => [path.relative(HINDI, file), file]) : [];

test("the Hindi content is a mirror of the English content, file by file", () => {
  const orphans = hindiFiles.filter((file) => !existsSync(path.join(CONTENT, path.relative(HINDI, file))));
  expect(orphans).toEqual([]);
});

describe.each(rows)("content/hi/%s", (relative, file) => {
  test("has the English file's structure, the same slugs, links, dates and law check, and only Hindi words", () => {
    const englishFile = path.join(CONTENT, relative);
    const problems: string[] = [];
    if (file.endsWith(".json")) {
      compare(JSON.parse(readFileSync(englishFile, "utf8")), JSON.parse(readFileSync(file, "utf8")), relative, problems);
      if (relative === "glossary.json") {
        const english = (JSON.parse(readFileSync(englishFile, "utf8")) as { terms: { term: string }[] }).terms;
        const hindi = (JSON.parse(readFileSync(file, "utf8")) as { terms: { english?: string }[] }).terms;
        hindi.forEach((entry, index) => {
          if (entry.english?.replace(/:en\}\}/g, "}}") !== english[index]?.term) problems.push(`glossary[${index}]: "english" must be the English term "${english[index]?.term}"`);
        });
      }
    } else {
      const english = matter(readFileSync(englishFile, "utf8"));
      const hindi = matter(readFileSync(file, "utf8"));
      const { translation: _translation, ...hindiData } = hindi.data as Record<string, unknown>;
      compare(english.data, hindiData, relative, problems);
      const headings = (body: string) => body.split("\n").filter((line) => /^#{2,3} /.test(line)).length;
      if (headings(english.content) !== headings(hindi.content)) problems.push(`${relative}: ${headings(english.content)} headings in English, ${headings(hindi.content)} in Hindi`);
      const links = (body: string) => [...body.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]).sort();
      if (JSON.stringify(links(english.content)) !== JSON.stringify(links(hindi.content))) problems.push(`${relative}: its links differ from the English`);
      const left = englishWordsIn(visible(hindi.content));
      if (left.length > 0) problems.push(`${relative}: English words left in the text: ${[...new Set(left)].slice(0, 30).join(", ")}`);
    }
    const [englishForms, hindiForms] = [formPlaceholders(readFileSync(path.join(CONTENT, relative), "utf8")), formPlaceholders(readFileSync(file, "utf8"))];
    if (JSON.stringify(englishForms) !== JSON.stringify(hindiForms)) problems.push(`${relative}: forms named by placeholder in English ${englishForms.join(", ") || "none"}, in Hindi ${hindiForms.join(", ") || "none"}`);
    expect(problems).toEqual([]);
  });
});

/*
 * Each Hindi file records the English it was made from (content/hi/translated-from.json: a hash
 * of the English file, and the date the Hindi was brought up to it, which the Hindi page shows);
 * when the English changes, this lists the Hindi files older than it.
 * After a second look: UPDATE_TRANSLATION_STAMPS=1 npx jest tests/unit/content/hindi-content.test.ts
 * (a file whose English changed gets today's date; the others keep theirs).
 */
test("given the Hindi files, then each was made from today's English file (else it is listed for a second look)", () => {
  const stampsFile = path.join(HINDI, "translated-from.json");
  const stamps = existsSync(stampsFile) ? (JSON.parse(readFileSync(stampsFile, "utf8")) as Record<string, { from: string; on: string }>) : {};
  const current = Object.fromEntries(
    hindiFiles.map((file) => {
      const relative = path.relative(HINDI, file);
      return [relative, sourceHash(readFileSync(path.join(CONTENT, relative), "utf8"))];
    }),
  );
  if (process.env.UPDATE_TRANSLATION_STAMPS === "1") {
    const today = new Date().toISOString().slice(0, 10);
    const updated = Object.fromEntries(Object.entries(current).map(([file, from]) => [file, stamps[file]?.from === from ? stamps[file] : { from, on: today }]));
    writeFileSync(stampsFile, `${JSON.stringify(updated, null, 1)}\n`);
    return;
  }
  const older = Object.keys(current).filter((file) => stamps[file]?.from !== current[file]);
  expect(older).toEqual([]);
  for (const [file, stamp] of Object.entries(stamps)) expect([file, stamp.on]).toEqual([file, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
});

test("given the FAQ in Hindi, then each English category has one Hindi name, and the questions keep their groups", () => {
  const read = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { faqs: Array<{ category?: string }> }).faqs;
  const english = read(path.join(CONTENT, "faqs.json"));
  const hindi = read(path.join(HINDI, "faqs.json"));
  const names = new Map<string, Set<string>>();
  english.forEach((faq, index) => names.set(faq.category ?? "", (names.get(faq.category ?? "") ?? new Set()).add(hindi[index]?.category ?? "")));
  expect([...names].filter(([, hindiNames]) => hindiNames.size !== 1)).toEqual([]);
  expect(new Set([...names.values()].map((set) => [...set][0])).size).toBe(names.size);
});
