import { describe, expect, it } from "vitest";
import { ADMIN_ERROR_CODES, CSRF_HEADER, createAdminClient } from "./admin-index.ts";
import { IDEMPOTENCY_KEY_HEADER } from "./idempotency.ts";

/** A fetch answering from a list, recording each request. */
function answering(...answers: (Response | Error)[]) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init));
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const SESSION = {
  editor: { email: "editor@studio.test" },
  csrfToken: "t".repeat(43),
  idleExpiresAt: "2026-11-28T12:30:00.000Z",
  expiresAt: "2026-11-28T20:00:00.000Z",
};
const LIST = { locale: "de", version: '"v2"', banners: [] };

describe("the admin client", () => {
  it("reads a lockout's wait from Retry-After", async () => {
    const { fetch } = answering(json(429, { status: 429, code: ADMIN_ERROR_CODES.locked }, { "Retry-After": "120" }));
    const client = createAdminClient({ baseUrl: "http://api.test", fetch });
    expect(await client.signIn({ email: "a@b.co", password: "x" })).toEqual({ kind: "locked", retryAfterSeconds: 120 });
  });

  it("sends the session's CSRF token, the version and the key with a save, and the same key on a retry after a gateway failure", async () => {
    const { fetch, requests } = answering(json(200, SESSION), new Response("", { status: 503 }), json(200, LIST));
    const client = createAdminClient({ baseUrl: "http://api.test", fetch, retryLimit: 1 });
    await client.signIn({ email: "editor@studio.test", password: "x" });
    const result = await client.saveBanners("de", { version: '"v1"', body: { banners: [] }, key: "k-1" });
    expect(result).toEqual({ kind: "ok", value: LIST });
    const saves = requests.slice(1);
    expect(saves).toHaveLength(2);
    for (const save of saves) {
      expect(save.method).toBe("PUT");
      expect(save.headers.get(CSRF_HEADER)).toBe(SESSION.csrfToken);
      expect(save.headers.get("If-Match")).toBe('"v1"');
      expect(save.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('"k-1"');
    }
  });

  it("says failed, never throws, for a lost connection, a server error or an answer that breaks the contract", async () => {
    const { fetch } = answering(new TypeError("Failed to fetch"), json(500, {}), json(200, { banners: "no" }));
    const client = createAdminClient({ baseUrl: "http://api.test", fetch, retryLimit: 0 });
    expect((await client.getBanners("de")).kind).toBe("failed");
    expect((await client.getBanners("de")).kind).toBe("failed");
    expect((await client.getBanners("de")).kind).toBe("failed");
  });

  it("forgets the CSRF token when the API says the session ended", async () => {
    const { fetch, requests } = answering(
      json(200, SESSION),
      json(401, { status: 401, code: ADMIN_ERROR_CODES.signedOut }),
      new Response(null, { status: 204 }),
    );
    const client = createAdminClient({ baseUrl: "http://api.test", fetch });
    await client.session();
    expect(await client.session()).toEqual({ kind: "signed-out" });
    expect(await client.signOut()).toEqual({ kind: "ok", value: null });
    expect(requests[2]!.headers.get(CSRF_HEADER)).toBeNull();
  });
});
