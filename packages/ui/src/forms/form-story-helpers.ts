/**
 * Helpers of the form stories' play functions: find a field's control by its label in the
 * story's language, fill a form like a visitor, and read what the form shows.
 */
import { createElement } from "react";
import type { Decorator, StoryContext } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { FORM_COPY, type FormField, type MessageId } from "@studio/content";
import { ToastProvider } from "../feedback/toaster/toaster.tsx";
import { storyMessage } from "../test/story-helpers.ts";
import type { SubmitReply } from "./form-types.ts";
import { errorMessageFor } from "./validation.ts";

/** Frames a form story like the site does: inside the toast provider, at the forms' width. */
export const formFrame: Decorator = (Story) =>
  createElement(ToastProvider, null, createElement("div", { className: "mx-auto max-w-3xl" }, createElement(Story)));

/** An `onSubmit` mock that resolves to `reply`. */
export const replying = (reply: SubmitReply) => fn(async (_body?: unknown): Promise<SubmitReply> => reply);

/** An `onSubmit` mock that never resolves: the form stays in its sending state. */
export const neverReplying = () => fn((_body?: unknown): Promise<SubmitReply> => new Promise<never>(() => {}));

/** The queries bound to the story's canvas (or to an element inside it). */
export type Canvas = StoryContext["canvas"];
/** The story's globals (language and viewport). */
export type Globals = Record<string, unknown>;

/** The accessible name of a field's control: its label, plus the hidden "required" of a required field. */
export function controlName(globals: Globals, field: FormField): string {
  const label = storyMessage(globals, field.labelId);
  return field.required ? `${label} ${storyMessage(globals, FORM_COPY.requiredMarkerId)}` : label;
}

/** The control of a field, found by its role and accessible name. */
export function control(canvas: Canvas, globals: Globals, field: FormField): HTMLElement {
  const role = field.control === "select" ? "combobox" : "textbox";
  return canvas.getByRole(role, { name: controlName(globals, field) });
}

/** A field's validation message for an error code, in the story's language. */
export function errorText(globals: Globals, field: FormField, code: string): string {
  const { id, values } = errorMessageFor(field, code);
  return storyMessage(globals, id, values);
}

/** Types into text fields and picks options (by value) in drop-down lists. */
export async function fillForm(
  canvas: Canvas,
  globals: Globals,
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Promise<void> {
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const element = control(canvas, globals, field);
    if (field.control === "select") {
      await userEvent.selectOptions(element, value);
    } else {
      await userEvent.clear(element);
      if (value !== "") await userEvent.type(element, value);
    }
  }
}

/** The form's current values, read from the page. */
export function shownValues(canvas: Canvas, globals: Globals, fields: readonly FormField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.name, (control(canvas, globals, field) as HTMLInputElement).value]),
  );
}

/** The submit button, by its label (or the sending label while submitting). */
export function submitButton(canvas: Canvas, globals: Globals, labelId: MessageId): HTMLElement {
  return canvas.getByRole("button", { name: storyMessage(globals, labelId) });
}

/** Waits for a toast with the text in the toast region. */
export async function expectToast(canvas: Canvas, text: string): Promise<void> {
  const live = canvas.getByRole("status");
  await waitFor(() => expect(within(live).getByText(text)).toBeInTheDocument());
}

/**
 * Submits the empty form and checks what a visitor notices: the error summary (a group named by its
 * heading, "There are 4 problems") takes the focus and links to every required field, and each
 * field shows its own message and is `aria-invalid`. Returns the summary.
 */
export async function expectRequiredErrors(
  canvas: Canvas,
  globals: Globals,
  fields: readonly FormField[],
  submitLabelId: MessageId,
): Promise<HTMLElement> {
  const required = fields.filter((field) => field.required);
  await userEvent.click(submitButton(canvas, globals, submitLabelId));
  const summary = await canvas.findByRole("group", {
    name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: required.length }),
  });
  await waitFor(() => expect(summary).toHaveFocus());
  const links = within(summary).getAllByRole("link");
  await expect(links).toHaveLength(required.length);
  for (const [index, field] of required.entries()) {
    const element = control(canvas, globals, field);
    const message = errorText(globals, field, "required");
    await expect(links[index]).toHaveTextContent(message);
    await expect(links[index]).toHaveAttribute("href", `#${element.id}`);
    await expect(element).toHaveAttribute("aria-invalid", "true");
    await expect(element).toHaveAccessibleDescription(message);
  }
  for (const field of fields.filter((candidate) => !candidate.required)) {
    await expect(control(canvas, globals, field)).not.toHaveAttribute("aria-invalid");
  }
  return summary;
}

/** Stores a form draft as the draft hook does, so a story can show it restored. */
export function seedDraft(key: string, values: Record<string, string>): void {
  window.localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
}

/**
 * A story `beforeEach` that starts without drafts under `keys`, keeps the page from scrolling
 * (forms scroll to the top after a success) and cleans up afterwards.
 */
export function isolateDrafts(keys: readonly string[]): () => () => void {
  return () => {
    keys.forEach((key) => window.localStorage.removeItem(key));
    const scrollTo = spyOn(window, "scrollTo").mockImplementation(() => {});
    return () => {
      keys.forEach((key) => window.localStorage.removeItem(key));
      scrollTo.mockRestore();
    };
  };
}
