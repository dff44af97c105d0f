/**
 * Which budgets a page's Lighthouse numbers miss (`npm run bench`), in words a reader of the
 * benchmark's table understands. Every limit is read from budgets.ts, the one place the budgets
 * are written, so the messages always name the budget that was applied.
 */
import { BUDGETS, jsBudgetKB } from "./budgets.ts";

/** A page's numbers over the runs: scores 0–100, times in ms, sizes in kB (1024 bytes). */
export interface LighthouseNumbers {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** CSS transferred. */
  readonly cssKB: number;
  /** JS the page's HTML loads, from the build (what the JS budget limits). */
  readonly jsAtLoadKB: number;
  /** Accessibility, Best Practices and SEO audits that did not pass in some run (their ids). */
  readonly failedAudits: readonly string[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * SEO audits about how a page is shown in search results: a page kept out of them on purpose has
 * nothing to show there, so only an indexable page must pass them (the site gives a description
 * to every indexable page; the admin placeholder, kept out, has none).
 */
const SEARCH_LISTING_AUDITS: readonly string[] = ["is-crawlable", "meta-description"];

/**
 * The budgets a page misses (none: an empty list). A page kept out of search results on purpose
 * (`indexable` false: promo pages, the admin placeholder, the not-found page) is marked down by
 * Lighthouse's SEO category for exactly that (audit `is-crawlable`, and `meta-description` where
 * it has none), which is not a missed budget.
 */
export function missedBudgets(pageType: string, numbers: LighthouseNumbers, indexable: boolean): string[] {
  const missed: string[] = [];
  const below = (name: string, score: number, budget: number) => {
    if (score < budget) missed.push(`${name} ${score} < ${budget}`);
  };
  below("Performance", numbers.performance, BUDGETS.performance);
  below("Accessibility", numbers.accessibility, BUDGETS.accessibility);
  below("Best Practices", numbers.bestPractices, BUDGETS.bestPractices);
  if (indexable) below("SEO", numbers.seo, BUDGETS.seo);
  if (numbers.lcpMs > BUDGETS.lcpMs) missed.push(`LCP ${seconds(numbers.lcpMs)} > ${seconds(BUDGETS.lcpMs)}`);
  if (numbers.tbtMs > BUDGETS.tbtMs) missed.push(`TBT ${Math.round(numbers.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  const failed = numbers.failedAudits.filter((id) => indexable || !SEARCH_LISTING_AUDITS.includes(id));
  if (failed.length > 0) missed.push(`failed audits: ${failed.join(", ")}`);
  if (numbers.cls > BUDGETS.cls) missed.push(`CLS ${numbers.cls.toFixed(3)} > ${BUDGETS.cls}`);
  const jsBudget = jsBudgetKB(pageType);
  if (numbers.jsAtLoadKB > jsBudget) missed.push(`JS at load ${numbers.jsAtLoadKB.toFixed(1)} kB > ${jsBudget} kB`);
  if (numbers.cssKB > BUDGETS.cssKB) missed.push(`CSS ${numbers.cssKB.toFixed(1)} kB > ${BUDGETS.cssKB} kB`);
  return missed;
}
