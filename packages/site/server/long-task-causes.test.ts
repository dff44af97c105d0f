import { describe, expect, it } from "vitest";
import { LONG_TASK_MS, causesOver, longTasksOf, scriptNamer, type LongTask } from "./long-task-causes.ts";
import { HYDRATION_MARKS } from "../app/shell/island-events.ts";
import type { Island } from "./module-graph.ts";

const PAGE = "http://127.0.0.1:4000/de";
const ISLANDS: Island[] = [
  {
    name: "Banners",
    wake: "idle",
    component: "/assets/banners.Ab12Cd34.js",
    renderer: "/assets/client.Xy98Zw76.js",
    props: "{}",
  },
  {
    name: "Faq",
    wake: "approach",
    component: "/assets/faq.Qq11Rr22.js",
    renderer: "/assets/client.Xy98Zw76.js",
    props: "{}",
  },
];
const nameScript = scriptNamer(PAGE, ISLANDS);

describe("naming the page's scripts", () => {
  it("names an island's component by its island and the renderer as such", () => {
    expect(nameScript(`${new URL(PAGE).origin}/assets/banners.Ab12Cd34.js`)).toBe("island Banners");
    expect(nameScript(`${new URL(PAGE).origin}/assets/client.Xy98Zw76.js`)).toBe("the islands' React renderer");
  });

  it("names another built script by its file without the hash, and the page by its HTML", () => {
    expect(nameScript(`${new URL(PAGE).origin}/assets/page.Zz99Yy88.js`)).toBe("page.js");
    expect(nameScript(PAGE)).toBe("the page's HTML and inline scripts");
    expect(nameScript("https://www.googletagmanager.com/gtag/js")).toBe("https://www.googletagmanager.com/gtag/js");
  });
});

/**
 * A trace as Chromium records it for Lighthouse, reduced to what the main thread did: the page's
 * frame and renderer thread, its navigation and first contentful paint, and top-level tasks
 * (`RunTask`) with the events that started and filled them. Times in µs.
 */
function traceOf(tasks: { ts: number; dur: number; children: object[] }[], marks: { ts: number; name: string }[] = []) {
  const pid = 10;
  const tid = 20;
  const base = { pid, tid, cat: "disabled-by-default-devtools.timeline" };
  const frame = "FRAME";
  return {
    traceEvents: [
      { ...base, cat: "__metadata", ph: "M", ts: 0, name: "thread_name", args: { name: "CrRendererMain" } },
      {
        ...base,
        ph: "I",
        ts: 1,
        name: "TracingStartedInBrowser",
        args: { data: { frames: [{ frame, processId: pid, url: PAGE }] } },
      },
      {
        ...base,
        cat: "blink.user_timing",
        ph: "R",
        ts: 1_000,
        name: "navigationStart",
        args: { frame, data: { documentLoaderURL: PAGE, isLoadingMainFrame: true, navigationId: "N" } },
      },
      {
        ...base,
        cat: "loading,rail,devtools.timeline",
        ph: "I",
        ts: 100_000,
        name: "firstContentfulPaint",
        args: { frame, data: { navigationId: "N" } },
      },
      ...marks.map(({ ts, name }) => ({ ...base, cat: "blink.user_timing", ph: "R", ts, name, args: {} })),
      ...tasks.flatMap(({ ts, dur, children }) => [
        { ...base, ph: "X", ts, dur, name: "RunTask", args: {} },
        ...children.map((child) => ({ ...base, ph: "X", ...child })),
      ]),
      { ...base, ph: "X", ts: 900_000, dur: 10, name: "RunTask", args: {} },
    ],
  };
}

const origin = new URL(PAGE).origin;

describe("the long tasks of a trace", () => {
  // With a CPU four times slower, a task the host ran for 20 ms counts as 80 ms: 30 ms blocking.
  const trace = traceOf([
    // Before the first paint: not counted (Total Blocking Time starts at the first paint).
    { ts: 50_000, dur: 30_000, children: [{ ts: 50_000, dur: 29_000, name: "ParseHTML", args: { beginData: {} } }] },
    // A timer whose callback is the Banners island's code.
    {
      ts: 200_000,
      dur: 20_000,
      children: [
        { ts: 200_000, dur: 19_000, name: "TimerFire", args: { data: { timerId: 1 } } },
        {
          ts: 200_100,
          dur: 18_000,
          name: "FunctionCall",
          args: { data: { url: `${origin}/assets/banners.Ab12Cd34.js`, functionName: "turn" } },
        },
      ],
    },
    // The browser restyling the page on its own: style and layout, no script.
    {
      ts: 400_000,
      dur: 30_000,
      children: [{ ts: 400_000, dur: 29_000, name: "UpdateLayoutTree", args: { beginData: {} } }],
    },
    // Short enough even when four times slower: not long.
    { ts: 600_000, dur: 12_000, children: [{ ts: 600_000, dur: 11_000, name: "TimerFire", args: { data: {} } }] },
  ]);
  const tasks = longTasksOf(trace, 4, nameScript);

  it("keeps the tasks after the first paint that last over 50 ms on the simulated CPU, longest first", () => {
    expect(tasks.map((task) => task.durationMs)).toEqual([120, 80]);
    expect(tasks.map((task) => task.blockingMs)).toEqual([120 - LONG_TASK_MS, 80 - LONG_TASK_MS]);
  });

  it("names what started each task and what filled it", () => {
    expect(tasks.map((task) => task.cause)).toEqual([
      "rendering → style and layout",
      "timer → island Banners (script)",
    ]);
  });
});

describe("React's long tasks", () => {
  const reactTask = (ts: number) => ({
    ts,
    dur: 20_000,
    children: [
      {
        ts,
        dur: 19_000,
        name: "FunctionCall",
        args: { data: { url: `${origin}/assets/client.Xy98Zw76.js`, functionName: "x" } },
      },
    ],
  });

  it("belong to the islands the directive marked as being hydrated then", () => {
    const trace = traceOf(
      [reactTask(300_000), reactTask(500_000)],
      [
        { ts: 290_000, name: `${HYDRATION_MARKS.start}Faq` },
        { ts: 330_000, name: `${HYDRATION_MARKS.end}Faq` },
      ],
    );
    expect(longTasksOf(trace, 4, nameScript).map((task) => [task.startMs, task.cause])).toEqual([
      [299, "callback → React hydrating island Faq (script)"],
      [499, "callback → the islands' React renderer (script)"],
    ]);
  });
});

describe("causes over the runs", () => {
  const task = (cause: string, durationMs: number): LongTask => ({
    cause,
    durationMs,
    startMs: 0,
    blockingMs: durationMs - LONG_TASK_MS,
  });

  it("adds up each cause per run and lists the most blocking first", () => {
    const causes = causesOver([
      [task("timer → island Banners (script)", 90), task("rendering → style and layout", 150)],
      [task("timer → island Banners (script)", 110), task("timer → island Banners (script)", 70)],
    ]);
    expect(causes).toEqual([
      { cause: "timer → island Banners (script)", tasksPerRun: 1.5, blockingMsPerRun: 60, longestMs: 110 },
      { cause: "rendering → style and layout", tasksPerRun: 0.5, blockingMsPerRun: 50, longestMs: 150 },
    ]);
  });
});
