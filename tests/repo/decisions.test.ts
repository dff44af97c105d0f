/**
 * The decision records (docs/decisions/) stay short, indexed and linked: each has a status and
 * the three parts, fits on a screen, appears in the index with the same status, and a record
 * that was superseded or replaced names an existing record. Nothing in the repository points at
 * the single file the records replaced.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, readRepoFile, repoTextFiles } from "./repo-files.ts";

const FOLDER = "docs/decisions";
const INDEX = `${FOLDER}/README.md`;
/** A record fits on one screen. */
const MAX_LINES = 40;
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** `- Status: Accepted`, or `- Status: Superseded by [0123](0123-title.md)` (or `Replaced by`). */
const STATUS = /^- Status: (?:(Accepted)|(Superseded|Replaced) by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\))$/m;

interface DecisionRecord {
  readonly file: string;
  readonly number: string;
  readonly text: string;
}

const records: DecisionRecord[] = readdirSync(join(ROOT, FOLDER))
  .filter((file) => file !== "README.md")
  .map((file) => ({ file, number: RECORD_NAME.exec(file)?.[1] ?? "", text: readRepoFile(`${FOLDER}/${file}`) }));
const index = readRepoFile(INDEX);

/** The cells of the index's table row that links a record's file first, trimmed. */
function indexRow(file: string): string[] | undefined {
  const cells = (line: string) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
  return index
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map(cells)
    .find((row) => row[0]?.endsWith(`](${file})`));
}

describe("decision records", () => {
  it("exist, one file per record, named NNNN-short-title.md with unique numbers", () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((record) => record.number === "").map((record) => record.file)).toEqual([]);
    const numbers = records.map((record) => record.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)("$file: its title carries its number", ({ number, text }) => {
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${number}\\. \\S`));
  });

  it.each(records)("$file: has a status line and Context, Decision and Consequences", ({ text }) => {
    expect(text).toMatch(STATUS);
    for (const part of ["## Context", "## Decision", "## Consequences"]) expect(text).toContain(`\n${part}\n`);
  });

  it.each(records)(`$file: is at most ${MAX_LINES} lines`, ({ text }) => {
    expect(text.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_LINES);
  });

  it.each(records)("$file: when superseded or replaced, links another existing record", ({ file, text }) => {
    const [, accepted, , number, target] = STATUS.exec(text) ?? [];
    if (accepted) return;
    expect(target, "the record that replaced it").not.toBe(file);
    expect(target?.startsWith(`${number}-`), "link text and file agree").toBe(true);
    expect(existsSync(join(ROOT, FOLDER, target ?? "")), `${target} exists`).toBe(true);
  });

  it.each(records)("$file: is listed in the index with the same status", ({ file, number, text }) => {
    const row = indexRow(file);
    expect(row, `a row of ${INDEX} links ${file}`).toBeDefined();
    expect(row?.[0]).toBe(`[${number}](${file})`);
    const [, accepted, kind, target, targetFile] = STATUS.exec(text) ?? [];
    expect(row?.[2], "the status column").toBe(accepted ? "Accepted" : `${kind} by [${target}](${targetFile})`);
  });

  it("the index lists no record that does not exist", () => {
    const files = new Set(records.map((record) => record.file));
    const linked = [...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((file) => !files.has(file))).toEqual([]);
  });
});

describe("the former single decisions file", () => {
  it("is gone and no file of the repository points at it", () => {
    const former = ["decisions", "md"].join(".");
    expect(existsSync(join(ROOT, "docs", former))).toBe(false);
    const mentions = new RegExp(`(?<![\\w-])${former.replace(".", "\\.")}`);
    expect(repoTextFiles().filter((file) => mentions.test(readRepoFile(file)))).toEqual([]);
  });
});
