import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { FORM_SECTIONS, type FormSectionKey } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";

/**
 * How each form's section looks: its band and where its heading sits. With `FORM_SECTIONS`
 * (@studio/content: anchor, heading, lead) the one definition of each frame.
 */
export const FORM_SECTION_LOOK = {
  /** The home page's enquiry: a light band, the heading at the start, above the form. */
  enquiry: { tone: "muted", align: "start", form: "**:data-[slot=enquiry-form]:max-w-3xl" },
  /** A product page's demo booking: a light band, the heading centred above the centred form. */
  demoBooking: {
    tone: "muted",
    align: "center",
    form: "**:data-[slot=enquiry-form]:mx-auto **:data-[slot=enquiry-form]:max-w-3xl",
  },
} as const satisfies Record<
  FormSectionKey,
  {
    tone: "plain" | "muted" | "brand";
    align: "start" | "center";
    /**
     * Where the form sits, 48 rem at most: set by the frame on the form it holds (an island the
     * page renders apart), so neither the site nor the stories repeat it, and nothing wraps the
     * island (the "not ready" notice after it keeps the section's width).
     */
    form: string;
  }
>;

export interface FormSectionProps {
  /**
   * Which form the section frames; it decides the anchor, heading, lead, band and alignment:
   * - `enquiry`: the home page's 'Get in touch' (#contact), heading at the start.
   * - `demoBooking`: a product page's 'Book a free demo' (#book-demo), heading centred.
   */
  form: "enquiry" | "demoBooking";
  /** The form itself (HomeEnquiryForm or DemoBookingForm), placed by the page: this section only frames it. */
  children: ReactNode;
}

/**
 * The section around one of the site's forms: a landmark named by its heading, with a lead line,
 * the anchor the page's links jump to (clear of the sticky navigation) and the form the page
 * passes in. The site and the Pages stories both render it, so what they show cannot drift.
 */
export function FormSection({ form, children }: FormSectionProps) {
  const intl = useIntl();
  const copy = FORM_SECTIONS[form];
  const look = FORM_SECTION_LOOK[form];
  return (
    <Section
      data-slot="form-section"
      id={copy.anchorId}
      tone={look.tone}
      align={look.align}
      title={intl.formatMessage({ id: copy.titleId })}
      lead={intl.formatMessage({ id: copy.leadId })}
      containerClassName={look.form}
    >
      {children}
    </Section>
  );
}
