import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { idMentions, mentionsIn, sourceFiles } from "./checks/usage.ts";
import { catalogs } from "./messages.ts";

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Where messages are used: components, site routes and the typed content data. */
const USER_ROOTS = [root("packages/ui/src"), root("packages/site/app"), root("packages/content/src/data")];

const defined = new Set(Object.keys(catalogs.en));
const files = sourceFiles(USER_ROOTS);
const mentions = mentionsIn(files, defined);
const used = new Set(mentions.ids);

describe("message ids used by code", () => {
  it("finds the sources to scan", () => {
    expect(files.some((file) => file.endsWith("data/home.ts"))).toBe(true);
    expect(files.some((file) => /\.(test|stories)\.tsx?$/.test(file))).toBe(false);
  });

  it("are all defined in the English catalog", () => {
    expect([...used].filter((id) => !defined.has(id)).sort()).toEqual([]);
  });

  it("are each used somewhere (no orphan message)", () => {
    expect([...defined].filter((id) => !used.has(id)).sort()).toEqual([]);
  });

  it("are written out in full, never assembled from a template", () => {
    expect(mentions.dynamic).toEqual([]);
  });
});

describe("id extraction", () => {
  const known = new Set(["home.services.title", "nav.products"]);

  it("takes string literals, JSX attributes and plain template literals that are or look like ids", () => {
    const source = [
      `const a = { titleId: "home.services.title" };`,
      "const b = `nav.products`;",
      `const c = <Meta titleId="meta.privacy.title" />;`,
      `const d = intl.formatMessage({ id: "product.faq.one.question" });`,
    ].join("\n");
    expect(idMentions("x.tsx", source, known).ids).toEqual([
      "home.services.title",
      "nav.products",
      "meta.privacy.title",
      "product.faq.one.question",
    ]);
  });

  it("ignores file names, unknown prefixes and ordinary strings", () => {
    const source = `route("routes/home.tsx"); load("home.tsx"); const s = "Node.js"; const t = "react.dev"; const u = "home";`;
    expect(idMentions("x.ts", source, known).ids).toEqual([]);
  });

  it("reports ids assembled from templates", () => {
    const source = "const id = `home.services.${key}.title`; const path = `/learn/${slug}`;";
    expect(idMentions("x.ts", source, known).dynamic).toEqual(["x.ts: `home.services.${key}.title`"]);
  });
});
