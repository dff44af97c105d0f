// The JSON reports of Vitest and Playwright, read for `npm test`'s summary.
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

/** The first line of a failure message, without colour codes, short enough for a summary line. */
export function firstLine(message: string | undefined): string {
  const line =
    stripVTControlCharacters(message ?? "")
      .trim()
      .split("\n")[0] ?? "";
  return line.length > 240 ? `${line.slice(0, 237)}...` : line;
}

/** What the Vitest JSON reporter writes, as far as the summary needs it. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

/**
 * Each failed or skipped test of a Vitest report (only the failed ones without `skipped`), and each
 * file that failed outside its tests.
 */
export function vitestFailures(report: VitestReport, { skipped = true }: { skipped?: boolean } = {}): string[] {
  return report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status !== "passed" && (skipped || test.status === "failed"))
      .map((test) => `${where} › ${test.fullName}: ${test.status} ${firstLine(test.failureMessages[0])}`.trim());
    return tests.length === 0 && file.status === "failed" ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

/** What the Playwright JSON reporter writes, as far as the summary needs it. */
export interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** Each test of a Playwright report that did not pass at once (failed, flaky or skipped). */
export function playwrightFailures(report: PlaywrightSuite): string[] {
  return [
    ...(report.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status !== "expected")
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title}: ${test.status} ${firstLine(error)}`.trim();
        }),
    ),
    ...(report.suites ?? []).flatMap(playwrightFailures),
  ];
}
