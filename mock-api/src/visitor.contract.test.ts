/**
 * Contract group `mock` (see contract-groups.ts): the visitor counter as the mock keeps it — counted, persisted across restarts. Always against a mock started in-process.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@studio/api";
import { serverUrl, startMockApi } from "./server.ts";
import { originOf } from "@studio/content/ports";

let folder: string;
let dbFile: string;
let server: Server;

async function start() {
  server = await startMockApi({ port: 0, dbFile });
  return serverUrl(server);
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "mock-api-"));
  dbFile = join(folder, "db.json");
});

afterEach(async () => {
  await new Promise((done) => server?.close(done));
  rmSync(folder, { recursive: true, force: true });
});

describe("POST /api/visitor through the typed client", () => {
  it("counts each visit and answers the new count", async () => {
    const client = createApiClient({ baseUrl: await start() });
    expect(await client.registerVisit()).toBe(1);
    expect(await client.registerVisit()).toBe(2);
  });

  it("persists the count across a restart of the mock", async () => {
    const first = createApiClient({ baseUrl: await start() });
    await first.registerVisit();
    await new Promise((done) => server.close(done));
    const second = createApiClient({ baseUrl: await start() });
    expect(await second.registerVisit()).toBe(2);
    expect(JSON.parse(readFileSync(dbFile, "utf8")).visitor.count).toBe(2);
  });

  it("only logs a failure and resolves to null when the API is unreachable", async () => {
    const url = await start();
    await new Promise((done) => server.close(done));
    const logger = { error: vi.fn() };
    const client = createApiClient({ baseUrl: url, logger });
    await expect(client.registerVisit()).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Error updating visitor count:", expect.anything());
    server = await startMockApi({ port: 0, dbFile });
  });

  it("rejects an answer of the wrong shape as a failure", async () => {
    const logger = { error: vi.fn() };
    const fetchWrongShape: typeof fetch = async () => Response.json({ count: "many" });
    const client = createApiClient({ baseUrl: await start(), logger, fetch: fetchWrongShape });
    await expect(client.registerVisit()).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it("answers only the contract's paths", async () => {
    const url = await start();
    expect((await fetch(`${url}/visitor`)).status).toBe(404);
    expect((await fetch(`${url}/db`)).status).toBe(404);
  });

  it("allows the dev and preview origins (CORS)", async () => {
    const url = await start();
    for (const origin of [originOf("site", {}), originOf("preview", {})]) {
      const response = await fetch(`${url}/api/visitor`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    }
  });
});
