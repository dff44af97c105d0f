import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  FEEDBACK_IDS,
  FORM_COPY,
  HOME_ENQUIRY_COPY,
  HOME_ENQUIRY_FIELDS,
  HOME_ENQUIRY_SERVICES,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
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
import { HOME_ENQUIRY_DRAFT_KEY, HomeEnquiryForm } from "./home-enquiry-form.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const FIELDS = HOME_ENQUIRY_FIELDS;
const SUBMIT = HOME_ENQUIRY_COPY.submitId;
const field = (name: (typeof FIELDS)[number]["name"]) => FIELDS.find((candidate) => candidate.name === name)!;

/** What a visitor types (the service is picked by its option value, the service's key). */
const VALID = {
  name: "Žygimantas Ąžuolas",
  email: "zygimantas@example.com",
  phoneNumber: "+44 7700 900982",
  service: "devops",
  message: "We need a delivery app for our bakery.",
} as const;

const DRAFT_KEY_2 = `${HOME_ENQUIRY_DRAFT_KEY}.story2`;
const DRAFT_KEY_3 = `${HOME_ENQUIRY_DRAFT_KEY}.story3`;

const meta = {
  title: "Sections/Forms/HomeEnquiryForm",
  id: "forms-homeenquiryform",
  component: HomeEnquiryForm,
  args: {
    onSubmit: replying("success"),
    draftKey: HOME_ENQUIRY_DRAFT_KEY,
    summaryHeadingLevel: 3,
  },
  argTypes: {
    services: { control: false },
    summaryHeadingLevel: { control: "inline-radio", options: [2, 3, 4] },
  },
  decorators: [formFrame],
  // Each story starts without a draft and leaves none behind.
  beforeEach: isolateDrafts([HOME_ENQUIRY_DRAFT_KEY, DRAFT_KEY_2, DRAFT_KEY_3]),
} satisfies Meta<typeof HomeEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop; `onSubmit` answers "success". */
export const Playground: Story = {};

/**
 * The empty form: five starred fields with their native types, autocomplete tokens and limits,
 * the five services after the placeholder, 'Send Message'.
 */
export const Empty: Story = {
  play: async ({ step, canvas, globals }) => {
    await step("reads the hint on the starred fields and sees five empty ones, none marked wrong", async () => {
      await expect(canvas.getByText(storyMessage(globals, FORM_COPY.requiredHintId))).toBeVisible();
      for (const item of FIELDS) {
        const element = control(canvas, globals, item);
        await expect(element).toHaveValue("");
        await expect(element).toBeRequired();
        await expect(element).not.toHaveAttribute("aria-invalid");
      }
    });
    await step("finds the browser's own checks off: the form's messages speak instead", async () => {
      // The form has no name of its own (no form landmark): it is reached through one of its fields.
      await expect((control(canvas, globals, field("name")) as HTMLInputElement).form, "the form").toHaveAttribute(
        "novalidate",
      );
    });
    await step("gets the e-mail keyboard, autofill and a 254-character limit in the e-mail field", async () => {
      const email = control(canvas, globals, field("email"));
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("inputmode", "email");
      await expect(email).toHaveAttribute("autocomplete", "email");
      await expect(email).toHaveAttribute("maxlength", "254");
    });
    await step("gets the phone keypad and autofill in the phone field, autofill for the name", async () => {
      const phone = control(canvas, globals, field("phoneNumber"));
      await expect(phone).toHaveAttribute("type", "tel");
      await expect(phone).toHaveAttribute("inputmode", "tel");
      await expect(phone).toHaveAttribute("autocomplete", "tel");
      await expect(control(canvas, globals, field("name"))).toHaveAttribute("autocomplete", "name");
    });
    await step("finds four rows for the message", async () => {
      await expect(control(canvas, globals, field("message"))).toHaveAttribute("rows", "4");
    });
    await step(
      `opens the service list: "${storyMessage(globals, HOME_ENQUIRY_COPY.servicePlaceholderId)}", then the five services`,
      async () => {
        const options = within(control(canvas, globals, field("service"))).getAllByRole("option");
        await expect(options.map((option) => option.textContent)).toEqual([
          storyMessage(globals, HOME_ENQUIRY_COPY.servicePlaceholderId),
          ...HOME_ENQUIRY_SERVICES.map((service) => storyMessage(globals, service.labelId)),
        ]);
      },
    );
    await step(`finds "${storyMessage(globals, SUBMIT)}", which sends the form`, async () => {
      await expect(submitButton(canvas, globals, SUBMIT)).toHaveAttribute("type", "submit");
    });
  },
};

/**
 * Submitting the empty form sends nothing: the error summary takes the focus and links to the five
 * fields, each field shows its own message. Fixing a field clears its message at once.
 */
export const Invalid: Story = {
  play: async ({ step, args, canvas, globals }) => {
    let summary: HTMLElement = document.body;
    await step("sends the empty form: the summary takes the focus, a link per field; nothing is sent", async () => {
      summary = await expectRequiredErrors(canvas, globals, FIELDS, SUBMIT);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step("follows the third link: the phone field takes the focus", async () => {
      await userEvent.click(within(summary).getAllByRole("link")[2]!);
      await expect(control(canvas, globals, field("phoneNumber"))).toHaveFocus();
    });
    await step("types a name: its message goes at once, four problems remain", async () => {
      const name = control(canvas, globals, field("name"));
      await userEvent.type(name, VALID.name);
      await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
      await expect(canvas.queryByText(errorText(globals, field("name"), "required"))).not.toBeInTheDocument();
      await expect(within(summary).getAllByRole("link")).toHaveLength(FIELDS.length - 1);
      await expect(summary).toHaveTextContent(
        storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: FIELDS.length - 1 }),
      );
    });
  },
};

/** An e-mail address and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, { ...VALID, email: "zygimantas@", phoneNumber: "12-ab" });
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step("hears what is wrong with the e-mail address and the phone number; nothing is sent", async () => {
      const email = control(canvas, globals, field("email"));
      const phone = control(canvas, globals, field("phoneNumber"));
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription(errorText(globals, field("email"), "invalid_email")),
      );
      await expect(phone).toHaveAccessibleDescription(errorText(globals, field("phoneNumber"), "invalid_phone"));
      await expect(control(canvas, globals, field("name"))).not.toHaveAttribute("aria-invalid");
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** While sending, the button reads 'Sending…' and a second click or Enter sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: neverReplying() },
  play: playSubmitting({ fields: FIELDS, values: VALID, submitId: SUBMIT, enterIn: field("name") }),
};

/**
 * Success: the enquiry is sent once, with the service's label in the current language; the
 * thank-you toast shows, the page goes back to the top and the form is empty again.
 */
export const Success: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form: a draft is kept as it types", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await waitFor(() => expect(window.localStorage.getItem(HOME_ENQUIRY_DRAFT_KEY)).not.toBeNull());
    });
    await step(`sends it: "${storyMessage(globals, FEEDBACK_IDS.homeEnquiry.success)}"`, async () => {
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeEnquiry.success));
    });
    await step("finds the enquiry sent once, the service by its label in this language", async () => {
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        name: VALID.name,
        email: VALID.email,
        phoneNumber: VALID.phoneNumber,
        service: storyMessage(globals, "home.contact.services.devops"),
        message: VALID.message,
      });
    });
    await step("is back at the top, the form empty, its draft gone, the button ready again", async () => {
      await waitFor(() =>
        expect(shownValues(canvas, globals, FIELDS)).toEqual({
          name: "",
          email: "",
          phoneNumber: "",
          service: "",
          message: "",
        }),
      );
      await expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      await expect(window.localStorage.getItem(HOME_ENQUIRY_DRAFT_KEY)).toBeNull();
      await expect(submitButton(canvas, globals, SUBMIT)).not.toHaveAttribute("aria-disabled");
    });
  },
};

/** The server answers with something other than success: 'Something went wrong…', values kept. */
export const Failure: Story = {
  args: { onSubmit: replying("rejected") },
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it; the server refuses", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.homeEnquiry.rejected)}"; it was sent once`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeEnquiry.rejected));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    });
    await step("keeps everything typed, and its draft", async () => {
      await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
      await expect(window.localStorage.getItem(HOME_ENQUIRY_DRAFT_KEY)).not.toBeNull();
    });
  },
};

/** No answer at all (network, timeout): 'An error occurred. Please try again later.', values kept. */
export const NetworkFailure: Story = {
  args: { onSubmit: replying({ outcome: "failed" as const, error: new TypeError("Failed to fetch") }) },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; no answer comes", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.homeEnquiry.failed)}", everything typed kept`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeEnquiry.failed));
      await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
    });
  },
};

/**
 * The server refuses a field (HTTP 400 with error codes, as the API client reports it): the
 * message shows next to that field and in the summary, which takes the focus.
 */
export const ServerRefusesField: Story = {
  args: {
    onSubmit: replying({ outcome: "rejected" as const, status: 400, fieldErrors: { email: ["invalid_email"] } }),
  },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; the server refuses the e-mail address (400)", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.homeEnquiry.rejected)}"`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeEnquiry.rejected));
    });
    await step("hears the e-mail marked wrong, with the server's reason as its message", async () => {
      const email = control(canvas, globals, field("email"));
      await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
      await expect(email).toHaveAccessibleDescription(errorText(globals, field("email"), "invalid_email"));
    });
    await step("finds the summary of one problem, which takes the focus", async () => {
      const summary = canvas.getByRole("group", {
        name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 1 }),
      });
      await waitFor(() => expect(summary).toHaveFocus());
    });
  },
};

const DRAFT = {
  name: "Дмитрий Иванов",
  email: "dmitry@example.com",
  service: "uiUxDesigning",
  message: "Redesign of our online shop.",
};

/** Values typed before a reload come back from the draft (after hydration); nothing is sent. */
export const DraftRestored: Story = {
  beforeEach: () => seedDraft(HOME_ENQUIRY_DRAFT_KEY, DRAFT),
  play: async ({ step, args, canvas, globals }) => {
    await step("comes back after a reload: what was typed is there again", async () => {
      await waitFor(() => expect(control(canvas, globals, field("name"))).toHaveValue(DRAFT.name));
      await expect(shownValues(canvas, globals, FIELDS)).toEqual({ ...DRAFT, phoneNumber: "" });
    });
    await step("finds nothing sent", async () => {
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** Empty, restored from a draft, and after a failed submit: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  beforeEach: () => seedDraft(DRAFT_KEY_2, DRAFT),
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["draft=none"]} state="default">
        <HomeEnquiryForm {...args} />
      </SpecCell>
      <SpecCell spec={["draft=restored"]} state="default">
        <HomeEnquiryForm {...args} draftKey={DRAFT_KEY_2} />
      </SpecCell>
      <SpecCell spec={["submitted=empty"]} state="error">
        <HomeEnquiryForm {...args} draftKey={DRAFT_KEY_3} data-testid="invalid" />
      </SpecCell>
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("sends the third form empty: its summary and messages show", async () => {
      await expectRequiredErrors(within(canvas.getByTestId("invalid")), globals, FIELDS, SUBMIT);
    });
    await step("sees the second form restored from its draft", async () => {
      const restored = canvas.getAllByRole("textbox", { name: controlName(globals, field("name")) });
      await waitFor(() => expect(restored[1]).toHaveValue(DRAFT.name));
    });
  },
};
