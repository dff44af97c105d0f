export type { LocaleCode } from "@studio/content";
export * from "./schemas.ts";
export * from "./images.ts";
export * from "./banners.ts";
export * from "./client.ts";
export * from "./idempotency.ts";
export * from "./demos.ts";
export * from "./visit.ts";
