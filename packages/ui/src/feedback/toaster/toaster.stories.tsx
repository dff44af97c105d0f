import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { MessageId } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, expectPartsOnSheet, storyMessage } from "../../test/story-helpers.ts";
import { ToastProvider, ToastViewport, useToast, type Toast, type ToastTone } from "./toaster.tsx";
import { SpecCell, specPartsPseudo, type SpecPart } from "../../test/spec-sheet.tsx";

/** A send button that shows one toast, as a form does after sending. */
function SendButton({ messageId, tone }: { messageId: MessageId; tone: ToastTone }) {
  const intl = useIntl();
  const { show } = useToast();
  return (
    <Button className="m-4" onClick={() => show(intl.formatMessage({ id: messageId }), { tone })}>
      {intl.formatMessage({ id: "home.contact.submit" })}
    </Button>
  );
}

/** Toasts in the story's language. */
function StoryToasts({
  items,
  onDismiss,
}: {
  items: readonly { id: string; messageId: MessageId; tone: ToastTone }[];
  onDismiss: (id: string) => void;
}) {
  const intl = useIntl();
  const toasts: Toast[] = items.map((item) => ({
    id: item.id,
    tone: item.tone,
    message: intl.formatMessage({ id: item.messageId }),
    durationMs: 60_000,
  }));
  return <ToastViewport toasts={toasts} onDismiss={onDismiss} />;
}

const meta = {
  title: "Components/Feedback/Toaster",
  id: "feedback-toaster",
  component: ToastViewport,
  parameters: { layout: "fullscreen" },
  args: { toasts: [], onDismiss: fn() },
  argTypes: { toasts: { control: false } },
  decorators: [
    (Story) => (
      <div className="min-h-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One success toast, 75 px from the top. */
export const Playground: Story = {
  render: (args) => (
    <StoryToasts
      onDismiss={args.onDismiss}
      items={[{ id: "1", messageId: "feedback.thanksReachOut", tone: "success" }]}
    />
  ),
};

/** Success, error and information toasts stacked, oldest first: the visual-regression story. */
/** The dismiss buttons of the second and third toasts: hovered, and focused from the keyboard. */
const DISMISS_PARTS: readonly SpecPart[] = (["hover", "focus-visible"] as const).map((state, index) => ({
  name: `dismiss ${index + 2}`,
  state,
  selector: `[data-slot="toast-viewport"] :nth-child(${index + 2} of [data-slot="toast"]) button`,
}));

export const AllStates: Story = {
  tags: ["every-language"],
  parameters: { ...ALL_STATES_PARAMETERS, pseudo: specPartsPseudo(DISMISS_PARTS) },
  render: (args) => (
    <SpecCell spec={["success", "error", "info"]} state="default" parts={DISMISS_PARTS}>
      <StoryToasts
        onDismiss={args.onDismiss}
        items={[
          { id: "1", messageId: "feedback.thanksReachOut", tone: "success" },
          { id: "2", messageId: "feedback.somethingWentWrong", tone: "error" },
          { id: "3", messageId: "feedback.errorTryLater", tone: "info" },
        ]}
      />
    </SpecCell>
  ),
  play: async ({ step, canvas, globals }) => {
    const region = () => canvas.getByRole("region", { name: storyMessage(globals, "feedback.toast.region") });
    await step("sees three toasts, oldest first, read out politely", async () => {
      const live = within(region()).getByRole("status");
      await expect(live).toHaveAttribute("aria-live", "polite");
      await expect(within(live).getAllByRole("listitem")).toHaveLength(3);
    });
    await step("sees them 75 px from the top of the window", async () => {
      await expect(Math.round(region().getBoundingClientRect().top), "the toasts' top, px").toBe(75);
    });
    await step("finds the dismiss buttons the label names hovered and focused", async () => {
      await expectPartsOnSheet(DISMISS_PARTS);
    });
  },
};

/** The dismiss button removes a toast. */
export const Dismiss: Story = {
  render: (args) => (
    <StoryToasts
      onDismiss={args.onDismiss}
      items={[{ id: "only", messageId: "feedback.inquirySubmitted", tone: "success" }]}
    />
  ),
  play: async ({ step, args, canvas, globals }) => {
    await step("presses the toast's close button: the site is told to remove it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, "feedback.toast.dismiss") }));
      await expect(args.onDismiss).toHaveBeenCalledWith("only");
    });
  },
};

/** Shortened toast time, so the story does not wait the site's 3 s. */
const AUTO_DISMISS_MS = 600;

/**
 * A toast disappears by itself after its time (shortened here); while the pointer is on it, it
 * stays (that its time stands still then is checked with a fake clock in toaster.test.tsx).
 */
export const AutoDismiss: Story = {
  render: () => (
    <ToastProvider durationMs={AUTO_DISMISS_MS}>
      <SendButton messageId="feedback.thanksReachOutDemo" tone="success" />
    </ToastProvider>
  ),
  play: async ({ step, canvas, globals }) => {
    const thanks = storyMessage(globals, "feedback.thanksReachOutDemo");
    await step("sends, and a thank-you toast appears in the status region", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, "home.contact.submit") }));
      await expect(await within(canvas.getByRole("status")).findByRole("listitem")).toHaveTextContent(thanks);
    });
    await step("points at the toast: it stays on screen", async () => {
      await userEvent.hover(within(canvas.getByRole("status")).getByRole("listitem"));
      await expect(within(canvas.getByRole("status")).getByRole("listitem")).toHaveTextContent(thanks);
    });
    await step("moves the pointer away: the toast goes by itself", async () => {
      await userEvent.unhover(within(canvas.getByRole("status")).getByRole("listitem"));
      await waitFor(() => expect(within(canvas.getByRole("status")).queryByRole("listitem")).not.toBeInTheDocument(), {
        timeout: AUTO_DISMISS_MS + 3000,
      });
    });
  },
};

/** Long texts wrap inside the toast. */
export const LongText: Story = {
  render: (args) => (
    <StoryToasts onDismiss={args.onDismiss} items={[{ id: "long", messageId: "home.hero.lead", tone: "info" }]} />
  ),
};
