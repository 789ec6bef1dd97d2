/** @jest-environment node */
import { existsSync, readFileSync } from "fs";
import { join, resolve } from "path";
import { INDIC_SCRIPTS, type Face } from "@/lib/pdf/scripts";
import { fontFilePath, HARFBUZZ_WASM } from "./node-fonts";

/*
 * The page's font references (components/calculators/rent-receipt/pdf-font-files.ts) are
 * `new URL("…", import.meta.url)` literals for the bundler, which Jest (CommonJS) cannot
 * import: they are read as text here, and each must name an installed file, the same one
 * the tests use: a @fontsource font for every face and weight, and harfbuzz.wasm.
 */
const SOURCE = join(process.cwd(), "components/calculators/rent-receipt/pdf-font-files.ts");

test("given every face at both weights and HarfBuzz, then the page refers to the installed files the tests use", () => {
  const source = readFileSync(SOURCE, "utf8");
  const faces: Face[] = ["latin", "latin-ext", ...INDIC_SCRIPTS];
  const referenced = [...source.matchAll(/new URL\("(\.\.?\/[^"]+)", import\.meta\.url\)/g)].map((match) => resolve(join(SOURCE, ".."), match[1]!));
  const expected = [HARFBUZZ_WASM, ...faces.flatMap((face) => [fontFilePath(face, "regular"), fontFilePath(face, "bold")])];
  expect(referenced.sort()).toEqual(expected.sort());
  for (const file of referenced) expect(existsSync(file)).toBe(true);
});
