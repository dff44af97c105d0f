/**
 * Client-side validation of the forms with the API contract's own request schemas: the form
 * state is mapped to the request body, checked by the same zod schema the server uses, and the
 * contract's error codes are mapped back to the fields and then to localized message ids.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";
import { FIELD_ERROR_CODES } from "@studio/api";
import { FIELD_MAX_LENGTH, FORM_ERROR_IDS, MISSING_FIELDS_ID, type FormField, type MessageId } from "@studio/content";
import type { FormOption } from "./form-types.ts";

/** The state of a form: every field is a string, initially empty (docs/product.md#112-fields-and-options). */
export type FormValues = Record<string, string>;

/** The choices of each drop-down list of a form, by field name. */
export type FormOptions = Readonly<Record<string, readonly FormOption[]>>;

/** The key a field has in the request body (`submitAs`, else its name). */
export function requestKey(field: FormField): string {
  return field.submitAs ?? field.name;
}

/** The values of a form with nothing typed. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, ""]));
}

/**
 * The request body for a form state: each field under its request key, and for a drop-down list
 * the chosen option's value to send. A value that is not one of the options (an outdated draft,
 * a tampered page) is sent as empty, so it reads as "not chosen".
 */
export function toRequest(fields: readonly FormField[], values: FormValues, options: FormOptions): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? "";
      if (field.control !== "select") return [requestKey(field), value];
      const option = options[field.name]?.find((choice) => choice.value === value);
      return [requestKey(field), option ? (option.submitValue ?? option.value) : ""];
    }),
  );
}

/** Options of `requestResolver`. */
export interface RequestResolverOptions {
  /** The API contract's request schema (`homeEnquiryRequestSchema` …). */
  schema: z.ZodMiniType<FieldValues, FieldValues>;
  /** The form's fields, in display order. */
  fields: readonly FormField[];
  /** The choices of each drop-down list. */
  options: FormOptions;
}

/**
 * A react-hook-form resolver that validates the request body the form would send with the
 * contract's schema (`zodResolver`), so the client applies exactly the server's rules. Errors come
 * back under the form's field names (`service` → `neededServices`), with the contract's error code
 * (`required`, `invalid_email`, …) as both `type` and `message`; the values handed to the submit
 * handler are the parsed (trimmed) request body.
 */
export function requestResolver<Body extends FieldValues>({
  schema,
  fields,
  options,
}: RequestResolverOptions): Resolver<FormValues, unknown, Body> {
  const validate = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, Body>;
  const fieldByKey = new Map(fields.map((field) => [requestKey(field), field.name]));
  return async (values, context, resolverOptions) => {
    const result = await validate(toRequest(fields, values, options), context, {
      ...resolverOptions,
      fields: {},
      names: undefined,
      shouldUseNativeValidation: false,
    });
    const codes = Object.entries(result.errors as FieldErrors);
    if (codes.length === 0) return { values: result.values as Body, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [key, error] of codes) {
      const name = fieldByKey.get(key);
      const code = (error as FieldError | undefined)?.message;
      if (name && code) errors[name] = { type: code, message: code };
    }
    return { values: {}, errors };
  };
}

/** A localized validation message: its id and ICU arguments. */
export interface ErrorMessage {
  id: MessageId;
  values?: Record<string, number>;
}

function isRequiredKey(name: string): name is keyof typeof FORM_ERROR_IDS.required {
  return Object.hasOwn(FORM_ERROR_IDS.required, name);
}

/** The field's own "Enter your first name"-style message. */
function requiredMessageId(field: FormField): MessageId {
  if (field.requiredErrorId) return field.requiredErrorId;
  if (isRequiredKey(field.name)) return FORM_ERROR_IDS.required[field.name];
  return field.control === "select" ? FORM_ERROR_IDS.selectRequired : MISSING_FIELDS_ID;
}

/**
 * The message for one of the contract's error codes on a field (`FORM_ERROR_IDS`): the field's
 * own required message, the e-mail or phone format message, or the too-long message with the
 * field's limit. An unknown code reads as the required message.
 */
export function errorMessageFor(field: FormField, code: string): ErrorMessage {
  switch (code) {
    case FIELD_ERROR_CODES.invalidEmail:
      return { id: field.invalidErrorId ?? FORM_ERROR_IDS.emailInvalid };
    case FIELD_ERROR_CODES.invalidPhone:
      return { id: field.invalidErrorId ?? FORM_ERROR_IDS.phoneInvalid };
    case FIELD_ERROR_CODES.tooLong:
      return { id: FORM_ERROR_IDS.tooLong, values: { max: field.maxLength ?? FIELD_MAX_LENGTH.service } };
    default:
      return { id: requiredMessageId(field) };
  }
}

/** A form's validation messages in the visitor's language: by field name, and as the error summary's items. */
export interface FieldErrorMessages {
  /** Each invalid field's message, by field name. */
  readonly byField: Readonly<Record<string, string>>;
  /** The error summary's items, in the order of the fields. */
  readonly summary: readonly { readonly fieldId: string; readonly message: string }[];
}

/**
 * The messages of a form's current errors (`formState.errors`, whose `message` is the contract's
 * error code): each field's own wording (`errorMessageFor`), and the summary's links to the
 * controls (`controlId`). The admin's forms use it; the enquiry forms' engine keeps its own few
 * lines, which bundle a few bytes smaller on the home page, at its budget.
 */
export function fieldErrorMessages(
  fields: readonly FormField[],
  errors: FieldErrors<FormValues>,
  format: (message: ErrorMessage) => string,
  controlId: (name: string) => string,
): FieldErrorMessages {
  const byField: Record<string, string> = {};
  const summary: { fieldId: string; message: string }[] = [];
  for (const field of fields) {
    const code = errors[field.name]?.message;
    if (!code) continue;
    const message = format(errorMessageFor(field, code));
    byField[field.name] = message;
    summary.push({ fieldId: controlId(field.name), message });
  }
  return { byField, summary };
}
