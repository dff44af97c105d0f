import { describe, expect, it } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { contactRequestSchema, demoBookingRequestSchema, homeEnquiryRequestSchema } from "@studio/api";
import { fieldNamed, requestBodyFor, validValues } from "@studio/api/fixtures";
import { CONTACT_FORM_FIELDS, DEMO_BOOKING_FORM, FORM_ERROR_IDS, HOME_ENQUIRY_FIELDS } from "@studio/content";
import {
  emptyValues,
  errorMessageFor,
  fieldErrorMessages,
  requestResolver,
  toRequest,
  type FormValues,
} from "./validation.ts";

const resolverOptions: ResolverOptions<FormValues> = { fields: {}, shouldUseNativeValidation: false };

const homeOptions = {
  service: [{ value: "devops", label: "DevOps", submitValue: "DevOps" }],
};
const demoOptions = { neededServices: [{ value: "home needs", label: "Artigos para o lar" }] };

/** The home form filled in, the service chosen by its key. */
const homeValues = validValues("homeEnquiry", { choose: { service: "devops" } });

const codes = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));

describe("requestResolver", () => {
  const home = requestResolver({
    schema: homeEnquiryRequestSchema,
    fields: HOME_ENQUIRY_FIELDS,
    options: homeOptions,
  });
  const demo = requestResolver({
    schema: demoBookingRequestSchema,
    fields: DEMO_BOOKING_FORM.fields,
    options: demoOptions,
  });

  it("reports every empty required field with the contract's code", async () => {
    const result = await home(emptyValues(HOME_ENQUIRY_FIELDS), undefined, resolverOptions);
    const required = HOME_ENQUIRY_FIELDS.filter((field) => field.required);
    expect(codes(result.errors)).toEqual(Object.fromEntries(required.map((field) => [field.name, "required"])));
  });

  it("reports the format codes of e-mail and phone", async () => {
    const result = await home({ ...homeValues, email: "ana@", phoneNumber: "12ab" }, undefined, resolverOptions);
    expect(codes(result.errors)).toEqual({ email: "invalid_email", phoneNumber: "invalid_phone" });
  });

  it("hands the trimmed request body to the submit handler, with the option's value to send", async () => {
    const padded = Object.fromEntries(
      Object.entries(homeValues).map(([name, value]) => [name, name === "service" ? value : `  ${value} `]),
    );
    const result = await home(padded, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    // The option sends its label ("DevOps"), every text goes trimmed.
    expect(result.values).toEqual(requestBodyFor("homeEnquiry", homeValues, () => "DevOps"));
  });

  it("validates the demo category as `service` and reports it under `neededServices`", async () => {
    const values = validValues("demoBooking", { choose: { neededServices: "home needs" } });
    const missing = await demo({ ...values, neededServices: "" }, undefined, resolverOptions);
    expect(codes(missing.errors)).toEqual({ neededServices: "required" });

    const valid = await demo(values, undefined, resolverOptions);
    expect(valid.values).toEqual(requestBodyFor("demoBooking", values, () => ""));
    expect(valid.values).toMatchObject({ service: "home needs" });
  });

  it("treats a choice that is not one of the options as not chosen", async () => {
    const result = await demo(
      { ...emptyValues(DEMO_BOOKING_FORM.fields), neededServices: "spaceships" },
      undefined,
      resolverOptions,
    );
    expect(codes(result.errors).neededServices).toBe("required");
  });

  it("accepts an empty optional description on the contact forms", async () => {
    const contact = requestResolver({
      schema: contactRequestSchema,
      fields: CONTACT_FORM_FIELDS.services,
      options: { neededServices: [{ value: "Other", label: "Autre" }] },
    });
    const values = validValues("contact", { locale: "de", choose: { neededServices: "Other" } });
    const result = await contact({ ...values, desc: "" }, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ neededServices: "Other", desc: "" });
  });
});

describe("toRequest", () => {
  it("puts each field under its request key", () => {
    const keys = Object.keys(toRequest(DEMO_BOOKING_FORM.fields, emptyValues(DEMO_BOOKING_FORM.fields), {}));
    expect(keys).toContain("service");
    expect(keys.sort()).toEqual(Object.keys(demoBookingRequestSchema.shape).sort());
  });
});

describe("errorMessageFor", () => {
  const name = fieldNamed(HOME_ENQUIRY_FIELDS, "name");
  const email = fieldNamed(HOME_ENQUIRY_FIELDS, "email");
  const phone = fieldNamed(HOME_ENQUIRY_FIELDS, "phoneNumber");
  const category = fieldNamed(DEMO_BOOKING_FORM.fields, "neededServices");

  it("gives each field its own required message", () => {
    expect(errorMessageFor(name, "required")).toEqual({ id: FORM_ERROR_IDS.required.name });
    expect(errorMessageFor(category, "required")).toEqual({ id: FORM_ERROR_IDS.required.category });
    expect(errorMessageFor(fieldNamed(CONTACT_FORM_FIELDS.training, "neededServices"), "required")).toEqual({
      id: FORM_ERROR_IDS.required.neededServices,
    });
  });

  it("gives the format and length messages", () => {
    expect(errorMessageFor(email, "invalid_email")).toEqual({ id: FORM_ERROR_IDS.emailInvalid });
    expect(errorMessageFor(phone, "invalid_phone")).toEqual({ id: FORM_ERROR_IDS.phoneInvalid });
    expect(errorMessageFor(name, "too_long")).toEqual({ id: FORM_ERROR_IDS.tooLong, values: { max: 100 } });
  });
});

describe("fieldErrorMessages", () => {
  it("words each invalid field's code and lists them for the summary in the fields' order", () => {
    const [first, second] = HOME_ENQUIRY_FIELDS;
    const errors = {
      [second!.name]: { type: "invalid_email", message: "invalid_email" },
      [first!.name]: { type: "required", message: "required" },
    };
    const { byField, summary } = fieldErrorMessages(
      HOME_ENQUIRY_FIELDS,
      errors,
      ({ id }) => id,
      (name) => `#${name}`,
    );
    expect(byField).toEqual({
      [first!.name]: errorMessageFor(first!, "required").id,
      [second!.name]: errorMessageFor(second!, "invalid_email").id,
    });
    expect(summary.map((item) => item.fieldId)).toEqual([`#${first!.name}`, `#${second!.name}`]);
  });
});
