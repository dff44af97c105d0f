import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { AnalyticsOptOut, type AnalyticsOptOutProps } from "./analytics-opt-out.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

/** Keeps the choice like the site does (there: in the opt-out cookie), so the status follows it. */
function ControlledOptOut({ optedOut, onOptedOutChange, ...props }: AnalyticsOptOutProps) {
  const [current, setCurrent] = useState(optedOut);
  return (
    <AnalyticsOptOut
      {...props}
      optedOut={current}
      onOptedOutChange={(next) => {
        setCurrent(next);
        onOptedOutChange(next);
      }}
    />
  );
}

const meta = {
  title: "Sections/Privacy/AnalyticsOptOut",
  id: "privacy-analyticsoptout",
  component: AnalyticsOptOut,
  args: { optedOut: false, cookiesBlocked: false, onOptedOutChange: fn() },
  render: (args) => <ControlledOptOut {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsOptOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const checkbox = (canvas: Canvas, globals: Globals) =>
  canvas.getByRole("checkbox", { name: sameText(storyMessage(globals, "privacy.optOut.checkboxLabel")) });

/** Opted in (no cookie): the box is clear and the status says visits are counted anonymously. */
export const OptedIn: Story = {
  play: async ({ step, canvas, globals }) => {
    await step(`finds "${storyMessage(globals, "privacy.optOut.checkboxLabel")}" clear`, async () => {
      await expect(checkbox(canvas, globals)).not.toBeChecked();
    });
    await step("reads, and hears with the box, that visits are counted anonymously", async () => {
      await expect(canvas.getByRole("status")).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedIn"));
      await expect(checkbox(canvas, globals)).toHaveAccessibleDescription(
        sameText(storyMessage(globals, "privacy.optOut.statusOptedIn")),
      );
    });
  },
};

/** Opted out: the box is ticked and the status says visits are not counted. */
export const OptedOut: Story = {
  args: { optedOut: true },
  play: async ({ step, canvas, globals }) => {
    await step("finds the box ticked", async () => {
      await expect(canvas.getByRole("checkbox")).toBeChecked();
    });
    await step("reads that visits are not counted", async () => {
      await expect(canvas.getByRole("status")).toHaveTextContent(
        storyMessage(globals, "privacy.optOut.statusOptedOut"),
      );
    });
  },
};

/** Ticking reports the new value and the status switches; the keyboard (Space) unticks it again. */
export const Toggles: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const status = () => canvas.getByRole("status");
    await step("ticks the box: the site is told, and the status says visits are not counted", async () => {
      await userEvent.click(checkbox(canvas, globals));
      await expect(args.onOptedOutChange).toHaveBeenLastCalledWith(true);
      await expect(checkbox(canvas, globals)).toBeChecked();
      await expect(status()).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedOut"));
    });
    await step("clicks the label's text, a larger target: unticked again", async () => {
      await userEvent.click(canvas.getByText(storyMessage(globals, "privacy.optOut.checkboxLabel")));
      await expect(args.onOptedOutChange).toHaveBeenLastCalledWith(false);
      await expect(status()).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedIn"));
    });
    await step("presses Space on the box: ticked again; each change was reported once", async () => {
      checkbox(canvas, globals).focus();
      await userEvent.keyboard(" ");
      await expect(args.onOptedOutChange).toHaveBeenLastCalledWith(true);
      await expect(status()).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedOut"));
      await expect(args.onOptedOutChange).toHaveBeenCalledTimes(3);
    });
  },
};

/** Cookies blocked: the choice cannot be saved, so the box is disabled and the status explains why. */
export const CookiesBlocked: Story = {
  args: { cookiesBlocked: true },
  play: async ({ step, args, canvas, globals }) => {
    await step("finds the box disabled, and reads why: cookies are blocked", async () => {
      await expect(canvas.getByRole("checkbox")).toBeDisabled();
      await expect(canvas.getByRole("status")).toHaveTextContent(
        storyMessage(globals, "privacy.optOut.cookiesBlocked"),
      );
    });
    await step("clicks it anyway: nothing is reported", async () => {
      await userEvent.click(canvas.getByRole("checkbox"), { pointerEventsCheck: 0 });
      await expect(args.onOptedOutChange).not.toHaveBeenCalled();
    });
  },
};

/** Opted in, opted out and cookies blocked: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {(["default", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["optedOut=false"]} state={state}>
          <AnalyticsOptOut {...args} />
        </SpecCell>
      ))}
      <SpecCell spec={["optedOut=true"]} state="default">
        <AnalyticsOptOut {...args} optedOut />
      </SpecCell>
      <SpecCell spec={["cookiesBlocked"]} state="disabled">
        <AnalyticsOptOut {...args} cookiesBlocked />
      </SpecCell>
    </SpecSheet>
  ),
};
