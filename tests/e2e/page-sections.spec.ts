import {
  FORM_SECTIONS,
  LOCALES,
  ROUTES,
  catalogs,
  localizedPath,
  pageSections,
  routeAddresses,
  type FormSectionKey,
  type LocaleCode,
  type SectionedPage,
} from "@studio/content";
import { expect, test } from "./fixtures.ts";

/**
 * The built pages are composed exactly as `PAGE_SECTIONS` (@studio/content) says, the table the
 * Pages stories of Storybook compose their pages from: every address of every page and the
 * not-found page of every language has the table's sections in the table's order, each one
 * marked `data-section` and holding content, and nothing else in its main content (the home page's
 * hidden heading aside). A view that reorders, drops or adds a section outside the table fails here.
 * The sections around the home and demo forms are the design system's FormSection with the anchor
 * and heading of `FORM_SECTIONS`, as in the Pages stories: a view that frames a form by hand fails.
 */
const PAGES: { path: string; locale: LocaleCode; page: SectionedPage }[] = [
  ...ROUTES.flatMap((route) =>
    routeAddresses(route.key).map(({ path, locale }) => ({ path, locale, page: route as SectionedPage })),
  ),
  ...LOCALES.map(({ code }) => ({
    path: localizedPath("/no-such-page", code),
    locale: code,
    page: { kind: "not-found" } as const,
  })),
];

/** What a page's form sections must be: in their table section, at their anchor, under their heading. */
function expectedFormSections(page: SectionedPage, locale: LocaleCode) {
  return pageSections(page)
    .filter((key): key is FormSectionKey => key in FORM_SECTIONS)
    .map((key) => ({
      section: key,
      id: FORM_SECTIONS[key].anchorId,
      heading: catalogs[locale][FORM_SECTIONS[key].titleId],
    }));
}

// One test per language: each walks a language's addresses (about 25 pages, each fetched and parsed).
for (const { code, name } of LOCALES) {
  test(`every ${name} page has its kind's sections in the table's order, and only those`, async ({ page, request }) => {
    for (const { path, locale, page: entry } of PAGES.filter((address) => address.locale === code)) {
      // The prerendered HTML is what is composed (the page's scripts only wake its islands): it is
      // parsed, not loaded, so no stylesheet, font or picture is fetched for it.
      const response = await request.get(path);
      expect(response.status(), path).toBe(path.includes("no-such-page") ? 404 : 200);
      const composition = await page.evaluate(
        (html) => {
          const main = new DOMParser().parseFromString(html, "text/html").querySelector("main");
          const children = [...(main?.children ?? [])];
          return {
            sections: children
              .filter((child) => child.hasAttribute("data-section"))
              .map((child) => child.getAttribute("data-section")),
            // Anything else directly in <main> but a heading only assistive technology reads.
            strays: children
              .filter(
                (child) =>
                  !child.hasAttribute("data-section") &&
                  !(child.localName === "h1" && child.classList.contains("sr-only")),
              )
              .map((child) => child.outerHTML.slice(0, 80)),
            empty: children
              .filter((child) => child.hasAttribute("data-section") && child.children.length === 0)
              .map((child) => child.getAttribute("data-section")),
            nested: main?.querySelectorAll("[data-section] [data-section]").length ?? 0,
            formSections: [...(main?.querySelectorAll('[data-slot="form-section"]') ?? [])].map((section) => ({
              section: section.parentElement?.getAttribute("data-section"),
              id: section.id,
              heading: section.querySelector("h2")?.textContent,
            })),
          };
        },
        await response.text(),
      );
      expect(composition.sections, `${path}: the sections, top to bottom`).toEqual(pageSections(entry));
      expect(composition.strays, `${path}: content outside the table's sections`).toEqual([]);
      expect(composition.empty, `${path}: sections without content`).toEqual([]);
      expect(composition.nested, `${path}: sections inside sections`).toBe(0);
      expect(composition.formSections, `${path}: the sections around its forms`).toEqual(
        expectedFormSections(entry, locale),
      );
    }
  });
}
