import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** The seed every fresh database starts from (committed). */
export const SEED_FILE = resolve(here, "../seed/db.json");

/** Pictures the mock serves at the contract's image paths (`bannerimages/`, `productimages/`). */
export const PUBLIC_DIR = resolve(here, "../public");

/** Where the mock keeps what it stores; outside git, overridable with MOCK_API_DB. */
export const DEFAULT_DB_FILE = resolve(here, "../data/db.json");

/** The data file to use: `MOCK_API_DB` when set, otherwise `mock-api/data/db.json`. */
export function databaseFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.MOCK_API_DB ? resolve(env.MOCK_API_DB) : DEFAULT_DB_FILE;
}

/** Where the pictures editors upload are kept: `bannerimages/` beside the data file. */
export function uploadsFolder(dbFile: string): string {
  return join(dirname(dbFile), "bannerimages");
}

/**
 * Creates the data file from the seed when it does not exist yet (or always, with `reset`, which
 * also removes the uploaded pictures: no banner of the seed names them). An
 * existing file written by an older mock gets the seed's collections it lacks, and keeps the rest.
 */
export function prepareDatabase(file: string, { reset = false } = {}): void {
  if (reset || !existsSync(file)) {
    if (reset) rmSync(uploadsFolder(file), { recursive: true, force: true });
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(SEED_FILE, file);
    return;
  }
  const seed = JSON.parse(readFileSync(SEED_FILE, "utf8")) as Record<string, unknown>;
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const missing = Object.keys(seed).filter((key) => !(key in data));
  if (missing.length === 0) return;
  for (const key of missing) data[key] = seed[key];
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
