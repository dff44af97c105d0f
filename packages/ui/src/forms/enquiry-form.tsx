import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FormEvent,
} from "react";
import { LoaderCircle } from "lucide-react";
import { useForm, type FieldErrors, type FieldValues } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod/mini";
import { FIELD_ERROR_CODES } from "@studio/api";
import { FORM_COPY, type FormField, type MessageId, type SubmissionFeedback } from "@studio/content";
import { Button } from "../actions/button/button.tsx";
import { useToast } from "../feedback/toaster/toaster.tsx";
import { cn } from "../lib/cn.ts";
import { usePrefersReducedMotion } from "../lib/use-media-query.ts";
import { ErrorSummary, type ErrorSummaryItem } from "./field/error-summary.tsx";
import { Field, Input, Select, Textarea } from "./field/field.tsx";
import { fieldErrorsOf, outcomeOf, type SubmitReply } from "./form-types.ts";
import { useFormDraft } from "./use-form-draft.ts";
import {
  emptyValues,
  errorMessageFor,
  requestKey,
  requestResolver,
  type FormOptions,
  type FormValues,
} from "./validation.ts";

/** Props of the shared form engine behind every enquiry form of the site. */
export type EnquiryFormProps<Body extends FieldValues> = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** The fields, in display order (from `@studio/content`). */
  fields: readonly FormField[];
  /** The API contract's request schema; the form validates with it before sending. */
  schema: z.ZodMiniType<Body, FieldValues>;
  /** The choices of each drop-down list, by field name, in the visitor's language. */
  options: FormOptions;
  /** The placeholder option of each drop-down list, by field name, in the visitor's language. */
  placeholders: Readonly<Record<string, string>>;
  /** The toast of each outcome. */
  feedback: SubmissionFeedback;
  /** Message of the submit button. */
  submitLabelId: MessageId;
  /** Message explaining the asterisk, above the fields. */
  requiredNoteId: MessageId;
  /** Storage key of the draft. */
  draftKey: string;
  /** Sends the request body; resolves to the outcome (or the API client's result). Never called twice at once. */
  onSubmit: (body: Body) => Promise<SubmitReply>;
  /** A toast shown when a submit is stopped because required fields are empty (the pages that post to `/api/contact`). */
  missingFieldsMessageId?: MessageId;
  /** Level of the error summary's heading. */
  summaryHeadingLevel?: 2 | 3 | 4;
};

/** Whether any of the errors is an empty required field. */
function hasMissingField(errors: FieldErrors<FormValues>): boolean {
  return Object.values(errors).some((error) => error?.type === FIELD_ERROR_CODES.required);
}

/** True once rendered in the browser; false while prerendering and during hydration. */
const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * The engine of the site's forms: renders the fields of a `FormField` list, validates with the
 * API contract's schema on submit (then again on every change), shows each message next to its
 * field and in an error summary that takes the focus, sends once at a time, shows the outcome's
 * toast, clears the form on success and keeps a draft until then.
 */
export function EnquiryForm<Body extends FieldValues>({
  fields,
  schema,
  options,
  placeholders,
  feedback,
  submitLabelId,
  requiredNoteId,
  draftKey,
  onSubmit,
  missingFieldsMessageId,
  summaryHeadingLevel = 3,
  className,
  ...props
}: EnquiryFormProps<Body>) {
  const intl = useIntl();
  const toast = useToast();
  const reducedMotion = usePrefersReducedMotion();
  const baseId = useId();
  const controlId = (name: string) => `${baseId}${name}`;

  // A new resolver when the options change (they follow the language); useForm takes it at once.
  const resolver = useMemo(() => requestResolver<Body>({ schema, fields, options }), [schema, fields, options]);
  const defaultValues = useMemo(() => emptyValues(fields), [fields]);
  const form = useForm<FormValues, unknown, Body>({
    defaultValues,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });

  const draft = useFormDraft(form, {
    key: draftKey,
    accept: (name, value) => {
      const choices = options[name];
      return choices ? choices.some((choice) => choice.value === value) : true;
    },
  });

  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [clearRequest, setClearRequest] = useState(0);

  // After a success: empty the form once react-hook-form has finished its submit bookkeeping,
  // then go back to the top of the page.
  const clearAfterSuccess = useEffectEvent(() => {
    draft.clear();
    form.reset();
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
  });
  useEffect(() => {
    if (clearRequest > 0) clearAfterSuccess();
  }, [clearRequest]);

  const send = async (body: Body) => {
    setSubmitting(true);
    let reply: SubmitReply;
    try {
      reply = await onSubmit(body);
    } catch {
      reply = "failed";
    }
    const outcome = outcomeOf(reply);
    // The same message is the same toast: an outcome worded like a success looks like one.
    const tone = feedback[outcome] === feedback.success ? "success" : "error";
    toast.show(intl.formatMessage({ id: feedback[outcome] }), { tone });
    if (outcome === "success") {
      setFocusRequest(0);
      setClearRequest((count) => count + 1);
      return;
    }
    // The server refused some fields: show its codes like our own validation's.
    let refused = false;
    for (const [key, codes] of Object.entries(fieldErrorsOf(reply) ?? {})) {
      const field = fields.find((candidate) => requestKey(candidate) === key);
      const code = codes[0];
      if (field && code) {
        form.setError(field.name, { type: code, message: code });
        refused = true;
      }
    }
    if (refused) setFocusRequest((count) => count + 1);
  };

  const stopped = (errors: FieldErrors<FormValues>) => {
    setFocusRequest((count) => count + 1);
    if (missingFieldsMessageId && hasMissingField(errors)) {
      toast.show(intl.formatMessage({ id: missingFieldsMessageId }), { tone: "error" });
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One submission at a time: a second click or Enter while sending does nothing.
    if (sending.current) return;
    sending.current = true;
    void form
      .handleSubmit(
        send,
        stopped,
      )(event)
      .finally(() => {
        sending.current = false;
        setSubmitting(false);
      });
  };

  const { errors } = form.formState;
  const messageOf = (field: FormField): string | undefined => {
    const code = errors[field.name]?.message;
    if (!code) return undefined;
    const { id, values } = errorMessageFor(field, code);
    return intl.formatMessage({ id }, values);
  };
  const summary: ErrorSummaryItem[] = fields.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: controlId(field.name), message }] : [];
  });

  const interactive = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  return (
    <form
      data-slot="enquiry-form"
      noValidate
      onSubmit={handleSubmit}
      className={cn("@container flex flex-col gap-6", className)}
      {...props}
    >
      {focusRequest > 0 ? (
        <ErrorSummary errors={summary} headingLevel={summaryHeadingLevel} focusRequest={focusRequest} />
      ) : null}
      <p className="text-sm text-ink-muted">{intl.formatMessage({ id: requiredNoteId })}</p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-5 @lg:grid-cols-2">
        {fields.map((field) => {
          const id = controlId(field.name);
          const registration = form.register(field.name);
          const common = {
            ...registration,
            autoComplete: field.autocomplete,
            maxLength: field.maxLength,
          };
          return (
            <Field
              key={field.name}
              controlId={id}
              label={intl.formatMessage({ id: field.labelId })}
              required={field.required}
              error={messageOf(field)}
              className={cn(field.control === "textarea" && "@lg:col-span-2")}
            >
              {field.control === "select" ? (
                <Select {...registration} autoComplete={field.autocomplete} placeholder={placeholders[field.name]}>
                  {(options[field.name] ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              ) : field.control === "textarea" ? (
                <Textarea {...common} rows={field.rows} />
              ) : (
                <Input
                  {...common}
                  type={field.control}
                  inputMode={field.control === "email" ? "email" : field.control === "tel" ? "tel" : undefined}
                  spellCheck={field.control === "text" ? undefined : false}
                />
              )}
            </Field>
          );
        })}
      </div>
      <div>
        <Button
          type="submit"
          size="lg"
          // Prerendered pages: no sending before the page can handle it (the browser would put the
          // typed data in the address); enabled as soon as the form has hydrated.
          disabled={!interactive}
          aria-disabled={submitting || undefined}
          className="w-full @lg:w-auto @lg:min-w-48"
        >
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {intl.formatMessage({ id: submitting ? FORM_COPY.submittingId : submitLabelId })}
        </Button>
      </div>
    </form>
  );
}
