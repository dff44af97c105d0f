import { useMemo, type ComponentProps } from "react";
import { useIntl } from "react-intl";
import { contactRequestSchema, type ContactRequest } from "@studio/api";
import {
  CONTACT_FORM_COPY,
  CONTACT_FORM_FIELDS,
  DEFAULT_LOCALE,
  CONTACT_FORM_FEEDBACK,
  LOCALES,
  contactFormOptionsFor,
  type ContactFormVariant,
  type ContactSubmission,
  type LocaleCode,
} from "@studio/content";
import { EnquiryForm } from "../enquiry-form.tsx";
import type { SubmitReply } from "../form-types.ts";

/** Default storage key of a contact form's draft, per variant. */
export const CONTACT_FORM_DRAFT_KEYS = {
  training: "studio.formDraft.contactTraining",
  services: "studio.formDraft.contactServices",
} as const satisfies Record<ContactFormVariant, string>;

export type ContactFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Which list the drop-down offers: the six courses (`training`) or the services (`services`). */
  variant: ContactFormVariant;
  /**
   * Where the page posts: `submitContact` (/api/submit-contact) or `contact`
   * (/api/contact, whose pages also say 'Please fill in all required fields' when a required
   * field is empty). Only the texts shown differ; sending is `onSubmit`'s job.
   */
  submission?: ContactSubmission;
  /**
   * Sends the enquiry and resolves to the outcome — or pass the API client's `postSubmitContact`
   * / `postContact` result as it is. `neededServices` is the option's English value in every language.
   */
  onSubmit: (body: ContactRequest) => Promise<SubmitReply>;
  /**
   * Language of the services list (English and French list Digital Marketing where the others list
   * Other). Defaults to the language of the surrounding `SiteIntlProvider`.
   */
  locale?: LocaleCode;
  /** Storage key of the draft kept until a successful submit (default per variant). */
  draftKey?: string;
  /** Level of the error summary's heading (3 under the section's `<h2>`). */
  summaryHeadingLevel?: 2 | 3 | 4;
};

/** The language code of a BCP-47 tag of the registry (English for anything else, e.g. the pseudo-locale). */
function localeOfTag(tag: string): LocaleCode {
  return LOCALES.find((locale) => locale.tag === tag)?.code ?? DEFAULT_LOCALE;
}

/**
 * The contact form of the training and services landing pages, the promo pages and the learning
 * area: full name, e-mail, phone, the course or service wanted (required) and
 * an optional description of 4 rows. Success clears the form and goes back to the top; otherwise
 * every value stays. The texts follow the endpoint the page posts to (`submission`).
 */
export function ContactForm({
  variant,
  submission = "submitContact",
  onSubmit,
  locale,
  draftKey,
  ...props
}: ContactFormProps) {
  const intl = useIntl();
  const language = locale ?? localeOfTag(intl.locale);
  const options = useMemo(
    () => ({
      neededServices: contactFormOptionsFor(variant, language).map((option) => ({
        value: option.value,
        label: intl.formatMessage({ id: option.labelId }),
      })),
    }),
    [variant, language, intl],
  );
  const fields = CONTACT_FORM_FIELDS[variant];
  const placeholders = useMemo((): Record<string, string> => {
    const select = fields.find((field) => field.name === "neededServices");
    return select?.placeholderId ? { neededServices: intl.formatMessage({ id: select.placeholderId }) } : {};
  }, [fields, intl]);
  const feedback = CONTACT_FORM_FEEDBACK[submission];
  return (
    <EnquiryForm<ContactRequest>
      data-form={`contact-${variant}`}
      fields={fields}
      schema={contactRequestSchema}
      options={options}
      placeholders={placeholders}
      feedback={feedback}
      submitLabelId={CONTACT_FORM_COPY.submitId}
      requiredNoteId={CONTACT_FORM_COPY.requiredNoteId}
      draftKey={draftKey ?? CONTACT_FORM_DRAFT_KEYS[variant]}
      onSubmit={onSubmit}
      missingFieldsMessageId={submission === "contact" ? CONTACT_FORM_FEEDBACK.contact.missingFields : undefined}
      {...props}
    />
  );
}
