// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPT_OUT_COOKIE } from "../lib/analytics.ts";
import { AnalyticsProvider, useAnalytics } from "./analytics.tsx";

// This build's configuration, with an analytics server (the real build reads VITE_ANALYTICS_*).
vi.mock("../lib/config.ts", () => ({ siteConfig: { analytics: { url: "https://stats.example.com/", siteId: "7" } } }));

type Command = [string, ...unknown[]];
const queue = () => (window as unknown as { _paq?: Command[] })._paq;
const tag = () => document.querySelector<HTMLScriptElement>("script[data-analytics-tag]");

function Controls() {
  const navigate = useNavigate();
  const { optedOut, setOptOut } = useAnalytics();
  return (
    <>
      <button data-testid="navigate" onClick={() => void navigate("/fr/learn")} />
      <button data-testid="opt-out" aria-pressed={optedOut} onClick={() => setOptOut(!optedOut)} />
    </>
  );
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AnalyticsProvider>
            <Controls />
          </AnalyticsProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  document.cookie = `${OPT_OUT_COOKIE}=; Max-Age=0; Path=/`;
  delete (window as unknown as { _paq?: unknown })._paq;
  document.head.innerHTML = "";
});

describe("AnalyticsProvider", () => {
  it("loads the configured tag once, counts client-side navigations and removes the tag on unmount", async () => {
    const view = renderShell();
    expect(tag()?.src).toBe("https://stats.example.com/matomo.js");
    expect(queue()).toEqual(
      expect.arrayContaining([
        ["setSiteId", "7"],
        ["setTrackerUrl", "https://stats.example.com/matomo.php"],
        ["trackPageView"],
      ]),
    );

    await act(async () => screen.getByTestId("navigate").click());
    await waitFor(() => expect(queue()).toContainEqual(["setCustomUrl", `${window.location.origin}/fr/learn`]));

    view.unmount();
    expect(tag()).toBeNull();
  });

  it("removes the tag when the visitor opts out and loads nothing while the opt-out cookie is set", async () => {
    const view = renderShell();
    expect(tag()).not.toBeNull();
    await act(async () => screen.getByTestId("opt-out").click());
    expect(screen.getByTestId("opt-out").getAttribute("aria-pressed")).toBe("true");
    expect(document.cookie).toContain(`${OPT_OUT_COOKIE}=1`);
    expect(tag()).toBeNull();
    view.unmount();

    renderShell();
    expect(screen.getByTestId("opt-out").getAttribute("aria-pressed")).toBe("true");
    expect(tag()).toBeNull();
    expect(queue()).toBeUndefined();
  });
});
