import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_FILE } from "../tailwind-theme.ts";
import { formatRatio } from "./blocks.tsx";
import {
  colourOf,
  contrastRatio,
  contrastUse,
  resolvedCss,
  themeDeclarations,
  token,
  tokenGroups,
  tokensIn,
} from "./tokens.ts";

const ratio = (of: string[], on: string[]) => formatRatio(contrastRatio(colourOf(...of), colourOf(...on)));

describe("the Foundations pages' reading of the token file", () => {
  it("shows every declaration theme.css makes, with the same values", () => {
    const theme = readFileSync(THEME_FILE, "utf8");
    const declared = [...theme.matchAll(/^\s*(--[\w-]+): (.+);$/gm)].map(([, name, value]) => [name, value]);
    const shown = tokensIn("color")
      .concat(
        ...["font", "text", "breakpoint", "spacing", "radius", "shadow", "ease", "animate", "layer", "motion"].map(
          (group) => tokensIn(group),
        ),
      )
      .flatMap(themeDeclarations);
    expect(shown).toEqual(declared);
  });

  it("groups the colours as the file does: the palettes, then the group's own colours", () => {
    expect(tokenGroups("color").map((group) => group.path.join("."))).toEqual(["color.brand", "color.accent", "color"]);
    expect(tokenGroups("color")[0]!.description).toMatch(/navy/);
  });

  it("resolves a colour that follows another to the other's value", () => {
    expect(colourOf("color", "selection")).toBe(colourOf("color", "accent", "500"));
    expect(resolvedCss(token("animate", "menu-in"))).toBe("menu-in 150ms cubic-bezier(0.2, 0, 0, 1)");
  });

  it("computes the contrast ratios the Colour page shows (WCAG 2), never rounded up onto a threshold", () => {
    const white = ["color", "surface"];
    expect(ratio(["color", "ink"], white)).toBe("17.7:1");
    expect(ratio(["color", "ink-muted"], white)).toBe("7.6:1");
    expect(ratio(["color", "brand", "500"], white)).toBe("5.7:1");
    expect(ratio(["color", "focus"], white)).toBe("4.3:1");
    expect(ratio(["color", "selection-strong"], white)).toBe("5.2:1");
    expect(ratio(["color", "danger"], white)).toBe("6.5:1");
    expect(ratio(["color", "success"], white)).toBe("5.0:1");
    expect(ratio(["color", "selection"], white)).toBe("2.8:1");
    expect(ratio(white, ["color", "brand", "900"])).toBe("16.2:1");
    expect(contrastUse(contrastRatio(colourOf("color", "selection"), "#ffffff"))).toBe("decoration only");
    expect(contrastUse(4.5)).toBe("text");
    expect(contrastUse(4.49)).toBe("large text and UI");
    expect(formatRatio(4.46)).toBe("4.4:1");
    expect(formatRatio(4.44)).toBe("4.4:1");
    expect(formatRatio(5.66)).toBe("5.7:1");
  });
});

describe("the focus colour", () => {
  /** The backgrounds a focusable control sits on: the page, its muted and tinted bands, the dark bands. */
  const BACKGROUNDS = [
    ["color", "surface"],
    ["color", "surface-muted"],
    ["color", "brand", "50"],
    ["color", "brand", "900"],
    ["color", "brand", "950"],
  ];

  it.each(BACKGROUNDS.map((path) => [path.join("."), path] as const))(
    "keeps the 3:1 a focus ring needs (WCAG 1.4.11) on %s",
    (_name, path) => {
      expect(contrastRatio(colourOf("color", "focus"), colourOf(...path))).toBeGreaterThanOrEqual(3);
    },
  );
});
