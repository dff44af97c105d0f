import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormattedMessage } from "react-intl";
import { expect, fn, userEvent } from "storybook/test";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { Button } from "./button.tsx";

const VARIANTS = ["primary", "accent", "secondary", "inverse", "ghost", "link"] as const;
const SIZES = ["sm", "md", "lg"] as const;

const meta = {
  title: "Components/Actions/Button",
  id: "actions-button",
  component: Button,
  args: { variant: "primary", size: "md", onClick: fn(), children: <FormattedMessage id="product.hero.contactUs" /> },
  argTypes: {
    variant: { control: "select", options: VARIANTS },
    size: { control: "inline-radio", options: [...SIZES, "icon"] },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

/** Every variant at every size, and the inverse variant on a dark band: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="flex flex-col gap-6">
      {SIZES.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {VARIANTS.filter((variant) => variant !== "inverse").map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size} />
          ))}
          <Button {...args} size={size} disabled />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-950 p-6">
        {SIZES.map((size) => (
          <Button key={size} {...args} variant="inverse" size={size} />
        ))}
      </div>
    </div>
  ),
};

/** Pressing the button with the mouse, Enter or Space reports a click; a disabled button does not. */
export const Interaction: Story = {
  play: async ({ step, args, canvas, globals }) => {
    const button = () => canvas.getByRole("button", { name: storyMessage(globals, "product.hero.contactUs") });
    await step(
      `finds "${storyMessage(globals, "product.hero.contactUs")}", a button that sends no form by itself`,
      async () => {
        await expect(button()).toHaveAttribute("type", "button");
      },
    );
    await step("can hit it easily: at least 44 px tall", async () => {
      await expect(button().getBoundingClientRect().height, "the button's height, px").toBeGreaterThanOrEqual(44);
    });
    await step("clicks it, then presses Enter and Space on it: three presses reported", async () => {
      await userEvent.click(button());
      button().focus();
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard(" ");
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    });
  },
};

/** Disabled: not operable, visibly dimmed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ step, args, canvas }) => {
    await step("finds the button disabled", async () => {
      await expect(canvas.getByRole("button")).toBeDisabled();
    });
    await step("clicks it anyway: nothing is reported", async () => {
      await userEvent.click(canvas.getByRole("button"), { pointerEventsCheck: 0 });
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

/** `asChild` renders a link with the button's look: it stays a link for assistive technology. */
export const AsLink: Story = {
  args: { asChild: true, variant: "accent", children: undefined },
  render: (args) => (
    <Button {...args}>
      <a href="#contact">
        <FormattedMessage id="product.hero.contactUs" />
      </a>
    </Button>
  ),
  play: async ({ step, canvas, globals }) => {
    await step(
      `finds "${storyMessage(globals, "product.hero.contactUs")}" as a link to #contact, dressed as a button`,
      async () => {
        const link = canvas.getByRole("link", { name: storyMessage(globals, "product.hero.contactUs") });
        await expect(link).toHaveAttribute("href", "#contact");
        await expect(link).toHaveAttribute("data-slot", "button");
      },
    );
    await step("finds no button: a screen reader hears a link", async () => {
      await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    });
  },
};
