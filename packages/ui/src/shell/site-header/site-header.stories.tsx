import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from "@studio/content";
import { storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { SiteHeader } from "./site-header.tsx";

/** The page content below the header: the skip link's target, with the home page's lead. */
function MainContent({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <main id={id} tabIndex={-1} className="mx-auto max-w-7xl px-gutter py-section">
      <p className="max-w-prose text-ink-muted">{intl.formatMessage({ id: "home.hero.lead" })}</p>
    </main>
  );
}

const meta = {
  title: "Shell/SiteHeader",
  component: SiteHeader,
  args: { locale: DEFAULT_LOCALE, homeHref: "/", mainContentId: "main-content", onLocaleChange: fn() },
  argTypes: {
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    homeHref: { control: "text" },
    mainContentId: { control: "text" },
  },
  // The header shows the story's language (the toolbar's Language global).
  render: (args, { globals }) => <SiteHeader {...args} locale={storyLocale(globals).code} />,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story, { args }) => (
      <>
        <Story />
        <MainContent id={args.mainContentId ?? "main-content"} />
      </>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const otherLocale = (code: LocaleCode) => LOCALES.find((locale) => locale.code !== code)!;

/** The skip link, hidden until focused, wherever it is in the header. */
const skipLink = (header: HTMLElement) => header.querySelector<HTMLAnchorElement>('a[href^="#"]')!;

/** Whether a visitor can see the element: it has a box and is not clipped away (`sr-only`). */
const isShown = (element: HTMLElement) => {
  const { width, height } = element.getBoundingClientRect();
  return width > 1 && height > 1 && getComputedStyle(element).clipPath === "none";
};

/** Controls for every prop; the header and its switcher show the toolbar's language. */
export const Playground: Story = {};

/** The logo links to the home page and is announced by its name, not by the decorative mark. */
export const HomeLink: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole("link", { name: storyMessage(globals, "header.homeLink") });
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
  play: async ({ canvas, canvasElement, globals }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="site-header"]')!;
    const link = skipLink(header);
    // Hidden (visually clipped) until focused.
    await expect(isShown(link)).toBe(false);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveTextContent(storyMessage(globals, "shell.skipToContent"));
    await expect(link).toHaveAttribute("href", "#main-content");
    await waitFor(() => expect(isShown(link)).toBe(true));
    // Shown as a padded button, large enough to read and press (WCAG 2.5.8 target size).
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    // Its target exists.
    await expect(canvasElement.ownerDocument.getElementById("main-content")).toBeInTheDocument();

    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: storyMessage(globals, "header.homeLink") })).toHaveFocus();
    await waitFor(() => expect(isShown(link)).toBe(false));
  },
};

/** Choosing another language in the switcher reports its code once and closes the list. */
export const ChangesLanguage: Story = {
  play: async ({ args, canvas, globals }) => {
    const current = storyLocale(globals);
    const target = otherLocale(current.code);
    const trigger = canvas.getByRole("button", {
      name: `${current.label} ${storyMessage(globals, "languageSwitcher.trigger", { language: current.name })}`,
    });
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: new RegExp(target.name) }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith(target.code);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};
