/**
 * A submission is stored once, whatever the network does to it (end to end, production build,
 * mock API): the home enquiry's answer is lost on the way back after the API stored it — the
 * browser's request fails as a dropped connection does — and the client's retry, or the visitor
 * pressing Send again after "An error occurred", carries the same Idempotency-Key and gets the
 * first answer instead of a second record. A new enquiry afterwards is a new submission.
 */
import type { Page, Request, Route } from "@playwright/test";
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, parseIdempotencyKey } from "@studio/api";
import type { MessageId } from "@studio/content";
import { expect, storedRecords, test } from "./fixtures.ts";
import { SITE_FORMS, entries, expectShown, fill, submitButton, toast as toastIn } from "./site-forms.ts";

const FORM = SITE_FORMS.home;
const ENDPOINT = FORM.endpoint;

/**
 * Sends the home form's POSTs on to the API, which stores and answers, and loses the answer of the
 * first `lost` of them on the way back (the browser sees a reset connection). Records each
 * request's key.
 */
async function loseAnswers(page: Page, lost: number): Promise<(string | null)[]> {
  const keys: (string | null)[] = [];
  await page.route(`**${ENDPOINT}`, async (route: Route) => {
    const request: Request = route.request();
    const header = await request.headerValue(IDEMPOTENCY_KEY_HEADER);
    keys.push(header === null ? null : parseIdempotencyKey(header));
    if (keys.length > lost) return route.continue();
    await route.fetch();
    return route.abort("connectionreset");
  });
  return keys;
}

async function openHomeForm(page: Page) {
  const counted = page.waitForRequest((request) => new URL(request.url()).pathname === API_PATHS.visitor);
  await page.goto(FORM.path);
  await counted;
  const section = page.locator(`#${FORM.sectionId}`);
  await section.scrollIntoViewIfNeeded();
  return section;
}

const toast = (page: Page, id: MessageId) => toastIn(page, FORM.language, id);

const stored = (email: string) => storedRecords(FORM.store).filter((record) => record[FORM.emailKey] === email);

test("an answer lost on the way back is fetched again with the same key: the visitor is thanked, the enquiry stored once", async ({
  page,
}) => {
  const email = `e2e-idempotent-retry-${Date.now()}@example.com`;
  const keys = await loseAnswers(page, 1);
  const section = await openHomeForm(page);
  await fill(section, FORM, entries(FORM, email));
  await submitButton(section, FORM).click();

  await expect(toast(page, FORM.feedback.success)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(stored(email)).toHaveLength(1);
});

test("after 'An error occurred' (every attempt's answer lost), Send again carries the same key: stored once; a new enquiry gets a new key", async ({
  page,
}) => {
  const email = `e2e-idempotent-again-${Date.now()}@example.com`;
  // The client tries three times (its two retries); all three answers are lost.
  const keys = await loseAnswers(page, 3);
  const section = await openHomeForm(page);
  const send = submitButton(section, FORM);
  const typed = entries(FORM, email);
  await fill(section, FORM, typed);
  await send.click();

  await expect(toast(page, FORM.feedback.failed)).toBeVisible();
  await expectShown(section, FORM, typed);
  expect(keys).toHaveLength(3);
  // The API did store it, once: the browser just never heard.
  expect(stored(email)).toHaveLength(1);

  await send.click();
  await expect(toast(page, FORM.feedback.success)).toBeVisible();
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
  expect(stored(email)).toHaveLength(1);

  // The form is empty after the thanks; the same enquiry typed again is a new submission.
  await expectShown(section, FORM, {});
  await fill(section, FORM, typed);
  await send.click();
  await expect.poll(() => stored(email)).toHaveLength(2);
  expect(keys).toHaveLength(5);
  expect(keys[4]).not.toBe(keys[0]);
});
