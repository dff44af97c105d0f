import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { DEMO_PATHS } from "@studio/api";
import { WITHOUT_ICU_PARSER, compiledMessages } from "./vite/compiled-messages.ts";

const apiPort = process.env.API_PORT ?? "3001";
const api = `http://localhost:${apiPort}`;

/** The live demos' paths: their host defaults to the API's (spec 7.3), here the mock. */
const demoPattern = `^(${Object.values(DEMO_PATHS)
  .map((path) => path.replace(/\/$/, ""))
  .join("|")})/?$`;

export default defineConfig({
  plugins: [tailwindcss(), compiledMessages(), reactRouter()],
  // Messages arrive precompiled (one language per page): no ICU parser in the pages' code.
  resolve: { alias: [WITHOUT_ICU_PARSER] },
  // Dependencies of the workspace packages (linked sources, not scanned up front): bundled before
  // the first page load, so a fresh `npm start` does not reload the page on its first visit.
  optimizeDeps: {
    include: [
      "@hookform/resolvers/zod",
      "@radix-ui/react-accordion",
      "@radix-ui/react-dialog",
      "@radix-ui/react-dropdown-menu",
      "@radix-ui/react-slot",
      "@radix-ui/react-tabs",
      "class-variance-authority",
      "clsx",
      "country-flag-icons/react/3x2",
      "ky",
      "lucide-react",
      "react-hook-form",
      "react-intl",
      "simple-icons",
      "tailwind-merge",
      "zod",
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // The site calls the API on its own origin by default; in development that is the mock API.
    proxy: { "/api": api, [demoPattern]: api },
  },
});
