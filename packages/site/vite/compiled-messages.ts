/**
 * Messages precompiled to ICU ASTs (see @studio/content/compile), so nothing ships the ICU parser:
 * the build aliases it to FormatJS's `no-parser` entry (react-intl then formats ASTs only).
 *
 * - `virtual:messages/<language>`: a language's whole catalog (its own over English). The
 *   prerender reads these.
 * - `virtual:island-messages`: imported by an island module, its own messages per language, as
 *   `{ en: () => import(…), de: … }`: a page loads only its language, and each island only the
 *   messages it can show — the ids its code holds (whatever its tree of components, data and
 *   helpers mentions, after tree-shaking). Which ids that is, is worked out by bundling each
 *   island on its own once per build (`islandMessageIds`); `server/island-messages.ts` checks
 *   the built pages against it, props included. In development every island gets its language's
 *   whole catalog.
 *
 * The catalogs are read from disk on every load, and watched, so edited copy shows up in
 * `npm start` without a restart.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import {
  isLocaleCode,
  LOCALE_CODES,
  withEnglishFallback,
  type LocaleCatalog,
  type MessageCatalog,
} from "@studio/content";
import { compileCatalog } from "@studio/content/compile";
import { messageIdsIn } from "./message-ids.ts";

const WHOLE = "virtual:messages/";
/** Resolved id `\0messages-<language>`: the chunk is named after it (`assets/_messages-ru.<hash>.js`). */
const RESOLVED_WHOLE = "\0messages-";
const ISLAND = "virtual:island-messages";
/** Resolved id of an island's loaders: `\0island-messages:<island file>`. */
const RESOLVED_LOADERS = "\0island-messages:";
/** An island's messages in one language: `virtual:island-messages/<language>/<island>`. */
const ISLAND_PART = `${ISLAND}/`;
/** Resolved `\0messages-<language>-<island>` (`assets/_messages-ru-site-header.<hash>.js`). */
const RESOLVED_PART = /^\0messages-([a-z]{2})-([\w-]+)$/;

const messagesDir = join(dirname(createRequire(import.meta.url).resolve("@studio/content/messages/en.json")));

function readCatalog(code: string): { file: string; messages: unknown } {
  const file = join(messagesDir, `${code}.json`);
  return { file, messages: JSON.parse(readFileSync(file, "utf8")) };
}

/** A module whose default export is `value`: `JSON.parse` of a string is faster to read than an object literal. */
const jsonModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/**
 * The message ids an island's code holds: the island bundled on its own like the site's client
 * build does it (tree-shaken, workspace packages included, libraries and virtual modules left out,
 * dynamic imports inlined), and every id its code mentions.
 */
export async function islandMessageIds(
  islandFile: string,
  root: string,
  known: ReadonlySet<string>,
): Promise<Set<string>> {
  const built = (await build({
    configFile: false,
    logLevel: "silent",
    root,
    envPrefix: ["VITE_"],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input: islandFile,
        preserveEntrySignatures: "strict",
        // Libraries hold no ids of ours and virtual modules (messages, configuration) are the build's.
        external: (id) => !/^[./\0]/.test(id) && !id.startsWith("@studio/"),
        output: { codeSplitting: false },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const code = (Array.isArray(built) ? built : [built])
    .flatMap((result) => result.output)
    .map((item) => (item.type === "chunk" ? item.code : ""))
    .join("\n");
  return messageIdsIn(code, known);
}

export function compiledMessages(): Plugin {
  let root = process.cwd();
  let building = false;
  /** Island file by island name (the file's base name), as islands import their loaders. */
  const islandsByName = new Map<string, string>();
  /** The ids of each island, worked out once per build, one island at a time (each is a small build). */
  const idsOf = new Map<string, Promise<Set<string>>>();
  let queue: Promise<unknown> = Promise.resolve();

  const catalogOf = (code: string, watch: (file: string) => void): MessageCatalog => {
    const english = readCatalog("en");
    const own = readCatalog(code);
    watch(english.file);
    watch(own.file);
    return withEnglishFallback(english.messages as MessageCatalog, own.messages as LocaleCatalog);
  };

  return {
    name: "studio:compiled-messages",
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
    },
    resolveId(id, importer) {
      if (id.startsWith(WHOLE)) return `${RESOLVED_WHOLE}${id.slice(WHOLE.length)}`;
      if (id.startsWith(ISLAND_PART)) {
        const [code, island] = id.slice(ISLAND_PART.length).split("/");
        return `\0messages-${code}-${island}`;
      }
      if (id === ISLAND) {
        if (!importer) throw new Error(`${ISLAND} is imported by island modules only`);
        return `${RESOLVED_LOADERS}${importer.replace(/[?#].*$/, "")}`;
      }
      return undefined;
    },
    async load(id, loadOptions) {
      if (id.startsWith(RESOLVED_LOADERS)) {
        const file = id.slice(RESOLVED_LOADERS.length);
        const island = basename(file).replace(/\.\w+$/, "");
        const other = islandsByName.get(island);
        if (other && other !== file) throw new Error(`Two islands are named ${island}: ${other} and ${file}`);
        islandsByName.set(island, file);
        // The prerender renders with every catalog at hand; development serves whole catalogs.
        const whole = !building || loadOptions?.ssr === true || this.environment?.config.consumer === "server";
        const loaders = LOCALE_CODES.map(
          (code) =>
            `${code}: () => import(${JSON.stringify(whole ? `${WHOLE}${code}` : `${ISLAND_PART}${code}/${island}`)})`,
        );
        return `export default { ${loaders.join(", ")} };`;
      }
      const part = RESOLVED_PART.exec(id);
      if (part) {
        const [, code = "", island = ""] = part;
        const file = islandsByName.get(island);
        if (!isLocaleCode(code) || !file) throw new Error(`${id}: no such island or language`);
        const catalog = catalogOf(code, (watched) => this.addWatchFile(watched));
        let ids = idsOf.get(file);
        if (!ids) {
          const known = new Set(Object.keys(catalog));
          ids = queue.then(() => islandMessageIds(file, root, known));
          queue = ids.catch(() => undefined);
          idsOf.set(file, ids);
        }
        const own = await ids;
        const messages = Object.fromEntries(Object.entries(catalog).filter(([messageId]) => own.has(messageId)));
        return jsonModule(compileCatalog(messages as MessageCatalog, code));
      }
      if (id.startsWith(RESOLVED_WHOLE)) {
        const code = id.slice(RESOLVED_WHOLE.length);
        if (!isLocaleCode(code)) throw new Error(`${WHOLE}${code}: no such interface language`);
        return jsonModule(
          compileCatalog(
            catalogOf(code, (watched) => this.addWatchFile(watched)),
            code,
          ),
        );
      }
      return undefined;
    },
  };
}

/** Resolves the ICU parser to FormatJS's parser-less entry: messages arrive precompiled. */
export const WITHOUT_ICU_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
};
