import { describe, expect, it } from "vitest";
import seed from "@studio/mock-api/seed" with { type: "json" };
import { summarizeChange } from "./audit-list.tsx";

const german = seed.banners.de;

describe("what a save changed", () => {
  it("counts nothing when the list stayed as it was", () => {
    expect(summarizeChange(german, german)).toEqual({ added: 0, removed: 0, edited: 0, reordered: false });
  });

  it("counts added, removed and edited banners by their ids", () => {
    const after = [
      { ...german[0]!, title: "Neu" },
      ...german.slice(2),
      { _id: "new", image: null, title: "T", desc: "D" },
    ];
    expect(summarizeChange(german, after)).toEqual({ added: 1, removed: 1, edited: 1, reordered: false });
  });

  it("tells a new order of the banners kept from a removal", () => {
    expect(summarizeChange(german, [german[1]!, german[0]!, ...german.slice(2)]).reordered).toBe(true);
    expect(summarizeChange(german, german.slice(1)).reordered).toBe(false);
  });
});
