/**
 * docs/performance.md, the measurements as the tools wrote them. `npm run size -- --write` and
 * `npm run bench -- --write` each replace their own section of it (between
 * `<!-- generated:<name> -->` and `<!-- /generated:<name> -->`): the date, the commit and the
 * machine measured on, and each figure beside its budget (budgets.ts). The text around the
 * sections is written by hand. Only a run asked to write touches the file: `npm test` runs
 * `npm run size` without `--write`, so a test run never changes a tracked file.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem, type } from "node:os";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The report, docs/performance.md. */
export const REPORT_FILE = fileURLToPath(new URL("../../../docs/performance.md", import.meta.url));

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The machine's load when the run started (this module is imported then). */
const LOAD_AT_START = loadavg()[0] ?? 0;

/** A Markdown table (Prettier aligns its columns when the report is written). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * The document with the section `name` replaced by `body` (its markers kept), or added at its
 * end when it has no such section yet.
 */
export function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- /generated:${name} -->`;
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from === -1 && to === -1) return `${document.trimEnd()}\n\n${section}\n`;
  if (from === -1 || to < from) throw new Error(`The section "${name}" of the report has broken markers`);
  return document.slice(0, from) + section + document.slice(to + end.length);
}

/** Writes one section of the report (formatted as `npm run format` would), and says so. */
export async function writeSection(name: string, body: string, file = REPORT_FILE): Promise<void> {
  const prettier = await import("prettier");
  const document = replaceSection(readFileSync(file, "utf8"), name, body);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(document, { ...options, filepath: file }));
  console.log(`Written to ${relative(process.cwd(), file)} (section "${name}").`);
}

/** The commit measured, and whether the working tree differed from it (the report itself aside). */
function commitMeasured(): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).trim();
    const commit = git("rev-parse", "--short", "HEAD");
    const report = relative(REPO_ROOT, REPORT_FILE);
    const changed = git("status", "--porcelain", "--", ".", `:(exclude)${report}`) !== "";
    return changed ? `commit ${commit} with uncommitted changes` : `commit ${commit}`;
  } catch {
    return "an unknown commit (no git)";
  }
}

/**
 * When, on what and on which machine a run measured, as one sentence for the report: the date,
 * the commit, Node, the system, the processor and the load the machine already had (numbers taken
 * on a busy machine are slower). `extra` adds the tool's own facts (Lighthouse's version and
 * benchmark index).
 */
export function runFacts(extra: readonly string[] = []): string {
  const processors = cpus();
  const facts = [
    `${new Date().toISOString().slice(0, 10)}`,
    commitMeasured(),
    `Node ${process.versions.node}`,
    `${type()} ${release()}`,
    `${processors.length} × ${processors[0]?.model.trim() ?? "unknown processor"}`,
    `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `load average ${LOAD_AT_START.toFixed(1)} at the start`,
    ...extra,
  ];
  return `Measured ${facts.join(" · ")}.`;
}
