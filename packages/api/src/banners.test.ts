import { describe, expect, it } from "vitest";
import { explainBanners, languagesWithChangedPictures, resolveBanners } from "./banners.ts";
import type { BannerRecord } from "./schemas.ts";

const english: BannerRecord[] = [
  { _id: "en-1", image: "en-first.svg", title: "Apps", desc: "We build apps." },
  { _id: "en-2", image: "en-second.svg", title: "Web", desc: "We build websites." },
];

function german(...images: (string | null | undefined)[]): BannerRecord[] {
  return images.map((image, index) => ({ _id: `de-${index}`, image, title: `Titel ${index}`, desc: `Text ${index}` }));
}

describe("resolveBanners (docs/product.md#122-banners)", () => {
  it("shows the English list with its own pictures for English", () => {
    expect(resolveBanners("en", english, english)).toEqual([
      { _id: "en-1", image: "en-first.svg", title: "Apps", desc: "We build apps." },
      { _id: "en-2", image: "en-second.svg", title: "Web", desc: "We build websites." },
    ]);
  });

  it("gives a banner the English picture at the same index over its own", () => {
    const shown = resolveBanners("de", german("de-own.svg", "de-other.svg"), english);
    expect(shown?.map((banner) => banner.image)).toEqual(["en-first.svg", "en-second.svg"]);
    expect(shown?.map((banner) => banner.title)).toEqual(["Titel 0", "Titel 1"]);
  });

  it("keeps a banner's own picture where the English list has no banner at that index", () => {
    const shown = resolveBanners("de", german("a.svg", "b.svg", "de-third.svg"), english);
    expect(shown?.[2]?.image).toBe("de-third.svg");
  });

  it("falls back to the first English picture for a banner without one", () => {
    for (const missing of [undefined, null, "", "  "]) {
      const shown = resolveBanners("lt", german("a.svg", "b.svg", missing), english);
      expect(shown?.[2]?.image).toBe("en-first.svg");
    }
  });

  it("has no picture when neither the banner nor the English list has one", () => {
    expect(resolveBanners("lt", german(undefined), [])?.[0]?.image).toBeNull();
    expect(resolveBanners("lt", german(undefined), null)?.[0]?.image).toBeNull();
  });

  it("shows the English list when the language's list is empty", () => {
    expect(resolveBanners("po", [], english)?.map((banner) => banner._id)).toEqual(["en-1", "en-2"]);
  });

  it("shows the English list when the language's list could not be read", () => {
    expect(resolveBanners("fr", null, english)?.map((banner) => banner._id)).toEqual(["en-1", "en-2"]);
  });

  it("answers null (keep what is shown) only when nothing could be read, and [] when all is known empty", () => {
    expect(resolveBanners("fr", null, null)).toBeNull();
    expect(resolveBanners("en", null, null)).toBeNull();
    expect(resolveBanners("fr", [], null)).toEqual([]);
    expect(resolveBanners("fr", [], [])).toEqual([]);
  });

  it("shows the language's own list with its own pictures when English could not be read", () => {
    expect(resolveBanners("de", german("de-own.svg"), null)?.[0]?.image).toBe("de-own.svg");
  });
});

describe("explainBanners: why a language shows what it shows", () => {
  it("says a language without banners shows the English ones", () => {
    expect(explainBanners("po", [], english)?.shows).toBe("english");
    expect(explainBanners("de", german("a.svg"), english)?.shows).toBe("own");
  });

  it("names the English banner each picture is taken from, or the banner's own, or none", () => {
    const shown = explainBanners("lt", german(null, "b.svg", "c.svg", null), english)?.banners;
    expect(shown?.map((banner) => banner.picture)).toEqual([
      { from: "english", index: 0 },
      { from: "english", index: 1 },
      { from: "own" },
      { from: "english", index: 0 },
    ]);
    expect(explainBanners("lt", german(null), [])?.banners[0]?.picture).toEqual({ from: "none" });
    expect(explainBanners("en", [{ ...english[0]!, image: null }], null)?.banners[0]?.picture).toEqual({
      from: "none",
    });
  });

  it("agrees with resolveBanners on every picture", () => {
    for (const own of [german(null, "b.svg", "c.svg", ""), german(), german("x.svg")]) {
      const explained = explainBanners("fr", own, english)?.banners.map((banner) => banner.image);
      expect(explained).toEqual(resolveBanners("fr", own, english)?.map((banner) => banner.image));
    }
  });
});

describe("languagesWithChangedPictures", () => {
  const lists = { en: english, de: german("d.svg"), lt: german(null, null, null), po: [] };

  it("names the languages whose pictures follow the English order when English is reordered", () => {
    expect(languagesWithChangedPictures(lists, english, [english[1]!, english[0]!])).toEqual(["de", "lt"]);
  });

  it("names only the languages with a banner at a removed index", () => {
    expect(languagesWithChangedPictures(lists, english, [english[0]!])).toEqual(["lt"]);
  });

  it("names none when the English pictures stay where they are", () => {
    const retitled = english.map((banner) => ({ ...banner, title: `${banner.title}!` }));
    expect(languagesWithChangedPictures(lists, english, retitled)).toEqual([]);
  });
});
