/**
 * The module-graph walker: what a page of the build can make the browser download, following
 * every import it can make (docs/decisions/0135-honest-weight.md), and what those files weigh.
 * Three figures of JavaScript, each including the one before:
 *
 * - at load: the scripts its HTML names (module preloads, module scripts and the imports of inline
 *   modules, inline scripts), followed through every static `import` — what competes with the first
 *   paint. Budgeted (budgets.ts `jsKB`), and the figure `npm run bench` checks.
 * - after idle: what is fetched once the page has loaded and the browser is idle, without the
 *   visitor doing anything: the page script's dynamic imports (and everything they import), the
 *   code `client:approach` preloads for every island (each island's component and renderer file;
 *   a module preload fetches that file only, not its imports), and the islands that wake by
 *   themselves — `client:approach="idle"` ones and those in a phone's first screen
 *   (page-types.ts) — with all they import, statically and dynamically.
 * - total: every island woken, each with everything it imports, statically and dynamically.
 *   Budgeted per page type (budgets.ts `totalJsKB`).
 *
 * The admin page's script skips the page script's dynamic imports (the third parties' loaders):
 * its after-idle and total figures are an upper bound.
 *
 * Dynamic imports of a language's messages are followed for the page's language only; never the
 * chunks of other pages. Sizes are gzip (level 9, as the build's `.gz` copies), deterministic.
 * tests/e2e/page-weight.spec.ts checks these sets against what Chromium fetches. `npm run size`
 * (page-weight.ts) weighs one page of every type with it, `npm run bench` the JS at load.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { isLocaleCode, localizedPath, type LocaleCode } from "@studio/content";
import { gzipCopy } from "./compress.ts";

/** The files a page loads at load, by kind, as paths from the site root ("/assets/…"). */
export interface PageFiles {
  scripts: string[];
  stylesheets: string[];
  /** Scripts written into the HTML itself (their text). */
  inline: string[];
}

/** How an island of the page wakes (`client:approach`, its value). */
export type Wake = "idle" | "approach" | "intent";

/** An island of a page, as its HTML declares it. */
export interface Island {
  /** Its component's export name (`Banners`). */
  name: string;
  wake: Wake;
  /** Its component's module and the framework renderer's, as site paths. */
  component: string;
  renderer: string;
  /** Its serialized props (Astro's JSON, unescaped). */
  props: string;
}

/** The JS files of a page at each moment, every set including the one before, sorted. */
export interface PagePhases {
  atLoad: string[];
  afterIdle: string[];
  total: string[];
}

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

/** The dynamic imports of a built module with a literal path (``import(`./x.js`)``, `import("./y.js")`). */
export function dynamicImports(code: string): string[] {
  const found = new Set<string>();
  for (const [, , path] of code.matchAll(/(?<![\w$.])import\(\s*(["'`])([^"'`$]+)\1\s*\)/g)) {
    if (path) found.add(path);
  }
  return [...found];
}

/** The interface language a messages chunk holds (`_messages-ru.<hash>.js`, `_messages-ru-banners.<hash>.js`). */
export function languageOfChunk(path: string): LocaleCode | null {
  const code = /(?:^|\/)_?messages-([a-z]{2})(?:-[\w-]+)?(?:\.[\w-]+)?\.js$/.exec(path)?.[1];
  return code && isLocaleCode(code) ? code : null;
}

/** A build's modules and their imports, each file read once. */
export class ModuleGraph {
  private readonly links = new Map<string, { static: string[]; dynamic: string[] }>();
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private linksOf(path: string, from: string): { static: string[]; dynamic: string[] } {
    let links = this.links.get(path);
    if (!links) {
      const file = join(this.root, path);
      if (!existsSync(file)) throw new Error(`${from} loads ${path}, which is not in the build`);
      const code = readFileSync(file, "utf8");
      const local = (imported: string) => imported.startsWith(".") || imported.startsWith("/");
      const resolveFrom = (imported: string) => posix.resolve(posix.dirname(path), imported);
      links = {
        static: staticImports(code).filter(local).map(resolveFrom),
        dynamic: dynamicImports(code).filter(local).map(resolveFrom),
      };
      this.links.set(path, links);
    }
    return links;
  }

  /** The dynamic imports of a module, without other languages' messages than `locale`'s. */
  private dynamicLinksOf(path: string, from: string, locale: LocaleCode): string[] {
    return this.linksOf(path, from).dynamic.filter((imported) => [null, locale].includes(languageOfChunk(imported)));
  }

  /**
   * The given modules and what they import, as sorted site paths: statically only (`dynamicFor`
   * null), or also dynamically, for a page in the language `dynamicFor`.
   */
  closure(from: string, entries: readonly string[], dynamicFor: LocaleCode | null): string[] {
    const found = new Set<string>();
    const queue = entries.filter((path) => path.startsWith("/"));
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (found.has(path)) continue;
      found.add(path);
      queue.push(...this.linksOf(path, from).static);
      if (dynamicFor) queue.push(...this.dynamicLinksOf(path, from, dynamicFor));
    }
    return [...found].sort();
  }

  /** The dynamic imports (for a page in `locale`) of the given modules. */
  dynamicImportsOf(from: string, modules: readonly string[], locale: LocaleCode): string[] {
    return modules.flatMap((path) => this.dynamicLinksOf(path, from, locale));
  }
}

/** An HTML attribute's value as text (`&quot;` → `"`). */
function unescapeAttribute(value: string): string {
  const entities: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", "#39": "'", apos: "'" };
  return value.replace(/&(quot|amp|lt|gt|#39|apos);/g, (_, name: string) => entities[name] ?? "");
}

/** The islands a page's HTML declares (`<astro-island … client="approach" …>`), in document order. */
export function islandsOf(html: string): Island[] {
  const islands: Island[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
    const value = /&quot;value&quot;:(?:&quot;)?(\w+)/.exec(attribute("opts"))?.[1];
    islands.push({
      name: attribute("component-export"),
      wake: value === "idle" || value === "intent" ? value : "approach",
      component: attribute("component-url"),
      renderer: attribute("renderer-url"),
      props: unescapeAttribute(attribute("props")),
    });
  }
  return islands;
}

/** A page's HTML, its scripts followed through their static imports, and its stylesheets. */
export function pageFiles(root: string, htmlFile: string): PageFiles {
  const named = namedInHtml(readFileSync(htmlFile, "utf8"));
  return {
    scripts: new ModuleGraph(root).closure(htmlFile, named.scripts, null),
    stylesheets: named.stylesheets.sort(),
    inline: named.inline,
  };
}

/**
 * The JS files a page makes the browser fetch at load, after idle and in total (see the top of
 * this file). `firstScreen`: the islands (by export name) that wake without the visitor on a phone.
 */
export function pagePhases(
  root: string,
  htmlFile: string,
  locale: LocaleCode,
  firstScreen: readonly string[] = [],
): PagePhases {
  const graph = new ModuleGraph(root);
  const html = readFileSync(htmlFile, "utf8");
  const atLoad = graph.closure(htmlFile, namedInHtml(html).scripts, null);
  const islands = islandsOf(html);
  const missing = firstScreen.filter((name) => !islands.some((island) => island.name === name));
  if (missing.length > 0) throw new Error(`${htmlFile} has no island ${missing.join(", ")} (page-types.ts)`);
  const woken = (wakes: readonly Island[]) =>
    graph.closure(
      htmlFile,
      wakes.flatMap((island) => [island.component, island.renderer]),
      locale,
    );
  const afterIdle = new Set([
    ...atLoad,
    ...graph.closure(htmlFile, graph.dynamicImportsOf(htmlFile, atLoad, locale), locale),
    ...islands.flatMap((island) => [island.component, island.renderer]),
    ...woken(islands.filter((island) => island.wake === "idle" || firstScreen.includes(island.name))),
  ]);
  const total = new Set([...afterIdle, ...woken(islands)]);
  return { atLoad, afterIdle: [...afterIdle].sort(), total: [...total].sort() };
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
  /** JS fetched once the page is idle, without the visitor doing anything (at load included). */
  afterIdleBytes: number;
  /** Every byte of JS the page can fetch, every island woken. */
  totalBytes: number;
  cssBytes: number;
  files: PageFiles;
  phases: PagePhases;
}

/** The HTML file of a page's address; the language's not-found page for an unknown one. */
export function htmlFileOf(root: string, path: string, locale: LocaleCode): string {
  const candidates = [
    join(root, path, "index.html"),
    join(root, localizedPath("/404", locale), "index.html"),
    join(root, "404.html"),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No page for ${path} and no not-found page in ${root}`);
  return found;
}

export function pageWeight(
  root: string,
  pageType: string,
  locale: LocaleCode,
  englishPath: string,
  firstScreen: readonly string[] = [],
): PageWeight {
  const path = localizedPath(englishPath, locale);
  const htmlFile = htmlFileOf(root, path, locale);
  const files = pageFiles(root, htmlFile);
  const phases = pagePhases(root, htmlFile, locale, firstScreen);
  const sum = (paths: string[]) => paths.reduce((total, file) => total + gzipBytes(root, file), 0);
  const inlineBytes = files.inline.reduce((total, code) => total + gzipCopy(Buffer.from(code)).length, 0);
  return {
    pageType,
    locale,
    path,
    jsBytes: sum(phases.atLoad) + inlineBytes,
    afterIdleBytes: sum(phases.afterIdle) + inlineBytes,
    totalBytes: sum(phases.total) + inlineBytes,
    cssBytes: sum(files.stylesheets),
    files,
    phases,
  };
}
