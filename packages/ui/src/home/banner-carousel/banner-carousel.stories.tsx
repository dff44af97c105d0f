import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { resolveBanners, type Banner } from "@studio/api";
import { BANNER_HEIGHT_PX, CAROUSEL_COPY, BANNER_COPY, BANNER_DESC_LINES, SHELL_COPY } from "@studio/content";
import { SpecCell, SpecSheet, type SpecState } from "../../test/spec-sheet.tsx";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  nthLandmarkName,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { expectHeld, liveRegionAround, SHORT_INTERVAL_MS } from "../../test/carousel-story-helpers.ts";
import { BannerCarousel, type BannerCarouselProps } from "./banner-carousel.tsx";
import { STORY_BANNER_RECORDS, STORY_WHITE_IMAGE, storyImageUrl } from "./banner-carousel.fixtures.ts";

type Globals = Record<string, unknown>;

/** Which banner list a story shows (`parameters.banners`). */
type BannerSet = "locale" | "englishFallback" | "longText" | "single" | "empty";

/** The story language's banners, resolved like the site does (English when the list is empty). */
function localeBanners(globals: Globals): Banner[] {
  const code = storyLocale(globals).code;
  return resolveBanners(code, STORY_BANNER_RECORDS[code], STORY_BANNER_RECORDS.en) ?? [];
}

const englishBanners = (): Banner[] => resolveBanners("po", [], STORY_BANNER_RECORDS.en) ?? [];

/** Titles and descriptions far longer than usual, the first over a plain white picture. */
function longBanners(globals: Globals): Banner[] {
  return localeBanners(globals)
    .slice(0, 2)
    .map((banner, position) => ({
      ...banner,
      _id: `${banner._id}-long`,
      image: position === 0 ? STORY_WHITE_IMAGE : banner.image,
      title: [banner.title, banner.title, banner.title].join(" "),
      desc: Array.from({ length: 6 }, () => banner.desc).join(" "),
    }));
}

function bannersFor(set: BannerSet, globals: Globals): Banner[] {
  switch (set) {
    case "englishFallback":
      return englishBanners();
    case "longText":
      return longBanners(globals);
    case "single":
      return localeBanners(globals).slice(0, 1);
    case "empty":
      return [];
    default:
      return localeBanners(globals);
  }
}

const meta = {
  title: "Sections/Home/BannerCarousel",
  id: "home-bannercarousel",
  component: BannerCarousel,
  parameters: { layout: "fullscreen", banners: "locale" satisfies BannerSet },
  args: { banners: [], imageUrl: storyImageUrl, autoPlay: true, align: "start" },
  argTypes: {
    banners: { control: false, description: "Chosen by the story from the story language's mock banners." },
    imageUrl: { control: false },
    align: { control: "inline-radio", options: ["start", "center"] },
    intervalMs: { control: { type: "number", min: 300, step: 100 } },
    reducedMotion: { control: "boolean" },
  },
  render: (args, { globals, parameters }) => (
    <BannerCarousel {...args} banners={bannersFor(parameters.banners as BannerSet, globals)} />
  ),
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel region, named "Featured" and announced as a carousel. */
function region(canvasElement: HTMLElement, globals: Globals) {
  return within(canvasElement).getByRole("region", { name: storyMessage(globals, BANNER_COPY.regionLabelId) });
}

/** The banner the visitor sees now (hidden banners are out of the accessibility tree). */
function currentSlide(canvasElement: HTMLElement, globals: Globals) {
  const slides = within(region(canvasElement, globals)).getAllByRole("group");
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

/** Waits until banner `number` (1-based) of `total` shows: its label, title and current indicator. */
async function expectShowing(canvasElement: HTMLElement, globals: Globals, banners: Banner[], number: number) {
  const total = banners.length;
  await waitFor(
    () => {
      const slide = currentSlide(canvasElement, globals);
      expect(slide).toHaveAccessibleName(storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number, total }));
      expect(within(slide).getByRole("heading", { level: 2 })).toHaveTextContent(banners[number - 1]!.title);
      const indicator = within(canvasElement).getByRole("button", {
        name: storyMessage(globals, CAROUSEL_COPY.showSlideId, { number, total }),
      });
      expect(indicator).toHaveAttribute("aria-current", "true");
    },
    { timeout: 5000 },
  );
}

/** The number (1-based) of the banner shown now, read from its "n of total" label. */
function shownNumber(canvasElement: HTMLElement, globals: Globals, total: number): number {
  const label = currentSlide(canvasElement, globals).getAttribute("aria-label");
  return (
    Array.from({ length: total }, (_, position) => position + 1).find(
      (number) => label === storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number, total }),
    ) ?? 0
  );
}

const pauseName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.pauseId);
const playName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.playId);

/** Controls for every prop; banners of the story's language, 4 s interval. */
export const Playground: Story = {};

/**
 * Playing: the banners advance on their own (300 ms here, 4 s on the site) and wrap to the first
 * after the last. The slides are not a live region while they rotate.
 */
export const Playing: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    const banners = localeBanners(globals);
    await step("sees a 450 px carousel of banners, announced as a carousel of slides", async () => {
      const carousel = region(canvasElement, globals);
      await expect(carousel).toHaveAttribute(
        "aria-roledescription",
        storyMessage(globals, CAROUSEL_COPY.roleDescriptionId),
      );
      await expect(currentSlide(canvasElement, globals)).toHaveAttribute(
        "aria-roledescription",
        storyMessage(globals, CAROUSEL_COPY.slideRoleDescriptionId),
      );
      await expect(carousel.getBoundingClientRect().height, "the carousel's height, px").toBe(BANNER_HEIGHT_PX);
    });
    await step("is offered Pause, and hears nothing of the turning slides", async () => {
      await expect(
        within(region(canvasElement, globals)).getByRole("button", { name: pauseName(globals) }),
      ).toBeVisible();
      await expect(liveRegionAround(currentSlide(canvasElement, globals)), "the slides' live region").toHaveAttribute(
        "aria-live",
        "off",
      );
    });
    await step(`watches the ${banners.length} banners come one after another on their own`, async () => {
      for (let number = 1; number <= banners.length; number += 1) {
        await expectShowing(canvasElement, globals, banners, number);
      }
    });
    await step("sees the first banner again after the last", async () => {
      await expectShowing(canvasElement, globals, banners, 1);
    });
  },
};

/** The pause button stops the rotation (the slides become a polite live region); play resumes it. */
export const Paused: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    const banners = localeBanners(globals);
    const carousel = () => region(canvasElement, globals);
    await step("presses Pause and moves away: Play is offered and the banners hold", async () => {
      await userEvent.click(within(carousel()).getByRole("button", { name: pauseName(globals) }));
      // Leave the carousel so that only the pause setting can hold it.
      await userEvent.unhover(carousel());
      within(carousel())
        .getByRole("button", { name: playName(globals) })
        .blur();
      await expect(within(carousel()).getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectHeld(currentSlide(canvasElement, globals));
    });
    await step("presses Play: the next banner comes on its own", async () => {
      const shown = shownNumber(canvasElement, globals, banners.length);
      await userEvent.click(within(carousel()).getByRole("button", { name: playName(globals) }));
      await expect(within(carousel()).getByRole("button", { name: pauseName(globals) })).toBeVisible();
      await expectShowing(canvasElement, globals, banners, (shown % banners.length) + 1);
    });
  },
};

/** Hovering the carousel holds the rotation; leaving it resumes. */
export const HoverPauses: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    const carousel = () => region(canvasElement, globals);
    let shown: string | null = null;
    await step("points at the carousel: the banner holds, and Pause is still offered", async () => {
      await userEvent.hover(carousel());
      await expectHeld(currentSlide(canvasElement, globals));
      await expect(within(carousel()).getByRole("button", { name: pauseName(globals) })).toBeVisible();
      shown = currentSlide(canvasElement, globals).getAttribute("aria-label");
    });
    await step("moves the pointer away: the next banner comes on its own", async () => {
      await userEvent.unhover(carousel());
      await waitFor(() => expect(currentSlide(canvasElement, globals)).not.toHaveAttribute("aria-label", shown), {
        timeout: 5000,
      });
    });
  },
};

/** Keyboard focus inside the carousel holds the rotation; moving focus out resumes it. */
export const FocusPauses: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    const carousel = () => region(canvasElement, globals);
    let shown: string | null = null;
    await step("tabs to Pause, then to Previous: the banner holds while focus is inside", async () => {
      await userEvent.tab();
      await expect(within(carousel()).getByRole("button", { name: pauseName(globals) })).toHaveFocus();
      await userEvent.tab();
      await expect(
        within(carousel()).getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.previousId) }),
      ).toHaveFocus();
      await expectHeld(currentSlide(canvasElement, globals));
      shown = currentSlide(canvasElement, globals).getAttribute("aria-label");
    });
    await step("moves focus out of the carousel: the next banner comes on its own", async () => {
      (document.activeElement as HTMLElement).blur();
      await waitFor(() => expect(currentSlide(canvasElement, globals)).not.toHaveAttribute("aria-label", shown), {
        timeout: 5000,
      });
    });
  },
};

/** An indicator bar shows its banner; previous and next step and wrap around the ends. */
export const IndicatorsAndArrows: Story = {
  args: { autoPlay: false },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const banners = localeBanners(globals);
    const total = banners.length;
    const indicator = (number: number) =>
      canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.showSlideId, { number, total }) });
    const previous = () => canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.previousId) });
    await step("sees the first banner, its indicator marked current", async () => {
      await expectShowing(canvasElement, globals, banners, 1);
    });
    await step("presses the third indicator: the third banner shows", async () => {
      await userEvent.click(indicator(3));
      await expectShowing(canvasElement, globals, banners, 3);
    });
    await step("presses Next: the fourth banner shows", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.nextId) }));
      await expectShowing(canvasElement, globals, banners, 4);
    });
    await step("presses the first indicator, then Previous: the last banner shows", async () => {
      await userEvent.click(indicator(1));
      await userEvent.click(previous());
      await expectShowing(canvasElement, globals, banners, total);
    });
    await step("presses Enter on Previous: the banner before the last shows", async () => {
      await expect(previous()).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expectShowing(canvasElement, globals, banners, total - 1);
    });
    await step("sees exactly one indicator marked current", async () => {
      await expect(within(region(canvasElement, globals)).getAllByRole("button", { current: true })).toHaveLength(1);
    });
  },
};

/** Under reduced motion the carousel starts paused and never advances on its own. */
export const ReducedMotion: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS, reducedMotion: true },
  play: async ({ step, canvasElement, globals }) => {
    await step("asks for reduced motion: the carousel starts paused on the first banner, Play offered", async () => {
      await expect(
        within(region(canvasElement, globals)).getByRole("button", { name: playName(globals) }),
      ).toBeVisible();
      await expectShowing(canvasElement, globals, localeBanners(globals), 1);
    });
    await step("hears the banner it holds: the slides are a polite live region", async () => {
      await expectHeld(currentSlide(canvasElement, globals));
    });
  },
};

/**
 * English fallback: a language without banners (Portuguese in the mock API) shows the English
 * list, while the controls stay in the page's language.
 */
export const EnglishFallback: Story = {
  args: { autoPlay: false },
  parameters: { banners: "englishFallback" satisfies BannerSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the first English banner, for a language that has none", async () => {
      await expectShowing(canvasElement, globals, englishBanners(), 1);
      await expect(currentSlide(canvasElement, globals)).toHaveTextContent(STORY_BANNER_RECORDS.en[0]!.desc);
    });
    await step("is offered Play in the page's own language", async () => {
      await expect(within(canvasElement).getByRole("button", { name: playName(globals) })).toBeVisible();
    });
  },
};

/**
 * Long text over a white picture: the title and the description are clamped to three lines
 * (the whole text stays readable by assistive technology) and the height stays 450 px.
 */
export const LongText: Story = {
  args: { autoPlay: false },
  parameters: { banners: "longText" satisfies BannerSet },
  play: async ({ step, canvasElement, globals }) => {
    const banners = longBanners(globals);
    const description = () => within(currentSlide(canvasElement, globals)).getByText(banners[0]!.desc);
    await step("sees the carousel keep its 450 px height", async () => {
      await expect(region(canvasElement, globals).getBoundingClientRect().height, "the carousel's height, px").toBe(
        BANNER_HEIGHT_PX,
      );
    });
    await step(`reads the description cut to ${BANNER_DESC_LINES} lines; a screen reader gets all of it`, async () => {
      await expect(description()).toHaveTextContent(banners[0]!.desc);
      await expect(description()).toHaveStyle({ "-webkit-line-clamp": String(BANNER_DESC_LINES) });
      await expect(description().scrollHeight, "the whole description's height, px").toBeGreaterThan(
        description().clientHeight,
      );
      const lineHeight = parseFloat(getComputedStyle(description()).lineHeight);
      await expect(description().clientHeight, "the shown description's height, px").toBeLessThanOrEqual(
        Math.ceil(lineHeight * BANNER_DESC_LINES) + 1,
      );
    });
    await step("sees no text run under the controls", async () => {
      // The controls sit in one row of 44 px buttons: the row starts where its buttons do.
      const controls = within(region(canvasElement, globals)).getByRole("button", { name: playName(globals) });
      await expect(
        description().getBoundingClientRect().bottom,
        "the description's bottom edge, px",
      ).toBeLessThanOrEqual(controls.getBoundingClientRect().top);
    });
  },
};

/** A single banner: no rotation and no controls. */
export const SingleBanner: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  parameters: { banners: "single" satisfies BannerSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the one banner's title", async () => {
      await expect(within(currentSlide(canvasElement, globals)).getByRole("heading", { level: 2 })).toHaveTextContent(
        localeBanners(globals)[0]!.title,
      );
    });
    await step("finds no controls: there is nothing to turn", async () => {
      await expect(within(canvasElement).queryAllByRole("button")).toHaveLength(0);
    });
  },
};

/** No banners, and none coming: a neutral block of the same height, hidden from assistive technology. */
export const Empty: Story = {
  parameters: { banners: "empty" satisfies BannerSet },
  play: async ({ step, canvasElement }) => {
    // The empty block is decoration, hidden from assistive technology: no accessible query reaches it.
    const block = () => decorativePart(canvasElement, "[data-slot=banner-carousel]");
    await step("sees a neutral block as tall as the banners, so nothing moves when they come", async () => {
      await expect(block().getBoundingClientRect().height, "the block's height, px").toBe(BANNER_HEIGHT_PX);
    });
    await step("hears nothing of it: no carousel, the block hidden from screen readers", async () => {
      await expect(block(), "the block, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
      await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
    });
  },
};

/**
 * Banners still loading (the page's own copy had none): the block of the same height with bars where
 * the title and description will come, pulsing unless motion is reduced; a busy region that says
 * 'Loading…'.
 */
export const Loading: Story = {
  parameters: { banners: "empty" satisfies BannerSet },
  args: { loading: true },
  play: async ({ step, canvasElement, globals }) => {
    const region = () =>
      within(canvasElement).getByRole("region", { name: storyMessage(globals, BANNER_COPY.regionLabelId) });
    await step(
      `sees the banners' region busy, telling a screen reader "${storyMessage(globals, SHELL_COPY.loadingId)}"`,
      async () => {
        await expect(region()).toHaveAttribute("aria-busy", "true");
        await expect(within(region()).getByText(storyMessage(globals, SHELL_COPY.loadingId))).toBeInTheDocument();
      },
    );
    await step("sees the skeleton as tall as the banners, so nothing moves when they come", async () => {
      await expect(region().getBoundingClientRect().height, "the block's height, px").toBe(BANNER_HEIGHT_PX);
      // The skeleton is hidden from assistive technology (the busy region speaks for it).
      await expect(decorativePart(canvasElement, "[data-slot=banner-carousel-skeleton]")).toBeVisible();
      await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
    });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await step(still ? "sees the bars stand still: motion is reduced" : "sees the bars pulse", async () => {
      const bar = decorativePart(canvasElement, "[data-slot=banner-carousel-skeleton] > div");
      await expect(getComputedStyle(bar).animationName).toBe(still ? "none" : "pulse");
    });
  },
};

/**
 * The spec sheet, paused: the default carousel, its controls hovered and focused from the keyboard,
 * centred text, long text, a single banner without a picture, and the empty state (no banners: the
 * brand gradient holding the carousel's place). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { autoPlay: false },
  render: (args, { globals }) => {
    const banners = localeBanners(globals);
    const states: { spec: string[]; state: SpecState; props: Partial<BannerCarouselProps>; banners: Banner[] }[] = [
      { spec: [], state: "default", props: {}, banners },
      { spec: ["controls"], state: "hover", props: {}, banners },
      { spec: ["controls"], state: "focus-visible", props: {}, banners },
      { spec: ["align=center"], state: "default", props: { align: "center", initialIndex: 1 }, banners },
      { spec: ["longText"], state: "default", props: {}, banners: longBanners(globals) },
      {
        spec: ["banners=1", "image=null"],
        state: "default",
        props: {},
        banners: banners.slice(0, 1).map((banner) => ({ ...banner, image: null })),
      },
      { spec: ["banners=0"], state: "empty", props: {}, banners: [] },
    ];
    // Landmarks on one page need distinct names: "Featured", then "Featured 2 of 7" and so on.
    const base = storyMessage(globals, BANNER_COPY.regionLabelId);
    return (
      <SpecSheet layout="stack">
        {states.map((state, position) => (
          <SpecCell key={[...state.spec, state.state].join()} spec={state.spec} state={state.state}>
            <BannerCarousel
              {...args}
              {...state.props}
              aria-label={nthLandmarkName(globals, base, position, states.length)}
              banners={state.banners}
            />
          </SpecCell>
        ))}
      </SpecSheet>
    );
  },
  play: async ({ step, canvas, canvasElement }) => {
    await step("sees six paused carousels, each 450 px tall", async () => {
      const carousels = canvas.getAllByRole("region");
      await expect(carousels).toHaveLength(6);
      for (const carousel of carousels) {
        await expect(carousel.getBoundingClientRect().height, "a carousel's height, px").toBe(BANNER_HEIGHT_PX);
      }
    });
    await step("sees the empty block below them, as tall", async () => {
      // The empty block is decoration, hidden from assistive technology: no accessible query reaches it.
      const block = decorativePart(canvasElement, "[data-slot=banner-carousel][aria-hidden]");
      await expect(block.getBoundingClientRect().height, "the empty block's height, px").toBe(BANNER_HEIGHT_PX);
    });
  },
};
