// @ts-check
// ESLint flat config: Next's core-web-vitals and TypeScript rules, plus the one-way flow of
// DESIGN.md (pages → components → store → services → lib; lib is pure) as import
// boundaries, in the style of bulletproof-react's `import/no-restricted-paths` zones.
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const servicesMessage = "Components reach services through the store (a thunk, or a lazy loader in store/api/), never directly (DESIGN.md: one-way flow).";

/**
 * Components may not load a service at run time. Two service modules are plain data and
 * words, with no host, no axios and no zod, and are shared with the UI on purpose: the error
 * catalogue (the message a person reads for a failure) and the time-outs (the upload form
 * says how long it waits). Type-only imports are allowed: a service's response types are
 * the shapes the screens render, and they vanish from the compiled code.
 */
// The markdown parser and the HTML sanitiser run where content pages are built (services);
// imported by a component they ship to every visitor of its pages (17 kB gzip, issue #18).
const serverOnlyContentModules = {
  regex: "^(marked|sanitize-html|@/lib/content/(document-html|sanitize-html))$",
  message: "Markdown and HTML are prepared on the server (services/content); components get the prepared HTML.",
};

const componentImportsOfServices = {
  regex: "^(@/|(\\.\\./)+)services/(?!(error-catalogue|timeouts)$)",
  allowTypeImports: true,
  message: servicesMessage,
};

/** `await import("@/services/…")`, which neither import rule sees. */
const dynamicImportOfServices = {
  selector: "ImportExpression[source.value=/^(@\\u002F|(\\.\\.\\u002F)+)services\\u002F/]",
  message: servicesMessage,
};

const config = [
  {
    ignores: [
      ".next*/**",
      "**/.next/**",
      "node_modules/**",
      "out/**",
      "coverage/**",
      "playwright-report/**",
      "test-results/**",
      "bench-results/**",
      "public/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    name: "project/conventions",
    rules: {
      // A leading underscore marks a value left out on purpose (`{ slug: _route, ...query }`).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // An empty interface is how TypeScript declarations merge (Redux Toolkit's
      // LazyLoadedSlices, `Window` augmentation); an empty object *type* is still refused.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "always" }],
    },
  },
  {
    // package.json's "sideEffects" lists only stylesheets, so the bundlers drop any module of
    // ours whose exports go unused (issue #18). An import kept only for what a module does when
    // it loads would be dropped with it: name what you use instead.
    name: "bundles/side-effect-free-modules",
    files: ["{components,pages,lib,store,services,hooks,server,worker}/**/*.{ts,tsx}", "*.ts"],
    rules: {
      // A language's words are added by importing its module (lib/i18n/catalogue.ts, addTranslation).
      "import/no-unassigned-import": ["error", { allow: ["**/*.css", "**/*.scss", "**/*-hi", "**/hindi-frame"] }],
    },
  },
  {
    name: "design/import-boundaries",
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./lib",
              from: ["./components", "./store", "./services", "./pages", "./hooks"],
              message: "lib/ is pure: it imports nothing from components, store, services, pages or hooks (DESIGN.md).",
            },
            {
              target: "./services",
              from: ["./store", "./pages", "./hooks"],
              message: "services/ may import lib/ only: a service never touches the UI, the router or the store (DESIGN.md).",
            },
            {
              target: "./store",
              from: ["./components", "./pages", "./hooks"],
              message: "store/ sits below components and pages (DESIGN.md: one-way flow).",
            },
          ],
        },
      ],
    },
  },
  {
    name: "design/services-import-no-components",
    files: ["services/**/*.{ts,tsx}"],
    rules: {
      // services/content builds the props of the content pages, so it may name their types;
      // nothing of a component may run inside a service.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(components|hooks|pages)/",
              allowTypeImports: true,
              message: "services/ may import lib/ only (DESIGN.md); a type from a component is the one exception.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "design/components-reach-services-through-the-store",
    files: ["components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [componentImportsOfServices, serverOnlyContentModules] }],
      "no-restricted-syntax": ["error", dynamicImportOfServices],
    },
  },
  {
    name: "links/prefetch-on-intent",
    files: ["components/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}"],
    ignores: ["components/layout/site-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use @/components/layout/site-link: it prefetches on intent, not on sight (issue #18)." },
            {
              name: "react-bootstrap/Container",
              message: "Use @/components/layout/container: a div with the class, not react-bootstrap's theme code (issue #18).",
            },
          ],
        },
      ],
    },
  },
  {
    name: "tests/e2e",
    files: ["tests/e2e/**"],
    rules: {
      // Playwright fixtures call `use()`; there is no React in these files.
      "react-hooks/rules-of-hooks": "off",
    },
  },
  {
    name: "tests/unit",
    files: ["tests/unit/**"],
    rules: {
      // jest.isolateModules and jest.resetModules need a synchronous require() after them.
      "@typescript-eslint/no-require-imports": "off",
      // Tests render plain markup (what next/link produces) to check what handles a click.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
];

export default config;
