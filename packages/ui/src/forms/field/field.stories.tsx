import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormattedMessage, useIntl } from "react-intl";
import { expect, userEvent, within } from "storybook/test";
import { fieldNamed } from "@studio/api/fixtures";
import {
  CONTACT_FORM_FIELDS,
  DEMO_BOOKING_FORM,
  FORM_COPY,
  FORM_ERROR_IDS,
  TEXTAREA_ROWS,
  type MessageId,
} from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { Field, Input, Select, Textarea } from "./field.tsx";

/** The demo form's category list and the services form's description, by name. */
const CATEGORY_FIELD = fieldNamed(DEMO_BOOKING_FORM.fields, "neededServices");
const DESCRIPTION_FIELD = fieldNamed(CONTACT_FORM_FIELDS.services, "desc");

/** A spec cell as wide as a field in the site's forms, and never wider than a phone. */
const CELL = "w-80 max-w-full";

/** A message of the story's language as a plain string (for props typed `string`). */
function useText(id: MessageId): string {
  return useIntl().formatMessage({ id });
}

/** The demo form's category list with its placeholder, in the story's language. */
function CategorySelect() {
  const placeholder = useText(DEMO_BOOKING_FORM.categoryPlaceholderId);
  const intl = useIntl();
  return (
    <Select placeholder={placeholder} defaultValue="">
      {DEMO_BOOKING_FORM.categories.map((category) => (
        <option key={category.key} value={category.value}>
          {intl.formatMessage({ id: category.labelId })}
        </option>
      ))}
    </Select>
  );
}

const LABEL = "contactForm.email.label" satisfies MessageId;
const DESCRIPTION = "home.contact.lead" satisfies MessageId;
const ERROR = FORM_ERROR_IDS.emailInvalid;

const meta = {
  title: "Components/Forms/Field",
  id: "forms-field",
  component: Field,
  args: {
    label: <FormattedMessage id={LABEL} />,
    required: false,
    optionalMarker: false,
    disabled: false,
    children: <Input type="email" autoComplete="email" />,
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    error: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for the field's state; the control is an e-mail input. */
export const Playground: Story = {};

/** A plain field: the label names the control, which is 44 px tall. */
export const Default: Story = {
  play: async ({ step, canvas, globals }) => {
    const input = () => canvas.getByRole("textbox", { name: storyMessage(globals, LABEL) });
    await step(`finds the control by its label, "${storyMessage(globals, LABEL)}": optional, valid`, async () => {
      await expect(input()).not.toBeRequired();
      await expect(input()).not.toHaveAttribute("aria-invalid");
    });
    await step("can hit it easily: at least 44 px tall", async () => {
      await expect(input().getBoundingClientRect().height, "the control's height, px").toBeGreaterThanOrEqual(44);
    });
    await step("clicks the label: the control takes the focus", async () => {
      await userEvent.click(canvas.getByText(storyMessage(globals, LABEL)));
      await expect(input()).toHaveFocus();
    });
  },
};

/** Required: a visible asterisk (hidden from screen readers) and a visually hidden "required" in the name. */
export const Required: Story = {
  args: { required: true },
  play: async ({ step, canvas, globals }) => {
    const name = `${storyMessage(globals, LABEL)} ${storyMessage(globals, FORM_COPY.requiredMarkerId)}`;
    await step(`hears "${name}", a required field`, async () => {
      await expect(canvas.getByRole("textbox", { name })).toBeRequired();
    });
    await step("sees an asterisk after the label, which screen readers skip", async () => {
      const star = canvas.getByText("*");
      await expect(star).toHaveAttribute("aria-hidden", "true");
      await expect(star).toBeVisible();
    });
  },
};

/** Optional, marked '(optional)' after the label. */
export const Optional: Story = {
  args: { optionalMarker: true },
  play: async ({ step, canvas, globals }) => {
    const name = `${storyMessage(globals, LABEL)} ${storyMessage(globals, FORM_COPY.optionalMarkerId)}`;
    await step(`hears "${name}", a field that may stay empty`, async () => {
      await expect(canvas.getByRole("textbox", { name })).not.toBeRequired();
    });
  },
};

/** A hint under the label describes the control. */
export const WithDescription: Story = {
  args: { description: <FormattedMessage id={DESCRIPTION} /> },
  play: async ({ step, canvas, globals }) => {
    await step("hears the hint under the label as the control's description", async () => {
      await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(
        sameText(storyMessage(globals, DESCRIPTION)),
      );
    });
  },
};

/** Error: the control is `aria-invalid`, red-bordered and described by the message (with an icon). */
export const Error: Story = {
  args: {
    required: true,
    description: <FormattedMessage id={DESCRIPTION} />,
    error: <FormattedMessage id={ERROR} />,
    children: <Input type="email" defaultValue="name@" />,
  },
  play: async ({ step, canvas, globals }) => {
    await step("hears the control as invalid, described by the hint and then the message", async () => {
      await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
      await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(
        sameText(`${storyMessage(globals, DESCRIPTION)} ${storyMessage(globals, ERROR)}`),
      );
    });
    await step("sees it framed by a thicker, 2 px border", async () => {
      await expect(canvas.getByRole("textbox")).toHaveStyle({ borderTopWidth: "2px" });
    });
  },
};

/** Disabled: the control cannot be used. */
export const Disabled: Story = {
  args: { disabled: true, children: <Input type="email" defaultValue="name@example.com" /> },
  play: async ({ step, canvas }) => {
    await step("finds the control disabled: it cannot be used", async () => {
      await expect(canvas.getByRole("textbox")).toBeDisabled();
    });
  },
};

/** A native drop-down list with its empty placeholder option first ('Select the category'). */
export const SelectWithPlaceholder: Story = {
  args: {
    label: <FormattedMessage id={CATEGORY_FIELD.labelId} />,
    required: true,
    children: <CategorySelect />,
  },
  play: async ({ step, canvas, globals }) => {
    const milk = DEMO_BOOKING_FORM.categories.find((category) => category.value === "milk")!;
    await step(`sees "${storyMessage(globals, DEMO_BOOKING_FORM.categoryPlaceholderId)}" first, empty`, async () => {
      const options = within(canvas.getByRole("combobox")).getAllByRole("option");
      await expect(options).toHaveLength(DEMO_BOOKING_FORM.categories.length + 1);
      await expect(options[0]).toHaveValue("");
      await expect(options[0]).toHaveTextContent(storyMessage(globals, DEMO_BOOKING_FORM.categoryPlaceholderId));
      await expect(canvas.getByRole("combobox")).toHaveValue("");
    });
    await step(`picks "${storyMessage(globals, milk.labelId)}": the list shows it`, async () => {
      await userEvent.selectOptions(canvas.getByRole("combobox"), milk.value);
      await expect(canvas.getByRole("combobox")).toHaveValue(milk.value);
    });
    await step("can hit it easily: at least 44 px tall", async () => {
      await expect(
        canvas.getByRole("combobox").getBoundingClientRect().height,
        "the list's height, px",
      ).toBeGreaterThanOrEqual(44);
    });
  },
};

/** A text area of 4 rows (the contact forms' description). */
export const TextareaField: Story = {
  args: {
    label: <FormattedMessage id={DESCRIPTION_FIELD.labelId} />,
    children: <Textarea rows={TEXTAREA_ROWS} />,
  },
  play: async ({ step, canvas, globals }) => {
    await step("finds a text area four rows tall", async () => {
      const textarea = canvas.getByRole("textbox", {
        name: storyMessage(globals, DESCRIPTION_FIELD.labelId),
      });
      await expect(textarea).toHaveAttribute("rows", "4");
    });
  },
};

/**
 * The spec sheet: a text field at rest, hovered and focused from the keyboard, with a
 * description, with an error, disabled; the drop-down list and the text area likewise. The
 * visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <SpecSheet>
      {(["default", "hover", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["input"]} state={state} className={CELL}>
          <Field label={<FormattedMessage id={LABEL} />}>
            <Input type="email" />
          </Field>
        </SpecCell>
      ))}
      <SpecCell spec={["input", "required", "description"]} className={CELL}>
        <Field label={<FormattedMessage id={LABEL} />} required description={<FormattedMessage id={DESCRIPTION} />}>
          <Input type="email" />
        </Field>
      </SpecCell>
      <SpecCell spec={["input", "required"]} state="error" className={CELL}>
        <Field label={<FormattedMessage id={LABEL} />} required error={<FormattedMessage id={ERROR} />}>
          <Input type="email" defaultValue="name@" />
        </Field>
      </SpecCell>
      <SpecCell spec={["input"]} state="disabled" className={CELL}>
        <Field label={<FormattedMessage id={LABEL} />} disabled>
          <Input type="email" defaultValue="name@example.com" />
        </Field>
      </SpecCell>
      {(["default", "hover", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["select", "required"]} state={state} className={CELL}>
          <Field label={<FormattedMessage id={CATEGORY_FIELD.labelId} />} required>
            <CategorySelect />
          </Field>
        </SpecCell>
      ))}
      <SpecCell spec={["select", "required"]} state="error" className={CELL}>
        <Field
          label={<FormattedMessage id={CATEGORY_FIELD.labelId} />}
          required
          error={<FormattedMessage id={FORM_ERROR_IDS.required.category} />}
        >
          <CategorySelect />
        </Field>
      </SpecCell>
      {(["default", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["textarea"]} state={state} className={CELL}>
          <Field label={<FormattedMessage id={DESCRIPTION_FIELD.labelId} />}>
            <Textarea rows={TEXTAREA_ROWS} />
          </Field>
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ step, canvas }) => {
    await step("sees eight text fields and four drop-down lists, one in each state", async () => {
      await expect(canvas.getAllByRole("textbox")).toHaveLength(8);
      await expect(canvas.getAllByRole("combobox")).toHaveLength(4);
    });
  },
};
