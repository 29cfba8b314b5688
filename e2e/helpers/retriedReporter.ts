import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** Enough of a failed attempt's error to see its cause: an axe finding or a locator's call log fits in this. */
const ERROR_LINES = 25;

/**
 * Lists, at the end of a run, every test that passed only on its retry, with the error of each failed attempt. The
 * browser suite retries a failed test once (vitest.config.ts): it drives Chromium against a server whose demo devices
 * keep reporting, so a test can lose a race with the simulator that says nothing about the product. A retried test is
 * still a defect of the test or of the product, so it is named here, in every run's output, to be fixed rather than
 * forgotten; Vitest's own report shows a passed test's earlier errors nowhere, so they are printed here.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (!d?.flaky) return;
    const errors = (test.result().errors ?? []).map((e) => {
      const lines = `${e.name ?? 'Error'}: ${e.message}`.split('\n');
      const shown = lines.slice(0, ERROR_LINES).map((line) => `      ${line}`);
      if (lines.length > ERROR_LINES) shown.push(`      … ${lines.length - ERROR_LINES} more lines`);
      return shown.join('\n');
    });
    this.retried.push([`${path.relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`, ...errors].join('\n'));
  }

  onTestRunEnd(): void {
    if (!this.retried.length) return;
    console.log(`\nPassed only on a retry (${this.retried.length}); each is a race to fix:`);
    for (const entry of this.retried) console.log(`  - ${entry}`);
  }
}
