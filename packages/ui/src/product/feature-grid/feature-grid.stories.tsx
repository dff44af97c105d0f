import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { COUNTS, PRODUCT_FEATURES } from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { FeatureGrid } from "./feature-grid.tsx";

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

const toggles = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLButtonElement>('[data-slot="feature-toggle"]'),
];

/** The toggle's card shows the orange selection (fill and border) when pressed, white when not. */
async function expectSelectedLook(toggle: HTMLElement, selected: boolean) {
  const card = toggle.closest<HTMLElement>('[data-slot="feature-card"]')!;
  await waitFor(() => {
    const style = getComputedStyle(card);
    if (selected) {
      expect(style.backgroundColor).toBe(SELECTED_BACKGROUND);
      expect(style.borderTopColor).toBe(SELECTED_BORDER);
    } else {
      expect(style.backgroundColor).toBe("rgb(255, 255, 255)");
    }
  });
}

/** Controls for every prop. */
export const Playground: Story = {};

/** Nothing selected: fifteen toggle buttons named by their feature, none pressed. */
export const NoneSelected: Story = {
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step("nothing selected: fifteen toggle buttons named by their feature, none pressed", async () => {
      await expect(
        canvas.getByRole("heading", { level: 2, name: sameText(storyMessage(globals, "product.features.heading")) }),
      ).toBeInTheDocument();
      const buttons = toggles(canvasElement);
      await expect(buttons).toHaveLength(COUNTS.features);
      for (const [index, feature] of PRODUCT_FEATURES.entries()) {
        const button = canvas.getByRole("button", {
          name: sameText(storyMessage(globals, feature.titleId)),
          pressed: false,
        });
        await expect(button).toBe(buttons[index]);
        await expect(button).toHaveAccessibleDescription(sameText(storyMessage(globals, feature.descriptionId)));
      }
      await expectSelectedLook(buttons[0]!, false);
    });
  },
};

/** One feature selected: pressed, with the orange fill, border and tick. */
export const Selected: Story = {
  args: { defaultSelectedKey: "orderManagement" },
  play: async ({ step, canvas, globals }) => {
    await step("one feature selected: pressed, with the orange fill, border and tick", async () => {
      const selected = canvas.getByRole("button", { pressed: true });
      await expect(selected).toHaveAccessibleName(
        sameText(storyMessage(globals, "product.features.orderManagement.title")),
      );
      await expectSelectedLook(selected, true);
      await expect(canvas.getAllByRole("button", { pressed: false })).toHaveLength(COUNTS.features - 1);
    });
  },
};

/** Pressing toggles the selection: on, moves to another card, off again; Space and Enter work too. */
export const TogglesSelection: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "pressing toggles the selection: on, moves to another card, off again; Space and Enter work too",
      async () => {
        const first = canvas.getByRole("button", {
          name: sameText(storyMessage(globals, "product.features.adminPanel.title")),
        });
        const other = canvas.getByRole("button", {
          name: sameText(storyMessage(globals, "product.features.paymentGateway.title")),
        });
        await userEvent.click(first);
        await expect(first).toHaveAttribute("aria-pressed", "true");
        await expectSelectedLook(first, true);
        await expect(args.onSelectedKeyChange).toHaveBeenLastCalledWith("adminPanel");

        await userEvent.click(other);
        await expect(other).toHaveAttribute("aria-pressed", "true");
        await expect(first).toHaveAttribute("aria-pressed", "false");
        await expectSelectedLook(first, false);
        await expectSelectedLook(other, true);

        await userEvent.click(other);
        await expect(other).toHaveAttribute("aria-pressed", "false");
        await expectSelectedLook(other, false);
        await expect(args.onSelectedKeyChange).toHaveBeenLastCalledWith(null);

        other.focus();
        await userEvent.keyboard(" ");
        await expect(other).toHaveAttribute("aria-pressed", "true");
        await userEvent.keyboard("{Enter}");
        await expect(other).toHaveAttribute("aria-pressed", "false");
        await expect(args.onSelectedKeyChange).toHaveBeenCalledTimes(5);
      },
    );
  },
};

/** From 768 px: three columns of five, filled column by column; on phones a single column. */
export const ColumnLayout: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvasElement }) => {
    await step("from 768 px: three columns of five, filled column by column; on phones a single column", async () => {
      const boxes = [...canvasElement.querySelectorAll('[data-slot="feature-card"]')].map((card) =>
        card.getBoundingClientRect(),
      );
      if (window.innerWidth >= 768) {
        for (let column = 0; column < COUNTS.featureColumns; column++) {
          const top = boxes[column * COUNTS.featuresPerColumn]!;
          await expect(top.top).toBeCloseTo(boxes[0]!.top, 0);
          for (let row = 1; row < COUNTS.featuresPerColumn; row++) {
            await expect(boxes[column * COUNTS.featuresPerColumn + row]!.left).toBeCloseTo(top.left, 0);
          }
        }
        await expect(boxes[COUNTS.featuresPerColumn]!.left).toBeGreaterThan(boxes[0]!.right);
      } else {
        for (const box of boxes) await expect(box.left).toBeCloseTo(boxes[0]!.left, 0);
      }
    });
  },
};

/** The grid with one card selected: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { defaultSelectedKey: "inventoryManagement" },
};
