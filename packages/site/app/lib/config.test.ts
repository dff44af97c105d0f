import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY_LOOKUP_URLS } from "./country-detection.ts";
import { CONFIG_DEFAULTS, SiteConfigError, parseSiteConfig } from "./config.ts";
import { originOf } from "@studio/content/ports";

/** The problems a malformed environment reports. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    parseSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a SiteConfigError");
}

describe("parseSiteConfig defaults (local setup with the mock API)", () => {
  const config = parseSiteConfig({});

  it("calls the API on the page's own origin and uses it for the demos", () => {
    expect(config.apiBaseUrl).toBe("");
    expect(config.demoHost).toBe("");
  });

  it("has regional redirects, the site IP and analytics off", () => {
    expect(config.euHost).toBe("");
    expect(config.nonEuHost).toBe("");
    expect(config.ip).toBe("");
    expect(config.analytics).toBeNull();
  });

  it("uses the preview server as canonical origin and the sample contact details", () => {
    expect(config.siteUrl).toBe(originOf("preview", {}));
    expect(config.whatsappNumber).toBe("+44 7700 900982");
    expect(config.supportEmail).toBe("support@example.com");
    expect(config.companyName).toBe(CONFIG_DEFAULTS.companyName);
    expect(config.offices).toEqual(CONFIG_DEFAULTS.offices);
  });

  it("uses the public country lookups in their default order", () => {
    expect(config.countryLookupUrls).toEqual(DEFAULT_COUNTRY_LOOKUP_URLS);
    expect(config.countryLookupOrder).toEqual(["trace", "text", "json"]);
  });

  it("has no business-registry badge", () => {
    expect(config.registryBadgeUrl).toBeNull();
  });
});

describe("parseSiteConfig with values", () => {
  const env = {
    VITE_API_BASE_URL: "https://api.studio.example/",
    VITE_EU_HOST: "EU.studio.example",
    VITE_NON_EU_HOST: "www.studio.example",
    VITE_SITE_IP: "203.0.113.10",
    VITE_SITE_URL: "https://www.studio.example/",
    VITE_WHATSAPP_NUMBER: "+91 98765 43210",
    VITE_SUPPORT_EMAIL: "help@studio.example",
    VITE_COMPANY_NAME: "  Studio Ltd  ",
    VITE_REGISTERED_OFFICE_ADDRESS: "12 Anna Salai, 600002",
    VITE_BRANCH_OFFICE_ADDRESS: "Gedimino pr. 1, LT-01103",
    VITE_ANALYTICS_URL: "https://stats.studio.example/",
    VITE_ANALYTICS_SITE_ID: "3",
    VITE_COUNTRY_TRACE_URL: "/cdn-cgi/trace",
    VITE_COUNTRY_TEXT_URL: "off",
    VITE_COUNTRY_JSON_URL: "https://geo.studio.example/json",
    VITE_COUNTRY_LOOKUPS: " JSON, trace ",
    VITE_REGISTRY_BADGE_URL: "https://registry.example/badge.js?company=42",
  };
  const config = parseSiteConfig(env);

  it("reads every field, trimmed, without trailing slashes", () => {
    expect(config).toEqual({
      apiBaseUrl: "https://api.studio.example",
      demoHost: "https://api.studio.example",
      euHost: "eu.studio.example",
      nonEuHost: "www.studio.example",
      ip: "203.0.113.10",
      siteUrl: "https://www.studio.example",
      whatsappNumber: "+91 98765 43210",
      supportEmail: "help@studio.example",
      companyName: "Studio Ltd",
      offices: { registered: "12 Anna Salai, 600002", branch: "Gedimino pr. 1, LT-01103" },
      analytics: { url: "https://stats.studio.example", siteId: "3" },
      countryLookupUrls: { trace: "/cdn-cgi/trace", text: null, json: "https://geo.studio.example/json" },
      countryLookupOrder: ["json", "trace"],
      registryBadgeUrl: "https://registry.example/badge.js?company=42",
    });
  });

  it("takes an explicit demo host over the API base URL", () => {
    expect(parseSiteConfig({ ...env, VITE_DEMO_HOST: "https://demo.studio.example" }).demoHost).toBe(
      "https://demo.studio.example",
    );
  });

  it("keeps a path in the API base URL", () => {
    expect(parseSiteConfig({ VITE_API_BASE_URL: "https://studio.example/backend/" }).apiBaseUrl).toBe(
      "https://studio.example/backend",
    );
  });

  it("accepts an IPv6 address, with or without brackets", () => {
    expect(parseSiteConfig({ VITE_SITE_IP: "[2001:DB8::1]" }).ip).toBe("2001:db8::1");
  });

  it("leaves analytics off when both analytics variables are empty", () => {
    expect(parseSiteConfig({ VITE_ANALYTICS_URL: " ", VITE_ANALYTICS_SITE_ID: "" }).analytics).toBeNull();
  });

  it("switches every country lookup off with VITE_COUNTRY_LOOKUPS=off", () => {
    expect(parseSiteConfig({ VITE_COUNTRY_LOOKUPS: "OFF" }).countryLookupOrder).toEqual([]);
  });

  it("takes same-origin paths for the analytics server and the badge script", () => {
    const config = parseSiteConfig({
      VITE_ANALYTICS_URL: "/stats/",
      VITE_ANALYTICS_SITE_ID: "2",
      VITE_REGISTRY_BADGE_URL: "/registry/badge.js",
    });
    expect(config.analytics).toEqual({ url: "/stats", siteId: "2" });
    expect(config.registryBadgeUrl).toBe("/registry/badge.js");
  });

  it("leaves the badge off when its variable says off", () => {
    expect(parseSiteConfig({ VITE_REGISTRY_BADGE_URL: "off" }).registryBadgeUrl).toBeNull();
  });

  it("ignores values that are not text (Vite's DEV and PROD flags)", () => {
    expect(parseSiteConfig({ DEV: true, VITE_COMPANY_NAME: 42 }).companyName).toBe(CONFIG_DEFAULTS.companyName);
  });
});

describe("parseSiteConfig validation", () => {
  it("refuses a regional host written with a protocol, port or path", () => {
    const problems = problemsOf({
      VITE_EU_HOST: "https://eu.studio.example",
      VITE_NON_EU_HOST: "www.studio.example:8443",
    });
    expect(problems).toEqual([
      'VITE_EU_HOST must be a host name without protocol, port or path, like "eu.example.com" (got "https://eu.studio.example")',
      'VITE_NON_EU_HOST must be a host name without protocol, port or path, like "eu.example.com" (got "www.studio.example:8443")',
    ]);
  });

  it("wants both regional hosts or neither, and two different ones", () => {
    expect(problemsOf({ VITE_EU_HOST: "eu.studio.example" })).toEqual([
      "VITE_EU_HOST and VITE_NON_EU_HOST must be set together, or both left empty (the regional redirect needs both hosts)",
    ]);
    expect(problemsOf({ VITE_EU_HOST: "a.example", VITE_NON_EU_HOST: "A.example" })).toEqual([
      "VITE_EU_HOST and VITE_NON_EU_HOST must be different hosts",
    ]);
  });

  it("wants both analytics variables or neither, like the regional hosts", () => {
    expect(problemsOf({ VITE_ANALYTICS_URL: "https://stats.studio.example" })).toEqual([
      "VITE_ANALYTICS_URL and VITE_ANALYTICS_SITE_ID must be set together, or both left empty (analytics needs the server and the site's id)",
    ]);
    expect(problemsOf({ VITE_ANALYTICS_SITE_ID: "3" })).toEqual([
      "VITE_ANALYTICS_URL and VITE_ANALYTICS_SITE_ID must be set together, or both left empty (analytics needs the server and the site's id)",
    ]);
  });

  it("refuses a lookup order that names a lookup switched off, but leaves it out of the default order", () => {
    expect(problemsOf({ VITE_COUNTRY_LOOKUPS: "json, text", VITE_COUNTRY_TEXT_URL: "off" })).toEqual([
      "VITE_COUNTRY_LOOKUPS must not name text, which VITE_COUNTRY_TEXT_URL switches off",
    ]);
    expect(parseSiteConfig({ VITE_COUNTRY_TEXT_URL: "off" }).countryLookupUrls.text).toBeNull();
  });

  it("refuses URLs without protocol or with other protocols", () => {
    expect(problemsOf({ VITE_API_BASE_URL: "api.studio.example" })[0]).toMatch(
      /^VITE_API_BASE_URL must be an absolute/,
    );
    expect(problemsOf({ VITE_DEMO_HOST: "ftp://demo.studio.example" })[0]).toMatch(/^VITE_DEMO_HOST/);
    expect(problemsOf({ VITE_ANALYTICS_URL: "//stats.example" })[0]).toMatch(/^VITE_ANALYTICS_URL/);
  });

  it("wants the site URL to be an origin only", () => {
    expect(problemsOf({ VITE_SITE_URL: "https://www.studio.example/en" })).toEqual([
      'VITE_SITE_URL must be an origin like "https://www.example.com" (protocol and host, no path) (got "https://www.studio.example/en")',
    ]);
  });

  it("checks the IP, the WhatsApp number, the e-mail and the analytics site id", () => {
    expect(
      problemsOf({
        VITE_SITE_IP: "203.0.113.300",
        VITE_WHATSAPP_NUMBER: "call us",
        VITE_SUPPORT_EMAIL: "support",
        VITE_ANALYTICS_URL: "/stats",
        VITE_ANALYTICS_SITE_ID: "0",
      }),
    ).toEqual([
      'VITE_SITE_IP must be an IPv4 or IPv6 address like "203.0.113.10" (got "203.0.113.300")',
      'VITE_WHATSAPP_NUMBER must be an international phone number like "+44 7700 900982" (got "call us")',
      'VITE_SUPPORT_EMAIL must be an e-mail address (got "support")',
      'VITE_ANALYTICS_SITE_ID must be a positive whole number (got "0")',
    ]);
  });

  it("refuses a WhatsApp number with too few or too many digits", () => {
    expect(problemsOf({ VITE_WHATSAPP_NUMBER: "+44 77" })).toHaveLength(1);
    expect(problemsOf({ VITE_WHATSAPP_NUMBER: "+44 7700 900982 123456" })).toHaveLength(1);
  });

  it("refuses a malformed lookup URL", () => {
    expect(problemsOf({ VITE_COUNTRY_JSON_URL: "geo.example/json" })[0]).toMatch(/^VITE_COUNTRY_JSON_URL/);
  });

  it.each(["trace,trace", "trace,dns", "trace,,text", "cloudflare"])(
    "refuses the country lookup order %j, naming the variable and the choices",
    (value) => {
      expect(problemsOf({ VITE_COUNTRY_LOOKUPS: value })).toEqual([
        `VITE_COUNTRY_LOOKUPS must be a comma-separated list of trace, text, json in the order to try them, each at most once, or "off" (got "${value}")`,
      ]);
    },
  );

  it("refuses a badge script address that is neither an http(s) URL nor a path", () => {
    for (const value of ["registry.example/badge.js", "javascript:alert(1)", "//registry.example/badge.js"]) {
      expect(problemsOf({ VITE_REGISTRY_BADGE_URL: value })[0]).toMatch(/^VITE_REGISTRY_BADGE_URL must be/);
    }
  });

  it("names the variables in the error message", () => {
    expect(() => parseSiteConfig({ VITE_SUPPORT_EMAIL: "nope" })).toThrow(
      /Invalid site configuration:\n- VITE_SUPPORT_EMAIL/,
    );
  });
});
