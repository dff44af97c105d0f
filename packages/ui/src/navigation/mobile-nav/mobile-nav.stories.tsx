import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LOCALES, PRODUCT_NAV_ITEMS, localizedPath, type LocaleCode } from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  expectPartsOnSheet,
  decorativePart,
  decorativeParts,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import {
  expectFocusRing,
  expectNamedControls,
  languageTriggerName,
  mobilePanelControls,
} from "../header-controls.story-helpers.ts";
import { MobileNav } from "./mobile-nav.tsx";
import { SpecCell, SpecSheet, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

/** Keeps the story on its page: following a link would leave the canvas. */
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest("a[href]")) event.preventDefault();
};

const meta = {
  // The layout, and so the interaction, changes below 768 px: play functions run at mobile width too.
  tags: ["mobile-interaction"],
  title: "Sections/Shell/MobileNav",
  id: "navigation-mobilenav",
  component: MobileNav,
  args: {
    locale: "en",
    onLocaleChange: fn(),
    onContactClick: fn(),
    onOpenChange: fn(),
    contactHref: "/",
    defaultProductsOpen: false,
  },
  argTypes: {
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    productLinks: { control: false },
    tone: { control: "inline-radio", options: ["plain", "outlined"] },
  },
  // The panel shows the story's language (the toolbar's Language global).
  render: (args, { globals }) => <MobileNav {...args} locale={storyLocale(globals).code} />,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story, { parameters }) =>
      // The spec sheet (AllStates) lays out its bars itself.
      parameters.specSheet ? (
        <Story />
      ) : (
        <div className="flex h-16 items-center justify-end border-b border-line px-gutter" onClickCapture={stayOnPage}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

const otherLocale = (code: LocaleCode) => LOCALES.find((locale) => locale.code !== code)!;
const productNames = (globals: Globals) => PRODUCT_NAV_ITEMS.map((item) => storyMessage(globals, item.nameId));

const menuButton = (globals: Globals) => screen.getByRole("button", { name: storyMessage(globals, "nav.menu.open") });

/** Opens the panel with the menu button and returns it once its opening animation has run. */
const openPanel = async (globals: Globals) => {
  await userEvent.click(menuButton(globals));
  const panel = await screen.findByRole("dialog", { name: storyMessage(globals, "nav.menu.title") });
  await waitFor(() => expect(getComputedStyle(panel).opacity).toBe("1"));
  return panel;
};

/** Waits until the panel is gone and focus is back on the menu button. */
const expectClosedWithFocusOnMenuButton = async (globals: Globals) => {
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  await expect(menuButton(globals)).toHaveAttribute("aria-expanded", "false");
  await waitFor(() => expect(menuButton(globals)).toHaveFocus());
};

const productsToggle = (panel: HTMLElement, globals: Globals) =>
  within(panel).getByRole("button", { name: storyMessage(globals, "nav.products") });

/** Controls for every prop: the menu button; press it to open the panel. */
export const Playground: Story = {};

/** Closed: a 44 px menu button, named "Open menu" and announced as opening a dialog. */
export const Closed: Story = {
  play: async ({ step, globals }) => {
    await step('finds the menu button, "Open menu", announced as opening a dialog', async () => {
      await expect(menuButton(globals)).toHaveAttribute("aria-haspopup", "dialog");
      await expect(menuButton(globals)).toHaveAttribute("aria-expanded", "false");
      await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    await step("can hit it with a thumb: at least 44 × 44 px", async () => {
      const box = menuButton(globals).getBoundingClientRect();
      await expect(Math.round(box.width), "the button's width, px").toBeGreaterThanOrEqual(44);
      await expect(Math.round(box.height), "the button's height, px").toBeGreaterThanOrEqual(44);
    });
  },
};

/**
 * Open: a side panel named "Site menu" with a close button, the collapsed products toggle, the
 * contact link and the mobile language switcher. On phones it fills the screen.
 */
export const Open: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    let panel: HTMLElement = document.body;
    await step('presses the menu button: the "Site menu" panel opens and the site is told', async () => {
      // Found before it opens: the open dialog hides the page behind it from assistive technology.
      const button = menuButton(globals);
      panel = await openPanel(globals);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(button).toHaveAttribute("aria-controls", panel.id);
    });
    await step("sees close, Products (collapsed), contact and the language switcher", async () => {
      await expect(within(panel).getByRole("button", { name: storyMessage(globals, "nav.menu.close") })).toBeVisible();
      await expect(within(panel).getByRole("navigation", { name: storyMessage(globals, "nav.label") })).toBeVisible();
      await expect(productsToggle(panel, globals)).toHaveAttribute("aria-expanded", "false");
      await expect(within(panel).getByRole("link", { name: storyMessage(globals, "nav.contact") })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(within(panel).getByRole("button", { name: sameText(languageTriggerName(globals)) })).toBeVisible();
      // Product links stay hidden until the products list is expanded.
      await expect(within(panel).queryByRole("link", { name: productNames(globals)[0] })).not.toBeInTheDocument();
    });
    await step("sees both chevrons pointing down while their lists are closed", async () => {
      const language = within(panel).getByRole("button", { name: sameText(languageTriggerName(globals)) });
      for (const control of [language, productsToggle(panel, globals)]) {
        // The chevron is decoration, hidden from assistive technology (the state is aria-expanded).
        await expect(decorativeParts(control, "svg").at(-1), "the chevron, not turned").toHaveStyle({
          rotate: "none",
        });
      }
    });
    await step("sees the panel fill the screen's height, and on a phone its width", async () => {
      await waitFor(() =>
        expect(Math.round(panel.getBoundingClientRect().height), "the panel's height, px").toBe(window.innerHeight),
      );
      if (window.innerWidth < 480) {
        await waitFor(() =>
          expect(Math.round(panel.getBoundingClientRect().width), "the panel's width, px").toBe(window.innerWidth),
        );
      }
    });
  },
};

/**
 * Focus is trapped while the panel is open: Tab moves through the panel's controls and wraps
 * from the last back to the first, Shift+Tab from the first to the last; it never reaches the
 * page behind.
 */
export const FocusTrapped: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    let panel: HTMLElement = document.body;
    let button: HTMLElement = document.body;
    const close = () => within(panel).getByRole("button", { name: storyMessage(globals, "nav.menu.close") });
    await step("opens the menu: focus moves to its close button", async () => {
      button = menuButton(globals);
      panel = await openPanel(globals);
      await waitFor(() => expect(close()).toHaveFocus());
    });
    await step("presses Tab: Products, contact, language, then back to close, never leaving the panel", async () => {
      const visited: Element[] = [];
      for (let press = 0; press < 6; press += 1) {
        await userEvent.tab();
        await expect(panel).toContainElement(document.activeElement as HTMLElement);
        visited.push(document.activeElement!);
      }
      await expect(visited[0]).toBe(productsToggle(panel, globals));
      await expect(visited[1]).toHaveAccessibleName(storyMessage(globals, "nav.contact"));
      await expect(visited[2]).toHaveAccessibleName(sameText(languageTriggerName(globals)));
      await expect(visited[3]).toBe(close());
    });
    await step("presses Shift+Tab on close: focus wraps to the language switcher, not the page", async () => {
      close().focus();
      await userEvent.tab({ shift: true });
      await expect(document.activeElement).toHaveAccessibleName(sameText(languageTriggerName(globals)));
      await expect(button).not.toHaveFocus();
    });
  },
};

/**
 * What assistive technology announces in the panel: the close button, the products toggle, the
 * contact link and the language switcher, in this order, each with its exact name from the
 * catalog of the story's language ("ENG: English. Change language", not "ENG" glued to hidden
 * words); expanding the products list adds the eight product links by their names.
 */
export const AccessibleNames: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    let panel: HTMLElement = document.body;
    await step("opens the menu and hears close, Products, contact and language, in order, by their names", async () => {
      panel = await openPanel(globals);
      await expectNamedControls(panel, mobilePanelControls(globals));
    });
    await step("expands Products and hears the eight product links by their names", async () => {
      await userEvent.click(productsToggle(panel, globals));
      await expect(productsToggle(panel, globals)).toHaveAccessibleName(
        sameText(storyMessage(globals, "nav.products")),
      );
      for (const name of productNames(globals)) {
        await expect(within(panel).getByRole("link", { name: sameText(name) })).toBeVisible();
      }
    });
  },
};

/**
 * Keyboard in the panel: the controls show their focus rings; the language switcher opens with
 * ArrowDown and Escape closes its list (not the panel) with focus back on the switcher.
 */
export const KeyboardInPanel: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    let panel: HTMLElement = document.body;
    const language = () => within(panel).getByRole("button", { name: sameText(languageTriggerName(globals)) });
    await step("opens the menu and tabs through it: each control shows its focus ring", async () => {
      panel = await openPanel(globals);
      const close = within(panel).getByRole("button", { name: storyMessage(globals, "nav.menu.close") });
      await waitFor(() => expect(close).toHaveFocus());
      await expectFocusRing(close);
      await userEvent.tab();
      await expectFocusRing(productsToggle(panel, globals));
      await userEvent.tab();
      await expectFocusRing(within(panel).getByRole("link", { name: storyMessage(globals, "nav.contact") }));
      await userEvent.tab();
      await expectFocusRing(language());
    });
    await step("presses ArrowDown on the language switcher: its list opens with focus inside", async () => {
      await userEvent.keyboard("{ArrowDown}");
      const list = await screen.findByRole("menu");
      await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
    });
    await step("presses Escape: the list closes, the panel stays, focus is back on the switcher", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await expect(screen.getByRole("dialog")).toBeVisible();
      await expect(language()).toHaveFocus();
      await expect(args.onLocaleChange).not.toHaveBeenCalled();
    });
  },
};

/** Escape closes the panel and focus returns to the menu button. */
export const ClosesWithEscape: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    await step("opens the menu", async () => {
      await openPanel(globals);
    });
    await step("presses Escape: the panel closes, the site is told, focus is back on the menu button", async () => {
      await userEvent.keyboard("{Escape}");
      await expectClosedWithFocusOnMenuButton(globals);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** The close button closes the panel and focus returns to the menu button. */
export const ClosesWithCloseButton: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    let panel: HTMLElement = document.body;
    await step("opens the menu", async () => {
      panel = await openPanel(globals);
    });
    await step("presses the close button: the panel closes, focus is back on the menu button", async () => {
      await userEvent.click(within(panel).getByRole("button", { name: storyMessage(globals, "nav.menu.close") }));
      await expectClosedWithFocusOnMenuButton(globals);
    });
  },
};

/**
 * The products toggle expands the list of the eight verticals (with icons, links in the current
 * language) and collapses it again, announcing its state through aria-expanded.
 */
export const TogglesProductsList: Story = {
  tags: ["play-only"],
  play: async ({ step, globals }) => {
    let panel: HTMLElement = document.body;
    const list = () => document.getElementById(productsToggle(panel, globals).getAttribute("aria-controls")!)!;
    await step("opens the menu: the products list is collapsed", async () => {
      panel = await openPanel(globals);
      await expect(list()).not.toBeVisible();
    });
    await step("presses Products: the eight verticals show, with icons, linked in the page's language", async () => {
      await userEvent.click(productsToggle(panel, globals));
      await expect(productsToggle(panel, globals)).toHaveAttribute("aria-expanded", "true");
      await expect(list()).toBeVisible();
      const links = within(list()).getAllByRole("link");
      await expect(links.map((link) => link.textContent)).toEqual(productNames(globals));
      for (const [index, item] of PRODUCT_NAV_ITEMS.entries()) {
        await expect(links[index]).toHaveAttribute("href", localizedPath(item.href, storyLocale(globals).code));
        // Icons are decoration, hidden from assistive technology: no accessible query reaches them.
        await expect(decorativePart(links[index]!, `[data-icon="${item.icon}"] svg`), "the link's icon").toBeVisible();
      }
    });
    await step("presses Enter on Products: the list collapses again", async () => {
      productsToggle(panel, globals).focus();
      await userEvent.keyboard("{Enter}");
      await expect(productsToggle(panel, globals)).toHaveAttribute("aria-expanded", "false");
      await expect(list()).not.toBeVisible();
    });
  },
};

/** Open with the products list expanded: the state after pressing "Products". */
export const ProductsListOpen: Story = {
  args: { defaultOpen: true, defaultProductsOpen: true },
  play: async ({ step, globals }) => {
    await step("sees the menu open with Products expanded: the eight product links, then contact", async () => {
      const panel = await screen.findByRole("dialog", { name: storyMessage(globals, "nav.menu.title") });
      await expect(productsToggle(panel, globals)).toHaveAttribute("aria-expanded", "true");
      await expect(within(panel).getAllByRole("link")).toHaveLength(PRODUCT_NAV_ITEMS.length + 1);
    });
  },
};

/** Choosing a language in the panel reports it, closes the panel and returns focus to the menu button. */
export const ChoosesLanguage: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    const target = otherLocale(storyLocale(globals).code);
    await step("opens the menu, then the language switcher", async () => {
      const panel = await openPanel(globals);
      await userEvent.click(within(panel).getByRole("button", { name: sameText(languageTriggerName(globals)) }));
      await expect(await screen.findByRole("menu")).toBeInTheDocument();
    });
    await step(
      `chooses ${target.name}: the site is told once, the panel closes, focus is on the menu button`,
      async () => {
        await userEvent.click(
          within(screen.getByRole("menu")).getByRole("menuitemradio", { name: new RegExp(target.name) }),
        );
        await expect(args.onLocaleChange).toHaveBeenCalledOnce();
        await expect(args.onLocaleChange).toHaveBeenCalledWith(target.code);
        await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
        await expectClosedWithFocusOnMenuButton(globals);
      },
    );
  },
};

/** The contact link reports the click (the site then scrolls) and closes the panel. */
export const FollowsContactLink: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    let panel: HTMLElement = document.body;
    await step("opens the menu", async () => {
      panel = await openPanel(globals);
    });
    await step("follows the contact link: the site is told (it then scrolls) and the panel closes", async () => {
      await userEvent.click(within(panel).getByRole("link", { name: storyMessage(globals, "nav.contact") }));
      await expect(args.onContactClick).toHaveBeenCalledOnce();
      await expectClosedWithFocusOnMenuButton(globals);
    });
  },
};

/** Following a product link closes the panel. */
export const FollowsProductLink: Story = {
  tags: ["play-only"],
  play: async ({ step, args, globals }) => {
    let panel: HTMLElement = document.body;
    await step("opens the menu and expands Products", async () => {
      panel = await openPanel(globals);
      await userEvent.click(productsToggle(panel, globals));
    });
    await step(`follows the link to ${productNames(globals)[1]}: the panel closes`, async () => {
      await userEvent.click(within(panel).getByRole("link", { name: productNames(globals)[1] }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      await expect(args.onContactClick).not.toHaveBeenCalled();
    });
  },
};

/** The menu button's states on the sheet: at rest, under the pointer, focused from the keyboard. */
const TRIGGER_STATES = ["default", "hover", "focus-visible"] as const;

/**
 * The open panel's rows in states of their own: the products toggle hovered, the second product
 * link focused from the keyboard, the contact link hovered. (The close button has keyboard focus
 * for real: the panel moves focus to it when it opens.)
 */
const PANEL_PARTS: readonly SpecPart[] = [
  { name: "toggle", state: "hover", selector: '[data-slot="mobile-nav-products-toggle"]' },
  { name: "item 2", state: "focus-visible", selector: '[data-slot="mobile-nav-products"] > li:nth-child(2) > a' },
  { name: "contact", state: "hover", selector: '[data-slot="mobile-nav-contact"]' },
];

/**
 * The open panel and its overlay are fixed to the window (portalled to the page's body) and would
 * cover the sheet: on the sheet they start under the open cell's label, wherever the menu buttons'
 * cells above it end (measured, as they wrap on a phone), and scroll with the sheet, at least as
 * tall as the panel's content (43 rem with Products expanded), so the whole panel is on the sheet
 * even in a window shorter than the sheet. The component's own styles are unchanged.
 */
function MobileNavSheet({ triggers, open }: { triggers: ReactNode; open: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    // The open cell's bar starts right under its label: the panel starts there too.
    const place = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const panelStyle =
    top === undefined
      ? ""
      : `[data-slot="mobile-nav-overlay"], [data-slot="mobile-nav-panel"] { position: absolute; top: ${top}px; bottom: auto; }
        [data-slot="mobile-nav-overlay"] { height: max(100vh - ${top}px, 43rem); }
        [data-slot="mobile-nav-panel"] { min-height: max(100vh - ${top}px, 43rem); }`;
  return (
    <div className="flex flex-col gap-6" onClickCapture={stayOnPage}>
      <style>{panelStyle}</style>
      <SpecSheet className="px-gutter pt-4">{triggers}</SpecSheet>
      <SpecCell spec={["products"]} state="open" parts={PANEL_PARTS} bleed>
        <div ref={bar} className="flex h-16 items-center justify-end border-b border-line px-gutter">
          {open}
        </div>
      </SpecCell>
    </div>
  );
}

/**
 * The spec sheet: the menu button closed, at rest, hovered and focused from the keyboard; then the
 * panel open with the products list expanded, its rows in the states the label names. For visual
 * regression.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(PANEL_PARTS), specSheet: true },
  args: { defaultOpen: true, defaultProductsOpen: true },
  render: (args, { globals }) => (
    <MobileNavSheet
      triggers={TRIGGER_STATES.map((state) => (
        <SpecCell key={state} spec={["trigger"]} state={state}>
          <MobileNav {...args} defaultOpen={false} locale={storyLocale(globals).code} />
        </SpecCell>
      ))}
      open={<MobileNav {...args} locale={storyLocale(globals).code} />}
    />
  ),
  play: async ({ step, globals, canvasElement }) => {
    await step("sees the menu open with Products expanded", async () => {
      const panel = await screen.findByRole("dialog", { name: storyMessage(globals, "nav.menu.title") });
      await expect(productsToggle(panel, globals)).toHaveAttribute("aria-expanded", "true");
    });
    await step("sees three menu buttons closed above it, for their states", async () => {
      // Under the modal panel the page is hidden from assistive technology, the buttons with it.
      const buttons = within(canvasElement).getAllByRole("button", {
        hidden: true,
        name: storyMessage(globals, "nav.menu.open"),
      });
      await expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual([
        ...Array<string>(TRIGGER_STATES.length).fill("false"),
        "true",
      ]);
    });
    await step("sees the open cell's label, and the buttons' cells, above the open panel", async () => {
      const label = within(canvasElement).getByText("products · open", { exact: false });
      const panel = screen.getByRole("dialog", { name: storyMessage(globals, "nav.menu.title") });
      await waitFor(() =>
        expect(
          label.getBoundingClientRect().bottom,
          "the label's bottom edge, px (not under the panel)",
        ).toBeLessThanOrEqual(panel.getBoundingClientRect().top),
      );
    });
    await step("finds the rows the label names hovered and focused", async () => {
      await expectPartsOnSheet(PANEL_PARTS);
    });
  },
};
