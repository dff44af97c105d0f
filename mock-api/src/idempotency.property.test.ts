import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  formatIdempotencyKey,
  requestFingerprint,
  type FormName,
} from "@studio/api";
import { propertyRuns, validSubmission } from "@studio/api/arbitraries";
import { startTestMock, type TestMock } from "./testing.ts";

/**
 * Idempotency keys at scale: generated valid bodies, each sent with its own key one to four times,
 * are stored exactly once and every repeat gets the first answer, byte for byte; another generated
 * body with a used key is refused (422) and stores nothing.
 */

const RUNS = 60;
const PROPERTY_TIMEOUT_MS = 60_000;
const FORM_NAMES = Object.keys(FORM_ENDPOINTS) as FormName[];

async function post(mock: TestMock, path: string, body: unknown, key: string) {
  const response = await fetch(`${mock.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(key) },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

describe.each(FORM_NAMES)("POST %s with generated bodies and keys", (form) => {
  const { path, successStatus } = FORM_ENDPOINTS[form];
  let mock: TestMock;

  beforeAll(async () => {
    mock = await startTestMock();
  });

  afterAll(async () => {
    await mock.close();
  });

  it(
    `stores each of ${RUNS} submissions once, however often its key is repeated, and answers every repeat alike`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          validSubmission(form),
          validSubmission(form),
          fc.uuid({ version: 4 }),
          fc.integer({ min: 1, max: 4 }),
          async ({ body, stored }, other, key, times) => {
            const before = mock.stored();
            const answers = [];
            for (let attempt = 0; attempt < times; attempt += 1) answers.push(await post(mock, path, body, key));
            expect(answers[0]?.status).toBe(successStatus);
            for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
            const after = mock.stored();
            expect(after[form]).toHaveLength(before[form].length + 1);
            const { id: _id, receivedAt: _receivedAt, ...fields } = after[form].at(-1)!;
            expect(fields).toEqual(stored);
            expect(after.idempotency).toHaveLength(before.idempotency.length + 1);

            // The key again with another payload: refused, nothing stored.
            if (requestFingerprint(other.body) !== requestFingerprint(body)) {
              const refused = await post(mock, path, other.body, key);
              expect(refused.status).toBe(422);
              expect(mock.stored()[form]).toHaveLength(after[form].length);
            }
          },
        ),
        propertyRuns({ numRuns: RUNS }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
