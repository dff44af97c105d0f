import { LOCALES, type LocaleCode } from "@studio/content";
import type { ViewportName } from "./viewports.ts";

export interface StoryMode {
  locale: LocaleCode;
  viewport: ViewportName;
}

/**
 * The locale × viewport combinations every story is rendered, tested and snapshotted in:
 * English at mobile, tablet and desktop; every other language at mobile and desktop.
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
        { locale: code, viewport: "desktop" },
      ],
);

export const modeName = ({ locale, viewport }: StoryMode) => `${locale} ${viewport}`;

/** Chromatic modes: each mode is a set of globals. */
export const chromaticModes = Object.fromEntries(
  STORY_MODES.map((mode) => [modeName(mode), { locale: mode.locale, viewport: mode.viewport }]),
);
