import { LOCALE_CODES, ROUTES, getRoute, routeLocales } from "@studio/content";
import { describe, expect, it } from "vitest";
import {
  ADMIN_PAGE_KEYS,
  NOT_FOUND_PATH,
  NOT_FOUND_PATHS,
  PUBLIC_PAGE_KEYS,
  pageAddresses,
  prerenderPaths,
} from "./prerender-paths.ts";

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

describe("the admin area's addresses and the public pages'", () => {
  it("split the route table in two: the admin area's pages, and every other page", () => {
    expect(ADMIN_PAGE_KEYS).toEqual(["adminPanel"]);
    expect([...PUBLIC_PAGE_KEYS, ...ADMIN_PAGE_KEYS].sort()).toEqual(ROUTES.map((route) => route.key).sort());
    expect(PUBLIC_PAGE_KEYS.map((key) => getRoute(key).kind)).not.toContain("admin");
  });

  it("give the admin area one address per language, and the public pages none of them", () => {
    expect(pageAddresses(ADMIN_PAGE_KEYS)).toEqual([
      "/adminpanel",
      "/gr/adminpanel",
      "/lt/adminpanel",
      "/ru/adminpanel",
      "/po/adminpanel",
      "/fr/adminpanel",
      "/sp/adminpanel",
    ]);
    const publicPaths = prerenderPaths(PUBLIC_PAGE_KEYS);
    expect(publicPaths.filter((path) => pageAddresses(ADMIN_PAGE_KEYS).includes(path))).toEqual([]);
    expect(publicPaths.length + pageAddresses(ADMIN_PAGE_KEYS).length).toBe(prerenderPaths().length);
  });
});
