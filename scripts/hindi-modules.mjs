// Writes the modules that load a page's Hindi words (docs/i18n.md, "What a page carries"):
// components/layout/hindi-frame.ts for the frame every page shares, components/layout/hindi-page-words.tsx
// for the other pages (content), the module each component that loads its own words declares
// (withHindiWords: the forms, the home page), and
// components/calculators/hindi/<slug>.tsx for each calculator; lib/i18n/frame-only-routes.ts lists
// the pages that need no words beyond the frame's. Each imports the `-hi.ts` beside every catalogue its page's code reaches,
// found by following the imports from the page file. Run after adding or moving a catalogue:
//   node scripts/hindi-modules.mjs          (writes)
//   node scripts/hindi-modules.mjs --check  (fails if a written module is out of date; a test runs it)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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

/** Modules only getStaticProps runs (they read content/ from disk): what they reach never ships to the browser. */
const SERVER_ONLY = /\/services\/content\//;

/**
 * Every file a file imports (statically or through import()), its Hindi modules aside.
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1]);
  return specifiers.map((specifier) => resolveImport(file, specifier ?? "")).filter(/** @returns {path is string} */ (path) => path !== null && !/-hi\.tsx?$|\/calculators\/hindi\/|hindi-frame\.ts$|hindi-page-words\.tsx$|\/hindi\/[\w-]+\.tsx$/.test(path) && !SERVER_ONLY.test(path));
}

/**
 * The Hindi modules of the catalogues reachable from the entry files (through the imports `follow` allows).
 * @param {string[]} entries
 * @param {(file: string) => boolean} [follow]
 * @returns {string[]}
 */
function hindiModulesFrom(entries, follow = () => true) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = /** @type {string} */ (stack.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file).filter(follow));
  }
  return [...seen]
    .flatMap((file) => [file.replace(/\.tsx?$/, "-hi.ts"), file.replace(/\.tsx?$/, "-hi.tsx")])
    .filter((hindi) => existsSync(hindi))
    .sort();
}

/** @param {string} from @param {string} file */
const specifierOf = (from, file) => {
  const path = relative(dirname(from), file).replace(/\\/g, "/").replace(/\.tsx?$/, "");
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
/** Pages with no Hindi twin: the signed-in app (its own layout) and the feeds (sitemap, robots, manifest). @param {string} file */
const noHindiTwin = (file) => /\.(xml|txt|webmanifest)\.tsx$/.test(file) || /getLayout = appLayout/.test(readFileSync(file, "utf8"));
const PAGE_ENTRIES = pageFiles(join(root, "pages")).filter((path) => !path.includes("/tools-and-calculators/[slug]/") && !FRAME_PAGES.includes(path) && !noHindiTwin(path));
/** The route a page file serves, as the router names it ("/company/[page]"). @param {string} file */
const routeOf = (file) => `/${relative(join(root, "pages"), file).replace(/\\/g, "/").replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}`.replace(/(.)\/$/, "$1");

/**
 * Components that load their own words (a form, the home page) declare it with
 * `withHindiWords("<name>", dynamic(() => import("<module>")), View)` (components/layout/with-hindi-words.tsx);
 * this writes each <module>, and the pages' words stop at them.
 */
const DECLARATION = /withHindiWords\(\s*"([^"]+)",\s*dynamic\(\(\) => import\("([^"]+)"\)\)/;
/** @param {string} dir @returns {string[]} */
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
const roots = ["components", "pages"]
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .flatMap((file) => {
    const match = DECLARATION.exec(readFileSync(file, "utf8"));
    if (!match) return [];
    const [, name = "", specifier = ""] = match;
    // The module it names, written here: "@/…" from the root, "./…" beside the declaring file.
    const words = specifier.startsWith("@/") ? join(root, `${specifier.slice(2)}.tsx`) : join(dirname(file), `${specifier}.tsx`);
    return [{ file, name, module: words }];
  })
  .sort((a, b) => a.file.localeCompare(b.file));
/** @param {string} file */
const isRoot = (file) => roots.some((declared) => declared.file === file);
/** A page's words without those of the components that load their own. @param {string} page @returns {string[]} */
const pageWordsOf = (page) => (isRoot(page) ? [] : hindiModulesFrom([page], (file) => !isRoot(file)));

/** The words of the other pages (home, content), beyond the frame's: one chunk, loaded under /hi by pages/_app.tsx. */
const pagesFile = join(root, "components/layout/hindi-page-words.tsx");
const pageModules = [...new Set(PAGE_ENTRIES.flatMap(pageWordsOf))].filter((module) => !frameModules.includes(module)).sort();
/** Pages whose own words are all the frame's (the catalogue, the error pages): they skip that chunk. */
const frameOnlyRoutes = [...FRAME_PAGES.filter((page) => !page.endsWith("_app.tsx")), ...PAGE_ENTRIES.filter((page) => pageWordsOf(page).every((module) => frameModules.includes(module)))]
  .map(routeOf)
  .sort();

const outputs = new Map();
outputs.set(
  frameFile,
  `${GENERATED}\n// The frame's Hindi words, loaded by Hindi pages only (hindi-words.tsx).\n${frameModules.map((file) => `import "${specifierOf(frameFile, file)}";`).join("\n")}\n\nexport {};\n`,
);
/**
 * A module that loads words and says so (lib/i18n/hindi-loaded.ts), for a wrapper's `dynamic()`.
 * @param {string} file @param {string} comment @param {string[]} modules @param {string} name
 */
const wordsModule = (file, comment, modules, name) =>
  [
    GENERATED,
    comment,
    ...modules.map((module) => `import "${specifierOf(file, module)}";`),
    `import type { ReactNode } from "react";`,
    `import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";`,
    "",
    `markHindiLoaded("${name}");`,
    "",
    "export default function HindiWords({ children }: { children: ReactNode }) {",
    "  return <>{children}</>;",
    "}",
    "",
  ].join("\n");
outputs.set(pagesFile, wordsModule(pagesFile, "// The Hindi words of the pages that are not calculators (content), beyond the frame's and those of the components that load their own: loaded under /hi only (pages/_app.tsx).", pageModules, "pages"));
outputs.set(
  join(root, "lib/i18n/frame-only-routes.ts"),
  `${GENERATED}\n\n/** Hindi pages whose words are all the frame's: they load no page words (pages/_app.tsx). */\nexport const FRAME_ONLY_ROUTES: readonly string[] = ${JSON.stringify(frameOnlyRoutes)};\n`,
);
for (const { file: declaring, name, module } of roots) {
  const modules = hindiModulesFrom([declaring]).filter((hindi) => !frameModules.includes(hindi));
  outputs.set(module, wordsModule(module, `// The Hindi words of ${relative(root, declaring)} ("${name}"): loaded under /hi only, before the page hydrates (withHindiWords, next/dynamic).`, modules, name));
}

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

// A generated module no component declares any more is a file to remove.
const generatedDirs = [...new Set([...outputs.keys()].map((file) => dirname(file)))];
const leftover = generatedDirs.filter((dir) => existsSync(dir)).flatMap((dir) =>
  readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((file) => !outputs.has(file) && /\.tsx?$/.test(file) && readFileSync(file, "utf8").startsWith(GENERATED)),
);
const stale = [...outputs].filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text).map(([file]) => relative(root, file));
if (process.argv.includes("--check")) {
  if (stale.length > 0 || leftover.length > 0) {
    console.error(`Out of date (run node scripts/hindi-modules.mjs): ${[...stale, ...leftover.map((file) => relative(root, file))].join(", ")}`);
    process.exit(1);
  }
} else {
  for (const file of leftover) rmSync(file);
  for (const [file, text] of outputs) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`Hindi modules: ${outputs.size} written (${frameModules.length} catalogues in the frame, ${pageModules.length} in the other pages, ${roots.length} components with their own)`);
}
