/**
 * The all-states stories of the built Storybook (its index.json): one per component, the story
 * designers review and both Chromatic and the offline visual suite photograph.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Where `npm test` and `npm run test:visual` build the Storybook the suite photographs. */
export const STORYBOOK_DIR = resolve("test-results/storybook-static");

/** An entry of Storybook's index.json. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  importPath: string;
  /** Storybook's tags; it adds `play-fn` to a story with a play function. */
  tags?: string[];
}

/** The story export every component's stories file has for visual regression. */
export const ALL_STATES_SUFFIX = "--all-states";

/** Every entry of the built Storybook (stories and docs pages), in the sidebar's sort order. */
export function indexEntries(): IndexEntry[] {
  const file = resolve(STORYBOOK_DIR, "index.json");
  if (!existsSync(file)) {
    throw new Error(`No Storybook build in ${STORYBOOK_DIR}: run \`npm run test:visual\` (it builds it first).`);
  }
  const { entries } = JSON.parse(readFileSync(file, "utf8")) as { entries: Record<string, IndexEntry> };
  return Object.values(entries);
}

/** The stories of the built Storybook, grouped by component (its title). */
export function storiesByComponent(): Map<string, IndexEntry[]> {
  const components = new Map<string, IndexEntry[]>();
  for (const entry of indexEntries()) {
    if (entry.type !== "story") continue;
    components.set(entry.title, [...(components.get(entry.title) ?? []), entry]);
  }
  return components;
}
