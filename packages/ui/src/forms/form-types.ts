import type { SubmitResult } from "@studio/api";

/**
 * How a submission ended, as the `@studio/api` client reads it (docs/product.md#115-answers-and-toasts): `success` (the
 * endpoint's success reading), `rejected` (the server answered otherwise) or `failed` (no answer).
 */
export type SubmitOutcome = SubmitResult["outcome"];

/**
 * What a form's `onSubmit` resolves to: an outcome, or the API client's result as it is (so
 * `onSubmit={(body) => api.postHomeEnquiry(body)}` needs no adapter). A `rejected` result with
 * `fieldErrors` (the server refused some fields) shows those errors next to the fields.
 */
export type SubmitReply =
  | SubmitOutcome
  | SubmitResult
  | {
      readonly outcome: SubmitOutcome;
      /** Error codes per request field (`FIELD_ERROR_CODES`), when the server refused the input. */
      readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
    };

/** The outcome of a reply. */
export function outcomeOf(reply: SubmitReply): SubmitOutcome {
  return typeof reply === "string" ? reply : reply.outcome;
}

/** The per-field error codes of a reply, if the server refused some fields. */
export function fieldErrorsOf(reply: SubmitReply): Readonly<Record<string, readonly string[]>> | undefined {
  return typeof reply === "string" || !("fieldErrors" in reply) ? undefined : reply.fieldErrors;
}

/** One choice of a form's drop-down list. */
export interface FormOption {
  /** The value held in the form state (and kept in the draft). */
  readonly value: string;
  /** The visible text, in the visitor's language. */
  readonly label: string;
  /** What is sent for this choice when it differs from `value` (the home form sends the label). */
  readonly submitValue?: string;
}
