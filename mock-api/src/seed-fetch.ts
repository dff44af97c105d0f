import seed from "../seed/db.json" with { type: "json" };
import { contentReads, type MockContent } from "./content.ts";

/**
 * A `fetch` that answers the mock API's content reads (banners and products of every language)
 * from `content`, in-process: the site's build reads it through the typed client — its schemas,
 * fallbacks and logging — exactly as it would read the running mock, without starting a server
 * for it. Whatever else is asked (the build asks nothing else) is answered 404. Nothing is written.
 * Browser-safe (Storybook's Pages stories read the seed with it); the data file is read by
 * offline-content.ts, in Node.
 */
export function contentFetch(content: MockContent): typeof fetch {
  const reads = contentReads(() => content);
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = request.method === "GET" ? reads.get(new URL(request.url).pathname) : undefined;
    return answer
      ? Response.json(answer(), { headers: { "Cache-Control": "no-store" } })
      : Response.json({ error: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  };
}

/** The content reads answered from the mock's seed (the tests' build: the same pages every time). */
export function seedFetch(): typeof fetch {
  return contentFetch(seed as MockContent);
}
