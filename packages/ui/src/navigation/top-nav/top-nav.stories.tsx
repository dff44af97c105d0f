import type { MouseEvent, ReactNode } from "react";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { IntlProvider, useIntl } from "react-intl";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  DEFAULT_LOCALE,
  LOCALES,
  NAV_COPY,
  NAV_LAYER,
  PRODUCT_NAV_ITEMS,
  localizedPath,
  messagesFor,
  type LocaleCode,
} from "@studio/content";
import { SiteIntlProvider } from "../../i18n/site-intl-provider.tsx";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  nthLandmarkName,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import {
  desktopBarControls,
  expectFocusRing,
  expectNamedControls,
  languageTriggerName,
  mobileBarControls,
  mobilePanelControls,
} from "../header-controls.story-helpers.ts";
import { TopNav } from "./top-nav.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

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
  title: "Sections/Shell/TopNav",
  id: "navigation-topnav",
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
type Canvas = StoryContext["canvas"];

/** The bar shows its items inline from the `md` breakpoint (768 px); below, a menu button. */
const isDesktop = () => window.innerWidth >= 768;

const otherLocale = (code: LocaleCode) => LOCALES.find((locale) => locale.code !== code)!;
const productNames = (globals: Globals) => PRODUCT_NAV_ITEMS.map((item) => storyMessage(globals, item.nameId));

/** The bar, as assistive technology finds it: the page's banner landmark. */
const banner = (canvas: Canvas) => canvas.getByRole("banner");
const languageButtonName = (globals: Globals) => sameText(languageTriggerName(globals));

/** Opens the mobile panel with the menu button and returns it once its opening animation has run. */
const openPanel = async (canvas: Canvas, globals: Globals) => {
  await userEvent.click(within(banner(canvas)).getByRole("button", { name: storyMessage(globals, "nav.menu.open") }));
  const panel = await screen.findByRole("dialog", { name: storyMessage(globals, "nav.menu.title") });
  await waitFor(() => expect(panel).toHaveStyle({ opacity: "1" }));
  return panel;
};

/** Controls for every prop; the bar follows the toolbar's language and viewport. */
export const Playground: Story = {};

/**
 * The layout of the current viewport: from 768 px the Products button, the contact link and the
 * language switcher sit in the bar; below, only the logo and the menu button.
 */
export const ResponsiveLayout: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    const nav = () => within(banner(canvas)).getByRole("navigation", { name: storyMessage(globals, "nav.label") });
    await step("sees the logo in a 64 px bar", async () => {
      await expect(
        within(banner(canvas)).getByRole("link", { name: storyMessage(globals, "header.homeLink") }),
      ).toBeVisible();
      await expect(banner(canvas), "the bar: 64 px plus its 1 px border").toHaveStyle({ height: "65px" });
    });
    if (isDesktop()) {
      await step("sees Products, contact and language in the bar, on one row inside it", async () => {
        const items = [
          within(nav()).getByRole("button", { name: storyMessage(globals, "nav.products") }),
          within(nav()).getByRole("link", { name: storyMessage(globals, "nav.contact") }),
          within(banner(canvas)).getByRole("button", { name: languageButtonName(globals) }),
        ];
        for (const item of items) {
          await expect(item).toBeVisible();
          const box = item.getBoundingClientRect();
          await expect(box.top, "top edge, px from the bar's top").toBeGreaterThanOrEqual(0);
          await expect(box.bottom, "bottom edge, px from the bar's top").toBeLessThanOrEqual(64);
        }
        await expect(
          within(nav()).queryByRole("button", { name: storyMessage(globals, "nav.menu.open") }),
        ).not.toBeInTheDocument();
      });
    } else {
      await step("sees only the menu button; Products, contact and language wait in the menu", async () => {
        await expect(within(nav()).getByRole("button", { name: storyMessage(globals, "nav.menu.open") })).toBeVisible();
        await expect(
          within(nav()).queryByRole("button", { name: storyMessage(globals, "nav.products") }),
        ).not.toBeInTheDocument();
        await expect(
          within(nav()).queryByRole("link", { name: storyMessage(globals, "nav.contact") }),
        ).not.toBeInTheDocument();
        await expect(
          within(banner(canvas)).queryByRole("button", { name: languageButtonName(globals) }),
        ).not.toBeInTheDocument();
      });
    }
  },
};

/** The logo links to the home page and is announced by its name, not by the decorative mark. */
export const HomeLink: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    const link = () => within(banner(canvas)).getByRole("link", { name: storyMessage(globals, "header.homeLink") });
    await step(
      `finds the logo as a link to the home page, named "${storyMessage(globals, "header.homeLink")}"`,
      async () => {
        await expect(link()).toHaveAttribute("href", "/");
      },
    );
    await step("sees the mark, which screen readers skip", async () => {
      // The mark is decoration, hidden from assistive technology: the link's name speaks for it.
      const mark = decorativePart(link(), 'svg[data-slot="brand-logo"]');
      await expect(mark, "the brand mark").toBeVisible();
      await expect(mark, "the brand mark, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
    });
  },
};

/**
 * Keyboard: the first Tab reveals the "skip to main content" link, which leads to the page's
 * main content; the next Tab moves on to the logo link and hides it again.
 */
export const SkipLink: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    const skipLink = () =>
      within(banner(canvas)).getByRole("link", { name: storyMessage(globals, "shell.skipToContent") });
    await step("does not see the skip link before using the keyboard", async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await expect(skipLink(), "visually hidden (clipped away)").toHaveStyle({ clipPath: "inset(50%)" });
    });
    await step("presses Tab: the skip link shows, focused, leading to the main content", async () => {
      await userEvent.tab();
      await expect(skipLink()).toHaveFocus();
      await expect(skipLink()).toHaveAttribute("href", "#main-content");
      await waitFor(() => expect(skipLink(), "shown (not clipped)").toHaveStyle({ clipPath: "none" }));
      await expect(skipLink().getBoundingClientRect().height, "its height, px").toBeGreaterThanOrEqual(32);
      await expect(canvas.getByRole("main"), "the skip link's target").toHaveAttribute("id", "main-content");
    });
    await step("presses Tab again: focus moves to the logo and the skip link hides", async () => {
      await userEvent.tab();
      await expect(
        within(banner(canvas)).getByRole("link", { name: storyMessage(globals, "header.homeLink") }),
      ).toHaveFocus();
      await waitFor(() => expect(skipLink(), "visually hidden again").toHaveStyle({ clipPath: "inset(50%)" }));
    });
  },
};

/**
 * The products of the current viewport: from 768 px the Products dropdown, below it the menu
 * panel's products list; either way the eight verticals, linked in the current language.
 */
export const ProductsOpen: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    const locale = storyLocale(globals);
    let links: HTMLElement[] = [];
    if (isDesktop()) {
      await step("opens Products: the menu shows above the page", async () => {
        await userEvent.click(
          within(banner(canvas)).getByRole("button", { name: storyMessage(globals, "nav.products") }),
        );
        const menu = await screen.findByRole("menu");
        await waitFor(() => expect(menu).toHaveStyle({ opacity: "1" }));
        links = within(menu).getAllByRole("menuitem");
        // Above the page content: the menu shares the navigation layer.
        await expect(menu.parentElement, "the menu's layer").toHaveStyle({ zIndex: String(NAV_LAYER) });
      });
    } else {
      await step("opens the menu, then its Products list", async () => {
        const panel = await openPanel(canvas, globals);
        const toggle = within(panel).getByRole("button", { name: storyMessage(globals, "nav.products") });
        await userEvent.click(toggle);
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        links = within(document.getElementById(toggle.getAttribute("aria-controls")!)!).getAllByRole("link");
      });
    }
    await step("sees the eight verticals, each linked in the page's language", async () => {
      await expect(links.map((link) => link.textContent)).toEqual(productNames(globals));
      for (const [index, item] of PRODUCT_NAV_ITEMS.entries()) {
        await expect(links[index]).toBeVisible();
        await expect(links[index]).toHaveAttribute("href", localizedPath(item.href, locale.code));
      }
    });
  },
};

/** The contact link (inline from 768 px, in the menu panel below) reports the click to the site. */
export const ContactLink: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, args, canvas, globals }) => {
    let link: HTMLElement = document.body;
    await step(
      isDesktop() ? "finds the contact link in the bar" : "opens the menu and finds the contact link in it",
      async () => {
        const scope = isDesktop() ? banner(canvas) : await openPanel(canvas, globals);
        link = within(scope).getByRole("link", { name: storyMessage(globals, "nav.contact") });
        await expect(link).toHaveAttribute("href", "/");
      },
    );
    await step("presses it: the site is told, and a phone's menu closes behind it", async () => {
      await userEvent.click(link);
      await expect(args.onContactClick).toHaveBeenCalledOnce();
      await expect(args.onContactClick).toHaveBeenCalledWith(expect.objectContaining({ type: "click" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });
  },
};

/** Choosing another language (bar switcher from 768 px, panel switcher below) reports its code once. */
export const ChangesLanguage: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, args, canvas, globals }) => {
    const target = otherLocale(storyLocale(globals).code);
    await step("opens the language switcher", async () => {
      const scope = isDesktop() ? banner(canvas) : await openPanel(canvas, globals);
      await userEvent.click(within(scope).getByRole("button", { name: languageButtonName(globals) }));
      await screen.findByRole("menu");
      await waitFor(() => expect(screen.getByRole("menu")).toBeVisible());
    });
    await step(`chooses ${target.name}: the site is told once, and the menus close`, async () => {
      await userEvent.click(
        within(screen.getByRole("menu")).getByRole("menuitemradio", { name: new RegExp(target.name) }),
      );
      await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
      await expect(args.onLocaleChange).toHaveBeenCalledWith(target.code);
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });
  },
};

/**
 * What assistive technology announces: every link and button of the bar (and, below 768 px, of the
 * menu panel) in order, each with its exact accessible name from the content catalog of the
 * story's language, and each name starting with the control's visible text (WCAG 2.5.3).
 */
export const AccessibleNames: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    await step("hears the bar's links and buttons in order, each name starting with its visible text", async () => {
      await expectNamedControls(banner(canvas), isDesktop() ? desktopBarControls(globals) : mobileBarControls(globals));
    });
    if (!isDesktop()) {
      await step("opens the menu and hears its controls the same way", async () => {
        await expectNamedControls(await openPanel(canvas, globals), mobilePanelControls(globals));
      });
    }
  },
};

const GERMAN = { locale: "de" } as const;

/**
 * The same in German whatever the toolbar's language: the names come from the German catalog
 * ("GER: Deutsch. Sprache ändern", "Produkte", "Menü öffnen", …).
 */
export const AccessibleNamesInGerman: Story = {
  tags: ["mobile-interaction"],
  render: (args) => (
    <SiteIntlProvider locale="de" messages={messagesFor("de")}>
      <div lang="de">
        <TopNav {...args} locale="de" />
      </div>
    </SiteIntlProvider>
  ),
  play: async ({ step, canvas }) => {
    await step("hears the German bar's controls with their German names", async () => {
      await expect(languageTriggerName(GERMAN), "the German name, not the English one").not.toBe(
        languageTriggerName({ locale: "en" }),
      );
      await expectNamedControls(banner(canvas), isDesktop() ? desktopBarControls(GERMAN) : mobileBarControls(GERMAN));
    });
    if (!isDesktop()) {
      await step("opens the German menu and hears its controls", async () => {
        await expectNamedControls(await openPanel(canvas, GERMAN), mobilePanelControls(GERMAN));
      });
    }
  },
};

/**
 * Keyboard: Tab walks the bar's controls in reading order (skip link, logo, then Products, contact
 * and language from 768 px, the menu button below), each showing its focus ring.
 */
export const TabOrder: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, globals }) => {
    const controls = isDesktop() ? desktopBarControls(globals) : mobileBarControls(globals);
    for (const [index, control] of controls.entries()) {
      await step(`presses Tab: "${control.name}" takes focus`, async () => {
        // From the top of the page, as a visitor arriving.
        if (index === 0) (document.activeElement as HTMLElement | null)?.blur();
        await userEvent.tab();
        const element = within(banner(canvas)).getByRole(control.role, { name: sameText(control.name) });
        await expect(element).toHaveFocus();
        // The skip link shows itself instead (see SkipLink); the others draw the focus outline.
        if (control.slot !== "top-nav-skip-link") await expectFocusRing(element);
      });
    }
    await step("presses Tab once more: focus leaves the bar for the page", async () => {
      await userEvent.tab();
      await expect(banner(canvas)).not.toContainElement(document.activeElement as HTMLElement);
    });
  },
};

/** The bar stays at the top of the window while the page scrolls under it, on the navigation layer. */
export const Sticky: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas }) => {
    await step("sees the bar sticky, on the navigation layer", async () => {
      await expect(banner(canvas)).toHaveStyle({ position: "sticky", zIndex: String(NAV_LAYER) });
    });
    await step("scrolls the page down: the bar stays at the top of the window", async () => {
      window.scrollTo({ top: 400, behavior: "instant" });
      try {
        await waitFor(() => expect(window.scrollY, "the page's scroll position, px").toBeGreaterThan(0));
        await expect(Math.round(banner(canvas).getBoundingClientRect().top), "the bar's top, px").toBe(0);
      } finally {
        window.scrollTo({ top: 0, behavior: "instant" });
      }
    });
  },
};

const STATES = ["default", "hover", "focus-visible"] as const;

/**
 * A copy of the bar on the sheet beside the first: inside a `section`, so it is not a second banner
 * of the page, and with its navigation named apart ("Main navigation 2 of 3"): landmarks on one
 * page need distinct names. The bar itself is unchanged.
 */
function CopyNamedApart({ navLabel, children }: { navLabel: string; children: ReactNode }) {
  const intl = useIntl();
  // Storybook's catalogs are ICU strings (messagesFor, pseudoMessages in .storybook/preview.tsx).
  const messages: Record<string, string> = { ...(intl.messages as Record<string, string>) };
  messages[NAV_COPY.navLabelId] = navLabel;
  return (
    <section>
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
        {children}
      </IntlProvider>
    </section>
  );
}

/**
 * The spec sheet, in the current viewport's layout: the bar at rest, then its items hovered and
 * focused from the keyboard (from 768 px the logo, Products, contact and the language switcher;
 * below, the logo and the menu button). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args, { globals }) => {
    const bar = <TopNav {...args} locale={storyLocale(globals).code} />;
    const navLabel = storyMessage(globals, NAV_COPY.navLabelId);
    return (
      <SpecSheet layout="stack">
        {STATES.map((state, index) => (
          <SpecCell key={state} spec={["tone=translucent", ...(index === 0 ? [] : ["items"])]} state={state} bleed>
            {index === 0 ? (
              bar
            ) : (
              <CopyNamedApart navLabel={nthLandmarkName(globals, navLabel, index, STATES.length)}>{bar}</CopyNamedApart>
            )}
          </SpecCell>
        ))}
      </SpecSheet>
    );
  },
  play: async ({ step, canvas, globals }) => {
    await step("sees the bar at rest with the logo", async () => {
      // Testing Library counts the copies' headers (inside sections) as banners too: the first is at rest.
      const atRest = canvas.getAllByRole("banner")[0]!;
      await expect(within(atRest).getByRole("link", { name: storyMessage(globals, "header.homeLink") })).toBeVisible();
    });
    await step("sees the copies with their items hovered and focused, named apart", async () => {
      await expect(canvas.getAllByRole("navigation")).toHaveLength(STATES.length);
    });
  },
};
