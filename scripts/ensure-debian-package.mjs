// Installs a Debian package the tests need when its program is missing (as root, with
// apt-get), or says how to. Nothing here downloads anything from outside Debian's mirrors.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {string} packageName Debian's package, e.g. "chromium"
 * @param {string} programPath the file the package provides, e.g. "/usr/bin/chromium"
 * @param {string} why what the tests use it for, for the messages
 */
export function ensureDebianPackage(packageName, programPath, why) {
  if (existsSync(programPath)) {
    console.log(`${packageName}: found at ${programPath}.`);
    return;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${programPath} is missing (${why}). Install Debian's package as root: apt-get update && apt-get install -y ${packageName}`);
    process.exit(1);
  }
  console.log(`${programPath} is missing (${why}): installing Debian's ${packageName} with apt-get (once).`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packageName}`, { stdio: "inherit" });
  if (!existsSync(programPath)) {
    console.error(`apt-get finished but ${programPath} is still missing.`);
    process.exit(1);
  }
  console.log(`${packageName}: installed at ${programPath}.`);
}
