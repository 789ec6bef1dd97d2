// A Jest reporter: under CI a skipped or to-do test fails the run, naming each one. A test
// skipped because a program or a setting was missing checks nothing, and CI must say so
// rather than pass (npm test installs what the tests need first: scripts/ensure-*.mjs).
class NoSkipsReporter {
  constructor() {
    this.skipped = [];
  }

  onTestResult(_test, result) {
    for (const assertion of result.testResults) {
      if (assertion.status === "pending" || assertion.status === "skipped" || assertion.status === "todo") {
        this.skipped.push(`${result.testFilePath.replace(process.cwd() + "/", "")}: ${assertion.fullName}`);
      }
    }
  }

  onRunComplete() {
    if (!process.env.CI || this.skipped.length === 0) return;
    console.error(`\n${this.skipped.length} test(s) skipped under CI, which fails the run:\n  ${this.skipped.join("\n  ")}\n`);
  }

  getLastError() {
    if (process.env.CI && this.skipped.length > 0) return new Error(`${this.skipped.length} test(s) skipped under CI`);
    return undefined;
  }
}

module.exports = NoSkipsReporter;
