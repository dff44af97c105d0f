// The layout check itself, in Chromium: it must find what it is for and pass what is deliberate.
import { afterEach, describe, expect, it } from "vitest";
import { layoutProblems } from "./layout-check.ts";

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
