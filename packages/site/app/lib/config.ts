/**
 * The site's configuration, read from the environment at build time (Vite's `VITE_*` variables)
 * by Node: the build's plugin (vite/site-config.ts) and the nginx configuration generator parse
 * it here; the pages get the plain values (site-config.ts), never this parser.
 *
 * `SITE_CONFIG_SCHEMA` describes every variable once: its rule, its default for the local setup
 * with the mock API, and the field of `SiteConfig` it gives. A variable that is set but breaks its
 * rule, or two variables that contradict each other, stop the build with one sentence each,
 * naming the variable and the rule. Unset, blank and non-text values count as unset.
 *
 * The analytics server, the badge script and the lookups may also be same-origin paths ("/stats",
 * "/cdn-cgi/trace") that the site's server forwards. What each third party learns, and how to
 * switch it off: docs/third-parties.md.
 *
 * The sample values (number, e-mail, company, addresses) must be replaced before launch.
 */
import * as z from "zod";
import { originOf } from "@studio/content/ports";
import {
  COUNTRY_LOOKUP_NAMES,
  DEFAULT_COUNTRY_LOOKUP_ORDER,
  DEFAULT_COUNTRY_LOOKUP_URLS,
  type CountryLookupName,
} from "./country-detection.ts";

/** The self-hosted analytics server (Matomo-compatible). */
export interface AnalyticsConfig {
  /** Base URL of the analytics server (or a same-origin path to it), without a trailing slash. */
  readonly url: string;
  /** The site's id on that server (a positive integer, as text). */
  readonly siteId: string;
}

/** The sample values used when a variable is unset (to be replaced before launch). */
export const CONFIG_DEFAULTS = {
  /** The preview server's address (`npm run preview`), where a build made without the variable is served. */
  siteUrl: originOf("preview", {}),
  whatsappNumber: "+44 7700 900982",
  supportEmail: "support@example.com",
  companyName: "Example Software Studio",
  offices: { registered: "No. 1, Example Road, 600001", branch: "Pavyzdžių g. 1, LT-01100" },
} as const;

/** The rules, as the build's messages say them ("VITE_X must be …"). */
const RULES = {
  url: 'an absolute http(s) URL like "https://api.example.com"',
  origin: 'an origin like "https://www.example.com" (protocol and host, no path)',
  host: 'a host name without protocol, port or path, like "eu.example.com"',
  ip: 'an IPv4 or IPv6 address like "203.0.113.10"',
  phone: 'an international phone number like "+44 7700 900982"',
  email: "an e-mail address",
  siteId: "a positive whole number",
  urlOrPath: 'an absolute http(s) URL like "https://stats.example.com" or a path like "/stats"',
  lookup: 'an absolute http(s) URL like "https://www.cloudflare.com/cdn-cgi/trace", a path, or "off"',
  script: 'an absolute http(s) URL like "https://registry.example/badge.js", a path, or "off"',
  lookupOrder: `a comma-separated list of ${COUNTRY_LOOKUP_NAMES.join(", ")} in the order to try them, each at most once, or "off"`,
} as const;

const HOST_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";

/** The trimmed text of a variable; unset, blank and non-text values (Vite's DEV flag) are unset. */
function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A variable: its text checked by `schema`; `fallback` when unset. */
function variable<Out>(schema: z.ZodType<Out, string>, fallback: Out) {
  return z.preprocess(textOf, schema.optional()).transform((value) => (value === undefined ? fallback : value));
}

/** `value` as a URL, or null when it is not one. */
function urlOf(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

/** An http(s) URL without credentials (and, unless `extras`, without query or hash). */
function isHttpUrl(value: string, { originOnly = false, extras = false } = {}): boolean {
  const url = urlOf(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) return false;
  return (extras || (!url.search && !url.hash)) && (!originOnly || url.pathname === "/");
}

/** An absolute http(s) URL without query, hash or credentials, given without a trailing slash. */
function httpUrl(rule: string, { originOnly = false } = {}) {
  return z
    .string()
    .refine((value) => isHttpUrl(value, { originOnly }), rule)
    .transform((value) => {
      const url = new URL(value);
      return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
    });
}

/** "off" (any case): the feature is switched off. */
const off = (rule: string) =>
  z
    .string()
    .regex(/^off$/i, rule)
    .transform(() => null);

/** A path on the site's own origin ("/x", not the protocol-relative "//host"), as given. */
const sameOriginPath = (rule: string) => z.string().regex(/^\/(?!\/)/, rule);

/** A script address: http(s) (a query string is kept, badge scripts often carry the company's id). */
const scriptUrl = (rule: string) =>
  z
    .string()
    .refine((value) => isHttpUrl(value, { extras: true }), rule)
    .transform((value) => new URL(value).href);

/** A choice and order of country lookups, each at most once. */
const lookupNames = (rule: string) =>
  z
    .string()
    .transform((value) =>
      value
        .toLowerCase()
        .split(",")
        .map((part) => part.trim()),
    )
    .pipe(z.array(z.enum(COUNTRY_LOOKUP_NAMES, rule)).refine((names) => new Set(names).size === names.length, rule));

/** A host name without protocol, port or path, lower-cased. */
const hostName = (rule: string) =>
  z
    .string()
    .toLowerCase()
    .regex(new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*$`), rule);

/** A country lookup's address: http(s), a same-origin path, or "off" (null). */
const lookupUrl = (rule: string) => z.union([off(rule), sameOriginPath(rule), httpUrl(rule)], { error: rule });

/**
 * Every `VITE_*` variable the site reads: its rule and its default. The comment of each says what
 * it sets; `SiteConfig` (below) is what the pages get.
 */
const VARIABLES = z.object({
  /** Base URL of the backend; unset: the page's own origin. */
  VITE_API_BASE_URL: variable(httpUrl(RULES.url), ""),
  /** Origin of the live demos (docs/product.md#62-product-information); unset: the API base URL. */
  VITE_DEMO_HOST: variable<string | undefined>(httpUrl(RULES.url), undefined),
  /** Host names of the two regional sites; both unset: the regional redirect is off. */
  VITE_EU_HOST: variable(hostName(RULES.host), ""),
  VITE_NON_EU_HOST: variable(hostName(RULES.host), ""),
  /** The IP address the site is also reached at (brackets of an IPv6 address are dropped). */
  VITE_SITE_IP: variable(
    z
      .string()
      .transform((value) => value.replace(/^\[(.*)\]$/, "$1").toLowerCase())
      .pipe(z.union([z.ipv4(), z.ipv6()], { error: RULES.ip })),
    "",
  ),
  /** Canonical origin for canonical links, hreflang and the sitemap. */
  VITE_SITE_URL: variable(httpUrl(RULES.origin, { originOnly: true }), CONFIG_DEFAULTS.siteUrl),
  /** WhatsApp number in international format, 7 to 15 digits. */
  VITE_WHATSAPP_NUMBER: variable(
    z
      .string()
      .regex(/^\+?[\d\s().-]+$/, RULES.phone)
      .refine((value) => /^\d{7,15}$/.test(value.replace(/\D/g, "")), RULES.phone),
    CONFIG_DEFAULTS.whatsappNumber,
  ),
  /** Support e-mail address of the footer and the privacy policy. */
  VITE_SUPPORT_EMAIL: variable(z.email({ error: RULES.email }), CONFIG_DEFAULTS.supportEmail),
  /** Company name of the copyright line. */
  VITE_COMPANY_NAME: variable(z.string(), CONFIG_DEFAULTS.companyName),
  /** Street addresses of the registered (Chennai) and branch (Vilnius) offices; localities are copy. */
  VITE_REGISTERED_OFFICE_ADDRESS: variable(z.string(), CONFIG_DEFAULTS.offices.registered),
  VITE_BRANCH_OFFICE_ADDRESS: variable(z.string(), CONFIG_DEFAULTS.offices.branch),
  /** The analytics server and the site's id there; both unset: analytics is off. */
  VITE_ANALYTICS_URL: variable(
    z.union([sameOriginPath(RULES.urlOrPath).transform((path) => path.replace(/\/+$/, "")), httpUrl(RULES.urlOrPath)], {
      error: RULES.urlOrPath,
    }),
    "",
  ),
  VITE_ANALYTICS_SITE_ID: variable(z.string().regex(/^[1-9]\d*$/, RULES.siteId), ""),
  /**
   * The country lookups (docs/product.md#43-country-detection); unset: the public services; "off"
   * leaves one out.
   */
  VITE_COUNTRY_TRACE_URL: variable(lookupUrl(RULES.lookup), DEFAULT_COUNTRY_LOOKUP_URLS.trace),
  VITE_COUNTRY_TEXT_URL: variable(lookupUrl(RULES.lookup), DEFAULT_COUNTRY_LOOKUP_URLS.text),
  VITE_COUNTRY_JSON_URL: variable(lookupUrl(RULES.lookup), DEFAULT_COUNTRY_LOOKUP_URLS.json),
  /** Which lookups are tried, in which order; unset (null): trace, text, json; "off": none. */
  VITE_COUNTRY_LOOKUPS: variable<readonly CountryLookupName[] | null>(
    z.union([off(RULES.lookupOrder).transform(() => []), lookupNames(RULES.lookupOrder)], {
      error: RULES.lookupOrder,
    }),
    null,
  ),
  /** The business-registry badge's script (docs/product.md#34-footer); unset or "off": no badge. */
  VITE_REGISTRY_BADGE_URL: variable(
    z.union([off(RULES.script), sameOriginPath(RULES.script), scriptUrl(RULES.script)], { error: RULES.script }),
    null,
  ),
});

type Variables = z.output<typeof VARIABLES>;
type VariableName = keyof Variables;

/**
 * Variables that only make sense together: both set or both unset. Set alone, one would be
 * silently ignored, so the build stops instead.
 */
const PAIRS: readonly (readonly [VariableName, VariableName, string])[] = [
  ["VITE_EU_HOST", "VITE_NON_EU_HOST", "the regional redirect needs both hosts"],
  ["VITE_ANALYTICS_URL", "VITE_ANALYTICS_SITE_ID", "analytics needs the server and the site's id"],
];

/** The country lookup variable of each lookup. */
const LOOKUP_VARIABLES = {
  trace: "VITE_COUNTRY_TRACE_URL",
  text: "VITE_COUNTRY_TEXT_URL",
  json: "VITE_COUNTRY_JSON_URL",
} as const satisfies Record<CountryLookupName, VariableName>;

/**
 * The whole configuration: every variable by its rule, the rules between variables, and the
 * fields the pages get.
 */
export const SITE_CONFIG_SCHEMA = VARIABLES.superRefine((env, ctx) => {
  const problem = (message: string) => ctx.addIssue({ code: "custom", path: [], message });
  for (const [first, second, why] of PAIRS) {
    if (Boolean(env[first]) !== Boolean(env[second])) {
      problem(`${first} and ${second} must be set together, or both left empty (${why})`);
    }
  }
  if (env.VITE_EU_HOST && env.VITE_EU_HOST === env.VITE_NON_EU_HOST) {
    problem("VITE_EU_HOST and VITE_NON_EU_HOST must be different hosts");
  }
  // Unset, the order leaves out the lookups switched off; named explicitly, one would be ignored.
  for (const name of env.VITE_COUNTRY_LOOKUPS ?? []) {
    if (env[LOOKUP_VARIABLES[name]] === null) {
      problem(`VITE_COUNTRY_LOOKUPS must not name ${name}, which ${LOOKUP_VARIABLES[name]} switches off`);
    }
  }
}).transform((env) => ({
  /** Base URL of the backend, without a trailing slash; empty means the page's own origin. */
  apiBaseUrl: env.VITE_API_BASE_URL,
  /** Origin of the live demos, without a trailing slash; empty means the page's origin. */
  demoHost: env.VITE_DEMO_HOST ?? env.VITE_API_BASE_URL,
  /** Host name of the EU regional site; empty (with `nonEuHost`) turns the redirect off. */
  euHost: env.VITE_EU_HOST,
  /** Host name of the regional site for everyone else. */
  nonEuHost: env.VITE_NON_EU_HOST,
  /** The IP address the site is also reached at (the start-up gate is ready at once there). */
  ip: env.VITE_SITE_IP,
  /** Canonical origin of the site for canonical links, hreflang and the sitemap. */
  siteUrl: env.VITE_SITE_URL,
  /** WhatsApp number in international format (the chat link keeps its digits). */
  whatsappNumber: env.VITE_WHATSAPP_NUMBER,
  /** Support e-mail address of the footer and the privacy policy. */
  supportEmail: env.VITE_SUPPORT_EMAIL,
  /** Company name of the copyright line. */
  companyName: env.VITE_COMPANY_NAME,
  /** Street addresses of the two offices of the footer; the localities are copy. */
  offices: { registered: env.VITE_REGISTERED_OFFICE_ADDRESS, branch: env.VITE_BRANCH_OFFICE_ADDRESS },
  /** Analytics server, or null when analytics is off. */
  analytics: (env.VITE_ANALYTICS_URL
    ? { url: env.VITE_ANALYTICS_URL, siteId: env.VITE_ANALYTICS_SITE_ID }
    : null) as AnalyticsConfig | null,
  /** The country lookups (`null` leaves one out). */
  countryLookupUrls: {
    trace: env.VITE_COUNTRY_TRACE_URL,
    text: env.VITE_COUNTRY_TEXT_URL,
    json: env.VITE_COUNTRY_JSON_URL,
  },
  /** Which country lookups are tried, in which order (empty: the browser language decides). */
  countryLookupOrder: env.VITE_COUNTRY_LOOKUPS ?? DEFAULT_COUNTRY_LOOKUP_ORDER,
  /** The business-registry badge's script, or null for no badge. */
  registryBadgeUrl: env.VITE_REGISTRY_BADGE_URL,
}));

/** The whole site configuration, as the pages get it. */
export type SiteConfig = z.output<typeof SITE_CONFIG_SCHEMA>;

/** Raised when the environment breaks a rule; lists every problem at once. */
export class SiteConfigError extends Error {
  /** One sentence per variable that breaks its rule, and per contradiction between variables. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid site configuration:\n- ${problems.join("\n- ")}`);
    this.name = "SiteConfigError";
    this.problems = problems;
  }
}

/** One sentence per problem: a variable's first broken rule with its value, or a contradiction. */
function problemsOf(error: z.ZodError, env: Readonly<Record<string, unknown>>): string[] {
  const named = new Set<PropertyKey>();
  const problems: string[] = [];
  for (const issue of error.issues) {
    const [name] = issue.path;
    if (name === undefined) {
      problems.push(issue.message);
    } else if (!named.has(name)) {
      named.add(name);
      problems.push(`${String(name)} must be ${issue.message} (got "${textOf(env[String(name)]) ?? ""}")`);
    }
  }
  return problems;
}

/**
 * The site configuration from an environment (e.g. Vite's env). Pure; throws a
 * {@link SiteConfigError} listing every problem.
 */
export function parseSiteConfig(env: Readonly<Record<string, unknown>>): SiteConfig {
  const result = SITE_CONFIG_SCHEMA.safeParse(env);
  if (!result.success) throw new SiteConfigError(problemsOf(result.error, env));
  return result.data;
}
