// `npm test`: every suite of the project in tiers, each printing its own summary, then one total line.
//
//   npm test                         everything: the quick tier first, and nothing more if it fails
//   npm test -- --only e2e           one suite, after what it needs (here the tests' site build)
//   npm test -- --only unit,visual   several
//   npm test -- --only e2e tests/e2e/forms.spec.ts -g demo
//                                    one suite, with arguments for its runner (Vitest, Playwright)
//   npm test -- --list               the suites, what each needs and how the run is planned
//
// The suites are described in scripts/test-suites.ts; the plan below says their order and which
// run side by side. System packages (Chromium, nginx) are checked, and installed when missing,
// once, before anything runs.
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, writeSync } from "node:fs";
import { ensureSystemPackages } from "./system-packages.ts";
import { DEPLOY_BUILD_DIR, buildFolder, folderState } from "./test-build.ts";
import {
  PLAN,
  RESULTS_DIR,
  SUITES,
  SUITE_IDS,
  clearReport,
  countsOf,
  isSuiteId,
  spawnOptions,
  suite,
  withNeeds,
  type Counts,
  type SuiteId,
} from "./test-suites.ts";

/** Failed tests named in the summary, per suite, so the end of a CI log says what failed. */
const MAX_LISTED_FAILURES = 20;

interface SuiteResult extends Counts {
  name: string;
  seconds: number;
}

/**
 * The command line: `--only <ids>` (repeatable, comma-separated), `--list`, and anything else —
 * after `--` or not — for the runner of the one suite named (a file, `-g <filter>`, `--project`).
 */
function parseCommandLine(argv: readonly string[]) {
  const only: string[] = [];
  const rest: string[] = [];
  let list = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--") rest.push(...argv.slice(index + 1));
    else if (arg === "--list") list = true;
    else if (arg === "--only") only.push(argv[++index] ?? "");
    else if (arg.startsWith("--only=")) only.push(arg.slice("--only=".length));
    else {
      rest.push(arg);
      continue;
    }
    if (arg === "--") break;
  }
  return { values: { only, list }, positionals: rest };
}

const { values, positionals } = parseCommandLine(process.argv.slice(2));

const named = (values.only ?? [])
  .flatMap((value) => value.split(","))
  .map((id) => id.trim())
  .filter(Boolean);
const unknown = named.filter((id) => !isSuiteId(id));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(", ")}. The suites: ${SUITE_IDS.join(", ")} (npm test -- --list).`);
  process.exit(2);
}
const selected = named.length > 0 ? withNeeds(named.filter(isSuiteId)) : new Set(SUITE_IDS);
/** Runner arguments go to the one suite named (a file, a filter), not to what it needs. */
const runnerArgs = new Map<SuiteId, readonly string[]>();
if (positionals.length > 0) {
  const [only, ...more] = named;
  if (!only || more.length > 0 || !isSuiteId(only) || suite(only).report.kind === "exit") {
    console.error(
      `Unknown arguments ${positionals.join(" ")}: runner arguments need one suite (npm test -- --only e2e -g demo).`,
    );
    process.exit(2);
  }
  runnerArgs.set(only, positionals);
}

if (values.list) {
  for (const { name, lanes } of PLAN) {
    console.log(`${name}:`);
    for (const lane of lanes) {
      console.log(
        `  ${lane.map((id) => `${id}${suite(id).needs.length ? ` (after ${suite(id).needs.join(", ")})` : ""}`).join(" → ")}`,
      );
    }
  }
  console.log("Lanes of a stage run side by side. Run some: npm test -- --only <suite>[,<suite>…]");
  process.exit(0);
}

/**
 * Writes to the terminal (or CI's pipe) whatever state the descriptor is in. In three full runs
 * the runner ended right after printing the visual suite's 700-line report, with no summary and no
 * error: a descriptor left non-blocking makes a large write to a full pipe fail (EAGAIN), and the
 * error about it cannot be printed either. Here a full pipe is waited for, a chunk at a time.
 */
function say(text: string): void {
  const bytes = Buffer.from(text.endsWith("\n") ? text : `${text}\n`);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset, Math.min(bytes.length - offset, 16_384));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      Atomics.wait(pause, 0, 0, 20);
    }
  }
}

/** Why the runner stopped, if it stops on an error of its own: in the log and in test-results/runner.log. */
function stopOnError(error: unknown): never {
  const text = `The test runner stopped on an error of its own: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  try {
    mkdirSync(RESULTS_DIR, { recursive: true });
    appendFileSync(`${RESULTS_DIR}/runner.log`, `${new Date().toISOString()} ${text}\n`);
    say(`${text}\n0 passed, 1 failed`);
  } finally {
    process.exit(1);
  }
}
process.on("uncaughtException", stopOnError);
process.on("unhandledRejection", stopOnError);

const results: SuiteResult[] = [];
const failedIds = new Set<SuiteId>();

/** Runs a command; its output goes straight through, or is kept and returned when `collect` is set. */
function runCommand(
  command: string,
  args: readonly string[],
  options: ReturnType<typeof spawnOptions>,
  collect: boolean,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: collect ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
    child.on("error", (error) => done({ code: 1, output: `${output}${String(error)}\n` }));
  });
}

function record(name: string, counts: Counts, seconds: number, note = ""): void {
  results.push({ name, ...counts, seconds });
  say(`${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds.toFixed(1)} s${note})`);
}

/** Runs one suite; beside others, its output is printed in one piece when it ends. */
async function runSuite(id: SuiteId, beside: boolean): Promise<void> {
  const target = suite(id);
  const blocked = target.needs.filter((need) => failedIds.has(need));
  if (blocked.length > 0) {
    failedIds.add(id);
    say(`\n━━ ${target.title} ━━`);
    record(target.title, { passed: 0, failed: 1, failures: [`not run: ${blocked.join(", ")} failed`] }, 0);
    return;
  }
  if (beside) say(`▶ ${target.title} started`);
  else say(`\n━━ ${target.title} ━━`);
  clearReport(target);
  const started = Date.now();
  const [command, args] = target.command;
  const { code, output } = await runCommand(
    command,
    [...args, ...(runnerArgs.get(id) ?? [])],
    spawnOptions(target),
    beside,
  );
  const seconds = (Date.now() - started) / 1000;
  if (beside) {
    say(`\n━━ ${target.title} ━━`);
    if (output.trim()) say(output);
  }
  const counts = countsOf(target, code, { filtered: runnerArgs.has(id) });
  if (counts.failed > 0) failedIds.add(id);
  record(target.title, counts, seconds, beside ? ", side by side" : "");
}

/** A result's place in the summary: the suites' order, then the checks after them. */
function order(title: string): number {
  const index = SUITES.findIndex((entry) => entry.title === title);
  return index === -1 ? SUITES.length : index;
}

function printSummary(started: number): void {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  say("\n━━ summary ━━");
  for (const result of results.toSorted((a, b) => order(a.name) - order(b.name))) {
    say(
      `${result.failed ? "✗" : "✓"} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`,
    );
    for (const failure of (result.failures ?? []).slice(0, MAX_LISTED_FAILURES)) say(`    ✗ ${failure}`);
    const unlisted = (result.failures?.length ?? 0) - MAX_LISTED_FAILURES;
    if (unlisted > 0) say(`    … and ${unlisted} more (see the suite's output above)`);
  }
  say(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  say(`${passed} passed, ${failed} failed`);
}

mkdirSync(RESULTS_DIR, { recursive: true });
const started = Date.now();
// The deploy folder (what `npm run serve:nginx` serves and a deploy copies) as it was before the tests.
const deployFolder = buildFolder(DEPLOY_BUILD_DIR);
const deployBefore = folderState(deployFolder);

const systemNeeds = [...selected].flatMap((id) => suite(id).system);
if (!(await ensureSystemPackages(systemNeeds))) {
  say("\n0 passed, 1 failed");
  process.exit(1);
}

for (const stage of PLAN) {
  const lanes = stage.lanes.map((lane) => lane.filter((id) => selected.has(id))).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const stageStarted = Date.now();
  const beside = lanes.length > 1;
  if (beside) say(`\n━━ ${stage.name}: ${lanes.map((lane) => lane.join(" → ")).join(" ∥ ")} ━━`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const id of lane) await runSuite(id, beside);
    }),
  );
  if (beside) say(`(${stage.name} took ${((Date.now() - stageStarted) / 1000).toFixed(1)} s)`);
  const stageFailed = lanes.flat().some((id) => failedIds.has(id));
  if (stage.failFast && stageFailed) {
    say(`\nThe ${stage.name} failed: the suites after it were not run.`);
    printSummary(started);
    process.exit(1);
  }
}

// Nothing above may write into the deploy folder: after `npm test`, `npm run serve:nginx` serves
// the production configuration, not a test build.
const deployAfter = folderState(deployFolder);
const deployUntouched = deployAfter === deployBefore;
say(
  deployUntouched
    ? `\nThe deploy folder packages/site/${DEPLOY_BUILD_DIR} is untouched (${deployAfter}).`
    : `\nThe tests changed the deploy folder packages/site/${DEPLOY_BUILD_DIR}: ${deployBefore} before, ${deployAfter} after.`,
);
record(
  `deploy folder packages/site/${DEPLOY_BUILD_DIR} untouched by the tests`,
  {
    passed: deployUntouched ? 1 : 0,
    failed: deployUntouched ? 0 : 1,
  },
  0,
);

printSummary(started);
process.exit(results.some((result) => result.failed > 0) ? 1 : 0);
