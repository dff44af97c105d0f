import type { ComponentProps, ReactNode } from "react";
import { useIntl } from "react-intl";
import { siFacebook, siInstagram } from "simple-icons";
import {
  FOOTER_COPY,
  FOOTER_LINKS,
  FOOTER_OFFICES,
  NAV_COPY,
  NEW_TAB_HINT_ID,
  SOCIAL_NETWORKS,
  localizedPath,
  type LocaleCode,
  type MessageId,
  type SocialNetwork,
} from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { BrandLogo } from "../brand-logo/brand-logo.tsx";

/** Links on the dark band: white focus ring (the blue focus colour would not show on navy). */
const footerLinkClasses = cn(
  "rounded-sm text-white underline decoration-white/40 underline-offset-4 hover:decoration-white",
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white",
);

/** Street lines of one office; its city and country line and heading come from the messages. */
export type OfficeStreetLines = readonly string[];

/** Street lines of the two offices (site configuration, not copy). */
export interface FooterAddresses {
  /** Registered office in Chennai, India. */
  registered: OfficeStreetLines;
  /** Branch office in Vilnius, Lithuania. */
  branch: OfficeStreetLines;
}

/** An internal link of the footer's bottom row. */
export interface FooterLink {
  readonly key: string;
  readonly labelId: MessageId;
  /** Path without language prefix; the footer adds the current language's. */
  readonly href: string;
}

export type FooterProps = Omit<ComponentProps<"footer">, "children"> & {
  /** Current interface language: the prefix of the internal links. */
  locale: LocaleCode;
  /** Street lines of the registered and branch offices. */
  addresses: FooterAddresses;
  /** The support address, shown and linked with `mailto:`. */
  supportEmail: string;
  /** The company's legal name, in the copyright line. */
  companyName: string;
  /** Year of the copyright line; defaults to the current year. */
  year?: number;
  /** Where the logo leads; defaults to the current language's home page. */
  homeHref?: string;
  /**
   * The third-party business-registry badge, mounted by the site (its script is not part of
   * the design system). Nothing is shown without it.
   */
  registryBadge?: ReactNode;
  /** The follow-us links, by default the three networks of the content package. */
  socialNetworks?: readonly SocialNetwork[];
  /** The internal links of the bottom row, by default the privacy policy. */
  links?: readonly FooterLink[];
};

/**
 * The footer of every page: logo, the registered office (Chennai) and branch office
 * (Vilnius), the support e-mail, a certification badge, the business-registry badge the site
 * mounts, follow-us links to the social networks (new tab), the privacy policy and the
 * copyright line with the current year.
 */
export function Footer({
  locale,
  addresses,
  supportEmail,
  companyName,
  year = new Date().getFullYear(),
  homeHref = localizedPath("/", locale),
  registryBadge,
  socialNetworks = SOCIAL_NETWORKS,
  links = FOOTER_LINKS,
  className,
  ...props
}: FooterProps) {
  const intl = useIntl();
  const newTabHint = intl.formatMessage({ id: NEW_TAB_HINT_ID });

  return (
    <footer data-slot="footer" className={cn("bg-brand-950 text-brand-100", className)} {...props}>
      <div className="mx-auto grid max-w-7xl gap-10 px-gutter py-14 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.2fr]">
        <div className="flex flex-col items-start gap-6">
          <a
            href={homeHref}
            data-slot="footer-home-link"
            aria-label={intl.formatMessage({ id: NAV_COPY.homeLinkId })}
            className="rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <BrandLogo size="lg" className="rounded-[10px] ring-1 ring-white/30" />
          </a>
          <div className="flex flex-wrap items-center gap-4">
            <CertificationBadge label={intl.formatMessage({ id: FOOTER_COPY.certificationBadgeAltId })} />
            {registryBadge ? (
              <div
                role="group"
                data-slot="footer-registry-badge"
                aria-label={intl.formatMessage({ id: FOOTER_COPY.registryBadgeLabelId })}
                className="min-h-12"
              >
                {registryBadge}
              </div>
            ) : null}
          </div>
        </div>

        {FOOTER_OFFICES.map((office) => (
          <div key={office.key} data-slot="footer-office">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
              {intl.formatMessage({ id: office.headingId })}
            </h2>
            <address className="text-sm leading-relaxed [overflow-wrap:anywhere] not-italic">
              {addresses[office.key].map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
              <span className="block">{intl.formatMessage({ id: office.localityId })}</span>
            </address>
          </div>
        ))}

        <div className="flex flex-col gap-8">
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
              {intl.formatMessage({ id: FOOTER_COPY.supportHeadingId })}
            </h2>
            <a
              href={`mailto:${supportEmail}`}
              data-slot="footer-support-email"
              className={cn(footerLinkClasses, "text-sm [overflow-wrap:anywhere]")}
            >
              {intl.formatMessage({ id: FOOTER_COPY.supportEmailId }, { email: supportEmail })}
            </a>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
              {intl.formatMessage({ id: FOOTER_COPY.followUsId })}
            </h2>
            <ul className="flex gap-3">
              {socialNetworks.map((network) => (
                <li key={network.key}>
                  <a
                    href={network.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-slot="footer-social-link"
                    className={cn(
                      "flex size-11 items-center justify-center rounded-full bg-white/10 text-white",
                      "transition-colors duration-(--motion-fast) hover:bg-white/20",
                      "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white",
                    )}
                  >
                    <SocialLogo network={network.key} />
                    <span className="sr-only">
                      {intl.formatMessage({ id: FOOTER_COPY.socialLinkId }, { network: network.name })} {newTabHint}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-gutter py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p data-slot="footer-copyright">
            {intl.formatMessage({ id: FOOTER_COPY.copyrightId }, { year, company: companyName })}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.key}>
                <a href={localizedPath(link.href, locale)} className={footerLinkClasses}>
                  {intl.formatMessage({ id: link.labelId })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** Logo paths of the social networks (24 × 24). LinkedIn is not in simple-icons: a drawn "in" monogram. */
const SOCIAL_LOGO_PATHS: Record<SocialNetwork["key"], string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  linkedin:
    "M5.3 9.3h3v10h-3zM6.8 4.2a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5M10.3 9.3h2.9v1.4c.5-.9 1.7-1.7 3.3-1.7 3 0 3.7 1.9 3.7 4.5v5.8h-3v-5.1c0-1.3-.2-2.6-1.8-2.6s-2.1 1.2-2.1 2.5v5.2h-3z",
};

/** A social network's logo, white on the link's tinted disc. Decorative: the link is named. */
function SocialLogo({ network }: { network: SocialNetwork["key"] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <path d={SOCIAL_LOGO_PATHS[network]} />
    </svg>
  );
}

/** The certification seal: an orange rosette with a white disc and a check mark. */
function CertificationBadge({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="footer-certification-badge"
      viewBox="0 0 64 64"
      className="size-16 shrink-0"
    >
      <path
        className="fill-accent-500"
        d="M32 2l5.2 4 6.3-1.7 3.2 5.7 6.5.8.8 6.5 5.7 3.2-1.7 6.3 4 5.2-4 5.2 1.7 6.3-5.7 3.2-.8 6.5-6.5.8-3.2 5.7-6.3-1.7-5.2 4-5.2-4-6.3 1.7-3.2-5.7-6.5-.8-.8-6.5-5.7-3.2 1.7-6.3-4-5.2 4-5.2-1.7-6.3 5.7-3.2.8-6.5 6.5-.8 3.2-5.7 6.3 1.7z"
      />
      <circle cx="32" cy="32" r="21" className="fill-white" />
      <circle
        cx="32"
        cy="32"
        r="17.5"
        fill="none"
        strokeWidth="1.5"
        strokeDasharray="2 2.5"
        className="stroke-brand-600"
      />
      <path
        d="m23.5 32.5 6 6 11-12"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-brand-700"
      />
    </svg>
  );
}
