import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../locales.ts";
import { messagesFor, type MessageId } from "../messages.ts";
import { ROUTES, type RouteEntry } from "../routes.ts";
import { contactFormOptionsFor, servicesOptionsFor, TRAINING_OPTIONS } from "./contact-forms.ts";
import { LANDING_PAGES, PROMO_PAGES, promoPage, resolvePromoPage } from "./landing.ts";
import { COURSES, type Course, courseCardAction, getCourse, relatedCourses } from "./learn.ts";
import { lastUpdatedDate } from "./privacy.ts";
import { PRODUCT_PAGES } from "./products.ts";
import { VERTICALS } from "./verticals.ts";

describe("contact form options", () => {
  it("lists Digital Marketing instead of Other on the English and French services forms only", () => {
    for (const locale of LOCALE_CODES) {
      const values = servicesOptionsFor(locale).map((option) => option.value);
      expect(values).toHaveLength(6);
      expect(values.slice(0, 5)).toEqual([
        "Web Development",
        "Mobile App Development",
        "E-Commerce Solutions",
        "UI/UX Design",
        "Custom Software Development",
      ]);
      expect(values[5]).toBe(locale === "en" || locale === "fr" ? "Digital Marketing" : "Other");
    }
  });

  it("offers the six training courses on the training form", () => {
    expect(contactFormOptionsFor("training", "de")).toBe(TRAINING_OPTIONS);
    expect(TRAINING_OPTIONS.map((option) => option.value)).toEqual([
      "Full Stack Development",
      "App Development",
      "Software Testing",
      "Data Engineering",
      "Data Science",
      "Placement Training",
    ]);
  });
});

describe("landing and promo pages", () => {
  it("has no Lithuanian training page and an English-only training page", () => {
    expect(LANDING_PAGES.training.availableLocales).not.toContain("lt");
    expect(LANDING_PAGES.englishTraining.availableLocales).toEqual(["en"]);
  });

  it("forces French on the French promo pages, jumping to #contact, with software testing in place of placement training", () => {
    const courses = promoPage("frenchCourses");
    expect(courses.forcedLocale).toBe("fr");
    expect(courses.availableLocales).toEqual(["fr"]);
    expect(courses.hero.contact.href).toBe("#contact");
    expect(courses.cards.items.map((card) => card.link.href)).toEqual([
      "/learn/full-stack-dev",
      "/learn/app-dev",
      "/learn/software-testing",
    ]);
    expect(promoPage("frenchServices").forcedLocale).toBe("fr");
  });

  it("scrolls every promo page to the top when it opens", () => {
    expect(PROMO_PAGES.every((page) => resolvePromoPage(page).scrollToTop)).toBe(true);
  });

  it("gives every promo page its own title and description, unlike its landing page's", () => {
    for (const page of PROMO_PAGES) {
      const resolved = resolvePromoPage(page);
      const landing = LANDING_PAGES[page.landing];
      expect([resolved.metaTitleId, resolved.metaDescriptionId]).toEqual([page.metaTitleId, page.metaDescriptionId]);
      expect(resolved.metaTitleId).not.toBe(landing.metaTitleId);
      expect(resolved.metaDescriptionId).not.toBe(landing.metaDescriptionId);
    }
    const ids = PROMO_PAGES.flatMap((page) => [page.metaTitleId, page.metaDescriptionId]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has titles and descriptions that no other page shares, in every language", () => {
    for (const code of LOCALE_CODES) {
      const messages = messagesFor(code);
      for (const page of PROMO_PAGES) {
        for (const [id, suffix] of [
          [page.metaTitleId, ".title"],
          [page.metaDescriptionId, ".description"],
        ] as const) {
          const sharing = (Object.keys(messages) as MessageId[]).filter(
            (other) =>
              other !== id && other.startsWith("meta.") && other.endsWith(suffix) && messages[other] === messages[id],
          );
          expect(sharing, `${code} ${id}`).toEqual([]);
        }
      }
    }
  });
});

describe("the route table's data", () => {
  const pagesOf = <K extends RouteEntry["kind"]>(kind: K) =>
    (ROUTES as readonly RouteEntry[]).filter((route): route is Extract<RouteEntry, { kind: K }> => route.kind === kind);

  it("gives every product page its vertical's data, each vertical once, at the page's own path", () => {
    const products = pagesOf("product");
    expect(products.map((route) => route.data).sort()).toEqual(Object.keys(PRODUCT_PAGES).sort());
    for (const route of products) {
      expect(PRODUCT_PAGES[route.data].path).toBe(route.path);
      expect(VERTICALS[route.data].routeKey).toBe(route.key);
    }
  });

  it("gives every landing, promo and course page the data written for its path", () => {
    expect(
      pagesOf("landing")
        .map((route) => route.data)
        .sort(),
    ).toEqual(Object.keys(LANDING_PAGES).sort());
    for (const route of pagesOf("landing")) expect(LANDING_PAGES[route.data].path).toBe(route.path);
    expect(
      pagesOf("promo")
        .map((route) => route.data)
        .sort(),
    ).toEqual(PROMO_PAGES.map((page) => page.key).sort());
    for (const route of pagesOf("promo")) expect(promoPage(route.data).path).toBe(route.path);
    const coursesWithPage = (COURSES as readonly Course[]).filter((course) => course.page).map((course) => course.key);
    expect(
      pagesOf("course")
        .map((route) => route.data)
        .sort(),
    ).toEqual(coursesWithPage.sort());
    for (const route of pagesOf("course")) expect(getCourse(route.data).page?.path).toBe(route.path);
  });
});

describe("learning area", () => {
  it("links every course card to its page, or to enrolment when it has none", () => {
    for (const course of COURSES as readonly Course[]) {
      const action = courseCardAction(course);
      expect(action.href).toBe(course.page ? course.page.path : "#enroll");
    }
  });

  it("suggests the other courses that have a page", () => {
    const related = relatedCourses("fullStack");
    expect(related.map((course) => course.key)).not.toContain("fullStack");
    expect(related.every((course) => course.page)).toBe(true);
  });
});

describe("privacy policy", () => {
  it("was last updated on June 8, 2025 in every time zone", () => {
    const date = lastUpdatedDate();
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual([2025, 6, 8]);
  });
});
