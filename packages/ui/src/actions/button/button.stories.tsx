import type { Meta, StoryObj } from "@storybook/react-vite";
import { FORM_COPY } from "@studio/content";
import { ChevronRight, LoaderCircle } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { expect, fn, userEvent } from "storybook/test";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { PSEUDO_STATES, SpecCell, SpecSheet, type SpecState } from "../../test/spec-sheet.tsx";
import { Button, type ButtonProps } from "./button.tsx";

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

/** A 44 px square button with an icon alone, named for a screen reader by its `aria-label`. */
function IconButton(props: ButtonProps) {
  const intl = useIntl();
  return (
    <Button {...props} size="icon" aria-label={intl.formatMessage({ id: "home.carousel.next" })}>
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}

/** The states a button has: at rest, the three the pseudo-states addon forces, and the two props set. */
const STATES = ["default", ...PSEUDO_STATES, "disabled", "loading"] as const satisfies readonly SpecState[];

/** One button in a state: `disabled` and `loading` are set on it, the pseudo-states by its cell. */
function ButtonInState({ state, ...props }: ButtonProps & { state: (typeof STATES)[number] }) {
  if (props.size === "icon") return <IconButton {...props} disabled={state === "disabled"} />;
  if (state === "loading")
    return (
      <Button {...props} aria-disabled="true">
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        <FormattedMessage id={FORM_COPY.submittingId} />
      </Button>
    );
  return <Button {...props} disabled={state === "disabled"} />;
}

/**
 * The spec sheet: every variant × every size (the icon size included) × at rest, hovered, focused
 * from the keyboard, pressed, disabled and loading (aria-disabled with a spinner, as the forms show
 * it while sending). The inverse variant sits on a dark band. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {VARIANTS.flatMap((variant) =>
        [...SIZES, "icon" as const].map((size) => (
          <SpecSheet key={`${variant}-${size}`}>
            {STATES.filter((state) => size !== "icon" || state !== "loading").map((state) => (
              <SpecCell
                key={state}
                spec={[variant, size]}
                state={state}
                tone={variant === "inverse" ? "dark" : "light"}
              >
                <ButtonInState {...args} variant={variant} size={size} state={state} />
              </SpecCell>
            ))}
          </SpecSheet>
        )),
      )}
    </SpecSheet>
  ),
};

/** Pressing the button with the mouse, Enter or Space reports a click; a disabled button does not. */
export const Interaction: Story = {
  tags: ["play-only"],
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
