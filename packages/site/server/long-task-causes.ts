/**
 * Why a page's main thread is busy, read from the trace Lighthouse recorded (`npm run bench`): each
 * long task after the first paint is named by what started it (the HTML parser, a script running,
 * a timer, an animation frame, an event, the browser's own rendering) and by the work that filled
 * it (which script or island, or style and layout), and the same causes are added up over the runs,
 * so a regression names itself. docs/performance.md explains the figures and what each cause was.
 *
 * Lighthouse's mobile run simulates a CPU `cpuSlowdownMultiplier` times slower than the host: a task
 * the host ran in 15 ms counts as 60 ms, 10 ms of them blocking. The figures here are those
 * simulated ones, read from the observed trace the same way, so they add up to about the page's
 * Total Blocking Time (which also stops at Time to Interactive).
 */
import { MainThreadTasks, type TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { HYDRATION_MARKS } from "../app/shell/island-events.ts";
import type { Island } from "./module-graph.ts";

/** A task blocks the main thread for what it lasts beyond this (as Total Blocking Time counts). */
export const LONG_TASK_MS = 50;

/** Lighthouse's groups of main-thread work, in a reader's words. */
const WORK_NAMES: Record<string, string> = {
  parseHTML: "HTML parsing",
  styleLayout: "style and layout",
  paintCompositeRender: "paint",
  scriptParseCompile: "script compile",
  scriptEvaluation: "script",
  garbageCollection: "garbage collection",
  other: "other browser work",
};

/** What a top-level task's first event says started it. */
function triggerOf(task: TaskNode): string {
  const first = task.children[0]?.event;
  const name = first?.name ?? task.event.name;
  const data = (first?.args as { data?: { type?: string } } | undefined)?.data;
  switch (name) {
    case "ParseHTML":
      return "HTML parser";
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
    case "v8.evaluateModule":
    case "v8.run":
      return "script loaded";
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "FireIdleCallback":
      return "idle callback";
    case "EventDispatch":
      return `event ${data?.type ?? ""}`.trim();
    case "RunMicrotasks":
    case "v8.callFunction":
    case "FunctionCall":
      return "callback";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "Layout":
    case "ScheduleStyleRecalculation":
    case "UpdateLayerTree":
    case "PrePaint":
    case "Paint":
    case "Commit":
      return "rendering";
    case "DocumentLoader::DocumentLoader":
    case "DocumentLoader::CommitNavigation":
    case "DecodedDataDocumentParser::AppendBytes":
      return "document loading";
    case "ScriptCatchup":
      return "script loaded";
    case "RunTask":
      // A task whose work the trace does not break down (the categories Lighthouse records).
      return "unlabelled browser task";
    case "MinorGC":
    case "MajorGC":
    case "BlinkGC.AtomicPhase":
      return "garbage collection";
    default:
      return name;
  }
}

/** The script an event names as running (a function call, a script evaluated or compiled, a stack). */
function scriptUrlOf(node: TaskNode): string | undefined {
  const args = node.event.args as
    { data?: { url?: string; stackTrace?: { url?: string }[] }; beginData?: { url?: string } } | undefined;
  return args?.data?.url || args?.data?.stackTrace?.[0]?.url || undefined;
}

/** Every node of a task's tree with the script running there: its own, or the nearest above it. */
function* scriptsOf(task: TaskNode, running: string): Generator<{ node: TaskNode; url: string }> {
  const url = scriptUrlOf(task) ?? running;
  yield { node: task, url };
  for (const child of task.children) yield* scriptsOf(child, url);
}

/** The framework code every island runs through (Astro's React renderer and React itself). */
export const REACT_RENDERER = "the islands' React renderer";

/** The part of the page responsible for a script address, in a reader's words. */
export type NameScript = (url: string) => string;

/**
 * Names a page's scripts for the report: an island's component by the island (`island Banners`),
 * the islands' framework renderer, any other built script by its file without the content hash,
 * the page itself for the document's own work.
 */
export function scriptNamer(pageUrl: string, islands: readonly Island[]): NameScript {
  const origin = new URL(pageUrl).origin;
  const byComponent = new Map(islands.map((island) => [island.component, island.name]));
  const renderers = new Set(islands.map((island) => island.renderer));
  return (url) => {
    if (url === "" || url === pageUrl) return "the page's HTML and inline scripts";
    // Lighthouse runs scripts of its own in the page to measure it; they are not the site's.
    if (url.startsWith("_lighthouse")) return "Lighthouse's own measuring script";
    if (!url.startsWith(origin)) return url;
    const path = new URL(url).pathname;
    const island = byComponent.get(path);
    if (island) return `island ${island}`;
    if (renderers.has(path)) return REACT_RENDERER;
    const file = path.split("/").at(-1) ?? path;
    return file.replace(/\.[\w-]{8}\.js$/, ".js");
  };
}

/** One long task, as this report names it. */
export interface LongTask {
  /** From the page's navigation start, host ms (the trace's own clock). */
  startMs: number;
  /** Simulated duration: the host's × the CPU slowdown. */
  durationMs: number;
  blockingMs: number;
  /** What started it and what filled it: `timer → island Banners (script)`. */
  cause: string;
}

/** When each island was being hydrated: from its start mark to its end mark (or the trace's end), in ms. */
function hydrationsOf(
  events: readonly { name: string; ts: number; cat: string }[],
  timeOriginTs: number,
): { island: string; startMs: number; endMs: number }[] {
  const marks = events.filter((event) => event.cat.includes("blink.user_timing"));
  const at = (event: { ts: number }) => (event.ts - timeOriginTs) / 1000;
  return marks
    .filter((mark) => mark.name.startsWith(HYDRATION_MARKS.start))
    .map((start) => {
      const island = start.name.slice(HYDRATION_MARKS.start.length);
      const end = marks.find((mark) => mark.name === HYDRATION_MARKS.end + island && mark.ts >= start.ts);
      return { island, startMs: at(start), endMs: end ? at(end) : Number.POSITIVE_INFINITY };
    });
}

/** The long tasks after the first contentful paint in one Lighthouse trace, longest first. */
export function longTasksOf(trace: unknown, cpuSlowdown: number, nameScript: NameScript): LongTask[] {
  const processed = TraceProcessor.processTrace(trace as Parameters<typeof TraceProcessor.processTrace>[0]);
  const navigation = TraceProcessor.processNavigation(processed);
  const firstPaintMs = navigation.timings.firstContentfulPaint;
  const hydrations = hydrationsOf(processed.processEvents, processed.timestamps.timeOrigin);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return tasks
    .filter((task) => !task.parent && !task.unbounded && task.endTime > firstPaintMs)
    .map((task) => ({ task, durationMs: task.duration * cpuSlowdown }))
    .filter(({ durationMs }) => durationMs > LONG_TASK_MS)
    .map(({ task, durationMs }) => {
      // The work that filled the task: self time by kind of work, script work by the script running.
      // React's work belongs to the islands being hydrated then (the directive's marks).
      const hydrating = hydrations
        .filter((hydration) => hydration.startMs <= task.endTime && hydration.endMs >= task.startTime)
        .map((hydration) => `island ${hydration.island}`);
      const scriptName = (url: string) => {
        const named = nameScript(url);
        return named === REACT_RENDERER && hydrating.length > 0 ? `React hydrating ${hydrating.join(", ")}` : named;
      };
      const work = new Map<string, number>();
      for (const { node, url } of scriptsOf(task, "")) {
        const kind = WORK_NAMES[node.group.id] ?? node.group.id;
        const key = kind === "script" || kind === "script compile" ? `${scriptName(url)} (${kind})` : kind;
        work.set(key, (work.get(key) ?? 0) + node.selfTime);
      }
      const [main] = [...work].sort((a, b) => b[1] - a[1]);
      return {
        startMs: task.startTime,
        durationMs,
        blockingMs: durationMs - LONG_TASK_MS,
        cause: `${triggerOf(task)} → ${main?.[0] ?? "nothing recorded"}`,
      };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** One cause over the runs. */
export interface LongTaskCause {
  cause: string;
  /** Long tasks of this cause per run, on average. */
  tasksPerRun: number;
  /** Blocking time of this cause per run, on average, simulated ms. */
  blockingMsPerRun: number;
  longestMs: number;
}

/** The causes over several runs' long tasks, most blocking first. */
export function causesOver(runs: readonly (readonly LongTask[])[]): LongTaskCause[] {
  const byCause = new Map<string, LongTask[]>();
  for (const task of runs.flat()) byCause.set(task.cause, [...(byCause.get(task.cause) ?? []), task]);
  const count = Math.max(runs.length, 1);
  return [...byCause]
    .map(([cause, tasks]) => ({
      cause,
      tasksPerRun: tasks.length / count,
      blockingMsPerRun: tasks.reduce((sum, task) => sum + task.blockingMs, 0) / count,
      longestMs: Math.max(...tasks.map((task) => task.durationMs)),
    }))
    .sort((a, b) => b.blockingMsPerRun - a.blockingMsPerRun);
}
