import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * A Playwright reporter: under CI a skipped browser test fails the run, naming each one (the
 * Jest suite has the same rule, tests/support/no-skips-reporter.js). Projects pick their
 * tests with grep, so a test left out of a project is never "skipped"; only test.skip and
 * test.fixme are.
 */
export default class NoSkipsReporter implements Reporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "skipped") this.skipped.push(test.titlePath().filter(Boolean).join(" > "));
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    if (this.skipped.length === 0 || result.status !== "passed") return undefined;
    console.error(`\n${this.skipped.length} browser test(s) skipped under CI, which fails the run:\n  ${this.skipped.join("\n  ")}\n`);
    return { status: "failed" };
  }
}
