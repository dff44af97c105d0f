import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FORM_COPY, FORM_ERROR_IDS, HOME_CONTACT_COPY, type MessageId } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { ErrorSummary, type ErrorSummaryItem } from "./error-summary.tsx";
import { Field, Input } from "./field.tsx";

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
          {intl.formatMessage({ id: HOME_CONTACT_COPY.submitId })}
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

/** A heading with the number of problems, and one link per problem to its field. */
export const Shown: Story = {
  play: async ({ step, canvas, globals }) => {
    await step("a heading with the number of problems, and one link per problem to its field", async () => {
      const heading = canvas.getByRole("heading", {
        level: 2,
        name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: PROBLEMS.length }),
      });
      const summary = heading.closest<HTMLElement>("[data-slot=error-summary]")!;
      await expect(summary).toHaveAttribute("tabindex", "-1");
      const links = within(summary).getAllByRole("link");
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
    await step(
      "after a failed submit the summary takes the focus; a link then moves the focus to its field",
      async () => {
        await expect(canvas.queryByRole("heading")).not.toBeInTheDocument();
        await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, HOME_CONTACT_COPY.submitId) }));
        const heading = await canvas.findByRole("heading", {
          name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: PROBLEMS.length }),
        });
        const summary = heading.closest<HTMLElement>("[data-slot=error-summary]")!;
        await waitFor(() => expect(summary).toHaveFocus());
        await userEvent.click(within(summary).getAllByRole("link")[1]!);
        const emailName = `${storyMessage(globals, "home.contact.fields.email")} ${storyMessage(globals, FORM_COPY.requiredMarkerId)}`;
        await expect(canvas.getByRole("textbox", { name: emailName })).toHaveFocus();
        // Keyboard: Tab from the summary reaches its first link.
        summary.focus();
        await userEvent.tab();
        await expect(within(summary).getAllByRole("link")[0]).toHaveFocus();
      },
    );
  },
};

/** Without problems nothing is rendered. */
export const NoProblems: Story = {
  render: (args) => <ErrorSummary {...args} errors={[]} />,
  play: async ({ step, canvasElement }) => {
    await step("without problems nothing is rendered", async () => {
      await expect(canvasElement.querySelector("[data-slot=error-summary]")).toBeNull();
    });
  },
};

/** One problem (singular heading) and two: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: () => <AllSummaries />,
  play: async ({ step, canvas, globals }) => {
    await step("one problem (singular heading) and two: the visual-regression story", async () => {
      await expect(
        canvas.getByRole("heading", { name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 1 }) }),
      ).toBeVisible();
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
    <div className="flex max-w-xl flex-col gap-6">
      <ErrorSummary errors={items.slice(0, 1)} />
      <ErrorSummary errors={items} headingLevel={3} />
    </div>
  );
}
