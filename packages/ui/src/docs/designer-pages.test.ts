/**
 * Every component's docs page speaks to a designer: its own page (an MDX file attached to its
 * stories), saying what it is for, when to use it and when not, its parts on a live example, its
 * variants and states, its content rules (with the long languages and the pseudo-locale), its
 * keyboard and screen-reader behaviour, and how it looks in forced colours (Windows contrast themes).
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

/** What a designer's page must have, as the text that introduces it. */
const REQUIRED = [
  "**Purpose.**",
  "## When to use it, and when not",
  "## Anatomy",
  "<Anatomy",
  "## Variants and states",
  "## Content",
  "## Accessibility",
  "**Forced colours**",
] as const;

/**
 * Pages still written for engineers (props and behaviour only). The list may only shrink: the
 * test fails when a page listed here has become complete, so that it leaves the list.
 */
const NOT_YET_WRITTEN: string[] = [];

const storyFiles = globSync("**/*.stories.tsx", { cwd: SRC });
/** The components' pages: every MDX page outside the front door and the groups' overviews. */
const componentPages = globSync("**/*.mdx", { cwd: SRC }).filter(
  (file) =>
    !file.startsWith("docs/") &&
    !file.startsWith("tokens/foundations/") &&
    !/<Meta title="[^"]*Overview"/.test(readFileSync(`${SRC}/${file}`, "utf8")),
);

function missing(file: string): string[] {
  const text = readFileSync(`${SRC}/${file}`, "utf8");
  return REQUIRED.filter((part) => !text.includes(part));
}

describe("designers' docs pages", () => {
  it("gives every component with stories a page of its own", () => {
    const withoutPage = storyFiles.filter((file) => !existsSync(`${SRC}/${file.replace(/\.stories\.tsx$/, ".mdx")}`));
    expect(withoutPage).toEqual([]);
  });

  it("says on every page what a designer needs", () => {
    const incomplete = componentPages
      .filter((file) => !NOT_YET_WRITTEN.includes(file))
      .map((file) => ({ file, missing: missing(file) }))
      .filter((page) => page.missing.length > 0);
    expect(incomplete).toEqual([]);
  });

  it("lists as not yet written only pages that are not", () => {
    expect(NOT_YET_WRITTEN.filter((file) => missing(file).length === 0)).toEqual([]);
  });

  it("shows text growth in the long languages and the pseudo-locale on every complete page", () => {
    const complete = componentPages.filter((file) => !NOT_YET_WRITTEN.includes(file));
    expect(complete.length).toBeGreaterThanOrEqual(38);
    const withoutLongText = complete.filter(
      (file) => !readFileSync(`${SRC}/${file}`, "utf8").includes("<InLongLanguages"),
    );
    // A flag, the logo, the carousels' icon buttons (their spoken names are in a table on their
    // page), the cards' drawings (no words in a picture) and the parallax frame (it carries a
    // picture) have no text of their own; the phone menu's text is in a dialog over the page,
    // which its Open story shows in the toolbar's languages instead.
    expect(withoutLongText.sort()).toEqual([
      "home/banner-carousel/carousel-controls.mdx",
      "home/parallax/parallax-wrapper.mdx",
      "landing/landing-artwork/landing-artwork.mdx",
      "media/flag/flag.mdx",
      "navigation/mobile-nav/mobile-nav.mdx",
      "shell/brand-logo/brand-logo.mdx",
    ]);
  });
});
