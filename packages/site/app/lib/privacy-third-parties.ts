/**
 * What the privacy policy names as other services (its section 5), read from the build's
 * configuration: the country lookups the build runs, the analytics server and the registry badge
 * when they are on another host. Same-origin paths ("/cdn-cgi/trace", "/stats") are the site's own
 * server and add nothing. The Content-Security-Policy is made from the same configuration
 * (`server/security-headers.ts`, `thirdPartyOriginsOf`), so the browser can reach no host the
 * policy does not name; `privacy-third-parties.test.ts` checks both agree in every language.
 */
import type { PrivacyService, PrivacyThirdParties } from "@studio/content";
import type { SiteConfig } from "./config.ts";
import { DEFAULT_COUNTRY_LOOKUP_URLS } from "./country-detection.ts";

/**
 * The companies behind the default lookups (docs/third-parties.md), by host; proper names, the same
 * in every language. A lookup on another host is named by its host alone.
 */
export const LOOKUP_PROVIDERS: Readonly<Record<string, string>> = {
  [hostOf(DEFAULT_COUNTRY_LOOKUP_URLS.trace) ?? ""]: "Cloudflare, Inc.",
  [hostOf(DEFAULT_COUNTRY_LOOKUP_URLS.text) ?? ""]: "IPinfo, Inc.",
  [hostOf(DEFAULT_COUNTRY_LOOKUP_URLS.json) ?? ""]: "DB-IP",
};

/** The host of an absolute http(s) URL; null for a same-origin path, "off" (null) or anything else. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The parts of the configuration that decide what the policy names. */
export type PrivacyConfig = Pick<
  SiteConfig,
  "countryLookupUrls" | "countryLookupOrder" | "analytics" | "registryBadgeUrl" | "euHost" | "nonEuHost"
>;

/** The other services a build of this configuration makes the visitor's browser contact. */
export function privacyThirdParties(config: PrivacyConfig): PrivacyThirdParties {
  const countryLookups: PrivacyService[] = [];
  for (const name of config.countryLookupOrder) {
    const host = hostOf(config.countryLookupUrls[name]);
    if (host === null || countryLookups.some((service) => service.host === host)) continue;
    const provider = LOOKUP_PROVIDERS[host];
    countryLookups.push(provider ? { host, provider } : { host });
  }
  return {
    countryLookups,
    regionalRedirect: Boolean(config.euHost && config.nonEuHost),
    analyticsHost: hostOf(config.analytics?.url),
    registryBadgeHost: hostOf(config.registryBadgeUrl),
  };
}
