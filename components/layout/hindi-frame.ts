// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The frame's Hindi words, loaded by Hindi pages only (hindi-words.tsx).
import "./content-languages-hi";
import "../../lib/calculators/directory-hi";
import "../../lib/i18n/frame-text-hi";
import "../../lib/site/menus-hi";

export {};
