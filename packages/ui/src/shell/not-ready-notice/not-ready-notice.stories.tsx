import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { MessageId } from "@studio/content";
import { ALL_STATES_PARAMETERS, expectPartsOnSheet, sameText, storyMessage } from "../../test/story-helpers.ts";
import { NotReadyNotice } from "./not-ready-notice.tsx";
import { SpecCell, SpecSheet, specCellSelector, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

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
  play: async ({ step, args, canvas, canvasElement, globals }) => {
    const retry = () => canvas.getByRole("button", { name: storyMessage(globals, "shell.notReady.retry") });
    await step("reads that the form could not be made ready, and that what was typed is kept", async () => {
      await expectNotice(canvasElement, globals, "shell.notReady.form");
    });
    await step(
      `presses Tab: "${storyMessage(globals, "shell.notReady.retry")}" takes the focus, with its ring`,
      async () => {
        await userEvent.tab();
        await expect(retry()).toHaveFocus();
        await expect(retry(), "the focus ring").toHaveStyle({ outlineStyle: "solid" });
      },
    );
    await step("presses Enter, then clicks it: the site is told each time", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
      await userEvent.click(retry());
      await expect(args.onRetry).toHaveBeenCalledTimes(2);
    });
    await step("finds nothing to close: the notice goes when the form is ready", async () => {
      await expect(canvas.queryByRole("button", { name: storyMessage(globals, "feedback.toast.dismiss") })).toBeNull();
    });
  },
};

/** Any other section (a carousel, tabs, an accordion): the same notice with the section's message. */
export const Section: Story = {
  args: { kind: "section" },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      `reads that the section could not be made ready, with "${storyMessage(globals, "shell.notReady.retry")}"`,
      async () => {
        await expectNotice(canvasElement, globals, "shell.notReady.section");
      },
    );
  },
};

/**
 * The navigation menu, always in view at the top: the notice floats where the toasts appear,
 * 75 px from the top, above the page, and can be closed with its own button.
 */
export const Menu: Story = {
  args: { kind: "menu", placement: "floating" },
  play: async ({ step, args, canvas, canvasElement, globals }) => {
    const dismiss = () => canvas.getByRole("button", { name: storyMessage(globals, "feedback.toast.dismiss") });
    await step("reads that the menu could not be made ready", async () => {
      await expectNotice(canvasElement, globals, "shell.notReady.menu");
    });
    await step("sees it float 75 px from the top of the window, above the page, inside the window", async () => {
      // The notice's box holds its message (the status), 'Try again' and the close button.
      const notice = canvas.getByRole("status").closest<HTMLElement>('[data-slot="not-ready-notice"]')!;
      await expect(notice, "the notice, fixed in the window").toHaveStyle({ position: "fixed" });
      await expect(notice, "the notice's layer, above the page").toHaveStyle({ zIndex: "10000" });
      await expect(Math.round(notice.getBoundingClientRect().top), "the notice's top, px").toBe(75);
      await expect(notice.getBoundingClientRect().right, "the notice's right edge, px").toBeLessThanOrEqual(
        window.innerWidth,
      );
    });
    await step(
      `presses Tab twice: "${storyMessage(globals, "shell.notReady.retry")}", then the close button, with its ring`,
      async () => {
        await userEvent.tab();
        await expect(canvas.getByRole("button", { name: storyMessage(globals, "shell.notReady.retry") })).toHaveFocus();
        await userEvent.tab();
        await expect(dismiss()).toHaveFocus();
        await expect(dismiss(), "the focus ring").toHaveStyle({ outlineStyle: "solid" });
      },
    );
    await step("presses Enter: the site is told to close it, nothing is retried", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
      await expect(args.onRetry).not.toHaveBeenCalled();
    });
  },
};

/** The three notices (the floating one inside a frame): the visual-regression story. */
/**
 * The floating notice's own dismiss button, hovered and focused from the keyboard, in the fourth
 * and fifth cells (its retry button is a Button: the Button's sheet shows its states).
 */
const DISMISS_PARTS: readonly SpecPart[] = (["hover", "focus-visible"] as const).map((state, index) => ({
  name: "dismiss",
  state,
  selector: `${specCellSelector(index + 4)} [data-slot="not-ready-notice-dismiss"]`,
}));

export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(DISMISS_PARTS) },
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["kind=form"]} state="error">
        <NotReadyNotice kind="form" onRetry={args.onRetry} />
      </SpecCell>
      <SpecCell spec={["kind=section"]} state="error">
        <NotReadyNotice kind="section" onRetry={args.onRetry} />
      </SpecCell>
      {[undefined, ...DISMISS_PARTS].map((part) => (
        <SpecCell
          key={part?.state ?? "default"}
          spec={["kind=menu", "placement=floating"]}
          state="error"
          parts={part ? [part] : []}
        >
          {/* A transformed frame holds the fixed notice, so it shows in place of the window. */}
          <div className="h-56 [transform:translateZ(0)] bg-surface-muted">
            <NotReadyNotice kind="menu" placement="floating" onRetry={args.onRetry} onDismiss={args.onDismiss} />
          </div>
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("reads the form's, the section's and the menu's notices (three times), in that order", async () => {
      await expect(canvas.getAllByRole("status").map((status) => status.textContent?.replace(/\s+/g, " "))).toEqual([
        storyMessage(globals, "shell.notReady.form"),
        storyMessage(globals, "shell.notReady.section"),
        ...Array<string>(1 + DISMISS_PARTS.length).fill(storyMessage(globals, "shell.notReady.menu")),
      ]);
    });
    await step("finds the dismiss buttons the labels name hovered and focused", async () => {
      await expectPartsOnSheet(DISMISS_PARTS);
    });
  },
};
