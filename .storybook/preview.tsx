import type { Preview } from "@storybook/react-vite";
import { twMerge } from "tailwind-merge";
import { DEFAULT_LOCALE, LOCALES, getLocale, isLocaleCode, messagesFor } from "@studio/content";
import { PSEUDO_LOCALE, PSEUDO_TAG, pseudoMessages } from "@studio/content/pseudo";
import { SiteIntlProvider } from "@studio/ui";
import { layoutProblems, showsAnything } from "./layout-check.ts";
import { MOBILE_INTERACTION_TAG, chromaticModes, type InteractionsGlobal } from "./modes.ts";
import { VIEWPORTS } from "./viewports.ts";
import { configure, expect } from "storybook/test";
import "./storybook.css";

// Play functions wait up to 3 s (not 1 s) for what they find: the story tests share two cores
// with ten browser pages, and a slow frame must not read as a broken component.
configure({ asyncUtilTimeout: 3000 });

/**
 * Whether a story's play function runs here. The story tests pin the `interactions` global per mode
 * (.storybook/modes.ts): the stories tagged as differing at mobile width at mobile, none elsewhere,
 * where the story is only rendered and checked. In Storybook itself the global is unset and every
 * play function runs: the static build is where every story is tested in English at desktop width,
 * with its play function (`STATIC_BUILD_MODE`).
 */
function interactionsRun(globals: Record<string, unknown>, tags: readonly string[]): boolean {
  const interactions = globals.interactions as InteractionsGlobal | undefined;
  return (
    interactions === undefined ||
    interactions === "all" ||
    (interactions === "tagged" && tags.includes(MOBILE_INTERACTION_TAG))
  );
}

/**
 * Elements whose classes set one property twice (`px-4` and `px-2`, `inline-flex` and `hidden`):
 * which one shows would depend on the order of Tailwind's CSS, not on the class list. Components
 * do not merge classes at run time (their `cn` only joins), so no element may carry a conflict;
 * tailwind-merge, a test tool here, names what it would drop.
 */
function conflictingClasses(root: ParentNode): string[] {
  const found = new Set<string>();
  for (const element of root.querySelectorAll("[class]")) {
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(" ")).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    if (dropped.length > 0)
      found.add(`<${element.localName} class="${classes.join(" ")}">: ${dropped.join(", ")} overridden`);
  }
  return [...found];
}

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    locale: {
      description: "Interface language of the stories",
      toolbar: {
        title: "Language",
        icon: "globe",
        dynamicTitle: true,
        items: [
          ...LOCALES.map((locale) => ({ value: locale.code, title: locale.name, right: locale.label })),
          // Accented, ~40 % longer English: finds hard-coded text and layouts that clip.
          { value: PSEUDO_LOCALE, title: "Pseudo", right: PSEUDO_TAG },
        ],
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LOCALE,
  },
  decorators: [
    (Story, { globals }) => {
      if (globals.locale === PSEUDO_LOCALE) {
        document.documentElement.lang = PSEUDO_TAG;
        return (
          <SiteIntlProvider locale={DEFAULT_LOCALE} messages={pseudoMessages()} tag={PSEUDO_TAG}>
            <Story />
          </SiteIntlProvider>
        );
      }
      const locale = isLocaleCode(globals.locale) ? globals.locale : DEFAULT_LOCALE;
      document.documentElement.lang = getLocale(locale).tag;
      return (
        <SiteIntlProvider locale={locale} messages={messagesFor(locale)}>
          <Story />
        </SiteIntlProvider>
      );
    },
  ],
  // A play function is made of named steps only (an ESLint rule holds every story to it), so
  // skipping the steps skips the whole interaction: the story is then rendered and checked only.
  runStep: async (_label, play, context) => {
    if (interactionsRun(context.globals, context.tags)) await play(context);
  },
  // After the story (and its play function, where it ran), on everything it rendered, portals
  // included: no element whose classes conflict; and nothing wider than the viewport, no text cut
  // off by its box, in every language and width the tests render it in.
  // And never a blank canvas: a story shows a visitor something (text, a picture, a painted box);
  // a loading state shows its skeleton, an empty state its message.
  afterEach: async ({ viewMode, parameters, title, name }) => {
    const conflicts = conflictingClasses(document.body);
    if (conflicts.length > 0) throw new Error(`Conflicting classes:\n${conflicts.join("\n")}`);
    if (viewMode !== "story") return;
    await document.fonts.ready;
    if (!showsAnything())
      throw new Error(
        `Blank canvas: "${title} / ${name}" shows nothing a visitor sees (no visible text, picture or painted box)`,
      );
    // An all-states story is a spec sheet: every cell labelled with its variant and state.
    if (name === "All States" && !document.querySelector('[data-slot="spec-cell"]'))
      throw new Error(
        `Not a spec sheet: "${title} / ${name}" has no labelled cell (SpecSheet, SpecCell or inSpecCell)`,
      );
    if (parameters.layoutCheck === false) return;
    const problems = await layoutProblems();
    await expect(problems, `Layout: nothing wider than the viewport, no text cut off\n${problems.join("\n")}`).toEqual(
      [],
    );
  },
  parameters: {
    // The sidebar as designers read it: the front door, then foundations, the building blocks, the
    // sections of each page in the site's order, and whole pages. A group's overview comes first;
    // names not listed follow alphabetically. (Storybook reads this literal statically.) Only the
    // front door has a one-level title: the sidebar lists such titles above every group.
    options: {
      storySort: {
        method: "alphabetical",
        order: [
          "Introduction",
          "Foundations",
          [
            "Overview",
            "Design tokens",
            "Colour",
            "Typography",
            "Spacing",
            "Radius",
            "Shadow",
            "Motion",
            "Breakpoints",
            "Layers",
            "Icons",
            "Illustration",
          ],
          "Components",
          ["Overview", "Actions", "Disclosure", "Feedback", "Layout", "Media", "Forms", "*"],
          "Sections",
          [
            "Overview",
            "Home",
            [
              "Overview",
              "BannerCarousel",
              "WhyChoose",
              "Lifecycle",
              "ServicesAccordion",
              "ParallaxWrapper",
              "TechShowcase",
              "ProductShowcase",
              "Testimonials",
              "CarouselControls",
            ],
            "Product",
            ["Overview", "ProductHero", "ProductHighlights", "FeatureGrid", "ProductVideo", "ProductFaq"],
            "Landing",
            ["Overview", "LandingHero", "LandingCards", "LandingReasons", "GetStartedSection", "LandingArtwork"],
            "Learn",
            ["Overview", "CourseHero", "CourseActions", "CourseCards", "CourseDetail", "CourseFacts"],
            "Privacy",
            ["Overview", "PrivacyPolicy", "AnalyticsOptOut"],
            "Shell",
            [
              "Overview",
              "TopNav",
              "ProductsMenu",
              "LanguageSwitcher",
              "MobileNav",
              "BrandLogo",
              "Footer",
              "WhatsAppButton",
              "LoadingScreen",
              "NotReadyNotice",
              "NotFoundMessage",
            ],
            "Forms",
            ["Overview", "HomeEnquiryForm", "DemoBookingForm", "ContactForm"],
            "*",
          ],
          "Pages",
          "*",
        ],
      },
    },
    layout: "padded",
    viewport: { options: VIEWPORTS },
    // Accessibility violations fail the story tests. There axe collects only violations in full
    // (`resultTypes`); the a11y panel shows designers what passed too.
    a11y: { test: "error", ...(import.meta.env.VITEST_STORYBOOK ? { options: { resultTypes: ["violations"] } } : {}) },
    // Chromatic snapshots only the all-states story of each component (ALL_STATES_PARAMETERS turns
    // it on there) and the whole pages of the Pages group, in every language × mobile, tablet and
    // desktop, with reduced motion.
    chromatic: { modes: chromaticModes, disableSnapshot: true, prefersReducedMotion: "reduce" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
