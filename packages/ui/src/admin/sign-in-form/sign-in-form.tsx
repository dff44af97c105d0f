import { useId, useRef, useState, useSyncExternalStore, type ComponentProps, type FormEvent } from "react";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { signInRequestSchema, type AdminResult, type SignInRequest } from "@studio/api/admin";
import { ADMIN_SIGN_IN_COPY, ADMIN_SIGN_IN_FIELDS, FORM_COPY } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ErrorSummary } from "../../forms/field/error-summary.tsx";
import { Field, Input } from "../../forms/field/field.tsx";
import { emptyValues, fieldErrorMessages, requestResolver, type FormValues } from "../../forms/validation.ts";
import { cn } from "../../lib/cn.ts";

/** What signing in came to, as the admin API's client answers it (`createAdminClient().signIn`). */
export type SignInReply = AdminResult<unknown>;

/** The refusal shown above the fields after a try, if any. */
type Refusal = { kind: "wrong-credentials" } | { kind: "locked"; minutes: number } | { kind: "failed" };

export type SignInFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /**
   * Signs in with what was typed and resolves to the API client's result; pass
   * `(body) => client.signIn(body)`. On `ok` the page moves on; every other result is told above the
   * fields, and what was typed stays. Never called twice at once.
   */
  onSignIn: (body: SignInRequest) => Promise<SignInReply>;
  /**
   * Why the form is shown:
   * - `start`: the editor has not signed in yet.
   * - `expired`: the session ended during an edit; the form says the edit is kept and saved after
   *   signing in.
   *
   * Default `start`.
   */
  reason?: "start" | "expired";
  /** The e-mail address to start with (the ended session's editor). Default empty. */
  defaultEmail?: string;
  /** Level of the form's heading ('Sign in'): 2 on the admin page. Default 2. */
  headingLevel?: 2 | 3;
};

/** True once rendered in the browser; false while prerendering and during hydration. */
const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/** The refusal a reply shows, or `null` for a success or for field errors (shown at the fields). */
function refusalOf(reply: SignInReply): Refusal | null {
  switch (reply.kind) {
    case "ok":
    case "invalid":
      return null;
    case "wrong-credentials":
      return { kind: "wrong-credentials" };
    case "locked":
      return { kind: "locked", minutes: Math.max(1, Math.ceil(reply.retryAfterSeconds / 60)) };
    default:
      return { kind: "failed" };
  }
}

/**
 * The admin's sign-in form: e-mail address and password, checked with the API contract's own
 * schema before sending (each message beside its field and in the error summary), then sent once.
 * A refusal is said above the fields in the editor's language — wrong e-mail or password, too many
 * tries with the wait in minutes, no connection — and what was typed stays; after a wrong password
 * the password is selected, so typing replaces it. Nothing typed here is ever kept in the browser.
 */
export function SignInForm({
  onSignIn,
  reason = "start",
  defaultEmail = "",
  headingLevel = 2,
  className,
  ...props
}: SignInFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const controlId = (name: string) => `${baseId}${name}`;
  const headingId = `${baseId}heading`;
  const [resolver] = useState(() =>
    requestResolver<SignInRequest>({ schema: signInRequestSchema, fields: ADMIN_SIGN_IN_FIELDS, options: {} }),
  );
  const form = useForm<FormValues, unknown, SignInRequest>({
    defaultValues: { ...emptyValues(ADMIN_SIGN_IN_FIELDS), email: defaultEmail },
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const interactive = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  const send = async (body: SignInRequest) => {
    setRefusal(null);
    let reply: SignInReply;
    try {
      reply = await onSignIn(body);
    } catch (error) {
      reply = { kind: "failed", error };
    }
    if (reply.kind === "invalid") {
      for (const [key, codes] of Object.entries(reply.fieldErrors)) {
        const code = codes[0];
        if (code && ADMIN_SIGN_IN_FIELDS.some((field) => field.name === key)) {
          form.setError(key, { type: code, message: code });
        }
      }
      setFocusRequest((count) => count + 1);
      return;
    }
    setRefusal(refusalOf(reply));
    if (reply.kind === "wrong-credentials") {
      const password = document.getElementById(controlId("password"));
      if (password instanceof HTMLInputElement) {
        password.focus();
        password.select();
      }
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    void form
      .handleSubmit(send, () => {
        setRefusal(null);
        setFocusRequest((count) => count + 1);
      })(event)
      .finally(() => {
        sending.current = false;
        setSubmitting(false);
      });
  };

  const { byField: messages, summary } = fieldErrorMessages(
    ADMIN_SIGN_IN_FIELDS,
    form.formState.errors,
    ({ id, values }) => intl.formatMessage({ id }, values),
    controlId,
  );
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const refusalText =
    refusal?.kind === "locked"
      ? intl.formatMessage({ id: ADMIN_SIGN_IN_COPY.lockedId }, { minutes: refusal.minutes })
      : refusal?.kind === "wrong-credentials"
        ? intl.formatMessage({ id: ADMIN_SIGN_IN_COPY.wrongCredentialsId })
        : refusal?.kind === "failed"
          ? intl.formatMessage({ id: ADMIN_SIGN_IN_COPY.failedId })
          : "";

  return (
    <form
      data-slot="sign-in-form"
      data-reason={reason}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className={cn("flex w-full max-w-md flex-col gap-5", className)}
      {...props}
    >
      <Heading id={headingId} className="text-2xl font-bold text-ink">
        {intl.formatMessage({ id: ADMIN_SIGN_IN_COPY.headingId })}
      </Heading>
      <p data-slot="sign-in-intro" className="text-ink-muted">
        {intl.formatMessage({ id: reason === "expired" ? ADMIN_SIGN_IN_COPY.expiredId : ADMIN_SIGN_IN_COPY.introId })}
      </p>
      <p className="text-sm text-ink-muted">{intl.formatMessage({ id: FORM_COPY.requiredHintId })}</p>
      {focusRequest > 0 ? (
        <ErrorSummary errors={summary} headingLevel={headingLevel === 2 ? 3 : 4} focusRequest={focusRequest} />
      ) : null}
      {/* Always in the page, so a screen reader hears each new refusal as it replaces the last. */}
      <div role="alert" data-slot="sign-in-refusal" className="empty:hidden">
        {refusalText ? (
          <p className="flex items-start gap-2 rounded-md border-2 border-danger bg-surface p-3 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{refusalText}</span>
          </p>
        ) : null}
      </div>
      {ADMIN_SIGN_IN_FIELDS.map((field) => (
        <Field
          key={field.name}
          controlId={controlId(field.name)}
          label={intl.formatMessage({ id: field.labelId })}
          required={field.required}
          error={messages[field.name]}
        >
          <Input
            {...form.register(field.name)}
            type={field.control}
            autoComplete={field.autocomplete}
            inputMode={field.control === "email" ? "email" : undefined}
            spellCheck={false}
            autoCapitalize="none"
          />
        </Field>
      ))}
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={!interactive}
          aria-disabled={submitting || undefined}
          className="w-full"
        >
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {intl.formatMessage({ id: submitting ? FORM_COPY.submittingId : ADMIN_SIGN_IN_COPY.submitId })}
        </Button>
      </div>
    </form>
  );
}
