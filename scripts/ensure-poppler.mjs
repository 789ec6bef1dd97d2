// @ts-check
// Makes sure Debian's poppler-utils (pdftoppm, pdffonts) is installed: the browser tests
// render the downloaded receipts with it (tests/e2e/pdf-scripts.spec.ts).
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

ensureDebianPackage("poppler-utils", "/usr/bin/pdftoppm", "the browser tests render the PDF receipts with it");
