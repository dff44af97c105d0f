import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./static-server.ts";

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
  mkdirSync(join(root, "404"));
  writeFileSync(join(root, "404/index.html"), "<h1>not found</h1>");
  mkdirSync(join(root, "fr/404"), { recursive: true });
  writeFileSync(join(root, "fr/404/index.html"), "<h1>page introuvable</h1>");
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets/app.js"), "console.log(1)");
  writeFileSync(join(parent, "secret.txt"), "secret");
  api = createServer((req, res) =>
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ method: req.method, url: req.url })),
  );
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

  it("serves the home page at /", async () => {
    expect(await (await fetch(origin + "/")).text()).toBe("<h1>home</h1>");
  });

  it("answers unknown paths with status 404 and the not-found page", async () => {
    const response = await fetch(origin + "/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>not found</h1>");
  });

  it("answers an unknown path under a language's prefix with that language's not-found page", async () => {
    const french = await fetch(origin + "/fr/pas/de/page");
    expect(french.status).toBe(404);
    expect(await french.text()).toBe("<h1>page introuvable</h1>");
    // A language whose page is missing falls back to the English one.
    const german = await fetch(origin + "/gr/keine-seite");
    expect(german.status).toBe(404);
    expect(await german.text()).toBe("<h1>not found</h1>");
    // A path that only starts like a prefix is English.
    expect(await (await fetch(origin + "/fresh")).text()).toBe("<h1>not found</h1>");
  });

  it("never serves files outside the build folder", async () => {
    const response = await fetch(origin + "/..%2fsecret.txt");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("secret");
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const response = await fetch(origin + "/assets/app.js");
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(response.headers.get("cache-control")).toContain("immutable");
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
