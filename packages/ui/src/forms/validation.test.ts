import { describe, expect, it } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { contactRequestSchema, demoBookingRequestSchema, homeEnquiryRequestSchema } from "@studio/api";
import { CONTACT_FORM_FIELDS, DEMO_BOOKING_FORM, FORM_ERROR_IDS, HOME_ENQUIRY_FIELDS } from "@studio/content";
import { emptyValues, errorMessageFor, requestResolver, toRequest, type FormValues } from "./validation.ts";

const resolverOptions: ResolverOptions<FormValues> = { fields: {}, shouldUseNativeValidation: false };

const homeOptions = {
  service: [{ value: "devops", label: "DevOps", submitValue: "DevOps" }],
};
const demoOptions = { neededServices: [{ value: "home needs", label: "Artigos para o lar" }] };

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
    expect(codes(result.errors)).toEqual({
      name: "required",
      email: "required",
      phoneNumber: "required",
      service: "required",
      message: "required",
    });
  });

  it("reports the format codes of e-mail and phone", async () => {
    const result = await home(
      { name: "Ana", email: "ana@", phoneNumber: "12ab", service: "devops", message: "Hi" },
      undefined,
      resolverOptions,
    );
    expect(codes(result.errors)).toEqual({ email: "invalid_email", phoneNumber: "invalid_phone" });
  });

  it("hands the trimmed request body to the submit handler, with the option's value to send", async () => {
    const result = await home(
      { name: "  Ana  ", email: "ana@example.com ", phoneNumber: "+44 7700 900982", service: "devops", message: "Hi" },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: "Ana",
      email: "ana@example.com",
      phoneNumber: "+44 7700 900982",
      service: "DevOps",
      message: "Hi",
    });
  });

  it("validates the demo category as `service` and reports it under `neededServices`", async () => {
    const values = {
      firstName: "Ana",
      lastName: "Silva",
      company: "Mercearia Lda",
      businessEmail: "ana@mercearia.example",
      phoneNumber: "+351 912 345 678",
      neededServices: "",
    };
    const missing = await demo(values, undefined, resolverOptions);
    expect(codes(missing.errors)).toEqual({ neededServices: "required" });

    const valid = await demo({ ...values, neededServices: "home needs" }, undefined, resolverOptions);
    expect(valid.values).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      company: "Mercearia Lda",
      businessEmail: "ana@mercearia.example",
      phoneNumber: "+351 912 345 678",
      service: "home needs",
    });
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
    const result = await contact(
      { fullName: "Jean", email: "jean@example.fr", phoneNumber: "01 23 45 67 89", neededServices: "Other", desc: "" },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ neededServices: "Other", desc: "" });
  });
});

describe("toRequest", () => {
  it("puts each field under its request key", () => {
    expect(Object.keys(toRequest(DEMO_BOOKING_FORM.fields, emptyValues(DEMO_BOOKING_FORM.fields), {}))).toEqual([
      "firstName",
      "lastName",
      "company",
      "businessEmail",
      "phoneNumber",
      "service",
    ]);
  });
});

describe("errorMessageFor", () => {
  const [name, email, phone] = HOME_ENQUIRY_FIELDS;
  const category = DEMO_BOOKING_FORM.fields.find((field) => field.name === "neededServices")!;

  it("gives each field its own required message", () => {
    expect(errorMessageFor(name, "required")).toEqual({ id: FORM_ERROR_IDS.required.name });
    expect(errorMessageFor(category, "required")).toEqual({ id: FORM_ERROR_IDS.required.category });
    expect(errorMessageFor(CONTACT_FORM_FIELDS.training[3], "required")).toEqual({
      id: FORM_ERROR_IDS.required.neededServices,
    });
  });

  it("gives the format and length messages", () => {
    expect(errorMessageFor(email, "invalid_email")).toEqual({ id: FORM_ERROR_IDS.emailInvalid });
    expect(errorMessageFor(phone, "invalid_phone")).toEqual({ id: FORM_ERROR_IDS.phoneInvalid });
    expect(errorMessageFor(name, "too_long")).toEqual({ id: FORM_ERROR_IDS.tooLong, values: { max: 100 } });
  });
});
