import type { ContactFormVariant, ContactSubmission } from "@studio/content";
import { ContactForm, GetStartedSection, type GetStartedCopy } from "@studio/ui";
import { api } from "./api.ts";

/**
 * The contact section that ends the landing, promo and learning pages: 'Get Started Today' (or the
 * learning area's enrolment heading) around the contact form, posting to the page's endpoint —
 * /api/submit-contact or /api/contact (spec 7.2).
 */
export function ContactSection({
  contact,
  variant,
  submission,
}: {
  /** Anchor id and texts of the section. */
  contact: GetStartedCopy;
  /** The option list of the form: courses or services. */
  variant: ContactFormVariant;
  /** The endpoint the page posts to. */
  submission: ContactSubmission;
}) {
  return (
    <GetStartedSection contact={contact}>
      <ContactForm
        variant={variant}
        submission={submission}
        onSubmit={(body) => (submission === "contact" ? api.postContact(body) : api.postSubmitContact(body))}
      />
    </GetStartedSection>
  );
}
