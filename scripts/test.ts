// `npm test`: every suite of the project, each printing its own summary, then one total line.
import { spawn, type SpawnOptions } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.ts";
import { ensureNginx } from "./ensure-nginx.ts";
import { run } from "./processes.ts";
import { DEPLOY_BUILD_DIR, TEST_BUILD_DIR, TEST_BUILD_ENV, buildFolder, folderState } from "./test-build.ts";
import { playwrightFailures, vitestFailures, type PlaywrightSuite, type VitestReport } from "./reports.ts";

/** What a suite reports: its counts and, per failed or skipped test, one line naming it. */
interface Counts {
  passed: number;
  failed: number;
  failures?: string[];
}

/** A suite's counts in the summary, with its name and time. */
interface SuiteResult extends Counts {
  name: string;
  seconds: number;
}

const RESULTS_DIR = "test-results";
/** Failed tests named in the summary, per suite, so the end of a CI log says what failed. */
const MAX_LISTED_FAILURES = 20;
const results: SuiteResult[] = [];

function npx(args: string[]): [string, string[]] {
  return ["npx", ["--no-install", ...args]];
}

/** A suite whose report is missing failed as a whole. */
const NO_REPORT: Counts = { passed: 0, failed: 1 };

/** A runner that exited with an error but reported no failing test failed outside any test. */
function settle(code: number, counts: Counts): Counts {
  return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

/** Runs one suite under its heading, timed, and records its counts for the summary. */
async function timedSuite(name: string, work: () => Promise<Counts>): Promise<void> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const counts = await work();
  const result = { name, ...counts, seconds: (Date.now() - started) / 1000 };
  results.push(result);
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed (${result.seconds.toFixed(1)} s)`);
}

/** A check without test cases of its own (lint, typecheck, build) counts as one test. */
function check(name: string, [command, args]: [string, string[]], options: SpawnOptions = {}): Promise<void> {
  return timedSuite(name, async () => {
    const passed = (await run(command, args, options)) === 0 ? 1 : 0;
    return { passed, failed: 1 - passed };
  });
}

/** A suite with test cases: its counts come from its JSON report; no report means it failed. */
function suite(
  name: string,
  [command, args]: [string, string[]],
  report: string,
  count: (json: unknown) => Counts,
): Promise<void> {
  return timedSuite(name, async () => {
    rmSync(report, { force: true });
    const code = await run(command, args);
    return existsSync(report) ? settle(code, count(JSON.parse(readFileSync(report, "utf8")))) : NO_REPORT;
  });
}

/** Runs a command with its output collected rather than printed, timed, for checks run side by side. */
function runCollected(command: string, args: string[]): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const done = (code: number) => resolvePromise({ code, output, seconds: (Date.now() - started) / 1000 });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      output += String(error);
      done(1);
    });
  });
}

/**
 * Checks without test cases that only read the sources run side by side (the two cores share their
 * waiting); each is then reported under its own heading, with its own output and time, in order.
 */
async function checksSideBySide(checks: readonly (readonly [string, [string, string[]]])[]): Promise<void> {
  const started = Date.now();
  const runs = checks.map(([, [command, args]]) => runCollected(command, args));
  for (const [index, [name]] of checks.entries()) {
    const { code, output, seconds } = await runs[index]!;
    console.log(`\n━━ ${name} ━━`);
    if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    const passed = code === 0 ? 1 : 0;
    results.push({ name, passed, failed: 1 - passed, seconds });
    console.log(`${name}: ${passed} passed, ${1 - passed} failed (${seconds.toFixed(1)} s, side by side)`);
  }
  console.log(`(the ${checks.length} checks above took ${((Date.now() - started) / 1000).toFixed(1)} s together)`);
}

mkdirSync(RESULTS_DIR, { recursive: true });
const started = Date.now();
// The deploy folder (what `npm run serve:nginx` serves and a deploy copies) as it was before the tests.
const deployFolder = buildFolder(DEPLOY_BUILD_DIR);
const deployBefore = folderState(deployFolder);

if (!(await ensureChromium())) {
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}

await checksSideBySide([
  ["lint (ESLint)", npx(["eslint", ".", "--max-warnings", "0"])],
  ["format (Prettier)", npx(["prettier", "--check", "--log-level", "warn", "."])],
  ["typecheck (tsc -b)", npx(["tsc", "-b"])],
]);

const VITEST_REPORT = `${RESULTS_DIR}/vitest.json`;

function vitest(): [string, string[]] {
  return npx([
    "vitest",
    "run",
    // Story tests wait on timers (carousels, toasts); more browser workers than cores keep the CPU busy.
    "--maxWorkers=4",
    // A dot per test: the log keeps the failures and the summary, not 2,000 lines of passing files.
    "--reporter=dot",
    "--reporter=json",
    `--outputFile.json=${VITEST_REPORT}`,
  ]);
}

function readVitestReport(): VitestReport | null {
  return existsSync(VITEST_REPORT) ? (JSON.parse(readFileSync(VITEST_REPORT, "utf8")) as VitestReport) : null;
}

function vitestCounts(report: VitestReport): Counts {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests,
    failures: vitestFailures(report),
  };
}

/** Unit and story tests: counts and failed tests from Vitest's JSON report. */
function vitestSuite(name: string): Promise<void> {
  return timedSuite(name, async () => {
    rmSync(VITEST_REPORT, { force: true });
    const code = await run(...vitest());
    const report = readVitestReport();
    return report ? settle(code, vitestCounts(report)) : NO_REPORT;
  });
}

await vitestSuite("unit and story tests (Vitest: unit + Storybook stories × locales × viewports in Chromium)");

// Into packages/site/build-test (never the deploy folder), with the analytics tag and the registry
// badge pointed at paths the end-to-end tests answer (tests/e2e/third-party-hosts.ts), so those
// tests see them hang, fail and load. The suites below read that folder (scripts/test-build.ts).
await check(`site build (npm run build:test, into packages/site/${TEST_BUILD_DIR})`, [
  "npm",
  ["run", "build:test", "--silent"],
]);
// The build's own bytes per page type against the budgets (packages/site/server/budgets.ts).
await check("page weight (npm run size: JS and CSS each page type loads, gzip)", ["npm", ["run", "size", "--silent"]], {
  env: { ...process.env, ...TEST_BUILD_ENV },
});
await check(
  "Storybook build (npm run build-storybook)",
  npx(["storybook", "build", "-o", `${RESULTS_DIR}/storybook-static`, "--quiet"]),
);

/** A Playwright suite: its counts and failed tests come from its JSON report. */
function playwrightSuite(name: string, args: string[], report: string): Promise<void> {
  return suite(name, npx(["playwright", "test", ...args]), report, (json) => {
    const { stats } = json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    return {
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky + stats.skipped,
      failures: playwrightFailures(json as PlaywrightSuite),
    };
  });
}

await playwrightSuite("end-to-end (Playwright, production build in Chromium)", [], `${RESULTS_DIR}/e2e/results.json`);

// The build as production serves it: Debian's nginx with the repository's configuration.
if (await ensureNginx()) {
  await playwrightSuite(
    "production server (Playwright: nginx headers, CSP, compression, 404s in Chromium)",
    ["-c", "playwright.nginx.config.ts"],
    `${RESULTS_DIR}/nginx/results.json`,
  );
} else {
  results.push({ name: "production server (nginx could not be installed)", passed: 0, failed: 1, seconds: 0 });
}

// The two builds above against the committed baselines (tests/visual/baselines); never writes them.
await playwrightSuite(
  "visual regression (Playwright: all-states stories and page types in Chromium)",
  ["-c", "playwright.visual.config.ts", "--update-snapshots=none"],
  `${RESULTS_DIR}/visual-results.json`,
);

// Nothing above may write into the deploy folder: after `npm test`, `npm run serve:nginx` serves
// the production configuration, not a test build.
const deployAfter = folderState(deployFolder);
const deployUntouched = deployAfter === deployBefore;
console.log(
  deployUntouched
    ? `\nThe deploy folder packages/site/${DEPLOY_BUILD_DIR} is untouched (${deployAfter}).`
    : `\nThe tests changed the deploy folder packages/site/${DEPLOY_BUILD_DIR}: ${deployBefore} before, ${deployAfter} after.`,
);
results.push({
  name: `deploy folder packages/site/${DEPLOY_BUILD_DIR} untouched by the tests`,
  passed: deployUntouched ? 1 : 0,
  failed: deployUntouched ? 0 : 1,
  seconds: 0,
});

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log("\n━━ summary ━━");
for (const result of results) {
  console.log(
    `${result.failed ? "✗" : "✓"} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`,
  );
  for (const failure of (result.failures ?? []).slice(0, MAX_LISTED_FAILURES)) console.log(`    ✗ ${failure}`);
  const unlisted = (result.failures?.length ?? 0) - MAX_LISTED_FAILURES;
  if (unlisted > 0) console.log(`    … and ${unlisted} more (see the suite's output above)`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
