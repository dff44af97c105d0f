/**
 * What the visual suites photograph, and the baseline file of each shot. Shared by the suites, the
 * check for baselines no test uses, and `npm run test:visual:update` (which deletes those).
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { localizedPath } from "@studio/content";
import { VISUAL_MODES } from "../../.storybook/modes.ts";
import { PAGE_TYPES } from "../../packages/site/server/page-types.ts";
import { VIEWPORTS } from "../../.storybook/viewports.ts";
import { ALL_STATES_SUFFIX, storiesByComponent } from "./storybook-index.ts";

/** The two suites; each keeps its baselines in tests/visual/baselines/<suite>/. */
export type VisualSuite = "components" | "pages";

export const BASELINES_DIR = resolve("tests/visual/baselines");

/** The baseline PNGs committed for a suite. */
export function committedBaselines(suite: VisualSuite): string[] {
  try {
    return readdirSync(resolve(BASELINES_DIR, suite)).filter((file) => file.endsWith(".png"));
  } catch {
    return [];
  }
}

interface Viewport {
  width: number;
  height: number;
}

/** One component's all-states story in one mode. */
export interface ComponentCase {
  /** The component's Storybook title, e.g. `Home/BannerCarousel`. */
  component: string;
  storyId: string;
  locale: string;
  viewport: Viewport;
  baseline: string;
}

const px = (value: string) => Number.parseInt(value, 10);

/**
 * Every component's all-states story in every visual mode (`.storybook/modes.ts`), mode by mode:
 * the stories of one language follow each other, so they are rendered in one loaded preview
 * (storybook-page.ts).
 */
export function componentCases(): ComponentCase[] {
  const allStates = [...storiesByComponent()].flatMap(([component, stories]) => {
    const story = stories.find((entry) => entry.id.endsWith(ALL_STATES_SUFFIX));
    return story ? [{ component, storyId: story.id }] : [];
  });
  return VISUAL_MODES.flatMap((mode) => {
    const { width, height } = VIEWPORTS[mode.viewport].styles;
    const viewport = { width: px(width), height: px(height) };
    return allStates.map(({ component, storyId }) => ({
      component,
      storyId,
      locale: mode.locale,
      viewport,
      baseline: `${storyId.slice(0, -ALL_STATES_SUFFIX.length)}--${mode.locale}-${viewport.width}.png`,
    }));
  });
}

/** The languages pages are photographed in: English and Russian (Cyrillic, another font file). */
export const PAGE_LOCALES = ["en", "ru"] as const;

/** Phone and desktop, as the story modes size them. */
const PAGE_VIEWPORTS = (["mobile", "desktop"] as const).map((name) => ({
  width: px(VIEWPORTS[name].styles.width),
  height: px(VIEWPORTS[name].styles.height),
}));

/** One page type in one language at one width. */
export interface PageCase {
  pageType: string;
  locale: (typeof PAGE_LOCALES)[number];
  path: string;
  viewport: Viewport;
  baseline: string;
}

export const PAGE_CASES: readonly PageCase[] = PAGE_TYPES.flatMap((pageType) =>
  PAGE_LOCALES.flatMap((locale) =>
    PAGE_VIEWPORTS.map((viewport) => ({
      pageType: pageType.name,
      locale,
      path: localizedPath(pageType.path, locale),
      viewport,
      baseline: `${pageType.name}--${locale}-${viewport.width}.png`,
    })),
  ),
);

/** The Storybook title of the whole pages (packages/ui/src/docs/pages.stories.tsx). */
export const PAGES_TITLE = "Pages/Whole pages";

/** The Pages story of one page type at one width, in English. */
export interface PageStoryCase {
  pageType: string;
  storyId: string;
  viewport: Viewport;
  baseline: string;
}

/**
 * The Pages story of every page type (its id is `pages--<type>`; the product story shows the
 * route table's sample vertical, like the page suite), in English at phone and desktop width,
 * whole: photographed with the components' suite, from the same Storybook build.
 */
export const PAGE_STORY_CASES: readonly PageStoryCase[] = PAGE_TYPES.flatMap((pageType) =>
  PAGE_VIEWPORTS.map((viewport) => ({
    pageType: pageType.name,
    storyId: `pages--${pageType.name}`,
    viewport,
    baseline: `pages-${pageType.name}--en-${viewport.width}.png`,
  })),
);

/** The baselines a suite's tests compare with. */
export function expectedBaselines(suite: VisualSuite): string[] {
  return (suite === "components" ? [...componentCases(), ...PAGE_STORY_CASES] : PAGE_CASES).map(
    (shot) => shot.baseline,
  );
}

/** Committed baselines that no test of the suite uses any more (a removed component or page). */
export function unusedBaselines(suite: VisualSuite): string[] {
  const expected = new Set(expectedBaselines(suite));
  return committedBaselines(suite).filter((file) => !expected.has(file));
}
