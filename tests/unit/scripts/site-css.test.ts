/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// The site's stylesheet is Bootstrap cut by PurgeCSS to what the code names. A class built
// at run time is invisible to it, so these are the ones a cut too deep would lose.
const output = join(mkdtempSync(join(tmpdir(), "site-css-")), "site.css");
execFileSync(process.execPath, ["scripts/site-css.mjs", "--out", output], { stdio: "ignore" });
const css = readFileSync(output, "utf8");
const hasClass = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

describe("the purged site stylesheet", () => {
  test.each([
    // react-bootstrap's `${prefix}-${suffix}`: <Container fluid="xl">, Offcanvas, Modal
    "container-xl",
    "offcanvas-start",
    "offcanvas-end",
    "offcanvas-backdrop",
    "modal-dialog",
    "modal-content",
    "modal-backdrop",
    // status-badge.tsx's `text-bg-${tone}`; the states transitions set
    "text-bg-success",
    "text-bg-danger",
    "show",
    "fade",
    "collapsing",
    // named in the code as written
    "btn-primary",
    "btn-outline-primary",
    "form-control",
    "is-invalid",
    "visually-hidden",
    "d-lg-none",
  ])("keeps .%s", (name) => {
    expect(hasClass(name)).toBe(true);
  });

  test("keeps the session rule that hides the server's login buttons for a signed-in visitor", () => {
    expect(css).toMatch(/\.has-session \[data-session-slot=("?)ssr\1\]\{visibility:hidden\}/);
  });

  test("keeps the custom properties the CSS modules read", () => {
    expect(css).toMatch(/--header-bar-height:/);
    expect(css).toMatch(/--header-strip-height:/);
  });

  test("drops what nothing uses: the dark theme, unused utilities and components", () => {
    // The dark theme's own block of variables (a navbar's dark variant is a component rule).
    expect(css).not.toMatch(/(^|[},])\[data-bs-theme=dark\]\{/);
    expect(hasClass("carousel")).toBe(false);
    expect(hasClass("toast")).toBe(false);
    expect(hasClass("mt-sm-5")).toBe(false);
  });

  test("stays near a third of Bootstrap's full build (27 kB gzip)", () => {
    expect(gzipSync(css).length / 1024).toBeLessThan(12);
  });
});
