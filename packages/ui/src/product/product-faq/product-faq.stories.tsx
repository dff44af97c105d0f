import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { COUNTS, PRODUCT_FAQ } from "@studio/content";
import { SpecCell, SpecSheet, type PseudoState } from "../../test/spec-sheet.tsx";
import { ALL_STATES_PARAMETERS, collapse, nthLandmarkName, sameText, storyMessage } from "../../test/story-helpers.ts";
import { ProductFaq } from "./product-faq.tsx";

const meta = {
  title: "Sections/Product/ProductFaq",
  id: "product-productfaq",
  component: ProductFaq,
  parameters: { layout: "fullscreen" },
  args: { onValueChange: fn() },
  argTypes: {
    value: { control: "select", options: [undefined, "", ...PRODUCT_FAQ.map((item) => item.key)] },
    defaultValue: { control: false },
    items: { control: false },
  },
} satisfies Meta<typeof ProductFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const question = (canvas: Canvas, globals: Globals, index: number) =>
  canvas.getByRole("button", { name: sameText(storyMessage(globals, PRODUCT_FAQ[index]!.questionId)) });
const answerText = (globals: Globals, index: number) => storyMessage(globals, PRODUCT_FAQ[index]!.answerId);

/** Exactly the entries at `open` show their answers; every other question is collapsed. */
async function expectOpen(canvas: Canvas, globals: Globals, open: readonly number[]) {
  await waitFor(() => {
    for (const [index] of PRODUCT_FAQ.entries()) {
      const isOpen = open.includes(index);
      expect(question(canvas, globals, index)).toHaveAttribute("aria-expanded", String(isOpen));
      if (isOpen) expect(canvas.getByText(answerText(globals, index))).toBeVisible();
      else expect(canvas.queryByText(answerText(globals, index))).not.toBeInTheDocument();
    }
  });
}

/** Controls for every prop. */
export const Playground: Story = {};

/** None open: the heading and seven questions, each a collapsed button inside an `<h3>`. */
export const NoneOpen: Story = {
  play: async ({ step, canvas, globals }) => {
    await step(`sees the heading and the ${COUNTS.faqEntries} questions, each a button in a heading`, async () => {
      await expect(
        canvas.getByRole("heading", { level: 2, name: sameText(storyMessage(globals, "product.faq.heading")) }),
      ).toBeInTheDocument();
      await expect(
        canvas.getAllByRole("heading", { level: 3 }).map((heading) => collapse(heading.textContent)),
      ).toEqual(PRODUCT_FAQ.map((item) => storyMessage(globals, item.questionId)));
      await expect(canvas.getAllByRole("button")).toHaveLength(COUNTS.faqEntries);
    });
    await step("sees every answer closed", async () => {
      await expectOpen(canvas, globals, []);
    });
  },
};

/** One open: the pricing question shows its answer in a region named by the question. */
export const OneOpen: Story = {
  args: { defaultValue: "pricing" },
  play: async ({ step, canvas, globals }) => {
    const index = PRODUCT_FAQ.findIndex((item) => item.key === "pricing");
    const pricing = storyMessage(globals, PRODUCT_FAQ[index]!.questionId);
    await step(`sees "${pricing}" open, every other question closed`, async () => {
      await expectOpen(canvas, globals, [index]);
    });
    await step("reads its answer in a region named by the question", async () => {
      await expect(canvas.getByRole("region", { name: sameText(pricing) })).toHaveTextContent(
        answerText(globals, index),
      );
    });
  },
};

/** Clicking opens one answer at a time; clicking the open question closes it again. */
export const OneAtATime: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    await step("clicks the first question: its answer opens", async () => {
      await userEvent.click(question(canvas, globals, 0));
      await expectOpen(canvas, globals, [0]);
    });
    await step("clicks the fourth: its answer opens and the first one closes", async () => {
      await userEvent.click(question(canvas, globals, 3));
      await expectOpen(canvas, globals, [3]);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(PRODUCT_FAQ[3]!.key);
    });
    await step("clicks the fourth again: it closes, nothing is open", async () => {
      await userEvent.click(question(canvas, globals, 3));
      await expectOpen(canvas, globals, []);
      await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    });
  },
};

/** Keyboard: Enter and Space toggle, the arrow keys move between questions (Home and End too). */
export const KeyboardOperation: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    await step("presses Enter on the first question: its answer opens", async () => {
      question(canvas, globals, 0).focus();
      await userEvent.keyboard("{Enter}");
      await expectOpen(canvas, globals, [0]);
    });
    await step("presses ArrowDown, then Space: the second answer opens in its place", async () => {
      await userEvent.keyboard("{ArrowDown}");
      await expect(question(canvas, globals, 1)).toHaveFocus();
      await userEvent.keyboard(" ");
      await expectOpen(canvas, globals, [1]);
    });
    await step("presses Space again: it closes", async () => {
      await userEvent.keyboard(" ");
      await expectOpen(canvas, globals, []);
    });
    await step("presses ArrowUp, End, then ArrowDown: the first, the last, then round to the first", async () => {
      await userEvent.keyboard("{ArrowUp}");
      await expect(question(canvas, globals, 0)).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(question(canvas, globals, COUNTS.faqEntries - 1)).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(question(canvas, globals, 0)).toHaveFocus();
    });
  },
};

/** The states a question (the accordion's trigger) has a look for. */
const STATES = ["hover", "focus-visible"] as const satisfies readonly PseudoState[];

/**
 * The spec sheet: the accordion with its second entry open, then its questions hovered and focused
 * from the keyboard. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { defaultValue: PRODUCT_FAQ[1]!.key },
  render: (args, { globals }) => {
    const heading = storyMessage(globals, "product.faq.heading");
    // Landmarks on one page need distinct names: the copies beside the first are named apart.
    const named = (position: number) =>
      position === 0
        ? {}
        : {
            "aria-labelledby": undefined,
            "aria-label": nthLandmarkName(globals, heading, position, 1 + STATES.length),
          };
    return (
      <SpecSheet layout="stack">
        <SpecCell spec={[PRODUCT_FAQ[1]!.key]} state="open">
          <ProductFaq {...args} {...named(0)} />
        </SpecCell>
        {STATES.map((state, index) => (
          <SpecCell key={state} spec={["question"]} state={state}>
            <ProductFaq {...args} {...named(index + 1)} items={PRODUCT_FAQ.slice(0, 2)} defaultValue={undefined} />
          </SpecCell>
        ))}
      </SpecSheet>
    );
  },
};
