/**
 * The props tables of the docs pages, read as Storybook reads them (react-docgen on each
 * component's source, exported components only): designers choose values from these tables, so
 * every prop needs a description, a default shown as a value rather than as code, and words a
 * designer can follow without documents they do not have.
 */
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtinImporters, builtinResolvers, parse, type Documentation } from "react-docgen";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

const componentFiles = globSync("**/*.tsx", { cwd: SRC }).filter(
  (file) => !/\.(stories|test)\.tsx$/.test(file) && !/^(docs|test|tokens\/foundations)\//.test(file),
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

/** The style props of every `cva()` of a file, with their values: `{ buttonVariants: { size: ["sm", …] } }`. */
function styleProps(file: string): Record<string, Record<string, string[]>> {
  const source = ts.createSourceFile(file, readFileSync(`${SRC}/${file}`, "utf8"), ts.ScriptTarget.Latest, true);
  const found: Record<string, Record<string, string[]>> = {};
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText() === "cva"
    ) {
      const config = node.initializer.arguments[1];
      const variants =
        config && ts.isObjectLiteralExpression(config)
          ? config.properties.find((property) => property.name?.getText() === "variants")
          : undefined;
      found[node.name.getText()] = Object.fromEntries(
        variants && ts.isPropertyAssignment(variants) && ts.isObjectLiteralExpression(variants.initializer)
          ? variants.initializer.properties.flatMap((prop) =>
              ts.isPropertyAssignment(prop) && ts.isObjectLiteralExpression(prop.initializer)
                ? [
                    [
                      prop.name.getText(),
                      prop.initializer.properties.map((value) => value.name!.getText().replaceAll('"', "")),
                    ],
                  ]
                : [],
            )
          : [],
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

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
    expect(
      texts.filter(({ text }) => /\bspec(ification)?( section)? \d/i.test(text)).map(({ where }) => where),
    ).toEqual([]);
  });

  it("shows the values of every style prop (cva), not 'string'", () => {
    // react-docgen cannot read VariantProps<typeof x>: without a declaration of its own a style
    // prop shows as "string" (or not at all), and designers cannot see which values exist.
    const missing = componentFiles.flatMap((file) => {
      const source = readFileSync(`${SRC}/${file}`, "utf8");
      const configs = styleProps(file);
      const shown = tables.filter((table) => table.file === file).flatMap(({ doc }) => Object.entries(doc.props ?? {}));
      return [...source.matchAll(/(?<!Pick<)VariantProps<typeof (\w+)>/g)].flatMap(([, name]) =>
        Object.entries(configs[name!] ?? {}).flatMap(([prop, values]) => {
          const members = shown
            .filter(([key]) => key === prop)
            .map(([, info]) =>
              info.tsType && "raw" in info.tsType
                ? info.tsType.raw
                : info.tsType && "value" in info.tsType
                  ? info.tsType.value
                  : info.tsType?.name,
            );
          const listed = values.map((value) => JSON.stringify(value)).join(" | ");
          return members.some((member) => member?.replace(/ \| null$/, "") === listed)
            ? []
            : [`${file} ${prop}: ${listed} (shown: ${members.join(", ") || "nothing"})`];
        }),
      );
    });
    expect(missing).toEqual([]);
  });

  it("docs pages do not refer to the specification either", () => {
    // A "spec sheet" (an all-states story, test/spec-sheet.tsx) is the designers' own word, not a
    // reference to the specification.
    const pages = globSync("**/*.mdx", { cwd: SRC }).filter((file) =>
      /\bspec(ification)?\b(?![ -]sheets?\b)/i.test(readFileSync(`${SRC}/${file}`, "utf8")),
    );
    expect(pages).toEqual([]);
  });
});
