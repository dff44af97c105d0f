import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_BOOKING_FORM, FEEDBACK_IDS } from "@studio/content";
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
import { DEMO_BOOKING_DRAFT_KEY, DemoBookingForm } from "./demo-booking-form.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const FIELDS = DEMO_BOOKING_FORM.fields;
const SUBMIT = DEMO_BOOKING_FORM.submitId;
const field = (name: (typeof FIELDS)[number]["name"]) => FIELDS.find((candidate) => candidate.name === name)!;

/** What a visitor types; the category is picked by its value. */
const VALID = {
  firstName: "Ana",
  lastName: "Gonçalves",
  company: "Mercearia Gonçalves Lda",
  businessEmail: "ana@mercearia.example",
  phoneNumber: "+351 912 345 678",
  neededServices: "home needs",
} as const;

const EMPTY = Object.fromEntries(FIELDS.map((item) => [item.name, ""]));
const DRAFT_KEY_2 = `${DEMO_BOOKING_DRAFT_KEY}.story2`;
const DRAFT_KEY_3 = `${DEMO_BOOKING_DRAFT_KEY}.story3`;

const meta = {
  title: "Sections/Forms/DemoBookingForm",
  id: "forms-demobookingform",
  component: DemoBookingForm,
  args: {
    onSubmit: replying("success"),
    draftKey: DEMO_BOOKING_DRAFT_KEY,
    summaryHeadingLevel: 3,
  },
  argTypes: {
    categories: { control: false },
    summaryHeadingLevel: { control: "inline-radio", options: [2, 3, 4] },
  },
  decorators: [formFrame],
  // Each story starts without a draft and leaves none behind.
  beforeEach: isolateDrafts([DEMO_BOOKING_DRAFT_KEY, DRAFT_KEY_2, DRAFT_KEY_3]),
} satisfies Meta<typeof DemoBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop; `onSubmit` answers "success". */
export const Playground: Story = {};

/**
 * The empty form: six starred fields with autocomplete tokens, the category list with its
 * placeholder 'Select the category' and the eight categories in the visitor's language.
 */
export const Empty: Story = {
  play: async ({ step, canvas, globals }) => {
    await step("sees six empty fields, all starred", async () => {
      for (const item of FIELDS) {
        const element = control(canvas, globals, item);
        await expect(element).toHaveValue("");
        await expect(element).toBeRequired();
      }
    });
    await step("finds the browser's own checks off: the form's messages speak instead", async () => {
      // The form has no name of its own (no form landmark): it is reached through one of its fields.
      await expect((control(canvas, globals, field("firstName")) as HTMLInputElement).form, "the form").toHaveAttribute(
        "novalidate",
      );
    });
    await step("can let the browser fill in name, company, work e-mail and phone", async () => {
      const tokens = [
        ["firstName", "given-name"],
        ["lastName", "family-name"],
        ["company", "organization"],
        ["businessEmail", "work email"],
        ["phoneNumber", "tel"],
      ] as const;
      for (const [name, token] of tokens) {
        await expect(control(canvas, globals, field(name))).toHaveAttribute("autocomplete", token);
      }
    });
    await step("gets the e-mail and phone keyboards, and a 150-character company name", async () => {
      await expect(control(canvas, globals, field("businessEmail"))).toHaveAttribute("type", "email");
      await expect(control(canvas, globals, field("phoneNumber"))).toHaveAttribute("type", "tel");
      await expect(control(canvas, globals, field("company"))).toHaveAttribute("maxlength", "150");
    });
    await step(
      `opens the category list: "${storyMessage(globals, DEMO_BOOKING_FORM.categoryPlaceholderId)}", then the eight categories`,
      async () => {
        const options = within(control(canvas, globals, field("neededServices"))).getAllByRole("option");
        await expect(options.map((option) => option.textContent)).toEqual([
          storyMessage(globals, DEMO_BOOKING_FORM.categoryPlaceholderId),
          ...DEMO_BOOKING_FORM.categories.map((category) => storyMessage(globals, category.labelId)),
        ]);
        await expect(options.map((option) => option.getAttribute("value"))).toEqual([
          "",
          ...DEMO_BOOKING_FORM.categories.map((category) => category.value),
        ]);
      },
    );
  },
};

/** Submitting the empty form: the summary takes the focus with six links; fixing a field clears its message. */
export const Invalid: Story = {
  play: async ({ step, args, canvas, globals }) => {
    let summary: HTMLElement = document.body;
    await step("sends the empty form: the summary takes the focus, a link per field; nothing is sent", async () => {
      summary = await expectRequiredErrors(canvas, globals, FIELDS, SUBMIT);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step("picks a category: its message goes, five links remain", async () => {
      const category = control(canvas, globals, field("neededServices"));
      await userEvent.selectOptions(category, "grocery");
      await waitFor(() => expect(category).not.toHaveAttribute("aria-invalid"));
      await expect(canvas.queryByText(errorText(globals, field("neededServices"), "required"))).not.toBeInTheDocument();
      await expect(within(summary).getAllByRole("link")).toHaveLength(FIELDS.length - 1);
    });
  },
};

/** A business e-mail and a phone number in the wrong format get the format messages. */
export const InvalidFormats: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, { ...VALID, businessEmail: "ana at mercearia", phoneNumber: "123" });
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step("hears what is wrong with the work e-mail and the phone number; nothing is sent", async () => {
      await waitFor(() =>
        expect(control(canvas, globals, field("businessEmail"))).toHaveAccessibleDescription(
          errorText(globals, field("businessEmail"), "invalid_email"),
        ),
      );
      await expect(control(canvas, globals, field("phoneNumber"))).toHaveAccessibleDescription(
        errorText(globals, field("phoneNumber"), "invalid_phone"),
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** While sending, the button reads 'Sending…' and a second click or Enter sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: neverReplying() },
  play: playSubmitting({ fields: FIELDS, values: VALID, submitId: SUBMIT, enterIn: field("company") }),
};

/**
 * Success: the booking is sent once with the category's value as `service` (the same in every
 * language); the thank-you toast shows, the page goes back to the top and the form is empty.
 */
export const Success: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step("fills in the form and sends it", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.demoBooking.success)}"`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.demoBooking.success));
    });
    await step("finds the booking sent once, the category by its value, the same in every language", async () => {
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: VALID.firstName,
        lastName: VALID.lastName,
        company: VALID.company,
        businessEmail: VALID.businessEmail,
        phoneNumber: VALID.phoneNumber,
        service: "home needs",
      });
    });
    await step("is back at the top, the form empty and its draft gone", async () => {
      await waitFor(() => expect(shownValues(canvas, globals, FIELDS)).toEqual(EMPTY));
      await expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      await expect(window.localStorage.getItem(DEMO_BOOKING_DRAFT_KEY)).toBeNull();
    });
  },
};

/** The toast showing `text`, once it is there. */
async function toastWith(canvas: Parameters<typeof expectToast>[0], text: string): Promise<HTMLElement> {
  await expectToast(canvas, text);
  return within(canvas.getByRole("status")).getByRole("listitem");
}

/**
 * The server answers (200) but not with a success: as the spec says, the visitor gets the same
 * thank-you toast as for a success — and, since nothing says the booking was taken, keeps the values.
 */
export const NotASuccess: Story = {
  args: { onSubmit: replying({ outcome: "rejected", status: 200 }) },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; the server answers, but not with a success", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(
      `sees the same "${storyMessage(globals, FEEDBACK_IDS.demoBooking.success)}" as for a success`,
      async () => {
        const thanks = await toastWith(canvas, storyMessage(globals, FEEDBACK_IDS.demoBooking.success));
        await expect(thanks).toHaveAttribute("data-tone", "success");
        await expect(
          canvas.queryByText(storyMessage(globals, FEEDBACK_IDS.demoBooking.failed)),
        ).not.toBeInTheDocument();
      },
    );
    await step("keeps everything typed, and stays where it is: nothing says the booking was taken", async () => {
      await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
      await expect(window.scrollTo).not.toHaveBeenCalled();
    });
  },
};

/** The server answers with an error status (500): the request failed, 'Something went wrong. Please try again.'. */
export const ErrorStatus: Story = {
  args: { onSubmit: replying({ outcome: "rejected", status: 500 }) },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; the server fails (500)", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees the error "${storyMessage(globals, FEEDBACK_IDS.demoBooking.failed)}", no thanks`, async () => {
      const error = await toastWith(canvas, storyMessage(globals, FEEDBACK_IDS.demoBooking.failed));
      await expect(error).toHaveAttribute("data-tone", "error");
      await expect(canvas.queryByText(storyMessage(globals, FEEDBACK_IDS.demoBooking.success))).not.toBeInTheDocument();
    });
    await step("keeps everything typed", async () => {
      await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
    });
  },
};

/** The server refuses a field (400): the error toast, and the field's own message next to it. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: replying({ outcome: "rejected", status: 400, fieldErrors: { businessEmail: ["invalid_email"] } }),
  },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; the server refuses the work e-mail (400)", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.demoBooking.failed)}"`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.demoBooking.failed));
    });
    await step("hears the e-mail's own message next to it, everything typed kept", async () => {
      await waitFor(() =>
        expect(control(canvas, globals, field("businessEmail"))).toHaveAccessibleDescription(
          errorText(globals, field("businessEmail"), "invalid_email"),
        ),
      );
      await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
    });
  },
};

/** No answer (network, timeout): 'Something went wrong. Please try again.', values kept. */
export const NetworkFailure: Story = {
  args: { onSubmit: replying("failed") },
  play: async ({ step, canvas, globals }) => {
    await step("fills in the form and sends it; no answer comes", async () => {
      await fillForm(canvas, globals, FIELDS, VALID);
      await userEvent.click(submitButton(canvas, globals, SUBMIT));
    });
    await step(`sees "${storyMessage(globals, FEEDBACK_IDS.demoBooking.failed)}", everything typed kept`, async () => {
      await expectToast(canvas, storyMessage(globals, FEEDBACK_IDS.demoBooking.failed));
      await expect(shownValues(canvas, globals, FIELDS)).toEqual(VALID);
    });
  },
};

const DRAFT = { firstName: "Jonas", company: "Jonas Baldai UAB", neededServices: "furniture" };

/** Values typed before a reload come back from the draft; a category that no longer exists would not. */
export const DraftRestored: Story = {
  beforeEach: () => seedDraft(DEMO_BOOKING_DRAFT_KEY, DRAFT),
  play: async ({ step, canvas, globals }) => {
    await step("comes back after a reload: what was typed is there again, the category too", async () => {
      await waitFor(() => expect(control(canvas, globals, field("firstName"))).toHaveValue(DRAFT.firstName));
      await expect(shownValues(canvas, globals, FIELDS)).toEqual({ ...EMPTY, ...DRAFT });
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
        <DemoBookingForm {...args} />
      </SpecCell>
      <SpecCell spec={["draft=restored"]} state="default">
        <DemoBookingForm {...args} draftKey={DRAFT_KEY_2} />
      </SpecCell>
      <SpecCell spec={["submitted=empty"]} state="error">
        <DemoBookingForm {...args} draftKey={DRAFT_KEY_3} data-testid="invalid" />
      </SpecCell>
    </SpecSheet>
  ),
  play: async ({ step, canvas, globals }) => {
    await step("sends the third form empty: its summary and messages show", async () => {
      await expectRequiredErrors(within(canvas.getByTestId("invalid")), globals, FIELDS, SUBMIT);
    });
    await step("sees the second form restored from its draft", async () => {
      const restored = canvas.getAllByRole("textbox", { name: controlName(globals, field("firstName")) });
      await waitFor(() => expect(restored[1]).toHaveValue(DRAFT.firstName));
    });
  },
};
