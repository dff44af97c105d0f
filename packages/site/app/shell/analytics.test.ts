// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPT_OUT_COOKIE } from "../lib/analytics.ts";

// This build's configuration, with an analytics server (the real build reads VITE_ANALYTICS_*).
vi.mock("../lib/site-config.ts", () => ({
  siteConfig: { analytics: { url: "https://stats.example.com/", siteId: "7" } },
}));

type Command = [string, ...unknown[]];
const queue = () => (window as unknown as { _paq?: Command[] })._paq;
const tag = () => document.querySelector<HTMLScriptElement>("script[data-analytics-tag]");

/** A fresh page: the module holds one page's tag. */
async function freshPage() {
  vi.resetModules();
  return import("./analytics.ts");
}

afterEach(() => {
  document.cookie = `${OPT_OUT_COOKIE}=; Max-Age=0; Path=/`;
  delete (window as unknown as { _paq?: unknown })._paq;
  document.head.innerHTML = "";
});

describe("the analytics tag of a page", () => {
  it("loads the configured tag once and counts the page view", async () => {
    const { startAnalytics } = await freshPage();
    startAnalytics();
    startAnalytics();
    expect(document.querySelectorAll("script[data-analytics-tag]")).toHaveLength(1);
    expect(tag()?.src).toBe("https://stats.example.com/matomo.js");
    expect(queue()).toEqual(
      expect.arrayContaining([
        ["setSiteId", "7"],
        ["setTrackerUrl", "https://stats.example.com/matomo.php"],
        ["trackPageView"],
      ]),
    );
  });

  it("stops at once when the visitor opts out, loads nothing on the next page, and restarts on opting in", async () => {
    const first = await freshPage();
    first.startAnalytics();
    const changes = vi.fn();
    first.analyticsState.subscribe(changes);
    first.setAnalyticsOptOut(true);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(first.analyticsState.optedOut()).toBe(true);
    expect(document.cookie).toContain(`${OPT_OUT_COOKIE}=1`);
    expect(tag()).toBeNull();

    const next = await freshPage();
    next.startAnalytics();
    expect(next.analyticsState.optedOut()).toBe(true);
    expect(tag()).toBeNull();
    expect(queue()).toBeUndefined();

    next.setAnalyticsOptOut(false);
    expect(next.analyticsState.optedOut()).toBe(false);
    expect(tag()?.src).toBe("https://stats.example.com/matomo.js");
  });
});
