export * from "./locales.ts";
export * from "./messages.ts";
