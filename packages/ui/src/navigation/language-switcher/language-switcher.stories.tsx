import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LOCALES, type LocaleCode } from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  containsText,
  decorativePart,
  sameText,
  storyLocale,
} from "../../test/story-helpers.ts";
import { expectFocusRing, expectPartsOnItems, languageTriggerName } from "../header-controls.story-helpers.ts";
import { PSEUDO_STATES, SpecCell, SpecSheet, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";
import { LanguageSwitcher, type LanguageSwitcherProps } from "./language-switcher.tsx";

/** The looks of the closed button on a spec sheet: at rest, then each forced state. */
const CLOSED_STATES = ["default", ...PSEUDO_STATES] as const;

/**
 * The open list's last three items on the spec sheet, hovered, focused from the keyboard and
 * pressed: the addon forces each on one item (Radix portals the list to the body, so the
 * selectors name the items from there), and the cell's label names them ("item 5 hover"). The
 * last three, so that the ticked current language (English, Lithuanian and Russian in the visual
 * checks) stays apart from them; the items before are at rest.
 */
const ITEM_PARTS: readonly SpecPart[] = (["hover", "focus-visible", "pressed"] as const).map((state, index) => ({
  name: `item ${LOCALES.length - 2 + index}`,
  state,
  selector: `[data-slot="language-switcher-content"] :nth-child(${LOCALES.length - 2 + index} of [data-slot="language-switcher-item"])`,
}));

/** Keeps the chosen language like the site does, so the button label follows the choice. */
function StatefulSwitcher({ value, onValueChange, ...props }: LanguageSwitcherProps) {
  const [current, setCurrent] = useState<LocaleCode>(value);
  return (
    <LanguageSwitcher
      {...props}
      value={current}
      onValueChange={(code) => {
        setCurrent(code);
        onValueChange(code);
      }}
    />
  );
}

const meta = {
  title: "Sections/Shell/LanguageSwitcher",
  id: "navigation-languageswitcher",
  component: LanguageSwitcher,
  args: { value: "en", variant: "desktop", onValueChange: fn() },
  argTypes: {
    value: { control: "select", options: LOCALES.map((locale) => locale.code) },
    variant: { control: "inline-radio", options: ["desktop", "mobile"] },
  },
  // The button shows the story's language (the toolbar's Language global).
  render: (args, { globals }) => <StatefulSwitcher {...args} value={storyLocale(globals).code} />,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="flex min-h-96 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const otherLocale = (code: LocaleCode) => LOCALES.find((locale) => locale.code !== code)!;

/** Controls for every prop; the button shows the toolbar's language. */
export const Playground: Story = {};

/**
 * Closed: the button shows the current language's decorative flag and three-letter label, and is
 * announced as one phrase that starts with that label: "ENG: English. Change language".
 */
export const Closed: Story = {
  play: async ({ step, canvas, globals }) => {
    const current = storyLocale(globals);
    const trigger = () => canvas.getByRole("button", { name: sameText(languageTriggerName(globals)) });
    await step(`sees the ${current.name} flag and "${current.label}" on the button, nothing more`, async () => {
      // The flag is decoration, hidden from assistive technology: no accessible query reaches it.
      const flag = decorativePart(trigger(), `[data-flag="${current.flag}"]`);
      await expect(decorativePart(flag, "img"), `the ${current.name} flag`).toBeVisible();
      await expect(flag, "the flag, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
      await expect(trigger()).toHaveTextContent(sameText(current.label));
    });
    await step(`hears one phrase that starts with "${current.label}", then names ${current.name}`, async () => {
      // Label in Name (WCAG 2.5.3): the name starts with the visible label, then a separator, not a glued word.
      await expect(trigger()).toHaveAccessibleName(new RegExp(`^${current.label}\\P{L}`, "u"));
      await expect(trigger()).toHaveAccessibleName(containsText(current.name));
    });
    await step("hears that it opens a menu, closed for now", async () => {
      await expect(trigger()).toHaveAttribute("aria-haspopup", "menu");
      await expect(trigger()).toHaveAttribute("aria-expanded", "false");
    });
  },
};

/** Open: the seven languages with flags; the current one is checked. */
export const Open: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    await step("presses the button: the list opens, labelled by the button", async () => {
      await userEvent.click(canvas.getByRole("button"));
      const menu = await screen.findByRole("menu");
      await expect(menu).toHaveAttribute("aria-labelledby", canvas.getByRole("button").id);
      await expect(canvas.getByRole("button")).toHaveAttribute("aria-expanded", "true");
    });
    await step("sees the seven languages, each with its flag and in its own language", async () => {
      const items = within(screen.getByRole("menu")).getAllByRole("menuitemradio");
      await expect(items.map((item) => item.textContent)).toEqual(
        LOCALES.map((locale) => `${locale.name}${locale.label}`),
      );
      for (const [index, locale] of LOCALES.entries()) {
        // Flags are decoration, hidden from assistive technology: no accessible query reaches them.
        await expect(
          decorativePart(items[index]!, `[data-flag="${locale.flag}"] img`),
          `the ${locale.name} flag`,
        ).toBeInTheDocument();
        await expect(items[index]).toHaveAttribute("lang", locale.tag);
      }
    });
    await step("sees the current language checked", async () => {
      await expect(within(screen.getByRole("menu")).getByRole("menuitemradio", { checked: true })).toHaveTextContent(
        storyLocale(globals).name,
      );
    });
  },
};

/** Choosing a language reports its code, closes the list and updates the button. */
export const ChoosesLanguage: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const target = otherLocale(storyLocale(globals).code);
    await step(`opens the list and chooses ${target.name}`, async () => {
      await userEvent.click(canvas.getByRole("button"));
      await userEvent.click(await screen.findByRole("menuitemradio", { name: new RegExp(target.name) }));
    });
    await step("the site is told once, the list closes and the button shows the new language", async () => {
      await expect(args.onValueChange).toHaveBeenCalledOnce();
      await expect(args.onValueChange).toHaveBeenCalledWith(target.code);
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await expect(canvas.getByRole("button")).toHaveTextContent(target.label);
    });
  },
};

/** Keyboard: Enter opens, arrows move, Enter chooses; Escape closes without a choice. */
export const KeyboardOperation: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const last = LOCALES.at(-1)!;
    await step("presses Enter on the button: the list opens with focus inside", async () => {
      canvas.getByRole("button").focus();
      await userEvent.keyboard("{Enter}");
      const menu = await screen.findByRole("menu");
      await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    });
    await step("presses Escape: the list closes without a choice, focus back on the button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await expect(canvas.getByRole("button")).toHaveFocus();
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
    await step(`presses Space, then End: focus is on the last language, ${last.name}`, async () => {
      await userEvent.keyboard(" ");
      await screen.findByRole("menu");
      await userEvent.keyboard("{End}");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(last.name));
    });
    await step(`presses Enter: ${last.name} is chosen and the list closes`, async () => {
      const current = storyLocale(globals);
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await expect(args.onValueChange).toHaveBeenCalledOnce();
      await expect(args.onValueChange).toHaveBeenCalledWith(last.code);
      await expect(canvas.getByRole("button")).toHaveTextContent(
        current.code === last.code ? current.label : last.label,
      );
    });
  },
};

/**
 * Keyboard, as the menu button pattern asks: ArrowDown opens the list on the first language, Escape
 * closes it and focus returns to the button, which shows its focus ring throughout.
 */
export const OpensWithArrowDown: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const trigger = () => canvas.getByRole("button", { name: sameText(languageTriggerName(globals)) });
    await step("tabs to the button: it shows its focus ring", async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      await expect(trigger()).toHaveFocus();
      await expectFocusRing(trigger());
    });
    await step(`presses ArrowDown: the list opens on the first language, ${LOCALES[0]!.name}`, async () => {
      await userEvent.keyboard("{ArrowDown}");
      const menu = await screen.findByRole("menu");
      await expect(trigger()).toHaveAttribute("aria-expanded", "true");
      await waitFor(() => expect(document.activeElement).toHaveTextContent(LOCALES[0]!.name));
      await expect(menu).toContainElement(document.activeElement as HTMLElement);
    });
    await step("presses Escape: the list closes, focus and its ring are back on the button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await expect(trigger()).toHaveFocus();
      await expect(trigger()).toHaveAttribute("aria-expanded", "false");
      await expectFocusRing(trigger());
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
  },
};

/** An outside press closes the list without choosing. */
export const ClosesOnOutsidePress: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    await step("opens the list", async () => {
      await userEvent.click(canvas.getByRole("button", { name: sameText(languageTriggerName(globals)) }));
      await screen.findByRole("menu");
    });
    await step("presses outside it: the list closes and no language is chosen", async () => {
      await userEvent.click(document.body);
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
  },
};

/** The mobile panel variant: full-width 48 px button, list as wide as the button. */
export const Mobile: Story = {
  args: { variant: "mobile" },
  decorators: [
    (Story) => (
      <div className="w-full max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ step, args, canvas, globals }) => {
    const target = otherLocale(storyLocale(globals).code);
    await step("sees a button at least 48 px tall, easy to hit with a thumb", async () => {
      await expect(canvas.getByRole("button").getBoundingClientRect().height, "its height, px").toBeGreaterThanOrEqual(
        48,
      );
    });
    await step("opens the list: it is as wide as the button", async () => {
      await userEvent.click(canvas.getByRole("button"));
      const menu = await screen.findByRole("menu");
      await expect(Math.round(menu.getBoundingClientRect().width), "the list's width, px").toBeGreaterThanOrEqual(
        Math.round(canvas.getByRole("button").getBoundingClientRect().width),
      );
    });
    await step(`chooses ${target.name}: the site is told and the list closes`, async () => {
      await userEvent.click(
        within(screen.getByRole("menu")).getByRole("menuitemradio", { name: new RegExp(target.name) }),
      );
      await expect(args.onValueChange).toHaveBeenCalledWith(target.code);
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    });
  },
};

/**
 * The spec sheet: the desktop bar's button closed, at rest, hovered, focused from the keyboard and
 * pressed, then open (the current language ticked, the last three languages hovered, focused and
 * pressed); then the mobile panel's full-width button closed in the same four states. The
 * visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(ITEM_PARTS) },
  render: (args, { globals }) => (
    <SpecSheet layout="stack" className="w-full">
      <SpecSheet>
        {CLOSED_STATES.map((state) => (
          <SpecCell key={state} spec={["desktop"]} state={state}>
            <LanguageSwitcher {...args} variant="desktop" value={storyLocale(globals).code} />
          </SpecCell>
        ))}
        {/* Room for the open list under its button: the next row never runs under it. */}
        <SpecCell spec={["desktop"]} state="open" parts={ITEM_PARTS} className="min-h-[22rem]">
          <LanguageSwitcher {...args} variant="desktop" value={storyLocale(globals).code} defaultOpen />
        </SpecCell>
      </SpecSheet>
      <SpecSheet>
        {CLOSED_STATES.map((state) => (
          <SpecCell key={state} spec={["mobile"]} state={state} className="w-72 max-w-full">
            <LanguageSwitcher {...args} variant="mobile" value={storyLocale(globals).code} />
          </SpecCell>
        ))}
      </SpecSheet>
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("sees the bar's list open: the seven languages, the current one checked", async () => {
      const menu = await screen.findByRole("menu");
      await expect(
        within(menu)
          .getAllByRole("menuitemradio")
          .map((item) => item.textContent),
      ).toEqual(LOCALES.map((locale) => `${locale.name}${locale.label}`));
      await expect(within(menu).getByRole("menuitemradio", { checked: true })).toHaveTextContent(
        storyLocale(globals).name,
      );
    });
    await step("sees every other language button closed: four in the bar, four on the phone's panel", async () => {
      const buttons = canvas.getAllByRole("button", { name: sameText(languageTriggerName(globals)) });
      await expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual([
        ...Array<string>(CLOSED_STATES.length).fill("false"),
        "true",
        ...Array<string>(CLOSED_STATES.length).fill("false"),
      ]);
    });
    await step("sees the items the label names in a state: the last three languages, in order", async () => {
      const items = within(screen.getByRole("menu")).getAllByRole("menuitemradio");
      await expectPartsOnItems(items, ITEM_PARTS, LOCALES.length - ITEM_PARTS.length);
    });
  },
};
