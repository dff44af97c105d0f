import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.ts";
import { keyWithRule, validBody } from "./fixtures.ts";
import { formatIdempotencyKey, newIdempotencyKey, parseIdempotencyKey } from "./idempotency.ts";

const BOOKING = validBody("demoBooking");

/** A client whose backend answers every request with `answer()`; records what was sent. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const logger = { error: vi.fn() };
  const client = createApiClient({
    baseUrl: "http://api.invalid/backend",
    logger,
    fetch: async (input) => {
      const request = input as Request;
      sent.push({ method: request.method, url: request.url, body: await request.json() });
      return answer();
    },
  });
  return { client, sent, logger };
}

describe("postDemoBooking: the demo booking's success reading", () => {
  it("reads the real API's answer { status: 'success' } as a success", async () => {
    const { client, sent } = clientAnswering(() => Response.json({ status: "success" }));
    expect(await client.postDemoBooking(BOOKING)).toEqual({ outcome: "success", status: 200 });
    expect(sent).toEqual([{ method: "POST", url: "http://api.invalid/backend/api/product-query", body: BOOKING }]);
  });

  it.each([
    ["another status", { status: "failed" }],
    ["the status nested under data", { data: { status: "success" } }],
    ["a body of another shape", { ok: true }],
  ])("reads a 200 with %s as rejected with status 200, without logging", async (_name, body) => {
    const { client, logger } = clientAnswering(() => Response.json(body));
    expect(await client.postDemoBooking(BOOKING)).toEqual({ outcome: "rejected", status: 200 });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("reads a 200 whose body is not JSON as rejected with status 200", async () => {
    const { client } = clientAnswering(() => new Response('{"status": "succ', { status: 200 }));
    expect(await client.postDemoBooking(BOOKING)).toEqual({ outcome: "rejected", status: 200 });
  });

  it("reads a success body with another status as rejected with that status", async () => {
    const { client } = clientAnswering(() => Response.json({ status: "success" }, { status: 500 }));
    expect(await client.postDemoBooking(BOOKING)).toEqual({ outcome: "rejected", status: 500 });
  });

  it("reads a request that never gets an answer as failed, after two retries, and logs it", async () => {
    const { client, sent, logger } = clientAnswering(() => {
      throw new TypeError("fetch failed");
    });
    const result = await client.postDemoBooking(BOOKING);
    expect(result.outcome).toBe("failed");
    expect(sent).toHaveLength(3);
    expect(logger.error).toHaveBeenCalledWith("Error submitting /api/product-query:", expect.anything());
  });
});

const CONTACT = validBody("submitContact");

/** The key a request carried, unquoted (the header is a Structured Field string). */
function keyOf(request: Request): string | null {
  const value = request.headers.get("idempotency-key");
  return value === null ? null : parseIdempotencyKey(value);
}

/**
 * A client whose backend answers each attempt with the next of `answers` (a Response, or an error
 * to throw as the network would); records every attempt's key.
 */
function clientWithAnswers(...answers: (Response | Error | (() => Promise<Response>))[]) {
  const keys: (string | null)[] = [];
  const headers: (string | null)[] = [];
  const logger = { error: vi.fn() };
  const client = createApiClient({
    baseUrl: "http://api.invalid",
    logger,
    retry: { delayMs: 0 },
    timeoutMs: 200,
    fetch: async (input) => {
      const request = input as Request;
      keys.push(keyOf(request));
      headers.push(request.headers.get("idempotency-key"));
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return typeof answer === "function" ? answer() : answer.clone();
    },
  });
  return { client, keys, headers, logger };
}

const lost = () => new TypeError("fetch failed");
const created = () => Response.json({ message: "ok" }, { status: 201 });
const stillProcessing = () => Response.json({ title: "in progress" }, { status: 409, headers: { "Retry-After": "0" } });
const never = () => new Promise<Response>(() => undefined);

describe("submissions carry an Idempotency-Key", () => {
  it("sends a fresh random key, as a Structured Field string, with each submission", async () => {
    const { client, keys, headers } = clientWithAnswers(created());
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(await client.postSubmitContact({ ...CONTACT, desc: "Another question." })).toEqual({
      outcome: "success",
      status: 201,
    });
    expect(headers[0]).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("gives the same values sent again after a success a new key: a new submission", async () => {
    const { client, keys } = clientWithAnswers(created());
    await client.postSubmitContact(CONTACT);
    await client.postSubmitContact(CONTACT);
    expect(new Set(keys).size).toBe(2);
  });

  it("gives the same values sent again after a rejection a new key: the API has answered", async () => {
    const { client, keys } = clientWithAnswers(Response.json({ error: "x" }, { status: 500 }), created());
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "rejected", status: 500 });
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("retries a lost connection with the same key, and the answer counts", async () => {
    const { client, keys, logger } = clientWithAnswers(lost(), created());
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("keeps the key after no answer: the same values sent again are the same submission", async () => {
    const { client, keys } = clientWithAnswers(lost(), lost(), lost(), created());
    expect((await client.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("keeps the key after a timeout, which it does not retry itself", async () => {
    const { client, keys } = clientWithAnswers(never, created());
    expect((await client.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect(keys).toHaveLength(1);
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it("gives changed values a new key after no answer: another submission", async () => {
    const { client, keys } = clientWithAnswers(lost(), lost(), lost(), created());
    expect((await client.postSubmitContact(CONTACT)).outcome).toBe("failed");
    await client.postSubmitContact({ ...CONTACT, [keyWithRule("submitContact", "phone")]: "+33 6 98 76 54 32" });
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("reads the same values in another key order as the same submission", async () => {
    const { client, keys } = clientWithAnswers(lost(), lost(), lost(), created());
    await client.postSubmitContact(CONTACT);
    const reordered = Object.fromEntries(Object.entries(CONTACT).reverse()) as typeof CONTACT;
    await client.postSubmitContact(reordered);
    expect(new Set(keys).size).toBe(1);
  });

  it("waits while the API is still processing the key (409) and takes the answer that follows", async () => {
    const { client, keys } = clientWithAnswers(stillProcessing(), created());
    expect(await client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it("reads 'still processing' to the last attempt as failed, and keeps the key", async () => {
    const { client, keys } = clientWithAnswers(stillProcessing());
    expect((await client.postSubmitContact(CONTACT)).outcome).toBe("failed");
    expect(keys).toHaveLength(3);
    await client.postSubmitContact(CONTACT);
    expect(new Set(keys).size).toBe(1);
  });

  it("retries a gateway's 502/503/504 with the same key; after the last, that status is the answer", async () => {
    const gateway = clientWithAnswers(new Response("", { status: 502 }), new Response("", { status: 504 }), created());
    expect(await gateway.client.postSubmitContact(CONTACT)).toEqual({ outcome: "success", status: 201 });
    expect(new Set(gateway.keys).size).toBe(1);
    const down = clientWithAnswers(new Response("", { status: 503 }));
    expect(await down.client.postSubmitContact(CONTACT)).toEqual({ outcome: "rejected", status: 503 });
    expect(down.keys).toHaveLength(3);
  });

  it("does not retry an answer the API gave itself (500, 400)", async () => {
    const failing = clientWithAnswers(Response.json({ error: "x" }, { status: 500 }));
    expect(await failing.client.postSubmitContact(CONTACT)).toEqual({ outcome: "rejected", status: 500 });
    expect(failing.keys).toHaveLength(1);
    const refusing = clientWithAnswers(Response.json({ errors: { email: ["invalid_email"] } }, { status: 400 }));
    expect(await refusing.client.postSubmitContact(CONTACT)).toEqual({
      outcome: "rejected",
      status: 400,
      fieldErrors: { email: ["invalid_email"] },
    });
    expect(refusing.keys).toHaveLength(1);
  });

  it("keeps each form's submission apart", async () => {
    const { client, keys } = clientWithAnswers(lost(), lost(), lost(), Response.json({ success: true }));
    await client.postSubmitContact(CONTACT);
    await client.postContact(CONTACT);
    expect(keys[3]).not.toBe(keys[0]);
  });
});

describe("Idempotency-Key values", () => {
  it("formats and reads a key as a Structured Field string, and reads a bare key", () => {
    const key = newIdempotencyKey();
    expect(formatIdempotencyKey(key)).toBe(`"${key}"`);
    expect(parseIdempotencyKey(formatIdempotencyKey(key))).toBe(key);
    expect(parseIdempotencyKey(key)).toBe(key);
    expect(parseIdempotencyKey(formatIdempotencyKey('a "quoted" \\ key'))).toBe('a "quoted" \\ key');
  });

  it.each([
    ["empty", ""],
    ["blank", '"  "'],
    ["two keys", '"a", "b"'],
    ["unterminated", '"abc'],
    ["non-ASCII", '"clé"'],
    ["too long", `"${"k".repeat(256)}"`],
  ])("refuses a %s value", (_name, value) => {
    expect(parseIdempotencyKey(value)).toBeNull();
  });

  it("makes a new random key every time", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(1000);
  });
});
