import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_BOOKING_FEEDBACK, DEMO_BOOKING_FORM, FORM_COPY } from "@studio/content";
import { FORM_SHEET, formStories } from "../form-stories.tsx";
import { DEMO_BOOKING_DRAFT_KEY, DemoBookingForm, type DemoBookingFormProps } from "./demo-booking-form.tsx";

const stories = formStories<DemoBookingFormProps>({
  Form: DemoBookingForm,
  form: () => "demoBooking",
  feedback: () => DEMO_BOOKING_FEEDBACK,
  draftKey: () => DEMO_BOOKING_DRAFT_KEY,
  draftKeys: [DEMO_BOOKING_DRAFT_KEY],
  args: { draftKey: DEMO_BOOKING_DRAFT_KEY },
  submitId: DEMO_BOOKING_FORM.submitId,
  requiredNoteId: FORM_COPY.requiredHintId,
  placeholderIds: { neededServices: DEMO_BOOKING_FORM.categoryPlaceholderId },
  // The category is picked, and sent, by its value: the same in every language.
  choose: { demoBooking: { neededServices: "home needs" } },
  draft: { firstName: "Jonas", company: "Jonas Baldai UAB", neededServices: "furniture" },
});

const meta = {
  title: "Sections/Forms/DemoBookingForm",
  id: "forms-demobookingform",
  component: DemoBookingForm,
  ...stories.meta,
  argTypes: { ...stories.meta.argTypes, categories: { control: false } },
} satisfies Meta<typeof DemoBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop; `onSubmit` answers "success". */
export const Playground: Story = {};

/**
 * The empty form: every field starred, with its autocomplete token, the category list with its
 * placeholder 'Select the category' and the categories in the visitor's language.
 */
export const Empty: Story = { tags: ["play-only"], play: stories.empty() };

/** Submitting the empty form: the summary takes the focus with a link per field; fixing a field clears its message. */
export const Invalid: Story = { tags: ["play-only"], play: stories.invalid() };

/** A business e-mail and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = { tags: ["play-only"], play: stories.invalidFormats() };

/** While sending, the button reads 'Sending…' and a second click or Enter sends nothing more. */
export const Submitting: Story = { tags: ["play-only"], args: stories.neverAnswering(), play: stories.submitting() };

/**
 * Success: the booking is sent once with the category's value as `service` (the same in every
 * language); the thank-you toast shows, the page goes back to the top and the form is empty.
 */
export const Success: Story = { tags: ["play-only"], play: stories.success() };

/**
 * The server answers (200) but not with a success: as docs/product.md#115-answers-and-toasts says, the visitor gets the same
 * thank-you toast as for a success — and, since nothing says the booking was taken, keeps the values.
 */
export const NotASuccess: Story = {
  tags: ["play-only"],
  args: stories.answering({ outcome: "rejected", status: 200 }),
  play: stories.notSent((feedback) => feedback.rejected),
};

/** The server answers with an error status (500): the request failed, 'Something went wrong. Please try again.'. */
export const ErrorStatus: Story = {
  tags: ["play-only"],
  args: stories.answering({ outcome: "rejected", status: 500 }),
  play: stories.notSent((feedback) => feedback.failed),
};

/** The server refuses a field (400): the error toast, and the field's own message next to it. */
export const RefusedByServer: Story = {
  args: stories.refusingEmail(),
  play: stories.refusedByServer((feedback) => feedback.failed),
};

/** No answer (network, timeout): 'Something went wrong. Please try again.', values kept. */
export const NetworkFailure: Story = {
  tags: ["play-only"],
  args: stories.answering("failed"),
  play: stories.notSent((feedback) => feedback.failed),
};

/** Values typed before a reload come back from the draft; a category that no longer exists would not. */
export const DraftRestored: Story = { beforeEach: stories.draftTyped, play: stories.draftRestored() };

/** Empty, restored from a draft, and after a failed submit: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  ...stories.sheet(FORM_SHEET),
  play: stories.sheetChecks(FORM_SHEET),
};
