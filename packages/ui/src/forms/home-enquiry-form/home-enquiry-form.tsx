import { useMemo, type ComponentProps } from "react";
import { useIntl } from "react-intl";
import { homeEnquiryRequestSchema, type HomeEnquiryRequest } from "@studio/api";
import {
  HOME_ENQUIRY_FEEDBACK,
  FORM_COPY,
  HOME_ENQUIRY_COPY,
  HOME_ENQUIRY_FIELDS,
  HOME_ENQUIRY_SERVICES,
  type MessageId,
} from "@studio/content";
import { EnquiryForm } from "../enquiry-form.tsx";
import type { SubmitReply } from "../form-types.ts";

/** Default storage key of the home enquiry form's draft. */
export const HOME_ENQUIRY_DRAFT_KEY = "studio.formDraft.homeEnquiry";

/** One service the visitor can pick. */
export interface HomeEnquiryService {
  /** Stable key, held in the form state and the draft. */
  readonly key: string;
  /** The option's label; the label in the current language is also the value sent. */
  readonly labelId: MessageId;
}

export type HomeEnquiryFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /**
   * Sends the enquiry (POST /api/site-contactus) and resolves to the outcome — or pass the API
   * client's `postHomeEnquiry` result as it is. `service` is the chosen label in the current language.
   */
  onSubmit: (body: HomeEnquiryRequest) => Promise<SubmitReply>;
  /** Storage key of the draft kept until a successful submit. */
  draftKey?: string;
  /** The services of the drop-down list; defaults to the site's five (`HOME_ENQUIRY_SERVICES`). */
  services?: readonly HomeEnquiryService[];
  /** Level of the error summary's heading (3 under the section's `<h2>`). */
  summaryHeadingLevel?: 2 | 3 | 4;
};

/**
 * The home page's contact enquiry: name, e-mail, phone, service and message,
 * all required and checked with the API contract's rules, 'Send Message'. Success thanks the
 * visitor, scrolls to the top and clears the form; a refusal or a failed request keeps every
 * value. The section around it ('Get in touch', side image) belongs to the page.
 */
export function HomeEnquiryForm({
  onSubmit,
  draftKey = HOME_ENQUIRY_DRAFT_KEY,
  services = HOME_ENQUIRY_SERVICES,
  ...props
}: HomeEnquiryFormProps) {
  const intl = useIntl();
  const options = useMemo(
    () => ({
      service: services.map((service) => {
        const label = intl.formatMessage({ id: service.labelId });
        return { value: service.key, label, submitValue: label };
      }),
    }),
    [services, intl],
  );
  const placeholders = useMemo(
    () => ({ service: intl.formatMessage({ id: HOME_ENQUIRY_COPY.servicePlaceholderId }) }),
    [intl],
  );
  return (
    <EnquiryForm<HomeEnquiryRequest>
      data-form="home-enquiry"
      fields={HOME_ENQUIRY_FIELDS}
      schema={homeEnquiryRequestSchema}
      options={options}
      placeholders={placeholders}
      feedback={HOME_ENQUIRY_FEEDBACK}
      submitLabelId={HOME_ENQUIRY_COPY.submitId}
      requiredNoteId={FORM_COPY.requiredHintId}
      draftKey={draftKey}
      onSubmit={onSubmit}
      {...props}
    />
  );
}
