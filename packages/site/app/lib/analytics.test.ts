// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_TIMEOUT_MS,
  OPT_OUT_COOKIE,
  isOptedOut,
  loadAnalytics,
  setOptedOut,
  trackPageView,
  type AnalyticsWindow,
  type LoadAnalyticsOptions,
} from "./analytics.ts";

const win = window as Window & AnalyticsWindow;
const env = { window: win, document };
const options = { url: "https://stats.studio.example/", siteId: "3", optedOut: false, document, window: win };

function scripts() {
  return [...document.querySelectorAll<HTMLScriptElement>("script")];
}

let unloads: (() => void)[] = [];
function load(overrides: Partial<LoadAnalyticsOptions> = {}) {
  const unload = loadAnalytics({ ...options, ...overrides });
  unloads.push(unload);
  return unload;
}

beforeEach(() => {
  window.history.replaceState(null, "", "/learn");
});

afterEach(() => {
  vi.useRealTimers();
  unloads.forEach((unload) => unload());
  unloads = [];
  delete win._paq;
  document.cookie = `${OPT_OUT_COOKIE}=; Max-Age=0; Path=/`;
});

describe("loadAnalytics", () => {
  it("configures the tracker and counts the landing page, without cookies", () => {
    load();
    expect(win._paq).toEqual([
      ["disableCookies"],
      ["setTrackerUrl", "https://stats.studio.example/matomo.php"],
      ["setSiteId", "3"],
      ["trackPageView"],
      ["enableLinkTracking"],
    ]);
  });

  it("injects the tracker script once, async, from the analytics server", () => {
    load();
    load();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe("https://stats.studio.example/matomo.js");
    expect(scripts()[0]!.async).toBe(true);
  });

  it("does nothing when not configured", () => {
    load({ url: "" });
    load({ siteId: "" });
    expect(win._paq).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it("does nothing for a visitor who opted out", () => {
    load({ optedOut: true });
    expect(win._paq).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it("removes the script and the waiting commands when unloaded", () => {
    const unload = load();
    unload();
    expect(scripts()).toHaveLength(0);
    expect(win._paq).toBeUndefined();
  });

  it("keeps a tracker that already runs (its queue is no longer an array)", () => {
    const running = { commands: [] as unknown[], push: (...commands: unknown[]) => running.commands.push(...commands) };
    win._paq = running;
    const unload = load();
    expect(running.commands).toContainEqual(["trackPageView"]);
    expect(scripts()).toHaveLength(0);
    unload();
    expect(win._paq).toBe(running);
  });
});

describe("loadAnalytics when the analytics server is down or slow", () => {
  const warn = vi.fn<(message: string) => void>();
  beforeEach(() => {
    warn.mockClear();
  });

  it("waits for nothing once the script failed: script gone, queue dropped, no more page views, one warning", async () => {
    load({ warn });
    scripts()[0]!.dispatchEvent(new Event("error"));
    await Promise.resolve();
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);
    expect(win._paq).toBeUndefined();
    expect(trackPageView("/fr", "Accueil", env)).toBe(false);
    expect(win._paq).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain("https://stats.studio.example/matomo.js");
  });

  it("gives the script up when it has not loaded within the time limit", async () => {
    vi.useFakeTimers();
    load({ warn });
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(scripts()).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scripts()).toHaveLength(0);
    expect(win._paq).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain(`did not load within ${ANALYTICS_TIMEOUT_MS} ms`);
  });

  it("keeps counting once the script has loaded, whatever the time", async () => {
    vi.useFakeTimers();
    load({ warn, timeoutMs: 100 });
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(scripts()).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    expect(trackPageView("/fr", "Accueil", env)).toBe(true);
  });

  it("does not warn about a script it unloaded itself", async () => {
    vi.useFakeTimers();
    const unload = load({ warn, timeoutMs: 100 });
    unload();
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("trackPageView", () => {
  it("counts a client navigation with its address, title and referrer", () => {
    load();
    win._paq = [];
    expect(trackPageView("/gr/learn?x=1", "Lernen", env)).toBe(true);
    expect(win._paq).toEqual([
      ["setReferrerUrl", "http://localhost:3000/learn"],
      ["setCustomUrl", "http://localhost:3000/gr/learn?x=1"],
      ["setDocumentTitle", "Lernen"],
      ["trackPageView"],
      ["enableLinkTracking"],
    ]);
  });

  it("does not count the landing page twice", () => {
    load();
    win._paq = [];
    expect(trackPageView("/learn", "Learn", env)).toBe(false);
    expect(win._paq).toEqual([]);
  });

  it("uses the previous navigation as the next referrer", () => {
    load();
    trackPageView("/privacy-policy", "Privacy", env);
    win._paq = [];
    trackPageView("/", "Home", env);
    expect((win._paq as unknown[])[0]).toEqual(["setReferrerUrl", "http://localhost:3000/privacy-policy"]);
  });

  it("does nothing when the tag is not loaded or was unloaded", () => {
    expect(trackPageView("/fr", "Accueil", env)).toBe(false);
    const unload = load();
    unload();
    win._paq = [];
    expect(trackPageView("/fr", "Accueil", env)).toBe(false);
    expect(win._paq).toEqual([]);
  });

  it("does nothing once the visitor opted out", () => {
    load();
    setOptedOut(document, true);
    win._paq = [];
    expect(trackPageView("/fr", "Accueil", env)).toBe(false);
    expect(win._paq).toEqual([]);
  });
});

describe("opt-out cookie", () => {
  it("is not set at first", () => {
    expect(isOptedOut(document)).toBe(false);
  });

  it("is set and removed again by setOptedOut", () => {
    expect(setOptedOut(document, true)).toBe(true);
    expect(document.cookie).toContain("analytics_optout=1");
    expect(isOptedOut(document)).toBe(true);
    expect(setOptedOut(document, false)).toBe(true);
    expect(isOptedOut(document)).toBe(false);
  });

  it("is written as a long-lived first-party cookie for the whole site", () => {
    let written = "";
    const fake = {
      get cookie() {
        return written.split(";")[0]!;
      },
      set cookie(value: string) {
        written = value;
      },
      location: { protocol: "https:" },
      defaultView: null,
    } as unknown as Document;
    setOptedOut(fake, true);
    expect(written).toBe("analytics_optout=1; Max-Age=34560000; Path=/; SameSite=Lax; Secure");
  });

  it("reports a browser that blocks cookies", () => {
    const blocking = {
      cookie: "",
      location: { protocol: "https:" },
      defaultView: null,
    } as unknown as Document;
    Object.defineProperty(blocking, "cookie", { get: () => "", set: () => {} });
    expect(setOptedOut(blocking, true)).toBe(false);
  });

  it("reads only its own cookie", () => {
    expect(isOptedOut({ cookie: "theme=dark; analytics_optout=0" })).toBe(false);
    expect(isOptedOut({ cookie: "theme=dark; analytics_optout=1" })).toBe(true);
    expect(isOptedOut({ cookie: "x_analytics_optout=1" })).toBe(false);
  });

  it("tells a tracker already on the page", () => {
    load();
    win._paq = [];
    setOptedOut(document, true);
    setOptedOut(document, false);
    expect(win._paq).toEqual([["optUserOut"], ["forgetUserOptOut"]]);
  });
});
