/**
 * The props tables of the docs pages, read as Storybook reads them (react-docgen on each
 * component's source, exported components only): designers choose values from these tables, so
 * every prop needs a description, a default shown as a value rather than as code, and words a
 * designer can follow without documents they do not have.
 */
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtinImporters, builtinResolvers, parse, type Documentation } from "react-docgen";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

const componentFiles = globSync("**/*.tsx", { cwd: SRC }).filter(
  (file) => !/\.(stories|test)\.tsx$/.test(file) && !file.startsWith("docs/"),
);

function documentation(file: string): Documentation[] {
  try {
    return parse(readFileSync(`${SRC}/${file}`, "utf8"), {
      filename: `${SRC}/${file}`,
      resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
      importer: builtinImporters.fsImporter,
    });
  } catch (error) {
    // A module without a component (hooks, helpers) is not a props table.
    if (error instanceof Error && error.message.includes("No suitable component definition found")) return [];
    throw error;
  }
}

const tables = componentFiles.flatMap((file) =>
  documentation(file).map((doc) => ({ file, name: doc.displayName ?? file, doc })),
);
const props = tables.flatMap(({ file, name, doc }) =>
  Object.entries(doc.props ?? {}).map(([prop, info]) => ({ where: `${file} ${name}.${prop}`, info })),
);

describe("props tables of the docs pages", () => {
  it("finds the components", () => {
    // The button, the navigation bar and the forms at least: a parser that finds nothing passes nothing.
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(["Button", "TopNav", "ContactForm", "BannerCarousel", "Field"]),
    );
    expect(props.length).toBeGreaterThan(200);
  });

  it("describes every prop", () => {
    const undescribed = props.filter(({ info }) => !info.description?.trim()).map(({ where }) => where);
    expect(undescribed).toEqual([]);
  });

  it("shows defaults as values, not as function source", () => {
    const code = props
      .filter(({ info }) => /^(function\b|\(.*\)\s*=>|async\b)/.test(String(info.defaultValue?.value ?? "")))
      .map(({ where }) => where);
    expect(code).toEqual([]);
  });

  it("does not send designers to the specification", () => {
    const texts = [
      ...tables.map(({ file, name, doc }) => ({ where: `${file} ${name}`, text: doc.description ?? "" })),
      ...props.map(({ where, info }) => ({ where, text: info.description ?? "" })),
    ];
    expect(texts.filter(({ text }) => /\bspec(ification)? \d/i.test(text)).map(({ where }) => where)).toEqual([]);
  });
});
