import { describe, expect, it } from "vitest";
import { BUDGETS, jsBudgetKB } from "./budgets.ts";
import { missedBudgets, type LighthouseNumbers } from "./lighthouse-budgets.ts";

/** A page exactly at every budget. */
const AT_BUDGET: LighthouseNumbers = {
  performance: BUDGETS.performance,
  accessibility: BUDGETS.accessibility,
  bestPractices: BUDGETS.bestPractices,
  seo: BUDGETS.seo,
  lcpMs: BUDGETS.lcpMs,
  tbtMs: BUDGETS.tbtMs,
  cls: BUDGETS.cls,
  cssKB: BUDGETS.cssKB,
  jsAtLoadKB: jsBudgetKB("product"),
  failedAudits: [],
};

describe("the budgets a page misses", () => {
  it("misses none at exactly every budget", () => {
    expect(missedBudgets("product", AT_BUDGET, true)).toEqual([]);
  });

  it("names each missed budget with the limit budgets.ts sets", () => {
    const missed = missedBudgets(
      "product",
      {
        performance: BUDGETS.performance - 1,
        accessibility: BUDGETS.accessibility - 4,
        bestPractices: BUDGETS.bestPractices - 4,
        seo: BUDGETS.seo - 8,
        lcpMs: BUDGETS.lcpMs + 340,
        tbtMs: BUDGETS.tbtMs + 20,
        cls: BUDGETS.cls + 0.01,
        cssKB: BUDGETS.cssKB + 0.5,
        jsAtLoadKB: jsBudgetKB("product") + 2,
        failedAudits: ["color-contrast"],
      },
      true,
    );
    expect(missed).toEqual([
      `Performance ${BUDGETS.performance - 1} < ${BUDGETS.performance}`,
      `Accessibility ${BUDGETS.accessibility - 4} < ${BUDGETS.accessibility}`,
      `Best Practices ${BUDGETS.bestPractices - 4} < ${BUDGETS.bestPractices}`,
      `SEO ${BUDGETS.seo - 8} < ${BUDGETS.seo}`,
      `LCP ${((BUDGETS.lcpMs + 340) / 1000).toFixed(2)} s > ${(BUDGETS.lcpMs / 1000).toFixed(2)} s`,
      `TBT ${BUDGETS.tbtMs + 20} ms > ${BUDGETS.tbtMs} ms`,
      "failed audits: color-contrast",
      `CLS ${(BUDGETS.cls + 0.01).toFixed(3)} > ${BUDGETS.cls}`,
      `JS at load ${(jsBudgetKB("product") + 2).toFixed(1)} kB > ${jsBudgetKB("product")} kB`,
      `CSS ${(BUDGETS.cssKB + 0.5).toFixed(1)} kB > ${BUDGETS.cssKB} kB`,
    ]);
  });

  it("holds the home page to its own JS budget", () => {
    const homeBudget = jsBudgetKB("home");
    expect(missedBudgets("home", { ...AT_BUDGET, jsAtLoadKB: homeBudget }, true)).toEqual([]);
    expect(missedBudgets("home", { ...AT_BUDGET, jsAtLoadKB: homeBudget + 1 }, true)).toEqual([
      `JS at load ${(homeBudget + 1).toFixed(1)} kB > ${homeBudget} kB`,
    ]);
  });

  it("does not count being kept out of search results against a page meant to be", () => {
    const noindex = { ...AT_BUDGET, seo: 63, failedAudits: ["is-crawlable"] };
    expect(missedBudgets("promo", noindex, false)).toEqual([]);
    expect(missedBudgets("promo", { ...noindex, failedAudits: ["is-crawlable", "document-title"] }, false)).toEqual([
      "failed audits: document-title",
    ]);
    expect(missedBudgets("landing", noindex, true)).toEqual([`SEO 63 < ${BUDGETS.seo}`, "failed audits: is-crawlable"]);
  });

  it("wants a description only of a page shown in search results", () => {
    const undescribed = { ...AT_BUDGET, seo: 54, failedAudits: ["is-crawlable", "meta-description"] };
    expect(missedBudgets("admin", undescribed, false)).toEqual([]);
    expect(missedBudgets("landing", { ...AT_BUDGET, failedAudits: ["meta-description"] }, true)).toEqual([
      "failed audits: meta-description",
    ]);
  });
});
