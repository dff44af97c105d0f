import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "@studio/content";
import {
  dynamicImports,
  islandsOf,
  languageOfChunk,
  pageFiles,
  pagePhases,
  pageWeight,
  staticImports,
} from "./module-graph.ts";

/**
 * A small site built by Vite the way the site is (minified chunks, dynamic imports through Vite's
 * preload helper), with a page shaped like the site's: an inline island runtime, a page script
 * and three islands (woken when idle, on approach and on intent). What the counting follows is
 * checked against the build's real output; tests/e2e/page-weight.spec.ts checks the same counting
 * against what Chromium fetches on the site's own pages.
 */
const SOURCES: Record<string, string> = {
  // The page script: a helper shared with an island now, the API client when idle.
  "page.js": `import { shared } from "./shared.js";
    requestIdleCallback(() => import("./api.js").then(({ send }) => send(shared)));`,
  "shared.js": `export const shared = ${JSON.stringify("shared ".repeat(20))};`,
  "api.js": `import { schema } from "./schema.js"; export const send = (value) => schema(value);`,
  "schema.js": `export const schema = (value) => ${JSON.stringify("schema ".repeat(200))} + value;`,
  // The framework renderer (React's client) and the framework.
  "client.js": `import { render } from "./framework.js"; export default render;`,
  "framework.js": `export const render = (x) => x + ${JSON.stringify("framework ".repeat(300))};`,
  // Each island loads its messages in the page's language only.
  "messages.js": `export const messagesOf = (language) => ({
      en: () => import("./messages-en.js"),
      de: () => import("./messages-de.js"),
    })[language]();`,
  "messages-en.js": `export default { hello: "Hello" };`,
  "messages-de.js": `export default { hello: "Hallo" };`,
  // Woken on intent (the navigation bar).
  "header.js": `import { render } from "./framework.js"; import { messagesOf } from "./messages.js";
    import { shared } from "./shared.js"; import { menu } from "./menu.js";
    export const Header = () => messagesOf(document.documentElement.lang).then((m) => render(m.default.hello + menu + shared));`,
  "menu.js": `export const menu = ${JSON.stringify("menu ".repeat(100))};`,
  // Woken when idle: refreshes its list through the API client.
  "products.js": `import { render } from "./framework.js"; import { messagesOf } from "./messages.js";
    export const Products = () => messagesOf("en").then(() => import("./api.js")).then(({ send }) => render(send(1)));`,
  // Woken on approach: validates on submit with code it loads then.
  "form.js": `import { render } from "./framework.js"; import { messagesOf } from "./messages.js";
    import { menu } from "./menu.js";
    export const Form = () => messagesOf("en").then(() => render(menu));
    export const submit = () => import("./validation.js").then(({ check }) => check("x"));`,
  "validation.js": `import { schema } from "./schema.js"; export const check = (value) => schema(value).length > 3;`,
};

const ENTRIES = ["page", "client", "header", "products", "form"] as const;

let root: string;
/** The built file of a source module (`assets/<name>.<hash>.js`), as a site path. */
let built: (name: string) => string;

const island = (name: string, component: string, wake: "idle" | "intent" | true) =>
  `<astro-island uid="x${name}" prefix="r1" component-url="${built(component)}" component-export="${name}" ` +
  `renderer-url="${built("client")}" props="{}" ssr client="approach" opts="{&quot;name&quot;:&quot;${name}&quot;,` +
  `&quot;value&quot;:${wake === true ? "true" : `&quot;${wake}&quot;`}}" await-children><div>…</div></astro-island>`;

function page(locale: string): string {
  return `<!doctype html><html lang="${locale}"><head><link rel="stylesheet" href="/assets/root.css">
    <link rel="icon" href="/favicon.svg"><script>window.islandRuntime = "${"r".repeat(40)}";</script></head>
    <body>${island("Header", "header", "intent")}<main>${island("Products", "products", "idle")}
    ${island("Form", "form", true)}</main>
    <script type="module" src="${built("page")}"></script></body></html>`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "page-weight-"));
  const source = join(root, "src");
  mkdirSync(source);
  for (const [name, code] of Object.entries(SOURCES)) writeFileSync(join(source, name), code);
  await build({
    configFile: false,
    logLevel: "silent",
    root: source,
    build: {
      outDir: join(root, "client"),
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: Object.fromEntries(ENTRIES.map((name) => [name, join(source, `${name}.js`)])),
        preserveEntrySignatures: "exports-only",
        output: {
          entryFileNames: "assets/[name].[hash].js",
          chunkFileNames: "assets/[name].[hash].js",
        },
      },
    },
  });
  const assets = readdirSync(join(root, "client/assets"));
  built = (name) => {
    const file = assets.find((asset) => asset.startsWith(`${name}.`) && asset.endsWith(".js"));
    if (!file) throw new Error(`${name} is not in the fixture build: ${assets.join(", ")}`);
    return `/assets/${file}`;
  };
  writeFileSync(join(root, "client/assets/root.css"), "body{color:red}".repeat(20));
  writeFileSync(join(root, "client/index.html"), page("en"));
  mkdirSync(join(root, "client", localizedPath("/", "de")), { recursive: true });
  writeFileSync(join(root, "client", localizedPath("/", "de"), "index.html"), page("de"));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const client = () => join(root, "client");

describe("what a page can make the browser fetch", () => {
  it("at load: the HTML's scripts and their static imports, not what they import dynamically", () => {
    const files = pageFiles(client(), join(client(), "index.html"));
    // Vite's preload helper comes with the page script, which imports dynamically through it.
    expect(files.scripts).toEqual([built("page"), built("preload-helper"), built("shared")].sort());
    expect(files.scripts).not.toContain(built("api"));
    expect(files.stylesheets).toEqual(["/assets/root.css"]);
    expect(files.inline).toHaveLength(1);
  });

  it("after idle: the page script's dynamic imports, every island's preloaded entry, the idle island in full", () => {
    const { atLoad, afterIdle } = pagePhases(client(), join(client(), "index.html"), "en");
    expect(afterIdle).toEqual(expect.arrayContaining(atLoad));
    expect(afterIdle).toEqual(
      expect.arrayContaining([
        // The page script's idle import and what it imports.
        built("api"),
        built("schema"),
        // Preloaded: each island's component and the renderer (a module preload fetches the file only).
        built("client"),
        built("header"),
        built("form"),
        // The idle island, in full: its imports and its language's messages.
        built("products"),
        built("framework"),
        built("messages"),
        built("messages-en"),
      ]),
    );
    // The intent and approach islands' own imports wait for them to wake.
    expect(afterIdle).not.toContain(built("menu"));
    expect(afterIdle).not.toContain(built("validation"));
  });

  it("an island in the first screen wakes after idle too", () => {
    const { afterIdle } = pagePhases(client(), join(client(), "index.html"), "en", ["Form"]);
    expect(afterIdle).toEqual(expect.arrayContaining([built("menu"), built("validation")]));
    expect(() => pagePhases(client(), join(client(), "index.html"), "en", ["Nothing"])).toThrow(/Nothing/);
  });

  it("total: every island woken, with what each imports statically and dynamically, in the page's language only", () => {
    const en = pagePhases(client(), join(client(), "index.html"), "en");
    expect(en.total).toEqual([...en.afterIdle, built("menu"), built("validation")].sort());
    expect(en.total).not.toContain(built("messages-de"));
    const de = pagePhases(client(), join(client(), localizedPath("/", "de"), "index.html"), "de");
    expect(de.total).toContain(built("messages-de"));
    expect(de.total).not.toContain(built("messages-en"));
  });

  it("adds up the gzip sizes of exactly those files", () => {
    const gzip = (path: string) => gzipSync(readFileSync(join(client(), path)), { level: 9 }).length;
    const weight = pageWeight(client(), "home", "en", "/");
    const inline = gzipSync(`window.islandRuntime = "${"r".repeat(40)}";`, { level: 9 }).length;
    const sum = (files: string[]) => files.reduce((total, file) => total + gzip(file), inline);
    expect(weight.cssBytes).toBe(gzip("/assets/root.css"));
    expect(weight.jsBytes).toBe(sum(weight.phases.atLoad));
    expect(weight.afterIdleBytes).toBe(sum(weight.phases.afterIdle));
    expect(weight.totalBytes).toBe(sum(weight.phases.total));
    expect(weight.jsBytes).toBeLessThan(weight.afterIdleBytes);
    expect(weight.afterIdleBytes).toBeLessThan(weight.totalBytes);
  });

  it("measures a language's page at its own address, and its not-found page for an unknown one", () => {
    expect(pageWeight(client(), "home", "de", "/").path).toBe(localizedPath("/", "de"));
    writeFileSync(join(client(), "404.html"), `<script type="module" src="${built("shared")}"></script>`);
    expect(pageWeight(client(), "not-found", "en", "/no-such-page").phases.total).toEqual([built("shared")]);
  });

  it("fails loudly when a page names a file the build does not have", () => {
    mkdirSync(join(client(), "gone"), { recursive: true });
    writeFileSync(join(client(), "gone/index.html"), `<script type="module" src="/assets/gone.js"></script>`);
    expect(() => pageFiles(client(), join(client(), "gone/index.html"))).toThrow(/gone\.js/);
  });
});

describe("reading built modules", () => {
  it("static imports: minified imports and re-exports, not dynamic imports or strings", () => {
    expect(
      staticImports(
        `import{a as b}from"./a.js";import"./b.js";export*from"./c.js";export{d}from'./d.js';` +
          `const e=import("./e.js");const s="import x from './f.js'";`,
      ),
    ).toEqual(["./a.js", "./b.js", "./c.js", "./d.js"]);
  });

  it("dynamic imports with a literal path, in any quotes", () => {
    expect(
      dynamicImports("const a=()=>import(`./a.js`),b=()=>import('./b.js');x.import(\"./c.js\");import(`./${d}.js`)"),
    ).toEqual(["./a.js", "./b.js"]);
  });

  it("the language of a messages chunk", () => {
    expect(languageOfChunk("/assets/_messages-ru.WP8ImGw9.js")).toBe("ru");
    expect(languageOfChunk("/assets/_messages-de-site-header.a_b-C.js")).toBe("de");
    expect(languageOfChunk("/assets/messages-en.js")).toBe("en");
    expect(languageOfChunk("/assets/messages.js")).toBeNull();
    expect(languageOfChunk("/assets/_messages-xx.abc.js")).toBeNull();
  });

  it("the islands of a page, with how each wakes", () => {
    expect(islandsOf(page("en")).map(({ name, wake }) => ({ name, wake }))).toEqual([
      { name: "Header", wake: "intent" },
      { name: "Products", wake: "idle" },
      { name: "Form", wake: "approach" },
    ]);
  });
});
