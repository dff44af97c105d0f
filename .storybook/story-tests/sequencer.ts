import { BaseSequencer, type TestSpecification } from "vitest/node";
import { STORY_GROUPS, type StoryGroup } from "./story-groups.ts";

/** A story group's place in `STORY_GROUPS`, or -1 for any other test file. */
function groupRank(spec: TestSpecification): number {
  const group = /\.storybook\/story-tests\/([\w-]+)\.test\.ts$/.exec(spec.moduleId)?.[1];
  return group ? STORY_GROUPS.indexOf(group as StoryGroup) : -1;
}

/**
 * Vitest's order, except that the story groups start in the order `STORY_GROUPS` lists them, the
 * longest first: two pages share them, and a long group started last would run alone at the end.
 * Vitest orders files it has no timings for (a fresh clone) by their size, and the group files are
 * all one line long.
 */
export class StoryGroupSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = sorted.filter((spec) => groupRank(spec) >= 0).sort((a, b) => groupRank(a) - groupRank(b));
    let next = 0;
    return sorted.map((spec) => (groupRank(spec) >= 0 ? groups[next++]! : spec));
  }
}
