import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { siteConfig } from "./packages/site/vite/site-config.ts";
import { StoryGroupSequencer } from "./.storybook/story-tests/sequencer.ts";
import { STORY_GROUPS } from "./.storybook/story-tests/story-groups.ts";
import { testBrowserLaunch } from "./scripts/chromium.ts";

export default defineConfig({
  test: {
    sequence: { sequencer: StoryGroupSequencer },
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
      storyProject(),
    ],
  },
});

/**
 * The story project: one browser instance whose test files are the groups of story files
 * (.storybook/story-tests, decision 0164); each tests its stories in every mode of
 * .storybook/modes.ts that covers it, setting the mode's globals and viewport per story.
 */
function storyProject(): TestProjectInlineConfiguration {
  return {
    // The plugin sets the preview's annotations up for the group files; no story file is a test
    // file of its own (the instance includes the group files only).
    plugins: [tailwindcss(), storybookTest({ configDir: ".storybook" })],
    optimizeDeps: { include: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"] },
    test: {
      name: "stories",
      // A story on a loaded 2-core machine (the Playwright suites run beside this one) can
      // take longer than the default 15 s: the first of a worker loads the preview, and an
      // all-states sheet is axe-checked whole. Slow, not broken.
      testTimeout: 60_000,
      // One page per browser worker for all its group files: the preview, React and the
      // catalogs load once per page; each story unmounts the last.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: testBrowserLaunch() }),
        // On a loaded 2-core machine a test page can take longer than the default minute to
        // connect to Vitest; it is slow then, not broken.
        connectTimeout: 180_000,
        // One browser instance for every mode: its pages load the preview once each, and the
        // group files switch language and viewport per story (.storybook/story-tests).
        instances: [
          {
            browser: "chromium" as const,
            name: "stories",
            include: STORY_GROUPS.map((group) => `.storybook/story-tests/${group}.test.ts`),
          },
        ],
      },
    },
  };
}
