import { useCallback, useMemo, type ComponentProps } from "react";
import { useIntl } from "react-intl";
import { demoBookingRequestSchema, type DemoBookingRequest } from "@studio/api";
import { DEMO_BOOKING_FEEDBACK, DEMO_BOOKING_FORM, FORM_COPY, type DemoCategory } from "@studio/content";
import { EnquiryForm } from "../enquiry-form.tsx";
import { fieldErrorsOf, type SubmitReply } from "../form-types.ts";

/** Default storage key of the demo booking form's draft. */
export const DEMO_BOOKING_DRAFT_KEY = "studio.formDraft.demoBooking";

/**
 * The demo form's reading of a reply (as the original site's axios client behaved):
 * an answer that is not a success (`rejected` with a 2xx status, or a bare `rejected`) stays
 * `rejected` — the same thank-you toast, values kept. An error status or fields the server refused
 * mean the request failed (axios threw on them): `failed`, keeping the server's field errors.
 */
export function readDemoBookingReply(reply: SubmitReply): SubmitReply {
  if (typeof reply === "string" || reply.outcome !== "rejected") return reply;
  const status = "status" in reply ? reply.status : undefined;
  const fieldErrors = fieldErrorsOf(reply);
  const answered = status === undefined || (status >= 200 && status < 300);
  if (answered && !fieldErrors) return reply;
  return { outcome: "failed", ...(fieldErrors ? { fieldErrors } : {}) };
}

export type DemoBookingFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /**
   * Sends the booking (POST /api/product-query) and resolves to the outcome — or pass the API
   * client's `postDemoBooking` result as it is. `service` is the chosen category's value
   * (`grocery` … `furniture`), the same in every language.
   */
  onSubmit: (body: DemoBookingRequest) => Promise<SubmitReply>;
  /** Storage key of the draft kept until a successful submit. */
  draftKey?: string;
  /** The categories of the drop-down list; defaults to the site's eight (`DEMO_BOOKING_FORM.categories`). */
  categories?: readonly DemoCategory[];
  /** Level of the error summary's heading (3 under the section's `<h2>`). */
  summaryHeadingLevel?: 2 | 3 | 4;
};

/**
 * The demo booking of the store product pages: first and last name, company,
 * business e-mail, phone and the store category ('Select the category'), all required and
 * checked with the API contract's rules. The category is held as `neededServices` and sent as
 * `service`. Success thanks the visitor, scrolls to the top and clears the form; an answer that is
 * not a success gets the same thank-you toast; a failed request says something went wrong
 * (`readDemoBookingReply`). Only a success clears the values. The heading and intro around it
 * belong to the page.
 */
export function DemoBookingForm({
  onSubmit,
  draftKey = DEMO_BOOKING_DRAFT_KEY,
  categories = DEMO_BOOKING_FORM.categories,
  ...props
}: DemoBookingFormProps) {
  const intl = useIntl();
  const options = useMemo(
    () => ({
      neededServices: categories.map((category) => ({
        value: category.value,
        label: intl.formatMessage({ id: category.labelId }),
      })),
    }),
    [categories, intl],
  );
  const send = useCallback(async (body: DemoBookingRequest) => readDemoBookingReply(await onSubmit(body)), [onSubmit]);
  const placeholders = useMemo(
    () => ({ neededServices: intl.formatMessage({ id: DEMO_BOOKING_FORM.categoryPlaceholderId }) }),
    [intl],
  );
  return (
    <EnquiryForm<DemoBookingRequest>
      data-form="demo-booking"
      fields={DEMO_BOOKING_FORM.fields}
      schema={demoBookingRequestSchema}
      options={options}
      placeholders={placeholders}
      feedback={DEMO_BOOKING_FEEDBACK}
      submitLabelId={DEMO_BOOKING_FORM.submitId}
      requiredNoteId={FORM_COPY.requiredHintId}
      draftKey={draftKey}
      onSubmit={send}
      {...props}
    />
  );
}
