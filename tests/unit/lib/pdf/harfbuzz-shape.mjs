// Shapes texts with harfbuzzjs's own API, for tests/unit/lib/pdf/harfbuzz.test.ts to check
// lib/pdf/harfbuzz.ts against. Jest runs as CommonJS and cannot load harfbuzzjs (an ES
// module with top-level await), so the test runs this file in a child Node process.
// Standard input: [{"font": path of an OpenType file, "text": "…"}]; standard output: the
// glyphs of each, with the fields lib/pdf/harfbuzz.ts returns.
import { readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const results = JSON.parse(input).map(({ font: path, text }) => {
  const font = new hb.Font(new hb.Face(new hb.Blob(readFileSync(path))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, index) => ({
    id: info.codepoint,
    cluster: info.cluster,
    xAdvance: positions[index].xAdvance,
    xOffset: positions[index].xOffset,
    yOffset: positions[index].yOffset,
  }));
});
process.stdout.write(JSON.stringify(results));
