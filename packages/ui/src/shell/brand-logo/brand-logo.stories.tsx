import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BrandLogo } from "./brand-logo.tsx";
import { ALL_STATES_PARAMETERS, decorativeParts } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const meta = {
  title: "Sections/Shell/BrandLogo",
  id: "shell-brandlogo",
  component: BrandLogo,
  args: { size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["md", "lg", "xl"] },
  },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark, the only thing these stories show: decoration, hidden from assistive technology. */
const marks = (canvasElement: HTMLElement) => decorativeParts(canvasElement, 'svg[data-slot="brand-logo"]');

/** Controls for every prop: the mark at its default 40 px size (`md`); `lg` is 48 px, `xl` 80 px. */
export const Playground: Story = {
  play: async ({ step, canvasElement }) => {
    await step("sees the mark, which screen readers and the keyboard skip", async () => {
      await expect(marks(canvasElement)[0], "the mark, hidden from screen readers").toHaveAttribute(
        "aria-hidden",
        "true",
      );
      await expect(marks(canvasElement)[0], "the mark, not a tab stop").toHaveAttribute("focusable", "false");
    });
  },
};

/**
 * A larger mark (`size="xl"`, 80 px). Still decorative: whatever contains it carries the
 * accessible name.
 */
export const Large: Story = {
  args: { size: "xl" },
  play: async ({ step, canvasElement }) => {
    await step("sees the mark at 80 × 80 px", async () => {
      const { width, height } = marks(canvasElement)[0]!.getBoundingClientRect();
      await expect(width, "the mark's width, px").toBe(80);
      await expect(height, "the mark's height, px").toBe(80);
    });
    await step("hears nothing of it: still decoration", async () => {
      await expect(marks(canvasElement)[0], "the mark, hidden from screen readers").toHaveAttribute(
        "aria-hidden",
        "true",
      );
    });
  },
};

/** The mark at its default 40 px and at 80 px: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet>
      <SpecCell spec={["size=md"]}>
        <BrandLogo {...args} />
      </SpecCell>
      <SpecCell spec={["size=xl"]}>
        <BrandLogo {...args} size="xl" />
      </SpecCell>
    </SpecSheet>
  ),
  play: async ({ step, canvasElement }) => {
    await step("sees the mark at 40 px, then at 80 px", async () => {
      const sizes = marks(canvasElement).map((logo) => logo.getBoundingClientRect().width);
      await expect(sizes, "the marks' widths, px").toEqual([40, 80]);
    });
  },
};
