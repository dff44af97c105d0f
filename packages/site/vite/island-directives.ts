import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * Registers `client:approach` (app/directives/approach.ts), the site's one way of waking an
 * island: its code is fetched when the browser is idle, it hydrates when it comes near the
 * viewport or the visitor reaches it (pointer, focus), and nothing the visitor did before that is
 * lost (clicks are replayed, typed text is kept).
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: "studio:island-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "approach",
          entrypoint: fileURLToPath(new URL("../app/directives/approach.ts", import.meta.url)),
        });
      },
    },
  };
}
