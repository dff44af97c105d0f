import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { DEMO_PATHS } from "@studio/api";

const apiPort = process.env.API_PORT ?? "3001";
const api = `http://localhost:${apiPort}`;

/** The live demos' paths: their host defaults to the API's (spec 7.3), here the mock. */
const demoPattern = `^(${Object.values(DEMO_PATHS)
  .map((path) => path.replace(/\/$/, ""))
  .join("|")})/?$`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // The site calls the API on its own origin by default; in development that is the mock API.
    proxy: { "/api": api, [demoPattern]: api },
  },
});
