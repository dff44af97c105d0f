import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localizedPath } from "@studio/content";
import { islandFiles, pageFiles, pageWeight, staticImports } from "./page-weight.ts";

let root: string;

function write(path: string, content: string): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
}

const island = (component: string, wake: "idle" | "approach") =>
  `<astro-island uid="x" component-url="/assets/${component}" component-export="X" renderer-url="/assets/client.js" ` +
  `props="{}" ssr client="approach" opts="{&quot;name&quot;:&quot;X&quot;,&quot;value&quot;:${
    wake === "idle" ? "&quot;idle&quot;" : "true"
  }}"><div>…</div></astro-island>`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "page-weight-"));
  // The shape of the site's prerendered pages: a stylesheet, inline island runtime, the page
  // script, and islands woken when idle or on approach.
  write(
    "training/index.html",
    `<html><head><link rel="stylesheet" href="/assets/root.css"><link rel="icon" href="/favicon.svg"></head>
     <body><script>window.islandRuntime = "${"r".repeat(40)}"</script>${island("header.js", "idle")}
     <main>${island("form.js", "approach")}</main>
     <script type="module" src="/assets/page.js"></script></body></html>`,
  );
  write("assets/page.js", `import{a as b}from"./shared.js";import"./side-effect.js";const x=()=>import("./api.js");`);
  write("assets/shared.js", `export const a=${JSON.stringify("shared ".repeat(50))};`);
  write("assets/side-effect.js", `export{c}from"./re-exported.js";`);
  write("assets/re-exported.js", "export const c=1;");
  write("assets/api.js", "export const huge = 1;".repeat(1000));
  write("assets/client.js", `import{r}from"./react.js";export default r;`);
  write("assets/react.js", "export const r=1;");
  write("assets/header.js", `import{a}from"./shared.js";import{r}from"./react.js";export const X=a+r;`);
  write("assets/form.js", `import{r}from"./react.js";import"./zod.js";export const X=r;`);
  write("assets/zod.js", "export const z=1;");
  write("assets/_messages-en.abc123.js", "export default {};");
  write("assets/_messages-de.abc123.js", "export default {};");
  write("assets/root.css", "body{color:red}".repeat(20));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("what a page loads", () => {
  it("at load: the HTML's scripts and every static import, inline scripts, not lazy chunks", () => {
    const files = pageFiles(root, join(root, "training/index.html"));
    expect(files.scripts).toEqual([
      "/assets/page.js",
      "/assets/re-exported.js",
      "/assets/shared.js",
      "/assets/side-effect.js",
    ]);
    expect(files.stylesheets).toEqual(["/assets/root.css"]);
    expect(files.inline).toHaveLength(1);
  });

  it("islands: what each wake adds, every file once, with the page's language", () => {
    const loaded = pageFiles(root, join(root, "training/index.html")).scripts;
    expect(islandFiles(root, join(root, "training/index.html"), "en", loaded)).toEqual({
      // shared.js came with the page script already.
      idle: ["/assets/_messages-en.abc123.js", "/assets/client.js", "/assets/header.js", "/assets/react.js"],
      // React and the language came with the idle island already.
      approach: ["/assets/form.js", "/assets/zod.js"],
    });
  });

  it("adds up the gzip sizes of exactly those files", () => {
    const gzip = (path: string, content: string) => {
      write(path, content);
      return gzipSync(content, { level: 9 }).length;
    };
    const css = gzip("assets/root.css", "main{margin:0}".repeat(30));
    const weight = pageWeight(root, "landing", "en", "/training");
    expect(weight.cssBytes).toBe(css);
    expect(weight.jsBytes).toBeGreaterThan(0);
    // The lazy chunk (≈22 kB raw) is not counted.
    write("assets/api.js", "export const huge = 2;".repeat(50_000));
    expect(pageWeight(root, "landing", "en", "/training").jsBytes).toBe(weight.jsBytes);
    // A bigger shared chunk is.
    write(
      "assets/shared.js",
      `export const a=${JSON.stringify(Array.from({ length: 500 }, (_, i) => `w${i * 7919}`))};`,
    );
    expect(pageWeight(root, "landing", "en", "/training").jsBytes).toBeGreaterThan(weight.jsBytes);
    // Island code is reported by wake, not at load.
    const zod = gzip(
      "assets/zod.js",
      `export const z=${JSON.stringify(Array.from({ length: 300 }, (_, i) => i * 31))};`,
    );
    const after = pageWeight(root, "landing", "en", "/training");
    expect(after.islandBytes.approach).toBe(
      gzip("assets/form.js", `import{r}from"./react.js";import"./zod.js";export const X=r;`) + zod,
    );
  });

  it("measures a language's page at its own address, and its not-found page for an unknown one", () => {
    write(`${localizedPath("/training", "de")}/index.html`, `<script type="module" src="/assets/shared.js"></script>`);
    expect(pageWeight(root, "landing", "de", "/training").files.scripts).toEqual(["/assets/shared.js"]);
    write("404.html", `<script type="module" src="/assets/react.js"></script>`);
    expect(pageWeight(root, "not-found", "en", "/no-such-page").files.scripts).toEqual(["/assets/react.js"]);
  });

  it("fails loudly when a page names a file the build does not have", () => {
    write("training/index.html", `<script type="module" src="/assets/gone.js"></script>`);
    expect(() => pageFiles(root, join(root, "training/index.html"))).toThrow(/gone\.js/);
  });
});

describe("static imports of a built module", () => {
  it("reads minified imports and re-exports, not dynamic imports or strings", () => {
    expect(
      staticImports(
        `import{a as b}from"./a.js";import"./b.js";export*from"./c.js";export{d}from'./d.js';` +
          `const e=import("./e.js");const s="import x from './f.js'";`,
      ),
    ).toEqual(["./a.js", "./b.js", "./c.js", "./d.js"]);
  });
});
