import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FIELD_ERROR_CODES } from "@studio/api";
import { ADMIN_SIGN_IN_COPY, ADMIN_SIGN_IN_FIELDS, FORM_COPY } from "@studio/content";
import { controlName, errorText } from "../../forms/form-story-helpers.ts";
import { ALL_STATES_PARAMETERS, nthLandmarkName, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { SignInForm, type SignInReply } from "./sign-in-form.tsx";

const [EMAIL, PASSWORD] = ADMIN_SIGN_IN_FIELDS;
/** An editor's account as typed in the stories (the mock API's development account's address). */
const TYPED = { email: "editor@studio.test", password: "correct horse battery staple" } as const;
/** Seconds of a lock in the stories: the form rounds them up to whole minutes. */
const LOCKED_SECONDS = 150;

/** An `onSignIn` that answers `reply`. */
const answering = (reply: SignInReply) => fn(async (_body?: unknown): Promise<SignInReply> => reply);

const meta = {
  title: "Sections/Admin/SignInForm",
  id: "admin-signinform",
  component: SignInForm,
  args: { onSignIn: answering({ kind: "ok", value: null }), reason: "start", defaultEmail: "", headingLevel: 2 },
  argTypes: {
    reason: { control: "inline-radio", options: ["start", "expired"] },
    headingLevel: { control: "inline-radio", options: [2, 3] },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvas" | "globals">;

const emailBox = ({ canvas, globals }: Context) => canvas.getByRole("textbox", { name: controlName(globals, EMAIL!) });
const passwordBox = ({ canvas, globals }: Context) =>
  canvas.getByLabelText(storyMessage(globals, PASSWORD!.labelId), { exact: false, selector: "input" });
const submit = ({ canvas, globals }: Context) =>
  canvas.getByRole("button", { name: storyMessage(globals, ADMIN_SIGN_IN_COPY.submitId) });

/** Types the account and presses 'Sign in'. */
async function signIn(context: Context) {
  await userEvent.type(emailBox(context), TYPED.email);
  await userEvent.type(passwordBox(context), TYPED.password);
  await userEvent.click(submit(context));
}

/** Controls for every prop; `onSignIn` answers "signed in". */
export const Playground: Story = {};

/**
 * The form as an editor first meets it: e-mail address and password, both starred, filled in by a
 * password manager (`username`, `current-password`).
 */
export const Empty: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, step }) => {
    await step("finds the e-mail field for the account's name, the password hidden as typed", async () => {
      await expect(emailBox({ canvas, globals })).toHaveAttribute("autocomplete", "username");
      await expect(passwordBox({ canvas, globals })).toHaveAttribute("type", "password");
      await expect(passwordBox({ canvas, globals })).toHaveAttribute("autocomplete", "current-password");
    });
  },
};

/**
 * Sending it empty sends nothing: the error summary takes the focus and each field says what it
 * needs; typing fixes a message at once.
 */
export const Invalid: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    await step("presses 'Sign in' with nothing typed: nothing is sent, the summary has the focus", async () => {
      await userEvent.click(submit({ canvas, globals }));
      await expect(args.onSignIn).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(
          canvas
            .getByRole("heading", { name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 2 }) })
            .closest("[tabindex]"),
        ).toHaveFocus(),
      );
    });
    await step("finds each field's message beside it", async () => {
      await expect(emailBox({ canvas, globals })).toHaveAccessibleDescription(
        errorText(globals, EMAIL!, FIELD_ERROR_CODES.required),
      );
      await expect(passwordBox({ canvas, globals })).toHaveAccessibleDescription(
        errorText(globals, PASSWORD!, FIELD_ERROR_CODES.required),
      );
    });
    await step("types a malformed address: its message turns into the format message", async () => {
      await userEvent.type(emailBox({ canvas, globals }), "editor@");
      await expect(emailBox({ canvas, globals })).toHaveAccessibleDescription(
        errorText(globals, EMAIL!, FIELD_ERROR_CODES.invalidEmail),
      );
    });
  },
};

/**
 * A wrong e-mail or password: the form says so, keeps the address and selects the password, so
 * typing replaces it.
 */
export const WrongPassword: Story = {
  tags: ["play-only"],
  args: { onSignIn: answering({ kind: "wrong-credentials" }) },
  play: async ({ canvas, globals, args, step }) => {
    await step("signs in with a wrong password: the refusal is announced", async () => {
      await signIn({ canvas, globals });
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_SIGN_IN_COPY.wrongCredentialsId),
      );
      await expect(args.onSignIn).toHaveBeenCalledWith(TYPED);
    });
    await step("finds the address kept and the password focused, ready to be typed again", async () => {
      await expect(emailBox({ canvas, globals })).toHaveValue(TYPED.email);
      const password = passwordBox({ canvas, globals }) as HTMLInputElement;
      await expect(password).toHaveFocus();
      await expect(password.selectionEnd! - password.selectionStart!, "selected characters").toBe(
        TYPED.password.length,
      );
    });
  },
};

/** Too many wrong passwords: the form says how long to wait, in whole minutes, and keeps what was typed. */
export const Locked: Story = {
  tags: ["play-only"],
  args: { onSignIn: answering({ kind: "locked", retryAfterSeconds: LOCKED_SECONDS }) },
  play: async ({ canvas, globals, step }) => {
    const minutes = Math.ceil(LOCKED_SECONDS / 60);
    await step(`signs in while locked: 'try again in ${minutes} minutes'`, async () => {
      await signIn({ canvas, globals });
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_SIGN_IN_COPY.lockedId, { minutes }),
      );
      await expect(passwordBox({ canvas, globals })).toHaveValue(TYPED.password);
    });
  },
};

/** No answer (network, server error): the form says the server could not be reached and keeps everything. */
export const NetworkFailure: Story = {
  tags: ["play-only"],
  args: { onSignIn: answering({ kind: "failed", error: new TypeError("Failed to fetch") }) },
  play: async ({ canvas, globals, step }) => {
    await step("signs in without a connection: told to check it, nothing typed is lost", async () => {
      await signIn({ canvas, globals });
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_SIGN_IN_COPY.failedId),
      );
      await expect(emailBox({ canvas, globals })).toHaveValue(TYPED.email);
      await expect(passwordBox({ canvas, globals })).toHaveValue(TYPED.password);
    });
  },
};

/** While signing in, the button reads 'Sending…' and another press sends nothing more. */
export const Submitting: Story = {
  tags: ["play-only"],
  args: { onSignIn: fn((_body?: unknown): Promise<SignInReply> => new Promise<never>(() => {})) },
  play: async ({ canvas, globals, args, step }) => {
    await step("signs in, then presses the busy button again: one request", async () => {
      await signIn({ canvas, globals });
      const busy = await canvas.findByRole("button", { name: storyMessage(globals, FORM_COPY.submittingId) });
      await expect(busy).toHaveAttribute("aria-disabled", "true");
      busy.focus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * The session ended during an edit: the form says the edit is kept and saved after signing in,
 * with the editor's address already filled in.
 */
export const SessionExpired: Story = {
  args: { reason: "expired", defaultEmail: TYPED.email },
  play: async ({ canvas, globals, step }) => {
    await step("finds the explanation and the address filled in", async () => {
      await expect(canvas.getByText(storyMessage(globals, ADMIN_SIGN_IN_COPY.expiredId))).toBeVisible();
      await expect(emailBox({ canvas, globals })).toHaveValue(TYPED.email);
    });
  },
};

/** The sheet's cells: why the form is shown, and what the last try came to. */
const CELLS = [
  { spec: ["reason=start"], state: "default", args: {} },
  { spec: ["reason=expired"], state: "default", args: { reason: "expired", defaultEmail: TYPED.email } },
  { spec: ["submitted=empty"], state: "error", args: {}, testId: "sent-empty" },
  {
    spec: ["refused=locked"],
    state: "error",
    args: { onSignIn: answering({ kind: "locked", retryAfterSeconds: LOCKED_SECONDS }) },
    testId: "locked",
  },
] as const;

/**
 * The spec sheet: first sign-in, signing in again after the session ended, sent empty (summary and
 * field messages) and refused (the lock's wait). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args, { globals }) => (
    <SpecSheet layout="stack">
      {CELLS.map((cell, index) => (
        <SpecCell key={cell.spec.join()} spec={[...cell.spec]} state={cell.state}>
          <SignInForm
            {...args}
            {...cell.args}
            {...("testId" in cell ? { "data-testid": cell.testId } : {})}
            // Named forms are landmarks: each copy on the sheet needs a name of its own.
            aria-labelledby={undefined}
            aria-label={nthLandmarkName(
              globals,
              storyMessage(globals, ADMIN_SIGN_IN_COPY.headingId),
              index,
              CELLS.length,
            )}
          />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ canvas, globals, step }) => {
    await step("sends the third form empty: its summary and messages show", async () => {
      const sent = within(canvas.getByTestId("sent-empty"));
      await userEvent.click(sent.getByRole("button", { name: storyMessage(globals, ADMIN_SIGN_IN_COPY.submitId) }));
      await expect(await sent.findAllByText(errorText(globals, EMAIL!, FIELD_ERROR_CODES.required))).not.toHaveLength(
        0,
      );
    });
    await step("signs in with the fourth form while locked: the wait shows", async () => {
      await signIn({ canvas: within(canvas.getByTestId("locked")) as Context["canvas"], globals });
      await expect(await within(canvas.getByTestId("locked")).findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_SIGN_IN_COPY.lockedId, { minutes: Math.ceil(LOCKED_SECONDS / 60) }),
      );
    });
  },
};
