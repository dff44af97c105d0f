import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LANDING_PAGES, localizedPath, promoPage, type LandingPage } from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  nthLandmarkName,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { LANDING_ARTWORK_KEYS, LandingArtwork } from "../landing-artwork/landing-artwork.tsx";
import { localizeHrefFor } from "../localize-href.ts";
import { LandingCards } from "./landing-cards.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const frenchCoursesPromo = promoPage("frenchCourses");

const meta = {
  title: "Sections/Landing/LandingCards",
  id: "landing-landingcards",
  component: LandingCards,
  parameters: { layout: "fullscreen" },
  args: { cards: LANDING_PAGES.training.cards },
  argTypes: {
    cards: {
      control: "select",
      options: ["training", "services", "englishTraining"],
      mapping: {
        training: LANDING_PAGES.training.cards,
        services: LANDING_PAGES.services.cards,
        englishTraining: LANDING_PAGES.englishTraining.cards,
      },
    },
    localizeHref: { control: false },
  },
  render: (args, { globals }) => <LandingCards localizeHref={localizeHrefFor(storyLocale(globals).code)} {...args} />,
} satisfies Meta<typeof LandingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, intro and three cards, each with its picture, text and a link named after the card. */
function cardsStory(cards: LandingPage["cards"]): Story {
  return {
    args: { cards },
    play: async ({ step, canvas, globals }) => {
      const region = () => canvas.getByRole("region", { name: sameText(storyMessage(globals, cards.titleId)) });
      const items = () => within(region()).getAllByRole("listitem");
      await step(
        `sees "${storyMessage(globals, cards.titleId)}", its intro and ${cards.items.length} cards`,
        async () => {
          await expect(region()).toHaveTextContent(storyMessage(globals, cards.introId));
          await expect(items()).toHaveLength(cards.items.length);
        },
      );
      await step("reads each card: its title and text, and a link named after it, in this language", async () => {
        for (const [index, card] of cards.items.entries()) {
          const item = within(items()[index]!);
          const title = storyMessage(globals, card.titleId);
          await expect(item.getByRole("heading", { level: 3, name: sameText(title) })).toBeInTheDocument();
          await expect(item.getByText(storyMessage(globals, card.descId))).toBeVisible();
          const link = item.getByRole("link", {
            name: sameText(`${storyMessage(globals, card.link.labelId)} ${title}`),
          });
          await expect(link).toHaveAttribute("href", localizedPath(card.link.href, storyLocale(globals).code));
        }
      });
      await step("sees a picture on each card, which screen readers skip", async () => {
        for (const [index, card] of cards.items.entries()) {
          // The picture is decoration, hidden from assistive technology: no accessible query reaches it.
          await expect(
            decorativePart(items()[index]!, `[data-artwork="${card.image}"]`),
            "the card's picture, hidden from screen readers",
          ).toHaveAttribute("aria-hidden", "true");
        }
      });
    },
  };
}

/** Controls for every prop. */
export const Playground: Story = {};

/** Training page: full stack, app development and placement training. */
export const Training: Story = cardsStory(LANDING_PAGES.training.cards);

/** Services page: web, mobile app and e-commerce, linking to the home page. */
export const Services: Story = cardsStory(LANDING_PAGES.services.cards);

/** English-only training page: full stack, app development and software testing. */
export const EnglishTraining: Story = cardsStory(LANDING_PAGES.englishTraining.cards);

/** French courses promo: the training cards with software testing in place of placement training. */
export const PromoFrenchCourses: Story = cardsStory(frenchCoursesPromo.cards);

/** The services cards and every card picture: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { cards: LANDING_PAGES.services.cards },
  render: (args, { globals }) => (
    <SpecSheet layout="stack">
      {(["default", "hover", "focus-visible"] as const).map((state, position) => (
        <SpecCell key={state} spec={["services"]} state={state} bleed>
          <LandingCards
            {...args}
            localizeHref={localizeHrefFor(storyLocale(globals).code)}
            {...(position === 0
              ? {}
              : {
                  "aria-labelledby": undefined,
                  "aria-label": nthLandmarkName(
                    globals,
                    storyMessage(globals, LANDING_PAGES.services.cards.titleId),
                    position,
                    3,
                  ),
                })}
          />
        </SpecCell>
      ))}
      <div className="mx-auto grid max-w-7xl gap-4 px-gutter pb-section sm:grid-cols-3">
        {[...LANDING_ARTWORK_KEYS, "unknownArtwork"].map((key) => (
          <SpecCell key={key} spec={["artwork", key]}>
            <LandingArtwork artwork={key} className="rounded-lg" />
          </SpecCell>
        ))}
      </div>
    </SpecSheet>
  ),
};
