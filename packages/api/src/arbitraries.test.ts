import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BREAKS,
  INVALID_REQUEST_KINDS,
  brokenFieldCases,
  formEncoded,
  invalidRequest,
  invalidSubmission,
  propertyRuns,
  validSubmission,
} from "./arbitraries.ts";
import { FORM_NAMES, fieldsOf } from "./fixtures.ts";
import { FORM_ENDPOINTS, toFieldErrors } from "./schemas.ts";

/**
 * The generators themselves: they never throw, whatever they draw, and each case they promise is
 * what the contract answers. A generator that throws fails a property test for no fault of the API
 * (a fresh CI run once failed so: a url-encoded body held an object `String()` cannot convert).
 */

const GENERATED = 300;

describe("invalidRequest", () => {
  it.each(FORM_NAMES.flatMap((form) => INVALID_REQUEST_KINDS.map((kind) => [form, kind] as const)))(
    "makes %s requests broken by %s without throwing, each of a single kind",
    (form, kind) => {
      fc.assert(
        fc.property(invalidRequest(form, kind), (request) => {
          expect(request.kind).toBe(kind);
        }),
        propertyRuns({ numRuns: GENERATED }),
      );
    },
  );
});

describe("formEncoded", () => {
  it("encodes values String() cannot convert as their JSON", () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    const body = {
      name: "Ana",
      id: { toString: "not a function" },
      admin: { valueOf: 1, toString: null },
      status: bare,
      receivedAt: [1, "x"],
    };
    expect(() => formEncoded(body)).not.toThrow();
    expect(Object.fromEntries(new URLSearchParams(formEncoded(body)))).toEqual({
      name: "Ana",
      id: '{"toString":"not a function"}',
      admin: '{"valueOf":1,"toString":null}',
      status: '{"a":1}',
      receivedAt: '[1,"x"]',
    });
  });

  it.each(FORM_NAMES)("encodes every generated %s body", (form) => {
    fc.assert(
      fc.property(validSubmission(form), ({ body }) => {
        expect(typeof formEncoded(body)).toBe("string");
      }),
      propertyRuns({ numRuns: GENERATED }),
    );
  });
});

describe("brokenFieldCases", () => {
  it.each(FORM_NAMES)("lists every field of %s with each code the contract can give it", (form) => {
    const cases = brokenFieldCases(form);
    for (const [key, kind] of fieldsOf(form)) {
      const codes = cases.filter((entry) => entry.key === key).map((entry) => entry.code);
      const expected = [
        ...(kind.required ? ["required"] : []),
        "invalid_type",
        "too_long",
        ...(kind.rule === "email" ? ["invalid_email"] : kind.rule === "phone" ? ["invalid_phone"] : []),
      ];
      expect([...new Set(codes)], key).toEqual(expected);
    }
    expect(cases.every(({ way, code }) => BREAKS[way].code === code)).toBe(true);
  });

  it.each(FORM_NAMES)("each %s case breaks that field that way, as the schema answers", (form) => {
    const schema = FORM_ENDPOINTS[form].request;
    for (const broken of brokenFieldCases(form)) {
      fc.assert(
        fc.property(invalidSubmission(form, {}, broken), ({ body, errors }) => {
          expect(errors).toEqual({ [broken.key]: [broken.code] });
          const result = schema.safeParse(body);
          expect(result.success ? {} : toFieldErrors(result.error)).toEqual(errors);
        }),
        propertyRuns({ numRuns: 20 }),
      );
    }
  });
});
