import { BANNER_TEXT_MAX_LENGTH, LOCALE_CODES } from "@studio/content";
import { describe, expect, it } from "vitest";
import { validBody } from "./fixtures.ts";
import { bannerImageUrl, productImageUrl } from "./images.ts";
import {
  CONTENT_ENDPOINTS,
  FIELD_ERROR_CODES,
  FIELD_LIMITS,
  bannerRecordSchema,
  bannerWriteSchema,
  contactRequestSchema,
  isDemoBookingSuccess,
  productListResponseSchema,
  demoBookingRequestSchema,
  homeEnquiryRequestSchema,
  toFieldErrors,
} from "./schemas.ts";

const contact = validBody("contact");

function errorsOf(value: unknown) {
  const result = contactRequestSchema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
}

describe("content endpoints", () => {
  it("maps every language to its own banner path and product path and field", () => {
    expect(Object.keys(CONTENT_ENDPOINTS).sort()).toEqual([...LOCALE_CODES].sort());
    const banners = new Set(Object.values(CONTENT_ENDPOINTS).map((entry) => entry.bannerPath));
    const products = new Set(Object.values(CONTENT_ENDPOINTS).map((entry) => entry.productPath));
    expect(banners.size).toBe(7);
    expect(products.size).toBe(7);
    expect(CONTENT_ENDPOINTS.en).toMatchObject({ bannerPath: "/api/get-bannerimage", productField: "data" });
    expect(CONTENT_ENDPOINTS.sp).toMatchObject({
      bannerPath: "/api/get-spanishbannerimage",
      productPath: "/api/get-spanishproduct",
      productField: "spanishFormatted",
    });
  });

  it("reads a product list from the language's own field only", () => {
    const record = { _id: "1", image: "a.svg", productName: "N", productDescription: "D", productPath: "/p" };
    expect(productListResponseSchema("de").safeParse({ germanFormatted: [record] }).success).toBe(true);
    expect(productListResponseSchema("de").safeParse({ data: [record] }).success).toBe(false);
  });
});

describe("image URLs", () => {
  it("builds the two URL shapes on a base URL, with or without a trailing slash", () => {
    expect(bannerImageUrl("https://api.example.com", "hero.svg")).toBe(
      "https://api.example.com/api/bannerimages/hero.svg",
    );
    expect(productImageUrl("https://api.example.com/", "milk.svg")).toBe(
      "https://api.example.com/api/productimages/milk.svg",
    );
  });

  it("keeps a file name one path segment by encoding it", () => {
    expect(bannerImageUrl("", "../secret file.svg")).toBe("/api/bannerimages/..%2Fsecret%20file.svg");
    expect(productImageUrl("", "café?.svg")).toBe("/api/productimages/caf%C3%A9%3F.svg");
  });
});

describe("form request schemas", () => {
  it("accepts names in any script and trims every field", () => {
    const result = contactRequestSchema.safeParse({ ...contact, fullName: "  Дмитрий  " });
    expect(result.success && result.data.fullName).toBe("Дмитрий");
  });

  it("keeps markup as plain text", () => {
    const result = contactRequestSchema.safeParse({ ...contact, fullName: "<script>alert(1)</script>" });
    expect(result.success && result.data.fullName).toBe("<script>alert(1)</script>");
  });

  it("reports a missing, empty or blank required field as required", () => {
    const { fullName: _omitted, ...withoutName } = contact;
    expect(errorsOf(withoutName)).toEqual({ fullName: ["required"] });
    expect(errorsOf({ ...contact, email: "" })).toEqual({ email: ["required"] });
    expect(errorsOf({ ...contact, neededServices: "   " })).toEqual({ neededServices: ["required"] });
  });

  it("reports a value that is not a string", () => {
    expect(errorsOf({ ...contact, phoneNumber: 37061234567 })).toEqual({ phoneNumber: ["invalid_type"] });
  });

  it("lets desc be missing or empty but not too long", () => {
    const { desc: _omitted, ...withoutDesc } = contact;
    expect(errorsOf(withoutDesc)).toEqual({});
    expect(errorsOf({ ...contact, desc: "" })).toEqual({});
    expect(errorsOf({ ...contact, desc: "x".repeat(FIELD_LIMITS.message + 1) })).toEqual({ desc: ["too_long"] });
  });

  it("limits the length of names and messages", () => {
    expect(errorsOf({ ...contact, fullName: "a".repeat(FIELD_LIMITS.name) })).toEqual({});
    expect(errorsOf({ ...contact, fullName: "a".repeat(FIELD_LIMITS.name + 1) })).toEqual({ fullName: ["too_long"] });
    const message = homeEnquiryRequestSchema.safeParse(
      validBody("homeEnquiry", { message: "m".repeat(FIELD_LIMITS.message + 1) }),
    );
    expect(message.success ? {} : toFieldErrors(message.error)).toEqual({ message: ["too_long"] });
  });

  it("checks the e-mail format", () => {
    for (const email of ["no-at-sign", "a@b", "two@@example.com", "spaces in@example.com"]) {
      expect(errorsOf({ ...contact, email })).toEqual({ email: ["invalid_email"] });
    }
    expect(errorsOf({ ...contact, email: "  marie.dupont+devis@exemple.fr " })).toEqual({});
  });

  it("accepts plausible international phone numbers", () => {
    for (const phoneNumber of [
      "+49 30 1234567",
      "(030) 123-4567",
      "+7 (495) 123-45-67",
      "612345",
      "0044 20 7946 0958",
    ]) {
      expect(errorsOf({ ...contact, phoneNumber }), phoneNumber).toEqual({});
    }
  });

  it("refuses phone numbers with letters, too few or too many digits", () => {
    for (const phoneNumber of ["call me", "12345", "+1 555 CALL NOW", "1".repeat(21), "12+345678"]) {
      expect(errorsOf({ ...contact, phoneNumber }), phoneNumber).toEqual({ phoneNumber: ["invalid_phone"] });
    }
  });

  it("refuses a body that is not an object, under the key body", () => {
    expect(errorsOf(["not", "an", "object"])).toEqual({ body: ["invalid_body"] });
    expect(errorsOf(null)).toEqual({ body: ["invalid_body"] });
  });

  it("drops fields that are not part of the contract", () => {
    const result = demoBookingRequestSchema.safeParse(validBody("demoBooking", { isAdmin: true }));
    expect(result.success && Object.keys(result.data)).not.toContain("isAdmin");
  });
});

describe("demo booking answer (docs/product.md#115-answers-and-toasts)", () => {
  it("reads the real API's { status: 'success' } as a success", () => {
    expect(isDemoBookingSuccess({ status: "success" })).toBe(true);
    expect(isDemoBookingSuccess({ status: "success", message: "Query saved", id: 42 })).toBe(true);
  });

  it("reads any other status, shape or body as not a success", () => {
    for (const body of [
      { status: "failed" },
      { status: "Success" },
      { data: { status: "success" } },
      { data: { status: "pending" } },
      { data: "success" },
      { status: true },
      { success: true },
      "success",
      [{ status: "success" }],
      null,
      undefined,
    ]) {
      expect(isDemoBookingSuccess(body), JSON.stringify(body)).toBe(false);
    }
  });
});

describe("a banner as an editor saves it", () => {
  const limits = BANNER_TEXT_MAX_LENGTH;
  const banner = (title: string, desc: string) => ({ image: "banner-apps.svg", title, desc });
  const codesOf = (value: unknown) => {
    const result = bannerWriteSchema.safeParse(value);
    return result.success ? {} : toFieldErrors(result.error);
  };

  it("accepts a title and a description at their limits, trimmed", () => {
    const parsed = bannerWriteSchema.parse(banner(` ${"t".repeat(limits.title)} `, `${"d".repeat(limits.desc)}\n`));
    expect(parsed.title).toHaveLength(limits.title);
    expect(parsed.desc).toHaveLength(limits.desc);
  });

  it("refuses a title or description one character too long, and an empty one", () => {
    expect(codesOf(banner("t".repeat(limits.title + 1), "d".repeat(limits.desc + 1)))).toEqual({
      title: [FIELD_ERROR_CODES.tooLong],
      desc: [FIELD_ERROR_CODES.tooLong],
    });
    expect(codesOf(banner("  ", ""))).toEqual({
      title: [FIELD_ERROR_CODES.required],
      desc: [FIELD_ERROR_CODES.required],
    });
  });

  it("holds only writes to the limits: a longer banner a real API already holds is still read", () => {
    const long = { _id: "x", ...banner("t".repeat(limits.title * 2), "d".repeat(limits.desc * 2)) };
    expect(bannerRecordSchema.safeParse(long).success).toBe(true);
  });
});
