import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { fieldNamed } from "@studio/api/fixtures";
import { CONTACT_FORM_COPY, CONTACT_FORM_FEEDBACK, CONTACT_FORM_FIELDS, contactFormOptionsFor } from "@studio/content";
import { storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { control } from "../form-story-helpers.ts";
import { formStories } from "../form-stories.tsx";
import { CONTACT_FORM_DRAFT_KEYS, ContactForm, type ContactFormProps } from "./contact-form.tsx";

const stories = formStories<ContactFormProps>({
  Form: ContactForm,
  // The training variant is the form of /api/submit-contact's pages, the services one of /api/contact's.
  form: ({ variant }) => (variant === "training" ? "submitContact" : "contact"),
  feedback: ({ submission = "submitContact" }) => CONTACT_FORM_FEEDBACK[submission],
  draftKey: ({ variant }) => CONTACT_FORM_DRAFT_KEYS[variant],
  draftKeys: Object.values(CONTACT_FORM_DRAFT_KEYS),
  args: { variant: "training", submission: "submitContact" },
  submitId: CONTACT_FORM_COPY.submitId,
  requiredNoteId: CONTACT_FORM_COPY.requiredNoteId,
  // A course or a service is picked, and sent, by its English name.
  choose: {
    submitContact: { neededServices: "Software Testing" },
    contact: { neededServices: "Web Development" },
  },
  draft: { fullName: "Sofía Martínez", neededServices: "Data Science", desc: "Weekend classes?" },
});

const meta = {
  title: "Sections/Forms/ContactForm",
  id: "forms-contactform",
  component: ContactForm,
  ...stories.meta,
  argTypes: {
    ...stories.meta.argTypes,
    variant: { control: "inline-radio", options: ["training", "services"] },
    submission: { control: "inline-radio", options: ["submitContact", "contact"] },
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The args of the pages posting to /api/contact: the services form. */
const CONTACT_PAGE = { variant: "services", submission: "contact" } as const;

/** Controls for every prop; `onSubmit` answers "success". */
export const Playground: Story = {};

/**
 * The training form: the starred fields, the optional description of 4 rows, and the courses
 * after the placeholder.
 */
export const Empty: Story = { tags: ["play-only"], play: stories.empty() };

/**
 * The services form lists six services; English and French list Digital Marketing where the
 * other languages list Other (docs/product.md#112-fields-and-options).
 */
export const ServicesOptions: Story = {
  args: { variant: "services" },
  play: async ({ step, canvas, globals }) => {
    const expected = contactFormOptionsFor("services", storyLocale(globals).code);
    const options = () =>
      within(control(canvas, globals, fieldNamed(CONTACT_FORM_FIELDS.services, "neededServices")))
        .getAllByRole("option")
        .slice(1);
    await step("opens the service list: six services, each sent by its value", async () => {
      await expect(options().map((option) => option.textContent)).toEqual(
        expected.map((option) => storyMessage(globals, option.labelId)),
      );
      await expect(options().map((option) => option.getAttribute("value"))).toEqual(
        expected.map((option) => option.value),
      );
    });
    await step(
      `sees "${storyMessage(globals, expected.at(-1)!.labelId)}" last, as this language's page lists it`,
      async () => {
        const last = ["en", "fr"].includes(storyLocale(globals).code) ? "Digital Marketing" : "Other";
        await expect(options().at(-1)).toHaveAttribute("value", last);
      },
    );
  },
};

/** Submitting the empty form: the summary takes the focus with a link per starred field; the description stays valid. */
export const Invalid: Story = { tags: ["play-only"], play: stories.invalid() };

/** On the pages posting to /api/contact, an empty required field also shows 'Please fill in all required fields'. */
export const MissingFields: Story = { args: CONTACT_PAGE, play: stories.missingFields() };

/** An e-mail address and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = { tags: ["play-only"], play: stories.invalidFormats() };

/** While sending, the button reads 'Sending…' and a second click or Enter sends nothing more. */
export const Submitting: Story = { tags: ["play-only"], args: stories.neverAnswering(), play: stories.submitting() };

/**
 * Success (/api/submit-contact): sent once with the course's English value; 'Thank you! We'll
 * reach out shortly', back to the top, the form empty.
 */
export const Success: Story = { tags: ["play-only"], play: stories.success() };

/** Success on a page posting to /api/contact: 'Your inquiry has been submitted successfully!'; the description may stay empty. */
export const SuccessContact: Story = { args: CONTACT_PAGE, play: stories.success({ values: { desc: "" } }) };

/** /api/submit-contact answers other than 201: 'Something went wrong. Please try again.', values kept. */
export const Failure: Story = {
  tags: ["play-only"],
  args: stories.answering("rejected"),
  play: stories.notSent((feedback) => feedback.rejected),
};

/** /api/contact answers `success: false`: 'Failed to submit your inquiry. Please try again.', values kept. */
export const FailureContact: Story = {
  args: stories.answering("rejected", CONTACT_PAGE),
  play: stories.notSent((feedback) => feedback.rejected, { choose: { neededServices: "UI/UX Design" } }),
};

/** No answer (network, timeout): 'An error occurred. Please try again later.', values kept. */
export const NetworkFailure: Story = {
  args: stories.answering("failed", { submission: "contact" }),
  play: stories.notSent((feedback) => feedback.failed),
};

/** Values typed before a reload come back from the draft. */
export const DraftRestored: Story = { beforeEach: stories.draftTyped, play: stories.draftRestored() };

const SHEET = [
  { spec: ["variant=training", "draft=restored"], state: "default", args: { variant: "training" }, shows: "restored" },
  { spec: ["variant=services", "submitted=empty"], state: "error", args: { variant: "services" }, shows: "sent empty" },
] as const;

/** Training and services forms, one restored from a draft, one after a failed submit: the visual-regression story. */
export const AllStates: Story = { tags: ["every-language"], ...stories.sheet(SHEET), play: stories.sheetChecks(SHEET) };
