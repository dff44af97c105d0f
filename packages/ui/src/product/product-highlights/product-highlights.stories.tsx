import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, userEvent, waitFor } from "storybook/test";
import { HIGHLIGHTS_BREAKPOINT_PX, PRODUCT_HIGHLIGHTS, type ProductHighlight } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, collapse, sameText, storyMessage } from "../../test/story-helpers.ts";
import { ProductHighlights } from "./product-highlights.tsx";

/** A 'Contact Us' link in the customer-service card: interactive content a keyboard can focus. */
function ContactAction({ highlight }: { highlight: ProductHighlight }) {
  const intl = useIntl();
  if (highlight.key !== "customerService") return null;
  return (
    // A link's text needs no side padding: the small button's height and text, not its padding.
    <Button asChild variant="link" size={null} className="h-9 text-sm">
      <a href="#book-demo">{intl.formatMessage({ id: "product.hero.contactUs" })}</a>
    </Button>
  );
}

const meta = {
  title: "Sections/Product/ProductHighlights",
  id: "product-producthighlights",
  component: ProductHighlights,
  parameters: { layout: "fullscreen" },
  argTypes: {
    activeKey: { control: "select", options: [null, ...PRODUCT_HIGHLIGHTS.map((item) => item.key)] },
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

/**
 * A hovered card (here data security, shown as active) shows its second icon and lifts. Hovering is
 * CSS `:hover`, which the scripted pointer of a play function cannot produce: the end-to-end tests
 * move a real pointer over a product page's card (tests/e2e/product.spec.ts).
 */
export const Hovered: Story = {
  args: { activeKey: "dataSecurity" },
  play: async ({ canvasElement }) => {
    await expectShownIcon(cardOf(canvasElement, "dataSecurity"), "dataSecurityHover");
    await expectShownIcon(cardOf(canvasElement, "whiteLabel"), "whiteLabel");
  },
};

/** With an action in a card, keyboard focus inside the card swaps its icon like a hover does. */
export const SwapsOnFocus: Story = {
  args: { cardAction: (highlight) => <ContactAction highlight={highlight} /> },
  play: async ({ canvas, canvasElement, globals }) => {
    const card = cardOf(canvasElement, "customerService");
    await expectShownIcon(card, "customerService");
    await userEvent.tab();
    await expect(
      canvas.getByRole("link", { name: sameText(storyMessage(globals, "product.hero.contactUs")) }),
    ).toHaveFocus();
    await expectShownIcon(card, "customerServiceHover");
    await userEvent.tab();
    await expectShownIcon(card, "customerService");
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
    activeKey: "whiteLabel",
    cardAction: (highlight) => <ContactAction highlight={highlight} />,
  },
  play: async ({ canvasElement }) => {
    await expectShownIcon(cardOf(canvasElement, "whiteLabel"), "whiteLabelHover");
    await expectShownIcon(cardOf(canvasElement, "customerService"), "customerService");
  },
};
