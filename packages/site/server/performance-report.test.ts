import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPORT_FILE, markdownTable, replaceSection, runFacts, writeSection } from "./performance-report.ts";

const scratch = mkdtempSync(join(tmpdir(), "performance-report-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DOCUMENT = `# Performance

By hand.

<!-- generated:size:build -->

old table

<!-- /generated:size:build -->

Also by hand.
`;

describe("the performance report", () => {
  it("replaces only the tool's own section, keeping the text around it", () => {
    const written = replaceSection(DOCUMENT, "size:build", "new table");
    expect(written).toContain("<!-- generated:size:build -->\n\nnew table\n\n<!-- /generated:size:build -->");
    expect(written).not.toContain("old table");
    expect(written.startsWith("# Performance\n\nBy hand.\n\n")).toBe(true);
    expect(written.endsWith("\n\nAlso by hand.\n")).toBe(true);
    expect(replaceSection(written, "size:build", "new table")).toBe(written);
  });

  it("adds a section it does not have yet at the end, and refuses broken markers", () => {
    expect(replaceSection(DOCUMENT, "bench", "numbers")).toBe(
      `${DOCUMENT}\n<!-- generated:bench -->\n\nnumbers\n\n<!-- /generated:bench -->\n`,
    );
    expect(() => replaceSection("<!-- /generated:bench --> <!-- generated:bench -->", "bench", "x")).toThrow(
      /broken markers/,
    );
  });

  it("writes the section formatted as the repository formats Markdown", async () => {
    const file = join(scratch, "performance.md");
    writeFileSync(file, DOCUMENT);
    await writeSection("size:build", markdownTable(["page", "JS kB"], [["home", "13.6"]]), file);
    expect(readFileSync(file, "utf8")).toContain("| page | JS kB |\n| ---- | ----- |\n| home | 13.6  |");
  });

  it("has sections for the tools in docs/performance.md", () => {
    const report = readFileSync(REPORT_FILE, "utf8");
    for (const name of ["size:build", "size:build-test", "bench"]) {
      expect(report).toContain(`<!-- generated:${name} -->`);
      expect(report).toContain(`<!-- /generated:${name} -->`);
    }
  });

  it("says when, at which commit and on what machine a run measured", () => {
    const facts = runFacts(["Lighthouse 13.5.0"]);
    expect(facts).toMatch(/^Measured \d{4}-\d\d-\d\d · (commit [0-9a-f]+|an unknown commit)/);
    expect(facts).toContain(`Node ${process.versions.node}`);
    expect(facts).toMatch(/ · Lighthouse 13\.5\.0\.$/);
  });
});
