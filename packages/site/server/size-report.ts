/**
 * What `npm run size` says about a page's weight (module-graph.ts): its row of the table, each
 * figure beside its budget as budgets.ts writes it, and the budgets it exceeds.
 */
import type { LocaleCode } from "@studio/content";
import { BUDGETS, jsBudgetKB, totalJsBudgetKB } from "./budgets.ts";
import type { PageWeight } from "./module-graph.ts";

/** The languages the table weighs every page type in: English, and Russian (the longest texts, Cyrillic). */
export const SIZE_LOCALES = ["en", "ru"] as const satisfies readonly LocaleCode[];

/** kB (1024 bytes) with one decimal, as the table writes them. */
export const kB = (bytes: number): string => (bytes / 1024).toFixed(1);

export const SIZE_HEADER = [
  "page",
  "locale",
  "JS at load kB",
  "budget",
  "JS after idle kB",
  "JS total kB",
  "budget",
  "CSS kB",
  "budget",
] as const;

/** A page's row: its figures in gzip kB, each budgeted one followed by its budget. */
export function sizeRow(weight: PageWeight): string[] {
  return [
    weight.pageType,
    weight.locale,
    kB(weight.jsBytes),
    String(jsBudgetKB(weight.pageType)),
    kB(weight.afterIdleBytes),
    kB(weight.totalBytes),
    String(totalJsBudgetKB(weight.pageType)),
    kB(weight.cssBytes),
    String(BUDGETS.cssKB),
  ];
}

/** The budgets a page exceeds, one line each (none: within all of them). */
export function overBudget(weight: PageWeight): string[] {
  const page = `${weight.pageType} · ${weight.locale}`;
  const checks = [
    { what: "JS at load", bytes: weight.jsBytes, budget: jsBudgetKB(weight.pageType) },
    { what: "JS in total", bytes: weight.totalBytes, budget: totalJsBudgetKB(weight.pageType) },
    { what: "CSS", bytes: weight.cssBytes, budget: BUDGETS.cssKB },
  ];
  return checks
    .filter(({ bytes, budget }) => bytes > budget * 1024)
    .map(({ what, bytes, budget }) => `${page}: ${what} ${kB(bytes)} kB > ${budget} kB`);
}
