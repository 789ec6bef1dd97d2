import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, PROFILE_401, test } from "./fixtures";
import { pdfPagesText } from "./pdf-text";

/*
 * A receipt with the landlord's name in Devanagari, downloaded and rendered. The PDF must
 * embed Noto Sans and Noto Sans Devanagari (subsets), fetched from the site itself only
 * when the button is pressed, shaped by HarfBuzz (its WebAssembly also fetched on the
 * click), and print "₹" rather than "Rs.". The page is rendered with pdftoppm (Debian's
 * poppler-utils) and attached to the report, so the shaping can be looked at next to the
 * page's own receipt.
 */

const PDFTOPPM = "/usr/bin/pdftoppm";
const PDFFONTS = "/usr/bin/pdffonts";


/** The share of dark pixels in a binary PGM (P5) image, 0 for a blank page. */
function inkShare(pgm: Buffer): number {
  const header = pgm.toString("latin1", 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error("not a binary PGM");
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark += 1;
  return dark / pixels.length;
}

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

test.describe("receipts in Indian scripts", () => {
  test("a Hindi landlord's name prints in the PDF with Noto Sans Devanagari, shaped, and the rupee sign is ₹", async ({ page }, testInfo) => {
    // npm run test:e2e installs poppler-utils (scripts/ensure-poppler.mjs).
    expect(existsSync(PDFTOPPM) && existsSync(PDFFONTS), "pdftoppm and pdffonts (poppler-utils)").toBe(true);

    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/tools-and-calculators/rent-receipt?from=2026-04&to=2026-04");
    await page.getByLabel("Your name (tenant)").fill("Asha Rao");
    await page.getByLabel("Landlord's name").fill("राम कुमार");
    await page.getByLabel("Address of the rented house").fill("12 MG Road, Pune 411001");
    await expect(page.getByRole("article")).toHaveCount(1);
    // Devanagari is drawable now: no warning, no "use Print instead".
    await expect(page.getByText(/has no font for/)).toHaveCount(0);
    const beforeClick = requested.length;
    expect(
      requested.filter((url) => /\.woff|\.wasm/.test(url)),
      "fonts and HarfBuzz wait for the click",
    ).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const file = (await (await download).path())!;
    await expect(page.getByRole("status").filter({ hasText: "Saved as" })).toBeVisible();
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // What the click fetched: Noto Sans, Noto Sans Devanagari and harfbuzz.wasm, all from the site itself.
    const fetched = requested.slice(beforeClick).filter((url) => /\.woff|\.wasm/.test(url));
    expect(fetched.some((url) => /noto-sans-latin-400-normal[^/]*\.woff$/.test(url))).toBe(true);
    expect(fetched.some((url) => /noto-sans-devanagari-devanagari-400-normal[^/]*\.woff$/.test(url))).toBe(true);
    expect(fetched.some((url) => /harfbuzz[^/]*\.wasm$/.test(url))).toBe(true);
    const origin = new URL(page.url()).origin;
    expect(fetched.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);

    // The fonts inside the file: embedded subsets of Noto Sans and Noto Sans Devanagari.
    const fonts = execFileSync(PDFFONTS, [file], { encoding: "utf8" });
    expect(fonts).toMatch(/NotoSans-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(fonts).not.toMatch(/Helvetica/);

    // Read back as a reader would: the name as typed (it has no reordered vowel sign) and "₹".
    const text = (await pdfPagesText(file)).join(" ");
    expect(text).toContain("Landlord: राम कुमार");
    expect(text).toMatch(/the sum of ₹\s?8,000/);
    expect(text).not.toContain("Rs.");
    expect(text).not.toContain("?");

    // Rendered by poppler: a page with ink on it, attached to the report next to the page's own receipt.
    const folder = mkdtempSync(join(tmpdir(), "receipt-render-"));
    execFileSync(PDFTOPPM, ["-r", "100", "-f", "1", "-l", "1", "-gray", "-singlefile", file, join(folder, "page")]);
    execFileSync(PDFTOPPM, ["-r", "100", "-f", "1", "-l", "1", "-png", "-singlefile", file, join(folder, "page")]);
    const share = inkShare(readFileSync(join(folder, "page.pgm")));
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.2);
    await testInfo.attach("receipt rendered by pdftoppm", { path: join(folder, "page.png"), contentType: "image/png" });
    await testInfo.attach("receipt in the browser", { body: await page.getByRole("article").first().screenshot(), contentType: "image/png" });
  });
});
