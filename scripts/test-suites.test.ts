import { describe, expect, it } from "vitest";
import { PLAN, SUITES, SUITE_IDS, suite, withNeeds } from "./test-suites.ts";

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
