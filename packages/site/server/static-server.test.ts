import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressFolder } from "./compress.ts";
import { createStaticServer } from "./static-server.ts";

/** A script big enough to be worth compressing. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `word ${index}`))};`;
/** The not-found page, long enough to be compressed too. */
const NOT_FOUND = `<h1>not found</h1>${"<p>Try the home page.</p>".repeat(40)}`;

let parent: string;
let root: string;
let site: Server;
let api: Server;
let origin: string;

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, "localhost", () => done(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), "static-server-"));
  root = join(parent, "site");
  mkdirSync(root);
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  mkdirSync(join(root, "english/meatdelivery"), { recursive: true });
  writeFileSync(join(root, "english/meatdelivery/index.html"), "<h1>meat</h1>");
  writeFileSync(join(root, "404.html"), NOT_FOUND);
  mkdirSync(join(root, "fr/404"), { recursive: true });
  writeFileSync(join(root, "fr/404/index.html"), "<h1>page introuvable</h1>");
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets/app.js"), "console.log(1)");
  writeFileSync(join(root, "assets/words-a1b2.js"), SCRIPT);
  writeFileSync(join(parent, "secret.txt"), "secret");
  api = createServer((req, res) =>
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ method: req.method, url: req.url })),
  );
  await compressFolder(root);
  const apiOrigin = await listen(api);
  site = createStaticServer({ root, apiOrigin });
  origin = await listen(site);
});

afterAll(() => {
  site.close();
  api.close();
  rmSync(parent, { recursive: true, force: true });
});

describe("static preview server", () => {
  it("serves a clean URL with its own prerendered page, with or without the trailing slash", async () => {
    for (const path of ["/english/meatdelivery", "/english/meatdelivery/"]) {
      const response = await fetch(origin + path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toBe("<h1>meat</h1>");
    }
  });

  it("answers with the serving policy's content types", async () => {
    expect((await fetch(origin + "/")).headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await fetch(origin + "/assets/app.js")).headers.get("content-type")).toBe(
      "application/javascript; charset=utf-8",
    );
  });

  it("finds a page only as the file itself or its folder's index.html, as nginx does", async () => {
    // The English not-found page is a file, 404.html; `/404` is not an address of it.
    const response = await fetch(origin + "/404");
    expect(response.status).toBe(404);
    expect((await fetch(origin + "/404.html")).status).toBe(200);
  });

  it("serves the home page at /", async () => {
    expect(await (await fetch(origin + "/")).text()).toBe("<h1>home</h1>");
  });

  it("answers unknown paths with status 404 and the not-found page", async () => {
    const response = await fetch(origin + "/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND);
  });

  it("answers an unknown path under a language's prefix with that language's not-found page", async () => {
    const french = await fetch(origin + "/fr/pas/de/page");
    expect(french.status).toBe(404);
    expect(await french.text()).toBe("<h1>page introuvable</h1>");
    // A language whose page is missing falls back to the English one.
    const german = await fetch(origin + "/gr/keine-seite");
    expect(german.status).toBe(404);
    expect(await german.text()).toBe(NOT_FOUND);
    // A path that only starts like a prefix is English.
    expect(await (await fetch(origin + "/fresh")).text()).toBe(NOT_FOUND);
  });

  it("reads an address with repeated slashes as nginx does, and refuses a target that is no path", async () => {
    const statusOf = (target: string) =>
      new Promise<number>((done, fail) => {
        const req = request(origin + "/", { path: target }, (response) => {
          response.resume();
          done(response.statusCode ?? 0);
        });
        req.on("error", fail);
        req.end();
      });
    expect(await statusOf("//english//meatdelivery")).toBe(200);
    expect(await statusOf("*")).toBe(400);
  });

  it("never serves files outside the build folder", async () => {
    const response = await fetch(origin + "/..%2fsecret.txt");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("secret");
  });

  it("serves hashed assets with a long cache lifetime, pages to be revalidated", async () => {
    const asset = await fetch(origin + "/assets/app.js");
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(origin + "/english/meatdelivery");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    // Revalidation: the same page unchanged is a 304 without a body.
    const again = await fetch(origin + "/english/meatdelivery", {
      headers: { "if-none-match": page.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("sends the precompressed Brotli copy to a browser that accepts it, gzip to one that accepts only gzip", async () => {
    const brotli = await fetch(origin + "/assets/words-a1b2.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toContain("javascript");
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(SCRIPT.length / 3);
    expect(await brotli.text()).toBe(SCRIPT);
    const gzip = await fetch(origin + "/assets/words-a1b2.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(SCRIPT);
  });

  it("sends the file as it is to a client that accepts no compression, and small files uncompressed", async () => {
    const plain = await fetch(origin + "/assets/words-a1b2.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const small = await fetch(origin + "/assets/app.js", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("compresses the not-found page too, and never answers it with 304", async () => {
    const first = await fetch(origin + "/gone", { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(404);
    expect(first.headers.get("content-encoding")).toBe("br");
    const again = await fetch(origin + "/gone", { headers: { "if-none-match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(404);
    expect(await again.text()).toBe(NOT_FOUND);
  });

  it("answers other methods than GET and HEAD with 405", async () => {
    expect((await fetch(origin + "/", { method: "POST" })).status).toBe(405);
  });

  it("forwards /api calls to the API with their method", async () => {
    const response = await fetch(origin + "/api/visitor", { method: "POST" });
    expect(await response.json()).toEqual({ method: "POST", url: "/api/visitor" });
  });

  it("forwards the live-demo paths to the API host (the default demo host) and nothing else", async () => {
    const demo = await fetch(origin + "/electrotech/");
    expect(await demo.json()).toEqual({ method: "GET", url: "/electrotech/" });
    const grocery = await fetch(origin + "/grocery");
    expect(await grocery.json()).toEqual({ method: "GET", url: "/grocery" });
    expect((await fetch(origin + "/groceries")).status).toBe(404);
  });
});
