/**
 * Visual regression of the design system: every component's all-states story from the static
 * Storybook build, in the modes of `.storybook/modes.ts` (VISUAL_MODES), clipped to the story (its
 * root plus any menu or dialog it opened), and the Pages story of every page type, whole, in
 * English at phone and desktop width; compared with tests/visual/baselines/components/.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { PAGES_TITLE, PAGE_STORY_CASES, componentCases, unusedBaselines } from "./cases.ts";
import { STORYBOOK_URL } from "./servers.ts";
import { systemFontsUsed } from "./fonts-used.ts";
import { SCREENSHOT_TOLERANCE, STABLE_CONTEXT, fixClock, settle } from "./stable-render.ts";
import { ALL_STATES_SUFFIX, storiesByComponent } from "./storybook-index.ts";

/**
 * One page per worker, reused from story to story: every story is still a fresh document (a new
 * navigation, storage cleared), but Storybook's scripts come from the warm cache (≈0.2 s, not 1 s).
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...STABLE_CONTEXT, baseURL: STORYBOOK_URL });
      const page = await context.newPage();
      await fixClock(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** What the preview reports of the story it rendered. */
interface RenderState {
  /** Storybook shows its error display: the story threw while rendering or playing. */
  errored: boolean;
  /** The story's `parameters.chromatic.disableSnapshot` (Chromatic photographs it as well). */
  disableSnapshot: boolean | undefined;
}

/** Renders a story alone, in a new document, and waits until its play function has finished. */
async function openStory(page: Page, storyId: string, locale: string): Promise<RenderState> {
  await page.context().clearCookies();
  // What the previous story stored (form drafts, a chosen language) must not reach this one.
  if (page.url().startsWith("http")) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  // a11y.manual: axe runs in the story tests; here it would only slow the render down.
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale};a11y.manual:!true`);
  const finished = await page.waitForFunction(
    () => {
      type Preview = { currentRender?: { phase?: string; story?: { parameters?: Record<string, unknown> } } };
      const render = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.phase !== "finished") return false;
      const chromatic = render.story?.parameters?.chromatic as { disableSnapshot?: boolean } | undefined;
      return {
        errored: document.body.classList.contains("sb-show-errordisplay"),
        disableSnapshot: chromatic?.disableSnapshot,
      } satisfies RenderState;
    },
    undefined,
    { polling: 50 },
  );
  return (await finished.jsonValue()) as RenderState;
}

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
    await expect(page).toHaveScreenshot(shot.baseline, {
      ...SCREENSHOT_TOLERANCE,
      fullPage: true,
      clip: await storyBox(page),
    });
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
    await expect(page).toHaveScreenshot(shot.baseline, {
      ...SCREENSHOT_TOLERANCE,
      fullPage: true,
      clip: await storyBox(page),
    });
  });
}
