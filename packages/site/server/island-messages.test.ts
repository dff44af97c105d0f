import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs, LOCALE_CODES } from "@studio/content";
import { islandMessageIds } from "../vite/compiled-messages.ts";
import { messageIdsIn } from "../vite/message-ids.ts";
import { islandMessageProblems } from "./island-messages.ts";

const known = new Set(Object.keys(catalogs.en));
const SITE_DIR = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE_DIR = fileURLToPath(new URL("testing/island-fixture", import.meta.url));

describe("the message ids in a piece of code", () => {
  it("are the quoted texts, in any quotes, that are ids of the catalogs", () => {
    const code = `a("home.hero.title");b('nav.products');c=\`notFound.title\`;d="home.no.such.id";e="Node.js";f=home.hero.lead`;
    expect([...messageIdsIn(code, known)].sort()).toEqual(["home.hero.title", "nav.products", "notFound.title"]);
  });
});

describe("the message ids an island's code holds", () => {
  let ids: Set<string>;
  beforeAll(async () => {
    ids = await islandMessageIds(join(FIXTURE_DIR, "island.tsx"), SITE_DIR, known);
  }, 60_000);

  it("hold what its data, its own modules and what it loads later show", () => {
    expect([...ids]).toEqual(expect.arrayContaining(["home.hero.title", "notFound.title", "notFound.backHome"]));
  });

  it("leave out what its modules hold but it never uses", () => {
    expect(ids.has("notFound.description")).toBe(false);
  });
});

describe("a build's islands against the messages they load", () => {
  let root: string;
  let build = 0;
  const CODE_IDS = ["home.hero.title", "home.hero.lead", "notFound.title", "notFound.backHome"];

  /** A build with one page holding the fixture island, whose messages chunk in `language` has `ids`. */
  function writeBuild(messages: (language: string) => readonly string[], propsId = "notFound.title"): void {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, "assets"), { recursive: true });
    // A new name each time, as a build's hashes change with the content (modules are imported once).
    build += 1;
    const hash = `h${build}`;
    const loaders = LOCALE_CODES.map((code) => `${code}:()=>import("./_messages-${code}-island.${hash}.js")`).join(",");
    writeFileSync(join(root, `assets/island.${hash}.js`), `export const messages={${loaders}};`);
    for (const code of LOCALE_CODES) {
      const catalog = Object.fromEntries(messages(code).map((id) => [id, [{ type: 0, value: id }]]));
      writeFileSync(
        join(root, `assets/_messages-${code}-island.${hash}.js`),
        `export default ${JSON.stringify(catalog)};`,
      );
    }
    writeFileSync(
      join(root, "index.html"),
      `<html lang="de" data-locale="de"><body><astro-island uid="a" component-url="/assets/island.${hash}.js" ` +
        `component-export="FixtureIsland" renderer-url="/assets/island.${hash}.js" ` +
        `props="{&quot;copy&quot;:[0,&quot;${propsId}&quot;]}" client="approach" opts="{}"></astro-island></body></html>`,
    );
  }

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "island-messages-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("finds nothing missing when every language has every id", async () => {
    writeBuild(() => CODE_IDS);
    expect(await islandMessageProblems(root, FIXTURE_DIR)).toEqual([]);
  }, 60_000);

  it("names an id its code holds that one language lacks", async () => {
    writeBuild((language) => (language === "lt" ? CODE_IDS.filter((id) => id !== "notFound.backHome") : CODE_IDS));
    expect(await islandMessageProblems(root, FIXTURE_DIR)).toEqual(["FixtureIsland (lt) lacks notFound.backHome"]);
  }, 60_000);

  it("names an id its props carry that the page's language lacks", async () => {
    writeBuild(() => CODE_IDS, "privacy.title");
    expect(await islandMessageProblems(root, FIXTURE_DIR)).toEqual([
      "FixtureIsland on /index.html lacks privacy.title",
    ]);
  }, 60_000);
});
