/**
 * The documentation's links lead somewhere: every relative link of a Markdown file names a file or
 * folder of the repository, a link to a heading of a Markdown file names a heading that exists,
 * and every pointer to a section of docs/product.md, in code comments too, names one of its
 * sections.
 */
import { existsSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, readRepoFile, repoTextFiles } from "./repo-files.ts";

const PRODUCT = "docs/product.md";

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Markdown without its code blocks and code spans (links and headings there are examples). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "``");
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeated ones. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(readRepoFile(file)).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const files = repoTextFiles();
const markdownFiles = files.filter((file) => file.endsWith(".md"));

interface Link {
  readonly from: string;
  readonly target: string;
}

/** Every relative link (`[text](target)`) of the Markdown files. */
const links: Link[] = markdownFiles.flatMap((from) =>
  [...prose(readRepoFile(from)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => ({ from, target })),
);

/** The repository path a link leads to, and its anchor. */
function resolve({ from, target }: Link): { path: string; anchor: string | undefined } {
  const [path = "", anchor] = target.split("#");
  const file = path === "" ? from : relative(ROOT, normalize(join(ROOT, dirname(from), path)));
  return { path: file.split(sep).join("/"), anchor };
}

describe("links of the Markdown files", () => {
  it("were found", () => {
    expect(links.length).toBeGreaterThan(0);
  });

  it("lead to files and folders that exist", () => {
    const broken = links.filter((link) => !existsSync(join(ROOT, resolve(link).path)));
    expect(broken.map(({ from, target }) => `${from}: ${target}`)).toEqual([]);
  });

  it("lead to headings that exist", () => {
    const broken = links.filter((link) => {
      const { path, anchor } = resolve(link);
      return (
        anchor !== undefined && path.endsWith(".md") && existsSync(join(ROOT, path)) && !anchorsOf(path).has(anchor)
      );
    });
    expect(broken.map(({ from, target }) => `${from}: ${target}`)).toEqual([]);
  });
});

describe("the documentation index, docs/README.md", () => {
  it("links every page of docs/", () => {
    const listed = new Set(
      links.filter((link) => link.from === "docs/README.md").map((link) => resolve(link).path.replace(/\/$/, "")),
    );
    const pages = markdownFiles.filter((file) => /^docs\/[^/]+\.md$/.test(file) && file !== "docs/README.md");
    expect(pages.filter((page) => !listed.has(page))).toEqual([]);
    expect(listed.has("docs/decisions/README.md")).toBe(true);
  });
});

describe(`pointers to sections of ${PRODUCT}`, () => {
  it("name sections that exist, wherever they are written", () => {
    const sections = anchorsOf(PRODUCT);
    const broken = files.flatMap((file) =>
      [...readRepoFile(file).matchAll(/product\.md#([\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((anchor) => !sections.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it("have numbered sections to point at", () => {
    expect([...anchorsOf(PRODUCT)].filter((anchor) => /^\d+-/.test(anchor)).length).toBeGreaterThan(10);
  });
});

describe("pointers to the source material", () => {
  // The original specification is not part of the repository (docs/decisions/README.md): code and
  // docs point at docs/product.md and the decision records, never at the source's section numbers
  // or its file. A "spec sheet" (an all-states story) is the designers' own word.
  const citation =
    /\bspec(?:ification)?(?:'s)?\s+(?:sections?\s+|§\s*)?\d|\bthe spec\b(?![ -]sheets?\b)|shared\/spec\//i;

  it("are never made by section number or file", () => {
    const cited = files
      .filter((file) => file !== "tests/repo/links.test.ts")
      .flatMap((file) =>
        readRepoFile(file)
          .split("\n")
          .flatMap((line, index) => (citation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(cited).toEqual([]);
  });

  it("would be caught as written before (spec 2.5, spec section 4, the spec's order)", () => {
    expect(
      ["(spec 2.5)", "spec section 4", "in the spec's order", "a spec sheet", "the spec sheets", "e2e.spec.ts"].map(
        (text) => citation.test(text),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });
});

describe("decision records named in code and docs", () => {
  it("exist", () => {
    const records = new Set(readRepoFile("docs/decisions/README.md").match(/\b\d{4}(?=-[\w-]+\.md)/g));
    const broken = files.flatMap((file) =>
      [...readRepoFile(file).matchAll(/\bdecisions? (\d{4})\b/gi)]
        .map((match) => match[1]!)
        .filter((number) => !records.has(number))
        .map((number) => `${file}: decision ${number}`),
    );
    expect(broken).toEqual([]);
  });
});
