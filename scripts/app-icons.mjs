// @ts-check
/**
 * Draws the installed app's PNG icons (public/icons/app-*.png, named in
 * lib/site/web-app-manifest.ts) from the brand mark, public/brand/mark.svg, with Debian's
 * Chromium. Run it after changing the mark: `node scripts/app-icons.mjs`; the PNGs are committed.
 * The maskable icon fills its square with the brand blue and keeps the glyph inside the
 * central 80% that every launcher's mask leaves visible.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-flags.mjs";

const mark = readFileSync("public/brand/mark.svg", "utf8");
const background = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1] ?? "#0a4f9e";
const glyph = mark.replace(/<svg[^>]*>/, "").replace(/<\/svg>/, "").replace(/<rect[^>]*\/>/, "");

/** @type {{ file: string, size: number, svg: string }[]} */
const icons = [
  { file: "public/icons/app-192.png", size: 192, svg: mark },
  { file: "public/icons/app-512.png", size: 512, svg: mark },
  {
    file: "public/icons/app-maskable-512.png",
    size: 512,
    // The 32-unit glyph drawn in the middle 60% (a margin of 20% each side of a 32 box is 6.4 units).
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`,
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    // The svg element drawn at the icon's size (the mark's own tag says 32×32).
    const sized = svg.replace(/<svg[^>]*>/, (tag) => tag.replace(/ (?:width|height)="[^"]*"/g, "").replace("<svg ", `<svg width="${size}" height="${size}" `));
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
