// `npm test`: every suite of the project, each printing its own summary, then one total line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.ts";
import { run } from "./processes.ts";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

const RESULTS_DIR = "test-results";
const results: SuiteResult[] = [];

function npx(args: string[]): [string, string[]] {
  return ["npx", ["--no-install", ...args]];
}

/** A check without test cases of its own (lint, typecheck, build) counts as one test. */
async function check(name: string, [command, args]: [string, string[]]): Promise<void> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args);
  const passed = code === 0 ? 1 : 0;
  const result = { name, passed, failed: 1 - passed, seconds: (Date.now() - started) / 1000 };
  results.push(result);
  console.log(`${name}: ${passed ? "passed" : "FAILED"} (${result.seconds.toFixed(1)} s)`);
}

/** A suite with test cases: its counts come from its JSON report; no report means it failed. */
async function suite(
  name: string,
  [command, args]: [string, string[]],
  report: string,
  count: (json: unknown) => { passed: number; failed: number },
): Promise<void> {
  console.log(`\n━━ ${name} ━━`);
  rmSync(report, { force: true });
  const started = Date.now();
  const code = await run(command, args);
  let counts = { passed: 0, failed: 1 };
  if (existsSync(report)) {
    counts = count(JSON.parse(readFileSync(report, "utf8")));
    if (code !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  }
  const result = { name, ...counts, seconds: (Date.now() - started) / 1000 };
  results.push(result);
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed (${result.seconds.toFixed(1)} s)`);
}

mkdirSync(RESULTS_DIR, { recursive: true });
const started = Date.now();

if (!(await ensureChromium())) {
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}

await check("lint (ESLint)", npx(["eslint", ".", "--max-warnings", "0"]));
await check("format (Prettier)", npx(["prettier", "--check", "--log-level", "warn", "."]));
await check("typecheck (tsc -b)", npx(["tsc", "-b"]));

await suite(
  "unit and story tests (Vitest: unit + Storybook stories × locales × viewports in Chromium)",
  npx([
    "vitest",
    "run",
    // Story tests wait on timers (carousels, toasts); more browser workers than cores keep the CPU busy.
    "--maxWorkers=4",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${RESULTS_DIR}/vitest.json`,
  ]),
  `${RESULTS_DIR}/vitest.json`,
  (json) => {
    const report = json as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
    return { passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests };
  },
);

await check("site build (npm run build)", ["npm", ["run", "build", "--silent"]]);
await check("Storybook build (npm run build-storybook)", [
  "npx",
  ["--no-install", "storybook", "build", "-o", `${RESULTS_DIR}/storybook-static`, "--quiet"],
]);

await suite(
  "end-to-end (Playwright, production build in Chromium)",
  npx(["playwright", "test"]),
  `${RESULTS_DIR}/e2e/results.json`,
  (json) => {
    const { stats } = json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped };
  },
);

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log("\n━━ summary ━━");
for (const result of results) {
  console.log(
    `${result.failed ? "✗" : "✓"} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`,
  );
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
