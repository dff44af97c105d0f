/**
 * Message-id extraction for the usage check in `extraction.test.ts` (not part of the package's
 * API): which ids the code mentions, found by walking string literals with the TypeScript parser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** The first segments of every id family (see docs/adding-a-message.md). */
export const ID_PREFIXES = [
  "meta",
  "shell",
  "header",
  "nav",
  "languageSwitcher",
  "footer",
  "whatsapp",
  "verticals",
  "home",
  "notFound",
  "product",
  "demoBooking",
  "form",
  "feedback",
  "landing",
  "promo",
  "contactForm",
  "learn",
  "privacy",
  "admin",
] as const;

const ID_SHAPE = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;
const FILE_NAME = /\.(m?[jt]sx?|json|css|svg|png|jpe?g|webp|avif|mdx?|html)$/;

/** True when `text` looks like a message id: dotted segments with a known first segment. */
export function looksLikeMessageId(text: string, prefixes: ReadonlySet<string>): boolean {
  if (!ID_SHAPE.test(text) || FILE_NAME.test(text)) return false;
  return prefixes.has(text.slice(0, text.indexOf(".")));
}

/** What a source file says about message ids. */
export interface IdMentions {
  /** String literals that are, or look like, message ids. */
  readonly ids: string[];
  /** Template literals with substitutions that start like an id (`home.${key}.title`): invisible to the checks. */
  readonly dynamic: string[];
}

/**
 * The message ids a TypeScript/TSX source mentions: every string literal (including JSX
 * attribute values and substitution-free template literals) that equals a known id or has the
 * shape of one with a known prefix.
 */
export function idMentions(fileName: string, source: string, knownIds: ReadonlySet<string>): IdMentions {
  const prefixes = new Set<string>([...ID_PREFIXES, ...[...knownIds].map((id) => id.slice(0, id.indexOf(".")))]);
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const ids: string[] = [];
  const dynamic: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (knownIds.has(node.text) || looksLikeMessageId(node.text, prefixes)) ids.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      const first = head.slice(0, head.indexOf("."));
      if (head.includes(".") && /^[a-z][A-Za-z]*$/.test(first) && prefixes.has(first)) {
        dynamic.push(`${fileName}: ${node.getText(file)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { ids, dynamic };
}

/**
 * The TypeScript sources under `roots` that count as users of messages: `.ts`/`.tsx` files,
 * without tests, stories, declaration files and generated folders.
 */
export function sourceFiles(roots: readonly string[]): string[] {
  const files: string[] = [];
  const walkDir = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walkDir(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const root of roots) walkDir(root);
  return files.sort();
}

/** Every id mention of the given files, read from disk. */
export function mentionsIn(files: readonly string[], knownIds: ReadonlySet<string>): IdMentions {
  const ids: string[] = [];
  const dynamic: string[] = [];
  for (const file of files) {
    const found = idMentions(file, readFileSync(file, "utf8"), knownIds);
    ids.push(...found.ids);
    dynamic.push(...found.dynamic);
  }
  return { ids, dynamic };
}
