/**
 * Contract group `mock` (see contract-groups.ts): idempotent submissions as the mock implements
 * them (README.md, "Idempotent submissions") — a key's submission stored once and its first answer
 * repeated, 409 while the first is in progress, 422 for another payload, 400 for a malformed key —
 * and the case that made them necessary: a submission the browser gave up on (timeout) is still
 * stored when the API answers later, and the retry with the same key does not store it again.
 * Always against a mock started in-process; the portable checks are in writes.contract.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FORM_ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  createApiClient,
  formatIdempotencyKey,
  newIdempotencyKey,
  parseIdempotencyKey,
  type ApiClientOptions,
} from "@studio/api";
import { FORM_NAMES, eachForm, keyWithRule, validBody } from "@studio/api/fixtures";
import { IDEMPOTENCY_KEY_TTL_MS, IdempotencyKeys, type IdempotencyRecord } from "./idempotency.ts";
import { serverUrl, startMockApi } from "./server.ts";
import { startTestMock, type TestMock } from "./testing.ts";

/** A valid submission per form (the contract's fields). */
const VALID = eachForm((form) => validBody(form) as Record<string, unknown>);

const CONTACT = validBody("submitContact");
const SUBMIT_CONTACT = FORM_ENDPOINTS.submitContact.path;

let mock: TestMock | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function start(faults?: string): Promise<TestMock> {
  mock = await startTestMock(faults ? { faults } : {});
  return mock;
}

/** Posts JSON with headers of its own; the answer's status, body, content type and replay mark. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    type: response.headers.get("content-type"),
    replayed: response.headers.get("idempotent-replayed"),
    retryAfter: response.headers.get("retry-after"),
  };
}

const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(key) });

/**
 * The typed client against the mock, with the keys of every attempt recorded; `firstAttempt`
 * adds headers (a fault) to the first attempt only, or replaces its answer (`lose`: the API
 * answers, the browser never sees it).
 */
function client(
  url: string,
  {
    first = {},
    lose = false,
    ...options
  }: Partial<ApiClientOptions> & { first?: Record<string, string>; lose?: boolean },
) {
  const keys: (string | null)[] = [];
  const logger = { error: vi.fn() };
  const api = createApiClient({
    baseUrl: url,
    logger,
    ...options,
    fetch: async (input) => {
      const request = input as Request;
      const header = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      keys.push(header === null ? null : parseIdempotencyKey(header));
      if (keys.length > 1) return fetch(request);
      const headers = new Headers(request.headers);
      for (const [name, value] of Object.entries(first)) headers.set(name, value);
      const response = await fetch(new Request(request, { headers }));
      if (lose) throw new TypeError("fetch failed");
      return response;
    },
  });
  return { api, keys, logger };
}

/** Waits until the mock has answered the key (the `late` fault holds the answer). */
async function answered(mock: TestMock, count = 1): Promise<void> {
  await vi.waitFor(() => expect(mock.stored().idempotency).toHaveLength(count), { timeout: 10_000, interval: 50 });
}

describe.each(FORM_NAMES)("POST %s with an Idempotency-Key", (form) => {
  const { path, successStatus } = FORM_ENDPOINTS[form];

  it("stores the submission once and answers every repeat with the first answer", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    const first = await post(`${url}${path}`, VALID[form], withKey(key));
    expect(first.status).toBe(successStatus);
    expect(first.replayed).toBeNull();
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const again = await post(`${url}${path}`, VALID[form], withKey(key));
      expect(again).toMatchObject({ status: first.status, body: first.body, type: first.type, replayed: "true" });
    }
    expect(stored()[form]).toHaveLength(1);
    // The data file keeps the key with its answer and a hash of the payload, never the payload.
    const [record] = stored().idempotency;
    expect(record).toMatchObject({ path, key, status: successStatus, body: first.body });
    expect(record?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain(VALID[form][keyWithRule(form, "text")]);
  });

  it("refuses the key reused for another payload with 422, storing nothing more", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    await post(`${url}${path}`, VALID[form], withKey(key));
    const other = await post(
      `${url}${path}`,
      { ...VALID[form], [keyWithRule(form, "phone")]: "+44 7700 900123" },
      withKey(key),
    );
    expect(other.status).toBe(422);
    expect(other.type).toMatch(/^application\/problem\+json/);
    expect(other.body).toMatchObject({ status: 422, title: expect.stringContaining("Idempotency-Key") });
    expect(stored()[form]).toHaveLength(1);
  });
});

describe("Idempotency-Key on the mock", () => {
  it("stores every submission without a key, as before (clients that send none)", async () => {
    const { url, stored } = await start();
    await post(`${url}${SUBMIT_CONTACT}`, CONTACT);
    await post(`${url}${SUBMIT_CONTACT}`, CONTACT);
    expect(stored().submitContact).toHaveLength(2);
    expect(stored().idempotency).toEqual([]);
  });

  it("reads the same payload with its fields in another order as the same submission", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key));
    const reordered = Object.fromEntries(Object.entries(CONTACT).reverse());
    expect((await post(`${url}${SUBMIT_CONTACT}`, reordered, withKey(key))).replayed).toBe("true");
    expect(stored().submitContact).toHaveLength(1);
  });

  it("takes a bare key too, and keeps keys apart per path", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    await post(`${url}${SUBMIT_CONTACT}`, CONTACT, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect((await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key))).replayed).toBe("true");
    const elsewhere = await post(`${url}${FORM_ENDPOINTS.contact.path}`, CONTACT, withKey(key));
    expect(elsewhere).toMatchObject({ status: 200, replayed: null });
    expect(stored().submitContact).toHaveLength(1);
    expect(stored().contact).toHaveLength(1);
  });

  it.each([
    ["empty", '""'],
    ["two keys", '"a", "b"'],
    ["non-ASCII", '"clé"'],
    ["too long", `"${"k".repeat(256)}"`],
  ])("refuses a malformed key (%s) with 400 and stores nothing", async (_name, value) => {
    const { url, stored } = await start();
    const answer = await post(`${url}${SUBMIT_CONTACT}`, CONTACT, { [IDEMPOTENCY_KEY_HEADER]: value });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/problem\+json/);
    expect(stored().submitContact).toEqual([]);
  });

  it("leaves the key unused when it refuses the input: corrected input with it is stored", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    const refused = await post(`${url}${SUBMIT_CONTACT}`, { ...CONTACT, email: "marie@" }, withKey(key));
    expect(refused).toMatchObject({ status: 400, body: { errors: { email: ["invalid_email"] } } });
    expect((await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key))).status).toBe(201);
    expect(stored().submitContact).toHaveLength(1);
  });

  it("leaves the key unused when a fault answered instead of the route: the retry is stored", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    const faulted = await post(`${url}${SUBMIT_CONTACT}`, CONTACT, { ...withKey(key), "x-mock-fault": "error=503" });
    expect(faulted.status).toBe(503);
    expect(stored().submitContact).toEqual([]);
    expect((await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key))).status).toBe(201);
    expect((await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key))).replayed).toBe("true");
    expect(stored().submitContact).toHaveLength(1);
  });

  it("answers a repeat while the first is in progress with 409 and Retry-After, then with the first answer", async () => {
    const { url, stored } = await start();
    const key = newIdempotencyKey();
    const first = post(`${url}${SUBMIT_CONTACT}`, CONTACT, { ...withKey(key), "x-mock-fault": "late=1500" });
    await vi.waitFor(() => expect(stored().submitContact).toHaveLength(1), { interval: 20 });
    const during = await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key));
    expect(during).toMatchObject({ status: 409, retryAfter: "1", body: { status: 409 } });
    expect(during.type).toMatch(/^application\/problem\+json/);
    expect((await first).status).toBe(201);
    const after = await post(`${url}${SUBMIT_CONTACT}`, CONTACT, withKey(key));
    expect(after).toMatchObject({ status: 201, replayed: "true" });
    expect(stored().submitContact).toHaveLength(1);
  });

  it("remembers answered keys across a restart (they are in the data file)", async () => {
    const folder = mkdtempSync(join(tmpdir(), "mock-api-keys-"));
    const dbFile = join(folder, "db.json");
    const stop = (server: Server) =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    try {
      const key = newIdempotencyKey();
      let server = await startMockApi({ port: 0, dbFile });
      const first = await post(`${serverUrl(server)}${SUBMIT_CONTACT}`, CONTACT, withKey(key));
      await stop(server);
      server = await startMockApi({ port: 0, dbFile });
      const again = await post(`${serverUrl(server)}${SUBMIT_CONTACT}`, CONTACT, withKey(key));
      await stop(server);
      expect(again).toMatchObject({ status: first.status, body: first.body, replayed: "true" });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("forgets a key a day after its answer", () => {
    let now = Date.parse("2026-01-10T12:00:00Z");
    const records: IdempotencyRecord[] = [];
    const keys = new IdempotencyKeys(
      () => records,
      () => undefined,
      () => now,
    );
    keys.begin("/api/contact", "k", "f");
    expect(keys.seen("/api/contact", "k", "f")).toEqual({ kind: "in-progress" });
    keys.complete("/api/contact", "k", "f", 200, { success: true });
    expect(keys.seen("/api/contact", "k", "f").kind).toBe("replay");
    now += IDEMPOTENCY_KEY_TTL_MS - 1000;
    expect(keys.seen("/api/contact", "k", "f").kind).toBe("replay");
    now += 2000;
    expect(keys.seen("/api/contact", "k", "f")).toEqual({ kind: "new" });
    keys.complete("/api/contact", "k2", "f", 200, { success: true });
    expect(records.map((record) => record.key)).toEqual(["k2"]);
  });
});

describe("the typed client's retries against the mock", { timeout: 20_000 }, () => {
  it("a submission the browser gave up on (timeout) is stored when the API answers later; the retry with its key is not stored again", async () => {
    const mock = await start();
    // The API stores at once but answers after 2.5 s; the browser waits 1 s (room enough for a
    // machine busy with other tests to answer the later presses in time).
    const { api, keys } = client(mock.url, { timeoutMs: 1000, first: { "x-mock-fault": "late=2500" } });
    expect((await api.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect(mock.stored().submitContact).toHaveLength(1);
    await answered(mock);
    // The visitor presses Send again, nothing changed: the same submission.
    expect(await api.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(mock.stored().submitContact).toHaveLength(1);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it("a retry while the first is still in progress is told so (409): stored once, the key kept for the next press", async () => {
    const mock = await start();
    const { api, keys } = client(mock.url, {
      timeoutMs: 1000,
      retry: { limit: 0 },
      first: { "x-mock-fault": "late=4000" },
    });
    expect((await api.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect((await api.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect(mock.stored().submitContact).toHaveLength(1);
    await answered(mock);
    expect(await api.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(mock.stored().submitContact).toHaveLength(1);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(keys).toHaveLength(3);
  });

  it("the client's own retries wait out 'in progress' (Retry-After) and get the first answer", async () => {
    const mock = await start();
    // In progress from 0 to 2.5 s; the first press gives up at 1 s. The second press's first attempt
    // (≈1 s) is told to wait 1 s, and so maybe its second; the third at the latest (≈3 s) gets the
    // stored answer. (A 1 s attempt timeout leaves room for a machine busy with other tests.)
    const { api, keys } = client(mock.url, { timeoutMs: 1000, first: { "x-mock-fault": "late=2500" } });
    expect((await api.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect(await api.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(mock.stored().submitContact).toHaveLength(1);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("an answer lost on the way back is fetched again with the same key: one record, and the visitor is thanked", async () => {
    const mock = await start();
    const { api, keys, logger } = client(mock.url, { lose: true, retry: { delayMs: 0 } });
    expect(await api.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(mock.stored().submitContact).toHaveLength(1);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("a new submission after a success gets a new key and is stored", async () => {
    const mock = await start();
    const { api, keys } = client(mock.url, {});
    await api.postSubmitContact(CONTACT);
    await api.postSubmitContact(CONTACT);
    expect(mock.stored().submitContact).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});
