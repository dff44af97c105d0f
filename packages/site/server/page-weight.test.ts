import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localizedPath } from "@studio/content";
import { pageFiles, pageWeight, staticImports } from "./page-weight.ts";

let root: string;

function write(path: string, content: string): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "page-weight-"));
  // The shape React Router's prerendered pages have: preloads, a stylesheet, an inline module.
  write(
    "training/index.html",
    `<html><head><link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/root.css"/>
     <link rel="icon" href="/favicon.svg"/></head><body><script>window.__ctx = {}</script>
     <script type="module" async="">import "/assets/manifest.js";
     import * as route0 from "/assets/root.js";
     import("/assets/entry.client.js");</script></body></html>`,
  );
  write("assets/manifest.js", "window.__manifest={}");
  write(
    "assets/root.js",
    `import{a as b}from"./shared.js";import"./side-effect.js";const x=()=>import("./other-page.js");`,
  );
  write("assets/shared.js", `export const a=${JSON.stringify("shared ".repeat(50))};`);
  write("assets/side-effect.js", `export{c}from"./re-exported.js";`);
  write("assets/re-exported.js", "export const c=1;");
  write("assets/entry.client.js", `import{a}from"./shared.js";console.log(a);`);
  write("assets/other-page.js", "export const huge = 1;".repeat(1000));
  write("assets/root.css", "body{color:red}".repeat(20));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("what a page loads", () => {
  it("follows the HTML's preloads, inline module imports and every static import, not other pages' lazy chunks", () => {
    expect(pageFiles(root, join(root, "training/index.html"))).toEqual({
      scripts: [
        "/assets/entry.client.js",
        "/assets/manifest.js",
        "/assets/re-exported.js",
        "/assets/root.js",
        "/assets/shared.js",
        "/assets/side-effect.js",
      ],
      stylesheets: ["/assets/root.css"],
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
    // The lazy chunk of another page (≈22 kB raw) is not counted.
    write("assets/other-page.js", "export const huge = 2;".repeat(50_000));
    expect(pageWeight(root, "landing", "en", "/training").jsBytes).toBe(weight.jsBytes);
    // A bigger shared chunk is.
    write(
      "assets/shared.js",
      `export const a=${JSON.stringify(Array.from({ length: 500 }, (_, i) => `w${i * 7919}`))};`,
    );
    expect(pageWeight(root, "landing", "en", "/training").jsBytes).toBeGreaterThan(weight.jsBytes);
  });

  it("measures a language's page at its own address", () => {
    write(`${localizedPath("/training", "de")}/index.html`, `<link rel="modulepreload" href="/assets/shared.js"/>`);
    expect(pageWeight(root, "landing", "de", "/training").files.scripts).toEqual(["/assets/shared.js"]);
  });

  it("fails loudly when a page names a file the build does not have", () => {
    write("training/index.html", `<link rel="modulepreload" href="/assets/gone.js"/>`);
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
