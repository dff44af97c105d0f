/**
 * What a page of the build makes the browser download before it can run: the scripts and
 * stylesheets its HTML names (module preloads, module scripts and their `import`s, stylesheets),
 * followed through every static `import` of those scripts — not the chunks other pages load later
 * (dynamic `import()`). Sizes are gzip (level 9, as the build's `.gz` copies), deterministic.
 *
 * `npm run size` prints the table for one page of every type and fails when one exceeds its budget
 * (budgets.ts). `node packages/site/server/page-weight.ts [build/client]`.
 */
import { existsSync, readFileSync } from "node:fs";
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
}

/** Every URL path a piece of HTML names as a script or stylesheet to load now. */
function namedInHtml(html: string): PageFiles {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(href);
    if (/\brel="stylesheet"/.test(tag)) stylesheets.add(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes ?? "")?.[1];
    if (src) scripts.add(src);
    // An inline module's imports run at load, `import("…")` included (the client entry).
    if (/\btype="module"/.test(attributes ?? "")) {
      for (const [, path] of (body ?? "").matchAll(/import\s*(?:[^"'()]*?from\s*)?\(?\s*["']([^"']+)["']/g)) {
        if (path) scripts.add(path);
      }
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
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

/** A page's HTML, its scripts followed through their static imports, and its stylesheets. */
export function pageFiles(root: string, htmlFile: string): PageFiles {
  const named = namedInHtml(readFileSync(htmlFile, "utf8"));
  const scripts = new Set<string>();
  const queue = named.scripts.filter((path) => path.startsWith("/"));
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (scripts.has(path)) continue;
    scripts.add(path);
    const file = join(root, path);
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${path}, which is not in the build`);
    for (const imported of staticImports(readFileSync(file, "utf8"))) {
      if (imported.startsWith(".") || imported.startsWith("/"))
        queue.push(posix.resolve(posix.dirname(path), imported));
    }
  }
  return { scripts: [...scripts].sort(), stylesheets: named.stylesheets.sort() };
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
  jsBytes: number;
  cssBytes: number;
  files: PageFiles;
}

export function pageWeight(root: string, pageType: string, locale: LocaleCode, englishPath: string): PageWeight {
  const path = localizedPath(englishPath, locale);
  const htmlFile = join(root, path, "index.html");
  const files = pageFiles(
    root,
    existsSync(htmlFile) ? htmlFile : join(root, localizedPath("/404", locale), "index.html"),
  );
  const sum = (paths: string[]) => paths.reduce((total, file) => total + gzipBytes(root, file), 0);
  return { pageType, locale, path, jsBytes: sum(files.scripts), cssBytes: sum(files.stylesheets), files };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url)));
  if (!existsSync(join(root, "index.html"))) {
    console.error(`No build in ${root}: run npm run build first.`);
    process.exit(1);
  }
  const kB = (bytes: number) => (bytes / 1024).toFixed(1);
  const over: string[] = [];
  console.log("| page | locale | JS kB gzip | budget | CSS kB gzip | budget | scripts |");
  console.log("|---|---|---|---|---|---|---|");
  for (const locale of ["en", "ru"] as const) {
    for (const page of PAGE_TYPES) {
      const weight = pageWeight(root, page.name, locale, page.path);
      const jsBudget = jsBudgetKB(page.name);
      console.log(
        `| ${page.name} | ${locale} | ${kB(weight.jsBytes)} | ${jsBudget} | ${kB(weight.cssBytes)} | ${BUDGETS.cssKB} | ${weight.files.scripts.length} |`,
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
