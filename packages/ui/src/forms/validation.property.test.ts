import fc from "fast-check";
import { createIntl } from "react-intl";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FORM_ENDPOINTS, toFieldErrors, type FormName } from "@studio/api";
import {
  brokenFieldCases,
  invalidSubmission,
  propertyRuns,
  validSubmission,
  type SubmissionOptions,
} from "@studio/api/arbitraries";
import { FORMS } from "@studio/api/fixtures";
import { LOCALES, messagesFor, type FormField, type LocaleCode, type MessageId } from "@studio/content";
import { requestKey, requestResolver, type FormOptions, type FormValues } from "./validation.ts";

/**
 * The forms and the API judge the same generated values alike, so a visitor is never told a value
 * is fine that the API then refuses, nor the reverse. The bodies and their expected answers come
 * from `@studio/api/arbitraries`, which the mock API's property tests send over HTTP; here each
 * body becomes what a visitor would have in the form and goes through the form's validation
 * (`requestResolver` with the options the form component builds).
 *
 * The direction of agreement: every form validates with the API's own request schema, so a value
 * a form can hold gets the API's verdict and the API's first error code on the same field. The one
 * difference is deliberate and makes the forms stricter: a drop-down list sends only its own
 * options, so a value the API would take as free text (any non-blank `service`) but that is not an
 * option is read as "not chosen" (`required`). So whatever a form sends, the API accepts and
 * stores as the form sent it (every starred field is checked before sending, the home and demo
 * forms included: docs/decisions/0039-starred-fields-required.md).
 */

const RUNS = 200;

/** Generated bodies per field broken one way (each such case is listed, not left to the draw). */
const CASE_RUNS = 10;

/** Time one property may take on a busy 2-core machine (≈ 1–3 s alone). */
const PROPERTY_TIMEOUT_MS = 60_000;

const resolverOptions: ResolverOptions<FormValues> = { fields: {}, shouldUseNativeValidation: false };

const LOCALE_CODES = LOCALES.map((locale) => locale.code);

function labelIn(locale: LocaleCode) {
  const tag = LOCALES.find((entry) => entry.code === locale)?.tag ?? "en";
  const intl = createIntl({ locale: tag, messages: messagesFor(locale) });
  return (id: MessageId) => intl.formatMessage({ id });
}

/** The forms, by the name their tests go by. */
const FORM_NAMES = {
  "home enquiry": "homeEnquiry",
  "demo booking": "demoBooking",
  "training contact": "submitContact",
  "services contact": "contact",
} as const satisfies Record<string, FormName>;

/** The options a form component builds in a language (`HomeEnquiryForm`, `DemoBookingForm`, `ContactForm`). */
function optionsOf(form: FormName, locale: LocaleCode): FormOptions {
  const label = labelIn(locale);
  return Object.fromEntries(
    Object.entries(FORMS[form].choices(locale)).map(([name, choices]) => [
      name,
      choices.map(({ value, labelId, sends }) => ({
        value,
        label: label(labelId),
        ...(sends === "label" ? { submitValue: label(labelId) } : {}),
      })),
    ]),
  );
}

/** The value each drop-down list sends, by request key: the only values a visitor can choose. */
function choicesOf(fields: readonly FormField[], options: FormOptions): SubmissionOptions["choices"] {
  return Object.fromEntries(
    fields
      .filter((field) => field.control === "select")
      .map((field) => [
        requestKey(field),
        (options[field.name] ?? []).map((option) => option.submitValue ?? option.value),
      ]),
  );
}

/** The option a drop-down list would hold for a sent value, if it offers one. */
function optionFor(field: FormField, options: FormOptions, value: string) {
  return options[field.name]?.find((option) => (option.submitValue ?? option.value) === value);
}

/**
 * What the form holds for a request body: each field's text (a field left out of the body is an
 * empty field), and for a drop-down list the option that sends that value — or, when no option
 * does, the value itself (an outdated draft or a tampered page), which the form reads as not chosen.
 */
function formValuesFor(fields: readonly FormField[], options: FormOptions, body: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = body[requestKey(field)];
      if (value === undefined) return [field.name, ""];
      if (typeof value !== "string") throw new Error(`A form holds only text, not ${JSON.stringify(value)}`);
      if (field.control !== "select") return [field.name, value];
      return [field.name, optionFor(field, options, value)?.value ?? value];
    }),
  );
}

/** The form's error code per field name. */
function formCodes(errors: Record<string, { message?: unknown } | undefined>) {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

/** The API's first error code per field, under the form's field names. */
function apiCodesOnForm(fields: readonly FormField[], errors: Record<string, string[]>) {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const code = errors[requestKey(field)]?.[0];
      return code ? [[field.name, code]] : [];
    }),
  );
}

/** Every request key of the form with the stored value, or empty where the body left it out. */
function sentByForm(fields: readonly FormField[], stored: Record<string, string>) {
  return Object.fromEntries(fields.map((field) => [requestKey(field), stored[requestKey(field)] ?? ""]));
}

const isText = (body: Record<string, unknown>) => Object.values(body).every((value) => typeof value === "string");

describe.each(Object.entries(FORM_NAMES))("the %s form and the API", (_name, endpoint) => {
  const { fields } = FORMS[endpoint];
  const options = (locale: LocaleCode) => optionsOf(endpoint, locale);
  const schema = FORM_ENDPOINTS[endpoint].request;
  const setUp = (locale: LocaleCode) => {
    const formOptions = options(locale);
    return { formOptions, resolve: requestResolver({ schema, fields, options: formOptions }) };
  };
  const inLocale = <T>(arbitrary: (options: SubmissionOptions) => fc.Arbitrary<T>) =>
    fc
      .constantFrom(...LOCALE_CODES)
      .chain((locale) =>
        arbitrary({ choices: choicesOf(fields, options(locale)), formLike: true }).map((value) => ({ locale, value })),
      );

  it(
    `both accept ${RUNS} valid bodies, and the form sends what the API stores`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          inLocale((opts) => validSubmission(endpoint, opts)),
          async ({ locale, value }) => {
            const { formOptions, resolve } = setUp(locale);
            const api = schema.safeParse(value.body);
            expect(api.success ? api.data : toFieldErrors(api.error)).toEqual(value.stored);
            const form = await resolve(formValuesFor(fields, formOptions, value.body), undefined, resolverOptions);
            expect(formCodes(form.errors)).toEqual({});
            expect(form.values).toEqual(sentByForm(fields, value.stored));
          },
        ),
        propertyRuns({ numRuns: RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    `both refuse ${RUNS} invalid bodies a form can hold, naming the same problem on the same fields`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          inLocale((opts) => invalidSubmission(endpoint, opts)),
          async ({ locale, value }) => {
            const { formOptions, resolve } = setUp(locale);
            const api = schema.safeParse(value.body);
            expect(api.success).toBe(false);
            expect(api.success ? {} : toFieldErrors(api.error)).toEqual(value.errors);
            const form = await resolve(formValuesFor(fields, formOptions, value.body), undefined, resolverOptions);
            expect(formCodes(form.errors)).toEqual(apiCodesOnForm(fields, value.errors));
          },
        ),
        propertyRuns({ numRuns: RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(brokenFieldCases(endpoint, { choices: choicesOf(fields, options("en")), formLike: true }))(
    `both refuse ${CASE_RUNS} bodies whose $key is broken by $way, with $code on that field`,
    async (broken) => {
      await fc.assert(
        fc.asyncProperty(
          inLocale((opts) => invalidSubmission(endpoint, opts, broken)),
          async ({ locale, value }) => {
            const { formOptions, resolve } = setUp(locale);
            const api = schema.safeParse(value.body);
            expect(api.success ? {} : toFieldErrors(api.error)).toEqual({ [broken.key]: [broken.code] });
            const form = await resolve(formValuesFor(fields, formOptions, value.body), undefined, resolverOptions);
            expect(formCodes(form.errors)).toEqual(apiCodesOnForm(fields, value.errors));
          },
        ),
        propertyRuns({ numRuns: CASE_RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    `is never more lenient than the API over ${RUNS} bodies of any text, and stricter only on unoffered choices`,
    async () => {
      const anyText = fc
        .oneof(validSubmission(endpoint), invalidSubmission(endpoint))
        .filter((submission) => isText(submission.body));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...LOCALE_CODES), anyText, async (locale, { body }) => {
          const { formOptions, resolve } = setUp(locale);
          const api = schema.safeParse(body);
          const apiCodes = apiCodesOnForm(fields, api.success ? {} : toFieldErrors(api.error));
          const unoffered = fields.filter((field) => {
            const value = body[requestKey(field)];
            return field.control === "select" && typeof value === "string" && !optionFor(field, formOptions, value);
          });
          const expected = { ...apiCodes, ...Object.fromEntries(unoffered.map((field) => [field.name, "required"])) };
          const form = await resolve(formValuesFor(fields, formOptions, body), undefined, resolverOptions);
          expect(formCodes(form.errors)).toEqual(expected);
          if (Object.keys(form.errors).length === 0) {
            expect(api.success).toBe(true);
            expect(form.values).toEqual(sentByForm(fields, api.success ? (api.data as Record<string, string>) : {}));
          }
        }),
        propertyRuns({ numRuns: RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
