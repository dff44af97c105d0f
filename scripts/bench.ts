// `npm run bench`: how fast every page type is for a visitor on a phone. Builds the site (into
// packages/site/build-bench, with the country lookups answered by the bench's own server, as the
// end-to-end tests answer them), serves it the way production does (the serving policy, through
// the preview server) with the mock API's seed data, and runs Lighthouse (mobile defaults:
// simulated slow 4G and a 4× slower CPU) in Debian's Chromium on each page type in en, de and ru,
// `--runs N` times each (default 3), reporting the median. Prints a table whose headings carry the
// budgets (packages/site/server/budgets.ts, applied by lighthouse-budgets.ts) and, under it, the
// causes of each page's long tasks (long-task-causes.ts, from the traces), writes
// bench-results.json, and exits 1 when a page misses a budget. `--write` also writes the table,
// with the date, the commit, the machine and Lighthouse's benchmark index, into
// docs/performance.md (every page type measured). Not part of `npm test`: ≈15 s per run. Why this
// is not Lighthouse CI: docs/decisions/0116-bench-script-not-lhci.md.
//   npm run bench -- --runs 1 --pages home,product --locales en --no-build
//   npm run bench -- --write
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync } from "node:zlib";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LOCALES, getLocale, isIndexable, localizedPath, type LocaleCode } from "@studio/content";
import { LOCAL_HOST, localOrigin, portEnv, portOf } from "@studio/content/ports";
import { BUDGETS, jsBudgetKB } from "../packages/site/server/budgets.ts";
import { missedBudgets } from "../packages/site/server/lighthouse-budgets.ts";
import { routeOfPath } from "../packages/site/app/lib/seo.ts";
import { countryLookupAnswers } from "../packages/site/app/lib/testing/country-answers.ts";
import { PAGE_TYPES } from "../packages/site/server/page-types.ts";
import {
  causesOver,
  longTasksOf,
  scriptNamer,
  type LongTask,
  type LongTaskCause,
} from "../packages/site/server/long-task-causes.ts";
import { htmlFileOf, islandsOf, pageWeight } from "../packages/site/server/module-graph.ts";
import { markdownTable, runFacts, writeSection } from "../packages/site/server/performance-report.ts";
import { NOT_FOUND_PAGE, languageNotFoundPage } from "../packages/site/server/serving-policy.ts";
import { createStaticHandler } from "../packages/site/server/static-server.ts";
import {
  STATIC_REFERENCE_PREFIX,
  referencedAddress,
  withoutScripts,
} from "../packages/site/server/static-reference.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { ensureSystemPackages } from "./system-packages.ts";
import { run, startProcess, waitForPort, assertPortFree, stopAll } from "./processes.ts";

const SITE_PORT = portOf("benchSite");
const API_PORT = portOf("benchApi");
const ORIGIN = localOrigin(SITE_PORT);
const BUILD_DIR = "build-bench";
const RESULTS_FILE = "bench-results.json";
/** Causes of long tasks listed per page under the table. */
const TOP_CAUSES = 5;
const REPORTS_DIR = "test-results/bench";

/** Whether an address may appear in search results, as the site decides it (seo.ts). */
function indexable(path: string): boolean {
  const route = routeOfPath(path);
  return route !== null && isIndexable(route.key);
}

// ── arguments ────────────────────────────────────────────────────────────────────────────────
const USAGE =
  "npm run bench -- [--runs N] [--pages home,product,…] [--locales en,de,ru] [--no-build] [--no-reference] [--write]";
/** The page types measured beside their static reference (static-reference.ts) unless `--no-reference`. */
const REFERENCED_PAGES: readonly string[] = ["home"];
const PAGE_NAMES: readonly string[] = PAGE_TYPES.map((page) => page.name);

/** What one benchmark does: how many runs of which page types in which languages, on a new build or not. */
interface BenchOptions {
  readonly runs: number;
  readonly pages: readonly string[];
  readonly locales: readonly LocaleCode[];
  readonly build: boolean;
  /** Measure the pages of `REFERENCED_PAGES` without their scripts too, side by side. */
  readonly reference: boolean;
  /** Write the table into docs/performance.md. */
  readonly write: boolean;
}

/** Reads the command line; throws an error whose message explains what is wrong. */
function parseBenchArgs(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      runs: { type: "string", default: "3" },
      pages: { type: "string", default: PAGE_NAMES.join(",") },
      locales: { type: "string", default: "en,de,ru" },
      build: { type: "boolean", default: true },
      reference: { type: "boolean", default: true },
      write: { type: "boolean", default: false },
    },
    allowNegative: true,
    strict: true,
    allowPositionals: false,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number, at least 1, not "${values.runs}"`);
  const list = (value: string) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  const pages = list(values.pages);
  const unknownPages = pages.filter((page) => !PAGE_NAMES.includes(page));
  if (pages.length === 0 || unknownPages.length > 0) {
    throw new Error(`--pages takes page types among ${PAGE_NAMES.join(", ")}, not "${values.pages}"`);
  }
  const codes: readonly string[] = LOCALES.map((locale) => locale.code);
  const locales = list(values.locales);
  if (locales.length === 0 || locales.some((code) => !codes.includes(code))) {
    throw new Error(`--locales takes language codes among ${codes.join(", ")}, not "${values.locales}"`);
  }
  // The report's table stands for the site: a run of some page types would drop the others' rows.
  if (values.write && pages.length < PAGE_NAMES.length) {
    throw new Error(`--write measures every page type: leave out --pages (${values.pages})`);
  }
  return {
    runs,
    pages,
    locales: locales as LocaleCode[],
    build: values.build,
    reference: values.reference,
    write: values.write,
  };
}

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { runs, build } = options;

// ── measurement ──────────────────────────────────────────────────────────────────────────────
/** One page's numbers: scores 0–100, times in ms, bytes transferred (compressed) in kB. */
export interface PageResult {
  page: string;
  locale: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  kB: { js: number; css: number; html: number; font: number; image: number; total: number };
  /**
   * JS the page loads at load, from the build (npm run size), in kB gzip: what the JS budget
   * limits. `kB.js` is everything Lighthouse saw transferred, islands included (its full-page
   * screenshot brings every section into view, so every island wakes).
   */
  jsAtLoadKB: number;
  /** Accessibility, Best Practices and SEO audits that did not pass in some run (their ids). */
  failedAudits: string[];
  /** What the page logged as errors (Lighthouse's errors-in-console), to fix or explain. */
  consoleErrors: string[];
  /** All the main thread's work during the load (Lighthouse's main-thread breakdown), simulated ms. */
  mainThreadMs: number;
  /** Why the main thread was blocked after the first paint, over the runs (long-task-causes.ts). */
  longTaskCauses: LongTaskCause[];
  /** Budgets this page misses, in words. */
  missed: string[];
  /** The page's static reference (its HTML without scripts), measured beside it: no budget applies. */
  reference?: true;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

type RunResult = Omit<PageResult, "page" | "locale" | "url" | "missed" | "jsAtLoadKB" | "longTaskCauses">;

function readRun(lhr: Lhr): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const kB = (type: string) => (items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const logged = lhr.audits["errors-in-console"]?.details as {
    items?: { description?: string; source?: string; sourceLocation?: { url?: string } }[];
  };
  return {
    consoleErrors: (logged?.items ?? []).map((item) =>
      `${item.description ?? ""} (${item.sourceLocation?.url ?? item.source ?? ""})`.slice(0, 300),
    ),
    failedAudits,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    mainThreadMs: value("mainthread-work-breakdown"),
    kB: {
      js: kB("script"),
      css: kB("stylesheet"),
      html: kB("document"),
      font: kB("font"),
      image: kB("image"),
      total: kB("total"),
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of every number over the runs (each metric on its own). */
function medianOf(results: RunResult[]): RunResult {
  const pick = (read: (result: RunResult) => number) => median(results.map(read));
  return {
    consoleErrors: [...new Set(results.flatMap((r) => r.consoleErrors))],
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))].sort(),
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    bestPractices: pick((r) => r.bestPractices),
    seo: pick((r) => r.seo),
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    speedIndexMs: pick((r) => r.speedIndexMs),
    mainThreadMs: pick((r) => r.mainThreadMs),
    kB: {
      js: pick((r) => r.kB.js),
      css: pick((r) => r.kB.css),
      html: pick((r) => r.kB.html),
      font: pick((r) => r.kB.font),
      image: pick((r) => r.kB.image),
      total: pick((r) => r.kB.total),
    },
  };
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────
if (!(await ensureSystemPackages(["chromium"]))) process.exit(1);
await assertPortFree(SITE_PORT, "BENCH_SITE_PORT");
await assertPortFree(API_PORT, "BENCH_API_PORT");

if (build) {
  console.log(`━━ site build (packages/site/${BUILD_DIR}) ━━`);
  const lookup = `${ORIGIN}/__bench/country`;
  const code = await run("npm", ["run", "build", "--silent"], {
    env: {
      ...process.env,
      SITE_BUILD_DIR: BUILD_DIR,
      VITE_SITE_URL: ORIGIN,
      VITE_COUNTRY_TRACE_URL: `${lookup}/trace`,
      VITE_COUNTRY_TEXT_URL: `${lookup}/text`,
      VITE_COUNTRY_JSON_URL: `${lookup}/json`,
    },
  });
  if (code !== 0) process.exit(code);
}

const env = { ...process.env, ...portEnv("api", API_PORT), MOCK_API_DB: "test-results/bench-data/mock-db.json" };
if ((await run(process.execPath, ["mock-api/src/reset.ts"], { env })) !== 0) process.exit(1);
startProcess(process.execPath, ["mock-api/src/main.ts"], { env, stdio: "ignore" });
await waitForPort(API_PORT);

const buildRoot = resolve("packages/site", BUILD_DIR, "client");
const site = createStaticHandler({
  root: buildRoot,
  apiOrigin: localOrigin(API_PORT),
});
/** The static references the bench serves, by the page's address (static-reference.ts). */
const references = new Map<string, string>();
const server = createServer((req, res) => {
  const referenced = referencedAddress(new URL(req.url ?? "/", ORIGIN).pathname);
  const reference = referenced === null ? undefined : references.get(referenced);
  if (reference !== undefined) {
    // Compressed as the site serves its pages (Brotli), so that only the scripts differ.
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("vary", "accept-encoding");
    if (!/\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) return res.end(reference);
    res.setHeader("content-encoding", "br");
    return res.end(brotliCompressSync(reference));
  }
  // A visitor from the US, as in the end-to-end tests: no request leaves the machine.
  const answers = countryLookupAnswers("US");
  if (req.url?.startsWith("/__bench/country/trace")) return res.end(answers.trace);
  if (req.url?.startsWith("/__bench/country/text")) return res.end(answers.text);
  if (req.url?.startsWith("/__bench/country/json")) {
    res.setHeader("content-type", "application/json");
    return res.end(JSON.stringify(answers.json));
  }
  site(req, res);
});
await new Promise<void>((done) => server.listen(SITE_PORT, LOCAL_HOST, done));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS],
});

mkdirSync(REPORTS_DIR, { recursive: true });
const results: PageResult[] = [];
/** What Lighthouse says of the machine and itself, over every run: how fast the CPU ran, which versions. */
const benchmarkIndexes: number[] = [];
const versions = new Set<string>();
try {
  for (const pageType of PAGE_TYPES.filter((page) => options.pages.includes(page.name))) {
    for (const locale of options.locales) {
      // Lighthouse will not audit a document answered with 404: the not-found page is measured at
      // its own file's address, where the same prerendered HTML is answered with 200.
      const prefix = getLocale(locale).pathPrefix;
      const address =
        pageType.name === "not-found"
          ? prefix
            ? languageNotFoundPage(prefix)
            : NOT_FOUND_PAGE
          : localizedPath(pageType.path, locale);
      const url = ORIGIN + address;
      const html = readFileSync(htmlFileOf(buildRoot, address, locale), "utf8");
      const { measured, longTasks } = await measure(
        url,
        scriptNamer(url, islandsOf(html)),
        `${pageType.name}-${locale}`,
      );
      const jsAtLoadKB = pageWeight(buildRoot, pageType.name, locale, pageType.path).jsBytes / 1024;
      const result = { ...medianOf(measured), jsAtLoadKB, longTaskCauses: causesOver(longTasks) };
      const row: PageResult = {
        page: pageType.name,
        locale,
        url,
        ...result,
        missed: missedBudgets(pageType.name, { ...result, cssKB: result.kB.css }, indexable(address)),
      };
      results.push(row);
      console.log(
        `${pageType.name} · ${locale}: Performance ${row.performance}, LCP ${(row.lcpMs / 1000).toFixed(1)} s`,
      );
      if (options.reference && REFERENCED_PAGES.includes(pageType.name)) {
        // The same page as a static site: its HTML without scripts, on the same server, in the same run.
        references.set(address, withoutScripts(html));
        const referenceUrl = ORIGIN + STATIC_REFERENCE_PREFIX + address;
        const still = await measure(referenceUrl, scriptNamer(referenceUrl, []), `${pageType.name}-${locale}-static`);
        const median = medianOf(still.measured);
        results.push({
          page: pageType.name,
          locale,
          url: referenceUrl,
          ...median,
          jsAtLoadKB: 0,
          longTaskCauses: causesOver(still.longTasks),
          missed: [],
          reference: true,
        });
        console.log(`${pageType.name} · ${locale} without scripts: TBT ${Math.round(median.tbtMs)} ms`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
  stopAll();
}

/** Lighthouse `runs` times on one address: each run's figures and long tasks; the last report and trace kept as `name`. */
async function measure(url: string, nameScript: ReturnType<typeof scriptNamer>, name: string) {
  const measured: RunResult[] = [];
  const longTasks: LongTask[][] = [];
  for (let index = 0; index < runs; index++) {
    const answer = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
    const run = readRun(answer.lhr);
    measured.push(run);
    const slowdown = answer.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
    longTasks.push(longTasksOf(answer.artifacts.Trace, slowdown, nameScript));
    benchmarkIndexes.push(answer.lhr.environment.benchmarkIndex);
    // Each run's host speed beside its figures: a slow run on a busy host reads as such.
    console.log(
      `  run ${index + 1}/${runs}: Performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, ` +
        `main thread ${(run.mainThreadMs / 1000).toFixed(1)} s, benchmark index ${Math.round(answer.lhr.environment.benchmarkIndex)}`,
    );
    const chromium = /Chrome\/([\d.]+)/.exec(answer.lhr.environment.hostUserAgent)?.[1];
    versions.add(`Lighthouse ${answer.lhr.lighthouseVersion}, Chromium ${chromium ?? "unknown"}`);
    // The whole report of the last run, to read why an audit failed (open it in the Lighthouse viewer),
    // and its trace, to open in the Performance panel of Chromium's DevTools.
    if (index === runs - 1) {
      writeFileSync(`${REPORTS_DIR}/${name}.json`, String(answer.report));
      writeFileSync(`${REPORTS_DIR}/${name}.trace.json`, JSON.stringify(answer.artifacts.Trace));
    }
  }
  return { measured, longTasks };
}

// ── report ───────────────────────────────────────────────────────────────────────────────────
// Each budgeted figure's heading names its budget (the JS at load's, which differs by page, sits
// beside it); the last column names what a page missed.
const header = [
  "page",
  "lang",
  `Perf ≥ ${BUDGETS.performance}`,
  `A11y ≥ ${BUDGETS.accessibility}`,
  `BP ≥ ${BUDGETS.bestPractices}`,
  `SEO ≥ ${BUDGETS.seo} (indexable)`,
  "FCP s",
  `LCP s ≤ ${(BUDGETS.lcpMs / 1000).toFixed(1)}`,
  `TBT ms ≤ ${BUDGETS.tbtMs}`,
  `CLS ≤ ${BUDGETS.cls}`,
  "SI s",
  "main thread s",
  "JS at load kB",
  "budget",
  "JS kB",
  `CSS kB ≤ ${BUDGETS.cssKB}`,
  "HTML kB",
  "font kB",
  "img kB",
  "missed",
];
const rows = results.map((r) => [
  r.reference ? `${r.page}, no scripts` : r.page,
  r.locale,
  String(r.performance),
  String(r.accessibility),
  String(r.bestPractices),
  String(r.seo),
  (r.fcpMs / 1000).toFixed(1),
  (r.lcpMs / 1000).toFixed(1),
  String(Math.round(r.tbtMs)),
  r.cls.toFixed(3),
  (r.speedIndexMs / 1000).toFixed(1),
  (r.mainThreadMs / 1000).toFixed(1),
  r.reference ? "—" : r.jsAtLoadKB.toFixed(0),
  r.reference ? "—" : String(jsBudgetKB(r.page)),
  r.kB.js.toFixed(0),
  r.kB.css.toFixed(0),
  r.kB.html.toFixed(0),
  r.kB.font.toFixed(0),
  r.kB.image.toFixed(0),
  r.reference ? "reference, no budget" : r.missed.length > 0 ? r.missed.join("; ") : "none",
]);
const table = markdownTable(header, rows);
const how = `Lighthouse ${runs === 1 ? "(1 run)" : `(median of ${runs} runs)`}, mobile, Chromium, compressed serving`;
console.log(`\n${how}:\n\n${table}`);
const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b);
const machine = [
  ...versions,
  `Lighthouse's benchmark index ${Math.round(median(benchmarkIndexes))} (median; ${Math.round(sortedIndexes[0] ?? 0)}–${Math.round(sortedIndexes.at(-1) ?? 0)} over ${benchmarkIndexes.length} runs)`,
];
console.log(`\n${machine.join("; ")}.`);

// Each referenced page beside its static reference (the same HTML without scripts): what its scripts cost.
const sideBySide = results
  .filter((reference) => reference.reference)
  .map((reference) => {
    const page = results.find((r) => !r.reference && r.page === reference.page && r.locale === reference.locale)!;
    const ms = (value: number) => Math.round(value);
    return (
      `- ${page.page} · ${page.locale}: TBT ${ms(page.tbtMs)} ms, main thread ${(page.mainThreadMs / 1000).toFixed(1)} s; ` +
      `the same page without scripts: TBT ${ms(reference.tbtMs)} ms, main thread ${(reference.mainThreadMs / 1000).toFixed(1)} s ` +
      `(the scripts add ${ms(page.tbtMs - reference.tbtMs)} ms of TBT)`
    );
  });
const beside =
  sideBySide.length === 0
    ? ""
    : `Beside a static site: each page and its HTML without scripts, same server, same run (${REFERENCED_PAGES.join(", ")}):\n\n${sideBySide.join("\n")}`;
if (beside) console.log(`\n${beside}`);

// What blocked the main thread after the first paint, page by page: the top causes over the runs.
const causeRows = results.flatMap((r) =>
  r.longTaskCauses
    .slice(0, TOP_CAUSES)
    .map((cause) => [
      r.reference ? `${r.page}, no scripts` : r.page,
      r.locale,
      cause.cause,
      cause.tasksPerRun.toFixed(1),
      String(Math.round(cause.blockingMsPerRun)),
      String(Math.round(cause.longestMs)),
    ]),
);
const causes =
  causeRows.length === 0
    ? "No long task after the first paint on any page."
    : `Long tasks after the first paint, top ${TOP_CAUSES} causes per page (what started the task → what filled it; per run, simulated ms):\n\n${markdownTable(["page", "lang", "cause", "tasks", "blocking ms", "longest ms"], causeRows)}`;
console.log(`\n${causes}`);
if (options.write)
  await writeSection(
    "bench",
    `${runFacts(machine)}\n\n${how}; kB are transferred.\n\n${table}\n\n${beside ? `${beside}\n\n` : ""}${causes}`,
  );

writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ date: new Date().toISOString(), runs, budgets: BUDGETS, results }, null, 2)}\n`,
);
console.log(`\nWritten to ${RESULTS_FILE}; each page's last Lighthouse report and trace in ${REPORTS_DIR}/.`);

const failing = results.filter((r) => r.missed.length > 0);
if (failing.length > 0) {
  console.log(`\n${failing.length} of ${results.length} pages miss a budget:`);
  for (const r of failing) {
    console.log(`  ${r.page} · ${r.locale}: ${r.missed.join("; ")}`);
    for (const error of r.consoleErrors) console.log(`    console: ${error}`);
  }
  process.exit(1);
}
console.log(`\nEvery page meets every budget.`);
process.exit(0);
