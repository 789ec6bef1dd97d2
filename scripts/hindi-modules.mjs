// Writes the modules that load a page's Hindi words (docs/i18n.md, "What a page carries"):
// components/layout/hindi-frame.ts for the frame every page shares, components/layout/hindi-pages.ts
// for the pages that are not calculators (home, catalogue, content, forms), and
// components/calculators/hindi/<slug>.tsx for each calculator. Each imports the `-hi.ts` beside every catalogue its page's code reaches,
// found by following the imports from the page file. Run after adding or moving a catalogue:
//   node scripts/hindi-modules.mjs          (writes)
//   node scripts/hindi-modules.mjs --check  (fails if a written module is out of date; a test runs it)
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const root = process.cwd();
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The file an import names, or null for a package.
 * @param {string} from
 * @param {string} specifier
 * @returns {string | null}
 */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = join(dirname(from), specifier);
  else return null;
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/**
 * Every file a file imports (statically or through import()), its Hindi modules aside.
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1]);
  return specifiers.map((specifier) => resolveImport(file, specifier ?? "")).filter(/** @returns {path is string} */ (path) => path !== null && !/-hi\.ts$|\/calculators\/hindi\/|hindi-frame\.ts$|hindi-pages\.ts$/.test(path));
}

/**
 * The Hindi modules of the catalogues reachable from the entry files.
 * @param {string[]} entries
 * @returns {string[]}
 */
function hindiModulesFrom(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = /** @type {string} */ (stack.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return [...seen]
    .map((file) => file.replace(/\.tsx?$/, "-hi.ts"))
    .filter((hindi) => existsSync(hindi))
    .sort();
}

/** @param {string} from @param {string} file */
const specifierOf = (from, file) => {
  const path = relative(dirname(from), file).replace(/\\/g, "/").replace(/\.ts$/, "");
  return path.startsWith(".") ? path : `./${path}`;
};
const GENERATED = "// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.";

/**
 * Every page file but the calculators' (which load their own) and the API's.
 * @param {string} dir
 * @returns {string[]}
 */
function pageFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pageFiles(path);
    return /\.tsx$/.test(entry.name) && entry.name !== "_document.tsx" && !(dir.endsWith("tools-and-calculators") && entry.name !== "index.tsx") ? [path] : [];
  });
}

/** The frame's Hindi: what _app and the error and offline pages reach. */
const FRAME_PAGES = ["_app.tsx", "404.tsx", "500.tsx", "offline.tsx"].map((name) => join(root, "pages", name));
const frameFile = join(root, "components/layout/hindi-frame.ts");
const frameModules = hindiModulesFrom(FRAME_PAGES);
/** The other pages' Hindi (all but the calculators, which load their own): home, catalogue, content and forms. */
const PAGE_ENTRIES = pageFiles(join(root, "pages")).filter((path) => !path.includes("/tools-and-calculators/[slug]/") && !FRAME_PAGES.includes(path));
const pagesFile = join(root, "components/layout/hindi-pages.ts");
const pageModules = hindiModulesFrom(PAGE_ENTRIES).filter((module) => !frameModules.includes(module));
const outputs = new Map();
outputs.set(
  frameFile,
  `${GENERATED}\n// The frame's Hindi words, loaded by Hindi pages only (hindi-words.tsx).\n${frameModules.map((file) => `import "${specifierOf(frameFile, file)}";`).join("\n")}\n\nexport {};\n`,
);
outputs.set(
  pagesFile,
  `${GENERATED}\n// The Hindi words of the pages that are not calculators, loaded by those pages only under /hi (hindi-page-words.tsx).\n${pageModules.map((file) => `import "${specifierOf(pagesFile, file)}";`).join("\n")}\n\nexport {};\n`,
);

const calculatorsDir = join(root, "lib/calculators");
for (const slug of readdirSync(calculatorsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
  const page = join(root, "pages/tools-and-calculators", `${slug}.tsx`);
  const index = join(calculatorsDir, slug, "index.ts");
  if (!existsSync(page) || !existsSync(index)) continue;
  const make = /export (?:function|const) (\w+In)\b/.exec(readFileSync(index, "utf8"))?.[1];
  if (!make) continue;
  const file = join(root, "components/calculators/hindi", `${slug}.tsx`);
  const modules = hindiModulesFrom([page]).filter((module) => !frameModules.includes(module));
  outputs.set(
    file,
    [
      GENERATED,
      `// The ${slug} calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.`,
      ...modules.map((module) => `import "${specifierOf(file, module)}";`),
      `import type { ReactNode } from "react";`,
      `import { ${make} } from "@/lib/calculators/${slug}";`,
      `import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";`,
      "",
      `markHindiLoaded("${slug}");`,
      "",
      `export default function InHindi({ render }: { render: (calculator: ReturnType<typeof ${make}>) => ReactNode }) {`,
      `  return <>{render(${make}("hi"))}</>;`,
      "}",
      "",
    ].join("\n"),
  );
}

const stale = [...outputs].filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text).map(([file]) => relative(root, file));
if (process.argv.includes("--check")) {
  if (stale.length > 0) {
    console.error(`Out of date (run node scripts/hindi-modules.mjs): ${stale.join(", ")}`);
    process.exit(1);
  }
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`Hindi modules: ${outputs.size} written (${frameModules.length} catalogues in the frame, ${pageModules.length} in the other pages)`);
}
