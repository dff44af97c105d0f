import type { MouseEvent } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LOCALES, PRODUCT_NAV_ITEMS, localizedPath } from "@studio/content";
import { ALL_STATES_PARAMETERS, decorativePart, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { expectFocusRing, expectPartsOnItems } from "../header-controls.story-helpers.ts";
import { ProductsMenu } from "./products-menu.tsx";
import { PSEUDO_STATES, SpecCell, SpecSheet, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

/** Keeps the story on its page: following a product link would leave the canvas. */
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest("a[href]")) event.preventDefault();
};

const meta = {
  title: "Sections/Shell/ProductsMenu",
  id: "navigation-productsmenu",
  component: ProductsMenu,
  args: { locale: "en", onOpenChange: fn() },
  argTypes: {
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    productLinks: { control: false },
  },
  // The links carry the story's language prefix (the toolbar's Language global).
  render: (args, { globals }) => <ProductsMenu {...args} locale={storyLocale(globals).code} />,
  decorators: [
    (Story) => (
      // The menu opens below its button; leave room for its eight items.
      <div className="min-h-[36rem]" onClickCapture={stayOnPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The eight verticals' names in the story's language, in menu order. */
const productNames = (globals: Globals) => PRODUCT_NAV_ITEMS.map((item) => storyMessage(globals, item.nameId));

const trigger = (globals: Globals) => screen.getByRole("button", { name: storyMessage(globals, "nav.products") });

/** Waits until the menu is gone and the button is announced as collapsed. */
const expectClosed = async (globals: Globals) => {
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  await expect(trigger(globals)).toHaveAttribute("aria-expanded", "false");
};

/** Controls for every prop; the links follow the toolbar's language. */
export const Playground: Story = {};

/** Closed: a "Products" button announced as a collapsed menu button. */
export const Closed: Story = {
  play: async ({ step, globals }) => {
    await step('sees "Products", a button that opens a menu, closed for now', async () => {
      await expect(trigger(globals)).toBeVisible();
      await expect(trigger(globals)).toHaveAttribute("aria-haspopup", "menu");
      await expect(trigger(globals)).toHaveAttribute("aria-expanded", "false");
      await expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    });
    await step("can hit it easily: at least 44 px tall", async () => {
      // A comfortable target (WCAG 2.5.8; 44 px preferred).
      await expect(
        Math.round(trigger(globals).getBoundingClientRect().height),
        "the button's height, px",
      ).toBeGreaterThanOrEqual(44);
    });
  },
};

/**
 * A click opens the menu: its heading, then the eight verticals in the order of `VERTICAL_KEYS`, each a link
 * to its product page in the current language, with its icon and no description.
 */
export const Open: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, globals }) => {
    await step("clicks Products: the menu opens, labelled by the button, under its heading", async () => {
      await userEvent.click(trigger(globals));
      const menu = await screen.findByRole("menu");
      await expect(trigger(globals)).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toHaveAttribute("aria-labelledby", trigger(globals).id);
      // Shown once its opening animation has run.
      await waitFor(() => expect(menu).toHaveStyle({ opacity: "1" }));
      await expect(within(menu).getByText(storyMessage(globals, "nav.productsMenuLabel"))).toBeVisible();
    });
    await step(
      "sees the eight verticals in order, each a link with its icon to its page in this language",
      async () => {
        const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
        await expect(items.map((item) => item.textContent)).toEqual(productNames(globals));
        for (const [index, item] of PRODUCT_NAV_ITEMS.entries()) {
          await expect(items[index]).toHaveAttribute("href", localizedPath(item.href, storyLocale(globals).code));
          // Icons are decoration, hidden from assistive technology: no accessible query reaches them.
          await expect(
            decorativePart(items[index]!, `[data-icon="${item.icon}"] svg`),
            "the link's icon",
          ).toBeVisible();
          await expect(
            Math.round(items[index]!.getBoundingClientRect().height),
            "the link's height, px",
          ).toBeGreaterThanOrEqual(44);
        }
      },
    );
    await step("sees the whole menu inside the window", async () => {
      const box = screen.getByRole("menu").getBoundingClientRect();
      await expect(box.left, "the menu's left edge, px").toBeGreaterThanOrEqual(0);
      await expect(box.right, "the menu's right edge, px").toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

/** Enter opens the menu on the first item; Escape closes it and focus returns to the button. */
export const OpensWithEnter: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    await step("presses Enter on Products: the menu opens on the first vertical", async () => {
      trigger(globals).focus();
      await userEvent.keyboard("{Enter}");
      const menu = await screen.findByRole("menu");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(productNames(globals)[0]!));
      await expect(menu).toContainElement(document.activeElement as HTMLElement);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step("presses Escape: the menu closes and focus is back on Products", async () => {
      await userEvent.keyboard("{Escape}");
      await expectClosed(globals);
      await expect(trigger(globals)).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** Space opens the menu too; Escape closes it and focus returns to the button. */
export const OpensWithSpace: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    await step("presses Space on Products: the menu opens on the first vertical", async () => {
      trigger(globals).focus();
      await userEvent.keyboard(" ");
      await screen.findByRole("menu");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(productNames(globals)[0]!));
    });
    await step("presses Escape: the menu closes and focus is back on Products", async () => {
      await userEvent.keyboard("{Escape}");
      await expectClosed(globals);
      await expect(trigger(globals)).toHaveFocus();
    });
  },
};

/**
 * ArrowDown opens the menu on the first item too; Escape closes it and focus returns to the
 * button, which shows its focus ring before and after.
 */
export const OpensWithArrowDown: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    await step("tabs to Products: it shows its focus ring", async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      await expectFocusRing(trigger(globals));
    });
    await step("presses ArrowDown: the menu opens on the first vertical", async () => {
      await userEvent.keyboard("{ArrowDown}");
      const menu = await screen.findByRole("menu");
      await expect(trigger(globals)).toHaveAttribute("aria-expanded", "true");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(productNames(globals)[0]!));
      await expect(menu).toContainElement(document.activeElement as HTMLElement);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step("presses Escape: the menu closes, focus and its ring are back on Products", async () => {
      await userEvent.keyboard("{Escape}");
      await expectClosed(globals);
      await expectFocusRing(trigger(globals));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/**
 * Arrow keys move through the eight items in order and wrap around; Home and End jump to the
 * first and last. The highlighted item is the focused one.
 */
export const ArrowKeysMoveThroughItems: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    const names = productNames(globals);
    await step("opens the menu with Enter", async () => {
      trigger(globals).focus();
      await userEvent.keyboard("{Enter}");
      await screen.findByRole("menu");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(names[0]!));
    });
    await step("presses ArrowDown seven times: each vertical in turn is highlighted", async () => {
      for (const name of names.slice(1)) {
        await userEvent.keyboard("{ArrowDown}");
        await waitFor(() => expect(document.activeElement).toHaveTextContent(name));
        await expect(document.activeElement).toHaveAttribute("data-highlighted");
      }
    });
    await step("presses ArrowDown past the last, then ArrowUp: focus wraps around both ways", async () => {
      await userEvent.keyboard("{ArrowDown}");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(names[0]!));
      await userEvent.keyboard("{ArrowUp}");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(names.at(-1)!));
    });
    await step("presses Home, then End: focus jumps to the first, then the last", async () => {
      await userEvent.keyboard("{Home}");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(names[0]!));
      await userEvent.keyboard("{End}");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(names.at(-1)!));
    });
    await step("presses Escape: the menu closes and focus is back on Products", async () => {
      await userEvent.keyboard("{Escape}");
      await expectClosed(globals);
      await expect(trigger(globals)).toHaveFocus();
    });
  },
};

/** A press outside the menu closes it without following a link. */
export const ClosesOnOutsidePress: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    await step("clicks Products: the menu opens", async () => {
      await userEvent.click(trigger(globals));
      await screen.findByRole("menu");
    });
    await step("presses outside the menu: it closes, no link followed", async () => {
      await userEvent.click(document.body);
      await expectClosed(globals);
    });
  },
};

/** A second click on the button closes the menu again. */
export const TogglesOnClick: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    await step("clicks Products: the menu opens", async () => {
      await userEvent.click(trigger(globals));
      await screen.findByRole("menu");
    });
    await step("clicks Products again: the menu closes", async () => {
      await userEvent.click(trigger(globals));
      await expectClosed(globals);
    });
  },
};

/** In German the links lead to the German product pages (`/gr/english/…`), whatever the toolbar shows. */
export const LocalizedLinks: Story = {
  render: (args) => <ProductsMenu {...args} locale="de" />,
  play: async ({ step, globals }) => {
    const german = LOCALES.find((locale) => locale.code === "de")!;
    await step("opens the menu of a German page", async () => {
      await userEvent.click(trigger(globals));
      await screen.findByRole("menu");
    });
    await step(`sees every link lead to the German product page (${german.pathPrefix}/…)`, async () => {
      const links = within(screen.getByRole("menu")).getAllByRole("menuitem");
      await expect(links.map((link) => link.getAttribute("href"))).toEqual(
        PRODUCT_NAV_ITEMS.map((item) => `${german.pathPrefix}${item.href}`),
      );
    });
  },
};

/** The looks of the closed button on the spec sheet: at rest, then each forced state. */
const TRIGGER_STATES = ["default", ...PSEUDO_STATES] as const;

/**
 * The open menu's first four items on the spec sheet, each in another state: the addon forces
 * hover, keyboard focus and press on one item each (Radix portals the menu to the body, so the
 * selectors name the items from there), and the cell's label names them ("item 2 hover").
 */
const ITEM_PARTS: readonly SpecPart[] = (["default", "hover", "focus-visible", "pressed"] as const).map(
  (state, index) => ({
    name: `item ${index + 1}`,
    state,
    selector: `[data-slot="products-menu-content"] :nth-child(${index + 1} of [data-slot="products-menu-item"])`,
  }),
);

/**
 * The spec sheet: the button closed, at rest, hovered, focused from the keyboard and pressed; then
 * open, its menu's first four items at rest, hovered, focused from the keyboard and pressed. The
 * visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(ITEM_PARTS) },
  render: (args, { globals }) => (
    <SpecSheet>
      {TRIGGER_STATES.map((state) => (
        <SpecCell key={state} state={state}>
          <ProductsMenu {...args} locale={storyLocale(globals).code} />
        </SpecCell>
      ))}
      {/* Room for the open menu under its button: the sheet never runs under it. */}
      <SpecCell state="open" parts={ITEM_PARTS} className="min-h-[29rem]">
        <ProductsMenu {...args} locale={storyLocale(globals).code} defaultOpen />
      </SpecCell>
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("sees the last Products button open, the four before it closed", async () => {
      const buttons = canvas.getAllByRole("button", { name: storyMessage(globals, "nav.products") });
      await expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual([
        ...Array<string>(TRIGGER_STATES.length).fill("false"),
        "true",
      ]);
    });
    await step("sees its menu list the eight verticals in order", async () => {
      const menu = await screen.findByRole("menu");
      await expect(
        within(menu)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(productNames(globals));
    });
    await step("sees the items the label names in a state: the first four, in order", async () => {
      const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
      await expectPartsOnItems(items, ITEM_PARTS, 0);
    });
  },
};
