/**
 * Contract group `mock` (see contract-groups.ts): the form submissions as the mock answers them —
 * validation codes, what it stores, faults, retries, timeouts. Always against a mock started
 * in-process; the portable POST checks are writes.contract.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FORM_ENDPOINTS,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FormName,
  type SubmitResult,
} from "@studio/api";
import { startTestMock, type TestMock } from "./testing.ts";

type Body = Record<string, string>;

/** A valid submission, the field holding the visitor's name, and the client method, per form. */
const FORMS: Record<
  FormName,
  { valid: Body; nameField: string; send: (client: ApiClient, body: Body) => Promise<SubmitResult> }
> = {
  homeEnquiry: {
    valid: {
      name: "Ana Silva",
      email: "ana.silva@example.pt",
      phoneNumber: "+351 912 345 678",
      service: "App Development",
      message: "Gostaríamos de criar uma aplicação para a nossa loja.",
    },
    nameField: "name",
    send: (client, body) => client.postHomeEnquiry(body as never),
  },
  demoBooking: {
    valid: {
      firstName: "Lukas",
      lastName: "Müller",
      company: "Frischmarkt GmbH",
      businessEmail: "lukas.mueller@frischmarkt.de",
      phoneNumber: "+49 30 1234567",
      service: "grocery",
    },
    nameField: "firstName",
    send: (client, body) => client.postDemoBooking(body as never),
  },
  submitContact: {
    valid: {
      fullName: "Marie Dupont",
      email: "marie.dupont@exemple.fr",
      phoneNumber: "+33 6 12 34 56 78",
      neededServices: "Full Stack Development",
      desc: "Je souhaite suivre la formation en septembre.",
    },
    nameField: "fullName",
    send: (client, body) => client.postSubmitContact(body as never),
  },
  contact: {
    valid: {
      fullName: "Lucía García",
      email: "lucia@frutasdelsur.es",
      phoneNumber: "(612) 345-678",
      neededServices: "E-Commerce Solutions",
      desc: "",
    },
    nameField: "fullName",
    send: (client, body) => client.postContact(body as never),
  },
};

const FORM_NAMES = Object.keys(FORMS) as FormName[];

let mock: TestMock | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function setUp(clientOptions: Partial<ApiClientOptions> = {}) {
  mock = await startTestMock();
  const logger = { error: vi.fn() };
  const client = createApiClient({ baseUrl: mock.url, logger, ...clientOptions });
  return { mock, client, logger };
}

function post(url: string, body: string, contentType = "application/json") {
  return fetch(url, { method: "POST", headers: { "Content-Type": contentType }, body });
}

describe.each(FORM_NAMES)("POST %s", (form) => {
  const { valid, nameField, send } = FORMS[form];
  const { path, successStatus } = FORM_ENDPOINTS[form];

  it("accepts valid input, answers per the contract and stores it exactly once", async () => {
    const { client, mock } = await setUp();
    const before = Date.now();
    expect(await send(client, valid)).toEqual({ outcome: "success", status: successStatus });
    const stored = mock.stored()[form];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(valid);
    expect(stored[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(stored[0]?.receivedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(mock.count("POST", path)).toBe(1);
  });

  it("stores markup verbatim as plain text", async () => {
    const { client, mock } = await setUp();
    const markup = `<script>alert("hi")</script><img src=x onerror=alert(1)>`;
    expect((await send(client, { ...valid, [nameField]: markup })).outcome).toBe("success");
    expect(mock.stored()[form][0]?.[nameField]).toBe(markup);
  });

  it("accepts names in Lithuanian and Cyrillic script", async () => {
    const { client, mock } = await setUp();
    for (const name of ["Žygimantas Ąžuolas", "Дмитрий"]) {
      expect((await send(client, { ...valid, [nameField]: name })).outcome, name).toBe("success");
    }
    expect(mock.stored()[form].map((entry) => entry[nameField])).toEqual(["Žygimantas Ąžuolas", "Дмитрий"]);
  });

  it("refuses a missing field with 400 and per-field errors, and stores nothing", async () => {
    const { client, mock } = await setUp();
    const { [nameField]: _missing, ...incomplete } = valid;
    expect(await send(client, incomplete)).toEqual({
      outcome: "rejected",
      status: 400,
      fieldErrors: { [nameField]: ["required"] },
    });
    expect(mock.stored()[form]).toEqual([]);
  });

  it.each([
    [
      "a field of the wrong type",
      (body: Body) => ({ ...body, phoneNumber: 612345678 }),
      { phoneNumber: ["invalid_type"] },
    ],
    ["a 10 kB field", (body: Body) => ({ ...body, [nameField]: "x".repeat(10_240) }), { [nameField]: ["too_long"] }],
    [
      "a malformed e-mail",
      (body: Body) => ({ ...body, [form === "demoBooking" ? "businessEmail" : "email"]: "ana@" }),
      { [form === "demoBooking" ? "businessEmail" : "email"]: ["invalid_email"] },
    ],
    [
      "a phone number with letters",
      (body: Body) => ({ ...body, phoneNumber: "call me maybe" }),
      { phoneNumber: ["invalid_phone"] },
    ],
  ])("refuses %s with 400 and stores nothing", async (_name, change, errors) => {
    const { mock } = await setUp();
    const response = await post(`${mock.url}${path}`, JSON.stringify(change(valid)));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
    expect(mock.stored()[form]).toEqual([]);
  });

  it("refuses an empty body, reporting every required field", async () => {
    const { mock } = await setUp();
    const response = await post(`${mock.url}${path}`, "");
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    const required = Object.keys(valid).filter((field) => field !== "desc");
    expect(Object.keys(errors).sort()).toEqual(required.sort());
    expect(mock.stored()[form]).toEqual([]);
  });

  it.each([
    ["form-encoded data", "name=Ana&email=ana%40example.pt", "application/x-www-form-urlencoded"],
    ["plain text", JSON.stringify(valid), "text/plain"],
    ["broken JSON", '{"name": "Ana",', "application/json"],
    ["a JSON array", "[1, 2, 3]", "application/json"],
  ])("refuses %s with 400 and stores nothing", async (_name, body, contentType) => {
    const { mock } = await setUp();
    const response = await post(`${mock.url}${path}`, body, contentType);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { body: ["invalid_body"] } });
    expect(mock.stored()[form]).toEqual([]);
  });

  it("refuses a body over 100 kB with 413 and stores nothing", async () => {
    const { client, mock } = await setUp();
    const huge = { ...valid, padding: "p".repeat(110 * 1024) };
    expect(await send(client, huge)).toEqual({
      outcome: "rejected",
      status: 413,
      fieldErrors: { body: ["too_large"] },
    });
    expect(mock.stored()[form]).toEqual([]);
  });

  it("reads an error answer as rejected and stores nothing; a gateway's 503 after two retries", async () => {
    const { client, mock, logger } = await setUp({ headers: { "x-mock-fault": "error=503" }, retry: { delayMs: 0 } });
    expect(await send(client, valid)).toEqual({ outcome: "rejected", status: 503 });
    expect(mock.count("POST", path)).toBe(3);
    const failing = createApiClient({ baseUrl: mock.url, headers: { "x-mock-fault": "error" } });
    expect(await send(failing, valid)).toEqual({ outcome: "rejected", status: 500 });
    expect(mock.count("POST", path)).toBe(4);
    expect(mock.stored()[form]).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("retries a dropped connection twice with the same key, then reads it as failed and logs it", async () => {
    const { client, mock, logger } = await setUp({ headers: { "x-mock-fault": "drop" }, retry: { delayMs: 0 } });
    expect((await send(client, valid)).outcome).toBe("failed");
    expect(logger.error).toHaveBeenCalledWith(`Error submitting ${path}:`, expect.anything());
    expect(mock.count("POST", path)).toBe(3);
    expect(mock.stored()[form]).toEqual([]);
  });

  it("reads an answer slower than the timeout as failed, and sends once", async () => {
    // The client and the mock share one event loop: the timeout must leave the request time to
    // arrive even on a busy machine (100 ms once aborted it before the mock saw it).
    const { client, mock } = await setUp({ timeoutMs: 1000, headers: { "x-mock-fault": "slow=3000" } });
    expect((await send(client, valid)).outcome).toBe("failed");
    expect(mock.count("POST", path)).toBe(1);
  });

  it("reads an unreachable server as failed", async () => {
    const { client, mock } = await setUp();
    await mock.close();
    expect((await send(client, valid)).outcome).toBe("failed");
  });
});

describe("success readings (docs/product.md#115-answers-and-toasts)", () => {
  it("site-contactus: only the status counts, whatever the body", async () => {
    const { client } = await setUp({ headers: { "x-mock-fault": "malformed" } });
    expect(await client.postHomeEnquiry(FORMS.homeEnquiry.valid as never)).toEqual({
      outcome: "success",
      status: 200,
    });
  });

  it("product-query: the mock answers { status: 'success' } as the real API does", async () => {
    const { mock } = await setUp();
    const response = await post(`${mock.url}/api/product-query`, JSON.stringify(FORMS.demoBooking.valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success" });
  });

  it("product-query: a 200 whose body is not a success is rejected (the demo form still thanks the visitor)", async () => {
    const { mock } = await setUp();
    for (const fault of ["wrong-shape", "malformed"]) {
      const client = createApiClient({ baseUrl: mock.url, headers: { "x-mock-fault": fault } });
      expect(await client.postDemoBooking(FORMS.demoBooking.valid as never), fault).toEqual({
        outcome: "rejected",
        status: 200,
      });
    }
    expect(mock.stored().demoBooking).toEqual([]);
  });

  it("submit-contact: any status other than 201 is rejected, 200 included", async () => {
    const { client } = await setUp({ headers: { "x-mock-fault": "wrong-shape" } });
    expect(await client.postSubmitContact(FORMS.submitContact.valid as never)).toEqual({
      outcome: "rejected",
      status: 200,
    });
  });

  it("contact: only success === true counts", async () => {
    const { client } = await setUp({ headers: { "x-mock-fault": "wrong-shape" } });
    expect(await client.postContact(FORMS.contact.valid as never)).toEqual({ outcome: "rejected", status: 200 });
    const refusing = createApiClient({
      baseUrl: "http://api.invalid",
      fetch: async () => Response.json({ success: false, message: "Spam detected" }),
    });
    expect(await refusing.postContact(FORMS.contact.valid as never)).toEqual({ outcome: "rejected", status: 200 });
  });

  it("sends JSON", async () => {
    const sent: { method: string; type: string | null; body: unknown }[] = [];
    const client = createApiClient({
      baseUrl: "http://api.invalid",
      fetch: async (input) => {
        const request = input as Request;
        sent.push({ method: request.method, type: request.headers.get("content-type"), body: await request.json() });
        return Response.json({ success: true });
      },
    });
    await client.postContact(FORMS.contact.valid as never);
    expect(sent).toEqual([
      { method: "POST", type: expect.stringMatching(/^application\/json/), body: FORMS.contact.valid },
    ]);
  });
});
