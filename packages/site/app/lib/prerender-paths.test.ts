import { LOCALE_CODES, ROUTES, routeLocales } from "@studio/content";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, NOT_FOUND_PATHS, prerenderPaths } from "./prerender-paths.ts";

describe("prerenderPaths", () => {
  const paths = prerenderPaths();

  it("has every page of the route table once in each language it exists in, and the 404 in every language", () => {
    const pages = ROUTES.reduce((count, route) => count + routeLocales(route.key).length, 0);
    expect(paths).toHaveLength(pages + LOCALE_CODES.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has English unprefixed and the other languages behind their prefixes", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/gr", "/lt", "/ru", "/po", "/fr", "/sp"]));
    expect(paths).toEqual(expect.arrayContaining(["/learn", "/gr/learn", "/sp/learn/placement-training"]));
  });

  it("keeps /english/ in product pages behind the prefix", () => {
    expect(paths).toContain("/english/meatdelivery");
    expect(paths).toContain("/fr/english/meatdelivery");
    expect(paths).toContain("/lt/english/furniturestore");
    expect(paths).not.toContain("/fr/meatdelivery");
  });

  it("leaves out the languages a page does not exist in", () => {
    expect(paths).toContain("/training");
    expect(paths).toContain("/ru/training");
    expect(paths).not.toContain("/lt/training");
  });

  it("has pages that force their language only at their unprefixed address", () => {
    expect(paths).toContain("/english-training");
    expect(paths).toContain("/promo-french-courses");
    expect(paths.filter((path) => path.endsWith("/promo-french-courses"))).toEqual(["/promo-french-courses"]);
    expect(paths.filter((path) => path.endsWith("/english-training"))).toEqual(["/english-training"]);
  });

  it("ends with the 404 page in every language", () => {
    expect(NOT_FOUND_PATH).toBe("/404");
    expect(NOT_FOUND_PATHS).toEqual(["/404", "/gr/404", "/lt/404", "/ru/404", "/po/404", "/fr/404", "/sp/404"]);
    expect(paths.slice(-7)).toEqual(NOT_FOUND_PATHS);
  });

  it("can list some pages only", () => {
    expect(prerenderPaths(["home", "promoEnglishCourses"])).toEqual([
      "/",
      "/gr",
      "/lt",
      "/ru",
      "/po",
      "/fr",
      "/sp",
      "/promo-english-courses",
      ...NOT_FOUND_PATHS,
    ]);
  });
});
