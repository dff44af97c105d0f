import {
  LEARN_ENROLL_SECTION,
  type ContactFormVariant,
  type ContactSubmission,
  type LocaleCode,
} from "@studio/content";
import { ContactForm, GetStartedSection, ToastProvider, type GetStartedCopy } from "@studio/ui";
import { api } from "../shell/api.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import messages from "virtual:island-messages";

export interface ContactSectionProps {
  locale: LocaleCode;
  /** Anchor id and texts of the section. */
  contact: GetStartedCopy;
  /** The option list of the form: courses or services. */
  variant: ContactFormVariant;
  /** The endpoint the page posts to. */
  submission: ContactSubmission;
}

/**
 * Island: the contact section that ends the landing, promo and learning pages — 'Get Started
 * Today' (or the learning area's enrolment heading) around the contact form, posting to the page's
 * endpoint, /api/submit-contact or /api/contact (docs/product.md#111-the-four-forms).
 */
export function ContactSection({ locale, contact, variant, submission }: ContactSectionProps) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <ToastProvider>
        <GetStartedSection contact={contact}>
          <ContactForm
            variant={variant}
            submission={submission}
            onSubmit={(body) => (submission === "contact" ? api.postContact(body) : api.postSubmitContact(body))}
          />
        </GetStartedSection>
      </ToastProvider>
    </LanguageRoot>
  );
}

/**
 * Island: the learning area's enrolment section, the same on /learn and every course page — the
 * course list in the form, posting to /api/submit-contact (docs/product.md#8-learning-area).
 */
export function LearnEnrolment({ locale }: { locale: LocaleCode }) {
  return (
    <ContactSection
      locale={locale}
      contact={LEARN_ENROLL_SECTION}
      variant={LEARN_ENROLL_SECTION.form}
      submission={LEARN_ENROLL_SECTION.submission}
    />
  );
}
