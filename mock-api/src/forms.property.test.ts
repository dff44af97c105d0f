import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ENDPOINTS, createApiClient, type ApiClient } from "@studio/api";
import {
  INVALID_REQUEST_KINDS,
  brokenFieldCases,
  invalidRequest,
  invalidSubmission,
  propertyRuns,
  validSubmission,
  type InvalidRequest,
} from "@studio/api/arbitraries";
import { FORM_NAMES, submitForm } from "@studio/api/fixtures";
import type { MockData } from "./server.ts";
import { startTestMock, type TestMock } from "./testing.ts";

/**
 * Bad input at scale: generated bodies against the mock API over HTTP, hundreds per form, where a
 * handful of examples would miss the odd character or length. Every invalid one is answered 400
 * with the exact per-field error codes and changes nothing in the data file; every valid one is
 * accepted with the endpoint's success reading and stored once, as sent (trimmed). Each way of
 * breaking a request, and each field's each error code, is a case of its own: none is left to
 * the luck of the draw.
 */

const RUNS = 200;

/** Generated requests per way of breaking a request (each way has variants). */
const KIND_RUNS = 10;

/** Generated bodies per field broken one way. */
const FIELD_CASE_RUNS = 5;

/** Time one property may take (its runs share the 2-core machine with the rest of the suite). */
const PROPERTY_TIMEOUT_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function post(mock: TestMock, path: string, { body, contentType }: Pick<InvalidRequest, "body" | "contentType">) {
  return fetch(`${mock.url}${path}`, {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });
}

/** The request is refused with 400 and exactly its errors, and the data file stays as it was. */
async function expectRefused(mock: TestMock, path: string, invalid: InvalidRequest) {
  const before = readFileSync(mock.dbFile, "utf8");
  const response = await post(mock, path, invalid);
  expect(response.status, `${invalid.kind}: ${invalid.detail}`).toBe(400);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json(), `${invalid.kind}: ${invalid.detail}`).toEqual({ errors: invalid.errors });
  expect(readFileSync(mock.dbFile, "utf8"), "the data file is unchanged").toBe(before);
}

describe.each(FORM_NAMES)("POST %s with generated bodies", (form) => {
  const { path, successStatus } = FORM_ENDPOINTS[form];
  let mock: TestMock;
  let client: ApiClient;

  beforeAll(async () => {
    mock = await startTestMock();
    client = createApiClient({ baseUrl: mock.url, logger: { error: () => undefined } });
  });

  afterAll(async () => {
    await mock.close();
  });

  it(
    `refuses ${RUNS} invalid bodies with 400 and the problem named per field, storing nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(invalidRequest(form), (invalid) => expectRefused(mock, path, invalid)),
        propertyRuns({ numRuns: RUNS }),
      );
      expect(mock.stored()[form]).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(INVALID_REQUEST_KINDS)(
    `refuses ${KIND_RUNS} requests broken by %s with 400, storing nothing`,
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(invalidRequest(form, kind), (invalid) => expectRefused(mock, path, invalid)),
        propertyRuns({ numRuns: KIND_RUNS }),
      );
      expect(mock.stored()[form]).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(brokenFieldCases(form))(
    `refuses ${FIELD_CASE_RUNS} bodies whose $key is broken by $way with 400 and $code`,
    async (broken) => {
      await fc.assert(
        fc.asyncProperty(invalidSubmission(form, {}, broken), ({ body, errors }) =>
          expectRefused(mock, path, {
            kind: "broken fields",
            detail: `${broken.key} ${broken.way}`,
            body: JSON.stringify(body),
            contentType: "application/json",
            errors,
          }),
        ),
        propertyRuns({ numRuns: FIELD_CASE_RUNS }),
      );
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
          expect(await submitForm(client, form, body)).toEqual({ outcome: "success", status: successStatus });
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
        propertyRuns({ numRuns: RUNS }),
      );
      const list = mock.stored()[form];
      expect(list).toHaveLength(start + RUNS);
      expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
