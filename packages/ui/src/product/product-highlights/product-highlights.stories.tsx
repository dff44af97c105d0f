import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PRODUCT_HIGHLIGHTS, type ProductHighlight } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import {
  ALL_STATES_PARAMETERS,
  collapse,
  decorativeParts,
  expectPartsOnSheet,
  sameText,
  storyMessage,
} from "../../test/story-helpers.ts";
import { BREAKPOINT_PX } from "../../tokens/breakpoints.ts";
import { ProductHighlights } from "./product-highlights.tsx";
import { inSpecCell, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

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

/** The card a visitor reads under a title: the list item its heading is in. */
function cardOf(canvasElement: HTMLElement, globals: Record<string, unknown>, key: string): HTMLElement {
  const item = PRODUCT_HIGHLIGHTS.find((highlight) => highlight.key === key)!;
  const title = within(canvasElement).getByRole("heading", {
    level: 3,
    name: sameText(storyMessage(globals, item.titleId)),
  });
  return within(canvasElement)
    .getAllByRole("listitem")
    .find((card) => card.contains(title))!;
}

/** The icon the card shows now (the other one is faded out). Icons are decoration, hidden from screen readers. */
async function expectShownIcon(card: HTMLElement, iconKey: string, what: string) {
  await waitFor(() => {
    // Read the icons once their fade is over: mid-fade, the old icon still counts as shown.
    expect(
      card.getAnimations({ subtree: true }).filter((fade) => fade.playState === "running"),
      "the icons' fade, finished",
    ).toHaveLength(0);
    const shown = decorativeParts<SVGElement>(card, '[data-slot="product-highlight-icon"]').filter(
      (icon) => Number(getComputedStyle(icon).opacity) > 0.99,
    );
    expect(
      shown.map((icon) => icon.dataset.icon),
      what,
    ).toEqual([iconKey]);
  });
}

/** Controls for every prop. */
export const Playground: Story = {};

/** At rest: the four cards in order, each with its resting icon. */
export const Resting: Story = {
  play: async ({ step, canvas, canvasElement, globals }) => {
    const heading = storyMessage(globals, "product.highlights.heading");
    await step("finds the highlights section by its heading", async () => {
      await expect(canvas.getByRole("region", { name: sameText(heading) })).toBeInTheDocument();
    });
    await step("reads the four card titles in order", async () => {
      await expect(
        canvas.getAllByRole("heading", { level: 3 }).map((title) => collapse(title.textContent)),
        "the cards' titles",
      ).toEqual(PRODUCT_HIGHLIGHTS.map((item) => storyMessage(globals, item.titleId)));
    });
    await step("sees each card's resting icon", async () => {
      for (const item of PRODUCT_HIGHLIGHTS)
        await expectShownIcon(cardOf(canvasElement, globals, item.key), item.icon, `the ${item.key} card's icon`);
    });
    await step("tabs past the cards: they are text, not controls", async () => {
      await userEvent.tab();
      await expect(document.body, "the focus, still on the page").toHaveFocus();
    });
  },
};

/**
 * A hovered card (here data security, shown as active) shows its second icon and lifts. Hovering is
 * CSS `:hover`, which the scripted pointer of a play function cannot produce: the end-to-end tests
 * move a real pointer over a product page's card (tests/e2e/product.spec.ts).
 */
export const Hovered: Story = {
  args: { activeKey: "dataSecurity" },
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the hovered data-security card show its second icon", async () => {
      await expectShownIcon(
        cardOf(canvasElement, globals, "dataSecurity"),
        "dataSecurityHover",
        "the data-security card's icon",
      );
    });
    await step("sees the other cards keep their resting icons", async () => {
      await expectShownIcon(cardOf(canvasElement, globals, "whiteLabel"), "whiteLabel", "the white-label card's icon");
    });
  },
};

/** With an action in a card, keyboard focus inside the card swaps its icon like a hover does. */
export const SwapsOnFocus: Story = {
  args: { cardAction: (highlight) => <ContactAction highlight={highlight} /> },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const card = () => cardOf(canvasElement, globals, "customerService");
    const contact = () => canvas.getByRole("link", { name: sameText(storyMessage(globals, "product.hero.contactUs")) });
    await step("sees the customer-service card at rest", async () => {
      await expectShownIcon(card(), "customerService", "the customer-service card's icon");
    });
    await step("tabs to 'Contact Us' in the card: its icon swaps as on hover", async () => {
      await userEvent.tab();
      await expect(contact()).toHaveFocus();
      await expectShownIcon(card(), "customerServiceHover", "the customer-service card's icon");
    });
    await step("tabs on: the card's resting icon comes back", async () => {
      await userEvent.tab();
      await expect(contact()).not.toHaveFocus();
      await expectShownIcon(card(), "customerService", "the customer-service card's icon");
    });
  },
};

/** At or below 768 px one column of rows; above it the cards sit side by side (four in a row on desktop). */
export const ResponsiveLayout: Story = {
  tags: ["play-only"],
  play: async ({ step, canvasElement, globals }) => {
    const cards = () =>
      PRODUCT_HIGHLIGHTS.map((item) => cardOf(canvasElement, globals, item.key).getBoundingClientRect());
    if (window.innerWidth <= BREAKPOINT_PX.md) {
      await step("on a narrow screen, reads the cards one under another", async () => {
        const boxes = cards();
        for (let index = 1; index < boxes.length; index++) {
          await expect(boxes[index]!.left, `card ${index + 1}'s left edge, px`).toBeCloseTo(boxes[0]!.left, 0);
          await expect(boxes[index]!.top, `card ${index + 1}'s top, px`).toBeGreaterThanOrEqual(
            boxes[index - 1]!.bottom,
          );
        }
      });
    } else {
      await step("on a wider screen, reads the cards side by side", async () => {
        const boxes = cards();
        await expect(boxes[1]!.top, "the second card's top, px").toBeCloseTo(boxes[0]!.top, 0);
        await expect(boxes[1]!.left, "the second card's left edge, px").toBeGreaterThan(boxes[0]!.right);
        if (window.innerWidth >= 1024)
          await expect(boxes[3]!.top, "the fourth card's top, px (one row on desktop)").toBeCloseTo(boxes[0]!.top, 0);
      });
    }
  },
};

/**
 * The cards' own states beyond `activeKey`: one card under the pointer, and the customer-service
 * card's link focused from the keyboard, which makes its card active too (`:focus-within`, forced
 * with it). The link itself is a Button (`variant="link"`): the Button's sheet shows its states.
 */
const CARD_PARTS: readonly SpecPart[] = [
  { name: "userFriendly", state: "hover", selector: '[data-slot="product-highlight"][data-key="userFriendly"]' },
  {
    name: "customerService link",
    state: "focus-visible",
    selector: '[data-slot="product-highlight"][data-key="customerService"] a[href]',
  },
];

/**
 * One card shown active by `activeKey`, one hovered, one resting and one whose link has keyboard
 * focus: the visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: {
    ...ALL_STATES_PARAMETERS,
    pseudo: {
      ...specPartsPseudo(CARD_PARTS),
      focusWithin: ['[data-slot="product-highlight"][data-key="customerService"]'],
    },
  },
  decorators: [
    inSpecCell({ spec: ["activeKey=whiteLabel", "cardAction"], state: "default", parts: CARD_PARTS, bleed: true }),
  ],
  args: {
    activeKey: "whiteLabel",
    cardAction: (highlight) => <ContactAction highlight={highlight} />,
  },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "sees the white-label card shown active with its second icon, the data-security card at rest",
      async () => {
        await expectShownIcon(
          cardOf(canvasElement, globals, "whiteLabel"),
          "whiteLabelHover",
          "the white-label card's icon",
        );
        await expectShownIcon(
          cardOf(canvasElement, globals, "dataSecurity"),
          "dataSecurity",
          "the data-security card's icon",
        );
      },
    );
    await step("finds the card and the link the label names hovered and focused", async () => {
      await expectPartsOnSheet(CARD_PARTS);
    });
  },
};
