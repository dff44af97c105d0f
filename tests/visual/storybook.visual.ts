/**
 * Storybook tells the truth, checked in the static build designers and Chromatic see
 * (test-results/storybook-static), without screenshots:
 * - every story in English at desktop width (`STATIC_BUILD_MODE`, .storybook/modes.ts): the story
 *   tests' mode that runs here rather than in Vitest, so each story is rendered once per mode and
 *   every play function is proven in the build that ships. Each story renders, plays (the
 *   `interactions` global is unset in a static Storybook, which runs every play function, as "all"
 *   does), and passes axe and the preview's checks after each story (layout, conflicting classes,
 *   never a blank canvas), as in Vitest;
 * - every docs page renders (they compute what they say from the data);
 * - the sidebar lists the groups in the order the preview sorts the index (Introduction,
 *   Foundations, Components, Sections, Pages);
 * - each Pages story shows the headings (h1–h3, in order) and the pictures of the built page of its
 *   kind (the tests' site build, packages/site/build-test).
 */
import { expect, type Page } from "@playwright/test";
import { STATIC_BUILD_MODE } from "../../.storybook/modes.ts";
import { VIEWPORTS } from "../../.storybook/viewports.ts";
import { PAGE_CASES, PAGE_STORY_CASES } from "./cases.ts";
import { SITE_URL } from "./servers.ts";
import { openDocs, openStory, test } from "./storybook-page.ts";
import { indexEntries } from "./storybook-index.ts";

const DESKTOP = {
  width: Number.parseInt(VIEWPORTS.desktop.styles.width, 10),
  height: Number.parseInt(VIEWPORTS.desktop.styles.height, 10),
};
/** The static build's story mode's viewport. */
const VIEWPORT = {
  width: Number.parseInt(VIEWPORTS[STATIC_BUILD_MODE.viewport].styles.width, 10),
  height: Number.parseInt(VIEWPORTS[STATIC_BUILD_MODE.viewport].styles.height, 10),
};

/** Storybook marks a story that has a play function with this tag. */
const PLAY_FUNCTION_TAG = "play-fn";

const stories = indexEntries().filter((entry) => entry.type === "story");
const mode = `${STATIC_BUILD_MODE.locale} ${STATIC_BUILD_MODE.viewport}`;

test("the static build has stories, and stories with play functions", () => {
  expect(stories.filter((entry) => entry.tags?.includes(PLAY_FUNCTION_TAG)).length).toBeGreaterThan(0);
});

for (const story of stories) {
  const plays = story.tags?.includes(PLAY_FUNCTION_TAG) ? "plays and " : "";
  test(`${mode} › ${story.title} › ${story.name} ${plays}passes axe and the layout check`, async ({
    storybookAsTested: page,
  }) => {
    await page.setViewportSize(VIEWPORT);
    const render = await openStory(page, story.id, STATIC_BUILD_MODE.locale, { axe: true });
    expect(render.failures, "what the story announced as failed").toEqual([]);
    expect(render.status, "the story finished without an error").toBe("success");
  });
}

// The docs pages compute what they say from the data (packages/ui/src/test/doc-facts.ts): one that
// throws shows an error instead of the page.
for (const docs of indexEntries().filter((entry) => entry.type === "docs")) {
  test(`renders the docs page ${docs.title} › ${docs.name}`, async ({ storybook: page }) => {
    await page.setViewportSize(DESKTOP);
    expect(await openDocs(page, docs.id), "what the page announced as failed").toEqual([]);
  });
}

test("the sidebar lists the groups in the order the preview sorts them", async ({ storybook: page }) => {
  // index.json is sorted by the preview's storySort; the sidebar must show the same order.
  const sorted = [...new Set(indexEntries().map((entry) => entry.title.split("/")[0]!))];
  await page.goto("/");
  const tree = page.locator("#storybook-explorer-tree");
  await expect(tree.locator("[data-nodetype]").first()).toBeVisible({ timeout: 30_000 });
  const topLevel = await tree.evaluate((root) =>
    [...root.querySelectorAll("[data-nodetype]")]
      .filter((node) => node.getAttribute("data-parent-id") === null)
      .map((node) => node.textContent?.trim() ?? ""),
  );
  // A one-level docs page's row also holds the sidebar's skip link: compare by how the row starts.
  expect(topLevel.map((text, index) => text.startsWith(sorted[index] ?? "\0"))).toEqual(sorted.map(() => true));
  expect(topLevel).toHaveLength(sorted.length);
});

/** The headings and pictures of what a page renders: h1–h3 as "H2 text", pictures by their address. */
interface PageFacts {
  headings: string[];
  images: string[];
}

/**
 * Reads them from everything the page renders, leaving out Storybook's own parts (its wrappers,
 * which hold headings of their own, and the docs root).
 */
function factsOf(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const roots = [...document.body.children].filter(
      (element) => !element.matches(".sb-wrapper, #storybook-docs, script, style, template"),
    );
    const all = (selector: string) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
    // A bundled picture is named `<name>-<hash>.<ext>` by Storybook and `<name>.<hash>.<ext>` by the
    // site: the same name and content hash is the same file.
    const address = (source: string) => new URL(source).pathname.replace(/[-.]([\w-]{8})(\.\w+)$/, ".$1$2");
    return {
      headings: all("h1, h2, h3").map(
        (heading) => `${heading.tagName} ${heading.textContent?.replace(/\s+/g, " ").trim()}`,
      ),
      images: all("img").map((image) => address((image as HTMLImageElement).src)),
    };
  });
}

/** The Pages story of every page type at desktop width, in each language the page suite photographs. */
const comparisons = PAGE_STORY_CASES.filter((story) => story.viewport.width === DESKTOP.width).flatMap((story) =>
  PAGE_CASES.filter((shot) => shot.pageType === story.pageType && shot.viewport.width === DESKTOP.width).map(
    (shot) => ({ ...story, locale: shot.locale, path: shot.path }),
  ),
);

for (const shot of comparisons) {
  test(`the ${shot.storyId} story has the headings and pictures of ${shot.path} (${shot.locale})`, async ({
    storybook,
    page,
  }) => {
    await storybook.setViewportSize(DESKTOP);
    const render = await openStory(storybook, shot.storyId, shot.locale);
    expect(render.failures, "the story renders and plays").toEqual([]);
    const story = await factsOf(storybook);

    await page.setViewportSize(DESKTOP);
    await page.goto(`${SITE_URL}${shot.path}`);
    // The banners and products refresh from the API once the page is idle.
    await page.waitForLoadState("networkidle");
    const site = await factsOf(page);

    expect(story.headings.length, "the story has headings").toBeGreaterThan(0);
    expect(story.headings, "h1–h3, in order").toEqual(site.headings);
    expect(story.images, "the pictures' addresses, in order").toEqual(site.images);
  });
}
