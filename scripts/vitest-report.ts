// Vitest's JSON report for `npm test`'s summary (scripts/reports.ts), without each test's `meta`:
// there the story tests keep their checks' results (axe's passes and inapplicable rules, about
// 50 kB a story), which made the report of 3,460 stories 330 MB for the runner to write and read.
// The summary needs counts, names and failure messages; a failed check's message names what failed.
import { JsonReporter } from "vitest/node";

export default class SummaryJsonReporter extends JsonReporter {
  constructor() {
    super({ filterMeta: () => false });
  }
}
