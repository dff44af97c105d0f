/**
 * The story tests (decision 0164): a test file per group of story files (story-groups.ts), each
 * testing its stories in every mode of .storybook/modes.ts that covers the group, one mode after
 * another, in one browser instance. Vitest gives each browser instance pages of its own, and each
 * page loads the preview (React, the components, the catalogs, axe) before its first story: with an
 * instance per mode that start was paid 32 times, for some modes more than their stories took.
 *
 * Each story is tested as the Storybook Vitest plugin's own runner (`testStory`) tests it, with the
 * mode's globals instead of an instance's: composed with the preview, at the mode's viewport,
 * rendered, its play function run where the mode runs it (preview.tsx), then the preview's checks
 * after each story (axe, layout, classes).
 */
import { combineTags, isExportStory, storyNameFromExport } from "storybook/internal/csf";
import { composeStory } from "storybook/preview-api";
import { describe, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../preview.tsx";
import { EVERY_LANGUAGE_TAG, PLAY_ONLY_TAG, STORY_MODES, modeName, type StoryMode } from "../modes.ts";
import { VIEWPORTS } from "../viewports.ts";
import { storyGroup, type StoryGroup } from "./story-groups.ts";

/** A story file's exports: its meta (`default`) and its stories. */
interface StoryModule {
  default: {
    title: string;
    id?: string;
    tags?: string[];
    includeStories?: string[];
    excludeStories?: string[];
  };
  [exportName: string]: unknown;
}

/** What composeStory takes of a story and its meta; the files' types are checked where they are written. */
type Annotations = Parameters<typeof composeStory>[0];

const storyFiles = import.meta.glob<StoryModule>("../../packages/ui/src/**/*.stories.tsx");

/** A story file's path from the repository root, as the groups name them. */
const repositoryPath = (path: string) => path.replace(/^(\.\.\/)+/, "");

/**
 * Whether a mode tests a story with these tags: never one tagged `PLAY_ONLY_TAG` (tested with its
 * play function in the static build), and in the other languages only those tagged
 * `EVERY_LANGUAGE_TAG` (decision 0160).
 */
export function testedIn(mode: StoryMode, tags: readonly string[]): boolean {
  if (!tags.includes("test") || tags.includes(PLAY_ONLY_TAG)) return false;
  return (mode.scope ?? "all") === "all" || tags.includes(EVERY_LANGUAGE_TAG);
}

/** The globals a mode pins: language, viewport, which play functions run; axe runs after every story. */
function globalsOf(mode: StoryMode) {
  return {
    locale: mode.locale,
    viewport: { value: mode.viewport, isRotated: false },
    interactions: mode.interactions ?? "none",
    a11y: { manual: false },
  };
}

/** One story's test in one mode: composed with the preview and the mode's globals, then run. */
function storyTest(mode: StoryMode, exportName: string, story: Annotations, meta: StoryModule["default"]) {
  const { width, height } = VIEWPORTS[mode.viewport].styles;
  return async () => {
    const composed = composeStory(
      story,
      meta as Parameters<typeof composeStory>[1],
      { initialGlobals: globalsOf(mode) },
      (globalThis as { globalProjectAnnotations?: Parameters<typeof composeStory>[2] }).globalProjectAnnotations,
      exportName,
    );
    await page.viewport(Number.parseInt(width, 10), Number.parseInt(height, 10));
    await composed.run();
  };
}

/** Registers, mode by mode, a test per story of the group's files that the mode tests. */
export async function testStoriesOf(group: StoryGroup): Promise<void> {
  const files = Object.entries(storyFiles).filter(([path]) => storyGroup(repositoryPath(path)) === group);
  const modules = await Promise.all(files.map(([, load]) => load()));
  for (const mode of STORY_MODES.filter((entry) => !entry.groups || entry.groups.includes(group))) {
    describe(modeName(mode), () => {
      for (const module of modules) {
        const meta = module.default;
        describe(meta.title, () => {
          for (const exportName of Object.keys(module).filter(
            (name) => name !== "default" && isExportStory(name, meta),
          )) {
            const story = module[exportName] as Annotations & { name?: string; tags?: string[] };
            const tags = combineTags(
              "test",
              "dev",
              ...(preview.tags ?? []),
              ...(meta.tags ?? []),
              ...(story.tags ?? []),
            );
            if (!testedIn(mode, tags)) continue;
            test(story.name ?? storyNameFromExport(exportName), storyTest(mode, exportName, story, meta));
          }
        });
      }
    });
  }
}
