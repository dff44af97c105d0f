// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogs } from "@studio/content";
import { ToastProvider } from "../feedback/toaster/toaster.tsx";
import { SiteIntlProvider } from "../i18n/site-intl-provider.tsx";
import { stubMatchMediaMatchingNothing } from "../test/jsdom.ts";
import { HomeEnquiryForm } from "./home-enquiry-form/home-enquiry-form.tsx";

stubMatchMediaMatchingNothing();

function Page() {
  return (
    <SiteIntlProvider locale="en" messages={catalogs.en}>
      <ToastProvider>
        <HomeEnquiryForm onSubmit={async () => ({ outcome: "success" })} />
      </ToastProvider>
    </SiteIntlProvider>
  );
}

describe("a prerendered form", () => {
  it("cannot be sent before it hydrates (the browser would put the typed data in the address), then can", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit().disabled).toBe(true);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(submit().disabled).toBe(false);
  });
});
