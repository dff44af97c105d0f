import { expect, within } from "storybook/test";
import type { SpecPart } from "../test/spec-sheet.tsx";
import { collapse, sameText, storyLocale, storyMessage } from "../test/story-helpers.ts";

type Globals = Record<string, unknown>;

/** A control of the header as assistive technology finds it: its role and exact accessible name. */
export interface NamedControl {
  /** The control's `data-slot`, to tell which element carries the name. */
  readonly slot: string;
  readonly role: "link" | "button";
  /** The exact accessible name, formatted from the content catalog of the story's language. */
  readonly name: string;
}

/**
 * The language switcher's accessible name in the story's language: one phrase starting with the
 * visible label ("ENG: English. Change language").
 */
export function languageTriggerName(globals: Globals): string {
  const current = storyLocale(globals);
  return storyMessage(globals, "languageSwitcher.trigger", { label: current.label, language: current.name });
}

const skipLink = (globals: Globals): NamedControl => ({
  slot: "top-nav-skip-link",
  role: "link",
  name: storyMessage(globals, "shell.skipToContent"),
});
const homeLink = (globals: Globals): NamedControl => ({
  slot: "top-nav-home-link",
  role: "link",
  name: storyMessage(globals, "header.homeLink"),
});
const languageTrigger = (globals: Globals): NamedControl => ({
  slot: "language-switcher-trigger",
  role: "button",
  name: languageTriggerName(globals),
});

/** The bar's controls from 768 px, in tab order: skip link, logo, Products, contact, language. */
export function desktopBarControls(globals: Globals): NamedControl[] {
  return [
    skipLink(globals),
    homeLink(globals),
    { slot: "products-menu-trigger", role: "button", name: storyMessage(globals, "nav.products") },
    { slot: "top-nav-contact", role: "link", name: storyMessage(globals, "nav.contact") },
    languageTrigger(globals),
  ];
}

/** The bar's controls below 768 px, in tab order: skip link, logo, menu button. */
export function mobileBarControls(globals: Globals): NamedControl[] {
  return [
    skipLink(globals),
    homeLink(globals),
    { slot: "mobile-nav-trigger", role: "button", name: storyMessage(globals, "nav.menu.open") },
  ];
}

/** The mobile panel's controls (products list collapsed), in tab order. */
export function mobilePanelControls(globals: Globals): NamedControl[] {
  return [
    { slot: "mobile-nav-close", role: "button", name: storyMessage(globals, "nav.menu.close") },
    { slot: "mobile-nav-products-toggle", role: "button", name: storyMessage(globals, "nav.products") },
    { slot: "mobile-nav-contact", role: "link", name: storyMessage(globals, "nav.contact") },
    languageTrigger(globals),
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Asserts that `scope` offers exactly these links and buttons, in this order, each found by its
 * role and exact accessible name, and that each name starts with the control's visible text
 * (WCAG 2.5.3 Label in Name) followed by nothing or a separator, never glued to hidden words.
 */
export async function expectNamedControls(scope: HTMLElement, controls: readonly NamedControl[]): Promise<void> {
  const offered = [...within(scope).queryAllByRole("link"), ...within(scope).queryAllByRole("button")].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  await expect(offered.map((element) => element.getAttribute("data-slot"))).toEqual(
    controls.map((control) => control.slot),
  );
  for (const [index, control] of controls.entries()) {
    const element = within(scope).getByRole(control.role, { name: sameText(control.name) });
    await expect(element).toBe(offered[index]);
    const visible = collapse(element.innerText);
    if (visible) {
      await expect(element).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(visible).replace(/ +/g, "\\s+")}(?:$|\\P{L})`, "u"),
      );
    }
  }
}

/** Asserts that a focused control shows its keyboard focus ring (a solid outline of 2 px or more). */
export async function expectFocusRing(element: HTMLElement): Promise<void> {
  await expect(element).toHaveFocus();
  await expect(element, "the keyboard focus ring: a solid outline").toHaveStyle({ outlineStyle: "solid" });
  await expect(
    Number.parseFloat(getComputedStyle(element).outlineWidth),
    "the focus ring's width in px",
  ).toBeGreaterThanOrEqual(2);
}

/**
 * Asserts that the selectors of a spec sheet's parts (`SpecPart`), by which the pseudo-states addon
 * forces their states, name exactly the menu items the cell's label means: the parts in order, on
 * `items` from the `first` (counted from 0). Otherwise the label would name a state the sheet does
 * not show.
 */
export async function expectPartsOnItems(
  items: readonly HTMLElement[],
  parts: readonly SpecPart[],
  first: number,
): Promise<void> {
  for (const [index, part] of parts.entries()) {
    await expect(
      items.filter((item) => item.matches(part.selector)).map((item) => item.textContent),
      `${part.name} (${part.state}): the items its selector names`,
    ).toEqual([items[first + index]?.textContent]);
  }
}
