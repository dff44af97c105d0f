import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { HIGHLIGHTS_BREAKPOINT_PX, PRODUCT_HIGHLIGHTS, type ProductHighlight } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, collapse, sameText, storyMessage } from "../../test/story-helpers.ts";
import { ProductHighlights } from "./product-highlights.tsx";

/** A 'Contact Us' link in the customer-service card: interactive content a keyboard can focus. */
function ContactAction({ highlight }: { highlight: ProductHighlight }) {
  const intl = useIntl();
  if (highlight.key !== "customerService") return null;
  return (
    <Button asChild variant="link" size="sm" className="px-0">
      <a href="#book-demo">{intl.formatMessage({ id: "product.hero.contactUs" })}</a>
    </Button>
  );
}

const meta = {
  title: "Sections/Product/ProductHighlights",
  id: "product-producthighlights",
  component: ProductHighlights,
  parameters: { layout: "fullscreen" },
  args: { onActiveKeyChange: fn() },
  argTypes: {
    activeKey: { control: "select", options: [undefined, null, ...PRODUCT_HIGHLIGHTS.map((item) => item.key)] },
    defaultActiveKey: { control: false },
    highlights: { control: false },
    cardAction: { control: false },
  },
} satisfies Meta<typeof ProductHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="product-highlight"][data-key="${key}"]`)!;

/** The icon the card shows now (the other one is faded out). */
async function expectShownIcon(card: HTMLElement, iconKey: string) {
  await waitFor(() => {
    const shown = [...card.querySelectorAll<SVGElement>('[data-slot="product-highlight-icon"]')].filter(
      (icon) => Number(getComputedStyle(icon).opacity) > 0.99,
    );
    expect(shown.map((icon) => icon.dataset.icon)).toEqual([iconKey]);
  });
}

/** Controls for every prop. */
export const Playground: Story = {};

/** At rest: the four cards in order, each with its resting icon. */
export const Resting: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const heading = storyMessage(globals, "product.highlights.heading");
    await expect(canvas.getByRole("region", { name: sameText(heading) })).toBeInTheDocument();
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((title) => collapse(title.textContent))).toEqual(
      PRODUCT_HIGHLIGHTS.map((item) => storyMessage(globals, item.titleId)),
    );
    for (const item of PRODUCT_HIGHLIGHTS) await expectShownIcon(cardOf(canvasElement, item.key), item.icon);
    // Cards are not interactive, so they are not in the tab order.
    await expect(canvasElement.querySelectorAll("[tabindex]")).toHaveLength(0);
  },
};

/** A hovered card (here data security) shows its second icon and lifts. */
export const Hovered: Story = {
  args: { defaultActiveKey: "dataSecurity" },
  play: async ({ canvasElement }) => {
    await expectShownIcon(cardOf(canvasElement, "dataSecurity"), "dataSecurityHover");
    await expectShownIcon(cardOf(canvasElement, "whiteLabel"), "whiteLabel");
  },
};

/** Moving the pointer over a card swaps its icon; leaving swaps it back. Only one card at a time. */
export const SwapsOnHover: Story = {
  play: async ({ args, canvasElement }) => {
    const card = cardOf(canvasElement, "userFriendly");
    await userEvent.hover(card);
    await expectShownIcon(card, "userFriendlyHover");
    await expect(args.onActiveKeyChange).toHaveBeenLastCalledWith("userFriendly");
    const other = cardOf(canvasElement, "customerService");
    await userEvent.hover(other);
    await expectShownIcon(other, "customerServiceHover");
    await expectShownIcon(card, "userFriendly");
    await userEvent.unhover(other);
    await expectShownIcon(other, "customerService");
    await expect(args.onActiveKeyChange).toHaveBeenLastCalledWith(null);
  },
};

/** With an action in a card, keyboard focus inside the card swaps its icon like a hover does. */
export const SwapsOnFocus: Story = {
  args: { cardAction: (highlight) => <ContactAction highlight={highlight} /> },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const card = cardOf(canvasElement, "customerService");
    await expectShownIcon(card, "customerService");
    await userEvent.tab();
    await expect(
      canvas.getByRole("link", { name: sameText(storyMessage(globals, "product.hero.contactUs")) }),
    ).toHaveFocus();
    await expectShownIcon(card, "customerServiceHover");
    await expect(args.onActiveKeyChange).toHaveBeenLastCalledWith("customerService");
    await userEvent.tab();
    await expectShownIcon(card, "customerService");
    await expect(args.onActiveKeyChange).toHaveBeenLastCalledWith(null);
  },
};

/** At or below 768 px one column of rows; above it the cards sit side by side (four in a row on desktop). */
export const ResponsiveLayout: Story = {
  play: async ({ canvasElement }) => {
    const cards = PRODUCT_HIGHLIGHTS.map((item) => cardOf(canvasElement, item.key).getBoundingClientRect());
    if (window.innerWidth <= HIGHLIGHTS_BREAKPOINT_PX) {
      for (let index = 1; index < cards.length; index++) {
        await expect(cards[index]!.left).toBeCloseTo(cards[0]!.left, 0);
        await expect(cards[index]!.top).toBeGreaterThanOrEqual(cards[index - 1]!.bottom);
      }
    } else {
      await expect(cards[1]!.top).toBeCloseTo(cards[0]!.top, 0);
      await expect(cards[1]!.left).toBeGreaterThan(cards[0]!.right);
      if (window.innerWidth >= 1024) await expect(cards[3]!.top).toBeCloseTo(cards[0]!.top, 0);
    }
  },
};

/** Three resting cards, one hovered card and a card with an action: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: {
    defaultActiveKey: "whiteLabel",
    cardAction: (highlight) => <ContactAction highlight={highlight} />,
  },
  play: async ({ canvasElement }) => {
    await expectShownIcon(cardOf(canvasElement, "whiteLabel"), "whiteLabelHover");
    await expectShownIcon(cardOf(canvasElement, "customerService"), "customerService");
  },
};
