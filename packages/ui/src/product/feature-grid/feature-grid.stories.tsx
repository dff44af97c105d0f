import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { COUNTS, PRODUCT_FEATURES } from "@studio/content";
import { ALL_STATES_PARAMETERS, expectPartsOnSheet, sameText, storyMessage } from "../../test/story-helpers.ts";
import { FeatureGrid } from "./feature-grid.tsx";
import { inSpecCell, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

/** The orange selection colours of the theme (accent-100 fill, accent-500 border). */
const SELECTED_BACKGROUND = "rgb(255, 237, 213)";
const SELECTED_BORDER = "rgb(249, 115, 22)";

const meta = {
  title: "Sections/Product/FeatureGrid",
  id: "product-featuregrid",
  component: FeatureGrid,
  parameters: { layout: "fullscreen" },
  args: { onSelectedKeyChange: fn() },
  argTypes: {
    selectedKey: { control: "select", options: [undefined, null, ...PRODUCT_FEATURES.map((item) => item.key)] },
    defaultSelectedKey: { control: false },
    features: { control: false },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

/** A feature's toggle button, by the feature's title in the story's language. */
const toggle = (canvas: Canvas, globals: Globals, key: string) => {
  const feature = PRODUCT_FEATURES.find((item) => item.key === key)!;
  return canvas.getByRole("button", { name: sameText(storyMessage(globals, feature.titleId)) });
};
const title = (globals: Globals, key: string) =>
  storyMessage(globals, PRODUCT_FEATURES.find((item) => item.key === key)!.titleId);

/** The toggle's card shows the orange selection (fill and border) when pressed, white when not. */
async function expectSelectedLook(button: HTMLElement, selected: boolean) {
  // The card is the list item around the button (the button's press area covers it).
  const card = button.closest("li")!;
  await waitFor(() => {
    if (selected) {
      expect(card, "the card, selected").toHaveStyle({
        backgroundColor: SELECTED_BACKGROUND,
        borderTopColor: SELECTED_BORDER,
      });
    } else {
      expect(card, "the card, not selected").toHaveStyle({ backgroundColor: "rgb(255, 255, 255)" });
    }
  });
}

/** Controls for every prop. */
export const Playground: Story = {};

/** Nothing selected: fifteen toggle buttons named by their feature, none pressed. */
export const NoneSelected: Story = {
  play: async ({ step, canvas, globals }) => {
    await step(`sees the heading and ${COUNTS.features} features, each a toggle button, none pressed`, async () => {
      await expect(
        canvas.getByRole("heading", { level: 2, name: sameText(storyMessage(globals, "product.features.heading")) }),
      ).toBeInTheDocument();
      const buttons = canvas.getAllByRole("button");
      await expect(buttons).toHaveLength(COUNTS.features);
      for (const [index, feature] of PRODUCT_FEATURES.entries()) {
        const button = canvas.getByRole("button", {
          name: sameText(storyMessage(globals, feature.titleId)),
          pressed: false,
        });
        await expect(button).toBe(buttons[index]);
        await expect(button).toHaveAccessibleDescription(sameText(storyMessage(globals, feature.descriptionId)));
      }
    });
    await step("sees the cards white while none is pressed", async () => {
      await expectSelectedLook(canvas.getAllByRole("button")[0]!, false);
    });
  },
};

/** One feature selected: pressed, with the orange fill, border and tick. */
export const Selected: Story = {
  args: { defaultSelectedKey: "orderManagement" },
  play: async ({ step, canvas, globals }) => {
    await step(`finds "${title(globals, "orderManagement")}" pressed`, async () => {
      await expect(canvas.getByRole("button", { pressed: true })).toHaveAccessibleName(
        sameText(title(globals, "orderManagement")),
      );
    });
    await step("sees its card in orange: fill and border", async () => {
      await expectSelectedLook(canvas.getByRole("button", { pressed: true }), true);
    });
    await step(`finds the other ${COUNTS.features - 1} not pressed`, async () => {
      await expect(canvas.getAllByRole("button", { pressed: false })).toHaveLength(COUNTS.features - 1);
    });
  },
};

/** Pressing toggles the selection: on, moves to another card, off again; Space and Enter work too. */
export const TogglesSelection: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const first = () => toggle(canvas, globals, "adminPanel");
    const other = () => toggle(canvas, globals, "paymentGateway");
    await step(`presses "${title(globals, "adminPanel")}": it is pressed and its card turns orange`, async () => {
      await userEvent.click(first());
      await expect(first()).toHaveAttribute("aria-pressed", "true");
      await expectSelectedLook(first(), true);
      await expect(args.onSelectedKeyChange).toHaveBeenLastCalledWith("adminPanel");
    });
    await step(`presses "${title(globals, "paymentGateway")}": the selection moves there`, async () => {
      await userEvent.click(other());
      await expect(other()).toHaveAttribute("aria-pressed", "true");
      await expect(first()).toHaveAttribute("aria-pressed", "false");
      await expectSelectedLook(first(), false);
      await expectSelectedLook(other(), true);
    });
    await step("presses it again: nothing is selected", async () => {
      await userEvent.click(other());
      await expect(other()).toHaveAttribute("aria-pressed", "false");
      await expectSelectedLook(other(), false);
      await expect(args.onSelectedKeyChange).toHaveBeenLastCalledWith(null);
    });
    await step("presses Space, then Enter on it: on, then off again", async () => {
      other().focus();
      await userEvent.keyboard(" ");
      await expect(other()).toHaveAttribute("aria-pressed", "true");
      await userEvent.keyboard("{Enter}");
      await expect(other()).toHaveAttribute("aria-pressed", "false");
      await expect(args.onSelectedKeyChange).toHaveBeenCalledTimes(5);
    });
  },
};

/** From 768 px: three columns of five, filled column by column; on phones a single column. */
export const ColumnLayout: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas }) => {
    const boxes = () => canvas.getAllByRole("listitem").map((card) => card.getBoundingClientRect());
    if (window.innerWidth >= 768) {
      await step(
        `sees ${COUNTS.featureColumns} columns of ${COUNTS.featuresPerColumn}, filled column by column`,
        async () => {
          const cards = boxes();
          for (let column = 0; column < COUNTS.featureColumns; column++) {
            const top = cards[column * COUNTS.featuresPerColumn]!;
            await expect(top.top, "a column's first card, top edge, px").toBeCloseTo(cards[0]!.top, 0);
            for (let row = 1; row < COUNTS.featuresPerColumn; row++) {
              await expect(cards[column * COUNTS.featuresPerColumn + row]!.left, "a card's left edge, px").toBeCloseTo(
                top.left,
                0,
              );
            }
          }
          await expect(cards[COUNTS.featuresPerColumn]!.left, "the second column's left edge, px").toBeGreaterThan(
            cards[0]!.right,
          );
        },
      );
    } else {
      await step("sees the features in a single column", async () => {
        const cards = boxes();
        for (const box of cards) await expect(box.left, "a card's left edge, px").toBeCloseTo(cards[0]!.left, 0);
      });
    }
  },
};

/** The grid with one card selected: the visual-regression story. */
/**
 * Two cards beside the selected one: the first hovered (accent border and shadow), the second
 * focused from the keyboard (its toggle has focus; the ring is drawn round the whole card).
 */
const CARD_PARTS: readonly SpecPart[] = [
  { name: "adminPanel", state: "hover", selector: '[data-slot="feature-card"][data-key="adminPanel"]' },
  {
    name: "userManagement",
    state: "focus-visible",
    selector: '[data-slot="feature-toggle"][data-key="userManagement"]',
  },
];

export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(CARD_PARTS) },
  decorators: [inSpecCell({ spec: ["inventoryManagement"], state: "selected", parts: CARD_PARTS, bleed: true })],
  args: { defaultSelectedKey: "inventoryManagement" },
  play: async ({ step }) => {
    await step("finds the cards the label names hovered and focused", async () => {
      await expectPartsOnSheet(CARD_PARTS);
    });
  },
};
