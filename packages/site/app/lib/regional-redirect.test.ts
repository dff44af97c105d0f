import { afterEach, describe, expect, it, vi } from "vitest";
import { DETECTED_COUNTRY_KEY, type CountryDetection } from "./country-detection.ts";
import {
  REGION_HANDLED_KEY,
  addressOnHost,
  decideRegionalRedirect,
  isLocalHost,
  runStartupGate,
  type LocationParts,
  type RegionalCheckInput,
  type StartupGateDeps,
} from "./regional-redirect.ts";
import { memoryStorage } from "./testing/memory-storage.ts";

const EU = "eu.studio.example";
const WORLD = "www.studio.example";

function at(hostname: string, overrides: Partial<LocationParts> = {}): LocationParts {
  return {
    protocol: "https:",
    hostname,
    port: "",
    pathname: "/gr/learn",
    search: "?utm_source=ad",
    hash: "#enroll",
    ...overrides,
  };
}

function input(hostname: string, overrides: Partial<RegionalCheckInput> = {}): RegionalCheckInput {
  return {
    location: at(hostname),
    euHost: EU,
    nonEuHost: WORLD,
    ip: "203.0.113.10",
    sessionHandled: false,
    ...overrides,
  };
}

describe("decideRegionalRedirect", () => {
  it.each(["localhost", "127.0.0.1", "::1", "[::1]", "LOCALHOST", "site.localhost"])(
    "is ready at once on the local address %s",
    (hostname) => {
      expect(decideRegionalRedirect({ ...input(hostname), country: "DE" })).toEqual({
        action: "ready",
        reason: "local",
      });
    },
  );

  it("is ready at once on the configured IP", () => {
    expect(decideRegionalRedirect({ ...input("203.0.113.10"), country: "US" })).toEqual({
      action: "ready",
      reason: "configured-ip",
    });
    const v6 = input("[2001:db8::1]", { ip: "2001:db8::1" });
    expect(decideRegionalRedirect({ ...v6, country: "US" })).toMatchObject({ reason: "configured-ip" });
  });

  it("is ready when the session already handled the redirect", () => {
    expect(decideRegionalRedirect({ ...input(WORLD, { sessionHandled: true }), country: "DE" })).toEqual({
      action: "ready",
      reason: "session-handled",
    });
  });

  it("is ready when no regional hosts are configured (or only one)", () => {
    expect(decideRegionalRedirect({ ...input(WORLD, { euHost: "", nonEuHost: "" }), country: "DE" })).toEqual({
      action: "ready",
      reason: "not-configured",
    });
    expect(decideRegionalRedirect({ ...input(WORLD, { euHost: "" }), country: "DE" })).toMatchObject({
      reason: "not-configured",
    });
  });

  it("is ready on a host that is neither regional site (a preview deployment)", () => {
    expect(decideRegionalRedirect({ ...input("preview.studio.example"), country: "DE" })).toEqual({
      action: "ready",
      reason: "other-host",
    });
  });

  it("is ready when the country is not known", () => {
    expect(decideRegionalRedirect({ ...input(WORLD), country: null })).toEqual({
      action: "ready",
      reason: "unknown-country",
    });
  });

  it("sends an EU visitor on the non-EU host to the EU host, keeping the whole address", () => {
    expect(decideRegionalRedirect({ ...input(WORLD), country: "DE" })).toEqual({
      action: "redirect",
      url: "https://eu.studio.example/gr/learn?utm_source=ad#enroll",
      reason: "eu-visitor",
    });
  });

  it("sends a visitor outside the EU on the EU host to the non-EU host", () => {
    const location = at(EU, { protocol: "http:", port: "8443", pathname: "/", search: "", hash: "" });
    expect(decideRegionalRedirect({ ...input(EU), location, country: "US" })).toEqual({
      action: "redirect",
      url: "http://www.studio.example:8443/",
      reason: "non-eu-visitor",
    });
  });

  it("treats European countries outside the EU as non-EU", () => {
    expect(decideRegionalRedirect({ ...input(EU), country: "GB" })).toMatchObject({ reason: "non-eu-visitor" });
    expect(decideRegionalRedirect({ ...input(EU), country: "CH" })).toMatchObject({ reason: "non-eu-visitor" });
  });

  it("is ready when the visitor is already on the right host", () => {
    expect(decideRegionalRedirect({ ...input(EU), country: "LT" })).toEqual({ action: "ready", reason: "right-host" });
    expect(decideRegionalRedirect({ ...input(WORLD), country: "IN" })).toEqual({
      action: "ready",
      reason: "right-host",
    });
  });

  it("compares hosts without regard to case or a trailing dot", () => {
    expect(decideRegionalRedirect({ ...input("EU.Studio.Example."), country: "FR" })).toMatchObject({
      reason: "right-host",
    });
  });
});

describe("helpers", () => {
  it("recognizes local addresses only", () => {
    expect(isLocalHost("localhost")).toBe(true);
    expect(isLocalHost("notlocalhost.example")).toBe(false);
    expect(isLocalHost("127.0.0.2")).toBe(false);
  });

  it("builds the same address on another host", () => {
    expect(addressOnHost(at(WORLD, { port: "8443" }), EU)).toBe(
      "https://eu.studio.example:8443/gr/learn?utm_source=ad#enroll",
    );
  });
});

function gate(overrides: Partial<StartupGateDeps> & { hostname?: string } = {}) {
  const session = memoryStorage();
  const local = memoryStorage();
  const redirect = vi.fn<(url: string) => void>();
  const log = { info: vi.fn(), error: vi.fn() };
  const detectCountry = vi.fn((_signal: AbortSignal) =>
    Promise.resolve<CountryDetection>({ country: "DE", source: "cdn-trace" }),
  );
  const { hostname = WORLD, ...rest } = overrides;
  const deps: StartupGateDeps = {
    location: at(hostname),
    config: { euHost: EU, nonEuHost: WORLD, ip: "203.0.113.10" },
    sessionStorage: session,
    localStorage: local,
    detectCountry,
    redirect,
    log,
    ...rest,
  };
  return { session, local, redirect, log, detectCountry, run: () => runStartupGate(deps) };
}

describe("runStartupGate", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is ready at once on localhost without detecting or setting the flag", async () => {
    const { detectCountry, session, run } = gate({ hostname: "localhost" });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "local" });
    expect(detectCountry).not.toHaveBeenCalled();
    expect(session.data.size).toBe(0);
  });

  it("is ready at once on the configured IP", async () => {
    const { detectCountry, run } = gate({ hostname: "203.0.113.10" });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "configured-ip" });
    expect(detectCountry).not.toHaveBeenCalled();
  });

  it("is ready without detecting when the session flag is already set", async () => {
    const { redirect, detectCountry, session, run } = gate();
    session.data.set(REGION_HANDLED_KEY, "1");
    await expect(run()).resolves.toEqual({ action: "ready", reason: "session-handled" });
    expect(detectCountry).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("is ready without detecting when regional hosts are not configured", async () => {
    const { detectCountry, run } = gate({ config: { euHost: "", nonEuHost: "", ip: "" } });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "not-configured" });
    expect(detectCountry).not.toHaveBeenCalled();
  });

  it("redirects an EU visitor: stores the country, sets the flag, then leaves", async () => {
    const { redirect, session, local, run } = gate();
    redirect.mockImplementation(() => {
      // The flag and the country are in place before the browser leaves.
      expect(session.data.get(REGION_HANDLED_KEY)).toBe("1");
      expect(local.data.get(DETECTED_COUNTRY_KEY)).toBe("DE");
    });
    await expect(run()).resolves.toEqual({
      action: "redirect",
      url: "https://eu.studio.example/gr/learn?utm_source=ad#enroll",
      reason: "eu-visitor",
    });
    expect(redirect).toHaveBeenCalledExactlyOnceWith("https://eu.studio.example/gr/learn?utm_source=ad#enroll");
  });

  it("is ready on the right host, with the flag set and the country stored", async () => {
    const { redirect, session, local, run } = gate({ hostname: EU });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "right-host" });
    expect(redirect).not.toHaveBeenCalled();
    expect(session.data.get(REGION_HANDLED_KEY)).toBe("1");
    expect(local.data.get(DETECTED_COUNTRY_KEY)).toBe("DE");
  });

  it("does not move the visitor on a country guessed from the browser language", async () => {
    const { redirect, local, run } = gate({
      detectCountry: () => Promise.resolve({ country: "US", source: "browser-language" }),
      hostname: EU,
    });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "unknown-country" });
    expect(redirect).not.toHaveBeenCalled();
    expect(local.data.get(DETECTED_COUNTRY_KEY)).toBe("US");
  });

  it("moves the visitor on a guess when configured to", async () => {
    const { redirect, run } = gate({
      detectCountry: () => Promise.resolve({ country: "US", source: "browser-language" }),
      hostname: EU,
      redirectOnGuess: true,
    });
    await expect(run()).resolves.toMatchObject({ action: "redirect", reason: "non-eu-visitor" });
    expect(redirect).toHaveBeenCalledExactlyOnceWith("https://www.studio.example/gr/learn?utm_source=ad#enroll");
  });

  it("opens the page after the timeout, sets the flag, logs and aborts the lookups", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { redirect, log, session, run } = gate({
      detectCountry: (given) => {
        signal = given;
        return new Promise<CountryDetection>(() => {});
      },
    });
    const result = run();
    await vi.advanceTimersByTimeAsync(1499);
    expect(session.data.has(REGION_HANDLED_KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ action: "ready", reason: "timeout" });
    expect(session.data.get(REGION_HANDLED_KEY)).toBe("1");
    expect(log.error).toHaveBeenCalledOnce();
    expect(signal?.aborted).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  it("honours a shorter timeout", async () => {
    vi.useFakeTimers();
    const { run } = gate({ detectCountry: () => new Promise<CountryDetection>(() => {}), timeoutMs: 300 });
    const result = run();
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toEqual({ action: "ready", reason: "timeout" });
  });

  it("opens the page when detection throws, with the flag set and the error logged", async () => {
    const failure = new Error("detector crashed");
    const { log, session, run } = gate({ detectCountry: () => Promise.reject(failure) });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "error" });
    expect(session.data.get(REGION_HANDLED_KEY)).toBe("1");
    expect(log.error).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it("opens the page when the redirect itself throws", async () => {
    const { redirect, run } = gate();
    redirect.mockImplementation(() => {
      throw new Error("SecurityError");
    });
    await expect(run()).resolves.toEqual({ action: "ready", reason: "error" });
  });

  it("still works when storage is blocked", async () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    const { redirect, run } = gate({ sessionStorage: blocked, localStorage: blocked });
    await expect(run()).resolves.toMatchObject({ action: "redirect", reason: "eu-visitor" });
    expect(redirect).toHaveBeenCalledOnce();
  });
});
