import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, visitorResponseSchema } from "@studio/api";
import { HOSTILE_TEXTS } from "@studio/api/arbitraries";
import { startTestMock, type TestMock } from "./testing.ts";

/**
 * POST /api/visitor takes no body (spec 7.2), so no body is invalid: whatever a client sends with
 * it — JSON, markup, bytes, any content type — is ignored, never parsed or stored, and the visit
 * is counted once (docs/decisions/0122-bad-input-at-scale.md).
 */

const RUNS = 200;

const anyBody = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom('{"count": 1000000}', '{"visitor": {"count": -1}}', "{broken", "[]", "null"),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => new Uint8Array(bytes)),
);

const anyContentType = fc.constantFrom(
  null,
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/octet-stream",
  "multipart/form-data; boundary=studio",
);

describe("POST /api/visitor with generated bodies", () => {
  let mock: TestMock;

  beforeAll(async () => {
    mock = await startTestMock();
  });

  afterAll(async () => {
    await mock.close();
  });

  it(`counts each of ${RUNS} visits once, whatever body comes with it, and stores nothing else`, async () => {
    const start = mock.stored().visitor.count;
    await fc.assert(
      fc.asyncProperty(anyBody, anyContentType, async (body, contentType) => {
        const before = mock.stored();
        const response = await fetch(`${mock.url}${API_PATHS.visitor}`, {
          method: "POST",
          headers: contentType ? { "Content-Type": contentType } : {},
          body,
        });
        expect(response.status).toBe(200);
        const answer = visitorResponseSchema.parse(await response.json());
        expect(answer).toEqual({ count: before.visitor.count + 1 });
        expect(mock.stored()).toEqual({ ...before, visitor: { count: before.visitor.count + 1 } });
      }),
      { numRuns: RUNS },
    );
    expect(mock.stored().visitor.count).toBe(start + RUNS);
  }, 60_000);
});
