import type { MouseEvent } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  DEFAULT_LOCALE,
  LOCALES,
  PRODUCT_NAV_ITEMS,
  localizedPath,
  messagesFor,
  type LocaleCode,
} from "@studio/content";
import { SiteIntlProvider } from "../../i18n/site-intl-provider.tsx";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage, sameText } from "../../test/story-helpers.ts";
import {
  desktopBarControls,
  expectFocusRing,
  expectNamedControls,
  languageTriggerName,
  mobileBarControls,
  mobilePanelControls,
} from "../header-controls.story-helpers.ts";
import { TopNav } from "./top-nav.tsx";

/** Keeps the story on its page: following a link would leave the canvas (in-page anchors still work). */
const stayOnPage = (event: MouseEvent) => {
  const link = (event.target as Element).closest("a[href]");
  if (link && !link.getAttribute("href")!.startsWith("#")) event.preventDefault();
};

/** The page content below the bar: the skip link's target, tall enough to scroll under the sticky bar. */
function MainContent({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <main id={id} tabIndex={-1} className="mx-auto max-w-7xl px-gutter py-section">
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} className="mb-6 max-w-prose text-ink-muted">
          {intl.formatMessage({ id: "home.hero.lead" })}
        </p>
      ))}
    </main>
  );
}

const meta = {
  title: "Navigation/TopNav",
  component: TopNav,
  args: {
    locale: DEFAULT_LOCALE,
    homeHref: "/",
    contactHref: "/",
    mainContentId: "main-content",
    onLocaleChange: fn(),
    onContactClick: fn(),
    tone: "translucent",
  },
  argTypes: {
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    homeHref: { control: "text" },
    contactHref: { control: "text" },
    mainContentId: { control: "text" },
    productLinks: { control: false },
    tone: { control: "inline-radio", options: ["translucent", "solid"] },
  },
  // The bar shows the story's language (the toolbar's Language global).
  render: (args, { globals }) => <TopNav {...args} locale={storyLocale(globals).code} />,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story, { args }) => (
      <div onClickCapture={stayOnPage}>
        <Story />
        <MainContent id={args.mainContentId ?? "main-content"} />
      </div>
    ),
  ],
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The bar shows its items inline from the `md` breakpoint (768 px); below, a menu button. */
const isDesktop = () => window.innerWidth >= 768;

const otherLocale = (code: LocaleCode) => LOCALES.find((locale) => locale.code !== code)!;
const productNames = (globals: Globals) => PRODUCT_NAV_ITEMS.map((item) => storyMessage(globals, item.nameId));

const header = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="top-nav"]')!;
const languageButtonName = (globals: Globals) => sameText(languageTriggerName(globals));

/** Opens the mobile panel with the menu button and returns it once its opening animation has run. */
const openPanel = async (bar: HTMLElement, globals: Globals) => {
  await userEvent.click(within(bar).getByRole("button", { name: storyMessage(globals, "nav.menu.open") }));
  const panel = await screen.findByRole("dialog", { name: storyMessage(globals, "nav.menu.title") });
  await waitFor(() => expect(getComputedStyle(panel).opacity).toBe("1"));
  return panel;
};

/** Whether a visitor can see the element: it has a box and is not clipped away (`sr-only`). */
const isShown = (element: HTMLElement) => {
  const { width, height } = element.getBoundingClientRect();
  return width > 1 && height > 1 && getComputedStyle(element).clipPath === "none";
};

/** Controls for every prop; the bar follows the toolbar's language and viewport. */
export const Playground: Story = {};

/**
 * The layout of the current viewport: from 768 px the Products button, the contact link and the
 * language switcher sit in the bar; below, only the logo and the menu button.
 */
export const ResponsiveLayout: Story = {
  play: async ({ canvasElement, globals }) => {
    const bar = header(canvasElement);
    const nav = within(bar).getByRole("navigation", { name: storyMessage(globals, "nav.label") });
    const home = within(bar).getByRole("link", { name: storyMessage(globals, "header.homeLink") });
    await expect(home).toBeVisible();
    await expect(Math.round(bar.getBoundingClientRect().height)).toBe(65); // 64 px bar + 1 px border

    const products = within(nav).queryByRole("button", { name: storyMessage(globals, "nav.products") });
    const contact = within(nav).queryByRole("link", { name: storyMessage(globals, "nav.contact") });
    const language = within(bar).queryByRole("button", { name: languageButtonName(globals) });
    const menu = within(nav).queryByRole("button", { name: storyMessage(globals, "nav.menu.open") });

    if (isDesktop()) {
      for (const item of [products, contact, language]) {
        await expect(item).toBeVisible();
        // On one row, inside the bar.
        const box = item!.getBoundingClientRect();
        await expect(box.top).toBeGreaterThanOrEqual(0);
        await expect(box.bottom).toBeLessThanOrEqual(64);
        await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      }
      await expect(menu).not.toBeInTheDocument();
    } else {
      await expect(menu).toBeVisible();
      await expect(menu!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(products).not.toBeInTheDocument();
      await expect(contact).not.toBeInTheDocument();
      await expect(language).not.toBeInTheDocument();
    }
  },
};

/** The logo links to the home page and is announced by its name, not by the decorative mark. */
export const HomeLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(header(canvasElement)).getByRole("link", { name: storyMessage(globals, "header.homeLink") });
    await expect(link).toHaveAttribute("href", "/");
    const logo = link.querySelector('svg[data-slot="brand-logo"]');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("aria-hidden", "true");
  },
};

/**
 * Keyboard: the first Tab reveals the "skip to main content" link, which leads to the page's
 * main content; the next Tab moves on to the logo link and hides it again.
 */
export const SkipLink: Story = {
  play: async ({ canvasElement, globals }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const bar = header(canvasElement);
    const link = bar.querySelector<HTMLAnchorElement>('[data-slot="top-nav-skip-link"]')!;
    await expect(isShown(link)).toBe(false);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveTextContent(storyMessage(globals, "shell.skipToContent"));
    await expect(link).toHaveAttribute("href", "#main-content");
    await waitFor(() => expect(isShown(link)).toBe(true));
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    await expect(canvasElement.ownerDocument.getElementById("main-content")).toBeInTheDocument();

    await userEvent.tab();
    await expect(within(bar).getByRole("link", { name: storyMessage(globals, "header.homeLink") })).toHaveFocus();
    await waitFor(() => expect(isShown(link)).toBe(false));
  },
};

/**
 * The products of the current viewport: from 768 px the Products dropdown, below it the menu
 * panel's products list; either way the eight verticals, linked in the current language.
 */
export const ProductsOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const bar = header(canvasElement);
    const locale = storyLocale(globals);
    let links: HTMLElement[];
    if (isDesktop()) {
      await userEvent.click(within(bar).getByRole("button", { name: storyMessage(globals, "nav.products") }));
      const menu = await screen.findByRole("menu");
      await waitFor(() => expect(getComputedStyle(menu).opacity).toBe("1"));
      links = within(menu).getAllByRole("menuitem");
      // Above the page content: the menu shares the navigation layer.
      await expect(getComputedStyle(menu.parentElement!).zIndex).toBe("9999");
    } else {
      const panel = await openPanel(bar, globals);
      const toggle = within(panel).getByRole("button", { name: storyMessage(globals, "nav.products") });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      links = within(document.getElementById(toggle.getAttribute("aria-controls")!)!).getAllByRole("link");
    }
    await expect(links.map((link) => link.textContent)).toEqual(productNames(globals));
    for (const [index, item] of PRODUCT_NAV_ITEMS.entries()) {
      await expect(links[index]).toBeVisible();
      await expect(links[index]).toHaveAttribute("href", localizedPath(item.href, locale.code));
    }
  },
};

/** The contact link (inline from 768 px, in the menu panel below) reports the click to the site. */
export const ContactLink: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const bar = header(canvasElement);
    const scope = isDesktop() ? bar : await openPanel(bar, globals);
    const link = within(scope).getByRole("link", { name: storyMessage(globals, "nav.contact") });
    await expect(link).toHaveAttribute("href", "/");
    await userEvent.click(link);
    await expect(args.onContactClick).toHaveBeenCalledOnce();
    await expect(args.onContactClick).toHaveBeenCalledWith(expect.objectContaining({ type: "click" }));
    // On small screens the panel closes behind the click.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Choosing another language (bar switcher from 768 px, panel switcher below) reports its code once. */
export const ChangesLanguage: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const target = otherLocale(storyLocale(globals).code);
    const bar = header(canvasElement);
    const scope = isDesktop() ? bar : await openPanel(bar, globals);
    await userEvent.click(within(scope).getByRole("button", { name: languageButtonName(globals) }));
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: new RegExp(target.name) }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith(target.code);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/**
 * What assistive technology announces: every link and button of the bar (and, below 768 px, of the
 * menu panel) in order, each with its exact accessible name from the content catalog of the
 * story's language, and each name starting with the control's visible text (WCAG 2.5.3).
 */
export const AccessibleNames: Story = {
  play: async ({ canvasElement, globals }) => {
    const bar = header(canvasElement);
    if (isDesktop()) {
      await expectNamedControls(bar, desktopBarControls(globals));
    } else {
      await expectNamedControls(bar, mobileBarControls(globals));
      await expectNamedControls(await openPanel(bar, globals), mobilePanelControls(globals));
    }
  },
};

const GERMAN = { locale: "de" } as const;

/**
 * The same in German whatever the toolbar's language: the names come from the German catalog
 * ("GER: Deutsch. Sprache ändern", "Produkte", "Menü öffnen", …).
 */
export const AccessibleNamesInGerman: Story = {
  render: (args) => (
    <SiteIntlProvider locale="de" messages={messagesFor("de")}>
      <div lang="de">
        <TopNav {...args} locale="de" />
      </div>
    </SiteIntlProvider>
  ),
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await expect(languageTriggerName(GERMAN)).not.toBe(languageTriggerName({ locale: "en" }));
    if (isDesktop()) {
      await expectNamedControls(bar, desktopBarControls(GERMAN));
    } else {
      await expectNamedControls(bar, mobileBarControls(GERMAN));
      await expectNamedControls(await openPanel(bar, GERMAN), mobilePanelControls(GERMAN));
    }
  },
};

/**
 * Keyboard: Tab walks the bar's controls in reading order (skip link, logo, then Products, contact
 * and language from 768 px, the menu button below), each showing its focus ring.
 */
export const TabOrder: Story = {
  play: async ({ canvasElement, globals }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const bar = header(canvasElement);
    const controls = isDesktop() ? desktopBarControls(globals) : mobileBarControls(globals);
    for (const control of controls) {
      await userEvent.tab();
      const element = within(bar).getByRole(control.role, { name: sameText(control.name) });
      await expect(element).toHaveFocus();
      // The skip link shows itself instead (see SkipLink); the others draw the focus outline.
      if (control.slot !== "top-nav-skip-link") await expectFocusRing(element);
    }
    // Then on into the page: nothing else in the bar takes focus.
    await userEvent.tab();
    await expect(bar).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** The bar stays at the top of the window while the page scrolls under it, on the navigation layer. */
export const Sticky: Story = {
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await expect(getComputedStyle(bar).position).toBe("sticky");
    await expect(getComputedStyle(bar).zIndex).toBe("9999");
    window.scrollTo({ top: 400, behavior: "instant" });
    try {
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
      await expect(Math.round(bar.getBoundingClientRect().top)).toBe(0);
    } finally {
      window.scrollTo({ top: 0, behavior: "instant" });
    }
  },
};

/** The bar at rest over the page, in the current viewport's layout: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  play: async ({ canvasElement, globals }) => {
    const bar = header(canvasElement);
    await expect(within(bar).getByRole("link", { name: storyMessage(globals, "header.homeLink") })).toBeVisible();
  },
};
