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
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import {
  ALL_STATES_PARAMETERS,
  containsText,
  decorativePart,
  nthLandmarkName,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { expectHeld, liveRegionAround, SHORT_INTERVAL_MS } from "../../test/carousel-story-helpers.ts";
import { BREAKPOINT_PX } from "../../tokens/breakpoints.ts";
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
const cardsForViewport = () =>
  window.innerWidth >= BREAKPOINT_PX.lg ? 3 : window.innerWidth >= BREAKPOINT_PX.md ? 2 : 1;

function carousel(canvasElement: HTMLElement, globals: Globals) {
  return within(canvasElement).getByRole("group", { name: storyMessage(globals, TESTIMONIALS_COPY.regionLabelId) });
}

/** The cards the visitor sees, in order: slides hidden at this width are out of the accessibility tree. */
const shownCards = (canvasElement: HTMLElement, globals: Globals) =>
  within(carousel(canvasElement, globals)).queryAllByRole("group");

/** The numbers (1-based) of the testimonials the visitor sees, in order, read from their slide labels. */
function shownNumbers(canvasElement: HTMLElement, globals: Globals, total: number): number[] {
  return shownCards(canvasElement, globals).map((card) =>
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
  play: async ({ step, args, canvas, canvasElement, globals }) => {
    const testimonials = localeTestimonials(globals);
    const bookDemo = () => canvas.getByRole("link", { name: storyMessage(globals, TESTIMONIALS_COPY.bookDemoId) });
    await step("sees the headline and 'Book a Demo.' under it", async () => {
      const headline = [TESTIMONIALS_COPY.headlineAudiencesId, TESTIMONIALS_COPY.headlineSuccessId]
        .map((id) => storyMessage(globals, id))
        .join(" ");
      await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(headline);
      await expect(bookDemo()).toHaveAttribute("href", BOOK_DEMO_HREF);
    });
    await step("presses 'Book a Demo.': the site is told (it then scrolls to the form)", async () => {
      await userEvent.click(bookDemo());
      await expect(args.onBookDemoClick).toHaveBeenCalledOnce();
    });
    await step(
      cardsForViewport() === 1
        ? "sees one card at this width, the first"
        : `sees ${cardsForViewport()} cards side by side at this width, from the first`,
      async () => {
        await expect(carousel(canvasElement, globals)).toHaveAttribute(
          "aria-roledescription",
          storyMessage(globals, CAROUSEL_COPY.roleDescriptionId),
        );
        await expect(shownNumbers(canvasElement, globals, testimonials.length)).toEqual(
          expectedNumbers(1, testimonials.length),
        );
      },
    );
    await step(
      "reads each card: the quote in this language and a link to the client's site, in a new tab",
      async () => {
        const group = carousel(canvasElement, globals);
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
          // The client's mark is decoration, hidden from assistive technology: the link's name speaks for it.
          await expect(
            decorativePart(link, `[data-logo="${testimonial.logo}"]`),
            "the client's mark",
          ).toBeInTheDocument();
        }
      },
    );
  },
};

/** Playing: the first card moves on by one every interval (300 ms here, 3 s on the site) and wraps. */
export const Playing: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const total = localeTestimonials(globals).length;
    await step("is offered Pause, and hears nothing of the turning cards", async () => {
      await expect(canvas.getByRole("button", { name: pauseName(globals) })).toBeVisible();
      await expect(liveRegionAround(shownCards(canvasElement, globals)[0]!), "the cards' live region").toHaveAttribute(
        "aria-live",
        "off",
      );
    });
    await step(`watches each of the ${total} cards lead in turn, moving on by one`, async () => {
      for (let first = 1; first <= total; first += 1) await expectLeading(canvasElement, globals, first, total);
    });
    await step("sees the first card lead again after the last", async () => {
      await expectLeading(canvasElement, globals, 1, total);
    });
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
      await expectHeld(shownCards(canvasElement, globals)[0]!);
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
      await expectHeld(shownCards(canvasElement, globals)[0]!);
      [first] = shownNumbers(canvasElement, globals, total);
    });
    await step("moves the pointer away: the next card leads on its own", async () => {
      await userEvent.unhover(group());
      await waitFor(() => expect(shownNumbers(canvasElement, globals, total)[0]).not.toBe(first), { timeout: 5000 });
    });
    await step("focuses a client link in the cards: they hold", async () => {
      within(group()).getAllByRole("link")[0]!.focus();
      await expectHeld(shownCards(canvasElement, globals)[0]!);
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
  play: async ({ step, canvas, canvasElement, globals }) => {
    const total = localeTestimonials(globals).length;
    await step("sees the first card leading", async () => {
      await expectLeading(canvasElement, globals, 1, total);
    });
    await step("presses Previous: the last card leads", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.previousId) }));
      await expectLeading(canvasElement, globals, total, total);
    });
    await step("presses Next, then Enter on it: the second card leads", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, CAROUSEL_COPY.nextId) }));
      await userEvent.keyboard("{Enter}");
      await expectLeading(canvasElement, globals, 2, total);
    });
  },
};

/** Under reduced motion the cards start paused and never move on their own. */
export const ReducedMotion: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS, reducedMotion: true },
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step("asks for reduced motion: the cards start paused with the first leading, Play offered", async () => {
      await expect(canvas.getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectLeading(canvasElement, globals, 1, localeTestimonials(globals).length);
    });
    await step("hears the cards it holds: they are a polite live region", async () => {
      await expectHeld(shownCards(canvasElement, globals)[0]!);
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
    await step("sees each long client name wrap inside its card", async () => {
      for (const card of shownCards(canvasElement, globals)) {
        await expect(
          within(card).getByRole("link").getBoundingClientRect().right,
          "the client link's right edge, px",
        ).toBeLessThanOrEqual(card.getBoundingClientRect().right);
      }
    });
  },
};

/** A single testimonial: no rotation and no controls. */
export const SingleItem: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  render: (args, { globals }) => <Testimonials {...args} testimonials={localeTestimonials(globals).slice(0, 1)} />,
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the one card", async () => {
      await expect(shownNumbers(canvasElement, globals, 1)).toEqual([1]);
    });
    await step("finds no controls: there is nothing to turn", async () => {
      await expect(within(carousel(canvasElement, globals)).queryAllByRole("button")).toHaveLength(0);
    });
  },
};

/** No testimonials: the headline and 'Book a Demo.' only. */
export const Empty: Story = {
  render: (args) => <Testimonials {...args} testimonials={[]} />,
  play: async ({ step, canvas, globals }) => {
    await step("sees 'Book a Demo.' under the headline", async () => {
      await expect(
        canvas.getByRole("link", { name: storyMessage(globals, TESTIMONIALS_COPY.bookDemoId) }),
      ).toBeVisible();
    });
    await step("finds no cards", async () => {
      await expect(
        canvas.queryByRole("group", { name: storyMessage(globals, TESTIMONIALS_COPY.regionLabelId) }),
      ).not.toBeInTheDocument();
    });
  },
};

/**
 * The spec sheet, paused: elevated cards from the first, then with the controls and links hovered
 * and focused from the keyboard, and tinted cards from the third. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { autoPlay: false },
  render: (args, { globals }) => {
    // Landmarks on one page need distinct names: the copies beside the first are named apart.
    const name = (position: number) =>
      position === 0
        ? {}
        : {
            "aria-labelledby": undefined,
            "aria-label": nthLandmarkName(globals, storyMessage(globals, TESTIMONIALS_COPY.regionLabelId), position, 4),
          };
    return (
      <SpecSheet layout="stack">
        <SpecCell spec={["tone=elevated"]} state="default">
          <Testimonials {...args} {...name(0)} />
        </SpecCell>
        <SpecCell spec={["tone=elevated"]} state="hover">
          <Testimonials {...args} {...name(1)} />
        </SpecCell>
        <SpecCell spec={["tone=elevated"]} state="focus-visible">
          <Testimonials {...args} {...name(2)} />
        </SpecCell>
        <SpecCell spec={["tone=muted", "initialIndex=2"]} state="default">
          <Testimonials {...args} {...name(3)} tone="muted" initialIndex={2} />
        </SpecCell>
      </SpecSheet>
    );
  },
  play: async ({ step, canvas, globals }) => {
    const total = localeTestimonials(globals).length;
    const carousels = () =>
      canvas.getAllByRole("group", { name: containsText(storyMessage(globals, TESTIMONIALS_COPY.regionLabelId)) });
    const leading = (number: number) => storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number, total });
    await step("sees four paused carousels of cards", async () => {
      await expect(carousels()).toHaveLength(4);
    });
    await step("sees the elevated cards start from the first, the tinted ones from the third", async () => {
      await expect(within(carousels()[0]!).getAllByRole("group")[0]).toHaveAccessibleName(leading(1));
      await expect(within(carousels()[3]!).getAllByRole("group")[0]).toHaveAccessibleName(leading(3));
    });
  },
};
