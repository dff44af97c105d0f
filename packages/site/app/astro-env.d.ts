/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate near the viewport (or on idle with `"idle"`), code fetched when idle: app/directives/approach.ts. */
    "client:approach"?: boolean | "idle";
  }
}

export {};
