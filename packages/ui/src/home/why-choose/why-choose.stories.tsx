import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  LANDING_PAGES,
  WHY_CHOOSE_CARDS,
  WHY_CHOOSE_TITLE_ID,
  type WhyChooseCard,
  type MessageId,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, decorativePart, readText, sameText, storyMessage } from "../../test/story-helpers.ts";

/**
 * Matches an accessible name as the visitor reads it, whatever its white space: French puts a
 * no-break space before "?", which `storyMessage` turns into a plain space.
 */
const storyName = (globals: Record<string, unknown>, id: MessageId) => sameText(storyMessage(globals, id));
import { BREAKPOINT_PX } from "../../tokens/breakpoints.ts";
import { WhyChoose } from "./why-choose.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

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
    const cards = () =>
      within(canvas.getByRole("region", { name: storyName(globals, WHY_CHOOSE_TITLE_ID) })).getAllByRole("listitem");
    await step(
      `sees three cards under "${storyMessage(globals, WHY_CHOOSE_TITLE_ID)}", each a title and a text`,
      async () => {
        await expect(cards()).toHaveLength(3);
        for (const [index, card] of WHY_CHOOSE_CARDS.entries()) {
          await expect(
            within(cards()[index]!).getByRole("heading", { level: 3, name: storyName(globals, card.titleId) }),
          ).toBeVisible();
          await expect(cards()[index]).toHaveTextContent(storyMessage(globals, card.descId));
        }
      },
    );
    await step("sees a picture on each card, which screen readers skip", async () => {
      for (const [index, card] of WHY_CHOOSE_CARDS.entries()) {
        // The picture is decoration, hidden from assistive technology: no accessible query reaches it.
        await expect(
          decorativePart(cards()[index]!, `[data-art="${card.image}"] svg`),
          "the card's picture, hidden from screen readers",
        ).toHaveAttribute("aria-hidden", "true");
      }
    });
    const top = (card: HTMLElement) => Math.round(card.getBoundingClientRect().top);
    if (window.innerWidth >= BREAKPOINT_PX.md) {
      await step("sees the cards side by side", async () => {
        for (const card of cards()) await expect(top(card), "a card's top edge, px").toBe(top(cards()[0]!));
      });
    } else {
      await step("sees the cards one under the other", async () => {
        for (let index = 1; index < cards().length; index++) {
          await expect(top(cards()[index]!), "a card's top edge, px").toBeGreaterThanOrEqual(
            cards()[index - 1]!.getBoundingClientRect().bottom,
          );
        }
      });
    }
  },
};

/** The same section reused with other copy: the services landing page's reasons. */
export const LandingReasons: Story = {
  args: { titleId: LANDING_PAGES.services.reasons.titleId, cards: LANDING_PAGES.services.reasons.items },
  play: async ({ step, canvas, globals }) => {
    const titleId = LANDING_PAGES.services.reasons.titleId;
    await step(`sees the services page's reasons under "${storyMessage(globals, titleId)}"`, async () => {
      const section = canvas.getByRole("region", { name: storyName(globals, titleId) });
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
    await step("reads the long copy of the first card", async () => {
      await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent(
        storyMessage(globals, "privacy.introduction.p1"),
      );
    });
    if (window.innerWidth >= BREAKPOINT_PX.md) {
      await step("sees the cards of the row grow to the same height", async () => {
        const cards = canvas.getAllByRole("listitem");
        const height = (card: HTMLElement) => Math.round(card.getBoundingClientRect().height);
        for (const card of cards) await expect(height(card), "a card's height, px").toBe(height(cards[0]!));
      });
    }
  },
};

/** A card whose artwork key has no picture gets a neutral one instead of an empty tile. */
export const UnknownArtwork: Story = {
  args: { cards: [{ ...WHY_CHOOSE_CARDS[0], id: "new", image: "notDrawnYet" }] },
  play: async ({ step, canvas }) => {
    await step("sees a neutral picture on a card whose own is not drawn yet", async () => {
      // The picture is decoration, hidden from assistive technology: no accessible query reaches it.
      await expect(
        decorativePart(canvas.getByRole("listitem"), '[data-art="fallback"] svg'),
        "the neutral picture",
      ).toBeInTheDocument();
    });
  },
};

/** Home cards, the landing reasons on a muted band and the fallback picture: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["home", "tone=plain"]} state="default" bleed>
        <WhyChoose {...args} />
      </SpecCell>
      <SpecCell spec={["landingReasons", "tone=muted", "align=start", "fallbackImage"]} state="default" bleed>
        <WhyChoose
          tone="muted"
          align="start"
          titleId={LANDING_PAGES.services.reasons.titleId}
          cards={[...LANDING_PAGES.services.reasons.items.slice(0, 2), { ...LONG_CARDS[0]!, image: "notDrawnYet" }]}
        />
      </SpecCell>
    </SpecSheet>
  ),
};
