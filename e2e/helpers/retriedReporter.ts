import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists, at the end of a run, every test that passed only on its retry. The browser suite retries a failed test once
 * (vitest.config.ts): it drives Chromium against a server whose demo devices keep reporting, so a test can lose a race
 * with the simulator that says nothing about the product. A retried test is still a defect of the test or of the
 * product, so it is named here, in every run's output, to be fixed rather than forgotten.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (d?.flaky) this.retried.push(`${path.relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`);
  }

  onTestRunEnd(): void {
    if (!this.retried.length) return;
    console.log(`\nPassed only on a retry (${this.retried.length}); each is a race to fix:`);
    for (const name of this.retried) console.log(`  - ${name}`);
  }
}
