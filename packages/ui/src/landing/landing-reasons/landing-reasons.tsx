import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import { LANDING_PAGES, type LandingPage } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { reasonIcon } from "../landing-artwork/landing-artwork.tsx";

export type LandingReasonsProps = Omit<ComponentProps<typeof Section>, "title" | "children"> & {
  /** The section's background: `plain` (white), `muted` (light grey) or `brand` (dark blue). Default `muted`. */
  tone?: "plain" | "muted" | "brand";
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** Title and the three points (ids "01" to "03"). Defaults to the training page's. */
  reasons?: LandingPage["reasons"];
};

/**
 * The why-choose-us section of a landing page: three numbered points, each with an icon, a title
 * and a sentence. The two-digit numbers come from the data.
 */
export function LandingReasons({
  reasons = LANDING_PAGES.training.reasons,
  tone = "muted",
  align = "center",
  ...props
}: LandingReasonsProps) {
  const intl = useIntl();
  return (
    <Section
      data-slot="landing-reasons"
      tone={tone}
      align={align}
      title={intl.formatMessage({ id: reasons.titleId })}
      {...props}
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {reasons.items.map((reason) => {
          const Icon = reasonIcon(reason.image);
          return (
            <li
              key={reason.id}
              data-slot="landing-reason"
              data-id={reason.id}
              className="relative rounded-xl border border-line bg-surface p-6 shadow-card"
            >
              <div className="flex items-center justify-between gap-4">
                <span className="inline-flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                {/* The list already numbers the points for assistive technology. */}
                <span aria-hidden="true" className="text-4xl font-bold text-accent-700 tabular-nums">
                  {reason.id}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-brand-900">
                {intl.formatMessage({ id: reason.titleId })}
              </h3>
              <p className="mt-2 text-ink-muted">{intl.formatMessage({ id: reason.descId })}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
