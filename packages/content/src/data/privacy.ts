/**
 * The privacy policy page /privacy-policy (docs/product.md#9-privacy-policy): eight numbered
 * sections, the table of data the web analytics tool collects, the other services a visitor's
 * browser contacts (named from the site's configuration), the data-subject rights and the opt-out
 * control. The full text exists in all seven languages.
 *
 * Messages take their numbers as ICU arguments; {@link privacyMessageValues} gives them all.
 */
import type { MessageId } from "../messages.ts";
import { ROUTE_PATHS } from "../routes.ts";

/** Date of the current version of the policy, ISO 8601 (docs/product.md#91-sections). */
export const LAST_UPDATED = "2025-06-08";

/** Days within which rights requests are answered (docs/product.md#91-sections). */
export const RIGHTS_RESPONSE_DAYS = 30;

/**
 * How many trailing bytes of a visitor's IP address the analytics tool masks
 * (docs/product.md#91-sections).
 */
export const IP_MASKED_BYTES = { min: 2, max: 3 } as const;

/**
 * Months raw analytics visit data is kept before deletion: the site's own policy, to be confirmed
 * by the business.
 */
export const ANALYTICS_RETENTION_MONTHS = 13;

/**
 * {@link LAST_UPDATED} as a local-time date at midnight, so that `{date, date, long}` shows
 * June 8, 2025 in every time zone (a bare `new Date("2025-06-08")` is UTC midnight and can show
 * June 7 west of Greenwich).
 */
export function lastUpdatedDate(): Date {
  const [year, month, day] = LAST_UPDATED.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The ICU arguments every privacy message may use; `email` is the support address from config. */
export interface PrivacyMessageValues {
  readonly date: Date;
  readonly days: number;
  readonly minBytes: number;
  readonly maxBytes: number;
  readonly months: number;
  readonly email: string;
}

/** The values to format the privacy messages with (extra values are ignored by ICU). */
export function privacyMessageValues(email: string): PrivacyMessageValues {
  return {
    date: lastUpdatedDate(),
    days: RIGHTS_RESPONSE_DAYS,
    minBytes: IP_MASKED_BYTES.min,
    maxBytes: IP_MASKED_BYTES.max,
    months: ANALYTICS_RETENTION_MONTHS,
    email,
  };
}

/** The page's title, date line and metadata. */
export const PRIVACY_PAGE = {
  path: ROUTE_PATHS.privacyPolicy,
  metaTitleId: "meta.privacy.title",
  metaDescriptionId: "meta.privacy.description",
  titleId: "privacy.title",
  /** Takes `{date}`. */
  lastUpdatedId: "privacy.lastUpdated",
} as const satisfies {
  path: string;
  metaTitleId: MessageId;
  metaDescriptionId: MessageId;
  titleId: MessageId;
  lastUpdatedId: MessageId;
};

/** A component a section shows between its paragraphs and its closing paragraphs. */
export type PrivacyBlock = "dataTable" | "thirdParties" | "rightsList" | "optOut";

/** One numbered section of the policy. */
export interface PrivacySection {
  /** Number shown before the heading (1 to 8). */
  readonly number: number;
  /** Stable key, also the section's element id. */
  readonly key: string;
  readonly headingId: MessageId;
  /** Paragraphs before the block. */
  readonly paragraphIds: readonly MessageId[];
  readonly block?: PrivacyBlock;
  /** Paragraphs after the block. */
  readonly closingIds?: readonly MessageId[];
}

/**
 * The eight sections, in order (docs/product.md#91-sections): the original policy's seven, and
 * "Other services your browser contacts" (docs/product.md#92-other-services) after the purpose, so
 * the policy names every third party the site's configuration calls.
 */
export const PRIVACY_SECTIONS = [
  {
    number: 1,
    key: "introduction",
    headingId: "privacy.introduction.heading",
    paragraphIds: ["privacy.introduction.p1", "privacy.introduction.p2"],
  },
  {
    number: 2,
    key: "analytics",
    headingId: "privacy.analytics.heading",
    paragraphIds: ["privacy.analytics.p1", "privacy.analytics.p2"],
  },
  {
    number: 3,
    key: "data",
    headingId: "privacy.data.heading",
    paragraphIds: ["privacy.data.p1"],
    block: "dataTable",
    closingIds: ["privacy.data.p2"],
  },
  {
    number: 4,
    key: "purpose",
    headingId: "privacy.purpose.heading",
    paragraphIds: ["privacy.purpose.p1", "privacy.purpose.p2"],
  },
  {
    number: 5,
    key: "third-parties",
    headingId: "privacy.thirdParties.heading",
    paragraphIds: [],
    block: "thirdParties",
  },
  {
    number: 6,
    key: "rights",
    headingId: "privacy.rights.heading",
    paragraphIds: ["privacy.rights.p1"],
    block: "rightsList",
    /** `privacy.rights.p2` takes `{days}`. */
    closingIds: ["privacy.rights.p2", "privacy.rights.p3"],
  },
  {
    number: 7,
    key: "opt-out",
    headingId: "privacy.optOut.heading",
    paragraphIds: ["privacy.optOut.p1", "privacy.optOut.p2"],
    block: "optOut",
  },
  {
    number: 8,
    key: "contact",
    headingId: "privacy.contact.heading",
    /** Takes `{email}`. */
    paragraphIds: ["privacy.contact.p1"],
  },
] as const satisfies readonly PrivacySection[];

/** One row of the collected-data table: data item, purpose, retention. */
export interface PrivacyDataRow {
  readonly key: string;
  readonly itemId: MessageId;
  readonly purposeId: MessageId;
  readonly retentionId: MessageId;
}

/** Retention texts: the IP address is masked at once; the rest is kept `{months}` months. */
export const PRIVACY_RETENTION = {
  maskedId: "privacy.data.retention.masked",
  standardId: "privacy.data.retention.standard",
} as const satisfies Record<string, MessageId>;

/** The collected-data table of section 3. */
export const PRIVACY_DATA_TABLE = {
  captionId: "privacy.data.table.caption",
  columns: {
    itemId: "privacy.data.table.item",
    purposeId: "privacy.data.table.purpose",
    retentionId: "privacy.data.table.retention",
  },
  rows: [
    {
      key: "ipAddress",
      /** Takes `{minBytes}` and `{maxBytes}`. */
      itemId: "privacy.data.rows.ipAddress.item",
      purposeId: "privacy.data.rows.ipAddress.purpose",
      retentionId: PRIVACY_RETENTION.maskedId,
    },
    {
      key: "pagesVisited",
      itemId: "privacy.data.rows.pagesVisited.item",
      purposeId: "privacy.data.rows.pagesVisited.purpose",
      retentionId: PRIVACY_RETENTION.standardId,
    },
    {
      key: "visitTime",
      itemId: "privacy.data.rows.visitTime.item",
      purposeId: "privacy.data.rows.visitTime.purpose",
      retentionId: PRIVACY_RETENTION.standardId,
    },
    {
      key: "referrer",
      itemId: "privacy.data.rows.referrer.item",
      purposeId: "privacy.data.rows.referrer.purpose",
      retentionId: PRIVACY_RETENTION.standardId,
    },
    {
      key: "device",
      itemId: "privacy.data.rows.device.item",
      purposeId: "privacy.data.rows.device.purpose",
      retentionId: PRIVACY_RETENTION.standardId,
    },
    {
      key: "screenResolution",
      itemId: "privacy.data.rows.screenResolution.item",
      purposeId: "privacy.data.rows.screenResolution.purpose",
      retentionId: PRIVACY_RETENTION.standardId,
    },
    {
      key: "language",
      itemId: "privacy.data.rows.language.item",
      purposeId: "privacy.data.rows.language.purpose",
      retentionId: PRIVACY_RETENTION.standardId,
    },
  ],
} as const satisfies {
  captionId: MessageId;
  columns: Record<"itemId" | "purposeId" | "retentionId", MessageId>;
  rows: readonly PrivacyDataRow[];
};

/** One data-subject right of section 5. */
export interface PrivacyRight {
  readonly key: string;
  readonly titleId: MessageId;
  readonly descId: MessageId;
}

/** The rights listed in section 5, in the order of the GDPR. */
export const PRIVACY_RIGHTS = [
  { key: "access", titleId: "privacy.rights.access.title", descId: "privacy.rights.access.desc" },
  {
    key: "rectification",
    titleId: "privacy.rights.rectification.title",
    descId: "privacy.rights.rectification.desc",
  },
  { key: "erasure", titleId: "privacy.rights.erasure.title", descId: "privacy.rights.erasure.desc" },
  { key: "restriction", titleId: "privacy.rights.restriction.title", descId: "privacy.rights.restriction.desc" },
  { key: "objection", titleId: "privacy.rights.objection.title", descId: "privacy.rights.objection.desc" },
  { key: "portability", titleId: "privacy.rights.portability.title", descId: "privacy.rights.portability.desc" },
  { key: "complaint", titleId: "privacy.rights.complaint.title", descId: "privacy.rights.complaint.desc" },
] as const satisfies readonly PrivacyRight[];

/**
 * The opt-out control of section 6: a checkbox, checked = opted out (an opt-out cookie is set),
 * with a live status line; `cookiesBlockedId` replaces the status when cookies cannot be written.
 */
export const PRIVACY_OPT_OUT = {
  checkboxLabelId: "privacy.optOut.checkboxLabel",
  statusOptedInId: "privacy.optOut.statusOptedIn",
  statusOptedOutId: "privacy.optOut.statusOptedOut",
  cookiesBlockedId: "privacy.optOut.cookiesBlocked",
} as const satisfies Record<string, MessageId>;

/** A service of another company that a visitor's browser contacts. */
export interface PrivacyService {
  /** The host name the browser contacts, e.g. `ipinfo.io`. */
  readonly host: string;
  /** The company behind it, when known (`IPinfo, Inc.`); a proper name, the same in every language. */
  readonly provider?: string;
}

/**
 * What a build of the site makes a visitor's browser contact besides the site's own origin — the
 * site fills it from its configuration, so the policy names exactly the hosts the build calls.
 */
export interface PrivacyThirdParties {
  /**
   * The country lookups (docs/product.md#43-country-detection) on another host, in the order they
   * are tried; empty: none.
   */
  readonly countryLookups: readonly PrivacyService[];
  /** Whether the lookups also choose the regional website (once per browser session). */
  readonly regionalRedirect: boolean;
  /** The analytics server's host when it is not the site's own origin; null otherwise (or off). */
  readonly analyticsHost: string | null;
  /** The business-registry badge's host when the footer loads one from another host; else null. */
  readonly registryBadgeHost: string | null;
}

/** A configuration that makes the browser contact no other host. */
export const NO_THIRD_PARTIES: PrivacyThirdParties = {
  countryLookups: [],
  regionalRedirect: false,
  analyticsHost: null,
  registryBadgeHost: null,
};

/** The texts of the section on other services (section 5); each service is a titled item. */
export const PRIVACY_THIRD_PARTIES = {
  /** When the browser contacts no other host. */
  noneId: "privacy.thirdParties.none",
  /** Before the list: what every such server receives. */
  introId: "privacy.thirdParties.intro",
  /** One service of a list, `{provider}` and `{host}`; a service without a known company shows its host. */
  serviceId: "privacy.thirdParties.service",
  countryLookups: {
    titleId: "privacy.thirdParties.countryLookups.title",
    /** Why: the first-load language. */
    languageId: "privacy.thirdParties.countryLookups.language",
    /** Why, with regional websites: once per session. */
    regionalId: "privacy.thirdParties.countryLookups.regional",
    /** Takes `{count}`, the number of services listed after it. */
    servicesId: "privacy.thirdParties.countryLookups.services",
    /** What they receive and what is kept. */
    useId: "privacy.thirdParties.countryLookups.use",
    /** How to avoid them. */
    avoidId: "privacy.thirdParties.countryLookups.avoid",
  },
  analytics: {
    titleId: "privacy.thirdParties.analytics.title",
    /** Takes `{host}`. */
    textId: "privacy.thirdParties.analytics.text",
  },
  registryBadge: {
    titleId: "privacy.thirdParties.registryBadge.title",
    /** Takes `{host}`. */
    textId: "privacy.thirdParties.registryBadge.text",
  },
  /** After the list: the legal basis and the right to object. */
  basisId: "privacy.thirdParties.basis",
} as const satisfies {
  noneId: MessageId;
  introId: MessageId;
  serviceId: MessageId;
  countryLookups: Record<string, MessageId>;
  analytics: Record<string, MessageId>;
  registryBadge: Record<string, MessageId>;
  basisId: MessageId;
};
