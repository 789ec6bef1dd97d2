/**
 * Writes the bank directory the IFSC checker embeds, from Razorpay's `ifsc` package
 * (a dev dependency; its data is built from RBI's published NEFT/RTGS branch lists):
 *
 *   lib/ifsc/bank-prefixes.json  the bank name for every 4-letter IFSC prefix in use
 *                                (small: part of the checker page's own JavaScript);
 *   lib/ifsc/sublets.json        codes issued under a sponsor bank's prefix to another
 *                                bank (a co-operative bank served through HDFC or YES
 *                                Bank, say) and that bank's name: loaded only on demand.
 *
 * Run after upgrading the package: `npm run data:ifsc`. A unit test fails when the
 * committed files and the installed package disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const packageDir = require.resolve("ifsc/package.json").replace(/package\.json$/, "");
const read = (name) => JSON.parse(readFileSync(`${packageDir}src/${name}`, "utf8"));

export function buildIfscData() {
  const { version } = read("../package.json");
  const names = read("banknames.json");
  const branches = read("IFSC.json");
  const source = `Razorpay IFSC data set (npm package ifsc ${version}), built from RBI's NEFT/RTGS branch lists`;

  const prefixes = {};
  for (const code of Object.keys(branches).sort()) prefixes[code] = names[code] ?? null;

  // custom-sublets.json holds prefixes (e.g. "ALLA0AU") as well as whole codes.
  const sublets = {};
  for (const [code, bank] of Object.entries({ ...read("sublet.json"), ...read("custom-sublets.json") }).sort(([a], [b]) => a.localeCompare(b))) {
    if (names[bank]) sublets[code] = names[bank];
  }
  return {
    prefixes: { source, version, banks: prefixes },
    sublets: { source, version, codes: sublets },
  };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { prefixes, sublets } = buildIfscData();
  writeFileSync(new URL("../lib/ifsc/bank-prefixes.json", import.meta.url), `${JSON.stringify(prefixes, null, 1)}\n`);
  writeFileSync(new URL("../lib/ifsc/sublets.json", import.meta.url), `${JSON.stringify(sublets, null, 1)}\n`);
  console.log(`IFSC data from ifsc ${prefixes.version}: ${Object.keys(prefixes.banks).length} prefixes, ${Object.keys(sublets.codes).length} sublet codes`);
}
