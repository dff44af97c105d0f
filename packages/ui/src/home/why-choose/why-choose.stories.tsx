import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  LANDING_PAGES,
  WHY_CHOOSE_CARDS,
  WHY_CHOOSE_TITLE_ID,
  type WhyChooseCard,
  type MessageId,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage, readText } from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { WhyChoose } from "./why-choose.tsx";

const meta = {
  title: "Sections/Home/WhyChoose",
  id: "home-whychoose",
  component: WhyChoose,
  parameters: { layout: "fullscreen" },
  args: { cards: WHY_CHOOSE_CARDS, tone: "plain", align: "center" },
  argTypes: {
    tone: { control: "inline-radio", options: ["plain", "muted", "brand"] },
    align: { control: "inline-radio", options: ["start", "center"] },
    titleId: { control: false },
    cards: { control: "object" },
  },
} satisfies Meta<typeof WhyChoose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

/**
 * The home page's three cards, each with a picture, a title and a description, in a section named by
 * its heading; stacked on phones, side by side from 768 px.
 */
export const Default: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    await step(
      "the home page's three cards, each with a picture, a title and a description, in a section named by its heading; stacked on phones, side by side from 768 px",
      async () => {
        const section = canvas.getByRole("region", { name: storyName(globals, WHY_CHOOSE_TITLE_ID) });
        const cards = within(section).getAllByRole("listitem");
        await expect(cards).toHaveLength(3);
        for (const [index, card] of WHY_CHOOSE_CARDS.entries()) {
          const item = cards[index]!;
          await expect(
            within(item).getByRole("heading", { level: 3, name: storyName(globals, card.titleId) }),
          ).toBeVisible();
          await expect(item).toHaveTextContent(storyMessage(globals, card.descId));
          // The picture is decoration: drawn, hidden from assistive technology.
          await expect(item.querySelector(`[data-art="${card.image}"] svg`)).toHaveAttribute("aria-hidden", "true");
        }
        const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
        if (window.innerWidth >= 768) {
          await expect(new Set(tops).size).toBe(1);
        } else {
          for (let index = 1; index < cards.length; index++) {
            await expect(tops[index]!).toBeGreaterThanOrEqual(cards[index - 1]!.getBoundingClientRect().bottom);
          }
        }
      },
    );
  },
};

/** The same section reused with other copy: the services landing page's reasons. */
export const LandingReasons: Story = {
  args: { titleId: LANDING_PAGES.services.reasons.titleId, cards: LANDING_PAGES.services.reasons.items },
  play: async ({ step, canvas, globals }) => {
    await step("the same section reused with other copy: the services landing page's reasons", async () => {
      const section = canvas.getByRole("region", {
        name: storyName(globals, LANDING_PAGES.services.reasons.titleId),
      });
      await expect(within(section).getAllByRole("heading", { level: 3 }).map(readText)).toEqual(
        LANDING_PAGES.services.reasons.items.map((item) => storyMessage(globals, item.titleId)),
      );
    });
  },
};

const LONG_CARDS: readonly WhyChooseCard[] = [
  {
    id: "long",
    image: "support247",
    titleId: "home.services.mobileDevelopment.title",
    descId: "privacy.introduction.p1",
  },
  ...WHY_CHOOSE_CARDS.slice(1),
];

/** A card with much longer copy: the cards of a row grow to the same height. */
export const LongText: Story = {
  tags: ["mobile-interaction"],
  args: { cards: LONG_CARDS },
  play: async ({ step, canvas, globals }) => {
    await step("a card with much longer copy: the cards of a row grow to the same height", async () => {
      const cards = canvas.getAllByRole("listitem");
      await expect(cards[0]).toHaveTextContent(storyMessage(globals, "privacy.introduction.p1"));
      if (window.innerWidth >= 768) {
        const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
        await expect(new Set(heights).size).toBe(1);
      }
    });
  },
};

/** A card whose artwork key has no picture gets a neutral one instead of an empty tile. */
export const UnknownArtwork: Story = {
  args: { cards: [{ ...WHY_CHOOSE_CARDS[0], id: "new", image: "notDrawnYet" }] },
  play: async ({ step, canvas }) => {
    await step("a card whose artwork key has no picture gets a neutral one instead of an empty tile", async () => {
      const card = canvas.getByRole("listitem");
      await expect(card.querySelector('[data-art="fallback"] svg')).toBeInTheDocument();
    });
  },
};

/** No cards: the section is left out rather than showing a heading over nothing. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ step, canvasElement }) => {
    await step("no cards: the section is left out rather than showing a heading over nothing", async () => {
      await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
      await expect(within(canvasElement).queryByRole("heading")).not.toBeInTheDocument();
    });
  },
};

/** Home cards, the landing reasons on a muted band and the fallback picture: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <>
      <WhyChoose {...args} />
      <WhyChoose
        tone="muted"
        align="start"
        titleId={LANDING_PAGES.services.reasons.titleId}
        cards={[...LANDING_PAGES.services.reasons.items.slice(0, 2), { ...LONG_CARDS[0]!, image: "notDrawnYet" }]}
      />
    </>
  ),
};
