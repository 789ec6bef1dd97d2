// Writes the modules that load a page's Hindi words (docs/i18n.md, "What a page carries"):
// components/layout/hindi-frame.ts for the frame every page shares, components/layout/hindi-pages/<group>.tsx
// for the other pages that are not calculators (home, content, forms), grouped by the words they need, with
// components/layout/hindi-page-words.tsx naming each route's group, and
// components/calculators/hindi/<slug>.tsx for each calculator. Each imports the `-hi.ts` beside every catalogue its page's code reaches,
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
  return specifiers.map((specifier) => resolveImport(file, specifier ?? "")).filter(/** @returns {path is string} */ (path) => path !== null && !/-hi\.ts$|\/calculators\/hindi\/|hindi-frame\.ts$|hindi-pages\/|hindi-page-words\.tsx$/.test(path) && !SERVER_ONLY.test(path));
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
/**
 * The other pages' Hindi (all but the calculators, which load their own): each page's words
 * beyond the frame's, grouped by what they are, so a page loads its own group only. A group is
 * named for its most particular catalogue (the one fewest pages need): content-text for the
 * content pages, booking-text for the booking pages.
 */
/** Pages with no Hindi twin: the signed-in app (its own layout) and the feeds (sitemap, robots, manifest). */
const noHindiTwin = (file) => /\.(xml|txt|webmanifest)\.tsx$/.test(file) || /getLayout = appLayout/.test(readFileSync(file, "utf8"));
const PAGE_ENTRIES = pageFiles(join(root, "pages")).filter((path) => !path.includes("/tools-and-calculators/[slug]/") && !FRAME_PAGES.includes(path) && !noHindiTwin(path));
/** The route a page file serves, as the router names it ("/company/[page]"). */
const routeOf = (file) => `/${relative(join(root, "pages"), file).replace(/\\/g, "/").replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}`.replace(/(.)\/$/, "$1");
const pageSets = new Map();
/** Pages whose words are all the frame's (the catalogue): they load no group. */
const frameOnlyRoutes = FRAME_PAGES.filter((page) => !page.endsWith("_app.tsx")).map(routeOf);
for (const page of PAGE_ENTRIES) {
  const modules = hindiModulesFrom([page]).filter((module) => !frameModules.includes(module));
  if (modules.length === 0) {
    frameOnlyRoutes.push(routeOf(page));
    continue;
  }
  const key = modules.join("\n");
  pageSets.set(key, { modules, routes: [...(pageSets.get(key)?.routes ?? []), routeOf(page)] });
}
const pagesNeeding = (module) => [...pageSets.values()].filter((set) => set.modules.includes(module)).reduce((total, set) => total + set.routes.length, 0);
const groups = [];
for (const { modules, routes } of [...pageSets.values()].sort((a, b) => b.routes.length - a.routes.length)) {
  const particular = [...modules].sort((a, b) => pagesNeeding(a) - pagesNeeding(b) || a.localeCompare(b))[0] ?? "";
  const base = particular.replace(/^.*\//, "").replace(/-hi\.ts$/, "");
  let name = base;
  for (let n = 2; groups.some((group) => group.name === name); n += 1) name = `${base}-${n}`;
  groups.push({ name, modules, routes: routes.sort() });
}
/** The group most pages use: the one the others are told apart from. */
const [commonGroup] = groups;
const pagesDir = join(root, "components/layout/hindi-pages");
const outputs = new Map();
outputs.set(
  frameFile,
  `${GENERATED}\n// The frame's Hindi words, loaded by Hindi pages only (hindi-words.tsx).\n${frameModules.map((file) => `import "${specifierOf(frameFile, file)}";`).join("\n")}\n\nexport {};\n`,
);
for (const group of groups) {
  const file = join(pagesDir, `${group.name}.tsx`);
  outputs.set(
    file,
    [
      GENERATED,
      `// The Hindi words of ${group.routes.length === 1 ? "the page" : "the pages"} ${group.routes.length > 4 ? `${group.routes.slice(0, 3).join(", ")} and ${group.routes.length - 3} more` : group.routes.join(", ")}, beyond the frame's: loaded under /hi only (hindi-page-words.tsx).`,
      ...group.modules.map((module) => `import "${specifierOf(file, module)}";`),
      `import type { ReactNode } from "react";`,
      "",
      "export default function HindiWords({ children }: { children: ReactNode }) {",
      "  return <>{children}</>;",
      "}",
      "",
    ].join("\n"),
  );
}
const componentName = (name) => name.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase());
const wordsFile = join(root, "components/layout/hindi-page-words.tsx");
const special = groups.filter((group) => group !== commonGroup);
outputs.set(
  wordsFile,
  [
    GENERATED,
    "import dynamic from \"next/dynamic\";",
    "import { createElement, type ComponentType, type ReactNode } from \"react\";",
    "",
    "/*",
    " * Which Hindi words a page that is not a calculator loads beyond the frame's (hindi-pages/), by",
    " * its route. Each group is its own chunk: Next names the one a page renders in its HTML and loads",
    " * it before hydrating, so a Hindi page carries its own words only and an English page none.",
    " */",
    "",
    "type Words = ComponentType<{ children: ReactNode }> & { preload?: () => void };",
    "",
    "const FRAME_ONLY: Words = ({ children }) => children;",
    "",
    ...groups.map((group) => `const ${componentName(group.name)}: Words = dynamic(() => import("./hindi-pages/${group.name}"));`),
    "",
    `/** The routes whose words are not the ${commonGroup?.name ?? ""} group's. */`,
    "const BY_ROUTE: Readonly<Record<string, Words>> = {",
    ...special.flatMap((group) => group.routes.map((route) => `  "${route}": ${componentName(group.name)},`)),
    ...frameOnlyRoutes.sort().map((route) => `  "${route}": FRAME_ONLY,`),
    "};",
    "",
    "/** The words of a route (as the router names it: \"/company/[page]\"). */",
    `const wordsOf = (route: string): Words => BY_ROUTE[route] ?? ${componentName(commonGroup?.name ?? "")};`,
    "",
    "/** A Hindi page that is not a calculator, with its route's words loaded. */",
    "export function HindiPageWords({ route, children }: { route: string; children: ReactNode }) {",
    "  return createElement(wordsOf(route), null, children);",
    "}",
    "",
    "/** Starts loading a route's words ahead of its page (a link followed on a Hindi page). */",
    "export const preloadHindiWords = (route: string): void => wordsOf(route).preload?.();",
    "",
  ].join("\n"),
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

// A group no page needs any more is a file to remove.
const leftover = existsSync(pagesDir) ? readdirSync(pagesDir).map((name) => join(pagesDir, name)).filter((file) => !outputs.has(file)) : [];
const stale = [...outputs].filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text).map(([file]) => relative(root, file));
if (process.argv.includes("--check")) {
  if (stale.length > 0 || leftover.length > 0) {
    console.error(`Out of date (run node scripts/hindi-modules.mjs): ${[...stale, ...leftover.map((file) => relative(root, file))].join(", ")}`);
    process.exit(1);
  }
} else {
  mkdirSync(pagesDir, { recursive: true });
  for (const file of leftover) rmSync(file);
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`Hindi modules: ${outputs.size} written (${frameModules.length} catalogues in the frame, ${groups.length} groups for the other pages)`);
}
