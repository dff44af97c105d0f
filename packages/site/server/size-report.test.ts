import { describe, expect, it } from "vitest";
import { BUDGETS, jsBudgetKB, totalJsBudgetKB } from "./budgets.ts";
import type { PageWeight } from "./module-graph.ts";
import { SIZE_HEADER, overBudget, sizeRow } from "./size-report.ts";

/** A page's weight with the given figures, in bytes. */
function weight(pageType: string, bytes: { js: number; total: number; css: number }): PageWeight {
  const files = { scripts: [], stylesheets: [], inline: [] };
  return {
    pageType,
    locale: "en",
    path: "/",
    jsBytes: bytes.js,
    afterIdleBytes: bytes.js,
    totalBytes: bytes.total,
    cssBytes: bytes.css,
    files,
    phases: { atLoad: [], afterIdle: [], total: [] },
  };
}

/** A page exactly at its budgets. */
const atBudget = (pageType: string) =>
  weight(pageType, {
    js: jsBudgetKB(pageType) * 1024,
    total: totalJsBudgetKB(pageType) * 1024,
    css: BUDGETS.cssKB * 1024,
  });

describe("the size table", () => {
  it("writes each budgeted figure beside the budget budgets.ts gives its page type", () => {
    for (const pageType of ["home", "privacy"]) {
      const row = Object.fromEntries(sizeRow(atBudget(pageType)).map((cell, index) => [index, cell]));
      const column = (name: string, nth = 0) =>
        SIZE_HEADER.map((h, i) => [h, i] as const).filter(([h]) => h === name)[nth]![1];
      expect(row[column("JS at load kB")]).toBe(jsBudgetKB(pageType).toFixed(1));
      expect(row[column("budget", 0)]).toBe(String(jsBudgetKB(pageType)));
      expect(row[column("budget", 1)]).toBe(String(totalJsBudgetKB(pageType)));
      expect(row[column("budget", 2)]).toBe(String(BUDGETS.cssKB));
    }
  });

  it("passes a page at its budgets and names every budget a byte more exceeds", () => {
    expect(overBudget(atBudget("home"))).toEqual([]);
    const over = atBudget("home");
    const heavier = weight("home", { js: over.jsBytes + 1, total: over.totalBytes + 1, css: over.cssBytes + 1 });
    expect(overBudget(heavier)).toEqual([
      `home · en: JS at load ${(heavier.jsBytes / 1024).toFixed(1)} kB > ${jsBudgetKB("home")} kB`,
      `home · en: JS in total ${(heavier.totalBytes / 1024).toFixed(1)} kB > ${totalJsBudgetKB("home")} kB`,
      `home · en: CSS ${(heavier.cssBytes / 1024).toFixed(1)} kB > ${BUDGETS.cssKB} kB`,
    ]);
  });
});
