import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BrandLogo } from "./brand-logo.tsx";
import { ALL_STATES_PARAMETERS } from "../../test/story-helpers.ts";

const meta = {
  title: "Sections/Shell/BrandLogo",
  id: "shell-brandlogo",
  component: BrandLogo,
  args: { className: "" },
  argTypes: {
    className: { control: "text", description: "Extra classes, e.g. `size-20` to resize the mark." },
  },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: the mark at its default 40 px size; add classes to change it. */
export const Playground: Story = {
  play: async ({ step, canvasElement }) => {
    await step("controls for every prop: the mark at its default 40 px size; add classes to change it", async () => {
      const logo = canvasElement.querySelector('svg[data-slot="brand-logo"]');
      await expect(logo).toHaveAttribute("aria-hidden", "true");
      await expect(logo).toHaveAttribute("focusable", "false");
    });
  },
};

/**
 * A larger mark through `className` (`size-20`, 80 px). Still decorative: whatever contains it
 * carries the accessible name.
 */
export const Large: Story = {
  args: { className: "size-20" },
  play: async ({ step, canvasElement }) => {
    await step("a larger mark through `className` (`size-20`, 80 px)", async () => {
      const logo = canvasElement.querySelector<SVGSVGElement>('svg[data-slot="brand-logo"]')!;
      await expect(logo).toHaveAttribute("aria-hidden", "true");
      const { width, height } = logo.getBoundingClientRect();
      await expect(width).toBe(80);
      await expect(height).toBe(80);
    });
  },
};

/** The mark at its default 40 px and at 80 px: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="flex items-end gap-6">
      <BrandLogo {...args} />
      <BrandLogo {...args} className="size-20" />
    </div>
  ),
  play: async ({ step, canvasElement }) => {
    await step("the mark at its default 40 px and at 80 px: the visual-regression story", async () => {
      const sizes = [...canvasElement.querySelectorAll('svg[data-slot="brand-logo"]')].map(
        (logo) => logo.getBoundingClientRect().width,
      );
      await expect(sizes).toEqual([40, 80]);
    });
  },
};
