import { describe, expect, it } from "vitest";
import { keepHref, localizeHrefFor } from "./localize-href.ts";

describe("localizeHrefFor", () => {
  it("adds the language prefix to site paths", () => {
    expect(localizeHrefFor("de")("/learn")).toBe("/gr/learn");
    expect(localizeHrefFor("fr")("/")).toBe("/fr");
    expect(localizeHrefFor("sp")("/learn/full-stack-dev")).toBe("/sp/learn/full-stack-dev");
  });

  it("leaves English paths without a prefix", () => {
    expect(localizeHrefFor("en")("/learn/app-dev")).toBe("/learn/app-dev");
  });

  it("leaves in-page anchors and full addresses alone", () => {
    expect(localizeHrefFor("ru")("#contact-form")).toBe("#contact-form");
    expect(localizeHrefFor("ru")("https://demo.example.com/grocery")).toBe("https://demo.example.com/grocery");
    expect(localizeHrefFor("lt")("mailto:support@studio.example")).toBe("mailto:support@studio.example");
  });
});

describe("keepHref", () => {
  it("returns the target as given", () => {
    expect(keepHref("/learn")).toBe("/learn");
  });
});
