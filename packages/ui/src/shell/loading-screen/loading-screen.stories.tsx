import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { MessageId } from "@studio/content";
import { ALL_STATES_PARAMETERS, decorativePart, storyMessage } from "../../test/story-helpers.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { SpecCell } from "../../test/spec-sheet.tsx";

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

  // The spinner is decoration, hidden from assistive technology: the status speaks for it.
  const spinner = decorativePart(status, '[data-slot="loading-screen-spinner"]');
  await expect(spinner, "the spinner, hidden from screen readers").toHaveAttribute("aria-hidden", "true");
  const box = spinner.getBoundingClientRect();
  await expect(Math.round(box.width), "the spinner's width, px").toBe(40);
  await expect(Math.round(box.height), "the spinner's height, px").toBe(40);
  await expect(
    Math.abs(box.left + box.width / 2 - window.innerWidth / 2),
    "the spinner's distance from the window's centre line, px",
  ).toBeLessThanOrEqual(1);

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  await expect(spinner, "the spinner's animation").toHaveStyle({ animationName: reducedMotion ? "none" : "spin" });
};

/**
 * The style rules that stop `element`'s animation when the system asks for reduced motion: rules
 * matching it that set `animation: none` inside `@media (prefers-reduced-motion: reduce)` (nested
 * either way round, as Tailwind writes it), named by their selectors.
 */
const reducedMotionStops = (element: Element): string[] => {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, inReducedMotion: boolean, matched: string | null) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const reduced = inReducedMotion || rule.conditionText.includes("prefers-reduced-motion: reduce");
        visit(rule.cssRules, reduced, matched);
      } else if (rule instanceof CSSStyleRule) {
        const selected = matched ?? (element.matches(rule.selectorText) ? rule.selectorText : null);
        if (selected && inReducedMotion && rule.style.animationName === "none") found.push(selected);
        if (rule.cssRules.length > 0) visit(rule.cssRules, inReducedMotion, selected);
      } else if ("style" in rule && matched && inReducedMotion) {
        // Declarations nested in an at-rule inside a style rule (CSSNestedDeclarations).
        if ((rule as CSSRule & { style: CSSStyleDeclaration }).style.animationName === "none") found.push(matched);
      } else if ("cssRules" in rule) {
        visit((rule as CSSGroupingRule).cssRules, inReducedMotion, matched);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false, null);
  return found;
};

/** Controls for every prop. */
export const Playground: Story = {};

/** The start-up gate: 'Loading...' under the spinner, covering the whole window. */
export const Default: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step(`reads "${storyMessage(globals, "shell.loading.default")}" under a spinner, centred`, async () => {
      await expectLoadingScreen(canvasElement, globals, "shell.loading.default");
    });
    await step("sees it cover the whole window", async () => {
      const box = canvas.getByRole("status").getBoundingClientRect();
      await expect(Math.round(box.width), "its width, px").toBe(window.innerWidth);
      await expect(Math.round(box.height), "its height, px").toBe(window.innerHeight);
    });
  },
};

/** While the location check runs: 'Optimizing your experience...'. */
export const Optimizing: Story = {
  args: { variant: "optimizing" },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      `reads "${storyMessage(globals, "shell.loading.optimizing")}" while its location is checked`,
      async () => {
        await expectLoadingScreen(canvasElement, globals, "shell.loading.optimizing");
      },
    );
  },
};

/**
 * Under reduced motion the spinner stands still and the text still shows: the style sheet stops
 * its animation in that case (and the browser here reports the animation it runs now).
 */
export const ReducedMotion: Story = {
  args: { variant: "optimizing" },
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step("finds the style sheet stopping the spinner when the system asks for reduced motion", async () => {
      const spinner = decorativePart(canvas.getByRole("status"), '[data-slot="loading-screen-spinner"]');
      await expect(reducedMotionStops(spinner), "rules that stop the spin under reduced motion").not.toEqual([]);
    });
    await step("reads the text under the spinner, which turns only as this system allows", async () => {
      await expectLoadingScreen(canvasElement, globals, "shell.loading.optimizing");
    });
  },
};

/** Both texts side by side, each filling its container: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <div className="grid gap-y-4 md:grid-cols-2">
      <SpecCell spec={["default"]} state="loading">
        <LoadingScreen cover="container" variant="default" />
      </SpecCell>
      <SpecCell spec={["optimizing"]} state="loading">
        <LoadingScreen cover="container" variant="optimizing" />
      </SpecCell>
    </div>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("reads both texts, side by side", async () => {
      await expect(canvas.getAllByRole("status").map((status) => status.textContent)).toEqual([
        storyMessage(globals, "shell.loading.default"),
        storyMessage(globals, "shell.loading.optimizing"),
      ]);
    });
  },
};
