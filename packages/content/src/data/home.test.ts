import { describe, expect, it } from "vitest";
import { COUNTS, TESTIMONIALS_PER_LANGUAGE, TESTIMONIALS_VISIBLE } from "../constants.ts";
import { LOCALE_CODES } from "../locales.ts";
import {
  BOOK_DEMO_HREF,
  DEFAULT_SERVICE,
  HOME_ENQUIRY_FIELDS,
  HOME_ENQUIRY_SERVICES,
  LIFECYCLE_PHASES,
  NARROW_LIFECYCLE_PHASES,
  SERVICES,
  TECHNOLOGY_GROUPS,
  TESTIMONIALS_BY_LOCALE,
  WHY_CHOOSE_CARDS,
} from "./home.ts";

describe("home page data", () => {
  it("has three why-choose cards", () => {
    expect(WHY_CHOOSE_CARDS.map((card) => card.id)).toEqual(["expertise", "costEffectiveness", "support"]);
  });

  it("numbers the seven life cycle phases 01 to 07", () => {
    expect(LIFECYCLE_PHASES).toHaveLength(COUNTS.lifecyclePhases);
    expect(LIFECYCLE_PHASES.map((phase) => phase.id)).toEqual(["01", "02", "03", "04", "05", "06", "07"]);
  });

  it("shows requirements, implementation and deployment on narrow screens, with the same texts", () => {
    expect(NARROW_LIFECYCLE_PHASES).toHaveLength(COUNTS.narrowLifecyclePhases);
    expect(NARROW_LIFECYCLE_PHASES.map((phase) => [phase.id, phase.key])).toEqual([
      ["01", "requirements"],
      ["02", "implementation"],
      ["03", "deployment"],
    ]);
    for (const phase of NARROW_LIFECYCLE_PHASES) {
      const wide = LIFECYCLE_PHASES.find((entry) => entry.key === phase.key)!;
      expect([phase.nameId, phase.descId]).toEqual([wide.nameId, wide.descId]);
    }
  });

  it("has five numbered services, evaluation & design selected first", () => {
    expect(SERVICES).toHaveLength(COUNTS.services);
    expect(SERVICES.map((service) => `${service.number} ${service.key}`)).toEqual([
      "01 evaluationdesign",
      "02 customsoftware",
      "03 webdevelopment",
      "04 mobiledevelopment",
      "05 maintenancesupport",
    ]);
    expect(DEFAULT_SERVICE).toBe("evaluationdesign");
    expect(new Set(SERVICES.map((service) => service.illustration)).size).toBe(SERVICES.length);
  });

  it("keeps technology names as names, not messages, in the chips", () => {
    const web = SERVICES.find((service) => service.key === "webdevelopment")!;
    expect(web.chips.map((chip) => ("name" in chip ? chip.name : chip.labelId))).toEqual([
      "WordPress",
      "Shopify",
      "WooCommerce",
      "ReactJS",
      "Node.js",
      "Express.js",
      "TypeScript",
      "Next.js",
    ]);
    const mobile = SERVICES.find((service) => service.key === "mobiledevelopment")!;
    expect(mobile.chips.filter((chip) => "name" in chip)).toEqual([
      { name: "React Native" },
      { name: "Flutter" },
      { name: "PWA" },
    ]);
  });

  it("lists the technology groups and tiles of docs/product.md#56-technology-showcase", () => {
    expect(TECHNOLOGY_GROUPS.map((group) => group.key)).toEqual([
      "webDevelopment",
      "testing",
      "devops",
      "mobileDevelopment",
      "design",
    ]);
    const ids = TECHNOLOGY_GROUPS.map((group) =>
      group.subgroups.map((subgroup) => subgroup.tiles.map((tile) => tile.id).join(" ")),
    );
    expect(ids).toEqual([
      ["angular react next django flask", "express node php python"],
      ["chai jest mocha"],
      ["aws contabo docker jenkins"],
      ["android ios flutter ionic reactnative dart"],
      ["figma illustrator xd premierpro photoshop aftereffects"],
    ]);
  });

  it("has four testimonials per language, more than shown at once, with two-digit ids and https links", () => {
    expect(Object.keys(TESTIMONIALS_BY_LOCALE).sort()).toEqual([...LOCALE_CODES].sort());
    for (const testimonials of Object.values(TESTIMONIALS_BY_LOCALE)) {
      expect(testimonials).toHaveLength(TESTIMONIALS_PER_LANGUAGE);
      expect(testimonials.length).toBeGreaterThan(TESTIMONIALS_VISIBLE);
      for (const testimonial of testimonials) {
        expect(testimonial.id).toMatch(/^\d{2}$/);
        expect(new URL(testimonial.link).protocol).toBe("https:");
      }
    }
  });

  it("links 'Book a Demo.' to the grocery product page", () => {
    expect(BOOK_DEMO_HREF).toBe("/english/productpage");
  });

  it("has the home contact form's fields and service options", () => {
    expect(HOME_ENQUIRY_FIELDS.map((field) => `${field.name}:${field.control}`)).toEqual([
      "name:text",
      "email:email",
      "phoneNumber:tel",
      "service:select",
      "message:textarea",
    ]);
    expect(HOME_ENQUIRY_SERVICES.map((option) => option.key)).toEqual([
      "appDevelopment",
      "digitalMarketing",
      "artificialIntelligence",
      "uiUxDesigning",
      "devops",
    ]);
  });
});
