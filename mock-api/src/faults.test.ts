import { afterEach, describe, expect, it } from "vitest";
import { parseFaultRules, parseFaultSpec, planForPath } from "./faults.ts";
import { startTestMock, type TestMock, type TestMockOptions } from "./testing.ts";
import { originOf } from "@studio/content/ports";

let mock: TestMock | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function start(options: TestMockOptions = {}) {
  mock = await startTestMock(options);
  return mock;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe("fault specs", () => {
  it("parses single and combined faults", () => {
    expect(parseFaultSpec("slow=800")).toEqual({ slowMs: 800 });
    expect(parseFaultSpec("late=2500")).toEqual({ lateMs: 2500 });
    expect(parseFaultSpec("slow=500,error")).toEqual({ slowMs: 500, errorStatus: 500 });
    expect(parseFaultSpec(" error=503 , drop ")).toEqual({ errorStatus: 503, drop: true });
    expect(parseFaultSpec("malformed")).toEqual({ malformed: true });
    expect(parseFaultSpec("wrong-shape")).toEqual({ wrongShape: true });
    expect(parseFaultSpec("none")).toEqual({});
  });

  it("refuses unknown faults and values out of range", () => {
    for (const spec of ["explode", "slow=-1", "slow=abc", "slow=600000", "late=x", "error=200", "error=boom"]) {
      expect(() => parseFaultSpec(spec), spec).toThrow();
    }
  });

  it("parses whole-server rules and merges every rule matching a path, later ones winning", () => {
    const rules = parseFaultRules("/api/get-bannerimage=error;*=slow=300;/api/get-*=slow=50");
    expect(planForPath(rules, "/api/get-bannerimage")).toEqual({ errorStatus: 500, slowMs: 50 });
    expect(planForPath(rules, "/api/visitor")).toEqual({ slowMs: 300 });
    expect(planForPath(rules, "/api/get-frenchproduct")).toEqual({ slowMs: 50 });
    expect(parseFaultRules("")).toEqual([]);
    expect(() => parseFaultRules("error")).toThrow();
  });
});

describe("fault injection at the mock", () => {
  it("slow: answers normally after the delay", async () => {
    const { url } = await start();
    const [response, elapsed] = await timed(() =>
      fetch(`${url}/api/get-productinfo`, { headers: { "x-mock-fault": "slow=150" } }),
    );
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(8);
  });

  it("late: does the work at once and answers after the delay; a client gone by then gets nothing, the work stays done", async () => {
    const { url, stored } = await start();
    const body = JSON.stringify({
      fullName: "Marie Dupont",
      email: "marie.dupont@exemple.fr",
      phoneNumber: "+33 6 12 34 56 78",
      neededServices: "Full Stack Development",
    });
    const send = (fault: string, signal?: AbortSignal) =>
      fetch(`${url}/api/submit-contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-mock-fault": fault },
        body,
        ...(signal ? { signal } : {}),
      });
    const [response, elapsed] = await timed(() => send("late=300"));
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(response.status).toBe(201);
    // The work is done at once, long before the answer is due; the client then leaves.
    const leaving = new AbortController();
    const gone = send("late=5000", leaving.signal);
    await expect.poll(() => stored().submitContact, { timeout: 4000 }).toHaveLength(2);
    leaving.abort();
    await expect(gone).rejects.toThrow();
    expect(stored().submitContact).toHaveLength(2);
  });

  it("error: answers 500, or the status given", async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/get-bannerimage`, { headers: { "x-mock-fault": "error" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-mock-fault")).toBe('{"errorStatus":500}');
    expect((await fetch(`${url}/api/get-bannerimage`, { headers: { "x-mock-fault": "error=503" } })).status).toBe(503);
  });

  it("malformed: answers 200 with JSON that does not parse", async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/get-germanbannerimage`, { headers: { "x-mock-fault": "malformed" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it("wrong-shape: answers 200 with valid JSON where the site's field is not what it expects", async () => {
    const { url } = await start();
    const get = async (path: string) =>
      (await fetch(`${url}${path}`, { headers: { "x-mock-fault": "wrong-shape" } })).json();
    expect(await get("/api/get-frenchbannerimage")).toEqual({ data: { unexpected: "not a list" } });
    expect(await get("/api/get-frenchproduct")).toEqual({ frenchFormatted: "not a list" });
  });

  it("drop: closes the connection without an answer", async () => {
    const { url } = await start();
    await expect(fetch(`${url}/api/get-productinfo`, { headers: { "x-mock-fault": "drop" } })).rejects.toThrow();
  });

  it("combines faults: slow then error", async () => {
    const { url } = await start();
    const [response, elapsed] = await timed(() =>
      fetch(`${url}/api/get-productinfo`, { headers: { "x-mock-fault": "slow=100,error" } }),
    );
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(response.status).toBe(500);
  });

  it("takes the faults from the query string too, for use from a browser", async () => {
    const { url } = await start();
    expect((await fetch(`${url}/api/get-productinfo?mockFault=error`)).status).toBe(500);
    expect((await fetch(`${url}/api/bannerimages/banner-apps.svg?mockFault=error=502`)).status).toBe(502);
  });

  it("applies whole-server defaults, which a request can turn off with none", async () => {
    const { url } = await start({ faults: "/api/get-bannerimage=error;*=slow=120" });
    expect((await fetch(`${url}/api/get-bannerimage`)).status).toBe(500);
    const [slow, slowElapsed] = await timed(() => fetch(`${url}/api/get-russianproduct`));
    expect(slow.status).toBe(200);
    expect(slowElapsed).toBeGreaterThanOrEqual(110);
    expect(slow.headers.get("x-mock-fault")).toBe('{"slowMs":120}');
    const plain = await fetch(`${url}/api/get-bannerimage`, { headers: { "x-mock-fault": "none" } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("x-mock-fault")).toBeNull();
  });

  it("never faults a CORS preflight", async () => {
    const { url } = await start({ faults: "*=error" });
    const response = await fetch(`${url}/api/get-bannerimage`, {
      method: "OPTIONS",
      headers: { Origin: originOf("storybook", {}), "Access-Control-Request-Method": "GET" },
    });
    expect(response.status).toBe(204);
  });

  it("answers 400 naming an unknown fault", async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/get-productinfo`, { headers: { "x-mock-fault": "explode" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/explode/);
  });

  it("stores nothing when a submission is faulted", async () => {
    const mock = await start();
    const response = await fetch(`${mock.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-mock-fault": "error" },
      body: JSON.stringify({ fullName: "Ana", email: "ana@example.pt", phoneNumber: "912345678", neededServices: "x" }),
    });
    expect(response.status).toBe(500);
    expect(mock.stored().contact).toEqual([]);
  });
});
