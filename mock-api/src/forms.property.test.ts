import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ENDPOINTS, createApiClient, type ApiClient, type FormName, type SubmitResult } from "@studio/api";
import {
  FORM_FIELD_KINDS,
  INVALID_REQUEST_KINDS,
  invalidRequest,
  validSubmission,
  type InvalidRequest,
} from "@studio/api/arbitraries";
import type { MockData } from "./server.ts";
import { startTestMock, type TestMock } from "./testing.ts";

/**
 * Bad input at scale: generated bodies against the mock API over HTTP, hundreds per form, where a
 * handful of examples would miss the odd character or length. Every invalid one is answered 400
 * with the exact per-field error codes and changes nothing in the data file; every valid one is
 * accepted with the endpoint's success reading and stored once, as sent (trimmed).
 */

const RUNS = 200;

/** Time one property may take (its runs share the 2-core machine with the rest of the suite). */
const PROPERTY_TIMEOUT_MS = 60_000;

const FORM_NAMES = Object.keys(FORM_ENDPOINTS) as FormName[];

/** The typed client's method per form: the site's own way of posting, and its success reading (spec 7.2). */
const SEND: Record<FormName, (client: ApiClient, body: Record<string, unknown>) => Promise<SubmitResult>> = {
  homeEnquiry: (client, body) => client.postHomeEnquiry(body as never),
  demoBooking: (client, body) => client.postDemoBooking(body as never),
  submitContact: (client, body) => client.postSubmitContact(body as never),
  contact: (client, body) => client.postContact(body as never),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function post(mock: TestMock, path: string, { body, contentType }: InvalidRequest) {
  return fetch(`${mock.url}${path}`, {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });
}

describe.each(FORM_NAMES)("POST %s with generated bodies", (form) => {
  const { path, request, successStatus } = FORM_ENDPOINTS[form];
  let mock: TestMock;
  let client: ApiClient;

  beforeAll(async () => {
    mock = await startTestMock();
    client = createApiClient({ baseUrl: mock.url, logger: { error: () => undefined } });
  });

  afterAll(async () => {
    await mock.close();
  });

  it("generates exactly the contract's fields", () => {
    expect(Object.keys(FORM_FIELD_KINDS[form]).sort()).toEqual(Object.keys(request.shape).sort());
  });

  it(
    `refuses ${RUNS} invalid bodies with 400 and the problem named per field, storing nothing`,
    async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(invalidRequest(form), async (invalid) => {
          seen.add(invalid.kind);
          const before = readFileSync(mock.dbFile, "utf8");
          const response = await post(mock, path, invalid);
          expect(response.status, `${invalid.kind}: ${invalid.detail}`).toBe(400);
          expect(response.headers.get("content-type")).toMatch(/^application\/json/);
          expect(await response.json(), `${invalid.kind}: ${invalid.detail}`).toEqual({ errors: invalid.errors });
          expect(readFileSync(mock.dbFile, "utf8"), "the data file is unchanged").toBe(before);
        }),
        { numRuns: RUNS },
      );
      expect(mock.stored()[form]).toEqual([]);
      expect([...seen].sort(), "every way of breaking a request was tried").toEqual([...INVALID_REQUEST_KINDS].sort());
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    `accepts ${RUNS} valid bodies with the success answer and stores each exactly once, as sent`,
    async () => {
      const start = mock.stored()[form].length;
      // What the previous run left, when it passed (saves reading the growing file twice a run).
      let known: MockData | undefined;
      await fc.assert(
        fc.asyncProperty(validSubmission(form), async ({ body, stored }) => {
          const before = known ?? mock.stored();
          known = undefined;
          expect(await SEND[form](client, body)).toEqual({ outcome: "success", status: successStatus });
          const after = mock.stored();
          const list = after[form];
          expect(list).toHaveLength(before[form].length + 1);
          expect(list.slice(0, -1)).toEqual(before[form]);
          const { id, receivedAt, ...fields } = list.at(-1)!;
          expect(fields).toEqual(stored);
          // The server's own id and time, whatever the body claimed.
          expect(id).toMatch(UUID);
          expect(id).not.toBe(body.id);
          expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
          expect(receivedAt).not.toBe(body.receivedAt);
          // The submission's idempotency key is remembered once; nothing else moved.
          expect(after.idempotency).toHaveLength(before.idempotency.length + 1);
          expect({ ...after, [form]: before[form], idempotency: before.idempotency }).toEqual(before);
          known = after;
        }),
        { numRuns: RUNS },
      );
      const list = mock.stored()[form];
      expect(list).toHaveLength(start + RUNS);
      expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
