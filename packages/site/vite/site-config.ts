/**
 * `virtual:site-config`: the site's configuration (`VITE_*` variables, app/lib/config.ts) parsed
 * and validated in Node when the build (or the dev server) starts — a malformed value stops it
 * there, naming the variable — and handed to the pages as plain values. The browser gets the
 * values, never the parser.
 */
import type { Plugin } from "vite";
import { parseSiteConfig, type SiteConfig } from "../app/lib/config.ts";

const ID = "virtual:site-config";
const RESOLVED = "\0site-config";

/**
 * The module the pages import: the configuration as plain values, each field a constant of its
 * own (so the bundler can fold `if (analytics)` away) and all of them as the default export.
 */
export function siteConfigModule(config: SiteConfig): string {
  const fields = Object.entries(config).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);
  return `${fields.join("\n")}\nexport default { ${Object.keys(config).join(", ")} };\n`;
}

export function siteConfig(): Plugin {
  let config: SiteConfig | undefined;
  return {
    name: "studio:site-config",
    configResolved(resolved) {
      // Vite's env: the VITE_* variables of the environment and of .env files (envPrefix).
      config = parseSiteConfig(resolved.env);
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!config) throw new Error(`${ID} was loaded before the configuration was read`);
      return siteConfigModule(config);
    },
  };
}
