import { describe, expect, it } from "vitest";
import { DEMO_PATHS, demoOfPath, demoUrl } from "./demos.ts";

describe("live demos", () => {
  it("has a demo path for each of the eight verticals", () => {
    expect(DEMO_PATHS).toEqual({
      grocery: "/grocery",
      meat: "/meat",
      milk: "/milk",
      fashion: "/fashion",
      electronics: "/electrotech/",
      homeNeeds: "/home-needs/",
      beauty: "/beauty/",
      furniture: "/furniture/",
    });
  });

  it("finds the vertical of a demo address with or without the trailing slash", () => {
    expect(demoOfPath("/electrotech/")).toBe("electronics");
    expect(demoOfPath("/electrotech")).toBe("electronics");
    expect(demoOfPath("/grocery")).toBe("grocery");
    expect(demoOfPath("/grocery/")).toBe("grocery");
    expect(demoOfPath("/groceries")).toBeUndefined();
    expect(demoOfPath("/api/banner")).toBeUndefined();
  });

  it("joins the demo host and path", () => {
    expect(demoUrl("https://demo.example.com/", "/home-needs/")).toBe("https://demo.example.com/home-needs/");
    expect(demoUrl("http://localhost:3961", "/meat")).toBe("http://localhost:3961/meat");
    expect(demoUrl("", "/milk")).toBe("/milk");
  });
});
