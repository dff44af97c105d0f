import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BREAKPOINT_PX, OVER_BREAKPOINT_QUERY } from "./breakpoints.ts";
import { cssDeclarations, cssValue, cssVariable, overWidth, widthPx } from "./css-value.ts";
import { BREAKPOINTS_FILE, THEME_FILE, TOKENS_FILE, breakpointsModule, themeCss } from "./tailwind-theme.ts";

const scratch = mkdtempSync(join(tmpdir(), "tokens-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("theme.css and the design tokens", () => {
  it("theme.css is what the token file generates (run `npm run tokens` after changing the tokens)", async () => {
    expect(readFileSync(THEME_FILE, "utf8")).toBe(await themeCss());
  });

  it("breakpoints.ts is what the token file generates (run `npm run tokens` after changing the tokens)", () => {
    expect(readFileSync(BREAKPOINTS_FILE, "utf8")).toBe(breakpointsModule());
  });

  it("a breakpoint changed in the file changes the CSS and the TypeScript breakpoints alike", async () => {
    const tokens = JSON.parse(readFileSync(TOKENS_FILE, "utf8"));
    tokens.breakpoint.sm.$value = "31rem";
    const changed = join(scratch, "breakpoint.tokens.json");
    writeFileSync(changed, JSON.stringify(tokens));
    const css = await themeCss(changed);
    expect(css).toContain("--breakpoint-sm: 31rem;\n  --breakpoint-over-sm: 31.0625rem;");
    const module = breakpointsModule(changed);
    expect(module).toContain("sm: 496,");
    expect(module).toContain('sm: "(width >= 31.0625rem)",');
  });

  it("a token changed in the file (as a design tool writes it) changes the generated CSS", async () => {
    const tokens = JSON.parse(readFileSync(TOKENS_FILE, "utf8"));
    tokens.color.brand["900"].$value = "#101010";
    tokens.motion.fast.$value = "120ms";
    const changed = join(scratch, "changed.tokens.json");
    writeFileSync(changed, JSON.stringify(tokens));
    const css = await themeCss(changed);
    expect(css).toContain("--color-brand-900: #101010;");
    expect(css).toContain("--motion-fast: 120ms;");
    expect(css).not.toBe(readFileSync(THEME_FILE, "utf8"));
  });

  it("a reference to a token that does not exist fails the generation", async () => {
    const tokens = JSON.parse(readFileSync(TOKENS_FILE, "utf8"));
    tokens.color.selection.$value = "{color.accent.550}";
    const broken = join(scratch, "broken.tokens.json");
    writeFileSync(broken, JSON.stringify(tokens));
    await expect(themeCss(broken)).rejects.toThrow(/color\.accent\.550/);
  });

  it("a value in a shape the generator does not know fails the generation, naming the token", async () => {
    const tokens = JSON.parse(readFileSync(TOKENS_FILE, "utf8"));
    // A shadow as some tools write it (x and y), not as the DTCG format does (offsetX, offsetY).
    tokens.shadow.focus.$value = { color: "#2f4ac0", x: "0", y: "0", blur: "0", spread: "3px" };
    const other = join(scratch, "other-shape.tokens.json");
    writeFileSync(other, JSON.stringify(tokens));
    await expect(themeCss(other)).rejects.toThrow("Token shadow.focus (shadow): missing offsetX, offsetY");
  });

  it("tokens outside Tailwind's namespaces (layers, durations) are always emitted, in @theme static", async () => {
    const css = await themeCss();
    const staticBlock = css.slice(css.indexOf("@theme static"));
    expect(staticBlock).toContain("--layer-nav: 9999;");
    expect(staticBlock).toContain("--motion-fast: 150ms;");
    expect(staticBlock).not.toContain("--color-");
  });
});

describe("a token's CSS", () => {
  it("names the variable after its path; DEFAULT is the group's own value", () => {
    expect(cssVariable(["color", "brand", "50"])).toBe("--color-brand-50");
    expect(cssVariable(["spacing", "DEFAULT"])).toBe("--spacing");
  });

  it("keeps a reference as a var()", () => {
    expect(cssValue("color", "{color.accent.500}")).toBe("var(--color-accent-500)");
  });

  it("quotes font names with spaces, not generic families", () => {
    expect(cssValue("fontFamily", ["Inter Variable", "system-ui", "sans-serif"])).toBe(
      '"Inter Variable", system-ui, sans-serif',
    );
  });

  it("writes shadows as the shorthand: zero lengths as 0, a spread only when there is one, inset first", () => {
    expect(
      cssValue("shadow", [
        { color: "#000", offsetX: "0px", offsetY: "1px", blur: "2px", spread: "0px" },
        { color: "{color.brand.900}", offsetX: "0px", offsetY: "0px", blur: "0px", spread: "3px", inset: true },
      ]),
    ).toBe("0 1px 2px #000, inset 0 0 0 3px var(--color-brand-900)");
  });

  it("gives a text style Tailwind's size, line height and weight, and tracking only when there is some", () => {
    const style = { fontFamily: "{font.sans}", fontSize: "2rem", fontWeight: 600, lineHeight: 1.2 };
    expect(cssDeclarations(["text", "title"], "typography", { ...style, letterSpacing: "0px" })).toEqual([
      ["--text-title", "2rem"],
      ["--text-title--line-height", "1.2"],
      ["--text-title--font-weight", "600"],
    ]);
    expect(cssDeclarations(["text", "title"], "typography", { ...style, letterSpacing: "-0.02em" })).toContainEqual([
      "--text-title--letter-spacing",
      "-0.02em",
    ]);
  });

  it("gives a breakpoint an over- twin one pixel wider: 'over 480 px' leaves a 480 px window out", () => {
    expect(cssDeclarations(["breakpoint", "sm"], "dimension", "30rem")).toEqual([
      ["--breakpoint-sm", "30rem"],
      ["--breakpoint-over-sm", "30.0625rem"],
    ]);
    expect(overWidth("480px")).toBe("481px");
    for (const [name, px] of Object.entries(BREAKPOINT_PX)) {
      const query = OVER_BREAKPOINT_QUERY[name as keyof typeof BREAKPOINT_PX];
      expect(widthPx(/>= ([\d.]+rem)/.exec(query)![1])).toBe(px + 1);
    }
    expect(() => cssDeclarations(["breakpoint", "sm"], "dimension", "30vw")).toThrow(/breakpoint\.sm/);
  });

  it("writes an animation as its keyframes (the token's name), duration, easing and any delay", () => {
    const motion = { duration: "{motion.fast}", timingFunction: "{ease.standard}" };
    expect(cssDeclarations(["animate", "menu-in"], "transition", { ...motion, delay: "0ms" })).toEqual([
      ["--animate-menu-in", "menu-in var(--motion-fast) var(--ease-standard)"],
    ]);
    expect(cssDeclarations(["animate", "menu-in"], "transition", { ...motion, delay: "50ms" })).toEqual([
      ["--animate-menu-in", "menu-in var(--motion-fast) var(--ease-standard) 50ms"],
    ]);
  });
});
