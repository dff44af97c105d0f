import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_COUNTRY_LOOKUP_ORDER,
  DEFAULT_COUNTRY_LOOKUP_URLS,
  DETECTED_COUNTRY_KEY,
  detectCountry,
  normalizeCountryCode,
  parseJsonCountry,
  parseTextCountry,
  parseTraceCountry,
  readStoredCountry,
  storeCountry,
  type CountryLookupUrls,
} from "./country-detection.ts";
import { memoryStorage } from "./testing/memory-storage.ts";

const URLS: CountryLookupUrls = {
  trace: "https://cdn.test/cdn-cgi/trace",
  text: "https://ip.test/country",
  json: "https://geo.test/json",
};

const TRACE_DE = "fl=123\nh=www.cloudflare.com\nip=203.0.113.7\nts=1718000000\nloc=DE\ntls=TLSv1.3\n";

type Answer = Response | "hang" | Error;

/** A fetch that answers each URL as told; "hang" never answers until its signal aborts. */
function fakeFetch(answers: Partial<Record<string, Answer>>) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[String(input)] ?? new Error("network down");
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }) as unknown as typeof fetch & { mock: { calls: [string, RequestInit][] } };
}

describe("reading the lookups' answers", () => {
  it("takes the loc= line of a CDN trace", () => {
    expect(parseTraceCountry(TRACE_DE)).toBe("DE");
    expect(parseTraceCountry("ip=1.2.3.4\r\nloc=LT\r\n")).toBe("LT");
    expect(parseTraceCountry("ip=1.2.3.4\n")).toBeNull();
  });

  it("refuses the trace's Tor and unknown markers", () => {
    expect(parseTraceCountry("loc=T1\n")).toBeNull();
    expect(parseTraceCountry("loc=XX\n")).toBeNull();
  });

  it("reads a plain-text code, trimmed and in upper case", () => {
    expect(parseTextCountry("fr\n")).toBe("FR");
    expect(parseTextCountry("<html>rate limited</html>")).toBeNull();
    expect(parseTextCountry("")).toBeNull();
  });

  it("reads countryCode from JSON", () => {
    expect(parseJsonCountry('{"ipAddress":"203.0.113.7","countryCode":"PT"}')).toBe("PT");
    expect(parseJsonCountry('{"country":"PT"}')).toBeNull();
    expect(parseJsonCountry('{"countryCode":42}')).toBeNull();
    expect(parseJsonCountry("not json")).toBeNull();
    expect(parseJsonCountry("null")).toBeNull();
  });

  it("accepts only two-letter codes that name a country", () => {
    expect(normalizeCountryCode(" us ")).toBe("US");
    expect(normalizeCountryCode("USA")).toBeNull();
    expect(normalizeCountryCode("ZZ")).toBeNull();
    expect(normalizeCountryCode(undefined)).toBeNull();
  });
});

describe("detectCountry", () => {
  let warn: ReturnType<typeof vi.fn<(message: string, reason?: unknown) => void>>;
  beforeEach(() => {
    warn = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stops at the CDN trace when it answers", async () => {
    const fetch = fakeFetch({ [URLS.trace!]: new Response(TRACE_DE) });
    await expect(detectCountry({ fetch, urls: URLS, warn })).resolves.toEqual({ country: "DE", source: "cdn-trace" });
    expect(fetch).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it("sends a plain GET without cookies", async () => {
    const fetch = fakeFetch({ [URLS.trace!]: new Response(TRACE_DE) });
    await detectCountry({ fetch, urls: URLS, warn });
    const [, init] = fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: "GET", credentials: "omit" });
    expect(init.headers).toBeUndefined();
  });

  it("tries the plain-text service when the trace fails, with one warning", async () => {
    const fetch = fakeFetch({ [URLS.text!]: new Response("LT\n") });
    await expect(detectCountry({ fetch, urls: URLS, warn })).resolves.toEqual({ country: "LT", source: "ip-country" });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain("cdn-trace");
  });

  it("tries the JSON service third, after an HTTP error and an answer without a code", async () => {
    const fetch = fakeFetch({
      [URLS.trace!]: new Response("ip=1.2.3.4\n"),
      [URLS.text!]: new Response("Too many requests", { status: 429 }),
      [URLS.json!]: new Response('{"countryCode":"br"}'),
    });
    await expect(detectCountry({ fetch, urls: URLS, warn })).resolves.toEqual({ country: "BR", source: "ip-json" });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([URLS.trace, URLS.text, URLS.json]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]![1])).toContain("429");
  });

  it.each([
    ["fr-CA", "FR"],
    ["lt", "LT"],
    ["de-DE", "US"],
    [undefined, "US"],
  ])("falls back to the browser language %s → %s when every lookup fails", async (language, country) => {
    const fetch = fakeFetch({});
    const options = { fetch, urls: URLS, warn, ...(language ? { language } : {}) };
    vi.stubGlobal("navigator", { language: undefined });
    try {
      await expect(detectCountry(options)).resolves.toEqual({ country, source: "browser-language" });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("reads navigator.language when no language is given", async () => {
    vi.stubGlobal("navigator", { language: "lt-LT" });
    try {
      const result = await detectCountry({ fetch: fakeFetch({}), urls: URLS, warn });
      expect(result).toEqual({ country: "LT", source: "browser-language" });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives up on a lookup that does not answer within its timeout and tries the next", async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch({ [URLS.trace!]: "hang", [URLS.text!]: new Response("ES") });
    const result = detectCountry({ fetch, urls: URLS, warn, lookupTimeoutMs: 500, budgetMs: 1200 });
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ country: "ES", source: "ip-country" });
    expect(String(warn.mock.calls[0]![1])).toContain("500 ms");
  });

  it("aborts the request that timed out", async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch({ [URLS.trace!]: "hang", [URLS.text!]: new Response("ES") });
    const result = detectCountry({ fetch, urls: URLS, warn });
    await vi.advanceTimersByTimeAsync(1000);
    await result;
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(true);
  });

  it("never waits longer than its budget, then lets the browser language decide", async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch({ [URLS.trace!]: "hang", [URLS.text!]: "hang", [URLS.json!]: "hang" });
    const result = detectCountry({ fetch, urls: URLS, warn, language: "fr-FR" });
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ country: "FR", source: "browser-language" });
    // 1000 ms for the trace, the 200 ms left for the second; the third is never started.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not wait for a fetch that ignores its abort signal", async () => {
    vi.useFakeTimers();
    const never = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const result = detectCountry({ fetch: never, urls: { trace: URLS.trace, text: null, json: null }, warn });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ source: "browser-language" });
  });

  it("skips lookups switched off in the configuration", async () => {
    const fetch = fakeFetch({ [URLS.json!]: new Response('{"countryCode":"RU"}') });
    const result = await detectCountry({ fetch, urls: { trace: null, text: null, json: URLS.json }, warn });
    expect(result).toEqual({ country: "RU", source: "ip-json" });
    expect(fetch).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it("stops without warnings when its caller aborts", async () => {
    const controller = new AbortController();
    const fetch = fakeFetch({ [URLS.trace!]: "hang" });
    const result = detectCountry({ fetch, urls: URLS, warn, signal: controller.signal, language: "lt" });
    controller.abort(new Error("gate timed out"));
    await expect(result).resolves.toEqual({ country: "LT", source: "browser-language" });
    expect(fetch).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it("tries the lookups in the configured order and leaves out those not listed", async () => {
    const fetch = fakeFetch({ [URLS.trace!]: new Response(TRACE_DE) });
    const result = await detectCountry({ fetch, urls: URLS, order: ["json", "trace"], warn });
    expect(result).toEqual({ country: "DE", source: "cdn-trace" });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([URLS.json, URLS.trace]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain("ip-json");
  });

  it("makes no request when no lookup is configured: the browser language decides at once", async () => {
    const fetch = fakeFetch({ [URLS.trace!]: new Response(TRACE_DE) });
    const result = await detectCountry({ fetch, urls: URLS, order: [], warn, language: "fr-BE" });
    expect(result).toEqual({ country: "FR", source: "browser-language" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks a lookup listed twice only once", async () => {
    const fetch = fakeFetch({});
    await detectCountry({ fetch, urls: URLS, order: ["text", "text"], warn, language: "en" });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("uses the three public services by default, in the order of docs/product.md#43-country-detection, all over HTTPS", async () => {
    const fetch = fakeFetch({});
    await detectCountry({ fetch, warn, language: "en" });
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      DEFAULT_COUNTRY_LOOKUP_URLS.trace,
      DEFAULT_COUNTRY_LOOKUP_URLS.text,
      DEFAULT_COUNTRY_LOOKUP_URLS.json,
    ]);
    for (const url of urls) expect(new URL(url).protocol).toBe("https:");
    expect(DEFAULT_COUNTRY_LOOKUP_ORDER).toEqual(["trace", "text", "json"]);
  });
});

describe("stored country", () => {
  it("keeps the detected country under detectedCountry", () => {
    const storage = memoryStorage();
    storeCountry(storage, "DE");
    expect(storage.data.get(DETECTED_COUNTRY_KEY)).toBe("DE");
    expect(readStoredCountry(storage)).toBe("DE");
  });

  it("ignores a missing or invalid value and a blocked storage", () => {
    expect(readStoredCountry(memoryStorage())).toBeNull();
    expect(readStoredCountry(memoryStorage({ [DETECTED_COUNTRY_KEY]: "Germany" }))).toBeNull();
    expect(readStoredCountry(undefined)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readStoredCountry(blocked)).toBeNull();
    expect(() => storeCountry(blocked, "FR")).not.toThrow();
  });
});
