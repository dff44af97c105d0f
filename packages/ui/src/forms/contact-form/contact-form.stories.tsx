import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  CONTACT_FORM_COPY,
  CONTACT_FORM_FIELDS,
  FEEDBACK_IDS,
  contactFormOptionsFor,
  type ContactFieldName,
  type ContactFormVariant,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import {
  control,
  controlName,
  errorText,
  expectRequiredErrors,
  expectToast,
  fillForm,
  formFrame,
  isolateDrafts,
  neverReplying,
  replying,
  seedDraft,
  shownValues,
  submitButton,
  playSubmitting,
} from "../form-story-helpers.ts";
import { CONTACT_FORM_DRAFT_KEYS, ContactForm } from "./contact-form.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const SUBMIT = CONTACT_FORM_COPY.submitId;
const fieldsOf = (variant: ContactFormVariant) => CONTACT_FORM_FIELDS[variant];
const field = (variant: ContactFormVariant, name: ContactFieldName) =>
  fieldsOf(variant).find((candidate) => candidate.name === name)!;

/** What a visitor types; the course is picked by its value (the English name, sent as it is). */
const VALID = {
  fullName: "Jean-Baptiste Lefèvre",
  email: "jb.lefevre@example.fr",
  phoneNumber: "+33 6 12 34 56 78",
  neededServices: "Software Testing",
  desc: "I would like to change careers.",
} as const;

const EMPTY = { fullName: "", email: "", phoneNumber: "", neededServices: "", desc: "" };
const ALL_KEYS = [...Object.values(CONTACT_FORM_DRAFT_KEYS), "story.contactDraft.2", "story.contactDraft.3"];

const meta = {
  title: "Sections/Forms/ContactForm",
  id: "forms-contactform",
  component: ContactForm,
  args: {
    variant: "training",
    submission: "submitContact",
    onSubmit: replying("success"),
    summaryHeadingLevel: 3,
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["training", "services"] },
    submission: { control: "inline-radio", options: ["submitContact", "contact"] },
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    summaryHeadingLevel: { control: "inline-radio", options: [2, 3, 4] },
  },
  decorators: [formFrame],
  // Each story starts without a draft and leaves none behind.
  beforeEach: isolateDrafts(ALL_KEYS),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop; `onSubmit` answers "success". */
export const Playground: Story = {};

/**
 * The training form: four starred fields, the optional description of 4 rows, and the six
 * courses after the placeholder.
 */
export const Empty: Story = {
  play: async ({ step, canvas, globals }) => {
    const fields = fieldsOf("training");
    await step("reads the note on the starred fields", async () => {
      await expect(canvas.getByText(storyMessage(globals, CONTACT_FORM_COPY.requiredNoteId))).toBeVisible();
    });
    await step("sees every field empty, the four starred ones required", async () => {
      for (const item of fields) {
        const element = control(canvas, globals, item);
        await expect(element).toHaveValue("");
        if (item.required) await expect(element).toBeRequired();
        else await expect(element).not.toBeRequired();
      }
    });
    await step("finds room to describe: four rows, up to 2,000 characters", async () => {
      const desc = control(canvas, globals, field("training", "desc"));
      await expect(desc).toHaveAttribute("rows", "4");
      await expect(desc).toHaveAttribute("maxlength", "2000");
    });
    await step("opens the course list: the six courses after the placeholder", async () => {
      const options = within(control(canvas, globals, field("training", "neededServices"))).getAllByRole("option");
      await expect(options.slice(1).map((option) => option.textContent)).toEqual(
        contactFormOptionsFor("training", "en").map((option) => storyMessage(globals, option.labelId)),
      );
    });
  },
};

/**
 * The services form lists six services; English and French list Digital Marketing where the
 * other languages list Other (spec 3.5).
 */
export const ServicesOptions: Story = {
  args: { variant: "services" },
  play: async ({ step, canvas, globals }) => {
    const expected = contactFormOptionsFor("services", storyLocale(globals).code);
    const options = () =>
      within(control(canvas, globals, field("services", "neededServices")))
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

/** Submitting the empty form: the summary takes the focus with four links; the description stays valid. */
export const Invalid: Story = {
  play: async ({ step, args, canvas, globals }) => {
    const fields = fieldsOf("training");
    let summary: HTMLElement = document.body;
    await step(
      "sends the empty form: the summary takes the focus, a link per starred field; nothing is sent",
      async () => {
        summary = await expectRequiredErrors(canvas, globals, fields, SUBMIT);
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    );
    await step("types an e-mail address: its message goes, three links remain", async () => {
      const email = control(canvas, globals, field("training", "email"));
      await userEvent.type(email, VALID.email);
      await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
      await expect(within(summary).getAllByRole("link")).toHaveLength(3);
    });
    await step(`sees no "${storyMessage(globals, FEEDBACK_IDS.contact.missingFields)}" here`, async () => {
      // Only the `/api/contact` pages add the 'fill in all required fields' toast.
      await expect(
        canvas.queryByText(storyMessage(globals, FEEDBACK_IDS.contact.missingFields)),
      ).not.toBeInTheDocument();
    });
  },
};

/** On the pages posting to /api/contact, an empty required field also shows 'Please fill in all required fields'. */
export const MissingFields: Story = {
  args: { variant: "services", submission: "contact" },
  play: async ({ step, args, canvas, globals }) => {
    await step("sends the empty form: the summary takes the focus, a link per starred field", async () => {
      await expectRequiredErrors(canvas, globals, fieldsOf("services"), SUBMIT);
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.contact.missingFields)}"; nothing is sent`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.contact.missingFields));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** An e-mail address and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, fieldsOf("training"), { ...VALID, email: "jb@lefevre", phoneNumber: "+33 6" });
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step("hears what is wrong with the e-mail address and the phone number; nothing is sent", async () => {
      await waitFor(() =>
        expect(control(canvas, globals, field("training", "email"))).toHaveAccessibleDescription(
          errorText(globals, field("training", "email"), "invalid_email"),
        ),
      );
      await expect(control(canvas, globals, field("training", "phoneNumber"))).toHaveAccessibleDescription(
        errorText(globals, field("training", "phoneNumber"), "invalid_phone"),
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** While sending, the button reads 'Sending…' and a second click or Enter sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: neverReplying() },
  play: playSubmitting({
    fields: fieldsOf("training"),
    values: VALID,
    submitId: SUBMIT,
    enterIn: field("training", "fullName"),
  }),
};

/**
 * Success (/api/submit-contact): sent once with the course's English value; 'Thank you! We'll
 * reach out shortly', back to the top, the form empty.
 */
export const Success: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, fieldsOf("training"), VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.submitContact.success)}"`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.submitContact.success));
    });
    await step("finds it sent once, the course by its English value", async () => {
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith(VALID);
    });
    await step("is back at the top, the form empty and its draft gone", async () => {
      await waitFor(() => expect(shownValues(canvas, globals, fieldsOf("training"))).toEqual(EMPTY));
      await expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      await expect(window.localStorage.getItem(CONTACT_FORM_DRAFT_KEYS.training)).toBeNull();
    });
  },
};

/** Success on a page posting to /api/contact: 'Your inquiry has been submitted successfully!'; the description may stay empty. */
export const SuccessContact: Story = {
  args: { variant: "services", submission: "contact" },
  play: async ({ step, args, canvas, globals }) => {
    const values = { ...VALID, neededServices: "Web Development", desc: "" };
    await step("fills in the form without a description and sends it", async () => {
      await fillForm(canvas, globals, fieldsOf("services"), values);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.contact.success)}": it was sent as typed`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.contact.success));
      await expect(args.onSubmit).toHaveBeenCalledWith(values);
    });
  },
};

/** /api/submit-contact answers other than 201: 'Something went wrong. Please try again.', values kept. */
export const Failure: Story = {
  args: { onSubmit: replying("rejected") },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; the server refuses", async () => {
      await fillForm(canvas, globals, fieldsOf("training"), VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(
      `sees "${storyMessage(globals, FEEDBACK_IDS.submitContact.rejected)}", everything typed kept`,
      async () => {
        await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.submitContact.rejected));
        await expect(shownValues(canvas, globals, fieldsOf("training"))).toEqual(VALID);
      },
    );
  },
};

/** /api/contact answers `success: false`: 'Failed to submit your inquiry. Please try again.', values kept. */
export const FailureContact: Story = {
  args: { variant: "services", submission: "contact", onSubmit: replying("rejected") },
  play: async ({ step, canvas, globals }) => {
    const values = { ...VALID, neededServices: "UI/UX Design" };
    await step("fills in the form and sends it; the server refuses", async () => {
      await fillForm(canvas, globals, fieldsOf("services"), values);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.contact.rejected)}", everything typed kept`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.contact.rejected));
      await expect(shownValues(canvas, globals, fieldsOf("services"))).toEqual(values);
    });
  },
};

/** No answer (network, timeout): 'An error occurred. Please try again later.', values kept. */
export const NetworkFailure: Story = {
  args: { submission: "contact", onSubmit: replying("failed") },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; no answer comes", async () => {
      await fillForm(canvas, globals, fieldsOf("training"), VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.contact.failed)}", everything typed kept`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.contact.failed));
      await expect(shownValues(canvas, globals, fieldsOf("training"))).toEqual(VALID);
    });
  },
};

const DRAFT = { fullName: "Sofía Martínez", neededServices: "Data Science", desc: "Weekend classes?" };

/** Values typed before a reload come back from the draft. */
export const DraftRestored: Story = {
  beforeEach: () => seedDraft(CONTACT_FORM_DRAFT_KEYS.training, DRAFT),
  play: async ({ step, canvas, globals }) => {
    await step("comes back after a reload: what was typed is there again", async () => {
      const fullName = control(canvas, globals, field("training", "fullName"));
      await waitFor(() => expect(fullName).toHaveValue(DRAFT.fullName));
      await expect(shownValues(canvas, globals, fieldsOf("training"))).toEqual({ ...EMPTY, ...DRAFT });
    });
  },
};

/** Training and services forms, one restored from a draft, one after a failed submit: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  beforeEach: () => seedDraft("story.contactDraft.2", DRAFT),
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["variant=training", "draft=restored"]} state="default">
        <ContactForm {...args} variant="training" draftKey="story.contactDraft.2" />
      </SpecCell>
      <SpecCell spec={["variant=services", "submitted=empty"]} state="error">
        <ContactForm {...args} variant="services" draftKey="story.contactDraft.3" data-testid="invalid" />
      </SpecCell>
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("sends the services form empty: its summary and messages show", async () => {
      await expectRequiredErrors(within(canvas.getByTestId("invalid")), globals, fieldsOf("services"), SUBMIT);
    });
    await step("sees the training form restored from its draft", async () => {
      const restored = canvas.getAllByRole("textbox", { name: controlName(globals, field("training", "fullName")) });
      await waitFor(() => expect(restored[0]).toHaveValue(DRAFT.fullName));
    });
  },
};
