import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PRODUCT_FAQ } from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { PSEUDO_STATES, SpecCell, SpecSheet, type SpecState } from "../../test/spec-sheet.tsx";
import { AccordionTrigger, Accordion, AccordionContent, AccordionItem, type AccordionVariant } from "./accordion.tsx";
import { SAMPLE_ENTRY_COUNT, SampleAccordion } from "./accordion.fixtures.tsx";

const VARIANTS = ["divided", "cards"] as const satisfies readonly AccordionVariant[];

const meta = {
  title: "Components/Disclosure/Accordion",
  id: "disclosure-accordion",
  component: AccordionTrigger,
  subcomponents: { Accordion, AccordionItem, AccordionContent },
  args: { variant: "divided" },
  argTypes: { variant: { control: "inline-radio", options: VARIANTS } },
  render: (args) => <SampleAccordion variant={args.variant ?? "divided"} />,
} satisfies Meta<typeof AccordionTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The header button of the sample's entry at `index`. */
const header = (canvasElement: HTMLElement, globals: Globals, index: number) =>
  within(canvasElement).getByRole("button", { name: sameText(storyMessage(globals, PRODUCT_FAQ[index]!.questionId)) });

/** Controls for every prop: the product FAQ's first questions. */
export const Playground: Story = {};

/** Divided (the product FAQ): one entry open at a time, or none; pressing the open entry closes it. */
export const Divided: Story = {
  args: { variant: "divided" },
  play: async ({ canvasElement, globals, step }) => {
    const answer = storyMessage(globals, PRODUCT_FAQ[0]!.answerId);
    await step("finds every entry closed, each header a button in a heading", async () => {
      await expect(within(canvasElement).getAllByRole("heading", { level: 3 })).toHaveLength(SAMPLE_ENTRY_COUNT);
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "false");
    });
    await step("opens the first: its answer shows", async () => {
      await userEvent.click(header(canvasElement, globals, 0));
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "true");
      await expect(within(canvasElement).getByText(answer)).toBeVisible();
    });
    await step("opens the second: the first closes", async () => {
      await userEvent.click(header(canvasElement, globals, 1));
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "false");
      await expect(header(canvasElement, globals, 1)).toHaveAttribute("aria-expanded", "true");
    });
    await step("presses the open one again: none is open", async () => {
      await userEvent.click(header(canvasElement, globals, 1));
      await expect(header(canvasElement, globals, 1)).toHaveAttribute("aria-expanded", "false");
    });
  },
};

/** Cards (the home page's services): one entry always open; pressing it again leaves it open. */
export const Cards: Story = {
  args: { variant: "cards" },
  render: (args) => (
    <SampleAccordion variant={args.variant ?? "cards"} defaultValue={PRODUCT_FAQ[0]!.key} collapsible={false} />
  ),
  play: async ({ canvasElement, globals, step }) => {
    await step("finds the first entry open", async () => {
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "true");
    });
    await step("presses it again: it stays open", async () => {
      await userEvent.click(header(canvasElement, globals, 0));
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "true");
    });
    await step("opens the second: it replaces the first", async () => {
      await userEvent.click(header(canvasElement, globals, 1));
      await waitFor(() => expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "false"));
      await expect(header(canvasElement, globals, 1)).toHaveAttribute("aria-expanded", "true");
    });
  },
};

/** APG accordion: ↓ and ↑ move between the headers, Home and End to the ends, Enter and Space open and close. */
export const Keyboard: Story = {
  tags: ["play-only"],
  play: async ({ canvasElement, globals, step }) => {
    await step("tabs to the first header", async () => {
      await userEvent.tab();
      await expect(header(canvasElement, globals, 0)).toHaveFocus();
    });
    await step("presses ↓, then End, then Home", async () => {
      await userEvent.keyboard("{ArrowDown}");
      await expect(header(canvasElement, globals, 1)).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(header(canvasElement, globals, SAMPLE_ENTRY_COUNT - 1)).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(header(canvasElement, globals, 0)).toHaveFocus();
    });
    await step("presses Enter, then Space: the first opens, then closes", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "true");
      await userEvent.keyboard(" ");
      await expect(header(canvasElement, globals, 0)).toHaveAttribute("aria-expanded", "false");
    });
  },
};

/** A header in each state: at rest, the three pseudo-states, and open. */
const STATES = ["default", ...PSEUDO_STATES, "open"] as const satisfies readonly SpecState[];

/**
 * The spec sheet: each variant's header at rest, hovered, focused from the keyboard, pressed and
 * open (with its panel). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <SpecSheet layout="stack">
      {VARIANTS.map((variant, position) => (
        <SpecSheet key={variant} layout="stack">
          {STATES.map((state) => (
            <SpecCell key={state} spec={[variant]} state={state} className="w-full max-w-xl">
              {/* Each variant its own question: two open panels never share a name. */}
              <SampleAccordion
                variant={variant}
                count={1}
                start={position}
                collapsible={variant === "divided"}
                {...(state === "open" ? { defaultValue: PRODUCT_FAQ[position]!.key } : {})}
              />
            </SpecCell>
          ))}
        </SpecSheet>
      ))}
    </SpecSheet>
  ),
};
