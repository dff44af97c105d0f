import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { AnalyticsOptOut, type AnalyticsOptOutProps } from "./analytics-opt-out.tsx";

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

/** Opted in (no cookie): the box is clear and the status says visits are counted anonymously. */
export const OptedIn: Story = {
  play: async ({ step, canvas, globals }) => {
    await step(
      "opted in (no cookie): the box is clear and the status says visits are counted anonymously",
      async () => {
        const box = canvas.getByRole("checkbox", {
          name: sameText(storyMessage(globals, "privacy.optOut.checkboxLabel")),
        });
        await expect(box).not.toBeChecked();
        await expect(canvas.getByRole("status")).toHaveTextContent(
          storyMessage(globals, "privacy.optOut.statusOptedIn"),
        );
        await expect(box).toHaveAccessibleDescription(sameText(storyMessage(globals, "privacy.optOut.statusOptedIn")));
      },
    );
  },
};

/** Opted out: the box is ticked and the status says visits are not counted. */
export const OptedOut: Story = {
  args: { optedOut: true },
  play: async ({ step, canvas, globals }) => {
    await step("opted out: the box is ticked and the status says visits are not counted", async () => {
      await expect(canvas.getByRole("checkbox")).toBeChecked();
      await expect(canvas.getByRole("status")).toHaveTextContent(
        storyMessage(globals, "privacy.optOut.statusOptedOut"),
      );
    });
  },
};

/** Ticking reports the new value and the status switches; the keyboard (Space) unticks it again. */
export const Toggles: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "ticking reports the new value and the status switches; the keyboard (Space) unticks it again",
      async () => {
        const box = canvas.getByRole("checkbox", {
          name: sameText(storyMessage(globals, "privacy.optOut.checkboxLabel")),
        });
        const status = canvas.getByRole("status");
        await userEvent.click(box);
        await expect(args.onOptedOutChange).toHaveBeenLastCalledWith(true);
        await expect(box).toBeChecked();
        await expect(status).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedOut"));
        // The label text toggles too (a large target).
        await userEvent.click(canvas.getByText(storyMessage(globals, "privacy.optOut.checkboxLabel")));
        await expect(args.onOptedOutChange).toHaveBeenLastCalledWith(false);
        await expect(status).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedIn"));
        box.focus();
        await userEvent.keyboard(" ");
        await expect(args.onOptedOutChange).toHaveBeenLastCalledWith(true);
        await expect(status).toHaveTextContent(storyMessage(globals, "privacy.optOut.statusOptedOut"));
        await expect(args.onOptedOutChange).toHaveBeenCalledTimes(3);
      },
    );
  },
};

/** Cookies blocked: the choice cannot be saved, so the box is disabled and the status explains why. */
export const CookiesBlocked: Story = {
  args: { cookiesBlocked: true },
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "cookies blocked: the choice cannot be saved, so the box is disabled and the status explains why",
      async () => {
        const box = canvas.getByRole("checkbox");
        await expect(box).toBeDisabled();
        await expect(canvas.getByRole("status")).toHaveTextContent(
          storyMessage(globals, "privacy.optOut.cookiesBlocked"),
        );
        await userEvent.click(box, { pointerEventsCheck: 0 });
        await expect(args.onOptedOutChange).not.toHaveBeenCalled();
      },
    );
  },
};

/** Opted in, opted out and cookies blocked: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="grid gap-4">
      <AnalyticsOptOut {...args} />
      <AnalyticsOptOut {...args} optedOut />
      <AnalyticsOptOut {...args} cookiesBlocked />
    </div>
  ),
};
