// `npm run audit`: `npm audit --omit=dev` with the issue's bar (#11): no high or critical
// finding in what ships. Exit 0 when clean, 1 on a high or critical finding, 2 when the
// advisory service cannot be reached (this workplace's registry mirror answers 405), so an
// audit that did not happen is never reported as a pass.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? "no report";
  console.error(`npm audit did not run: ${reason.trim()}`);
  console.error("The advisory service could not be reached; nothing was audited.");
  process.exit(2);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit --omit=dev: ${Object.entries(counts).map(([level, n]) => `${level} ${n}`).join(", ")}`);
for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
  if (finding.severity === "high" || finding.severity === "critical") console.log(`  ${finding.severity}: ${name} (${finding.range})`);
}
process.exit(serious > 0 ? 1 : 0);
