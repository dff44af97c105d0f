import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { MessageId } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, sleep, storyMessage } from "../../test/story-helpers.ts";
import { ToastProvider, ToastViewport, useToast, type Toast, type ToastTone } from "./toaster.tsx";

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
  title: "Feedback/Toaster",
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
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <StoryToasts
      onDismiss={args.onDismiss}
      items={[
        { id: "1", messageId: "feedback.thanksReachOut", tone: "success" },
        { id: "2", messageId: "feedback.somethingWentWrong", tone: "error" },
        { id: "3", messageId: "feedback.errorTryLater", tone: "info" },
      ]}
    />
  ),
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole("region", { name: storyMessage(globals, "feedback.toast.region") });
    const live = within(region).getByRole("status");
    await expect(live).toHaveAttribute("aria-live", "polite");
    await expect(within(live).getAllByRole("listitem")).toHaveLength(3);
    await expect(Math.round(region.getBoundingClientRect().top)).toBe(75);
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
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, "feedback.toast.dismiss") }));
    await expect(args.onDismiss).toHaveBeenCalledWith("only");
  },
};

/** Shortened toast time; long enough for the play function to reach the toast on a busy machine. */
const AUTO_DISMISS_MS = 1500;

/** A toast disappears by itself after its time (shortened here); it stays while hovered. */
export const AutoDismiss: Story = {
  render: () => (
    <ToastProvider durationMs={AUTO_DISMISS_MS}>
      <SendButton messageId="feedback.thanksReachOutDemo" tone="success" />
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const text = storyMessage(globals, "feedback.thanksReachOutDemo");
    await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, "home.contact.submit") }));
    const live = canvas.getByRole("status");
    const toast = await within(live).findByRole("listitem");
    await expect(toast).toHaveTextContent(text);
    // Hovering keeps it on screen past its time.
    await userEvent.hover(toast);
    await sleep(AUTO_DISMISS_MS + 500);
    await expect(within(live).getByRole("listitem")).toHaveTextContent(text);
    await userEvent.unhover(toast);
    await waitFor(() => expect(within(live).queryByRole("listitem")).not.toBeInTheDocument(), {
      timeout: AUTO_DISMISS_MS + 3000,
    });
  },
};

/** Long texts wrap inside the toast. */
export const LongText: Story = {
  render: (args) => (
    <StoryToasts onDismiss={args.onDismiss} items={[{ id: "long", messageId: "home.hero.lead", tone: "info" }]} />
  ),
};
