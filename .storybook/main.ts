import type { StorybookConfig } from "@storybook/react-vite";
import remarkGfm from "remark-gfm";
import { API_PATHS } from "../packages/api/src/paths.ts";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.mdx", "../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: [
    // Tables in the docs pages (keyboard maps, variants) are written as Markdown tables.
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    // Hover, keyboard focus and pressed shown on the spec sheets (all-states stories) by forcing
    // the components' own CSS pseudo-class rules, not by imitating them (test/spec-sheet.tsx).
    "storybook-addon-pseudo-states",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  // The mock API's pictures, at the addresses the site's pages use (the API's image paths on the
  // page's own origin): the Pages stories show the banners and products the built pages show.
  staticDirs: [
    { from: "../mock-api/public/bannerimages", to: API_PATHS.bannerImages },
    { from: "../mock-api/public/productimages", to: API_PATHS.productImages },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig, { configType }) {
    const { mergeConfig } = await import("vite");
    const { default: tailwindcss } = await import("@tailwindcss/vite");
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      optimizeDeps: { include: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"] },
      // The static build says only what needs attention: not every asset's size, and not that the
      // "use client" lines of Radix and react-intl mean nothing outside React Server Components.
      ...(configType === "PRODUCTION"
        ? {
            logLevel: "warn",
            build: {
              reportCompressedSize: false,
              // Storybook is a review tool, not a page visitors load: its large chunks are expected.
              chunkSizeWarningLimit: 5000,
              rolldownOptions: {
                onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
                  if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
                },
              },
            },
          }
        : {}),
    });
  },
};

export default config;
