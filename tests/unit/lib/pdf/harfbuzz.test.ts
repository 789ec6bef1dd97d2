/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import type { IndicScript } from "@/lib/pdf/scripts";
import { woffToSfnt } from "@/lib/pdf/woff";
import { fontFilePath, nodeShaper } from "./node-fonts";

/*
 * lib/pdf/harfbuzz.ts calls harfbuzz.wasm directly; harfbuzzjs's own API, run in a child
 * process (./harfbuzz-shape.mjs), must give the same glyphs and positions. The words
 * have the hard cases of each script: conjuncts, the reph, vowel signs drawn before or
 * around their consonant, marks above and below.
 */
const WORDS: Record<IndicScript, string> = {
  devanagari: "हिन्दी क्षत्रिय श्रीमती प्रियंका कृष्ण शर्मा र्कि",
  bengali: "রবীন্দ্রনাথ শ্রী ক্ষমা চক্রবর্তী কৌ",
  gurmukhi: "ਪੰਜਾਬੀ ਸ੍ਰੀ ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ ਅੰਮ੍ਰਿਤਸਰ",
  gujarati: "ગુજરાતી શ્રી ક્ષમા કર્મ દ્વિવેદી",
  oriya: "ଓଡ଼ିଆ ଶ୍ରୀ କ୍ଷମା କର୍ମ ଭୁବନେଶ୍ୱର",
  tamil: "தமிழ் ஸ்ரீ சென்னை கொ கை லக்ஷ்மி",
  telugu: "తెలుగు శ్రీ క్ష కర్మ వెంకటేశ్వర్లు",
  kannada: "ಕನ್ನಡ ಶ್ರೀ ಕ್ಷ ಕರ್ಮ ರಾಮಕೃಷ್ಣ",
  malayalam: "മലയാളം ശ്രീ ക്ഷ കർമ്മ കൃഷ്ണൻ",
};

test("given words in each of the nine scripts, then the shaper gives the glyphs and positions of harfbuzzjs's own API", async () => {
  const folder = mkdtempSync(join(tmpdir(), "harfbuzz-"));
  const cases = await Promise.all(
    Object.entries(WORDS).map(async ([script, text]) => {
      const sfnt = await woffToSfnt(new Uint8Array(readFileSync(fontFilePath(script as IndicScript, "regular"))));
      const font = join(folder, `${script}.ttf`);
      writeFileSync(font, sfnt);
      return { sfnt, font, text };
    }),
  );
  const expected = JSON.parse(
    execFileSync(process.execPath, [join(__dirname, "harfbuzz-shape.mjs")], {
      input: JSON.stringify(cases.map(({ font, text }) => ({ font, text }))),
      encoding: "utf8",
    }),
  ) as unknown[];
  const shaper = await nodeShaper();
  expect(cases.map(({ sfnt, text }) => shaper.shape(sfnt, text))).toEqual(expected);
});
