import { LOCALES, type LocaleCode } from "@studio/content";
import type { ViewportName } from "./viewports.ts";

export interface StoryMode {
  locale: LocaleCode;
  viewport: ViewportName;
  /** Story files tested in this mode (globs from the repository root); all stories when absent. */
  stories?: readonly string[];
}

/**
 * The page frame (top navigation, products menu, language switcher, header, footer) is also tested
 * at desktop width in every language. The phone menu is not: desktop never shows it.
 */
const FRAME_STORIES = [
  "packages/ui/src/navigation/{top-nav,products-menu,language-switcher}/*.stories.tsx",
  "packages/ui/src/shell/**/*.stories.tsx",
];

/**
 * The locale × viewport combinations the stories are rendered, tested and snapshotted in:
 * every story in English at mobile, tablet and desktop and in every other language at mobile;
 * the page frame (navigation, language switcher, header, footer) also at desktop in every language.
 * Used by the story tests (one Vitest browser instance each, see vitest.config.ts) and by
 * Chromatic (`parameters.chromatic.modes`), so the sidebar keeps one entry per story.
 */
export const STORY_MODES: readonly StoryMode[] = LOCALES.flatMap(({ code }): StoryMode[] =>
  code === "en"
    ? [
        { locale: code, viewport: "mobile" },
        { locale: code, viewport: "tablet" },
        { locale: code, viewport: "desktop" },
      ]
    : [
        { locale: code, viewport: "mobile" },
        { locale: code, viewport: "desktop", stories: FRAME_STORIES },
      ],
);

export const modeName = ({ locale, viewport }: StoryMode) => `${locale} ${viewport}`;

/**
 * The modes of the offline visual-regression suite (tests/visual): each component's all-states
 * story in English at the three widths, and at desktop width in Russian (Cyrillic) and Lithuanian
 * (the longest words).
 */
export const VISUAL_MODES: readonly StoryMode[] = [
  { locale: "en", viewport: "mobile" },
  { locale: "en", viewport: "tablet" },
  { locale: "en", viewport: "desktop" },
  { locale: "ru", viewport: "desktop" },
  { locale: "lt", viewport: "desktop" },
];

/** The viewports of the Chromatic modes: mobile 375, tablet 768, desktop 1280. */
const CHROMATIC_VIEWPORTS = ["mobile", "tablet", "desktop"] as const satisfies readonly ViewportName[];

/**
 * Chromatic modes (each a set of globals): every language × mobile, tablet and desktop. Chromatic
 * snapshots only the all-states stories (`ALL_STATES_PARAMETERS`), so 21 modes stay affordable.
 */
export const chromaticModes = Object.fromEntries(
  LOCALES.flatMap(({ code }) =>
    CHROMATIC_VIEWPORTS.map((viewport) => [modeName({ locale: code, viewport }), { locale: code, viewport }]),
  ),
);
