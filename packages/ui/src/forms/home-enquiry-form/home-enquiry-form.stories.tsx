import type { Meta, StoryObj } from "@storybook/react-vite";
import { FORM_COPY, HOME_ENQUIRY_COPY, HOME_ENQUIRY_FEEDBACK } from "@studio/content";
import { FORM_SHEET, formStories } from "../form-stories.tsx";
import { HOME_ENQUIRY_DRAFT_KEY, HomeEnquiryForm, type HomeEnquiryFormProps } from "./home-enquiry-form.tsx";

const stories = formStories<HomeEnquiryFormProps>({
  Form: HomeEnquiryForm,
  form: () => "homeEnquiry",
  feedback: () => HOME_ENQUIRY_FEEDBACK,
  draftKey: () => HOME_ENQUIRY_DRAFT_KEY,
  draftKeys: [HOME_ENQUIRY_DRAFT_KEY],
  args: { draftKey: HOME_ENQUIRY_DRAFT_KEY },
  submitId: HOME_ENQUIRY_COPY.submitId,
  requiredNoteId: FORM_COPY.requiredHintId,
  placeholderIds: { service: HOME_ENQUIRY_COPY.servicePlaceholderId },
  // The service is picked by its key; the form sends its label in the visitor's language.
  choose: { homeEnquiry: { service: "devops" } },
  draft: {
    name: "Дмитрий Иванов",
    email: "dmitry@example.com",
    service: "uiUxDesigning",
    message: "Redesign of our online shop.",
  },
});

const meta = {
  title: "Sections/Forms/HomeEnquiryForm",
  id: "forms-homeenquiryform",
  component: HomeEnquiryForm,
  ...stories.meta,
  argTypes: { ...stories.meta.argTypes, services: { control: false } },
} satisfies Meta<typeof HomeEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop; `onSubmit` answers "success". */
export const Playground: Story = {};

/**
 * The empty form: every field starred, with its native type, autocomplete token and limit, the
 * services after the placeholder, 'Send Message'.
 */
export const Empty: Story = { tags: ["play-only"], play: stories.empty() };

/**
 * Submitting the empty form sends nothing: the error summary takes the focus and links to every
 * field, each field shows its own message. Fixing a field clears its message at once.
 */
export const Invalid: Story = { tags: ["play-only"], play: stories.invalid() };

/** An e-mail address and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = { tags: ["play-only"], play: stories.invalidFormats() };

/** While sending, the button reads 'Sending…' and a second click or Enter sends nothing more. */
export const Submitting: Story = { tags: ["play-only"], args: stories.neverAnswering(), play: stories.submitting() };

/**
 * Success: the enquiry is sent once, with the service's label in the current language; the
 * thank-you toast shows, the page goes back to the top and the form is empty again.
 */
export const Success: Story = { tags: ["play-only"], play: stories.success() };

/** The server answers with something other than success: 'Something went wrong…', values kept. */
export const Failure: Story = {
  tags: ["play-only"],
  args: stories.answering("rejected"),
  play: stories.notSent((feedback) => feedback.rejected),
};

/** No answer at all (network, timeout): 'An error occurred. Please try again later.', values kept. */
export const NetworkFailure: Story = {
  tags: ["play-only"],
  args: stories.answering({ outcome: "failed", error: new TypeError("Failed to fetch") }),
  play: stories.notSent((feedback) => feedback.failed),
};

/**
 * The server refuses a field (HTTP 400 with error codes, as the API client reports it): the
 * message shows next to that field and in the summary, which takes the focus.
 */
export const ServerRefusesField: Story = {
  args: stories.refusingEmail(),
  play: stories.refusedByServer((feedback) => feedback.rejected),
};

/** Values typed before a reload come back from the draft (after hydration); nothing is sent. */
export const DraftRestored: Story = { beforeEach: stories.draftTyped, play: stories.draftRestored() };

/** Empty, restored from a draft, and after a failed submit: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  ...stories.sheet(FORM_SHEET),
  play: stories.sheetChecks(FORM_SHEET),
};
