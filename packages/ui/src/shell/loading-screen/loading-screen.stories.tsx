import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { MessageId } from "@studio/content";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { LoadingScreen } from "./loading-screen.tsx";

const meta = {
  title: "Sections/Shell/LoadingScreen",
  id: "shell-loadingscreen",
  component: LoadingScreen,
  args: { variant: "default", cover: "screen" },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "optimizing"] },
    cover: { control: "inline-radio", options: ["screen", "container"] },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/**
 * What a visitor notices: a status announcing the text, a 40 px spinner centred above it in the
 * window, turning unless the system asks for reduced motion.
 */
const expectLoadingScreen = async (canvasElement: HTMLElement, globals: Globals, id: MessageId) => {
  const status = within(canvasElement).getByRole("status");
  await expect(status).toHaveTextContent(storyMessage(globals, id));
  await expect(within(status).getByText(storyMessage(globals, id))).toBeVisible();

  const spinner = status.querySelector<SVGElement>('[data-slot="loading-screen-spinner"]')!;
  await expect(spinner).toHaveAttribute("aria-hidden", "true");
  const box = spinner.getBoundingClientRect();
  await expect(Math.round(box.width)).toBe(40);
  await expect(Math.round(box.height)).toBe(40);
  // Centred horizontally in the window.
  await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  await expect(getComputedStyle(spinner).animationName).toBe(reducedMotion ? "none" : "spin");
};

/**
 * Whether the page's style sheets stop `element`'s animation when the system asks for reduced
 * motion: a rule matching it sets `animation: none` inside `@media (prefers-reduced-motion: reduce)`
 * (nested either way round, as Tailwind writes it).
 */
const stopsUnderReducedMotion = (element: Element) => {
  const visit = (rules: CSSRuleList, inReducedMotion: boolean, matches: boolean): boolean =>
    Array.from(rules).some((rule) => {
      if (rule instanceof CSSMediaRule) {
        const reduced = inReducedMotion || rule.conditionText.includes("prefers-reduced-motion: reduce");
        return visit(rule.cssRules, reduced, matches);
      }
      if (rule instanceof CSSStyleRule) {
        const selected = matches || element.matches(rule.selectorText);
        if (selected && inReducedMotion && rule.style.animationName === "none") return true;
        return rule.cssRules.length > 0 && visit(rule.cssRules, inReducedMotion, selected);
      }
      // Declarations nested in an at-rule inside a style rule (CSSNestedDeclarations).
      if ("style" in rule && matches && inReducedMotion) {
        return (rule as CSSRule & { style: CSSStyleDeclaration }).style.animationName === "none";
      }
      return "cssRules" in rule ? visit((rule as CSSGroupingRule).cssRules, inReducedMotion, matches) : false;
    });
  return Array.from(document.styleSheets).some((sheet) => visit(sheet.cssRules, false, false));
};

/** Controls for every prop. */
export const Playground: Story = {};

/** The start-up gate: 'Loading...' under the spinner, covering the whole window. */
export const Default: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvasElement, globals }) => {
    await step("the start-up gate: 'Loading...' under the spinner, covering the whole window", async () => {
      await expectLoadingScreen(canvasElement, globals, "shell.loading.default");
      const screenBox = within(canvasElement).getByRole("status").getBoundingClientRect();
      await expect(Math.round(screenBox.width)).toBe(window.innerWidth);
      await expect(Math.round(screenBox.height)).toBe(window.innerHeight);
    });
  },
};

/** While the location check runs: 'Optimizing your experience...'. */
export const Optimizing: Story = {
  args: { variant: "optimizing" },
  play: async ({ step, canvasElement, globals }) => {
    await step("while the location check runs: 'Optimizing your experience...'", async () => {
      await expectLoadingScreen(canvasElement, globals, "shell.loading.optimizing");
    });
  },
};

/**
 * Under reduced motion the spinner stands still and the text still shows: the style sheet stops
 * its animation in that case (and the browser here reports the animation it runs now).
 */
export const ReducedMotion: Story = {
  args: { variant: "optimizing" },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "under reduced motion the spinner stands still and the text still shows: the style sheet stops its animation in that case (and the browser here reports the animation it runs now)",
      async () => {
        const spinner = canvasElement.querySelector('[data-slot="loading-screen-spinner"]')!;
        await expect(stopsUnderReducedMotion(spinner), "the style sheet stops the spin under reduced motion").toBe(
          true,
        );
        await expectLoadingScreen(canvasElement, globals, "shell.loading.optimizing");
      },
    );
  },
};

/** Both texts side by side, each filling its container: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <div className="grid md:grid-cols-2">
      <LoadingScreen cover="container" variant="default" />
      <LoadingScreen cover="container" variant="optimizing" />
    </div>
  ),
  play: async ({ step, canvasElement, globals }) => {
    await step("both texts side by side, each filling its container: the visual-regression story", async () => {
      const statuses = within(canvasElement).getAllByRole("status");
      await expect(statuses.map((status) => status.textContent)).toEqual([
        storyMessage(globals, "shell.loading.default"),
        storyMessage(globals, "shell.loading.optimizing"),
      ]);
    });
  },
};
