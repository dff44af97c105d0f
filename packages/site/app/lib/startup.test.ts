import { describe, expect, it, vi } from "vitest";
import type { LocaleCode } from "@studio/content";
import { DETECTED_COUNTRY_KEY, type CountryDetection } from "./country-detection.ts";
import { REGION_HANDLED_KEY, type LocationParts } from "./regional-redirect.ts";
import { runStartup, type StartupDeps } from "./startup.ts";
import { memoryStorage } from "./testing/memory-storage.ts";
import { originOf } from "@studio/content/ports";

function place(href: string): LocationParts {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
  };
}

const REGIONS = { euHost: "eu.example.com", nonEuHost: "www.example.com", ip: "203.0.113.7" };

function setup(
  href: string,
  options: {
    country?: string;
    source?: CountryDetection["source"];
    local?: Record<string, string>;
    session?: Record<string, string>;
    pageLocale?: LocaleCode;
    fail?: boolean;
  } = {},
) {
  const checks: (string | null)[] = [];
  const localStorage = memoryStorage(options.local);
  const sessionStorage = memoryStorage(options.session);
  const detectCountry = vi.fn(async (): Promise<CountryDetection> => {
    if (options.fail) throw new Error("offline");
    return { country: options.country ?? "US", source: options.source ?? "cdn-trace" } as CountryDetection;
  });
  const deps = {
    location: place(href),
    config: REGIONS,
    localStorage,
    sessionStorage,
    pageLocale: options.pageLocale ?? "en",
    detectCountry,
    redirect: vi.fn(),
    moveTo: vi.fn(),
    onCheck: (check: string | null) => void checks.push(check),
    log: { info: vi.fn(), error: vi.fn(), warn: vi.fn() },
  } satisfies StartupDeps;
  return { deps, checks, detectCountry, localStorage, sessionStorage };
}

describe("runStartup", () => {
  it("sends an EU visitor on the non-EU host to the EU host with the whole address, spinner kept up", async () => {
    const { deps, checks } = setup("https://www.example.com:8443/fr/learn?x=1#enroll", { country: "DE" });
    await expect(runStartup(deps)).resolves.toBe("redirected");
    expect(deps.redirect).toHaveBeenCalledWith("https://eu.example.com:8443/fr/learn?x=1#enroll");
    expect(checks).toEqual(["region"]);
    expect(deps.moveTo).not.toHaveBeenCalled();
  });

  it("opens at once on localhost without any lookup when the address decides the language", async () => {
    const { deps, checks, detectCountry } = setup(`${originOf("preview", {})}/gr/learn`, { pageLocale: "de" });
    await expect(runStartup(deps)).resolves.toBe("stayed");
    expect(detectCountry).not.toHaveBeenCalled();
    expect(checks).toEqual([]);
  });

  it("moves a first-time visitor from Germany to the German page, showing 'Optimizing' meanwhile", async () => {
    const { deps, checks, localStorage } = setup("http://localhost/learn/app-dev?ref=ad#curriculum", { country: "DE" });
    await expect(runStartup(deps)).resolves.toBe("moved");
    expect(deps.moveTo).toHaveBeenCalledWith("/gr/learn/app-dev?ref=ad#curriculum");
    expect(checks).toEqual(["language", null]);
    expect(localStorage.data.get(DETECTED_COUNTRY_KEY)).toBe("DE");
    expect(localStorage.data.has("selectedLanguage")).toBe(false);
  });

  it("reuses the country the regional check found and shows no second spinner", async () => {
    const { deps, checks, detectCountry } = setup("https://eu.example.com/", { country: "LT" });
    await expect(runStartup(deps)).resolves.toBe("moved");
    expect(detectCountry).toHaveBeenCalledTimes(1);
    expect(deps.moveTo).toHaveBeenCalledWith("/lt");
    expect(checks).toEqual(["region", null, null]);
  });

  it("lets a stored choice beat the country (the language provider applies it)", async () => {
    const { deps, detectCountry } = setup("http://localhost/", { country: "FR", local: { selectedLanguage: "en" } });
    await expect(runStartup(deps)).resolves.toBe("stayed");
    expect(detectCountry).not.toHaveBeenCalled();
  });

  it("keeps a forced-language page in its language whatever the country", async () => {
    const { deps, detectCountry } = setup("http://localhost/promo-french-courses", { country: "DE", pageLocale: "fr" });
    await expect(runStartup(deps)).resolves.toBe("stayed");
    expect(detectCountry).not.toHaveBeenCalled();
    expect(deps.moveTo).not.toHaveBeenCalled();
  });

  it("stays in English for visitors from elsewhere, and without a spinner once the country is known", async () => {
    const { deps, checks } = setup("http://localhost/", { local: { [DETECTED_COUNTRY_KEY]: "US" } });
    await expect(runStartup(deps)).resolves.toBe("stayed");
    expect(checks).toEqual([null]);
  });

  it("opens the page when detection fails", async () => {
    const { deps, checks } = setup("https://www.example.com/", { fail: true });
    await expect(runStartup(deps)).resolves.toBe("stayed");
    expect(deps.redirect).not.toHaveBeenCalled();
    expect(deps.moveTo).not.toHaveBeenCalled();
    expect(checks.at(-1)).toBeNull();
  });

  it("skips the regional check when this session already handled it", async () => {
    const { deps, checks } = setup("https://www.example.com/gr", {
      session: { [REGION_HANDLED_KEY]: "1" },
      country: "DE",
      pageLocale: "de",
    });
    await expect(runStartup(deps)).resolves.toBe("stayed");
    expect(deps.redirect).not.toHaveBeenCalled();
    expect(checks).toEqual([]);
  });

  it("does not hold the page a second time when the regional check timed out", async () => {
    const { deps, checks, detectCountry } = setup("https://www.example.com/");
    detectCountry.mockImplementation(() => new Promise<CountryDetection>(() => undefined));
    await expect(runStartup({ ...deps, gateTimeoutMs: 50 })).resolves.toBe("stayed");
    expect(detectCountry).toHaveBeenCalledTimes(1);
    expect(checks).toEqual(["region", null]);
    expect(deps.moveTo).not.toHaveBeenCalled();
  });
});
