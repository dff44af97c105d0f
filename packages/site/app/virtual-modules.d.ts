/** A language's whole precompiled catalog (packages/site/vite/compiled-messages.ts); the prerender reads these. */
declare module "virtual:messages/*" {
  import type { CompiledCatalog } from "@studio/content/compile";
  const messages: CompiledCatalog;
  export default messages;
}

/** The importing island's own messages, per language (packages/site/vite/compiled-messages.ts). */
declare module "virtual:island-messages" {
  import type { LocaleCode } from "@studio/content";
  import type { CompiledMessages } from "@studio/content/compile";
  const messages: { readonly [K in LocaleCode]: () => Promise<{ default: CompiledMessages }> };
  export default messages;
}

/**
 * This build's configuration, validated when the build started (packages/site/vite/site-config.ts):
 * the whole of it, and each field on its own (constants the bundler can fold: a build without
 * analytics or a badge leaves their loaders out).
 */
declare module "virtual:site-config" {
  // An ambient module cannot `import type` a relative module: the type is the parser's, app/lib/config.ts.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type SiteConfig = import("./lib/config.ts").SiteConfig;
  const config: SiteConfig;
  export default config;
  export const analytics: SiteConfig["analytics"];
  export const registryBadgeUrl: SiteConfig["registryBadgeUrl"];
}
