// @ts-check
/**
 * Writes the bank directory the IFSC checker embeds, from Razorpay's `ifsc` data set (an npm
 * package built from RBI's published NEFT/RTGS branch lists):
 *
 *   lib/ifsc/bank-prefixes.json  the bank name for every 4-letter IFSC prefix in use
 *                                (small: part of the checker page's own JavaScript);
 *   lib/ifsc/sublets.json        codes issued under a sponsor bank's prefix to another
 *                                bank (a co-operative bank served through HDFC or YES
 *                                Bank, say) and that bank's name: loaded only on demand.
 *
 * `npm run data:ifsc [version]` fetches the package's tarball from the npm registry into a
 * temporary folder (`npm pack`) and reads its data files; the site does not depend on the
 * package, whose library pulls the deprecated `request` and its advisories.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The two files' contents from an unpacked `ifsc` package.
 * @param {string} packageDir the folder holding the package's package.json and src/
 * @returns {import("./ifsc-data.d.mts").IfscData}
 */
export function buildIfscData(packageDir) {
  const read = (/** @type {string} */ name) => JSON.parse(readFileSync(join(packageDir, name), "utf8"));
  const { version } = read("package.json");
  /** @type {Record<string, string>} */
  const names = read("src/banknames.json");
  const branches = read("src/IFSC.json");
  const source = `Razorpay IFSC data set (npm package ifsc ${version}), built from RBI's NEFT/RTGS branch lists`;

  /** @type {Record<string, string | null>} */
  const prefixes = {};
  for (const code of Object.keys(branches).sort()) prefixes[code] = names[code] ?? null;

  // custom-sublets.json holds prefixes (e.g. "ALLA0AU") as well as whole codes.
  /** @type {Record<string, string>} */
  const sublets = {};
  /** @type {[string, string][]} */
  const entries = Object.entries({ ...read("src/sublet.json"), ...read("src/custom-sublets.json") });
  for (const [code, bank] of entries.sort(([a], [b]) => a.localeCompare(b))) {
    const name = names[bank];
    if (name) sublets[code] = name;
  }
  return {
    prefixes: { source, version, banks: prefixes },
    sublets: { source, version, codes: sublets },
  };
}

/** Unpacks `ifsc@version` from the registry into a temporary folder; returns the package folder. */
function fetchPackage(/** @type {string} */ version) {
  const dir = mkdtempSync(join(tmpdir(), "ifsc-"));
  const tarball = execFileSync("npm", ["pack", `ifsc@${version}`, "--pack-destination", dir, "--silent"], { encoding: "utf8" }).trim().split("\n").pop();
  if (!tarball) throw new Error("npm pack printed no file name");
  execFileSync("tar", ["-xzf", join(dir, tarball), "-C", dir]);
  return { dir, packageDir: join(dir, "package") };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { dir, packageDir } = fetchPackage(process.argv[2] ?? "latest");
  try {
    const { prefixes, sublets } = buildIfscData(packageDir);
    writeFileSync(new URL("../lib/ifsc/bank-prefixes.json", import.meta.url), `${JSON.stringify(prefixes, null, 1)}\n`);
    writeFileSync(new URL("../lib/ifsc/sublets.json", import.meta.url), `${JSON.stringify(sublets, null, 1)}\n`);
    console.log(`IFSC data from ifsc ${prefixes.version}: ${Object.keys(prefixes.banks).length} prefixes, ${Object.keys(sublets.codes).length} sublet codes`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
