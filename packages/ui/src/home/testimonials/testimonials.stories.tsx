import type { MouseEvent } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  BOOK_DEMO_HREF,
  CAROUSEL_COPY,
  SHELL_COPY,
  TESTIMONIALS_BY_LOCALE,
  TESTIMONIALS_COPY,
  type Testimonial,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { expectHeld, SHORT_INTERVAL_MS } from "../../test/carousel-story-helpers.ts";
import { Testimonials } from "./testimonials.tsx";

type Globals = Record<string, unknown>;

const localeTestimonials = (globals: Globals): readonly Testimonial[] =>
  TESTIMONIALS_BY_LOCALE[storyLocale(globals).code];

const meta = {
  // The layout, and so the interaction, changes below 768 px: play functions run at mobile width too.
  tags: ["mobile-interaction"],
  title: "Sections/Home/Testimonials",
  id: "home-testimonials",
  component: Testimonials,
  parameters: { layout: "fullscreen" },
  // The story page must not navigate away: the site's handler scrolls instead.
  args: {
    onBookDemoClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    autoPlay: true,
    tone: "elevated",
  },
  argTypes: {
    testimonials: { control: false },
    locale: { control: false },
    tone: { control: "inline-radio", options: ["elevated", "muted"] },
    intervalMs: { control: { type: "number", min: 300, step: 100 } },
    reducedMotion: { control: "boolean" },
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many cards this viewport shows: three from 1024 px, two from 768 px, else one. */
const cardsForViewport = () => (window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1);

function carousel(canvasElement: HTMLElement, globals: Globals) {
  return within(canvasElement).getByRole("group", { name: storyMessage(globals, TESTIMONIALS_COPY.regionLabelId) });
}

/** The numbers (1-based) of the testimonials the visitor sees, in order, read from their slide labels. */
function shownNumbers(canvasElement: HTMLElement, globals: Globals, total: number): number[] {
  const cards = within(carousel(canvasElement, globals))
    .queryAllByRole("group")
    .filter((card) => card.getAttribute("data-slot") === "testimonial-card");
  return cards.map((card) =>
    Array.from({ length: total }, (_, position) => position + 1).find(
      (number) =>
        card.getAttribute("aria-label") === storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number, total }),
    ),
  ) as number[];
}

/** The cards that should show when testimonial `first` (1-based) leads. */
const expectedNumbers = (first: number, total: number) =>
  Array.from({ length: Math.min(cardsForViewport(), total) }, (_, offset) => ((first - 1 + offset) % total) + 1);

async function expectLeading(canvasElement: HTMLElement, globals: Globals, first: number, total: number) {
  await waitFor(() => expect(shownNumbers(canvasElement, globals, total)).toEqual(expectedNumbers(first, total)), {
    timeout: 5000,
  });
}

/**
 * The cards' live region: polite while they hold (hover, focus, pause, reduced motion), off while
 * they rotate. That held cards then stay for good is the rotation engine's own test
 * (use-auto-advance.test.tsx, with a fake clock); here the hold is read from this state.
 */
const cards = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-slot=testimonials-cards]");

const pauseName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.pauseId);
const playName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.playId);

/** Controls for every prop; the four testimonials of the story's language, 3 s interval. */
export const Playground: Story = {};

/**
 * Headline, 'Book a Demo.' and the cards: three on desktop, two on tablets, one on phones. Each card
 * shows the quote in the page's language and links to the client's site in a new tab.
 */
export const Content: Story = {
  args: { autoPlay: false },
  play: async ({ step, args, canvasElement, globals }) => {
    await step("headline, 'Book a Demo.' and the cards: three on desktop, two on tablets, one on phones", async () => {
      const canvas = within(canvasElement);
      const testimonials = localeTestimonials(globals);
      const headline = [TESTIMONIALS_COPY.headlineAudiencesId, TESTIMONIALS_COPY.headlineSuccessId]
        .map((id) => storyMessage(globals, id))
        .join(" ");
      await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(headline);
      const bookDemo = canvas.getByRole("link", { name: storyMessage(globals, TESTIMONIALS_COPY.bookDemoId) });
      await expect(bookDemo).toHaveAttribute("href", BOOK_DEMO_HREF);
      await userEvent.click(bookDemo);
      await expect(args.onBookDemoClick).toHaveBeenCalledOnce();

      const group = carousel(canvasElement, globals);
      await expect(group).toHaveAttribute(
        "aria-roledescription",
        storyMessage(globals, CAROUSEL_COPY.roleDescriptionId),
      );
      await expect(shownNumbers(canvasElement, globals, testimonials.length)).toEqual(
        expectedNumbers(1, testimonials.length),
      );
      for (const number of shownNumbers(canvasElement, globals, testimonials.length)) {
        const testimonial = testimonials[number - 1]!;
        const card = within(group).getByRole("group", {
          name: storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number, total: testimonials.length }),
        });
        await expect(card).toHaveAttribute(
          "aria-roledescription",
          storyMessage(globals, CAROUSEL_COPY.slideRoleDescriptionId),
        );
        await expect(card).toHaveTextContent(storyMessage(globals, testimonial.descId));
        const link = within(card).getByRole("link", {
          name: [
            storyMessage(globals, TESTIMONIALS_COPY.clientLinkId, { client: testimonial.client }),
            storyMessage(globals, SHELL_COPY.newTabHintId),
          ].join(" "),
        });
        await expect(link).toHaveAttribute("href", testimonial.link);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveTextContent(testimonial.client);
        await expect(link.querySelector(`[data-logo="${testimonial.logo}"]`)).toBeInTheDocument();
      }
    });
  },
};

/** Playing: the first card moves on by one every interval (300 ms here, 3 s on the site) and wraps. */
export const Playing: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "playing: the first card moves on by one every interval (300 ms here, 3 s on the site) and wraps",
      async () => {
        const total = localeTestimonials(globals).length;
        await expect(within(canvasElement).getByRole("button", { name: pauseName(globals) })).toBeVisible();
        await expect(canvasElement.querySelector("[data-slot=testimonials-cards]")).toHaveAttribute("aria-live", "off");
        for (let first = 1; first <= total; first += 1) await expectLeading(canvasElement, globals, first, total);
        await expectLeading(canvasElement, globals, 1, total);
      },
    );
  },
};

/** The pause button stops the rotation (the cards become a polite live region); play resumes it. */
export const Paused: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const total = localeTestimonials(globals).length;
    await step("presses Pause and moves away: Play is offered and the cards hold", async () => {
      await userEvent.click(canvas.getByRole("button", { name: pauseName(globals) }));
      await userEvent.unhover(carousel(canvasElement, globals));
      canvas.getByRole("button", { name: playName(globals) }).blur();
      await expect(canvas.getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectHeld(cards(canvasElement));
    });
    await step("presses Play: the next card leads on its own", async () => {
      const [first] = shownNumbers(canvasElement, globals, total);
      await userEvent.click(canvas.getByRole("button", { name: playName(globals) }));
      await expectLeading(canvasElement, globals, (first! % total) + 1, total);
    });
  },
};

/** Hovering the cards holds the rotation, and so does focus inside; leaving resumes it. */
export const HoverAndFocusPause: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    const total = localeTestimonials(globals).length;
    const group = () => carousel(canvasElement, globals);
    let first: number | undefined;
    await step("points at the cards: they hold", async () => {
      await userEvent.hover(group());
      await expectHeld(cards(canvasElement));
      [first] = shownNumbers(canvasElement, globals, total);
    });
    await step("moves the pointer away: the next card leads on its own", async () => {
      await userEvent.unhover(group());
      await waitFor(() => expect(shownNumbers(canvasElement, globals, total)[0]).not.toBe(first), { timeout: 5000 });
    });
    await step("focuses a client link in the cards: they hold", async () => {
      within(group()).getAllByRole("link")[0]!.focus();
      await expectHeld(cards(canvasElement));
      [first] = shownNumbers(canvasElement, globals, total);
    });
    await step("moves focus out: the next card leads on its own", async () => {
      (document.activeElement as HTMLElement).blur();
      await waitFor(() => expect(shownNumbers(canvasElement, globals, total)[0]).not.toBe(first), { timeout: 5000 });
    });
  },
};

/** Previous and next move by one card and wrap around the ends. */
export const PreviousAndNext: Story = {
  args: { autoPlay: false },
  play: async ({ step, canvasElement, globals }) => {
    await step("previous and next move by one card and wrap around the ends", async () => {
      const total = localeTestimonials(globals).length;
      const canvas = within(canvasElement);
      await expectLeading(canvasElement, globals, 1, total);
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.previousId) }));
      await expectLeading(canvasElement, globals, total, total);
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.nextId) }));
      await userEvent.keyboard("{Enter}");
      await expectLeading(canvasElement, globals, 2, total);
    });
  },
};

/** Under reduced motion the cards start paused and never move on their own. */
export const ReducedMotion: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS, reducedMotion: true },
  play: async ({ step, canvasElement, globals }) => {
    await step("with reduced motion asked for, the cards start paused with the first one leading", async () => {
      await expect(within(canvasElement).getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectHeld(cards(canvasElement));
      await expectLeading(canvasElement, globals, 1, localeTestimonials(globals).length);
    });
  },
};

/** Client names far longer than usual wrap inside their cards. */
export const LongText: Story = {
  args: { autoPlay: false },
  render: (args, { globals }) => (
    <Testimonials
      {...args}
      testimonials={localeTestimonials(globals).map((testimonial) => ({
        ...testimonial,
        client: [testimonial.client, testimonial.client, testimonial.client].join(" "),
      }))}
    />
  ),
  play: async ({ step, canvasElement, globals }) => {
    await step("client names far longer than usual wrap inside their cards", async () => {
      for (const link of within(carousel(canvasElement, globals)).getAllByRole("link")) {
        const card = link.closest<HTMLElement>("[data-slot=testimonial-card]")!;
        await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
      }
    });
  },
};

/** A single testimonial: no rotation and no controls. */
export const SingleItem: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  render: (args, { globals }) => <Testimonials {...args} testimonials={localeTestimonials(globals).slice(0, 1)} />,
  play: async ({ step, canvasElement, globals }) => {
    await step("a single testimonial: no rotation and no controls", async () => {
      const group = carousel(canvasElement, globals);
      await expect(within(group).queryAllByRole("button")).toHaveLength(0);
      await expect(shownNumbers(canvasElement, globals, 1)).toEqual([1]);
    });
  },
};

/** No testimonials: the headline and 'Book a Demo.' only. */
export const Empty: Story = {
  render: (args) => <Testimonials {...args} testimonials={[]} />,
  play: async ({ step, canvasElement, globals }) => {
    await step("no testimonials: the headline and 'Book a Demo.' only", async () => {
      const canvas = within(canvasElement);
      await expect(
        canvas.getByRole("link", { name: storyMessage(globals, TESTIMONIALS_COPY.bookDemoId) }),
      ).toBeVisible();
      await expect(
        canvas.queryByRole("group", { name: storyMessage(globals, TESTIMONIALS_COPY.regionLabelId) }),
      ).not.toBeInTheDocument();
    });
  },
};

/** Paused, for visual regression: elevated cards from the first, tinted cards from the third. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { autoPlay: false },
  render: (args, { globals }) => (
    <>
      <Testimonials {...args} />
      {/* Landmarks on one page need distinct names. */}
      <Testimonials
        {...args}
        tone="muted"
        initialIndex={2}
        aria-labelledby={undefined}
        aria-label={storyMessage(globals, TESTIMONIALS_COPY.regionLabelId)}
      />
    </>
  ),
  play: async ({ step, canvasElement }) => {
    await step(
      "paused, for visual regression: elevated cards from the first, tinted cards from the third",
      async () => {
        await expect(canvasElement.querySelectorAll("[data-slot=testimonials]")).toHaveLength(2);
      },
    );
  },
};
