import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** The seed every fresh database starts from (committed). */
export const SEED_FILE = resolve(here, "../seed/db.json");

/** Files the mock serves as they are (images of the contract's image URL shapes). */
export const PUBLIC_DIR = resolve(here, "../public");

/** Where the mock keeps what it stores; outside git, overridable with MOCK_API_DB. */
export const DEFAULT_DB_FILE = resolve(here, "../data/db.json");

export function databaseFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.MOCK_API_DB ? resolve(env.MOCK_API_DB) : DEFAULT_DB_FILE;
}

/** Creates the data file from the seed when it does not exist yet (or always, with `reset`). */
export function prepareDatabase(file: string, { reset = false } = {}): void {
  if (!reset && existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  copyFileSync(SEED_FILE, file);
}
