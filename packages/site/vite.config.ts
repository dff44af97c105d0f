import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // The site calls the API on its own origin by default; in development that is the mock API.
    proxy: { "/api": `http://localhost:${apiPort}` },
  },
});
