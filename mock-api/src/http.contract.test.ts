/**
 * Contract group `mock` (see contract-groups.ts): the mock's HTTP behaviour — CORS, 404/405, headers, the data file, reset, the live-demo stand-ins. Always against a mock started in-process.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SEED_FILE, prepareDatabase, uploadsFolder } from "./database.ts";
import { startTestMock, type TestMock, type TestMockOptions } from "./testing.ts";
import { originOf, portOf } from "@studio/content/ports";

let mock: TestMock | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function start(options: TestMockOptions = {}) {
  mock = await startTestMock(options);
  return mock;
}

describe("CORS", () => {
  // The dev server, the preview, an end-to-end worker's free port, Storybook by address.
  it.each([
    originOf("site", {}),
    originOf("preview", {}),
    "http://localhost:4901",
    `http://127.0.0.1:${portOf("storybook", {})}`,
  ])("lets %s read answers and send the idempotency key and the fault header", async (origin) => {
    const { url } = await start();
    const preflight = await fetch(`${url}/api/site-contactus`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, idempotency-key, x-mock-fault",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/POST/);
    const allowed = preflight.headers.get("access-control-allow-headers")?.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["content-type", "idempotency-key", "x-mock-fault"]));
    const answer = await fetch(`${url}/api/get-bannerimage`, { headers: { Origin: origin } });
    expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
    // A key still in progress asks the page to wait (409 with Retry-After); the page must read it.
    const exposed = answer.headers.get("access-control-expose-headers")?.toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["retry-after", "idempotent-replayed"]));
  });

  it("does not let other sites read answers, unless listed", async () => {
    const { url } = await start({ corsOrigins: ["https://staging.example.com"] });
    const other = await fetch(`${url}/api/get-bannerimage`, { headers: { Origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const listed = await fetch(`${url}/api/get-bannerimage`, { headers: { Origin: "https://staging.example.com" } });
    expect(listed.headers.get("access-control-allow-origin")).toBe("https://staging.example.com");
  });
});

describe("paths", () => {
  it("answers only the contract's paths", async () => {
    const { url } = await start();
    for (const path of ["/db", "/banners", "/products", "/api/contacts", "/bannerimages/banner-apps.svg", "/"]) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(404);
    }
  });

  it("answers 405 for a contract path used with another method", async () => {
    const { url } = await start();
    const wrongGet = await fetch(`${url}/api/contact`);
    expect(wrongGet.status).toBe(405);
    expect(wrongGet.headers.get("allow")).toBe("POST");
    expect((await fetch(`${url}/api/get-bannerimage`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${url}/api/bannerimages/banner-apps.svg`, { method: "DELETE" })).status).toBe(405);
  });

  it("answers JSON with the right content type and no caching", async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/get-lithuanianproduct`);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("data file", () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("npm run mock-api:reset restores the seed and removes the uploaded pictures", () => {
    folder = mkdtempSync(join(tmpdir(), "mock-api-reset-"));
    const file = join(folder, "db.json");
    writeFileSync(file, JSON.stringify({ visitor: { count: 41 }, contact: [{ id: "x" }] }));
    mkdirSync(uploadsFolder(file));
    writeFileSync(join(uploadsFolder(file), "0123456789abcdef0123456789abcdef.webp"), "picture");
    const reset = spawnSync(process.execPath, [resolve(import.meta.dirname, "reset.ts")], {
      env: { ...process.env, MOCK_API_DB: file },
      encoding: "utf8",
    });
    expect(reset.status, reset.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(JSON.parse(readFileSync(SEED_FILE, "utf8")));
    expect(existsSync(uploadsFolder(file))).toBe(false);
  });

  it("gives a data file from an older mock the collections it lacks and keeps what it holds", () => {
    folder = mkdtempSync(join(tmpdir(), "mock-api-upgrade-"));
    const file = join(folder, "db.json");
    writeFileSync(file, JSON.stringify({ visitor: { count: 7 } }));
    prepareDatabase(file);
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(data.visitor).toEqual({ count: 7 });
    expect(Object.keys(data).sort()).toEqual(
      [
        "banners",
        "contact",
        "idempotency",
        "demoBooking",
        "products",
        "homeEnquiry",
        "submitContact",
        "visitor",
      ].sort(),
    );
  });
});

describe("live demo stand-ins", () => {
  it.each(["/grocery", "/meat", "/milk", "/fashion", "/electrotech/", "/home-needs/", "/beauty/", "/furniture/"])(
    "answers %s with a page naming its store",
    async (path) => {
      const { url } = await start();
      const answer = await fetch(`${url}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/text\/html/);
      expect(await answer.text()).toMatch(/<h1 data-demo="\w+">Live demo: \w+ store<\/h1>/);
    },
  );

  it("knows no other path", async () => {
    const { url } = await start();
    expect((await fetch(`${url}/groceries`)).status).toBe(404);
  });
});
