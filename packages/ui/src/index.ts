export * from "./lib/cn.ts";
export * from "./i18n/site-intl-provider.tsx";
export * from "./media/flag/index.ts";
export * from "./shell/brand-logo/index.ts";
export * from "./shell/site-header/index.ts";
export * from "./navigation/language-switcher/index.ts";
