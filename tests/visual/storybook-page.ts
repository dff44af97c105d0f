/**
 * Opening stories of the static Storybook build (test-results/storybook-static) in a browser page:
 * one page per worker, and one preview document per language and axe setting. Loading the preview
 * costs more than rendering most stories (≈0.4 s against ≈0.15 s), so the next story in the same
 * language is rendered in the loaded preview, as the sidebar does (`setCurrentStory` on its channel):
 * Storybook unmounts the last story first, and what a story leaves outside its tree (stored drafts,
 * cookies, scroll, focus) is cleared here. Docs pages follow each other the same way. A new
 * language or axe setting, a switch between a story and a docs page, or a render that ended in
 * Storybook's error display starts a new document. What the preview reports of the story it
 * rendered: whether it finished, and every failure it announced on its channel.
 */
import { test as base, type Page } from "@playwright/test";
import { withoutRestingPointer } from "../e2e/pointer.ts";
import { STORYBOOK_URL } from "./servers.ts";
import { STABLE_CONTEXT, fixClock } from "./stable-render.ts";

export const test = base.extend<object, { storybook: Page; storybookAsTested: Page }>({
  /** For photographs: the visual suite's stable rendering (reduced motion, a fixed clock). */
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...STABLE_CONTEXT, baseURL: STORYBOOK_URL });
      const page = await context.newPage();
      await page.addInitScript(recordStoryOutcome, PENDING_PHASES);
      await fixClock(page);
      await withoutRestingPointer(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  /**
   * For play functions: the browser as the story tests run them (no reduced motion, the real
   * clock), so a carousel's play function sees it turn. (A context made here still starts from
   * the configuration's options, the suite's reduced motion among them: it is turned off.)
   */
  storybookAsTested: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: STORYBOOK_URL, reducedMotion: "no-preference" });
      const page = await context.newPage();
      await page.addInitScript(recordStoryOutcome, PENDING_PHASES);
      await withoutRestingPointer(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** What the preview reported of the story it rendered. */
export interface RenderState {
  /** Storybook shows its error display: the story threw while rendering or playing. */
  errored: boolean;
  /** The story's `parameters.chromatic.disableSnapshot` (Chromatic photographs it as well). */
  disableSnapshot: boolean | undefined;
  /** The story's end as Storybook announced it (`storyFinished`): "success" or "error". */
  status: string | undefined;
  /** What failed, as Storybook announced it: the play function's exception, a render error, … */
  failures: string[];
}

interface StoryOutcome {
  /** The globals of the document's address (`locale:en;…`): the next story may reuse the document when they match. */
  globals: string | undefined;
  status: string | undefined;
  failures: string[];
  /** The docs page Storybook last finished rendering (`docsRendered`). */
  docsRendered: string | undefined;
  /** Stories still loading, rendering or playing (a docs page's stories among them). */
  pending: string[];
}

/**
 * A render's phases before it has finished. Storybook reloads the whole document when it is told to
 * show something else while the current render is in one of them (`StoryRender.teardown`).
 */
const PENDING_PHASES = ["loading", "beforeEach", "rendering", "playing", "afterEach"];

/**
 * Runs in every document before Storybook's scripts: listens on the preview's channel the moment
 * Storybook creates it (it sets `__STORYBOOK_ADDONS_CHANNEL__`), so no announcement is missed.
 */
function recordStoryOutcome(pendingPhaseList: readonly string[]) {
  type Listener = (payload: never) => void;
  type Channel = { on: (event: string, listener: Listener) => void };
  const outcome: StoryOutcome = {
    globals: undefined,
    status: undefined,
    failures: [],
    docsRendered: undefined,
    pending: [],
  };
  const pendingPhases = new Set(pendingPhaseList);
  const messageOf = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? error);
  (window as unknown as { __STORY_OUTCOME__: StoryOutcome }).__STORY_OUTCOME__ = outcome;
  let channel: Channel | undefined;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(value: Channel) {
      channel = value;
      value.on("playFunctionThrewException", ((error: unknown) => {
        outcome.failures.push(`play function: ${messageOf(error)}`);
      }) as Listener);
      value.on("storyThrewException", ((error: unknown) => {
        outcome.failures.push(`render: ${messageOf(error)}`);
      }) as Listener);
      value.on("storyErrored", ((error: { title?: string; description?: string }) => {
        outcome.failures.push(`story: ${error.title ?? ""} ${error.description ?? ""}`);
      }) as Listener);
      value.on("unhandledErrorsWhilePlaying", ((errors: unknown[]) => {
        outcome.failures.push(...errors.map((error) => `unhandled while playing: ${messageOf(error)}`));
      }) as Listener);
      // Checks after the story report here (axe's violations, when it runs): the failed ones.
      type Report = { type: string; status: string; result?: { violations?: { id: string; nodes: unknown[] }[] } };
      value.on("storyFinished", ((finished: { status?: string; reporters?: Report[] }) => {
        outcome.status = finished.status;
        for (const report of finished.reporters ?? []) {
          if (report.status !== "failed") continue;
          const violations = report.result?.violations?.map(({ id, nodes }) => `${id} (${nodes.length})`);
          outcome.failures.push(`${report.type}: ${violations?.join(", ") ?? "failed"}`);
        }
      }) as Listener);
      value.on("docsRendered", ((docsId: string) => {
        outcome.docsRendered = docsId;
      }) as Listener);
      value.on("storyRenderPhaseChanged", (({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
        outcome.pending = outcome.pending.filter((id) => id !== storyId);
        if (pendingPhases.has(newPhase)) outcome.pending.push(storyId);
      }) as Listener);
    },
  });
}

/** The story's end in the document, once Storybook has finished rendering `storyId`. */
async function renderState(page: Page, storyId: string): Promise<RenderState> {
  const finished = await page.waitForFunction(
    (id) => {
      type Preview = {
        currentRender?: { id?: string; phase?: string; story?: { parameters?: Record<string, unknown> } };
      };
      const render = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      const outcome = (window as unknown as { __STORY_OUTCOME__: StoryOutcome }).__STORY_OUTCOME__;
      if (render?.id !== id || render.phase !== "finished" || outcome.status === undefined) return false;
      const chromatic = render.story?.parameters?.chromatic as { disableSnapshot?: boolean } | undefined;
      return {
        errored: document.body.classList.contains("sb-show-errordisplay"),
        disableSnapshot: chromatic?.disableSnapshot,
        status: outcome.status,
        failures: outcome.failures,
      } satisfies RenderState;
    },
    storyId,
    { polling: 50 },
  );
  return (await finished.jsonValue()) as RenderState;
}

/**
 * Renders a story in a language (the `locale` global) and waits until Storybook has finished it:
 * rendered, its play function played, its checks after each story done (axe among them when `axe`
 * is set; a photograph does not need it). In the loaded preview when it has the same globals and
 * its last story ended cleanly; otherwise in a new document.
 */
export async function openStory(
  page: Page,
  storyId: string,
  locale: string,
  { axe = false }: { axe?: boolean } = {},
): Promise<RenderState> {
  await show(page, storyId, "story", `locale:${locale}${axe ? "" : ";a11y.manual:!true"}`);
  return renderState(page, storyId);
}

/** The globals the docs pages are rendered with. */
const DOCS_GLOBALS = "locale:en";

/**
 * Shows a story or a docs page: in the loaded preview, as the sidebar does, when it shows the same
 * kind of entry with the same globals, ended cleanly and has nothing still rendering (Storybook
 * reloads a document switched mid-render); otherwise in a new document. What the last entry stored
 * (form drafts, a chosen language, cookies) never reaches the next.
 */
async function show(page: Page, id: string, viewMode: "story" | "docs", globals: string): Promise<void> {
  await page.context().clearCookies();
  const switched =
    page.url().startsWith("http") &&
    (await page.evaluate(
      ({ id, viewMode, wanted }) => {
        localStorage.clear();
        sessionStorage.clear();
        type Channel = { emit: (event: string, payload: unknown) => void };
        type Preview = { currentRender?: { id?: string; phase?: string } };
        const view = window as unknown as {
          __STORY_OUTCOME__?: StoryOutcome;
          __STORYBOOK_ADDONS_CHANNEL__?: Channel;
          __STORYBOOK_PREVIEW__?: Preview;
        };
        const outcome = view.__STORY_OUTCOME__;
        const render = view.__STORYBOOK_PREVIEW__?.currentRender;
        const showing = outcome?.docsRendered
          ? "docs"
          : outcome?.status === "success" && render?.phase === "finished"
            ? "story"
            : undefined;
        const reusable =
          outcome?.globals === wanted &&
          showing === viewMode &&
          outcome.failures.length === 0 &&
          outcome.pending.length === 0 &&
          render?.id !== id &&
          !document.body.classList.contains("sb-show-errordisplay");
        if (!reusable || !view.__STORYBOOK_ADDONS_CHANNEL__) return false;
        Object.assign(outcome, { status: undefined, failures: [], docsRendered: undefined });
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
        view.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", { storyId: id, viewMode });
        return true;
      },
      { id, viewMode, wanted: globals },
    ));
  if (!switched) {
    await page.goto(`/iframe.html?id=${id}&viewMode=${viewMode}&globals=${globals}`);
    await page.evaluate((wanted) => {
      (window as unknown as { __STORY_OUTCOME__: StoryOutcome }).__STORY_OUTCOME__.globals = wanted;
    }, globals);
  }
}

/**
 * Renders a docs page in English and waits until Storybook has rendered it, and every story on it
 * has finished, or shown an error: the failures it announced (none when the page rendered). The
 * pages follow each other in the loaded preview (`show`): a new document takes about twice as long.
 */
export async function openDocs(page: Page, docsId: string): Promise<string[]> {
  await show(page, docsId, "docs", DOCS_GLOBALS);
  const settled = await page.waitForFunction(
    (id) => {
      const outcome = (window as unknown as { __STORY_OUTCOME__: StoryOutcome }).__STORY_OUTCOME__;
      const errored = document.body.classList.contains("sb-show-errordisplay");
      if (outcome.failures.length === 0 && !errored && (outcome.docsRendered !== id || outcome.pending.length > 0))
        return false;
      const display = document.querySelector("#error-message")?.textContent?.trim();
      // A story that throws on a docs page shows its error in its own frame (and the page renders).
      const storyErrors = [...document.querySelectorAll(".sb-story > pre")].map(
        (error) => `story on the page: ${(error.querySelector("strong") ?? error).textContent?.trim() ?? ""}`,
      );
      return [...outcome.failures, ...storyErrors, ...(errored ? [`error display: ${display ?? ""}`] : [])];
    },
    docsId,
    { polling: 50 },
  );
  return (await settled.jsonValue()) as string[];
}
