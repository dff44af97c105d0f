import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.ts";

const BOOKING = {
  firstName: "Lukas",
  lastName: "Müller",
  company: "Frischmarkt GmbH",
  businessEmail: "lukas.mueller@frischmarkt.de",
  phoneNumber: "+49 30 1234567",
  service: "grocery",
};

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

describe("postProductQuery: the demo booking's success reading", () => {
  it("reads the real API's answer { status: 'success' } as a success", async () => {
    const { client, sent } = clientAnswering(() => Response.json({ status: "success" }));
    expect(await client.postProductQuery(BOOKING)).toEqual({ outcome: "success", status: 200 });
    expect(sent).toEqual([{ method: "POST", url: "http://api.invalid/backend/api/product-query", body: BOOKING }]);
  });

  it("still reads the nested answer { data: { status: 'success' } } as a success", async () => {
    const { client } = clientAnswering(() => Response.json({ data: { status: "success" } }));
    expect(await client.postProductQuery(BOOKING)).toEqual({ outcome: "success", status: 200 });
  });

  it.each([
    ["another status", { status: "failed" }],
    ["another nested status", { data: { status: "pending" } }],
    ["a body of another shape", { ok: true }],
  ])("reads a 200 with %s as rejected with status 200, without logging", async (_name, body) => {
    const { client, logger } = clientAnswering(() => Response.json(body));
    expect(await client.postProductQuery(BOOKING)).toEqual({ outcome: "rejected", status: 200 });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("reads a 200 whose body is not JSON as rejected with status 200", async () => {
    const { client } = clientAnswering(() => new Response('{"status": "succ', { status: 200 }));
    expect(await client.postProductQuery(BOOKING)).toEqual({ outcome: "rejected", status: 200 });
  });

  it("reads a success body with another status as rejected with that status", async () => {
    const { client } = clientAnswering(() => Response.json({ status: "success" }, { status: 500 }));
    expect(await client.postProductQuery(BOOKING)).toEqual({ outcome: "rejected", status: 500 });
  });

  it("reads a request that gets no answer as failed, logs it and sends once", async () => {
    const { client, sent, logger } = clientAnswering(() => {
      throw new TypeError("fetch failed");
    });
    const result = await client.postProductQuery(BOOKING);
    expect(result.outcome).toBe("failed");
    expect(sent).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith("Error submitting /api/product-query:", expect.anything());
  });
});
