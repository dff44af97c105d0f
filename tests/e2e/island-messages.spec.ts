/**
 * Every island loads only the messages it can show (packages/site/vite/compiled-messages.ts), and
 * nothing it can show is missing: on every page of the build under test, in every language, each
 * island's messages hold every id its code holds and every id its props carry.
 */
import { islandMessageProblems } from "../../packages/site/server/island-messages.ts";
import { expect, test } from "./fixtures.ts";
import { SITE_BUILD_ROOT } from "./site-build.ts";

test("every island has every message it can show, in every language", async () => {
  test.setTimeout(120_000);
  expect(await islandMessageProblems(SITE_BUILD_ROOT)).toEqual([]);
});
