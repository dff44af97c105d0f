/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate near the viewport (`true`), when idle (`"idle"`) or when the visitor reaches for it
     * (`"intent"`); code preloaded when idle: app/directives/approach.ts.
     */
    "client:approach"?: boolean | "idle" | "intent";
  }
}

export {};
