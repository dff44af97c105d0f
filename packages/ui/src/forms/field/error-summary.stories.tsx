import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FORM_COPY, FORM_ERROR_IDS, HOME_ENQUIRY_COPY, type MessageId } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { ErrorSummary, type ErrorSummaryItem } from "./error-summary.tsx";
import { Field, Input } from "./field.tsx";

/** A spec cell as wide as the form the summary sits in, and never wider than a phone. */
const CELL = "w-96 max-w-full";

/** Two fields and their messages, as a form shows them after a failed submit. */
const PROBLEMS = [
  { fieldId: "story-name", labelId: "home.contact.fields.name", errorId: FORM_ERROR_IDS.required.name },
  { fieldId: "story-email", labelId: "home.contact.fields.email", errorId: FORM_ERROR_IDS.emailInvalid },
] as const satisfies readonly { fieldId: string; labelId: MessageId; errorId: MessageId }[];

/** The summary above the two fields it points at; 'Send Message' shows it and moves the focus to it. */
function SummaryAboveFields({ initiallyShown, headingLevel }: { initiallyShown: boolean; headingLevel?: 2 | 3 | 4 }) {
  const intl = useIntl();
  const [focusRequest, setFocusRequest] = useState(0);
  const shown = initiallyShown || focusRequest > 0;
  const errors: ErrorSummaryItem[] = shown
    ? PROBLEMS.map((problem) => ({ fieldId: problem.fieldId, message: intl.formatMessage({ id: problem.errorId }) }))
    : [];
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <ErrorSummary errors={errors} focusRequest={focusRequest} headingLevel={headingLevel} />
      {PROBLEMS.map((problem, index) => (
        <Field
          key={problem.fieldId}
          controlId={problem.fieldId}
          required
          label={intl.formatMessage({ id: problem.labelId })}
          error={shown ? errors[index]!.message : undefined}
        >
          <Input />
        </Field>
      ))}
      <div>
        <Button onClick={() => setFocusRequest((count) => count + 1)}>
          {intl.formatMessage({ id: HOME_ENQUIRY_COPY.submitId })}
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: "Components/Forms/ErrorSummary",
  id: "forms-errorsummary",
  component: ErrorSummary,
  args: { errors: [], headingLevel: 2, focusRequest: 0 },
  argTypes: {
    errors: { control: false },
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
  },
  render: (args) => <SummaryAboveFields initiallyShown headingLevel={args.headingLevel} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems above their fields. */
export const Playground: Story = {};

const heading = (globals: Record<string, unknown>, count: number) =>
  storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count });

/** A heading with the number of problems, and one link per problem to its field. */
export const Shown: Story = {
  play: async ({ step, canvas, globals }) => {
    const summary = () => canvas.getByRole("group", { name: heading(globals, PROBLEMS.length) });
    await step(`sees the heading "${heading(globals, PROBLEMS.length)}" over the list`, async () => {
      await expect(canvas.getByRole("heading", { level: 2, name: heading(globals, PROBLEMS.length) })).toBeVisible();
      // The form moves the focus here after a failed submit.
      await expect(summary()).toHaveAttribute("tabindex", "-1");
    });
    await step("finds one link per problem, reading its message and leading to its field", async () => {
      const links = within(summary()).getAllByRole("link");
      await expect(links.map((link) => link.getAttribute("href"))).toEqual(PROBLEMS.map((p) => `#${p.fieldId}`));
      for (const [index, problem] of PROBLEMS.entries()) {
        await expect(links[index]).toHaveTextContent(storyMessage(globals, problem.errorId));
      }
    });
  },
};

/** After a failed submit the summary takes the focus; a link then moves the focus to its field. */
export const TakesFocus: Story = {
  render: () => <SummaryAboveFields initiallyShown={false} />,
  play: async ({ step, canvas, globals }) => {
    const summary = () => canvas.getByRole("group", { name: heading(globals, PROBLEMS.length) });
    await step("finds no summary before sending", async () => {
      await expect(canvas.queryByRole("heading")).not.toBeInTheDocument();
    });
    await step(
      `presses "${storyMessage(globals, HOME_ENQUIRY_COPY.submitId)}": the summary shows and takes the focus`,
      async () => {
        await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, HOME_ENQUIRY_COPY.submitId) }));
        await canvas.findByRole("heading", { name: heading(globals, PROBLEMS.length) });
        await waitFor(() => expect(summary()).toHaveFocus());
      },
    );
    await step("follows the second link: the e-mail field takes the focus", async () => {
      await userEvent.click(within(summary()).getAllByRole("link")[1]!);
      const emailName = `${storyMessage(globals, "home.contact.fields.email")} ${storyMessage(globals, FORM_COPY.requiredMarkerId)}`;
      await expect(canvas.getByRole("textbox", { name: emailName })).toHaveFocus();
    });
    await step("presses Tab from the summary: its first link takes the focus", async () => {
      summary().focus();
      await userEvent.tab();
      await expect(within(summary()).getAllByRole("link")[0]).toHaveFocus();
    });
  },
};

/**
 * The spec sheet: one problem (singular heading), and two, with their links at rest, hovered,
 * focused from the keyboard. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => <AllSummaries />,
  play: async ({ step, canvas, globals }) => {
    await step(`sees the singular heading of one problem, "${heading(globals, 1)}"`, async () => {
      await expect(canvas.getByRole("heading", { name: heading(globals, 1) })).toBeVisible();
    });
  },
};

function AllSummaries() {
  const intl = useIntl();
  const items = PROBLEMS.map((problem) => ({
    fieldId: problem.fieldId,
    message: intl.formatMessage({ id: problem.errorId }),
  }));
  return (
    <SpecSheet>
      <SpecCell spec={["errors=1"]} state="default" className={CELL}>
        <ErrorSummary errors={items.slice(0, 1)} />
      </SpecCell>
      {(["default", "hover", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} spec={["errors=2", "headingLevel=3"]} state={state} className={CELL}>
          <ErrorSummary errors={items} headingLevel={3} />
        </SpecCell>
      ))}
    </SpecSheet>
  );
}
