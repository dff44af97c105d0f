/**
 * Contract group `writes` (see contract-groups.ts): the POSTs
 * (docs/product.md#127-form-submissions) through the typed client — each form's valid submission
 * gets its success reading, a repeat of its Idempotency-Key gets the first answer and the key
 * reused for another payload 422, the visitor count grows — against the API named by
 * CONTRACT_API_URL only with `--write` (they store data there; the submissions say they come from
 * this test), else against a mock started in-process.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  FORM_ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  createApiClient,
  formatIdempotencyKey,
  newIdempotencyKey,
  type ApiClient,
  type ContactRequest,
  type FormName,
  type DemoBookingRequest,
  type HomeEnquiryRequest,
  type SubmitResult,
} from "@studio/api";
import { assertWritesAllowed, contractTarget, type ContractTarget } from "./contract-target.ts";

/** Recognisable test data: whoever reads the target's submissions can tell them apart and delete them. */
const EMAIL = `contract-test+${Date.now()}@example.com`;
const PHONE = "+44 7700 900982";
const NOTE = "Automated contract test (npm run test:contract). Please ignore.";

const CONTACT: ContactRequest = {
  fullName: "Contract Test",
  email: EMAIL,
  phoneNumber: PHONE,
  neededServices: "Web Development",
  desc: NOTE,
};
const HOME_ENQUIRY: HomeEnquiryRequest = {
  name: "Contract Test",
  email: EMAIL,
  phoneNumber: PHONE,
  service: "App Development",
  message: NOTE,
};
const BOOKING: DemoBookingRequest = {
  firstName: "Contract",
  lastName: "Test",
  company: "Contract Test Ltd",
  businessEmail: EMAIL,
  phoneNumber: PHONE,
  service: "grocery",
};

/** Each form's body, for posts made without the client. */
const BODY: Record<FormName, object> = {
  homeEnquiry: HOME_ENQUIRY,
  demoBooking: BOOKING,
  submitContact: CONTACT,
  contact: CONTACT,
};

/** How each form is sent through the client. */
const SEND: Record<FormName, (client: ApiClient) => Promise<SubmitResult>> = {
  homeEnquiry: (client) => client.postHomeEnquiry(HOME_ENQUIRY),
  demoBooking: (client) => client.postDemoBooking(BOOKING),
  submitContact: (client) => client.postSubmitContact(CONTACT),
  contact: (client) => client.postContact(CONTACT),
};

// Another API gets these posts only when asked to: the file fails to load otherwise.
assertWritesAllowed();

let target: ContractTarget;

beforeAll(async () => {
  target = await contractTarget();
});

afterAll(async () => {
  await target?.close();
});

function setUp() {
  const logger = { error: vi.fn() };
  return { client: createApiClient({ baseUrl: target.url, logger }), logger };
}

describe.each(Object.keys(SEND) as FormName[])("POST %s", { timeout: 30_000 }, (form) => {
  const { path, successStatus } = FORM_ENDPOINTS[form];

  it(`takes a valid submission with its success reading (HTTP ${successStatus}, and the body where it counts)`, async () => {
    const { client, logger } = setUp();
    const result = await SEND[form](client);
    expect(result, `POST ${path}`).toEqual({ outcome: "success", status: successStatus });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("answers a repeat of an Idempotency-Key with the first answer, and the key with another payload with 422", async () => {
    const key = formatIdempotencyKey(newIdempotencyKey());
    const send = async (body: object) => {
      const response = await fetch(`${target.url.replace(/\/+$/, "")}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [IDEMPOTENCY_KEY_HEADER]: key },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    };
    const first = await send(BODY[form]);
    expect(first.status, `POST ${path}`).toBe(successStatus);
    expect(await send(BODY[form]), "the same key and payload again").toEqual(first);
    const other = await send({ ...BODY[form], phoneNumber: "+44 7700 900123" });
    expect(other.status, "the same key with another payload").toBe(422);
  });
});

describe("POST /api/visitor (docs/product.md#126-visit-counter)", { timeout: 30_000 }, () => {
  it("counts a visit and answers the new count, which grows with the next visit", async () => {
    const { client, logger } = setUp();
    const first = await client.registerVisit();
    const second = await client.registerVisit();
    expect(logger.error).not.toHaveBeenCalled();
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
  });
});
