/**
 * How every property test of the repository runs fast-check, so that no failure is luck that
 * cannot be met again: a failing run names its seed and the path to its smallest counterexample
 * and the command that replays it, and `FC_SEED` / `FC_PATH` make the next run start there
 * (mock-api/README.md, "Property tests").
 *
 * Test-only: re-exported by `@studio/api/arbitraries`.
 */
import { relative } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";

/** The run to replay, from the environment (`FC_SEED`, and `FC_PATH` for the shrunk counterexample). */
function replayed(): { seed?: number; path?: string } {
  const { FC_SEED: seed, FC_PATH: path } = process.env;
  const run: { seed?: number; path?: string } = {};
  if (seed) {
    if (!/^-?\d+$/.test(seed)) throw new Error(`FC_SEED must be an integer, not "${seed}"`);
    run.seed = Number(seed);
  }
  if (path) run.path = path;
  return run;
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const asPattern = (name: string) => `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

/** The command that runs the current test alone with this seed and path. */
function replayCommand(seed: number, path: string | undefined): string {
  const { testPath, currentTestName } = expect.getState();
  const file = testPath ? relative(process.cwd(), testPath) : "<test file>";
  // Vitest matches `-t` against the test's full name: its describe blocks and its own, joined by " > ".
  const name = currentTestName ? ` -t ${quoted(asPattern(currentTestName))}` : "";
  return `FC_SEED=${seed}${path ? ` FC_PATH=${quoted(path)}` : ""} npx vitest run --project unit ${file}${name}`;
}

/** A fast-check plugin that fails the run with its seed, path and replay command. */
const replayReport: fc.Plugin<unknown> = () => ({
  onAllRunsComplete: (details: fc.RunDetails<unknown>) => {
    if (!details.failed) return;
    const replay = replayCommand(details.seed, details.counterexamplePath ?? undefined);
    throw new Error(`${fc.defaultReportMessage(details)}\n\nReplay this failure alone:\n  ${replay}`, {
      cause: details.errorInstance,
    });
  },
});

/**
 * The parameters of a property run: `parameters`, the seed and path to replay when `FC_SEED` and
 * `FC_PATH` are set, and a failure report that names them. Every `fc.assert` takes its parameters
 * from here.
 */
export function propertyRuns<T>(parameters: fc.Parameters<T> = {}): fc.Parameters<T> {
  return {
    ...parameters,
    ...replayed(),
    plugins: [...(parameters.plugins ?? []), replayReport as fc.Plugin<T>],
  };
}
