/**
 * What every page must reach for a visitor on a phone, shared by `npm run bench`
 * (Lighthouse) and `npm run size` (the build's own bytes). Sizes are gzip, in kB (1024 bytes).
 */
export const BUDGETS = {
  /** Lighthouse category scores, 0–100. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint, ms. */
  lcpMs: 2000,
  /** Total Blocking Time, ms. */
  tbtMs: 100,
  /** Cumulative Layout Shift. */
  cls: 0.02,
  /** JavaScript a page loads: the home page may carry more (carousel, tabs, forms). */
  jsKB: { home: 130, other: 100 },
  /**
   * Every byte of JavaScript a page can make the browser fetch, every island woken (`npm run size`
   * "total"), per page type.
   */
  totalJsKB: {
    // 190 until the design system's shared Tabs and Accordion (0.8 kB more: decision 0156); 191
    // until the hydration marks that name a long task's island in `npm run bench` (54 B, every
    // page's island directive) and the products' accordion rendered in the background on phones
    // (31 B), which took a 250–275 ms task off the home page (docs/performance.md, long tasks).
    home: 192,
    product: 180,
    landing: 175,
    promo: 175,
    course: 175,
    privacy: 135,
    learn: 175,
    // The admin area's own copies of what it shares with the public islands (decision 0157), and
    // its picture picker and drag to reorder (dnd-kit, decision 0159).
    admin: 225,
    "not-found": 135,
  },
  /** CSS a page loads. */
  cssKB: 15,
} as const;

/** The JS budget of a page type (at load). */
export function jsBudgetKB(pageType: string): number {
  return pageType === "home" ? BUDGETS.jsKB.home : BUDGETS.jsKB.other;
}

/** The budget of all the JS a page type can fetch, every island woken. */
export function totalJsBudgetKB(pageType: string): number {
  const budget = (BUDGETS.totalJsKB as Readonly<Record<string, number>>)[pageType];
  if (budget === undefined) throw new Error(`No total JS budget for the page type "${pageType}"`);
  return budget;
}
