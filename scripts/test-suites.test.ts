import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN, SUITES, SUITE_IDS, countsOf, suite, withNeeds } from "./test-suites.ts";

/** Where the plan runs a suite: its stage, its lane, its place in the lane. */
const places = PLAN.flatMap(({ lanes }, stage) =>
  lanes.flatMap((lane, laneIndex) => lane.map((id, position) => ({ id, stage, lane: laneIndex, position }))),
);

describe("npm test's plan", () => {
  it("describes every suite once", () => {
    expect(SUITES.map(({ id }) => id)).toEqual([...new Set(SUITE_IDS)]);
  });

  it("runs every suite exactly once", () => {
    expect(places.map(({ id }) => id).sort()).toEqual([...SUITE_IDS].sort());
  });

  it("runs a suite only after what it needs has finished", () => {
    const late = places.flatMap((place) =>
      suite(place.id).needs.flatMap((need) => {
        const before = places.find(({ id }) => id === need)!;
        const earlier =
          before.stage < place.stage ||
          (before.stage === place.stage && before.lane === place.lane && before.position < place.position);
        return earlier ? [] : [`${place.id} needs ${need}`];
      }),
    );
    expect(late).toEqual([]);
  });

  it("stops after the quick tier when that fails, before any browser starts", () => {
    const [first] = PLAN;
    expect(first?.failFast).toBe(true);
    expect(first?.lanes.flat().every((id) => suite(id).system.length === 0)).toBe(true);
  });

  it("runs what a chosen suite needs with it (--only)", () => {
    expect([...withNeeds(["visual"])].sort()).toEqual(["site-build", "storybook-build", "visual"]);
    expect([...withNeeds(["unit"])]).toEqual(["unit"]);
  });
});

describe("a suite's counts", () => {
  const report = {
    numPassedTests: 2,
    numFailedTests: 1,
    numPendingTests: 3,
    testResults: [
      {
        name: `${process.cwd()}/a.test.ts`,
        status: "failed",
        assertionResults: [
          { status: "passed", fullName: "one", failureMessages: [] },
          { status: "passed", fullName: "two", failureMessages: [] },
          { status: "failed", fullName: "three", failureMessages: ["broke"] },
          ...["four", "five", "six"].map((fullName) => ({ status: "skipped", fullName, failureMessages: [] })),
        ],
      },
    ],
  };
  const folder = mkdtempSync(join(tmpdir(), "counts-"));
  const file = join(folder, "report.json");
  writeFileSync(file, JSON.stringify(report));
  const withReport = { ...suite("unit"), report: { kind: "vitest" as const, file } };

  it("counts a skipped test as failed: none may be left in", () => {
    const counts = countsOf(withReport, 1);
    expect([counts.passed, counts.failed]).toEqual([2, 4]);
    expect(counts.failures).toEqual([
      "a.test.ts › three: failed broke",
      ...["four", "five", "six"].map((name) => `a.test.ts › ${name}: skipped`),
    ]);
  });

  it("leaves out the tests a name filter or a file left out of a narrowed run", () => {
    const counts = countsOf(withReport, 1, { filtered: true });
    expect([counts.passed, counts.failed]).toEqual([2, 1]);
    expect(counts.failures).toEqual(["a.test.ts › three: failed broke"]);
  });
});
