/**
 * The site's configuration, read from the environment at build time (Vite's `VITE_*` variables)
 * by Node: the build's plugin (vite/site-config.ts) and the nginx configuration generator parse
 * it here; the pages get the plain values (site-config.ts), never this parser. Every value has a
 * default for the local setup with the mock API; a value that is set but malformed stops the
 * build with a message naming the variable.
 *
 * | Variable                          | Field                     | Default                                  |
 * | --------------------------------- | ------------------------- | ---------------------------------------- |
 * | `VITE_API_BASE_URL`               | `apiBaseUrl`              | "" (the page's own origin)               |
 * | `VITE_DEMO_HOST`                  | `demoHost`                | the API base URL (spec 7.3)              |
 * | `VITE_EU_HOST`, `VITE_NON_EU_HOST`| `euHost`, `nonEuHost`     | "" (regional redirect off)               |
 * | `VITE_SITE_IP`                    | `ip`                      | ""                                       |
 * | `VITE_SITE_URL`                   | `siteUrl`                 | http://localhost:4173                    |
 * | `VITE_WHATSAPP_NUMBER`            | `whatsappNumber`          | +44 7700 900982 (reserved for fiction)   |
 * | `VITE_SUPPORT_EMAIL`              | `supportEmail`            | support@example.com                      |
 * | `VITE_COMPANY_NAME`               | `companyName`             | Example Software Studio                  |
 * | `VITE_REGISTERED_OFFICE_ADDRESS`  | `offices.registered`      | sample street address in Chennai         |
 * | `VITE_BRANCH_OFFICE_ADDRESS`      | `offices.branch`          | sample street address in Vilnius         |
 * | `VITE_ANALYTICS_URL`, `…_SITE_ID` | `analytics`               | null (analytics off)                     |
 * | `VITE_COUNTRY_TRACE_URL`, `VITE_COUNTRY_TEXT_URL`, `VITE_COUNTRY_JSON_URL` | `countryLookupUrls` | the public services; `off` leaves one out |
 * | `VITE_COUNTRY_LOOKUPS`            | `countryLookupOrder`      | `trace,text,json` (spec 7.3); `off`: none |
 * | `VITE_REGISTRY_BADGE_URL`         | `registryBadgeUrl`        | null (no business-registry badge)        |
 *
 * The analytics server, the badge script and the lookups may also be same-origin paths ("/stats",
 * "/cdn-cgi/trace") that the site's server forwards. What each third party learns, and how to
 * switch it off: docs/third-parties.md.
 *
 * The sample values (number, e-mail, company, addresses) must be replaced before launch.
 */
import {
  COUNTRY_LOOKUP_NAMES,
  DEFAULT_COUNTRY_LOOKUP_ORDER,
  DEFAULT_COUNTRY_LOOKUP_URLS,
  type CountryLookupName,
  type CountryLookupUrls,
} from "./country-detection.ts";

/** The self-hosted analytics server (Matomo-compatible). */
export interface AnalyticsConfig {
  /** Base URL of the analytics server (or a same-origin path to it), without a trailing slash. */
  readonly url: string;
  /** The site's id on that server (a positive integer, as text). */
  readonly siteId: string;
}

/** Street addresses of the two offices of the footer; the localities are copy. */
export interface OfficeAddresses {
  /** Registered office (Chennai, India). */
  readonly registered: string;
  /** Branch office (Vilnius, Lithuania). */
  readonly branch: string;
}

/** The whole site configuration. */
export interface SiteConfig {
  /** Base URL of the backend, without a trailing slash; empty means the page's own origin. */
  readonly apiBaseUrl: string;
  /** Origin of the live demos (spec 2.4), without a trailing slash; empty means the page's origin. */
  readonly demoHost: string;
  /** Host name of the EU regional site; empty (with `nonEuHost`) turns the redirect off. */
  readonly euHost: string;
  /** Host name of the regional site for everyone else. */
  readonly nonEuHost: string;
  /** The IP address the site is also reached at (the start-up gate is ready at once there). */
  readonly ip: string;
  /** Canonical origin of the site for canonical links, hreflang and the sitemap. */
  readonly siteUrl: string;
  /** WhatsApp number in international format (the chat link keeps its digits). */
  readonly whatsappNumber: string;
  /** Support e-mail address of the footer and the privacy policy. */
  readonly supportEmail: string;
  /** Company name of the copyright line. */
  readonly companyName: string;
  readonly offices: OfficeAddresses;
  /** Analytics server, or null when analytics is off. */
  readonly analytics: AnalyticsConfig | null;
  /** The country lookups of spec 7.3 (`null` leaves one out). */
  readonly countryLookupUrls: CountryLookupUrls;
  /** Which country lookups are tried, in which order (empty: the browser language decides). */
  readonly countryLookupOrder: readonly CountryLookupName[];
  /** The business-registry badge's script (spec 2.2), or null for no badge. */
  readonly registryBadgeUrl: string | null;
}

/** Raised when the environment holds a malformed value; lists every problem at once. */
export class SiteConfigError extends Error {
  /** One sentence per malformed variable. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid site configuration:\n- ${problems.join("\n- ")}`);
    this.name = "SiteConfigError";
    this.problems = problems;
  }
}

/** The sample values used when a variable is unset (to be replaced before launch). */
export const CONFIG_DEFAULTS = {
  siteUrl: "http://localhost:4173",
  whatsappNumber: "+44 7700 900982",
  supportEmail: "support@example.com",
  companyName: "Example Software Studio",
  offices: { registered: "No. 1, Example Road, 600001", branch: "Pavyzdžių g. 1, LT-01100" },
} as const;

type Env = Readonly<Record<string, unknown>>;

/** Reads the environment, collecting problems instead of stopping at the first. */
class EnvReader {
  readonly problems: string[] = [];
  private readonly env: Env;

  constructor(env: Env) {
    this.env = env;
  }

  /** The trimmed value of `name`; unset, non-text and blank values give "". */
  text(name: string): string {
    const value = this.env[name];
    return typeof value === "string" ? value.trim() : "";
  }

  problem(name: string, expected: string, value: string): void {
    this.problems.push(`${name} must be ${expected} (got "${value}")`);
  }

  /** An absolute http(s) URL without a trailing slash; "" stays "". */
  url(name: string, { originOnly = false } = {}): string {
    const value = this.text(name);
    if (!value) return "";
    const expected = originOnly
      ? 'an origin like "https://www.example.com" (protocol and host, no path)'
      : 'an absolute http(s) URL like "https://api.example.com"';
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      this.problem(name, expected, value);
      return "";
    }
    const hasExtras = url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "";
    if (!/^https?:$/.test(url.protocol) || hasExtras || (originOnly && url.pathname !== "/")) {
      this.problem(name, expected, value);
      return "";
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  }

  /** A bare host name (no protocol, port or path), lower-cased; "" stays "". */
  host(name: string): string {
    const value = this.text(name).toLowerCase();
    if (!value) return "";
    const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
    if (!new RegExp(`^${label}(?:\\.${label})*$`).test(value)) {
      this.problem(name, 'a host name without protocol, port or path, like "eu.example.com"', value);
      return "";
    }
    return value;
  }

  /** An IPv4 or IPv6 address (brackets removed); "" stays "". */
  ip(name: string): string {
    const value = this.text(name).replace(/^\[(.*)\]$/, "$1");
    if (!value) return "";
    const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
    const v6 = /^[0-9a-f:]+$/i;
    if (!v4.test(value) && !(value.includes(":") && v6.test(value))) {
      this.problem(name, 'an IPv4 or IPv6 address like "203.0.113.10"', value);
      return "";
    }
    return value.toLowerCase();
  }

  /** A lookup URL: absolute http(s), a same-origin path ("/cdn-cgi/trace"), or "off". */
  lookup(name: string, fallback: string | null): string | null {
    const value = this.text(name);
    if (!value) return fallback;
    if (value.toLowerCase() === "off") return null;
    if (SAME_ORIGIN_PATH.test(value)) return value;
    return this.url(name) || null;
  }

  /** Like {@link url}, or a same-origin path ("/stats"); without a trailing slash. */
  urlOrPath(name: string): string {
    const value = this.text(name);
    return SAME_ORIGIN_PATH.test(value) ? value.replace(/\/+$/, "") : this.url(name);
  }

  /**
   * A script address: absolute http(s) (a query string is kept, badge scripts often carry the
   * company's id) or a same-origin path; unset or "off" gives null.
   */
  script(name: string): string | null {
    const value = this.text(name);
    if (!value || value.toLowerCase() === "off") return null;
    if (SAME_ORIGIN_PATH.test(value)) return value;
    try {
      const url = new URL(value);
      if (/^https?:$/.test(url.protocol) && !url.username && !url.password) return url.href;
    } catch {
      // Reported below.
    }
    this.problem(name, 'an absolute http(s) URL like "https://registry.example/badge.js", a path, or "off"', value);
    return null;
  }

  /** A comma-separated choice and order of country lookups; "off" is none. */
  lookupOrder(name: string): readonly CountryLookupName[] {
    const value = this.text(name).toLowerCase();
    if (!value) return DEFAULT_COUNTRY_LOOKUP_ORDER;
    if (value === "off") return [];
    const names = value.split(",").map((part) => part.trim());
    const known = (part: string): part is CountryLookupName =>
      (COUNTRY_LOOKUP_NAMES as readonly string[]).includes(part);
    if (names.every(known) && new Set(names).size === names.length) return names;
    this.problem(
      name,
      `a comma-separated list of ${COUNTRY_LOOKUP_NAMES.join(", ")} in the order to try them, each at most once, or "off"`,
      this.text(name),
    );
    return DEFAULT_COUNTRY_LOOKUP_ORDER;
  }
}

/** A path on the site's own origin ("/x", not the protocol-relative "//host"). */
const SAME_ORIGIN_PATH = /^\/(?!\/)/;

const PHONE = /^\+?[\d\s().-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The site configuration from an environment (e.g. `import.meta.env`). Pure; throws a
 * {@link SiteConfigError} listing every malformed variable.
 */
export function parseSiteConfig(env: Env): SiteConfig {
  const read = new EnvReader(env);

  const apiBaseUrl = read.url("VITE_API_BASE_URL");
  const demoHost = read.url("VITE_DEMO_HOST") || apiBaseUrl;

  const euHost = read.host("VITE_EU_HOST");
  const nonEuHost = read.host("VITE_NON_EU_HOST");
  if (Boolean(read.text("VITE_EU_HOST")) !== Boolean(read.text("VITE_NON_EU_HOST"))) {
    read.problems.push("VITE_EU_HOST and VITE_NON_EU_HOST must be set together (or both left empty)");
  } else if (euHost && euHost === nonEuHost) {
    read.problems.push("VITE_EU_HOST and VITE_NON_EU_HOST must be different hosts");
  }

  const whatsappNumber = read.text("VITE_WHATSAPP_NUMBER") || CONFIG_DEFAULTS.whatsappNumber;
  const digits = whatsappNumber.replace(/\D/g, "").length;
  if (!PHONE.test(whatsappNumber) || digits < 7 || digits > 15) {
    read.problem("VITE_WHATSAPP_NUMBER", 'an international phone number like "+44 7700 900982"', whatsappNumber);
  }

  const supportEmail = read.text("VITE_SUPPORT_EMAIL") || CONFIG_DEFAULTS.supportEmail;
  if (!EMAIL.test(supportEmail)) read.problem("VITE_SUPPORT_EMAIL", "an e-mail address", supportEmail);

  const analyticsUrl = read.urlOrPath("VITE_ANALYTICS_URL");
  const siteId = read.text("VITE_ANALYTICS_SITE_ID");
  if (siteId && !/^[1-9]\d*$/.test(siteId)) {
    read.problem("VITE_ANALYTICS_SITE_ID", "a positive whole number", siteId);
  }

  const config: SiteConfig = {
    apiBaseUrl,
    demoHost,
    euHost,
    nonEuHost,
    ip: read.ip("VITE_SITE_IP"),
    siteUrl: read.url("VITE_SITE_URL", { originOnly: true }) || CONFIG_DEFAULTS.siteUrl,
    whatsappNumber,
    supportEmail,
    companyName: read.text("VITE_COMPANY_NAME") || CONFIG_DEFAULTS.companyName,
    offices: {
      registered: read.text("VITE_REGISTERED_OFFICE_ADDRESS") || CONFIG_DEFAULTS.offices.registered,
      branch: read.text("VITE_BRANCH_OFFICE_ADDRESS") || CONFIG_DEFAULTS.offices.branch,
    },
    analytics: analyticsUrl && /^[1-9]\d*$/.test(siteId) ? { url: analyticsUrl, siteId } : null,
    countryLookupUrls: {
      trace: read.lookup("VITE_COUNTRY_TRACE_URL", DEFAULT_COUNTRY_LOOKUP_URLS.trace),
      text: read.lookup("VITE_COUNTRY_TEXT_URL", DEFAULT_COUNTRY_LOOKUP_URLS.text),
      json: read.lookup("VITE_COUNTRY_JSON_URL", DEFAULT_COUNTRY_LOOKUP_URLS.json),
    },
    countryLookupOrder: read.lookupOrder("VITE_COUNTRY_LOOKUPS"),
    registryBadgeUrl: read.script("VITE_REGISTRY_BADGE_URL"),
  };
  if (read.problems.length > 0) throw new SiteConfigError(read.problems);
  return config;
}
