import type { ComponentProps, ReactNode } from "react";
import { useIntl } from "react-intl";
import { LANDING_CONTACT_SECTIONS, type MessageId } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";

/** What the section needs from the data: its element id (the contact buttons' target) and texts. */
export interface GetStartedCopy {
  /** Element id; the hero's contact button jumps to `#${anchorId}` (`contact-form` or `contact`). */
  readonly anchorId: string;
  /** 'Get Started Today'. */
  readonly titleId: MessageId;
  /** One line under the title. */
  readonly introId: MessageId;
}

export type GetStartedSectionProps = Omit<ComponentProps<typeof Section>, "title" | "lead" | "children" | "id"> & {
  /** The section's background: `plain` (white), `muted` (light grey) or `brand` (dark blue). Default `muted`. */
  tone?: "plain" | "muted" | "brand";
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /**
   * Anchor and texts: a landing page's `contact` (or a resolved promo page's, or the learning
   * area's enrolment section). Defaults to the training page's.
   */
  contact?: GetStartedCopy;
  /** The contact form, built by the site (this section only frames it). */
  children: ReactNode;
};

/**
 * The contact section that ends a landing page ('Get Started Today'): heading, intro and the form
 * the site passes in, in a card. Its element id is the target of the hero's 'Contact Us'; a scroll
 * margin keeps the heading clear of the sticky navigation when the page jumps there.
 */
export function GetStartedSection({
  contact = LANDING_CONTACT_SECTIONS.training,
  align = "center",
  tone = "muted",
  className,
  children,
  ...props
}: GetStartedSectionProps) {
  const intl = useIntl();
  return (
    <Section
      data-slot="get-started-section"
      id={contact.anchorId}
      align={align}
      tone={tone}
      title={intl.formatMessage({ id: contact.titleId })}
      lead={intl.formatMessage({ id: contact.introId })}
      scrollMargin="roomy"
      className={className}
      {...props}
    >
      <div className="mx-auto max-w-2xl rounded-xl border border-line bg-surface p-6 shadow-card md:p-10">
        {children}
      </div>
    </Section>
  );
}
