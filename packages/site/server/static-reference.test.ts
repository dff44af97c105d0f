import { describe, expect, it } from "vitest";
import { STATIC_REFERENCE_PREFIX, referencedAddress, withoutScripts } from "./static-reference.ts";

describe("the bench's static reference of a page", () => {
  const page = [
    '<!doctype html><html lang="de"><head>',
    '<link rel="stylesheet" href="/assets/site.css"><link rel="modulepreload" href="/assets/client.js">',
    '<script type="module" src="/assets/page.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "</head><body><h1>Software</h1>",
    '<astro-island component-export="Banners" ssr><section><img src="/assets/banner.avif" alt="Banner"></section></astro-island>',
    "<script>(()=>{self.Astro={}})();</script >",
    "<p>Scripts are <code>&lt;script&gt;</code> elements.</p></body></html>",
  ].join("");

  it("keeps everything a visitor sees and loads without running anything", () => {
    const reference = withoutScripts(page);
    expect(reference).not.toMatch(/<script/i);
    expect(reference).not.toContain("modulepreload");
    for (const kept of [
      '<link rel="stylesheet" href="/assets/site.css">',
      "<h1>Software</h1>",
      '<img src="/assets/banner.avif" alt="Banner">',
      "<code>&lt;script&gt;</code>",
    ]) {
      expect(reference).toContain(kept);
    }
  });

  it("is served at the page's address under its own prefix", () => {
    expect(referencedAddress(`${STATIC_REFERENCE_PREFIX}/de`)).toBe("/de");
    expect(referencedAddress(STATIC_REFERENCE_PREFIX)).toBe("/");
    expect(referencedAddress("/de")).toBeNull();
  });
});
