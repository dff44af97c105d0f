/**
 * The stories of the site's forms, written once: each form's story file is its meta and a line per
 * story, naming the component and where it differs (its texts, the answers it is given, its spec
 * sheet's cells). Fields, values and request bodies come from the form definitions (through
 * `@studio/api/fixtures`), so a field added to a form is met by every story without a change here.
 *
 * Storybook indexes stories statically: each file keeps `const meta = { title, id, component, … }`
 * as an object literal, and each story is an object literal exported under its name (the name
 * makes the story's id) whose `play` key is written out — `{ args: stories.answering(…), play:
 * stories.notSent(…) }` — so the index marks it as a story with a play function (`play-fn`, which
 * the static build's check of every play function looks for).
 */
import type { ComponentType } from "react";
import type { Decorator, ReactRenderer, StoryContext } from "@storybook/react-vite";
import type { PlayFunction, StoryAnnotations } from "storybook/internal/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { FormName } from "@studio/api";
import { FORMS, MALFORMED, keyWithRule, requestBodyFor, validValues, type FormValues } from "@studio/api/fixtures";
import { FORM_COPY, MISSING_FIELDS_ID, type FormField, type MessageId, type SubmissionFeedback } from "@studio/content";
import { SpecCell, SpecSheet, type SpecState } from "../test/spec-sheet.tsx";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../test/story-helpers.ts";
import type { SubmitReply } from "./form-types.ts";
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
  type Canvas,
  type Globals,
} from "./form-story-helpers.ts";

/** The props every form component of the site shares with its stories. */
export interface FormStoryProps {
  /** Sends the body; the stories give it a mock answering as the story needs. */
  onSubmit: (body: never) => Promise<SubmitReply>;
  /** Storage key of the draft. */
  draftKey?: string;
  /** Level of the error summary's heading. */
  summaryHeadingLevel?: 2 | 3 | 4;
}

/** A form's toasts, and its 'Please fill in all required fields' when it has one. */
type Feedback = SubmissionFeedback & { readonly missingFields?: MessageId };

/** What the stories need to know of a form component. */
export interface FormStoriesConfig<Props extends FormStoryProps> {
  /** The component. */
  readonly Form: ComponentType<Props>;
  /** The form definition (`@studio/api/fixtures`) it shows with these args: fields and choices. */
  readonly form: (args: Props) => FormName;
  /** Its toasts with these args. */
  readonly feedback: (args: Props) => Feedback;
  /** Where it keeps its draft with these args when `draftKey` is not given. */
  readonly draftKey: (args: Props) => string;
  /** The submit button's text. */
  readonly submitId: MessageId;
  /** The note on the starred fields, above them. */
  readonly requiredNoteId: MessageId;
  /** The empty first option of each drop-down list whose field does not name it (`placeholderId`). */
  readonly placeholderIds?: Readonly<Record<string, MessageId>>;
  /** The meta's args: what every story of the form starts from. */
  readonly args: Partial<Props>;
  /** Every key it keeps its draft under by default (the stories clear them, and theirs). */
  readonly draftKeys: readonly string[];
  /** The choice a visitor makes in each drop-down list, by form definition and field name (else the first). */
  readonly choose?: Partial<Record<FormName, Readonly<Record<string, string>>>>;
  /** What a visitor had typed before a reload: the draft the draft stories restore. */
  readonly draft: FormValues;
}

/** One cell of a form's spec sheet (its AllStates story). */
export interface FormCell<Props> {
  /** The cell's labels. */
  readonly spec: readonly string[];
  /** The state it shows. */
  readonly state: SpecState;
  /** Args of the form in it, over the story's. */
  readonly args?: Partial<Props>;
  /** It shows the form restored from `draft`, or sent empty (its summary and messages). */
  readonly shows?: "restored" | "sent empty";
}

/** The spec sheet of a form without variants: empty, restored from a draft, and sent empty. */
export const FORM_SHEET = [
  { spec: ["draft=none"], state: "default" },
  { spec: ["draft=restored"], state: "default", shows: "restored" },
  { spec: ["submitted=empty"], state: "error", shows: "sent empty" },
] as const satisfies readonly FormCell<object>[];

type Context<Props> = StoryContext<Props>;
type PlayContext<Props> = Pick<Context<Props>, "step" | "canvas" | "globals" | "args">;

/** Options of a story that fills the form in and sends it. */
export interface SendOptions {
  /** Values typed over the valid ones (`desc: ""`: left empty). */
  readonly values?: FormValues;
  /** The choices made, by field name, over the form's. */
  readonly choose?: Readonly<Record<string, string>>;
}

/** The stories of a form component, from its configuration. */
export function formStories<Props extends FormStoryProps>(config: FormStoriesConfig<Props>) {
  const { Form, submitId } = config;
  /** Args every form takes, as this component's. */
  const withArgs = (args: Partial<FormStoryProps>) => args as unknown as Partial<Props>;
  type Story = StoryAnnotations<ReactRenderer, Props>;
  type Play = PlayFunction<ReactRenderer, Props>;
  const fieldsOf = (args: Props) => FORMS[config.form(args)].fields;
  const byControl = (args: Props, kind: FormField["control"]) => fieldsOf(args).filter((item) => item.control === kind);
  const firstText = (args: Props) => byControl(args, "text")[0]!;
  const emailField = (args: Props) => byControl(args, "email")[0]!;
  const phoneField = (args: Props) => byControl(args, "tel")[0]!;
  const draftKeyOf = (args: Props) => args.draftKey ?? config.draftKey(args);
  const emptyOf = (args: Props) => Object.fromEntries(fieldsOf(args).map((item) => [item.name, ""]));
  const label = (globals: Globals, item: FormField) => storyMessage(globals, item.labelId);
  const placeholderOf = (item: FormField) => item.placeholderId ?? config.placeholderIds?.[item.name];

  /** What a visitor types, in the story's language, with `options` over it. */
  const typed = (args: Props, globals: Globals, options: SendOptions = {}): FormValues => ({
    ...validValues(config.form(args), {
      locale: storyLocale(globals).code,
      choose: { ...config.choose?.[config.form(args)], ...options.choose },
    }),
    ...options.values,
  });

  /** Fills the form in with `values` and sends it. */
  const fillAndSend = async ({ canvas, globals, args }: PlayContext<Props>, values: FormValues) => {
    await fillForm(canvas, globals, fieldsOf(args), values);
    await userEvent.click(submitButton(canvas, globals, submitId));
  };

  /** A cell showing a draft or a sent form keeps its own draft, under its place on the sheet. */
  const cellKey = (args: Props, cells: readonly FormCell<Props>[], cell: FormCell<Props>) =>
    `${config.draftKey({ ...args, ...cell.args })}.story${cells.indexOf(cell) + 1}`;

  /** The error summary lists `count` problems, a link each. */
  const expectProblems = async (summary: HTMLElement, globals: Globals, count: number) => {
    await expect(within(summary).getAllByRole("link")).toHaveLength(count);
    await expect(summary).toHaveTextContent(storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count }));
  };

  /** The toast showing this message (its list item), once it is there. */
  const toastOf = async (canvas: Canvas, text: string) => {
    await expectToast(canvas, text);
    return within(canvas.getByRole("status")).getByRole("listitem");
  };

  return {
    /**
     * The form's meta, apart from what Storybook reads statically (title, id, component): its
     * args, the summary level's control, the frame, and a `beforeEach` after which each story
     * starts without a draft under any key it may use and leaves none behind.
     */
    meta: {
      args: { ...withArgs({ onSubmit: replying("success"), summaryHeadingLevel: 3 }), ...config.args },
      argTypes: { summaryHeadingLevel: { control: "inline-radio" as const, options: [2, 3, 4] } },
      decorators: [formFrame] as Decorator[],
      beforeEach: isolateDrafts(
        config.draftKeys.flatMap((key) => [key, ...[1, 2, 3].map((cell) => `${key}.story${cell}`)]),
      ),
    },

    /** Args of a story whose `onSubmit` answers `reply`. */
    answering: (reply: SubmitReply, args: Partial<Props> = {}): Partial<Props> => ({
      ...args,
      ...withArgs({ onSubmit: replying(reply) }),
    }),

    /** Args of a story whose `onSubmit` never answers: the form stays sending. */
    neverAnswering: (): Partial<Props> => withArgs({ onSubmit: neverReplying() }),

    /**
     * Args of a story whose server refuses the e-mail address (HTTP 400 with its code, as the API
     * client reports it).
     */
    refusingEmail: (): Partial<Props> =>
      withArgs({
        onSubmit: replying({
          outcome: "rejected",
          status: 400,
          fieldErrors: { [keyWithRule(config.form({ ...config.args } as Props), "email")]: ["invalid_email"] },
        }),
      }),

    /** A story's `beforeEach` that stores the draft, as if the visitor had typed it before a reload. */
    draftTyped: ({ args }: Context<Props>): void => seedDraft(draftKeyOf(args), { ...config.draft }),

    empty:
      (): Play =>
      async ({ step, canvas, globals, args }) => {
        const fields = fieldsOf(args);
        const required = fields.filter((item) => item.required);
        await step(
          `reads "${storyMessage(globals, config.requiredNoteId)}" and sees ${fields.length} empty fields, the ${required.length} starred ones required, none marked wrong`,
          async () => {
            await expect(canvas.getByText(storyMessage(globals, config.requiredNoteId))).toBeVisible();
            for (const item of fields) {
              const element = control(canvas, globals, item);
              await expect(element).toHaveValue("");
              if (item.required) await expect(element).toBeRequired();
              else await expect(element).not.toBeRequired();
              await expect(element).not.toHaveAttribute("aria-invalid");
            }
          },
        );
        await step("finds the browser's own checks off: the form's messages speak instead", async () => {
          // The form has no name of its own (no form landmark): it is reached through one of its fields.
          const form = (control(canvas, globals, firstText(args)) as HTMLInputElement).form;
          await expect(form, "the form").toHaveAttribute("novalidate");
        });
        await step("gets each field's keyboard, autofill, limit and rows, as its definition says", async () => {
          for (const item of fields) {
            const element = control(canvas, globals, item);
            const what = item.name;
            if (item.control === "email" || item.control === "tel") {
              await expect(element, what).toHaveAttribute("type", item.control);
              await expect(element, what).toHaveAttribute("inputmode", item.control);
            }
            if (item.autocomplete) await expect(element, what).toHaveAttribute("autocomplete", item.autocomplete);
            if (item.maxLength && item.control !== "select") {
              await expect(element, what).toHaveAttribute("maxlength", String(item.maxLength));
            }
            if (item.rows) await expect(element, what).toHaveAttribute("rows", String(item.rows));
          }
        });
        for (const item of byControl(args, "select")) {
          const choices = FORMS[config.form(args)].choices(storyLocale(globals).code)[item.name] ?? [];
          const placeholderId = placeholderOf(item);
          const placeholder = placeholderId ? storyMessage(globals, placeholderId) : "";
          await step(
            `opens the list "${label(globals, item)}": "${placeholder}", then its ${choices.length} choices, each sent by its value`,
            async () => {
              const options = within(control(canvas, globals, item)).getAllByRole("option");
              await expect(options.map((option) => option.textContent)).toEqual([
                placeholder,
                ...choices.map((choice) => storyMessage(globals, choice.labelId)),
              ]);
              await expect(options.map((option) => option.getAttribute("value"))).toEqual([
                "",
                ...choices.map((choice) => choice.value),
              ]);
            },
          );
        }
        await step(`finds "${storyMessage(globals, submitId)}", which sends the form`, async () => {
          await expect(submitButton(canvas, globals, submitId)).toHaveAttribute("type", "submit");
        });
      },

    invalid:
      (): Play =>
      async ({ step, args, canvas, globals }) => {
        const fields = fieldsOf(args);
        const required = fields.filter((item) => item.required);
        const feedback = config.feedback(args);
        const values = typed(args, globals);
        let summary: HTMLElement = document.body;
        await step(
          "sends the empty form: the summary takes the focus, a link per starred field; nothing is sent",
          async () => {
            summary = await expectRequiredErrors(canvas, globals, fields, submitId);
            await expect(args.onSubmit).not.toHaveBeenCalled();
          },
        );
        const phone = phoneField(args);
        await step(`follows the link to "${label(globals, phone)}": its field takes the focus`, async () => {
          await userEvent.click(within(summary).getAllByRole("link")[required.indexOf(phone)]!);
          await expect(control(canvas, globals, phone)).toHaveFocus();
        });
        const first = firstText(args);
        await step(
          `types in "${label(globals, first)}": its message goes at once, ${required.length - 1} problems remain`,
          async () => {
            const element = control(canvas, globals, first);
            await userEvent.type(element, values[first.name]!);
            await waitFor(() => expect(element).not.toHaveAttribute("aria-invalid"));
            await expect(canvas.queryByText(errorText(globals, first, "required"))).not.toBeInTheDocument();
            await expectProblems(summary, globals, required.length - 1);
          },
        );
        for (const [index, item] of byControl(args, "select").entries()) {
          const left = required.length - 2 - index;
          await step(
            `picks a choice in "${label(globals, item)}": its message goes, ${left} problems remain`,
            async () => {
              const element = control(canvas, globals, item);
              await userEvent.selectOptions(element, values[item.name]!);
              await waitFor(() => expect(element).not.toHaveAttribute("aria-invalid"));
              await expect(canvas.queryByText(errorText(globals, item, "required"))).not.toBeInTheDocument();
              await expectProblems(summary, globals, left);
            },
          );
        }
        if (!feedback.missingFields) {
          await step(`sees no "${storyMessage(globals, MISSING_FIELDS_ID)}" here`, async () => {
            // Only the `/api/contact` pages add the 'fill in all required fields' toast.
            await expect(canvas.queryByText(storyMessage(globals, MISSING_FIELDS_ID))).not.toBeInTheDocument();
          });
        }
      },

    missingFields:
      (): Play =>
      async ({ step, args: storyArgs, canvas, globals }) => {
        const missing = config.feedback(storyArgs).missingFields;
        if (!missing) throw new Error("This form has no 'fill in all required fields' toast");
        await step("sends the empty form: the summary takes the focus, a link per starred field", async () => {
          await expectRequiredErrors(canvas, globals, fieldsOf(storyArgs), submitId);
        });
        await step(`sees "${storyMessage(globals, missing)}"; nothing is sent`, async () => {
          await expectToast(canvas, storyMessage(globals, missing));
          await expect(storyArgs.onSubmit).not.toHaveBeenCalled();
        });
      },

    invalidFormats: (): Play => async (context) => {
      const { step, args, canvas, globals } = context;
      const [email, phone] = [emailField(args), phoneField(args)];
      await step("fills in the form and sends it", async () => {
        await fillAndSend(context, {
          ...typed(args, globals),
          [email.name]: MALFORMED.email[0]!,
          [phone.name]: MALFORMED.phone[0]!,
        });
      });
      await step("hears what is wrong with the e-mail address and the phone number; nothing is sent", async () => {
        await waitFor(() =>
          expect(control(canvas, globals, email)).toHaveAccessibleDescription(
            errorText(globals, email, "invalid_email"),
          ),
        );
        await expect(control(canvas, globals, phone)).toHaveAccessibleDescription(
          errorText(globals, phone, "invalid_phone"),
        );
        await expect(control(canvas, globals, firstText(args))).not.toHaveAttribute("aria-invalid");
        await expect(args.onSubmit).not.toHaveBeenCalled();
      });
    },

    /**
     * The answer never comes: while it is awaited the button reads 'Sending…', is off and keeps the
     * focus, and a second click or Enter in a field sends nothing more.
     */
    submitting: (): Play => async (context) => {
      const { step, args, canvas, globals } = context;
      const submitting = storyMessage(globals, FORM_COPY.submittingId);
      const sending = () => canvas.getByRole("button", { name: submitting });
      await step("fills in the form and sends it", async () => {
        await fillAndSend(context, typed(args, globals));
      });
      await step(`sees "${submitting}" on the focused button, which is off meanwhile`, async () => {
        await canvas.findByRole("button", { name: submitting });
        await expect(sending()).toHaveAttribute("aria-disabled", "true");
        await expect(sending()).toHaveFocus();
      });
      await step("clicks it again and presses Enter in a field: nothing more is sent", async () => {
        await userEvent.setup({ pointerEventsCheck: 0 }).click(sending());
        await userEvent.type(control(canvas, globals, firstText(args)), "{Enter}");
        await expect(args.onSubmit).toHaveBeenCalledOnce();
      });
    },

    /**
     * The visitor fills the form in and sends it; the answer is a success: the thanks, the body
     * sent once (each text trimmed, each choice as it sends), the form empty at the top of the page.
     */
    success:
      (options: SendOptions = {}): Play =>
      async (context) => {
        const { step, args, canvas, globals } = context;
        const values = typed(args, globals, options);
        const success = storyMessage(globals, config.feedback(args).success);
        await step("fills in the form: a draft is kept as it types", async () => {
          await fillForm(canvas, globals, fieldsOf(args), values);
          await waitFor(() => expect(window.localStorage.getItem(draftKeyOf(args))).not.toBeNull());
        });
        await step(`sends it: "${success}"`, async () => {
          await userEvent.click(submitButton(canvas, globals, submitId));
          await expectToast(canvas, success);
        });
        await step("finds it sent once: each text trimmed, each choice as the form sends it", async () => {
          const body = requestBodyFor(
            config.form(args),
            values,
            (id) => storyMessage(globals, id),
            storyLocale(globals).code,
          );
          await expect(args.onSubmit).toHaveBeenCalledOnce();
          await expect(args.onSubmit).toHaveBeenCalledWith(body);
        });
        await step("is back at the top, the form empty, its draft gone, the button ready again", async () => {
          await waitFor(() => expect(shownValues(canvas, globals, fieldsOf(args))).toEqual(emptyOf(args)));
          await expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
          await expect(window.localStorage.getItem(draftKeyOf(args))).toBeNull();
          await expect(submitButton(canvas, globals, submitId)).not.toHaveAttribute("aria-disabled");
        });
      },

    /**
     * The visitor sends the form and the answer is `reply`, not a success: the toast `toast` picks
     * (a thank-you in a success's tone, else an error), sent once, and nothing lost — every value,
     * the draft, the place on the page.
     */
    notSent:
      (toast: (feedback: Feedback) => MessageId, options: SendOptions = {}): Play =>
      async (context) => {
        const { step, args, canvas, globals } = context;
        const values = typed(args, globals, options);
        const feedback = config.feedback(args);
        const id = toast(feedback);
        await step("fills in the form and sends it; no success comes back", async () => {
          await fillAndSend(context, values);
        });
        await step(`sees "${storyMessage(globals, id)}" alone; it was sent once`, async () => {
          const shown = await toastOf(canvas, storyMessage(globals, id));
          await expect(shown).toHaveAttribute("data-tone", id === feedback.success ? "success" : "error");
          for (const other of new Set(Object.values(feedback))) {
            if (other !== id) await expect(canvas.queryByText(storyMessage(globals, other))).not.toBeInTheDocument();
          }
          await expect(args.onSubmit).toHaveBeenCalledOnce();
        });
        await step("keeps everything typed and its draft, and stays where it is", async () => {
          await expect(shownValues(canvas, globals, fieldsOf(args))).toEqual(values);
          await expect(window.localStorage.getItem(draftKeyOf(args))).not.toBeNull();
          await expect(window.scrollTo).not.toHaveBeenCalled();
        });
      },

    /**
     * The server refuses the e-mail address (HTTP 400 with its code, as the API client reports it):
     * the toast `toast` picks, the field's own message next to it and in the summary, which takes
     * the focus; every value kept.
     */
    refusedByServer:
      (toast: (feedback: Feedback) => MessageId): Play =>
      async (context) => {
        const { step, args, canvas, globals } = context;
        const email = emailField(args);
        const values = typed(args, globals);
        await step("fills in the form and sends it; the server refuses the e-mail address (400)", async () => {
          await fillAndSend(context, values);
        });
        await step(`sees "${storyMessage(globals, toast(config.feedback(args)))}"`, async () => {
          await expectToast(canvas, storyMessage(globals, toast(config.feedback(args))));
        });
        await step("hears the e-mail marked wrong, with the server's reason as its message", async () => {
          const element = control(canvas, globals, email);
          await waitFor(() => expect(element).toHaveAttribute("aria-invalid", "true"));
          await expect(element).toHaveAccessibleDescription(errorText(globals, email, "invalid_email"));
        });
        await step("finds the summary of one problem, which takes the focus; everything typed kept", async () => {
          const summary = canvas.getByRole("group", {
            name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 1 }),
          });
          await waitFor(() => expect(summary).toHaveFocus());
          await expect(shownValues(canvas, globals, fieldsOf(args))).toEqual(values);
        });
      },

    /** Values typed before a reload come back from the draft (after hydration); nothing is sent. */
    draftRestored:
      (): Play =>
      async ({ step, args, canvas, globals }) => {
        const first = firstText(args);
        await step("comes back after a reload: what was typed is there again", async () => {
          await waitFor(() => expect(control(canvas, globals, first)).toHaveValue(config.draft[first.name]));
          await expect(shownValues(canvas, globals, fieldsOf(args))).toEqual({ ...emptyOf(args), ...config.draft });
        });
        await step("finds nothing sent", async () => {
          await expect(args.onSubmit).not.toHaveBeenCalled();
        });
      },

    /**
     * The spec sheet (the AllStates story): one cell per state, a restored cell showing the draft;
     * `sheetChecks` is its play function.
     */
    sheet: (cells: readonly FormCell<Props>[]): Story => ({
      parameters: ALL_STATES_PARAMETERS,
      beforeEach: ({ args }) => {
        for (const cell of cells) {
          if (cell.shows === "restored") seedDraft(cellKey(args, cells, cell), { ...config.draft });
        }
      },
      render: (args) => (
        <SpecSheet layout="stack">
          {cells.map((cell) => (
            <SpecCell key={cell.spec.join()} spec={[...cell.spec]} state={cell.state}>
              <Form
                {...args}
                {...cell.args}
                {...(cell.shows ? { draftKey: cellKey(args, cells, cell), "data-testid": cell.shows } : {})}
              />
            </SpecCell>
          ))}
        </SpecSheet>
      ),
    }),

    /** The spec sheet's checks: a form sent empty shows its summary and messages, a restored one the draft. */
    sheetChecks:
      (cells: readonly FormCell<Props>[]): Play =>
      async ({ step, args, canvas, globals }) => {
        for (const cell of cells) {
          const cellArgs = { ...args, ...cell.args };
          if (cell.shows === "sent empty") {
            await step(`sends the form of "${cell.spec.join(", ")}" empty: its summary and messages show`, async () => {
              const sent = within(canvas.getByTestId(cell.shows!));
              await expectRequiredErrors(sent, globals, fieldsOf(cellArgs), submitId);
            });
          }
          if (cell.shows === "restored") {
            const first = firstText(cellArgs);
            await step(`sees the form of "${cell.spec.join(", ")}" restored from its draft`, async () => {
              const restored = within(canvas.getByTestId(cell.shows!));
              await waitFor(() =>
                expect(restored.getByRole("textbox", { name: controlName(globals, first) })).toHaveValue(
                  config.draft[first.name],
                ),
              );
            });
          }
        }
      },
  };
}
