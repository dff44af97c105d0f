import { describe, expect, it } from "vitest";
import { bannerWriteSchema, toFieldErrors } from "@studio/api";
import seed from "../seed/db.json" with { type: "json" };

/**
 * The seed is what every developer, story and test sees first: its banners keep the limits an
 * editor is held to (whether they fit their lines on a phone is checked rendered, in
 * tests/e2e/home.spec.ts).
 */
describe("the seed's banners", () => {
  const banners = Object.entries(seed.banners).flatMap(([locale, list]) => list.map((banner) => ({ locale, banner })));

  it("are there, in several languages", () => {
    expect(new Set(banners.map(({ locale }) => locale)).size).toBeGreaterThan(1);
  });

  it("would each be accepted from an editor (title and description within their limits)", () => {
    const refused = banners.flatMap(({ locale, banner }) => {
      const result = bannerWriteSchema.safeParse(banner);
      return result.success ? [] : [`${locale} ${banner._id}: ${JSON.stringify(toFieldErrors(result.error))}`];
    });
    expect(refused).toEqual([]);
  });
});
