/**
 * The forms as the tests meet them, built from the two sources that define them: the request
 * schemas of this package and the form definitions of `@studio/content` (fields, drop-down
 * choices). A test takes a valid body, a form's values or a field's kind from here instead of
 * writing them out, so a field added to a form reaches every test through its definition.
 *
 * Test-only: imported as `@studio/api/fixtures`, never from the package's index.
 */
import {
  CONTACT_FORM_FIELDS,
  DEMO_BOOKING_FORM,
  HOME_ENQUIRY_FIELDS,
  HOME_ENQUIRY_SERVICES,
  contactFormOptionsFor,
  messagesFor,
  type FormField,
  type LocaleCode,
  type MessageId,
} from "@studio/content";
import type { z } from "zod/mini";
import type { ApiClient, SubmitResult } from "./client.ts";
import { FIELD_LIMITS, FORM_ENDPOINTS, type FormName } from "./schemas.ts";

/** One choice of a form's drop-down list. */
export interface FormChoice {
  /** The value the form holds for it (and keeps in its draft). */
  readonly value: string;
  /** Its visible label. */
  readonly labelId: MessageId;
  /** What the request carries for it: the value, or the label in the visitor's language. */
  readonly sends: "value" | "label";
}

/** The choices of each drop-down list of a form, by field name. */
export type FormChoices = Readonly<Record<string, readonly FormChoice[]>>;

/** A form of the site as its component sets it up. */
export interface FormDefinition {
  /** The fields, in display order. */
  readonly fields: readonly FormField[];
  /** The choices of its drop-down lists in a language. */
  readonly choices: (locale: LocaleCode) => FormChoices;
}

const byValue = (options: readonly { value: string; labelId: MessageId }[]): FormChoice[] =>
  options.map(({ value, labelId }) => ({ value, labelId, sends: "value" }));

/**
 * The form behind each submission. The two contact endpoints share one form; their pages show the
 * training and the services variant.
 */
export const FORMS: Readonly<Record<FormName, FormDefinition>> = {
  homeEnquiry: {
    fields: HOME_ENQUIRY_FIELDS,
    // The home form holds the service's key and sends its label in the visitor's language.
    choices: () => ({
      service: HOME_ENQUIRY_SERVICES.map(({ key, labelId }) => ({ value: key, labelId, sends: "label" })),
    }),
  },
  demoBooking: {
    fields: DEMO_BOOKING_FORM.fields,
    choices: () => ({ neededServices: byValue(DEMO_BOOKING_FORM.categories) }),
  },
  submitContact: {
    fields: CONTACT_FORM_FIELDS.training,
    choices: (locale) => ({ neededServices: byValue(contactFormOptionsFor("training", locale)) }),
  },
  contact: {
    fields: CONTACT_FORM_FIELDS.services,
    choices: (locale) => ({ neededServices: byValue(contactFormOptionsFor("services", locale)) }),
  },
};

/** The four form submissions. */
export const FORM_NAMES = Object.keys(FORM_ENDPOINTS) as FormName[];

/** A value for each form submission, made by `make`. */
export function eachForm<T>(make: (form: FormName) => T): Record<FormName, T> {
  return Object.fromEntries(FORM_NAMES.map((form) => [form, make(form)])) as Record<FormName, T>;
}

/** The key a field has in the request body. */
export function requestKeyOf(field: FormField): string {
  return field.submitAs ?? field.name;
}

/** The rule the contract checks a field's text with. */
export type FieldRule = "text" | "email" | "phone";

/** What the contract requires of a request field. */
export interface FieldKind {
  /** Free text, an e-mail address or a phone number. */
  readonly rule: FieldRule;
  /** Missing or blank is refused (`required`); else it may be left out or empty. */
  readonly required: boolean;
  /** Longest accepted value, in UTF-16 code units after trimming. */
  readonly max: number;
}

/**
 * A field's kind, read from its definition: its control says the rule, its `maxLength` the limit
 * (a drop-down list sends free text up to the service limit). fixtures.test.ts checks every kind
 * against the schema.
 */
export function kindOf(field: FormField): FieldKind {
  const rule = field.control === "email" ? "email" : field.control === "tel" ? "phone" : "text";
  return { rule, required: field.required, max: field.maxLength ?? FIELD_LIMITS.service };
}

/** The request fields of each form submission and their kinds. */
export const FORM_FIELD_KINDS: Readonly<Record<FormName, Readonly<Record<string, FieldKind>>>> = eachForm((form) =>
  Object.fromEntries(FORMS[form].fields.map((field) => [requestKeyOf(field), kindOf(field)])),
);

/** The request keys of a form and their kinds, in display order. */
export function fieldsOf(form: FormName): [key: string, kind: FieldKind][] {
  return Object.entries(FORM_FIELD_KINDS[form]);
}

/** The request keys a form must send. */
export function requiredKeysOf(form: FormName): string[] {
  return fieldsOf(form)
    .filter(([, kind]) => kind.required)
    .map(([key]) => key);
}

/** The request key of a form's first field checked by `rule` (its e-mail address, its phone number, its first text). */
export function keyWithRule(form: FormName, rule: FieldRule): string {
  const found = fieldsOf(form).find(([, kind]) => kind.rule === rule);
  if (!found) throw new Error(`The ${form} form has no ${rule} field`);
  return found[0];
}

/** The field of a form with this name. */
export function fieldNamed(fields: readonly FormField[], name: string): FormField {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No field ${name}`);
  return field;
}

/** Text a visitor types, by the field's autocomplete token: what the browser would fill in. */
const TYPED_BY_TOKEN: Readonly<Record<string, string>> = {
  name: "Ana Silva",
  "given-name": "Ana",
  "family-name": "Silva",
  organization: "Mercearia Silva Lda",
  email: "ana.silva@example.pt",
  "work email": "ana.silva@mercearia.example",
  tel: "+351 912 345 678",
  username: "editor@studio.test",
};

/** Text a visitor types into a field without a known token, by its control. */
const TYPED_BY_CONTROL: Readonly<Record<FormField["control"], string>> = {
  text: "Mercearia Silva",
  email: "ana.silva@example.pt",
  tel: "+351 912 345 678",
  password: "correct horse battery staple",
  textarea: "We would like an online shop for our grocery, with delivery to the door.",
  select: "",
};

/** A valid value a visitor would type into a text field. */
export function typedText(field: FormField): string {
  return TYPED_BY_TOKEN[field.autocomplete ?? ""] ?? TYPED_BY_CONTROL[field.control];
}

/** Form values: each field's text by field name (a drop-down list holds its choice's value). */
export type FormValues = Readonly<Record<string, string>>;

/** Options of `validValues`. */
export interface ValidValuesOptions {
  /** The language whose choices the drop-down lists offer (default English). */
  readonly locale?: LocaleCode;
  /** The value to choose in a drop-down list, by field name (default its first choice). */
  readonly choose?: Readonly<Record<string, string>>;
}

/** A form filled in validly: every field typed, every drop-down list on a choice. */
export function validValues(form: FormName, { locale = "en", choose = {} }: ValidValuesOptions = {}): FormValues {
  const choices = FORMS[form].choices(locale);
  return Object.fromEntries(
    FORMS[form].fields.map((field) => {
      if (field.control !== "select") return [field.name, typedText(field)];
      const offered = choices[field.name] ?? [];
      const value = choose[field.name] ?? offered[0]?.value;
      if (value === undefined || !offered.some((choice) => choice.value === value)) {
        throw new Error(`The ${form} form offers no ${String(value)} in ${field.name}`);
      }
      return [field.name, value];
    }),
  );
}

/** The choice a drop-down list holds for a value. */
export function choiceOf(form: FormName, field: FormField, value: string, locale: LocaleCode = "en"): FormChoice {
  const choice = FORMS[form].choices(locale)[field.name]?.find((candidate) => candidate.value === value);
  if (!choice) throw new Error(`The ${form} form offers no ${value} in ${field.name}`);
  return choice;
}

/**
 * The request body a form sends for its values: each field under its request key, trimmed, a
 * choice as it sends (`label` gives a label's text in the visitor's language). Fields left out of
 * `values` are sent empty, as a form sends an untouched field.
 */
export function requestBodyFor(
  form: FormName,
  values: FormValues,
  label: (id: MessageId) => string,
  locale: LocaleCode = "en",
): Record<string, string> {
  return Object.fromEntries(
    FORMS[form].fields.map((field) => {
      const value = values[field.name] ?? "";
      if (field.control !== "select" || value === "") return [requestKeyOf(field), value.trim()];
      const choice = choiceOf(form, field, value, locale);
      return [requestKeyOf(field), choice.sends === "label" ? label(choice.labelId) : choice.value];
    }),
  );
}

const english = messagesFor("en");

/** The request body of a form submission, as the contract types it. */
export type RequestOf<F extends FormName> = z.input<(typeof FORM_ENDPOINTS)[F]["request"]>;

/**
 * A valid request body of a form, as the English site sends it, with `changes` over it (typed as
 * the contract's body: a test that changes a field to another type says so by its `changes`).
 */
export function validBody<F extends FormName>(
  form: F,
  changes: Readonly<Record<string, unknown>> = {},
): RequestOf<F> & Record<string, unknown> {
  return { ...requestBodyFor(form, validValues(form), (id) => english[id]), ...changes } as RequestOf<F> &
    Record<string, unknown>;
}

/** Sends a form's body with the typed client's method for it (the site's own way of posting). */
export function submitForm(client: ApiClient, form: FormName, body: Readonly<Record<string, unknown>>) {
  const send: Record<FormName, () => Promise<SubmitResult>> = {
    homeEnquiry: () => client.postHomeEnquiry(body as never),
    demoBooking: () => client.postDemoBooking(body as never),
    submitContact: () => client.postSubmitContact(body as never),
    contact: () => client.postContact(body as never),
  };
  return send[form]();
}

/** Values each rule refuses with its format code (short enough not to be too long). */
export const MALFORMED: Readonly<Record<Exclude<FieldRule, "text">, readonly string[]>> = {
  email: ["ana@", "ana at mercearia", "ana.silva@example", "two@@example.com", "spaces in@example.com"],
  phone: ["call me maybe", "12-ab", "123", "+1 555 CALL NOW", "12+345678"],
};
