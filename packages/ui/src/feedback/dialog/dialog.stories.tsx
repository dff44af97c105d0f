import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ADMIN_BANNERS_COPY } from "@studio/content";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { SampleDialog } from "./dialog.fixtures.tsx";
import { DialogContent } from "./dialog.tsx";

const meta = {
  title: "Components/Feedback/Dialog",
  id: "feedback-dialog",
  component: DialogContent,
  args: { role: "alertdialog" },
  argTypes: { role: { control: "inline-radio", options: ["dialog", "alertdialog"] } },
  render: (args) => <SampleDialog role={args.role ?? "alertdialog"} />,
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Controls for every prop: the admin's question before discarding unsaved changes. */
export const Playground: Story = {};

/**
 * The keyboard: Enter opens it with the focus on the safe answer, Tab stays inside, Escape closes
 * it and the focus goes back to what opened it.
 */
export const Keyboard: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, step }) => {
    const trigger = canvas.getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.discardId) });
    await step("opens it with Enter: the focus is on 'Keep editing'", async () => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
      const dialog = await page().findByRole("alertdialog");
      await waitFor(() =>
        expect(
          within(dialog).getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.keepEditingId) }),
        ).toHaveFocus(),
      );
    });
    await step("tabs twice: the focus stays in the dialog", async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(page().getByRole("alertdialog")).toContainElement(document.activeElement as HTMLElement);
    });
    await step("presses Escape: closed, the focus back on the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** An alert dialog waits for an answer: a press outside it does not close it. */
export const OutsidePress: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, step }) => {
    await step("opens it and presses outside: it stays", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.discardId) }));
      // The page behind takes no pointer while the dialog is open: press it as the hand would, regardless.
      await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
      // Still there once its opening fade has run (it starts at opacity 0).
      await waitFor(() => expect(page().getByRole("alertdialog")).toBeVisible());
    });
  },
};

/** The spec sheet: the alert dialog open over the page. The visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <SpecSheet>
      <SpecCell spec={["role=alertdialog"]} state="open">
        <SampleDialog defaultOpen />
      </SpecCell>
    </SpecSheet>
  ),
};
