/**
 * The spec sheets show the interactive states a component styles itself: a component whose source
 * has hover, keyboard-focus or pressed rules of its own (`hover:`, `focus-visible:`, `active:`,
 * and the `menu-highlighted:` and `highlight-active:` variants of styles.css) forces at least one of
 * those states in its All States story, through the pseudo-states addon (`SpecCell`'s `state`, or
 * `parts` forced by the story's `pseudo` parameter; spec-sheet.tsx). A component whose only
 * interactive parts are other design-system components (Button, Field…) has no such rules: their
 * own sheets show those states.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

const read = (file: string) => readFileSync(`${SRC}/${file}`, "utf8");

/**
 * A class of an interactive state the component styles itself: the variant at the start of a class
 * (`hover:bg-brand-50`) or after another variant (`motion-safe:highlight-active:-translate-y-1`,
 * `has-focus-visible:outline-3`), never an object key (`{ active: true }`) or a data value
 * (`data-[state=active]:`).
 */
const OWN_STATE_RULE =
  /(?<=[\s"'`]|:|has-|group-|peer-)(hover|focus-visible|active|menu-highlighted|highlight-active):(?=[\w[!-])/;

/** What in an All States story forces a pseudo-state: a state named on a cell, or parts forced on their own. */
const FORCED_STATE = /"(hover|focus-visible|pressed)"|\bPSEUDO_STATES\b|\bparts[=:]|\bspecPartsPseudo\(/;

const componentFiles = globSync("**/*.tsx", { cwd: SRC }).filter(
  (file) => !/\.(stories|test)\.tsx$/.test(file) && !/^(docs|test|tokens\/foundations)\//.test(file),
);

/**
 * The stories that show a component: its own (`button.tsx` → `button.stories.tsx`), or, for a
 * part without stories of its own (the banner carousel's controls), those of its folder.
 */
function storiesOf(file: string): string[] {
  const own = file.replace(/\.tsx$/, ".stories.tsx");
  if (existsSync(`${SRC}/${own}`)) return [own];
  return globSync("*.stories.tsx", { cwd: join(SRC, dirname(file)) }).map((story) => join(dirname(file), story));
}

/**
 * The All States story of a stories file, with the module-level constants it uses (a list of
 * states, a list of parts): from `export const AllStates` to the next export, plus every top-level
 * `const` it names.
 */
function allStates(storyFile: string): string {
  const text = read(storyFile);
  const start = text.indexOf("export const AllStates");
  if (start < 0) return "";
  const next = text.indexOf("\nexport ", start + 1);
  const story = text.slice(start, next < 0 ? undefined : next);
  const constants = [...text.matchAll(/^const (\w+)[^=]*=[\s\S]*?;\n(?=\S|\n)/gm)]
    .filter(([, name]) => new RegExp(`\\b${name}\\b`).test(story))
    .map(([declaration]) => declaration);
  return [story, ...constants].join("\n");
}

const interactive = componentFiles.filter((file) => OWN_STATE_RULE.test(read(file)));

describe("spec sheets show the interactive states a component styles itself", () => {
  it("finds the components with state rules of their own", () => {
    // The button, the menus and the phone menu at least: a pattern that finds nothing passes nothing.
    expect(interactive).toEqual(
      expect.arrayContaining([
        "actions/button/button.tsx",
        "navigation/products-menu/products-menu.tsx",
        "navigation/mobile-nav/mobile-nav.tsx",
        "product/product-highlights/product-highlights.tsx",
      ]),
    );
    expect(interactive.length).toBeGreaterThanOrEqual(20);
  });

  it("has an All States story for each of them", () => {
    expect(interactive.filter((file) => !storiesOf(file).some((story) => allStates(story)))).toEqual([]);
  });

  it("forces hover, keyboard focus or pressed in that story (the pseudo-states addon)", () => {
    const unforced = interactive.filter(
      (file) => !storiesOf(file).some((story) => FORCED_STATE.test(allStates(story))),
    );
    expect(unforced).toEqual([]);
  });
});
