import { LOCALE_CODES, messagesFor } from "@studio/content";
import { describe, expect, it } from "vitest";
import {
  FORMS,
  FORM_FIELD_KINDS,
  FORM_NAMES,
  MALFORMED,
  fieldsOf,
  requestBodyFor,
  requestKeyOf,
  validBody,
  validValues,
} from "./fixtures.ts";
import { FIELD_ERROR_CODES, FORM_ENDPOINTS, toFieldErrors, type FormName } from "./schemas.ts";

/** The contract's error codes for a body, or `{}` when it accepts it. */
function errorsOf(form: FormName, body: unknown) {
  const result = FORM_ENDPOINTS[form].request.safeParse(body);
  return result.success ? {} : toFieldErrors(result.error);
}

/**
 * The form definitions of `@studio/content` and the request schemas describe the same fields: a
 * form sends exactly the contract's fields, each with the rule, limit and necessity the contract
 * gives it. The fixtures read the kinds from the definitions; here the schema confirms each one.
 */
describe.each(FORM_NAMES)("the %s form and its request schema", (form) => {
  const valid = validBody(form);

  it("sends exactly the contract's fields", () => {
    const keys = FORMS[form].fields.map(requestKeyOf);
    expect(keys.sort()).toEqual(Object.keys(FORM_ENDPOINTS[form].request.shape).sort());
  });

  it("gets a valid body from its fixtures, which the contract takes as it is", () => {
    expect(errorsOf(form, valid)).toEqual({});
    expect(FORM_ENDPOINTS[form].request.parse(valid)).toEqual(valid);
  });

  it.each(fieldsOf(form))("marks %s required exactly when the contract does", (key, kind) => {
    const { [key]: _left, ...without } = valid;
    expect(errorsOf(form, without)).toEqual(kind.required ? { [key]: [FIELD_ERROR_CODES.required] } : {});
  });

  it.each(fieldsOf(form))("limits %s to the contract's length", (key, kind) => {
    // An e-mail address's local part has a limit of its own: only the whole is measured here.
    const sized = (length: number) =>
      kind.rule === "email"
        ? `${"a".repeat(length - "@example.pt".length)}@example.pt`
        : kind.rule === "phone"
          ? `+351${" ".repeat(length - "+351912 345 678".length)}912 345 678`
          : "1".repeat(length);
    if (kind.rule !== "email") expect(errorsOf(form, { ...valid, [key]: sized(kind.max) })).toEqual({});
    expect(errorsOf(form, { ...valid, [key]: sized(kind.max + 1) })).toEqual({ [key]: [FIELD_ERROR_CODES.tooLong] });
  });

  it.each(fieldsOf(form))(
    "checks %s as an e-mail address or phone number exactly when the contract does",
    (key, kind) => {
      const code = { email: FIELD_ERROR_CODES.invalidEmail, phone: FIELD_ERROR_CODES.invalidPhone, text: undefined }[
        kind.rule
      ];
      for (const value of [...MALFORMED.email, ...MALFORMED.phone]) {
        expect(errorsOf(form, { ...valid, [key]: value }), value).toEqual(code ? { [key]: [code] } : {});
      }
    },
  );

  it("offers choices in every drop-down list, in every language, and only there", () => {
    const selects = FORMS[form].fields.filter((field) => field.control === "select").map((field) => field.name);
    for (const locale of LOCALE_CODES) {
      const choices = FORMS[form].choices(locale);
      expect(Object.keys(choices).sort(), locale).toEqual(selects.sort());
      for (const name of selects) expect(choices[name]?.length, `${locale} ${name}`).toBeGreaterThan(0);
      expect(
        errorsOf(
          form,
          requestBodyFor(form, validValues(form, { locale }), (id) => messagesFor(locale)[id], locale),
        ),
      ).toEqual({});
    }
  });
});

describe("the fixtures", () => {
  it("know every form's fields by their request keys", () => {
    for (const form of FORM_NAMES) {
      expect(Object.keys(FORM_FIELD_KINDS[form])).toEqual(FORMS[form].fields.map(requestKeyOf));
    }
  });

  it("send a choice as its value, or as its label in the visitor's language", () => {
    const home = requestBodyFor(
      "homeEnquiry",
      validValues("homeEnquiry", { choose: { service: "devops" } }),
      (id) => messagesFor("de")[id],
    );
    expect(home.service).toBe(messagesFor("de")["home.contact.services.devops"]);
    const demo = requestBodyFor(
      "demoBooking",
      validValues("demoBooking", { choose: { neededServices: "milk" } }),
      () => "",
    );
    expect(demo.service).toBe("milk");
  });

  it("refuse a choice the form does not offer", () => {
    expect(() => validValues("demoBooking", { choose: { neededServices: "spaceships" } })).toThrow(/spaceships/);
  });
});
