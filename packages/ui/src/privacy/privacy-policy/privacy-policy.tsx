import { useId, type ComponentProps, type ReactNode } from "react";
import { useIntl } from "react-intl";
import {
  LAST_UPDATED,
  PRIVACY_DATA_TABLE,
  PRIVACY_PAGE,
  PRIVACY_RIGHTS,
  PRIVACY_SECTIONS,
  PRIVACY_THIRD_PARTIES,
  privacyMessageValues,
  type MessageId,
  type PrivacySection,
  type PrivacyThirdParties,
} from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { AnalyticsOptOut, type AnalyticsOptOutProps } from "../analytics-opt-out/analytics-opt-out.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../data/table/table.tsx";

export type PrivacyPolicyDocumentProps = Omit<ComponentProps<"article">, "children"> & {
  /** The support e-mail address from the site configuration; shown as a mailto link in the contact section. */
  supportEmail: string;
  /**
   * What the site's configuration makes a visitor's browser contact besides the site itself
   * (country lookups, an analytics server or registry badge on another host), named in the
   * section on other services. Required: the policy must say exactly what the build does
   * (`NO_THIRD_PARTIES` when it calls no other host).
   */
  thirdParties: PrivacyThirdParties;
  /** The numbered sections, in order. Defaults to those of the policy. */
  sections?: readonly PrivacySection[];
  /** The analytics opt-out control of section 6 (`AnalyticsOptOut`, or an island of it on a static page). */
  optOut: ReactNode;
};

export type PrivacyPolicyProps = Omit<PrivacyPolicyDocumentProps, "optOut"> &
  Pick<AnalyticsOptOutProps, "optedOut" | "onOptedOutChange" | "cookiesBlocked">;

/**
 * The privacy policy page with its analytics opt-out (`AnalyticsOptOut`, given the choice and a
 * callback): see {@link PrivacyPolicyDocument}.
 */
export function PrivacyPolicy({ optedOut, onOptedOutChange, cookiesBlocked, ...props }: PrivacyPolicyProps) {
  return (
    <PrivacyPolicyDocument
      {...props}
      optOut={
        <AnalyticsOptOut
          optedOut={optedOut}
          onOptedOutChange={onOptedOutChange}
          {...(cookiesBlocked === undefined ? {} : { cookiesBlocked })}
        />
      }
    />
  );
}

/**
 * The privacy policy page: title, the last-updated date formatted for the language, and the
 * numbered sections (introduction, the analytics tool, the collected-data table, purpose, the
 * other services the visitor's browser contacts, the visitor's rights, the analytics opt-out
 * control passed in and how to contact us by e-mail). Everything but the opt-out reads the same
 * without script.
 */
export function PrivacyPolicyDocument({
  supportEmail,
  thirdParties,
  optOut,
  sections = PRIVACY_SECTIONS,
  className,
  ...props
}: PrivacyPolicyDocumentProps) {
  const intl = useIntl();
  const titleId = useId();
  const values = { ...privacyMessageValues(supportEmail) };
  const emailLink = (
    <a
      href={`mailto:${supportEmail}`}
      className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {supportEmail}
    </a>
  );
  const text = (id: MessageId) => intl.formatMessage({ id }, { ...values, email: emailLink });
  const paragraphs = (ids: readonly MessageId[] | undefined) =>
    ids?.map((id) => (
      <p key={id} className="mt-4">
        {text(id)}
      </p>
    ));

  return (
    <article
      data-slot="privacy-policy"
      aria-labelledby={titleId}
      className={cn("mx-auto max-w-3xl px-gutter py-section text-ink", className)}
      {...props}
    >
      <header className="border-b border-line pb-8">
        <h1
          id={titleId}
          className="text-3xl font-bold tracking-tight break-words text-brand-900 sm:text-4xl md:text-5xl"
        >
          {intl.formatMessage({ id: PRIVACY_PAGE.titleId })}
        </h1>
        <p className="mt-4 text-ink-muted">
          <time dateTime={LAST_UPDATED}>{intl.formatMessage({ id: PRIVACY_PAGE.lastUpdatedId }, values)}</time>
        </p>
      </header>

      {sections.map((section) => (
        <section
          key={section.key}
          id={section.key}
          data-slot="privacy-section"
          aria-labelledby={`${titleId}-${section.key}`}
          className="scroll-mt-24 pt-10 leading-relaxed text-ink-muted"
        >
          <h2 id={`${titleId}-${section.key}`} className="flex items-start gap-3 text-2xl font-bold text-brand-900">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-pill bg-brand-50 text-base text-brand-700 tabular-nums">
              {intl.formatNumber(section.number)}
            </span>
            <span>{intl.formatMessage({ id: section.headingId })}</span>
          </h2>
          {paragraphs(section.paragraphIds)}
          {section.block === "dataTable" ? (
            <Table caption={intl.formatMessage({ id: PRIVACY_DATA_TABLE.captionId })} minWidth="xl" className="mt-6">
              <TableHeader>
                <TableRow>
                  {[
                    PRIVACY_DATA_TABLE.columns.itemId,
                    PRIVACY_DATA_TABLE.columns.purposeId,
                    PRIVACY_DATA_TABLE.columns.retentionId,
                  ].map((id) => (
                    <TableHead key={id}>{intl.formatMessage({ id })}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {PRIVACY_DATA_TABLE.rows.map((row) => (
                  <TableRow key={row.key} data-row={row.key}>
                    <TableHead scope="row">{text(row.itemId)}</TableHead>
                    <TableCell>{text(row.purposeId)}</TableCell>
                    <TableCell>{text(row.retentionId)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {section.block === "thirdParties" ? <OtherServices thirdParties={thirdParties} /> : null}
          {section.block === "rightsList" ? (
            <ul className="mt-4 space-y-3" data-slot="privacy-rights">
              {PRIVACY_RIGHTS.map((right) => (
                <li key={right.key} className="rounded-lg border border-line bg-surface p-4">
                  <strong className="block font-semibold text-ink">{intl.formatMessage({ id: right.titleId })}</strong>
                  <span className="mt-1 block">{intl.formatMessage({ id: right.descId })}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {section.block === "optOut" ? <div className="mt-6">{optOut}</div> : null}
          {paragraphs(section.closingIds)}
        </section>
      ))}
    </article>
  );
}

/** A host name as the policy shows it: data, never translated. */
function Host({ name }: { name: string }) {
  return (
    <span translate="no" className="font-semibold break-all text-ink">
      {name}
    </span>
  );
}

/**
 * The section on other services: each service the configuration makes the browser contact, as a
 * titled item saying why, what it receives and how to avoid it — or that there is none.
 */
function OtherServices({ thirdParties }: { thirdParties: PrivacyThirdParties }) {
  const intl = useIntl();
  const copy = PRIVACY_THIRD_PARTIES;
  const { countryLookups, regionalRedirect, analyticsHost, registryBadgeHost } = thirdParties;
  if (countryLookups.length === 0 && !analyticsHost && !registryBadgeHost) {
    return <p className="mt-4">{intl.formatMessage({ id: copy.noneId })}</p>;
  }
  const item = "rounded-lg border border-line bg-surface p-4";
  const title = (id: MessageId) => (
    <strong className="block font-semibold text-ink">{intl.formatMessage({ id })}</strong>
  );
  /** A service at one host: its title and one paragraph naming the host. */
  const hostedService = (key: string, ids: { titleId: MessageId; textId: MessageId }, host: string) => (
    <li className={item} data-service={key}>
      {title(ids.titleId)}
      <p className="mt-1">{intl.formatMessage({ id: ids.textId }, { host: <Host name={host} /> })}</p>
    </li>
  );
  return (
    <>
      <p className="mt-4">{intl.formatMessage({ id: copy.introId })}</p>
      <ul className="mt-4 space-y-3" data-slot="privacy-third-parties">
        {countryLookups.length > 0 ? (
          <li className={item} data-service="country-lookups">
            {title(copy.countryLookups.titleId)}
            <p className="mt-1">{intl.formatMessage({ id: copy.countryLookups.languageId })}</p>
            {regionalRedirect ? (
              <p className="mt-2">{intl.formatMessage({ id: copy.countryLookups.regionalId })}</p>
            ) : null}
            <p className="mt-2">
              {intl.formatMessage({ id: copy.countryLookups.servicesId }, { count: countryLookups.length })}
            </p>
            <ul className="mt-1 list-disc ps-6">
              {countryLookups.map((service) => (
                <li key={service.host}>
                  {service.provider ? (
                    intl.formatMessage(
                      { id: copy.serviceId },
                      { provider: service.provider, host: <Host name={service.host} /> },
                    )
                  ) : (
                    <Host name={service.host} />
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-2">{intl.formatMessage({ id: copy.countryLookups.useId })}</p>
            <p className="mt-2">{intl.formatMessage({ id: copy.countryLookups.avoidId })}</p>
          </li>
        ) : null}
        {analyticsHost ? hostedService("analytics", copy.analytics, analyticsHost) : null}
        {registryBadgeHost ? hostedService("registry-badge", copy.registryBadge, registryBadgeHost) : null}
      </ul>
      <p className="mt-4">{intl.formatMessage({ id: copy.basisId })}</p>
    </>
  );
}
