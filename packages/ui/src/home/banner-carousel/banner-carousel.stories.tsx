import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { resolveBanners, type Banner } from "@studio/api";
import { BANNER_HEIGHT_PX, CAROUSEL_COPY, BANNER_COPY, BANNER_DESC_LINES } from "@studio/content";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { expectHeld, SHORT_INTERVAL_MS } from "../../test/carousel-story-helpers.ts";
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

/**
 * The slides' live region: polite while the banners hold (hover, focus, pause, reduced motion), off
 * while they rotate. That the held banner then stays for good is the rotation engine's own test
 * (use-auto-advance.test.tsx, with a fake clock); here the hold is read from this state.
 */
const slides = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-slot=banner-carousel-slides]");

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
    await step(
      "playing: the banners advance on their own (300 ms here, 4 s on the site) and wrap to the first after the last",
      async () => {
        const banners = localeBanners(globals);
        const carousel = region(canvasElement, globals);
        await expect(carousel).toHaveAttribute(
          "aria-roledescription",
          storyMessage(globals, CAROUSEL_COPY.roleDescriptionId),
        );
        await expect(currentSlide(canvasElement, globals)).toHaveAttribute(
          "aria-roledescription",
          storyMessage(globals, CAROUSEL_COPY.slideRoleDescriptionId),
        );
        await expect(within(carousel).getByRole("button", { name: pauseName(globals) })).toBeVisible();
        await expect(carousel.getBoundingClientRect().height).toBe(BANNER_HEIGHT_PX);
        await expect(canvasElement.querySelector("[data-slot=banner-carousel-slides]")).toHaveAttribute(
          "aria-live",
          "off",
        );
        for (let number = 1; number <= banners.length; number += 1) {
          await expectShowing(canvasElement, globals, banners, number);
        }
        await expectShowing(canvasElement, globals, banners, 1);
      },
    );
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
      await expectHeld(slides(canvasElement));
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
      await expectHeld(slides(canvasElement));
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
      await expectHeld(slides(canvasElement));
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
  play: async ({ step, canvasElement, globals }) => {
    await step("an indicator bar shows its banner; previous and next step and wrap around the ends", async () => {
      const banners = localeBanners(globals);
      const total = banners.length;
      const canvas = within(canvasElement);
      await expectShowing(canvasElement, globals, banners, 1);
      await userEvent.click(
        canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.showSlideId, { number: 3, total }) }),
      );
      await expectShowing(canvasElement, globals, banners, 3);
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.nextId) }));
      await expectShowing(canvasElement, globals, banners, 4);
      await userEvent.click(
        canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.showSlideId, { number: 1, total }) }),
      );
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.previousId) }));
      await expectShowing(canvasElement, globals, banners, total);
      await userEvent.keyboard("{Enter}");
      await expectShowing(canvasElement, globals, banners, total - 1);
      // Exactly one indicator is current.
      await expect(
        canvasElement.querySelectorAll("[data-slot=banner-carousel-indicator][aria-current=true]"),
      ).toHaveLength(1);
    });
  },
};

/** Under reduced motion the carousel starts paused and never advances on its own. */
export const ReducedMotion: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS, reducedMotion: true },
  play: async ({ step, canvasElement, globals }) => {
    await step("with reduced motion asked for, the carousel starts paused on the first banner", async () => {
      await expect(
        within(region(canvasElement, globals)).getByRole("button", { name: playName(globals) }),
      ).toBeVisible();
      await expectHeld(slides(canvasElement));
      await expectShowing(canvasElement, globals, localeBanners(globals), 1);
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
    await step(
      "english fallback: a language without banners (Portuguese in the mock API) shows the English list, while the controls stay in the page's language",
      async () => {
        await expectShowing(canvasElement, globals, englishBanners(), 1);
        await expect(currentSlide(canvasElement, globals)).toHaveTextContent(STORY_BANNER_RECORDS.en[0]!.desc);
        await expect(within(canvasElement).getByRole("button", { name: playName(globals) })).toBeVisible();
      },
    );
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
    await step(
      "long text over a white picture: the title and the description are clamped to three lines (the whole text stays readable by assistive technology) and the height stays 450 px",
      async () => {
        const banners = longBanners(globals);
        await expect(region(canvasElement, globals).getBoundingClientRect().height).toBe(BANNER_HEIGHT_PX);
        const slide = currentSlide(canvasElement, globals);
        const description = slide.querySelector<HTMLElement>("[data-slot=banner-carousel-description]")!;
        await expect(description).toHaveTextContent(banners[0]!.desc);
        await expect(getComputedStyle(description).webkitLineClamp).toBe(String(BANNER_DESC_LINES));
        await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
        const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
        await expect(description.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * BANNER_DESC_LINES) + 1);
        // Nothing of the text runs under the controls.
        const controls = canvasElement.querySelector("[data-slot=banner-carousel-controls]")!;
        await expect(description.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          controls.getBoundingClientRect().top,
        );
      },
    );
  },
};

/** A single banner: no rotation and no controls. */
export const SingleBanner: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  parameters: { banners: "single" satisfies BannerSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("a single banner: no rotation and no controls", async () => {
      const banners = localeBanners(globals).slice(0, 1);
      await expect(within(canvasElement).queryAllByRole("button")).toHaveLength(0);
      await expect(within(currentSlide(canvasElement, globals)).getByRole("heading", { level: 2 })).toHaveTextContent(
        banners[0]!.title,
      );
    });
  },
};

/** No banners (yet): a neutral block of the same height, hidden from assistive technology. */
export const Empty: Story = {
  parameters: { banners: "empty" satisfies BannerSet },
  play: async ({ step, canvasElement }) => {
    await step("no banners (yet): a neutral block of the same height, hidden from assistive technology", async () => {
      const block = canvasElement.querySelector<HTMLElement>("[data-slot=banner-carousel]")!;
      await expect(block).toHaveAttribute("aria-hidden", "true");
      await expect(block.getBoundingClientRect().height).toBe(BANNER_HEIGHT_PX);
      await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
    });
  },
};

/** Paused states stacked for visual regression: default, centred, long text, single, empty. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { autoPlay: false },
  render: (args, { globals }) => {
    const banners = localeBanners(globals);
    const states: { key: string; props: Partial<BannerCarouselProps>; banners: Banner[] }[] = [
      { key: "default", props: {}, banners },
      { key: "centred", props: { align: "center", initialIndex: 1 }, banners },
      { key: "long", props: {}, banners: longBanners(globals) },
      { key: "single", props: {}, banners: banners.slice(0, 1).map((banner) => ({ ...banner, image: null })) },
      { key: "empty", props: {}, banners: [] },
    ];
    // Landmarks on one page need distinct names: "Featured", then "Featured 2 of 5" and so on.
    const name = (position: number) =>
      [
        storyMessage(globals, BANNER_COPY.regionLabelId),
        position === 0
          ? ""
          : storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number: position + 1, total: states.length }),
      ].join(" ");
    return (
      <div className="flex flex-col gap-6">
        {states.map((state, position) => (
          <BannerCarousel
            key={state.key}
            {...args}
            {...state.props}
            aria-label={name(position).trim()}
            banners={state.banners}
          />
        ))}
      </div>
    );
  },
  play: async ({ step, canvasElement }) => {
    await step("paused states stacked for visual regression: default, centred, long text, single, empty", async () => {
      const carousels = canvasElement.querySelectorAll("[data-slot=banner-carousel]");
      await expect(carousels).toHaveLength(5);
      for (const carousel of carousels) {
        await expect(carousel.getBoundingClientRect().height).toBe(BANNER_HEIGHT_PX);
      }
    });
  },
};
