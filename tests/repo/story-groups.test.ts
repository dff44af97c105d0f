/**
 * The story tests' groups (.storybook/story-tests, decision 0164): Vitest runs exactly the group
 * files the config names, so a group without its file, or a file calling another group, would leave
 * stories untested without a failure.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_FRAME_GROUPS, STORY_GROUPS, storyGroup } from "../../.storybook/story-tests/story-groups.ts";
import { ROOT, readRepoFile } from "./repo-files.ts";

const FOLDER = ".storybook/story-tests";
const storyFiles = readdirSync(join(ROOT, "packages/ui/src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".stories.tsx"))
  .map((file) => `packages/ui/src/${file}`);

describe("the story tests' groups", () => {
  it("have a test file each, which tests that group, and there are no other test files", () => {
    const testFiles = readdirSync(join(ROOT, FOLDER)).filter((file) => file.endsWith(".test.ts"));
    expect(testFiles.sort()).toEqual(STORY_GROUPS.map((group) => `${group}.test.ts`).sort());
    for (const group of STORY_GROUPS) {
      expect(readRepoFile(`${FOLDER}/${group}.test.ts`), group).toContain(`await testStoriesOf("${group}");`);
    }
  });

  it("each hold story files", () => {
    const used = new Set(storyFiles.map(storyGroup));
    expect(STORY_GROUPS.filter((group) => !used.has(group))).toEqual([]);
  });

  it("put the navigation bar and the shell in the page frame, and the phone menu not", () => {
    const frame = storyFiles.filter((file) => (PAGE_FRAME_GROUPS as readonly string[]).includes(storyGroup(file)));
    expect(frame.filter((file) => file.includes("/navigation/")).map((file) => file.split("/").at(-1))).toEqual(
      expect.arrayContaining(["top-nav.stories.tsx", "products-menu.stories.tsx", "language-switcher.stories.tsx"]),
    );
    expect(frame.some((file) => file.includes("mobile-nav"))).toBe(false);
    expect(storyFiles.filter((file) => file.includes("/shell/")).every((file) => frame.includes(file))).toBe(true);
  });
});
