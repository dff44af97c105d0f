import { describe, expect, it } from "vitest";
import { linkAction, type LinkClick } from "./link-navigation.ts";

const HERE = "https://www.example.com/fr/learn?ref=ad";
const isDemoPath = (path: string) => path === "/grocery";

function click(href: string, overrides: Partial<LinkClick> = {}): LinkClick {
  return { button: 0, modified: false, defaultPrevented: false, href, target: "", download: false, ...overrides };
}

describe("linkAction", () => {
  it("navigates in the app to another page of the site, keeping query and hash", () => {
    expect(linkAction(click("https://www.example.com/fr/english/meatdelivery"), HERE, isDemoPath)).toEqual({
      kind: "navigate",
      to: "/fr/english/meatdelivery",
    });
    expect(linkAction(click("https://www.example.com/fr#contact"), HERE, isDemoPath)).toEqual({
      kind: "navigate",
      to: "/fr#contact",
    });
    expect(linkAction(click("https://www.example.com/fr/learn"), HERE, isDemoPath)).toEqual({
      kind: "navigate",
      to: "/fr/learn",
    });
  });

  it("scrolls to a section of the same page", () => {
    expect(linkAction(click("https://www.example.com/fr/learn?ref=ad#enroll"), HERE, isDemoPath)).toEqual({
      kind: "section",
      id: "enroll",
    });
    expect(linkAction(click("https://www.example.com/fr/learn?ref=ad#caf%C3%A9"), HERE, isDemoPath)).toEqual({
      kind: "section",
      id: "café",
    });
  });

  it.each<[string, Partial<LinkClick>]>([
    ["a modified click (new tab or window)", { modified: true }],
    ["a middle click", { button: 1 }],
    ["a click another handler took", { defaultPrevented: true }],
    ["a link opening a new tab", { target: "_blank" }],
    ["a download", { download: true }],
  ])("leaves %s to the browser", (_, overrides) => {
    expect(linkAction(click("https://www.example.com/learn", overrides), HERE, isDemoPath)).toEqual({
      kind: "browser",
    });
  });

  it.each([
    "https://wa.me/447700900982",
    "mailto:support@example.com",
    "https://www.example.com/sitemap.xml",
    "https://www.example.com/api/bannerimages/a.svg",
    "https://www.example.com/grocery",
  ])("leaves %s to the browser (other origins, files, the API, the live demos)", (href) => {
    expect(linkAction(click(href), HERE, isDemoPath)).toEqual({ kind: "browser" });
  });
});
