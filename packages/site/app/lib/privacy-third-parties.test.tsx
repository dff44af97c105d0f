/**
 * The privacy policy tells the truth about the build: for every configuration below, each outside
 * host the build can make a visitor's browser call — the hosts its Content-Security-Policy allows
 * (`thirdPartyOriginsOf`, made from the same configuration; the browser reaches no other) — is
 * named in the rendered policy, in all seven languages, and the policy names no host the build
 * does not call. With none, the policy says the browser contacts only the site's own servers.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES, PRIVACY_THIRD_PARTIES, getLocale, messagesFor, type LocaleCode } from "@studio/content";
import { PrivacyPolicy, SiteIntlProvider } from "@studio/ui";
import { thirdPartyOriginsOf } from "../../server/security-headers.ts";
import { parseSiteConfig } from "./config.ts";
import { LOOKUP_PROVIDERS, privacyThirdParties } from "./privacy-third-parties.ts";

/** Build configurations (their `VITE_*` variables), from the default to every service elsewhere. */
const CONFIGURATIONS: Record<string, Record<string, string>> = {
  "the default build (the three public lookups)": {},
  "npm test's build (analytics and badge on the site's own paths)": {
    VITE_ANALYTICS_URL: "/e2e-third-party/analytics",
    VITE_ANALYTICS_SITE_ID: "1",
    VITE_REGISTRY_BADGE_URL: "/e2e-third-party/registry-badge.js",
  },
  "regional websites, two lookups in another order, one of its own, analytics and badge elsewhere": {
    VITE_EU_HOST: "eu.studio.example",
    VITE_NON_EU_HOST: "www.studio.example",
    VITE_COUNTRY_LOOKUPS: "json,trace",
    VITE_COUNTRY_JSON_URL: "https://geo.lookup.example:8443/json",
    VITE_ANALYTICS_URL: "https://stats.studio.example/matomo",
    VITE_ANALYTICS_SITE_ID: "3",
    VITE_REGISTRY_BADGE_URL: "https://badge.registry.example/seal.js?company=42",
  },
  "one public lookup left out": { VITE_COUNTRY_TEXT_URL: "off" },
  "the CDN's own trace on the site's origin (no third party)": {
    VITE_COUNTRY_TRACE_URL: "/cdn-cgi/trace",
    VITE_COUNTRY_LOOKUPS: "trace",
  },
  "no lookups": { VITE_COUNTRY_LOOKUPS: "off" },
};

/** The hosts the build can call besides its own origin and its own API. */
function calledHosts(env: Record<string, string>): string[] {
  const { api: _api, ...outside } = thirdPartyOriginsOf(parseSiteConfig(env));
  return [...new Set(Object.values(outside).flat())].map((origin) => new URL(origin).host).sort();
}

/** The policy as the site renders it in a language, as text. */
function policyText(code: LocaleCode, env: Record<string, string>): string {
  const html = renderToStaticMarkup(
    <SiteIntlProvider locale={code} messages={messagesFor(code)}>
      <PrivacyPolicy
        supportEmail="support@studio.example"
        thirdParties={privacyThirdParties(parseSiteConfig(env))}
        optedOut={false}
        onOptedOutChange={() => undefined}
      />
    </SiteIntlProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The host names a text mentions (anything shaped like one, e.g. `ipinfo.io`, `geo.lookup.example:8443`). */
function mentionedHosts(text: string): string[] {
  const names = text.match(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?\b/g) ?? [];
  return [...new Set(names)].filter((name) => /\.[a-z]{2,}(?::\d+)?$/.test(name));
}

describe.each(Object.entries(CONFIGURATIONS))("the privacy policy of %s", (_name, env) => {
  const hosts = calledHosts(env);

  it("names the same hosts the build's configuration calls (and its CSP allows)", () => {
    const { countryLookups, analyticsHost, registryBadgeHost } = privacyThirdParties(parseSiteConfig(env));
    const named = [...countryLookups.map((service) => service.host), analyticsHost, registryBadgeHost];
    expect(named.filter((host): host is string => host !== null).sort()).toEqual(hosts);
  });

  it.each(LOCALE_CODES)("names every one of them in %s, and nothing else", (code) => {
    const text = policyText(code, env);
    for (const host of hosts) expect(text, `${host} in ${code}`).toContain(host);
    // Every host-shaped word of the policy is one the build calls, or the support address's domain.
    for (const name of mentionedHosts(text)) {
      expect(hosts.includes(name) || name === "studio.example", `${name} in ${code}`).toBe(true);
    }
    const none = messagesFor(code)[PRIVACY_THIRD_PARTIES.noneId].replace(/\s+/g, " ");
    if (hosts.length === 0) expect(text).toContain(none);
    else expect(text).not.toContain(none);
  });
});

describe("privacyThirdParties", () => {
  it("names the company behind each default lookup, in the order they are tried", () => {
    expect(privacyThirdParties(parseSiteConfig({})).countryLookups).toEqual([
      { host: "www.cloudflare.com", provider: "Cloudflare, Inc." },
      { host: "ipinfo.io", provider: "IPinfo, Inc." },
      { host: "api.db-ip.com", provider: "DB-IP" },
    ]);
    expect(Object.keys(LOOKUP_PROVIDERS)).toHaveLength(3);
  });

  it("says the lookups also choose the regional website only when both regional hosts are set", () => {
    expect(privacyThirdParties(parseSiteConfig({})).regionalRedirect).toBe(false);
    const regional = parseSiteConfig({ VITE_EU_HOST: "eu.studio.example", VITE_NON_EU_HOST: "www.studio.example" });
    expect(privacyThirdParties(regional).regionalRedirect).toBe(true);
  });

  it("names a host once when two lookups share it", () => {
    const config = parseSiteConfig({
      VITE_COUNTRY_TEXT_URL: "https://geo.lookup.example/country",
      VITE_COUNTRY_JSON_URL: "https://geo.lookup.example/json",
      VITE_COUNTRY_LOOKUPS: "text,json",
    });
    expect(privacyThirdParties(config).countryLookups).toEqual([{ host: "geo.lookup.example" }]);
  });

  it("renders the regional reason in the language of the page", () => {
    const env =
      CONFIGURATIONS["regional websites, two lookups in another order, one of its own, analytics and badge elsewhere"]!;
    for (const code of LOCALE_CODES) {
      const reason = messagesFor(code)[PRIVACY_THIRD_PARTIES.countryLookups.regionalId].replace(/\s+/g, " ");
      expect(policyText(code, env), getLocale(code).tag).toContain(reason);
    }
  });
});
