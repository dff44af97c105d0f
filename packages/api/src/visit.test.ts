import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { visitorResponseSchema } from "./schemas.ts";
import { apiUrl, registerVisit, visitorCountOf } from "./visit.ts";

/** Counts a visit against a backend answering `answer()`; records what was sent. */
async function visit(answer: () => Response | Promise<Response>, baseUrl = "http://api.invalid/backend") {
  const sent: { url: string; method: string | undefined; body: unknown; headers: unknown }[] = [];
  const logger = { error: vi.fn() };
  const count = await registerVisit({
    baseUrl,
    logger,
    headers: { "x-mock-fault": "none" },
    fetch: async (input, init) => {
      sent.push({ url: String(input), method: init?.method, body: init?.body, headers: init?.headers });
      return answer();
    },
  });
  return { count, sent, logger };
}

describe("registerVisit: POST /api/visitor without a client library", () => {
  it("posts once, without a body, to the contract's path on the base URL, and answers the count", async () => {
    const { count, sent, logger } = await visit(() => Response.json({ count: 42 }));
    expect(count).toBe(42);
    expect(sent).toEqual([
      {
        url: "http://api.invalid/backend/api/visitor",
        method: "POST",
        body: undefined,
        headers: { "x-mock-fault": "none" },
      },
    ]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ["an error status", () => Response.json({ count: 1 }, { status: 500 })],
    ["a body without a count", () => Response.json({ visitors: 1 })],
    ["a count that is not a whole number", () => Response.json({ count: 1.5 })],
    ["a body that is not JSON", () => new Response("{broken", { status: 200 })],
    [
      "no answer",
      () => {
        throw new TypeError("fetch failed");
      },
    ],
  ])("on %s resolves to null and only logs 'Error updating visitor count:'", async (_name, answer) => {
    const { count, logger } = await visit(answer);
    expect(count).toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith("Error updating visitor count:", expect.anything());
  });

  it("gives up after its time limit", async () => {
    const logger = { error: vi.fn() };
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    await expect(registerVisit({ baseUrl: "http://api.invalid", timeoutMs: 10, fetch: never, logger })).resolves.toBe(
      null,
    );
    expect(logger.error).toHaveBeenCalledWith("Error updating visitor count:", expect.anything());
  });
});

describe("the visitor count of an answer", () => {
  it("is read by the same rule as the contract's schema, for any JSON body", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ count: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()) }),
          fc.constantFrom({ count: Number.MAX_SAFE_INTEGER + 1 }, { count: -0 }, { count: 0 }),
        ),
        (body) => {
          const parsed = visitorResponseSchema.safeParse(body);
          expect(visitorCountOf(body)).toBe(parsed.success ? parsed.data.count : null);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("apiUrl", () => {
  it("keeps the base URL's path and needs a base outside the browser", () => {
    expect(apiUrl("https://api.example.com/v1/", "/api/visitor")).toBe("https://api.example.com/v1/api/visitor");
    expect(apiUrl("https://api.example.com", "/api/visitor")).toBe("https://api.example.com/api/visitor");
    expect(() => apiUrl("", "/api/visitor")).toThrow(/base URL/);
  });
});
