// @vitest-environment jsdom
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createIntl } from "react-intl";
import { render } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Banner, ProductRecord } from "@studio/api";
import { HOSTILE_TEXTS, propertyRuns } from "@studio/api/arbitraries";
import { PRODUCTS_SHOWCASE_COPY, catalogs } from "@studio/content";
import { SiteIntlProvider } from "../i18n/site-intl-provider.tsx";
import { stubMatchMediaMatchingNothing } from "../test/jsdom.ts";
import { BannerCarousel } from "./banner-carousel/banner-carousel.tsx";
import { ProductShowcase } from "./product-showcase/product-showcase.tsx";

/**
 * API text is text, never markup a visitor's browser would run: banner titles and descriptions,
 * product names and descriptions — whatever markup or script they contain — are shown verbatim and
 * create no element, both in the prerendered HTML (`renderToString`, what the site's pages are) and
 * when the islands render fresher lists in the browser.
 */

stubMatchMediaMatchingNothing();

const RUNS = 100;

/** Fewer for the showcase: each run renders Radix tabs or an accordion twice (≈ 0.1 s). */
const PRODUCT_RUNS = 50;

/** Time one property may take on a busy 2-core machine (≈ 5 s alone). */
const PROPERTY_TIMEOUT_MS = 60_000;

const intl = createIntl({ locale: "en", messages: catalogs.en });

/** Text as an API might send it: markup, scripts, entities, templates, any Unicode, and mixes. */
const apiText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE_TEXTS, "<", ">", "&", '"', "'", "</p>", "<br/>"), fc.string()), {
      minLength: 1,
      maxLength: 5,
    })
    .map((parts) => parts.join("")),
);

/** Picture names as an API might send them, markup included (they only ever become URL segments). */
const imageName = fc.oneof(fc.constantFrom("grocery.svg", '"><img src=x onerror=alert(1)>.svg'), fc.string());

function inEnglish(element: ReactElement) {
  return (
    <SiteIntlProvider locale="en" messages={catalogs.en}>
      {element}
    </SiteIntlProvider>
  );
}

/** The text the browser reads back from HTML: the parser turns CR and CRLF into LF and drops NUL. */
function asParsed(text: string): string {
  return text.replace(/\r\n?/g, "\n").replaceAll("\0", "");
}

/** The elements of a tree, by tag name: what a test compares to see that text made no element. */
function skeleton(root: Element): string[] {
  return [...root.querySelectorAll("*")].map((element) => element.tagName);
}

/**
 * The skeletons of a render with plain text, per shape of the data (computed once per shape: the
 * elements never depend on the text).
 */
function baselineSkeletons(cache: Map<string, string[][]>, shape: string, element: () => ReactElement): string[][] {
  let skeletons = cache.get(shape);
  if (!skeletons) {
    const baseline = renderBothWays(element());
    skeletons = baseline.trees.map((tree) => skeleton(tree.root));
    baseline.done();
    cache.set(shape, skeletons);
  }
  return skeletons;
}

/**
 * Renders `element` in the browser and as prerendered HTML, and returns both trees with the way
 * to read text from each (exact for the browser's, as parsed for the HTML's).
 */
function renderBothWays(element: ReactElement) {
  const html = document.createElement("div");
  html.innerHTML = renderToString(inEnglish(element));
  const browser = render(inEnglish(element));
  return {
    trees: [
      { root: browser.container, text: (value: string) => value },
      { root: html, text: asParsed },
    ],
    done: () => browser.unmount(),
  };
}

function expectNoActiveContent(root: Element) {
  expect(root.querySelector("script, iframe, object, embed, style")).toBeNull();
  const handlers = [...root.querySelectorAll("*")].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith("on")),
  );
  expect(handlers).toEqual([]);
}

describe("BannerCarousel shows the API's text as text", () => {
  it(
    `for ${RUNS} generated titles and descriptions`,
    () => {
      const skeletons = new Map<string, string[][]>();
      const banner = fc.record({ title: apiText, desc: apiText, image: fc.option(imageName, { nil: null }) });
      fc.assert(
        fc.property(fc.array(banner, { minLength: 1, maxLength: 3 }), (records) => {
          const banners: Banner[] = records.map((record, position) => ({ _id: `b${position}`, ...record }));
          const props = { autoPlay: false, reducedMotion: true } as const;
          const expectedSkeletons = baselineSkeletons(
            skeletons,
            banners.map((item) => (item.image ? "picture" : "none")).join(),
            () => (
              <BannerCarousel
                {...props}
                banners={banners.map((item) => ({ ...item, title: "Title", desc: "Description" }))}
              />
            ),
          );

          const { trees, done } = renderBothWays(<BannerCarousel {...props} banners={banners} />);
          for (const [index, { root, text }] of trees.entries()) {
            const slides = root.querySelectorAll('[data-slot="banner-carousel-slide"]');
            expect(slides).toHaveLength(banners.length);
            banners.forEach((banner, position) => {
              const slide = slides[position]!;
              expect(slide.querySelector("h2")?.textContent).toBe(text(banner.title));
              expect(slide.querySelector('[data-slot="banner-carousel-description"]')?.textContent).toBe(
                text(banner.desc),
              );
              const picture = slide.querySelector("img");
              if (banner.image)
                expect(picture?.getAttribute("src")).toBe(`/api/bannerimages/${encodeURIComponent(banner.image)}`);
              else expect(picture).toBeNull();
            });
            expect(skeleton(root)).toEqual(expectedSkeletons[index]);
            expectNoActiveContent(root);
          }
          done();
        }),
        propertyRuns({ numRuns: RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe.each(["tabs", "accordion"] as const)("ProductShowcase (%s) shows the API's text as text", (layout) => {
  const product = fc.record({
    productName: apiText,
    productDescription: apiText,
    image: imageName,
  });

  it(
    `for ${PRODUCT_RUNS} generated names and descriptions`,
    () => {
      const skeletons = new Map<string, string[][]>();
      fc.assert(
        fc.property(fc.array(product, { minLength: 1, maxLength: 3 }), fc.nat(), (records, selected) => {
          const products: ProductRecord[] = records.map((record, position) => ({
            _id: `p${position}`,
            productPath: `/english/p${position}`,
            ...record,
          }));
          const initialIndex = selected % products.length;
          const props = { layout, initialIndex, autoPlay: false, reducedMotion: true } as const;
          const expectedSkeletons = baselineSkeletons(skeletons, `${products.length}:${initialIndex}`, () => (
            <ProductShowcase
              {...props}
              products={products.map((item) => ({ ...item, productName: "Name", productDescription: "Description" }))}
            />
          ));

          const { trees, done } = renderBothWays(<ProductShowcase {...props} products={products} />);
          const shown = products[initialIndex]!;
          for (const [index, { root, text }] of trees.entries()) {
            const names = [
              ...root.querySelectorAll('[data-slot="product-showcase-tab"], [data-slot="product-showcase-trigger"]'),
            ].map((element) => element.textContent);
            expect(names).toEqual(products.map((item) => text(item.productName)));
            const slide = root.querySelector(
              '[data-slot="product-showcase-slide"][data-state="active"], [data-slot="product-showcase-slide"][data-state="open"]',
            );
            expect(slide).not.toBeNull();
            if (layout === "tabs") expect(slide!.querySelector("h3")?.textContent).toBe(text(shown.productName));
            expect(slide!.querySelector("p")?.textContent).toBe(text(shown.productDescription));
            expect(slide!.querySelector("a")?.getAttribute("aria-label")).toBe(
              text(intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.knowMoreLabelId }, { product: shown.productName })),
            );
            expect(skeleton(root)).toEqual(expectedSkeletons[index]);
            expectNoActiveContent(root);
          }
          done();
        }),
        propertyRuns({ numRuns: PRODUCT_RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("a product path that is a script", () => {
  it("never becomes a link that runs it", () => {
    const products: ProductRecord[] = [
      {
        _id: "p0",
        image: "grocery.svg",
        productName: "Grocery Delivery",
        productDescription: "Fresh food.",
        productPath: "javascript:alert(1)",
      },
    ];
    const { trees, done } = renderBothWays(
      <ProductShowcase layout="tabs" autoPlay={false} reducedMotion products={products} />,
    );
    for (const { root } of trees) {
      const link = root.querySelector('[data-slot="product-showcase-slide"] a');
      expect(link).not.toBeNull();
      expect(link!.getAttribute("href")).not.toContain("alert(1)");
    }
    done();
  });
});
