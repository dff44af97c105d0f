import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { siteConfig } from "./packages/site/vite/site-config.ts";
import { EVERY_LANGUAGE_TAG, PLAY_ONLY_TAG, STORY_MODES, modeName, type StoryMode } from "./.storybook/modes.ts";
import { testBrowserLaunch } from "./scripts/chromium.ts";

export default defineConfig({
  test: {
    projects: [
      {
        // The site's configuration module (virtual:site-config), as its build provides it.
        plugins: [react(), siteConfig()],
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "packages/site/{app,server,vite}/**/*.test.{ts,tsx}",
            "mock-api/src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/repo/**/*.test.ts",
          ],
          environment: "node",
          // Worker threads sharing their modules from file to file: 120 → 75 s of CPU for the same
          // tests (the quick tier's largest part). The files keep no state between them: they pass
          // in any order (checked with --sequence.shuffle.files under several seeds).
          pool: "threads",
          isolate: false,
        },
      },
      {
        test: {
          name: "layout check",
          include: [".storybook/layout-check.test.ts"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: testBrowserLaunch() }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      // Two story projects over the same files: every story (English, the pseudo-locale), and the
      // stories tested in every language (the other languages' modes; decision 0160).
      storyProject("stories", { exclude: [PLAY_ONLY_TAG] }, "all"),
      storyProject(
        "stories in every language",
        { include: [EVERY_LANGUAGE_TAG], exclude: [PLAY_ONLY_TAG] },
        "every-language",
      ),
    ],
  },
});

/**
 * A story project: the stories the tags select, in the modes of that scope (`StoryMode.scope`),
 * one browser instance per mode.
 */
function storyProject(
  name: string,
  tags: { include?: string[]; exclude: string[] },
  scope: NonNullable<StoryMode["scope"]>,
): TestProjectInlineConfiguration {
  return {
    plugins: [tailwindcss(), storybookTest({ configDir: ".storybook", tags })],
    optimizeDeps: { include: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"] },
    test: {
      name,
      // A story on a loaded 2-core machine (the Playwright suites run beside this one) can
      // take longer than the default 15 s: the first of a worker loads the preview, and an
      // all-states sheet is axe-checked whole. Slow, not broken.
      testTimeout: 60_000,
      // One page per browser worker for all its story files: the preview, React and the
      // catalogs load once instead of per file (half the time); each story unmounts the last.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: testBrowserLaunch() }),
        // On a loaded 2-core machine a test page can take longer than the default minute to
        // connect to Vitest; it is slow then, not broken.
        connectTimeout: 180_000,
        // One browser instance per locale × viewport; each pins the story globals, among them
        // which play functions run there (preview.tsx).
        instances: STORY_MODES.filter((mode) => (mode.scope ?? "all") === scope).map((mode) => ({
          browser: "chromium" as const,
          name: `stories ${modeName(mode)}`,
          ...(mode.stories ? { include: [...mode.stories] } : {}),
          provide: {
            "storybook/test-initial-globals": {
              locale: mode.locale,
              viewport: { value: mode.viewport, isRotated: false },
              interactions: mode.interactions ?? "none",
            },
          },
        })),
      },
    },
  };
}
