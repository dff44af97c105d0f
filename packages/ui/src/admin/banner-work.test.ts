import { describe, expect, it } from "vitest";
import type { AdminBannerList } from "@studio/api/admin";
import seed from "@studio/mock-api/seed" with { type: "json" };
import {
  addBanner,
  editBanner,
  errorsByBanner,
  isChanged,
  keptBanners,
  moveBanner,
  saveBody,
  saveKeyOf,
  setRemoved,
  shownPosition,
  withPendingSave,
  workFrom,
} from "./banner-work.ts";

const german: AdminBannerList = { locale: "de", version: '"v1"', banners: seed.banners.de };
const titles = (work: ReturnType<typeof workFrom>) => keptBanners(work).map((banner) => banner.title);

describe("an editor's work on one language's banners", () => {
  it("starts unchanged and sends the list as the API holds it", () => {
    const work = workFrom(german);
    expect(isChanged(work)).toBe(false);
    expect(saveBody(work).banners.map((banner) => banner._id)).toEqual(german.banners.map((banner) => banner._id));
  });

  it("changes a title, and changing it back is no change", () => {
    const edited = editBanner(workFrom(german), 1, { title: "Neu" });
    expect(isChanged(edited)).toBe(true);
    expect(saveBody(edited).banners[1]?.title).toBe("Neu");
    expect(isChanged(editBanner(edited, 1, { title: german.banners[1]!.title }))).toBe(false);
  });

  it("leaves a removed banner out of the save until it is brought back", () => {
    const removed = setRemoved(workFrom(german), 0, true);
    expect(saveBody(removed).banners).toHaveLength(german.banners.length - 1);
    expect(isChanged(setRemoved(removed, 0, false))).toBe(false);
  });

  it("moves up and down past removed banners, and not beyond the ends", () => {
    const work = setRemoved(workFrom(german), 1, true);
    const moved = moveBanner(work, 2, -1);
    expect(titles(moved)).toEqual([german.banners[2]!.title, german.banners[0]!.title, ...titles(work).slice(2)]);
    expect(moveBanner(work, 0, -1)).toBe(work);
    expect(moveBanner(work, work.banners.length - 1, 1)).toBe(work);
    expect(shownPosition(moved, 0)).toBe(1);
    expect(shownPosition(moved, 2)).toBe(2);
  });

  it("adds a new banner without an id, which the API gives it", () => {
    const added = addBanner(workFrom(german), { title: "T", desc: "D", image: null }, "new-1");
    expect(saveBody(added).banners.at(-1)).toEqual({ title: "T", desc: "D", image: null });
  });

  it("sends a save that failed again with its key, and a changed one with a new key", () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    const work = editBanner(workFrom(german), 0, { title: "A" });
    const failed = withPendingSave(work, saveKeyOf(work, makeKey));
    expect(saveKeyOf(failed, makeKey)).toBe("key-1");
    expect(saveKeyOf(editBanner(failed, 0, { title: "B" }), makeKey)).toBe("key-2");
  });

  it("puts the API's field errors on the banner they belong to, counting kept banners only", () => {
    const work = setRemoved(workFrom(german), 0, true);
    const errors = errorsByBanner(work, {
      "banners.0.title": ["too_long"],
      "banners.1.desc": ["required"],
      body: ["x"],
    });
    expect(Object.fromEntries(errors)).toEqual({ 1: { title: "too_long" }, 2: { desc: "required" } });
  });
});
