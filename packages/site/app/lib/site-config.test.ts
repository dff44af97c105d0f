import { describe, expect, it } from "vitest";
import { siteConfig as siteConfigPlugin, siteConfigModule } from "../../vite/site-config.ts";
import { SiteConfigError, parseSiteConfig } from "./config.ts";
import { demoUrl, siteConfig } from "./site-config.ts";

/** The build's plugin as a build starts with `env`. */
function startBuild(env: Record<string, string>) {
  const plugin = siteConfigPlugin();
  (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env });
  return plugin;
}

describe("the configuration the pages get", () => {
  it("is what this build's environment gives, parsed when the build started", () => {
    expect(siteConfig).toEqual(parseSiteConfig(import.meta.env));
  });

  it("is plain values: each field a constant, all of them the default export; no code", async () => {
    const config = parseSiteConfig({ VITE_ANALYTICS_URL: "/stats", VITE_ANALYTICS_SITE_ID: "2" });
    const source = siteConfigModule(config);
    expect(source.split("\n").filter(Boolean)).toEqual([
      ...Object.entries(config).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
      `export default { ${Object.keys(config).join(", ")} };`,
    ]);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
    expect(module.default).toEqual(config);
    expect(module.analytics).toEqual({ url: "/stats", siteId: "2" });
  });

  it("stops the build when a variable is malformed, naming it", () => {
    expect(() => startBuild({ VITE_SUPPORT_EMAIL: "nope", VITE_SITE_URL: "ftp://x" })).toThrow(SiteConfigError);
    expect(() => startBuild({ VITE_SUPPORT_EMAIL: "nope" })).toThrow(/VITE_SUPPORT_EMAIL/);
  });
});

describe("demoUrl", () => {
  it("appends the demo path to the demo host", () => {
    expect(demoUrl("/electrotech/", "https://demo.studio.example")).toBe("https://demo.studio.example/electrotech/");
    expect(demoUrl("grocery", "https://demo.studio.example")).toBe("https://demo.studio.example/grocery");
  });

  it("uses the configured demo host by default", () => {
    expect(demoUrl("/meat")).toBe(`${siteConfig.demoHost}/meat`);
  });
});
