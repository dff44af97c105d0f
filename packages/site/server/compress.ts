/**
 * Precompression of the static build: writes `<file>.br` (Brotli, quality 11) and `<file>.gz`
 * (gzip, level 9) next to every text file, so the server sends them without compressing on each
 * request (static-server.ts picks the best one the browser accepts). Runs after `astro
 * build` (`npm run build`); `node server/compress.ts [folder]` compresses another folder
 * (default: `build/client`, or `$SITE_BUILD_DIR/client`).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip, gzipSync } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".webmanifest", ".map"]);

/** gzip as the build writes it (level 9); also what `npm run size` counts. */
const GZIP_OPTIONS = { level: constants.Z_BEST_COMPRESSION };

/** The build's gzip copy of some content. */
export function gzipCopy(content: Buffer): Buffer {
  return gzipSync(content, GZIP_OPTIONS);
}

/** Below this size a compressed copy saves less than its own HTTP overhead. */
const MIN_BYTES = 512;

export interface CompressionTotals {
  /** Files that got compressed copies. */
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

async function* textFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

/** Writes Brotli and gzip copies of every text file of `folder` that compression makes smaller. */
export async function compressFolder(folder: string): Promise<CompressionTotals> {
  const totals: CompressionTotals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of textFiles(folder)) {
    jobs.push(
      (async () => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, GZIP_OPTIONS),
        ]);
        if (gz.length >= content.length) return;
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.raw += content.length;
        totals.gzip += gz.length;
        totals.brotli += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** What a compression did, in one line for the build's log. */
export function describeCompression(totals: CompressionTotals): string {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  return `Precompressed ${totals.files} files: ${kB(totals.raw)} → gzip ${kB(totals.gzip)}, Brotli ${kB(totals.brotli)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const build = process.env.SITE_BUILD_DIR ?? "build";
  const folder = resolve(process.argv[2] ?? join(fileURLToPath(new URL("..", import.meta.url)), build, "client"));
  console.log(describeCompression(await compressFolder(folder)));
}
