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
const RESOLVED = `\0${PREFIX}`;
/** `virtual:messages-preload`: the URL of each language's chunk in the client build. */
const PRELOAD = "virtual:messages-preload";

/**
 * Each language's chunk in the client build, recorded when the client bundle is written and read
 * when the server build prerenders the pages (React Router builds the client first; one process,
 * one config module, so this map carries over).
 */
const clientChunks = new Map<string, string>();

const messagesDir = join(dirname(createRequire(import.meta.url).resolve("@studio/content/messages/en.json")));

function readCatalog(code: string): { file: string; messages: unknown } {
  const file = join(messagesDir, `${code}.json`);
  return { file, messages: JSON.parse(readFileSync(file, "utf8")) };
}

export function compiledMessages(): Plugin {
  return {
    name: "studio:compiled-messages",
    config() {
      // Recognisable names for the language chunks: `assets/messages-ru-<hash>.js`.
      return {
        build: {
          rollupOptions: {
            output: {
              chunkFileNames: (chunk) =>
                chunk.facadeModuleId?.startsWith(RESOLVED)
                  ? "assets/messages-[name]-[hash].js"
                  : "assets/[name]-[hash].js",
            },
          },
        },
      };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id === PRELOAD ? `\0${id}` : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.facadeModuleId?.startsWith(RESOLVED)) {
          clientChunks.set(chunk.facadeModuleId.slice(RESOLVED.length), `/${chunk.fileName}`);
        }
      }
    },
    load(id) {
      if (id === `\0${PRELOAD}`) {
        // The prerendered pages preload their language's chunk; the browser and dev need no map.
        const urls = this.environment.name === "ssr" && this.environment.mode === "build" ? clientChunks : new Map();
        if (this.environment.name === "ssr" && this.environment.mode === "build" && urls.size === 0) {
          throw new Error(`${PRELOAD}: the client build's language chunks are unknown (was it built first?)`);
        }
        return `export default ${JSON.stringify(Object.fromEntries(urls))};`;
      }
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
