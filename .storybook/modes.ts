import { LOCALES, type LocaleCode } from "@studio/content";
import { PSEUDO_LOCALE } from "@studio/content/pseudo";
import { PAGE_FRAME_GROUPS, type StoryGroup } from "./story-tests/story-groups.ts";
import type { ViewportName } from "./viewports.ts";

/**
 * Which play functions a story test runs (the `interactions` global, read by the preview's step
 * runner): every story's, only those of stories tagged `MOBILE_INTERACTION_TAG`, or none (the story
 * is rendered and checked — axe and layout — without its play function).
 */
export type InteractionsGlobal = "all" | "tagged" | "none";

/**
 * Tag of a story whose interaction differs below 768 px (the phone menu instead of the bar's
 * items, one card per turn instead of three): its play function runs at mobile width too. Stories
 * write it as the literal "mobile-interaction" (Storybook indexes tags statically).
 */
export const MOBILE_INTERACTION_TAG = "mobile-interaction";

/**
 * Tag of a story that renders, before its play function, exactly what another story of its file
 * renders in every mode (the same component with the same data; only callbacks differ), so that it
 * differs only by its interaction: it is tested where its play function runs (`STATIC_BUILD_MODE`),
 * not rendered again in every Vitest mode (decision 0158). Written as the literal "play-only".
 */
export const PLAY_ONLY_TAG = "play-only";

/**
 * Tag of the stories tested in every language: each component's all-states story (its spec
 * sheet, every meaningful state in one render) and the Pages stories, the same set Chromatic
 * photographs in every language. The other languages' modes render these only; English and the
 * pseudo-locale render every story (decision 0160). Written as the literal "every-language".
 */
export const EVERY_LANGUAGE_TAG = "every-language";

export interface StoryMode {
  /** A language of the site, or the pseudo-locale (accented, ~40 % longer English). */
  locale: LocaleCode | typeof PSEUDO_LOCALE;
  viewport: ViewportName;
  /** The groups of story files tested in this mode (story-tests/story-groups.ts); every group when absent. */
  groups?: readonly StoryGroup[];
  /** Which play functions run in this mode; "none" when absent. */
  interactions?: InteractionsGlobal;
  /**
   * Which stories of those files: every one, or only those tagged {@link EVERY_LANGUAGE_TAG} (the
   * spec sheets and the Pages stories). Default "all".
   */
  scope?: "all" | "every-language";
}

/**
 * Where every story is tested in English at desktop width, with every play function: in the static
 * build designers and Chromatic see (test-results/storybook-static, tests/visual/storybook.visual.ts),
 * not in Vitest, so that each story is rendered once per mode and every play function is proven
 * against the build that ships, where timing differs from the dev server's. Checked there as in
 * Vitest: the play function, axe and the preview's checks after each story (layout, classes).
 */
export const STATIC_BUILD_MODE: StoryMode = { locale: "en", viewport: "desktop", interactions: "all" };

/**
 * The locale × viewport combinations the story tests render stories in (each group file of
 * .storybook/story-tests tests its stories mode by mode, decision 0164): every language and the
 * pseudo-locale at mobile, English also at tablet, the page frame also at desktop in every language
 * other than English. English and the pseudo-locale (the longest text) at mobile and English at tablet render every story; the other
 * languages render the stories tagged `EVERY_LANGUAGE_TAG`, each component's spec sheet (every
 * state at once) and the Pages stories (decision 0160). Each story is checked in each of its modes
 * (axe, layout); play functions run at mobile for stories tagged `MOBILE_INTERACTION_TAG`. English
 * at desktop, with every play function, is `STATIC_BUILD_MODE`.
 */
export const STORY_MODES: readonly StoryMode[] = [
  { locale: "en", viewport: "mobile", interactions: "tagged" },
  { locale: "en", viewport: "tablet" },
  ...LOCALES.filter(({ code }) => code !== "en").flatMap(({ code }): StoryMode[] => [
    { locale: code, viewport: "mobile", scope: "every-language" },
    { locale: code, viewport: "desktop", groups: PAGE_FRAME_GROUPS, scope: "every-language" },
  ]),
  { locale: PSEUDO_LOCALE, viewport: "mobile" },
  { locale: PSEUDO_LOCALE, viewport: "desktop", groups: PAGE_FRAME_GROUPS, scope: "every-language" },
];

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
 * snapshots only the all-states stories (`ALL_STATES_PARAMETERS`) and the Pages stories, so 21
 * modes stay affordable.
 */
export const chromaticModes = Object.fromEntries(
  LOCALES.flatMap(({ code }) =>
    CHROMATIC_VIEWPORTS.map((viewport) => [modeName({ locale: code, viewport }), { locale: code, viewport }]),
  ),
);
