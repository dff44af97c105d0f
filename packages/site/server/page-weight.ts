/**
 * What a page of the build makes the browser download, in three parts (docs/decisions.md,
 * "JS budget"):
 *
 * - at load: the scripts and stylesheets its HTML names (module preloads, module scripts and their
 *   `import`s, stylesheets, inline scripts), followed through every static `import` — what competes
 *   with the first paint. This is what the budgets limit.
 * - when idle: the islands woken when the browser is idle (`client:approach="idle"`: the home
 *   page's products), with React and the page's language.
 * - on approach: the other islands, run when the visitor comes near them (or, for the navigation
 *   bar, reaches for it). Their code is preloaded when idle, but not run.
 *
 * Never the chunks of other pages. Sizes are gzip (level 9, as the build's `.gz` copies),
 * deterministic. `npm run size` (part of `npm test`) prints the table for one page of every type
 * and fails when one exceeds its budget (budgets.ts).
 * `node packages/site/server/page-weight.ts [build/client]` (default: `$SITE_BUILD_DIR/client`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { localizedPath, type LocaleCode } from "@studio/content";
import { BUDGETS, jsBudgetKB } from "./budgets.ts";
import { gzipCopy } from "./compress.ts";
import { PAGE_TYPES } from "./page-types.ts";

/** The files a page loads, by kind, as paths from the site root ("/assets/…"). */
export interface PageFiles {
  scripts: string[];
  stylesheets: string[];
  /** Scripts written into the HTML itself (their text). */
  inline: string[];
}

/** When an island of the page runs. */
export type Wake = "idle" | "approach";

/** The islands of a page: the modules each wake loads, besides what the page loaded already. */
export type IslandFiles = Record<Wake, string[]>;

/** Every URL path a piece of HTML names as a script or stylesheet to load now, and its inline scripts. */
function namedInHtml(html: string): PageFiles {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const inline: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(href);
    if (/\brel="stylesheet"/.test(tag)) stylesheets.add(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes ?? "")?.[1];
    if (src) scripts.add(src);
    else if (body?.trim()) inline.push(body);
    // An inline module's imports run at load, `import("…")` included.
    if (/\btype="module"/.test(attributes ?? "")) {
      for (const [, path] of (body ?? "").matchAll(/import\s*(?:[^"'()]*?from\s*)?\(?\s*["']([^"']+)["']/g)) {
        if (path) scripts.add(path);
      }
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets], inline };
}

/** The static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`, `export…from`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const [, path] of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    if (path) found.add(path);
  }
  return [...found];
}

/** The given scripts and everything they import statically, as sorted site paths. */
function withStaticImports(root: string, from: string, entries: readonly string[]): string[] {
  const scripts = new Set<string>();
  const queue = entries.filter((path) => path.startsWith("/"));
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (scripts.has(path)) continue;
    scripts.add(path);
    const file = join(root, path);
    if (!existsSync(file)) throw new Error(`${from} loads ${path}, which is not in the build`);
    for (const imported of staticImports(readFileSync(file, "utf8"))) {
      if (imported.startsWith(".") || imported.startsWith("/"))
        queue.push(posix.resolve(posix.dirname(path), imported));
    }
  }
  return [...scripts].sort();
}

/** A page's HTML, its scripts followed through their static imports, and its stylesheets. */
export function pageFiles(root: string, htmlFile: string): PageFiles {
  const named = namedInHtml(readFileSync(htmlFile, "utf8"));
  return {
    scripts: withStaticImports(root, htmlFile, named.scripts),
    stylesheets: named.stylesheets.sort(),
    inline: named.inline,
  };
}

/** The language chunk the islands of a page load (`assets/_messages-<language>.<hash>.js`). */
function messagesChunk(root: string, locale: LocaleCode): string | undefined {
  const assets = join(root, "assets");
  if (!existsSync(assets)) return undefined;
  const name = readdirSync(assets).find((file) => new RegExp(`^_?messages-${locale}\\.[\\w-]+\\.js$`).test(file));
  return name ? `/assets/${name}` : undefined;
}

/**
 * The modules a page's islands load, by when they wake (`client:approach` islands: their
 * component, the React renderer, their static imports and the page's language chunk), each file
 * counted once — not at all when the page loaded it already, else with the first wake that needs it.
 */
export function islandFiles(
  root: string,
  htmlFile: string,
  locale: LocaleCode,
  loaded: readonly string[],
): IslandFiles {
  const html = readFileSync(htmlFile, "utf8");
  const entries: Record<Wake, string[]> = { idle: [], approach: [] };
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const wake: Wake = /\bopts="[^"]*&quot;value&quot;:&quot;idle&quot;/.test(tag) ? "idle" : "approach";
    for (const attribute of ["component-url", "renderer-url"]) {
      const url = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) entries[wake].push(url);
    }
  }
  const messages = messagesChunk(root, locale);
  const firstWake: Wake = entries.idle.length > 0 ? "idle" : "approach";
  if (messages && entries[firstWake].length > 0) entries[firstWake].push(messages);
  const seen = new Set(loaded);
  const take = (paths: string[]) => paths.filter((path) => !seen.has(path) && Boolean(seen.add(path)));
  const idle = take(withStaticImports(root, htmlFile, entries.idle));
  const approach = take(withStaticImports(root, htmlFile, entries.approach));
  return { idle, approach };
}

/** gzip size of a build file in bytes (its `.gz` copy when the build has one). */
export function gzipBytes(root: string, path: string): number {
  const file = join(root, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipCopy(readFileSync(file)).length;
}

/** One page's weight, in gzip bytes. */
export interface PageWeight {
  pageType: string;
  locale: LocaleCode;
  path: string;
  /** JS at load: scripts (with their static imports) and inline scripts. */
  jsBytes: number;
  cssBytes: number;
  /** JS of the islands woken when the browser is idle, and of those woken on approach. */
  islandBytes: Record<Wake, number>;
  files: PageFiles;
  islands: IslandFiles;
}

/** The HTML file of a page's address; the language's not-found page for an unknown one. */
function htmlFileOf(root: string, path: string, locale: LocaleCode): string {
  const candidates = [
    join(root, path, "index.html"),
    join(root, localizedPath("/404", locale), "index.html"),
    join(root, "404.html"),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No page for ${path} and no not-found page in ${root}`);
  return found;
}

export function pageWeight(root: string, pageType: string, locale: LocaleCode, englishPath: string): PageWeight {
  const path = localizedPath(englishPath, locale);
  const htmlFile = htmlFileOf(root, path, locale);
  const files = pageFiles(root, htmlFile);
  const islands = islandFiles(root, htmlFile, locale, files.scripts);
  const sum = (paths: string[]) => paths.reduce((total, file) => total + gzipBytes(root, file), 0);
  const inlineBytes = files.inline.reduce((total, code) => total + gzipCopy(Buffer.from(code)).length, 0);
  return {
    pageType,
    locale,
    path,
    jsBytes: sum(files.scripts) + inlineBytes,
    cssBytes: sum(files.stylesheets),
    islandBytes: { idle: sum(islands.idle), approach: sum(islands.approach) },
    files,
    islands,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `SITE_BUILD_DIR` (relative to packages/site) weighs a build made elsewhere, as `npm run build` honours it.
  const build = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? "build"}/client`, import.meta.url));
  const root = resolve(process.argv[2] ?? build);
  if (!existsSync(join(root, "index.html"))) {
    console.error(`No build in ${root}: run npm run build first.`);
    process.exit(1);
  }
  const kB = (bytes: number) => (bytes / 1024).toFixed(1);
  const over: string[] = [];
  console.log(
    "| page | locale | JS at load kB | budget | CSS kB | budget | islands when idle kB | islands on approach kB |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const locale of ["en", "ru"] as const) {
    for (const page of PAGE_TYPES) {
      const weight = pageWeight(root, page.name, locale, page.path);
      const jsBudget = jsBudgetKB(page.name);
      console.log(
        `| ${page.name} | ${locale} | ${kB(weight.jsBytes)} | ${jsBudget} | ${kB(weight.cssBytes)} | ${BUDGETS.cssKB} | ${kB(weight.islandBytes.idle)} | ${kB(weight.islandBytes.approach)} |`,
      );
      if (weight.jsBytes > jsBudget * 1024)
        over.push(`${page.name} · ${locale}: JS ${kB(weight.jsBytes)} kB > ${jsBudget} kB`);
      if (weight.cssBytes > BUDGETS.cssKB * 1024)
        over.push(`${page.name} · ${locale}: CSS ${kB(weight.cssBytes)} kB > ${BUDGETS.cssKB} kB`);
    }
  }
  if (over.length > 0) {
    console.log(`\nOver budget:\n  ${over.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery page is within its budget.");
}
