import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { MessageId } from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { NotReadyNotice } from "./not-ready-notice.tsx";

const meta = {
  title: "Sections/Shell/NotReadyNotice",
  id: "shell-notreadynotice",
  component: NotReadyNotice,
  args: { kind: "form", placement: "inline", onRetry: fn(), onDismiss: fn() },
  argTypes: {
    kind: { control: "inline-radio", options: ["form", "menu", "section"] },
    placement: { control: "inline-radio", options: ["inline", "floating"] },
  },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-64 px-gutter py-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotReadyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The message, read as a polite status, and the 'Try again' button a visitor can reach. */
const expectNotice = async (canvasElement: HTMLElement, globals: Globals, id: MessageId) => {
  const canvas = within(canvasElement);
  const status = canvas.getByRole("status");
  await expect(status).toHaveTextContent(sameText(storyMessage(globals, id)));
  await expect(status).toBeVisible();
  const retry = canvas.getByRole("button", { name: storyMessage(globals, "shell.notReady.retry") });
  await expect(retry).toBeVisible();
  return retry;
};

/** Controls for every prop. */
export const Playground: Story = {};

/**
 * A form whose code did not arrive: the message says what was entered is kept. 'Try again' is
 * reached with Tab, shows its focus ring and is pressed with Enter or a click.
 */
export const Form: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const retry = await expectNotice(canvasElement, globals, "shell.notReady.form");
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await expect(getComputedStyle(retry).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    // An inline notice has nothing to close: it goes when the form is ready.
    await expect(
      within(canvasElement).queryByRole("button", { name: storyMessage(globals, "feedback.toast.dismiss") }),
    ).toBeNull();
  },
};

/** Any other section (a carousel, tabs, an accordion): the same notice with the section's message. */
export const Section: Story = {
  args: { kind: "section" },
  play: async ({ canvasElement, globals }) => {
    await expectNotice(canvasElement, globals, "shell.notReady.section");
  },
};

/**
 * The navigation menu, always in view at the top: the notice floats where the toasts appear,
 * 75 px from the top, above the page, and can be closed with its own button.
 */
export const Menu: Story = {
  args: { kind: "menu", placement: "floating" },
  play: async ({ args, canvasElement, globals }) => {
    const retry = await expectNotice(canvasElement, globals, "shell.notReady.menu");
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot="not-ready-notice"]')!;
    const style = getComputedStyle(notice);
    await expect(style.position).toBe("fixed");
    await expect(Number(style.zIndex)).toBe(10000);
    await expect(Math.round(notice.getBoundingClientRect().top)).toBe(75);
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.tab();
    const dismiss = within(canvasElement).getByRole("button", {
      name: storyMessage(globals, "feedback.toast.dismiss"),
    });
    await expect(dismiss).toHaveFocus();
    await expect(getComputedStyle(dismiss).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The three notices (the floating one inside a frame): the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="flex flex-col gap-4">
      <NotReadyNotice kind="form" onRetry={args.onRetry} />
      <NotReadyNotice kind="section" onRetry={args.onRetry} />
      {/* A transformed frame holds the fixed notice, so it shows in place of the window. */}
      <div className="h-56 [transform:translateZ(0)] bg-surface-muted">
        <NotReadyNotice kind="menu" placement="floating" onRetry={args.onRetry} onDismiss={args.onDismiss} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const statuses = within(canvasElement).getAllByRole("status");
    await expect(statuses.map((status) => status.textContent?.replace(/\s+/g, " "))).toEqual([
      storyMessage(globals, "shell.notReady.form"),
      storyMessage(globals, "shell.notReady.section"),
      storyMessage(globals, "shell.notReady.menu"),
    ]);
  },
};
