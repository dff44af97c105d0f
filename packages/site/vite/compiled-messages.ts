/**
 * `virtual:messages/<language>`: one module per interface language holding its messages
 * precompiled to ICU ASTs (its own catalog over English, see @studio/content/compile). A page
 * imports only its own language's module, and nothing ships the ICU parser: the build aliases it
 * to FormatJS's `no-parser` entry (react-intl then formats ASTs only).
 *
 * The catalogs are read from disk on every load, and watched, so edited copy shows up in
 * `npm start` without a restart.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { isLocaleCode, withEnglishFallback, type LocaleCatalog, type MessageCatalog } from "@studio/content";
import { compileCatalog } from "@studio/content/compile";

const PREFIX = "virtual:messages/";
/** Resolved id `\0messages-<language>`: the chunk is named after it (`assets/messages-ru.<hash>.js`). */
const RESOLVED = "\0messages-";

const messagesDir = join(dirname(createRequire(import.meta.url).resolve("@studio/content/messages/en.json")));

function readCatalog(code: string): { file: string; messages: unknown } {
  const file = join(messagesDir, `${code}.json`);
  return { file, messages: JSON.parse(readFileSync(file, "utf8")) };
}

export function compiledMessages(): Plugin {
  return {
    name: "studio:compiled-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const code = id.slice(RESOLVED.length);
      if (!isLocaleCode(code)) throw new Error(`${PREFIX}${code}: no such interface language`);
      const english = readCatalog("en");
      const own = readCatalog(code);
      this.addWatchFile(english.file);
      this.addWatchFile(own.file);
      const catalog = withEnglishFallback(english.messages as MessageCatalog, own.messages as LocaleCatalog);
      // JSON.parse of a string literal: faster for the browser to read than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(catalog, code)))});`;
    },
  };
}

/** Resolves the ICU parser to FormatJS's parser-less entry: messages arrive precompiled. */
export const WITHOUT_ICU_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
};
