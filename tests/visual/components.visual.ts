/**
 * Visual regression of the design system: every component's all-states story from the static
 * Storybook build, in the modes of `.storybook/modes.ts` (VISUAL_MODES), clipped to the story (its
 * root plus any menu or dialog it opened), and the Pages story of every page type, whole, in
 * English at phone and desktop width; compared with tests/visual/baselines/components/.
 */
import { expect, type Page } from "@playwright/test";
import { PAGES_TITLE, PAGE_STORY_CASES, componentCases, unusedBaselines } from "./cases.ts";
import { expectScreenshot } from "./screenshot.ts";
import { settle } from "./stable-render.ts";
import { openStory, test } from "./storybook-page.ts";
import { systemFontsUsed } from "./fonts-used.ts";
import { EVERY_LANGUAGE_TAG } from "../../.storybook/modes.ts";
import { ALL_STATES_SUFFIX, storiesByComponent } from "./storybook-index.ts";

/**
 * The story's box in page coordinates: its root plus whatever it opened outside it (portals).
 * Measured in the document, not the viewport, so a story that scrolled (a form focusing its error
 * summary) is still photographed from its top.
 */
function storyBox(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.body.children]
      .filter((element) => element.id !== "storybook-docs")
      .flatMap((element) => [element, ...element.querySelectorAll("*")])
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({
        left: box.left + window.scrollX,
        top: box.top + window.scrollY,
        right: box.right + window.scrollX,
        bottom: box.bottom + window.scrollY,
      }));
    const left = Math.floor(Math.max(0, Math.min(...boxes.map((box) => box.left))));
    const top = Math.floor(Math.max(0, Math.min(...boxes.map((box) => box.top))));
    const right = Math.ceil(Math.min(document.documentElement.scrollWidth, Math.max(...boxes.map((box) => box.right))));
    const bottom = Math.ceil(Math.max(...boxes.map((box) => box.bottom)));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

test("every component has exactly one all-states story", () => {
  const without = [...storiesByComponent()]
    .filter(([title]) => title !== PAGES_TITLE)
    .filter(([, stories]) => stories.filter((story) => story.id.endsWith(ALL_STATES_SUFFIX)).length !== 1)
    .map(([title]) => title);
  expect(without, "components without exactly one AllStates story").toEqual([]);
});

test("every all-states story and every Pages story is tested in every language (decision 0160)", () => {
  const untagged = [...storiesByComponent()]
    .flatMap(([title, stories]) =>
      stories.filter((story) => title === PAGES_TITLE || story.id.endsWith(ALL_STATES_SUFFIX)),
    )
    .filter((story) => !story.tags?.includes(EVERY_LANGUAGE_TAG))
    .map((story) => story.id);
  expect(untagged, `stories without the "${EVERY_LANGUAGE_TAG}" tag`).toEqual([]);
});

test("every page type has its story in the Pages group", () => {
  const ids = new Set((storiesByComponent().get(PAGES_TITLE) ?? []).map((story) => story.id));
  expect(PAGE_STORY_CASES.map((shot) => shot.storyId).filter((id) => !ids.has(id))).toEqual([]);
});

test("no baseline is left without its component (npm run test:visual:update deletes them)", () => {
  expect(unusedBaselines("components")).toEqual([]);
});

for (const shot of componentCases()) {
  test(`${shot.component} · ${shot.locale} · ${shot.viewport.width} px`, async ({ storybook: page }) => {
    await page.setViewportSize(shot.viewport);
    const render = await openStory(page, shot.storyId, shot.locale);
    expect(render.errored, "the story renders and plays without an error").toBe(false);
    expect(render.disableSnapshot, "Chromatic snapshots it too (ALL_STATES_PARAMETERS)").toBe(false);
    await settle(page);
    expect(await systemFontsUsed(page), "every glyph comes from a font the repository ships").toEqual([]);
    await expectScreenshot(page, shot.baseline, { fullPage: true, clip: await storyBox(page) });
  });
}

for (const shot of PAGE_STORY_CASES) {
  test(`${PAGES_TITLE}/${shot.pageType} · en · ${shot.viewport.width} px`, async ({ storybook: page }) => {
    await page.setViewportSize(shot.viewport);
    const render = await openStory(page, shot.storyId, "en");
    expect(render.errored, "the story renders and plays without an error").toBe(false);
    expect(render.disableSnapshot, "Chromatic snapshots it too").toBe(false);
    await settle(page);
    expect(await systemFontsUsed(page), "every glyph comes from a font the repository ships").toEqual([]);
    await expectScreenshot(page, shot.baseline, { fullPage: true, clip: await storyBox(page) });
  });
}
