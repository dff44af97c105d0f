import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  FEEDBACK_IDS,
  FORM_COPY,
  HOME_CONTACT_COPY,
  HOME_CONTACT_FIELDS,
  HOME_CONTACT_SERVICES,
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
} from "../form-story-helpers.ts";
import { HOME_ENQUIRY_DRAFT_KEY, HomeEnquiryForm } from "./home-enquiry-form.tsx";

const FIELDS = HOME_CONTACT_FIELDS;
const SUBMIT = HOME_CONTACT_COPY.submitId;
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
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step(
      "the empty form: five starred fields with their native types, autocomplete tokens and limits, the five services after the placeholder, 'Send Message'",
      async () => {
        await expect(canvasElement.querySelector("form")).toHaveAttribute("novalidate");
        await expect(canvas.getByText(storyMessage(globals, FORM_COPY.requiredHintId))).toBeVisible();
        for (const item of FIELDS) {
          const element = control(canvas, globals, item);
          await expect(element).toHaveValue("");
          await expect(element).toBeRequired();
          await expect(element).not.toHaveAttribute("aria-invalid");
        }
        const email = control(canvas, globals, field("email"));
        await expect(email).toHaveAttribute("type", "email");
        await expect(email).toHaveAttribute("inputmode", "email");
        await expect(email).toHaveAttribute("autocomplete", "email");
        await expect(email).toHaveAttribute("maxlength", "254");
        const phone = control(canvas, globals, field("phoneNumber"));
        await expect(phone).toHaveAttribute("type", "tel");
        await expect(phone).toHaveAttribute("inputmode", "tel");
        await expect(phone).toHaveAttribute("autocomplete", "tel");
        await expect(control(canvas, globals, field("name"))).toHaveAttribute("autocomplete", "name");
        await expect(control(canvas, globals, field("message"))).toHaveAttribute("rows", "4");

        const options = within(control(canvas, globals, field("service"))).getAllByRole("option");
        await expect(options.map((option) => option.textContent)).toEqual([
          storyMessage(globals, HOME_CONTACT_COPY.servicePlaceholderId),
          ...HOME_CONTACT_SERVICES.map((service) => storyMessage(globals, service.labelId)),
        ]);
        await expect(submitButton(canvas, globals, SUBMIT)).toHaveAttribute("type", "submit");
      },
    );
  },
};

/**
 * Submitting the empty form sends nothing: the error summary takes the focus and links to the five
 * fields, each field shows its message. Fixing a field clears its message at once.
 */
export const Invalid: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "submitting the empty form sends nothing: the error summary takes the focus and links to the five fields, each field shows its message",
      async () => {
        const summary = await expectRequiredErrors(canvas, globals, FIELDS, SUBMIT);
        await expect(args.onSubmit).not.toHaveBeenCalled();

        // A summary link moves the focus to its field.
        await userEvent.click(within(summary).getAllByRole("link")[2]!);
        const phone = control(canvas, globals, field("phoneNumber"));
        await expect(phone).toHaveFocus();

        const name = control(canvas, globals, field("name"));
        await userEvent.type(name, VALID.name);
        await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
        await expect(canvas.queryByText(errorText(globals, field("name"), "required"))).not.toBeInTheDocument();
        await expect(within(summary).getAllByRole("link")).toHaveLength(FIELDS.length - 1);
        await expect(summary).toHaveTextContent(
          storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: FIELDS.length - 1 }),
        );
      },
    );
  },
};

/** An e-mail address and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, { ...VALID, email: "zygimantas@", phoneNumber: "12-ab" });
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step("an e-mail address and a phone number in the wrong format get the format messages", async () => {
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
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(
      "while sending, the button reads 'Sending…' and a second click or Enter sends nothing more",
      async () => {
        const sending = await canvas.findByRole("button", { name: storyMessage(globals, FORM_COPY.submittingId) });
        await expect(sending).toHaveAttribute("aria-disabled", "true");
        await expect(sending).toHaveFocus();
        await userEvent.setup({ pointerEventsCheck: 0 }).click(sending);
        await userEvent.type(control(canvas, globals, field("name")), "{Enter}");
        await expect(args.onSubmit).toHaveBeenCalledOnce();
      },
    );
  },
};

/**
 * Success: the enquiry is sent once, with the service's label in the current language; the
 * thank-you toast shows, the page goes back to the top and the form is empty again.
 */
export const Success: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "success: the enquiry is sent once, with the service's label in the current language; the thank-you toast shows, the page goes back to the top and the form is empty again",
      async () => {
        await fillForm(canvas, globals, FIELDS, VALID);
        await waitFor(() => expect(window.localStorage.getItem(HOME_ENQUIRY_DRAFT_KEY)).not.toBeNull());
        await userEvent.click(submitButton(canvas, globals, SUBMIT));
        await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeContact.success));
        await expect(args.onSubmit).toHaveBeenCalledOnce();
        await expect(args.onSubmit).toHaveBeenCalledWith({
          name: VALID.name,
          email: VALID.email,
          phoneNumber: VALID.phoneNumber,
          service: storyMessage(globals, "home.contact.services.devops"),
          message: VALID.message,
        });
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
      },
    );
  },
};

/** The server answers with something other than success: 'Something went wrong…', values kept. */
export const Failure: Story = {
  args: { onSubmit: replying("rejected") },
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(
      "the server answers with something other than success: 'Something went wrong…', values kept",
      async () => {
        await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeContact.rejected));
        await expect(args.onSubmit).toHaveBeenCalledOnce();
        await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
        await expect(window.localStorage.getItem(HOME_ENQUIRY_DRAFT_KEY)).not.toBeNull();
      },
    );
  },
};

/** No answer at all (network, timeout): 'An error occurred. Please try again later.', values kept. */
export const NetworkFailure: Story = {
  args: { onSubmit: replying({ outcome: "failed" as const, error: new TypeError("Failed to fetch") }) },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step("no answer at all (network, timeout): 'An error occurred…'", async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeContact.failed));
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
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(
      "the server refuses a field (HTTP 400 with error codes, as the API client reports it): the message shows next to that field and in the summary, which takes the focus",
      async () => {
        await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.homeContact.rejected));
        const email = control(canvas, globals, field("email"));
        await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
        await expect(email).toHaveAccessibleDescription(errorText(globals, field("email"), "invalid_email"));
        const heading = canvas.getByRole("heading", {
          name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 1 }),
        });
        await waitFor(() => expect(heading.closest("[data-slot=error-summary]")).toHaveFocus());
      },
    );
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
    await step("values typed before a reload come back from the draft (after hydration); nothing is sent", async () => {
      await waitFor(() => expect(control(canvas, globals, field("name"))).toHaveValue(DRAFT.name));
      await expect(shownValues(canvas, globals, FIELDS)).toEqual({ ...DRAFT, phoneNumber: "" });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** Empty, restored from a draft, and after a failed submit: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  beforeEach: () => seedDraft(DRAFT_KEY_2, DRAFT),
  render: (args) => (
    <div className="flex flex-col gap-16">
      <HomeEnquiryForm {...args} />
      <HomeEnquiryForm {...args} draftKey={DRAFT_KEY_2} />
      <HomeEnquiryForm {...args} draftKey={DRAFT_KEY_3} data-testid="invalid" />
    </div>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("empty, restored from a draft, and after a failed submit: the visual-regression story", async () => {
      const invalid = within(canvas.getByTestId("invalid"));
      await expectRequiredErrors(invalid, globals, FIELDS, SUBMIT);
      const restored = canvas.getAllByRole("textbox", { name: controlName(globals, field("name")) });
      await waitFor(() => expect(restored[1]).toHaveValue(DRAFT.name));
    });
  },
};
