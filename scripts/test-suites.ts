// The suites `npm test` runs: what each one is, what it needs before it can start, which system
// packages it uses, how it runs and how its passed and failed tests are counted. The order and
// what runs side by side is the plan (PLAN).
import type { SpawnOptions } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { playwrightFailures, vitestFailures, type PlaywrightSuite, type VitestReport } from "./reports.ts";
import type { SystemPackageName } from "./system-packages.ts";
import { TEST_BUILD_DIR, TEST_BUILD_ENV } from "./test-build.ts";

export const RESULTS_DIR = "test-results";

/** What a suite reports: its counts and, per failed or skipped test, one line naming it. */
export interface Counts {
  passed: number;
  failed: number;
  failures?: string[];
}

/** A command line: the program and its arguments. */
type Command = readonly [string, readonly string[]];

/** How a suite's result is read: its exit code alone, or the JSON report of its test runner. */
type Report = { kind: "exit" } | { kind: "vitest" | "playwright"; file: string };

/** The suites, by the name `npm test -- --only <id>` takes. */
export type SuiteId =
  | "lint"
  | "format"
  | "types"
  | "unit"
  | "stories"
  | "site-build"
  | "size"
  | "storybook-build"
  | "e2e"
  | "nginx"
  | "visual";

export interface Suite {
  id: SuiteId;
  /** Its heading in the log and the summary. */
  title: string;
  /** Suites whose output this one reads (builds); `--only` runs them first. */
  needs: readonly SuiteId[];
  /** Debian packages it uses, installed up front when missing. */
  system: readonly SystemPackageName[];
  command: Command;
  env?: Record<string, string>;
  report: Report;
}

const npx = (...args: string[]): Command => ["npx", ["--no-install", ...args]];

/**
 * Playwright's trace of each test (DOM snapshots at every step): recording it costs the end-to-end
 * suite about a fifth of its CPU time, paid on every passing test, so `npm test` records none and
 * a failure shows its error and screenshot. `TEST_TRACE=retain-on-failure npm test -- --only e2e`
 * keeps the traces of the tests that fail (`npx playwright show-trace <file>`).
 */
const TRACE = `--trace=${process.env.TEST_TRACE ?? "off"}`;

/**
 * Vitest, reporting a dot per test (the log keeps failures, not 5,000 lines) and a JSON report
 * without the tests' meta (scripts/vitest-report.ts).
 */
const vitest = (file: string, ...args: string[]): Command =>
  npx("vitest", "run", ...args, "--reporter=dot", "--reporter=./scripts/vitest-report.ts", `--outputFile.json=${file}`);

export const SUITES: readonly Suite[] = [
  {
    id: "lint",
    title: "lint (ESLint)",
    needs: [],
    system: [],
    command: npx("eslint", ".", "--max-warnings", "0"),
    report: { kind: "exit" },
  },
  {
    id: "format",
    title: "format (Prettier)",
    needs: [],
    system: [],
    command: npx("prettier", "--check", "--log-level", "warn", "."),
    report: { kind: "exit" },
  },
  {
    id: "types",
    title: "typecheck (tsc -b)",
    needs: [],
    system: [],
    command: npx("tsc", "-b"),
    report: { kind: "exit" },
  },
  {
    id: "unit",
    title: "unit and contract tests (Vitest in Node)",
    needs: [],
    system: [],
    // Vitest's default on 2 cores is one worker (a core is left free); the contract tests also
    // wait on the mock API, so a worker per core halves the wall time (125 s → 73 s alone; 50 s
    // since the unit project shares modules between files, vitest.config.ts).
    command: vitest(`${RESULTS_DIR}/unit.json`, "--project", "unit", "--maxWorkers=2"),
    report: { kind: "vitest", file: `${RESULTS_DIR}/unit.json` },
  },
  {
    id: "stories",
    title: "story tests (stories × languages × viewports in Chromium: axe, layout, play functions)",
    needs: [],
    system: ["chromium-headless-shell"],
    // One browser worker per core (decision 0162): four on two cores took longer (back to back
    // here: 408 s with four, 334 s with two), the extra pages only shared the cores and their setup.
    command: vitest(
      `${RESULTS_DIR}/stories.json`,
      "--project",
      "stories*",
      "--project",
      "layout check",
      "--maxWorkers=2",
    ),
    report: { kind: "vitest", file: `${RESULTS_DIR}/stories.json` },
  },
  {
    id: "site-build",
    // Into packages/site/build-test (never the deploy folder), with the analytics tag and the
    // registry badge pointed at paths the end-to-end tests answer (tests/e2e/third-party-hosts.ts).
    title: `site build (npm run build:test, into packages/site/${TEST_BUILD_DIR})`,
    needs: [],
    system: [],
    command: ["npm", ["run", "build:test", "--silent"]],
    report: { kind: "exit" },
  },
  {
    id: "size",
    title: "page weight (npm run size: JS and CSS each page type loads, gzip)",
    needs: ["site-build"],
    system: [],
    command: ["npm", ["run", "size", "--silent"]],
    env: TEST_BUILD_ENV,
    report: { kind: "exit" },
  },
  {
    id: "storybook-build",
    title: "Storybook build (static, for the visual suite)",
    needs: [],
    system: [],
    command: npx("storybook", "build", "-o", `${RESULTS_DIR}/storybook-static`, "--quiet"),
    report: { kind: "exit" },
  },
  {
    id: "e2e",
    title: "end-to-end (Playwright, the tests' production build in Chromium)",
    needs: ["site-build"],
    system: ["chromium-headless-shell"],
    command: npx("playwright", "test", TRACE),
    report: { kind: "playwright", file: `${RESULTS_DIR}/e2e/results.json` },
  },
  {
    id: "nginx",
    title: "production server (Playwright: nginx headers, CSP, compression, 404s in Chromium)",
    needs: ["site-build"],
    system: ["chromium-headless-shell", "nginx"],
    command: npx("playwright", "test", "-c", "playwright.nginx.config.ts", TRACE),
    report: { kind: "playwright", file: `${RESULTS_DIR}/nginx/results.json` },
  },
  {
    id: "visual",
    // The two builds against the committed baselines (tests/visual/baselines); never writes them.
    title: "visual regression (Playwright: all-states stories and page types in Chromium)",
    needs: ["site-build", "storybook-build"],
    system: ["chromium-headless-shell"],
    command: npx("playwright", "test", "-c", "playwright.visual.config.ts", "--update-snapshots=none"),
    report: { kind: "playwright", file: `${RESULTS_DIR}/visual-results.json` },
  },
];

/**
 * The plan: stages run one after another; inside a stage its lanes run side by side, and the
 * suites of a lane one after another.
 * - The quick tier only reads the sources (about a minute and a half): a failure there stops the
 *   run before the browsers start.
 * - The two builds are independent; the page-weight check reads the site build.
 * - The browser suites one after another: each keeps both cores busy alone, so side by side they
 *   only shared them and took longer together (fresh-clone runs here: 2,207 s side by side, 2,001 s
 *   one after another), and the end-to-end suite's timing claims (a paint before a slow answer, an
 *   answer inside the client's timeout) failed beside ten story-test browsers.
 */
export const PLAN: readonly { name: string; failFast?: true; lanes: readonly (readonly SuiteId[])[] }[] = [
  { name: "quick tier", failFast: true, lanes: [["lint"], ["format"], ["types"], ["unit"]] },
  { name: "builds", lanes: [["site-build", "size"], ["storybook-build"]] },
  { name: "browsers", lanes: [["stories", "e2e", "nginx", "visual"]] },
];

export const SUITE_IDS: readonly SuiteId[] = SUITES.map((entry) => entry.id);

export function suite(id: SuiteId): Suite {
  const found = SUITES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No suite "${id}" in SUITES`);
  return found;
}

export const isSuiteId = (id: string): id is SuiteId => (SUITE_IDS as readonly string[]).includes(id);

/** The suites to run for `--only`: those named and, before them, every suite they need. */
export function withNeeds(ids: readonly SuiteId[]): Set<SuiteId> {
  const chosen = new Set<SuiteId>();
  const add = (id: SuiteId) => {
    if (chosen.has(id)) return;
    for (const need of suite(id).needs) add(need);
    chosen.add(id);
  };
  ids.forEach(add);
  return chosen;
}

/** A runner that exited with an error but reported no failing test failed outside any test. */
function settle(code: number, counts: Counts): Counts {
  return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

/** Clears a suite's old report, so a report found afterwards is this run's. */
export function clearReport(target: Suite): void {
  if (target.report.kind !== "exit") rmSync(target.report.file, { force: true });
}

/**
 * A suite's counts once it exited: from its report; a check without tests counts as one test. A
 * skipped test counts as failed (none may be left in), except in a run narrowed by runner arguments
 * (`filtered`: a name filter or a file), where the tests left out are reported as skipped.
 */
export function countsOf(target: Suite, code: number, { filtered = false }: { filtered?: boolean } = {}): Counts {
  const report = target.report;
  if (report.kind === "exit") return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  // A suite whose report is missing failed as a whole.
  if (!existsSync(report.file)) return { passed: 0, failed: 1 };
  const json: unknown = JSON.parse(readFileSync(report.file, "utf8"));
  if (report.kind === "vitest") {
    const vitestReport = json as VitestReport;
    return settle(code, {
      passed: vitestReport.numPassedTests,
      failed: vitestReport.numFailedTests + (filtered ? 0 : vitestReport.numPendingTests),
      failures: vitestFailures(vitestReport, { skipped: !filtered }),
    });
  }
  const { stats } = json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return settle(code, {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + stats.skipped,
    failures: playwrightFailures(json as PlaywrightSuite),
  });
}

/** How a suite's command is spawned. */
export function spawnOptions(target: Suite): SpawnOptions {
  return target.env ? { env: { ...process.env, ...target.env } } : {};
}
