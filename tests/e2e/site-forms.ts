/**
 * How the end-to-end tests meet the site's forms, as a visitor does: texts from the message
 * catalogs as the page shows them, fields found by their role and accessible name, filled by
 * typing or picking an option's visible label. Shared by forms.spec.ts, faults.spec.ts and the
 * production server test (tests/nginx).
 */
import { expect, type Locator } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import { FORM_COPY, catalogs, getLocale, type FormField, type LocaleCode, type MessageId } from "@studio/content";

/** A phone number every form accepts. */
export const PHONE = "+44 7700 900123";

/** What a visitor enters, by field name: the text typed, or the visible label of the option picked. */
export type Entries = Readonly<Record<string, string>>;

/** The part of a form these helpers need: its language and its fields. */
export interface FormUnderTest {
  readonly language: LocaleCode;
  readonly fields: readonly FormField[];
}

/** A message of a catalog as the site shows it (ICU arguments, plurals and quotes applied). */
export function message(language: LocaleCode, id: MessageId, values?: Record<string, number>): string {
  const text = catalogs[language][id];
  if (text === undefined) throw new Error(`No ${language} message ${id}`);
  return String(new IntlMessageFormat(text, getLocale(language).tag).format(values));
}

/** A field's control, by its role and accessible name: the label plus the hidden "required". */
export function control(section: Locator, form: FormUnderTest, field: FormField): Locator {
  const label = message(form.language, field.labelId);
  const name = field.required ? `${label} ${message(form.language, FORM_COPY.requiredMarkerId)}` : label;
  return section.getByRole(field.control === "select" ? "combobox" : "textbox", { name, exact: true });
}

/** Types into the text fields and picks options by their visible label, like a visitor. */
export async function fill(section: Locator, form: FormUnderTest, entries: Entries): Promise<void> {
  for (const field of form.fields) {
    const value = entries[field.name];
    if (value === undefined) continue;
    if (field.control === "select") await control(section, form, field).selectOption({ label: value });
    else await control(section, form, field).fill(value);
  }
}

/** Every field shows these entries (`{}`: the form is empty; a drop-down list shows the option's label). */
export async function expectShown(
  section: Locator,
  form: FormUnderTest,
  entries: Entries,
  context?: string,
): Promise<void> {
  for (const field of form.fields) {
    const element = control(section, form, field);
    const value = entries[field.name] ?? "";
    const what = context ? `${context}: ${field.name}` : field.name;
    if (field.control === "select" && value !== "") {
      await expect(element.locator("option:checked"), what).toHaveText(value);
    } else {
      await expect(element, what).toHaveValue(value);
    }
  }
}
