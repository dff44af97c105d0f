/**
 * The groups of story files the story tests run as one test file each (.storybook/story-tests/
 * <group>.test.ts, decision 0164): about equal in work (20–45 s each here), so that Vitest's two
 * pages share it evenly, listed longest first (the order they start in, sequencer.ts). The page
 * frame's two groups are also tested at desktop width in every language (.storybook/modes.ts). A
 * story file no group names is in "components".
 */
export const STORY_GROUPS = [
  "landing-and-product",
  "pages",
  "home",
  "learn-and-privacy",
  "admin",
  "components",
  "navigation-bar",
  "forms",
  "shell",
] as const;

export type StoryGroup = (typeof STORY_GROUPS)[number];

/**
 * The page frame: the navigation bar (top navigation, products menu, language switcher) and the
 * shell (header, footer and what every page carries). At desktop width long translations share one
 * bar. The phone menu is not in it: desktop never shows it.
 */
export const PAGE_FRAME_GROUPS = ["navigation-bar", "shell"] as const satisfies readonly StoryGroup[];

/** Each named group's story files, by their path from the repository root. */
const GROUP_PATHS: readonly (readonly [StoryGroup, RegExp])[] = [
  ["navigation-bar", /^packages\/ui\/src\/navigation\/(top-nav|products-menu|language-switcher)\//],
  ["shell", /^packages\/ui\/src\/shell\//],
  ["forms", /^packages\/ui\/src\/forms\//],
  ["admin", /^packages\/ui\/src\/admin\//],
  ["pages", /^packages\/ui\/src\/docs\//],
  ["home", /^packages\/ui\/src\/home\//],
  ["landing-and-product", /^packages\/ui\/src\/(landing|product)\//],
  ["learn-and-privacy", /^packages\/ui\/src\/(learn|privacy)\//],
];

/** The group of a story file, by its path from the repository root. */
export function storyGroup(path: string): StoryGroup {
  return GROUP_PATHS.find(([, pattern]) => pattern.test(path))?.[0] ?? "components";
}
