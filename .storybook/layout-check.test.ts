// The layout check itself, in Chromium: it must find what it is for and pass what is deliberate.
import { afterEach, describe, expect, it } from "vitest";
import { layoutProblems, showsAnything } from "./layout-check.ts";

function mount(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the story tests' layout check", () => {
  it("passes text that fits", async () => {
    const root = mount(`<div style="width: 200px"><button>Send</button></div>`);
    expect(await layoutProblems(root)).toEqual([]);
  });

  it("names an element wider than the viewport, with its text", async () => {
    const root = mount(`<a data-slot="button" style="display: inline-block; white-space: nowrap; font-size: 40px">
      Vollständigen Lehrplan ansehen und noch viel mehr Text, der nicht umbricht</a>`);
    const problems = await layoutProblems(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^a\[data-slot=button\] "Vollständigen Lehrplan.*" spans \d+–\d+ px of a \d+ px viewport$/,
    );
  });

  it("names text cut off by a box that hides its overflow", async () => {
    const root = mount(`<div data-slot="panel" style="width: 80px; overflow: hidden; white-space: nowrap">
      Broschüre herunterladen</div>`);
    expect(await layoutProblems(root)).toEqual([
      'div[data-slot=panel] "Broschüre herunterladen" is cut off by div[data-slot=panel]',
    ]);
  });

  it("passes text truncated on purpose with an ellipsis or a line clamp", async () => {
    const root = mount(`
      <div style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Broschüre herunterladen</div>
      <div style="width: 80px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2">
        Ein sehr langer Text, der über viele Zeilen laufen würde, wenn er nicht gekürzt wäre.</div>`);
    expect(await layoutProblems(root)).toEqual([]);
  });

  it("passes visually hidden text and content slid entirely out of a clipping box", async () => {
    const root = mount(`
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">
        Skip to main content</span>
      <div style="width: 100px; overflow: hidden"><div style="display: flex; width: 300px">
        <p style="width: 100px; flex: none">One</p><p style="width: 100px; flex: none">Two</p></div></div>`);
    expect(await layoutProblems(root)).toEqual([]);
  });
});

describe("the story tests' blank-canvas check", () => {
  it("finds a tall box with nothing in it blank, as a loading state without a skeleton is", () => {
    const root = mount(`<section style="min-height: 912px"><div></div><div aria-busy="true"></div></section>`);
    expect(showsAnything(root)).toBe(false);
  });

  it("finds text nobody sees blank: screen-reader-only, transparent, invisible or hidden", () => {
    const root = mount(`
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">Loading</span>
      <p style="opacity: 0">Fading in</p>
      <p style="visibility: hidden">Hidden</p>
      <p style="color: transparent">Transparent</p>
      <p hidden>Not rendered</p>`);
    expect(showsAnything(root)).toBe(false);
  });

  it("finds a box painted in the page's own colour blank", () => {
    const page = getComputedStyle(document.documentElement).backgroundColor;
    const root = mount(
      `<div style="height: 200px; background-color: ${page === "rgba(0, 0, 0, 0)" ? "#fff" : page}"></div>`,
    );
    expect(showsAnything(root)).toBe(false);
  });

  it("sees visible text", () => {
    expect(showsAnything(mount(`<p>No products to show yet</p>`))).toBe(true);
  });

  it("sees a picture with a size, and not one without", () => {
    expect(showsAnything(mount(`<svg width="0" height="0"></svg>`))).toBe(false);
    document.body.replaceChildren();
    expect(showsAnything(mount(`<svg width="24" height="24"><circle cx="12" cy="12" r="10" /></svg>`))).toBe(true);
  });

  it("sees a skeleton: boxes painted in a colour, a gradient or a border, in oklch too", () => {
    expect(showsAnything(mount(`<div style="height: 16px; background-color: oklch(0.9 0.01 250)"></div>`))).toBe(true);
    document.body.replaceChildren();
    expect(
      showsAnything(mount(`<div style="height: 16px; background-image: linear-gradient(#eee, #ddd)"></div>`)),
    ).toBe(true);
    document.body.replaceChildren();
    expect(showsAnything(mount(`<div style="height: 16px; border: 1px solid oklch(0.8 0 0)"></div>`))).toBe(true);
  });
});
