/**
 * fast-check arbitraries of form submissions (docs/product.md#127-form-submissions), for property-based tests: valid
 * bodies together with what the API stores for them, and invalid ones together with the exact
 * answer the contract gives (per-field error codes, `body` for the body as a whole). The mock API's
 * property tests send them over HTTP and the forms' property tests (packages/ui) run the same
 * values through the forms' validation, so both are judged against one expectation.
 *
 * The fields and their kinds come from the form definitions (`@studio/api/fixtures`). Cases that
 * must be met are listed, not hoped for: `invalidRequest(form, kind)` makes one way of breaking a
 * request, `brokenFieldCases` every field's every error code.
 *
 * Test-only: imported as `@studio/api/arbitraries`, never from the package's index.
 */
import fc from "fast-check";
import { fieldsOf, requiredKeysOf, type FieldKind } from "./fixtures.ts";
import { FIELD_ERROR_CODES, FIELD_LIMITS, PHONE_DIGITS, type FieldErrors, type FormName } from "./schemas.ts";

export { propertyRuns } from "./property-runs.ts";

/** Text that an HTML renderer would take for markup, script or a template if it ever interpreted it. */
export const HOSTILE_TEXTS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "<iframe src=javascript:alert(1)></iframe>",
  "</h2><b>bold</b><!--",
  "<a href=\"javascript:alert('x')\">click</a>",
  "&lt;script&gt; &amp; &#60;b&#62;",
  "{name} {count, plural, one {#} other {#}} '{'",
  "${alert(1)} {{constructor.constructor('alert(1)')()}}",
  "Robert'); DROP TABLE enquiries;--",
] as const;

/** Everyday non-Latin and accented text the forms must accept (the site speaks seven languages). */
const WORLD_TEXTS = [
  "Žygimantas Ąžuolas",
  "Дмитрий Иванов",
  "Lucía García-Núñez",
  "François Lefèvre",
  "Jürgen Groß",
  "Ana Sofia d'Ávila",
  "李小龍",
  "👩‍💻 Team",
] as const;

const LETTERS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"];
const DIGITS = [..."0123456789"];
const ALPHANUMERIC = [...LETTERS, ...DIGITS];

/** Whitespace that `String.prototype.trim` (and so the contract) removes around a value. */
const padding = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u3000"), maxLength: 3 });

/** Whitespace only: a blank value, read as missing by the contract. */
const blank = padding;

/** A word of letters and digits (never whitespace, so trimming keeps its length). */
function solid(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength, maxLength });
}

/** Free text of `max` code units at most (after trimming), with whitespace around it. */
function freeText(max: number): fc.Arbitrary<string> {
  const core = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXTS, ...WORLD_TEXTS) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...HOSTILE_TEXTS, ...WORLD_TEXTS), solid(1, 12)), {
          minLength: 2,
          maxLength: 5,
        })
        .map((parts) => parts.join(" ")),
    },
    // At or just under the limit.
    { weight: 1, arbitrary: fc.integer({ min: Math.max(1, max - 5), max }).chain((n) => solid(n, n)) },
  );
  return fc
    .tuple(padding, core, padding)
    .map(([before, text, after]) => before + text + after)
    .filter((value) => {
      const trimmed = value.trim();
      return trimmed.length >= 1 && trimmed.length <= max;
    });
}

/** Longer than `max` after trimming. */
function overLong(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      padding,
      fc.integer({ min: max + 1, max: max + 60 }).chain((n) => solid(n, n)),
      padding,
    )
    .map(([before, text, after]) => before + text + after);
}

const LOCAL_CHARS = [...ALPHANUMERIC, "_", "'", "+", "-"];
const LOCAL_LAST_CHARS = [...ALPHANUMERIC, "_", "+", "-"];

const localPart = fc
  .tuple(
    fc.array(fc.string({ unit: fc.constantFrom(...LOCAL_CHARS), minLength: 1, maxLength: 12 }), { maxLength: 2 }),
    fc.string({ unit: fc.constantFrom(...LOCAL_CHARS), maxLength: 10 }),
    fc.constantFrom(...LOCAL_LAST_CHARS),
  )
  .map(([labels, tail, last]) => `${labels.map((label) => `${label}.`).join("")}${tail}${last}`);

const domainLabel = fc
  .tuple(fc.constantFrom(...ALPHANUMERIC), fc.string({ unit: fc.constantFrom(...ALPHANUMERIC, "-"), maxLength: 12 }))
  .map(([first, rest]) => first + rest);

const topLevelDomain = fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 2, maxLength: 6 });

const domain = fc
  .tuple(fc.array(domainLabel, { minLength: 1, maxLength: 3 }), topLevelDomain)
  .map(([labels, tld]) => `${labels.join(".")}.${tld}`);

/** An address of the form the contract accepts (its e-mail rule is zod's practical `z.email()`). */
const validEmail = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "ana.silva@example.pt",
      "o'brien+enquiries@mail.example.co.uk",
      "LUKAS_MUELLER@Frischmarkt-GmbH.DE",
      "x@y.io",
    ),
  },
);

/** A value that is not an e-mail address, short enough not to be too long. */
const invalidEmail = fc.oneof(
  fc.tuple(localPart, domain).map(([local, host]) => `${local}${host}`), // no @
  fc.tuple(localPart, domainLabel).map(([local, host]) => `${local}@${host}`), // no top-level domain
  fc
    .tuple(localPart, domainLabel, fc.integer({ min: 10, max: 999 }))
    .map(([local, host, tld]) => `${local}@${host}.${tld}`), // numeric top-level domain
  fc
    .tuple(localPart, domain, fc.nat())
    .map(
      ([local, host, at]) =>
        `${local.slice(0, 1 + (at % local.length))} ${local.slice(1 + (at % local.length))}@${host}`,
    ), // a space inside
  fc.tuple(localPart, localPart, domain).map(([first, second, host]) => `${first}@${second}@${host}`), // two @
  domain.map((host) => `@${host}`), // nothing before @
  fc.tuple(localPart, domain).map(([local, host]) => `${local}..x@${host}`), // two dots in a row
  fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}.`), // trailing dot
  fc.tuple(localPart, domain).map(([local, host]) => `ñ${local}@${host}`), // non-ASCII local part
);

const digitRun = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength, maxLength });

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** A phone number the contract accepts: digits, spaces, `( ) . -`, a leading `+`, 6–20 digits, ≤ 30 characters. */
const validPhone = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.boolean(),
        fc.array(digitRun(1, 5), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(" ", "-", ".", ""),
        fc.boolean(),
      )
      .map(
        ([plus, groups, separator, brackets]) =>
          (plus ? "+" : "") +
          groups
            .map((group, index) => (brackets && index === 0 && groups.length > 1 ? `(${group})` : group))
            .join(separator),
      )
      .filter((value) => {
        const digits = digitCount(value);
        return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max && value.length <= FIELD_LIMITS.phone;
      }),
  },
  { weight: 1, arbitrary: fc.constantFrom("+44 7700 900982", "(612) 345-678", "+49 30 1234567", "+370 612 34567") },
);

/** Not a phone number, short enough not to be too long. */
const invalidPhone = fc
  .oneof(
    fc
      .tuple(digitRun(6, 15), fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 1, maxLength: 8 }))
      .map(([digits, word]) => `${digits} ${word}`), // letters
    fc
      .string({ unit: fc.constantFrom(...DIGITS, " ", "-", "(", ")", "."), minLength: 1, maxLength: 12 })
      .filter((value) => value.trim() !== "" && digitCount(value) < PHONE_DIGITS.min), // too few digits
    fc.integer({ min: PHONE_DIGITS.max + 1, max: FIELD_LIMITS.phone }).chain((n) => digitRun(n, n)), // too many digits
    fc.tuple(digitRun(3, 10), digitRun(3, 10)).map(([before, after]) => `${before}+${after}`), // + inside
    fc
      .tuple(digitRun(3, 10), fc.constantFrom("#", "*", "/", "_", "x", "ext. "), digitRun(3, 8))
      .map(([before, symbol, after]) => before + symbol + after), // other symbols
  )
  .filter((value) => value.trim().length <= FIELD_LIMITS.phone);

/** 6–20 digits spread with spaces over more than 30 characters: a plausible number, only too long. */
const overLongPhone = digitRun(PHONE_DIGITS.min, PHONE_DIGITS.max).chain((digits) => {
  const gap = Math.ceil((FIELD_LIMITS.phone + 1 - digits.length) / (digits.length - 1));
  return fc.integer({ min: gap, max: gap + 2 }).map((spaces) => [...digits].join(" ".repeat(spaces)));
});

/** Options of the submission arbitraries. */
export interface SubmissionOptions {
  /**
   * The only values to generate for some fields, by request key: the values a form's drop-down
   * list sends. Without it those fields hold free text, which the API accepts.
   */
  readonly choices?: Readonly<Record<string, readonly string[]>>;
  /**
   * Only what a form can hold: every value a string (no wrong types), and a field with `choices`
   * either one of them or left empty. Default `false`.
   */
  readonly formLike?: boolean;
}

/** Marks a field left out of the body. */
const MISSING: unique symbol = Symbol("missing");

function validValue(kind: FieldKind, choices: readonly string[] | undefined): fc.Arbitrary<string | typeof MISSING> {
  if (choices) return fc.constantFrom(...choices);
  if (!kind.required) return fc.oneof(fc.constant(MISSING), fc.constant(""), blank, freeText(kind.max));
  switch (kind.rule) {
    case "email":
      return fc.tuple(padding, validEmail, padding).map(([before, email, after]) => before + email + after);
    case "phone":
      return fc.tuple(padding, validPhone, padding).map(([before, phone, after]) => before + phone + after);
    default:
      return freeText(kind.max);
  }
}

/** Keys a client might add that the contract does not know (the API drops them). */
const EXTRA_KEYS = ["id", "receivedAt", "_id", "admin", "status", "submittedBy"] as const;

/**
 * What a client might put under an unknown key: any JSON, and objects that cannot be turned into
 * text by `String()` (their own `toString` is no function; fast-check's strings favour such keys).
 */
const extraValue = fc.oneof(
  { weight: 9, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom({ toString: "not a function" }, { valueOf: 1, toString: null }) },
);

/** A body the API accepts, and the fields it stores for it. */
export interface ValidSubmission {
  /** The JSON body sent (fields left out are absent; unknown keys may be present). */
  readonly body: Record<string, unknown>;
  /** The fields the API stores: each sent field of the contract, trimmed; unknown keys dropped. */
  readonly stored: Record<string, string>;
}

/** A valid body for a form submission, with the fields the API stores for it. */
export function validSubmission(form: FormName, options: SubmissionOptions = {}): fc.Arbitrary<ValidSubmission> {
  const fields = fieldsOf(form);
  const values = fc.tuple(...fields.map(([key, kind]) => validValue(kind, options.choices?.[key])));
  const extras = fc
    .subarray([...EXTRA_KEYS])
    .chain((keys) => fc.tuple(...keys.map((key) => extraValue.map((value) => [key, value] as const))));
  return fc.tuple(values, options.formLike ? fc.constant([]) : extras).map(([generated, extra]) => {
    const body: Record<string, unknown> = Object.fromEntries(extra);
    const stored: Record<string, string> = {};
    fields.forEach(([key], index) => {
      const value = generated[index];
      if (value === MISSING || value === undefined) return;
      body[key] = value;
      stored[key] = value.trim();
    });
    return { body, stored };
  });
}

/** A broken field: the value sent (or `MISSING`) and the codes the contract answers for it. */
interface BrokenField {
  readonly value: unknown;
  readonly codes: readonly string[];
}

const { required, invalidType, tooLong, invalidEmail: emailCode, invalidPhone: phoneCode } = FIELD_ERROR_CODES;

const wrongType = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(solid(1, 6), fc.string(), { maxKeys: 3 }),
);

/** The ways a field can be broken; each has one error code. */
export const BREAKS = {
  missing: { code: required, value: (): fc.Arbitrary<unknown> => fc.constant(MISSING) },
  blank: { code: required, value: (): fc.Arbitrary<unknown> => blank },
  "wrong type": { code: invalidType, value: (): fc.Arbitrary<unknown> => wrongType },
  "too long": {
    code: tooLong,
    value: (kind: FieldKind): fc.Arbitrary<unknown> => (kind.rule === "phone" ? overLongPhone : overLong(kind.max)),
  },
  "not an e-mail address": { code: emailCode, value: (): fc.Arbitrary<unknown> => invalidEmail },
  "not a phone number": { code: phoneCode, value: (): fc.Arbitrary<unknown> => invalidPhone },
} as const;

/** One way of breaking a field. */
export type Break = keyof typeof BREAKS;

/** The ways a field of this kind can be broken (a form holds only text, and a drop-down list only its choices). */
export function breaksOf(
  kind: FieldKind,
  { choices, formLike = false }: { choices?: readonly string[] | undefined; formLike?: boolean | undefined },
): Break[] {
  const ways: Break[] = [];
  if (kind.required) ways.push("missing", "blank");
  if (!formLike) ways.push("wrong type");
  if (!(formLike && choices)) {
    ways.push("too long");
    if (kind.rule === "email") ways.push("not an e-mail address");
    if (kind.rule === "phone") ways.push("not a phone number");
  }
  return ways;
}

function brokenValue(kind: FieldKind, way: Break): fc.Arbitrary<BrokenField> {
  const { code, value } = BREAKS[way];
  return value(kind).map((broken) => ({ value: broken, codes: [code] }));
}

/** One field broken one way, with the code the contract answers for it. */
export interface BrokenFieldCase {
  /** The field's request key. */
  readonly key: string;
  /** How it is broken. */
  readonly way: Break;
  /** The error code the contract answers on the field. */
  readonly code: string;
}

/** Every field of a form broken every way it can be: the cases a property test lists one by one. */
export function brokenFieldCases(form: FormName, options: SubmissionOptions = {}): BrokenFieldCase[] {
  return fieldsOf(form).flatMap(([key, kind]) =>
    breaksOf(kind, { formLike: options.formLike, choices: options.choices?.[key] }).map((way) => ({
      key,
      way,
      code: BREAKS[way].code,
    })),
  );
}

/** A body with one or more broken fields, and the errors the API answers for it. */
export interface InvalidSubmission {
  /** The JSON body sent. */
  readonly body: Record<string, unknown>;
  /** Error codes per broken field, exactly as the API answers them (HTTP 400). */
  readonly errors: FieldErrors;
}

function withBroken(
  valid: fc.Arbitrary<ValidSubmission>,
  broken: fc.Arbitrary<readonly (readonly [string, BrokenField])[]>,
): fc.Arbitrary<InvalidSubmission> {
  return fc.tuple(valid, broken).map(([{ body: validBody }, brokenFields]) => {
    const body = { ...validBody };
    const errors: FieldErrors = {};
    for (const [key, { value, codes }] of brokenFields) {
      if (value === MISSING) delete body[key];
      else body[key] = value;
      errors[key] = [...codes];
    }
    return { body, errors };
  });
}

/**
 * A form submission with at least one field broken — left out, blank, of the wrong type, too long,
 * or not an e-mail address / phone number — and every other field valid. With `only`, exactly
 * that field broken that way.
 */
export function invalidSubmission(
  form: FormName,
  options: SubmissionOptions = {},
  only?: Pick<BrokenFieldCase, "key" | "way">,
): fc.Arbitrary<InvalidSubmission> {
  const valid = validSubmission(form, options);
  if (only) {
    const kind = fieldsOf(form).find(([key]) => key === only.key)?.[1];
    if (!kind) throw new Error(`The ${form} form has no field ${only.key}`);
    return withBroken(valid, fc.tuple(brokenValue(kind, only.way).map((broken) => [only.key, broken] as const)));
  }
  const brokenFields = fc.subarray(fieldsOf(form), { minLength: 1 }).chain((fields) =>
    fc.tuple(
      ...fields.map(([key, kind]) =>
        fc
          .constantFrom(...breaksOf(kind, { formLike: options.formLike, choices: options.choices?.[key] }))
          .chain((way) => brokenValue(kind, way))
          .map((broken) => [key, broken] as const),
      ),
    ),
  );
  return withBroken(valid, brokenFields);
}

/** The ways `invalidRequest` breaks a request. */
export const INVALID_REQUEST_KINDS = [
  "broken fields",
  "non-object JSON",
  "fields nested one level down",
  "malformed JSON",
  "not UTF-8",
  "not JSON by content type",
  "empty body",
] as const;

/** One of the ways a request is broken. */
export type InvalidRequestKind = (typeof INVALID_REQUEST_KINDS)[number];

/** An HTTP request body the API refuses with 400, and the errors it answers. */
export interface InvalidRequest {
  /** How the request is wrong. */
  readonly kind: InvalidRequestKind;
  /** Which variant of it, for failure reports. */
  readonly detail: string;
  /** The raw request body. */
  readonly body: string | Uint8Array<ArrayBuffer>;
  /** The `Content-Type` header sent, or `null` for none. */
  readonly contentType: string | null;
  /** Error codes per field, or `{ body: ['invalid_body'] }` when the body as a whole is refused. */
  readonly errors: FieldErrors;
}

const JSON_TYPE = "application/json";
const BODY_REFUSED: FieldErrors = { body: [FIELD_ERROR_CODES.invalidBody] };

/** Every required field reported as `required` (a body without the form's fields). */
function allRequired(form: FormName): FieldErrors {
  return Object.fromEntries(requiredKeysOf(form).map((key) => [key, [required]]));
}

/** The ways a body can break a JSON text that was fine. */
const CORRUPTIONS: readonly [name: string, corrupt: (text: string) => string][] = [
  ["single quotes", (text) => text.replaceAll('"', "'")],
  ["trailing comma", (text) => `${text.slice(0, -1)},}`],
  ["unquoted keys", (text) => text.replace(/"([A-Za-z]+)":/g, "$1:")],
  ["extra closing brace", (text) => `${text}}`],
  ["two objects", (text) => `${text}${text}`],
  ["a comment", (text) => `/* form */${text}`],
  ["NaN value", (text) => `${text.slice(0, -1)},"n":NaN}`],
  ["whitespace only", (text) => " ".repeat(1 + (text.length % 5))],
];

/**
 * A body as an HTML form would post it (`application/x-www-form-urlencoded`): text as it is, any
 * other value as its JSON (never `String(value)`, which throws for an object whose own `toString`
 * is not a function, or one without a prototype).
 */
export function formEncoded(body: Readonly<Record<string, unknown>>): string {
  return new URLSearchParams(
    Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
  ).toString();
}

type RequestOf = (
  kind: readonly [InvalidRequestKind, string],
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string | null,
  errors: FieldErrors,
) => InvalidRequest;

const requestOf: RequestOf = ([kind, detail], body, contentType, errors) => ({
  kind,
  detail,
  body,
  contentType,
  errors,
});

/** Each way of breaking a request: how often `invalidRequest(form)` picks it, and the requests it makes. */
const INVALID_REQUESTS: Readonly<
  Record<InvalidRequestKind, { weight: number; arbitrary: (form: FormName) => fc.Arbitrary<InvalidRequest> }>
> = {
  "broken fields": {
    weight: 6,
    arbitrary: (form) =>
      fc
        .tuple(invalidSubmission(form), fc.constantFrom(JSON_TYPE, "application/json; charset=utf-8"))
        .map(([{ body, errors }, type]) =>
          requestOf(["broken fields", Object.keys(errors).join(", ")], JSON.stringify(body), type, errors),
        ),
  },
  "non-object JSON": {
    weight: 2,
    arbitrary: (form) =>
      fc
        .oneof(
          fc.integer(),
          fc.double({ noNaN: true }),
          fc.string(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
          validSubmission(form).map(({ body }) => [body]),
        )
        .map((value) =>
          requestOf(
            ["non-object JSON", Array.isArray(value) ? "array" : String(value === null ? null : typeof value)],
            JSON.stringify(value),
            JSON_TYPE,
            BODY_REFUSED,
          ),
        ),
  },
  "fields nested one level down": {
    weight: 1,
    arbitrary: (form) =>
      fc
        .tuple(validSubmission(form), fc.constantFrom("data", "body", "form", "values", "payload"), fc.boolean())
        .map(([{ body }, wrapper, asText]) =>
          requestOf(
            ["fields nested one level down", `under "${wrapper}"${asText ? " as a string" : ""}`],
            JSON.stringify({ [wrapper]: asText ? JSON.stringify(body) : body }),
            JSON_TYPE,
            allRequired(form),
          ),
        ),
  },
  "malformed JSON": {
    weight: 2,
    arbitrary: (form) =>
      fc
        .tuple(validText(form), fc.nat(), fc.constantFrom(...CORRUPTIONS))
        .chain(([text, cut, [name, corrupt]]) =>
          fc.constantFrom(
            requestOf(
              ["malformed JSON", "truncated"],
              text.slice(0, 1 + (cut % (text.length - 1))),
              JSON_TYPE,
              BODY_REFUSED,
            ),
            requestOf(["malformed JSON", name], corrupt(text), JSON_TYPE, BODY_REFUSED),
          ),
        ),
  },
  "not UTF-8": {
    weight: 1,
    arbitrary: (form) =>
      fc.tuple(validText(form), fc.nat(), fc.constantFrom(0xff, 0xc3, 0x80, 0xed)).map(([text, at, byte]) => {
        const bytes = new TextEncoder().encode(text);
        const position = 1 + (at % (bytes.length - 1));
        const body = new Uint8Array([...bytes.slice(0, position), byte, ...bytes.slice(position)]);
        return requestOf(["not UTF-8", `byte ${byte.toString(16)} at ${position}`], body, JSON_TYPE, BODY_REFUSED);
      }),
  },
  "not JSON by content type": {
    weight: 2,
    arbitrary: (form) =>
      fc
        .tuple(
          validSubmission(form),
          fc.constantFrom(
            null,
            "text/plain",
            "text/plain;charset=UTF-8",
            "text/html",
            "application/xml",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=studio",
            "application/jsonp",
          ),
        )
        .map(([{ body }, type]) => {
          const text = type === "application/x-www-form-urlencoded" ? formEncoded(body) : JSON.stringify(body);
          // Without a content type the body goes as bytes (a string body would be labelled text/plain).
          return requestOf(
            ["not JSON by content type", type ?? "no content type"],
            type ? text : new TextEncoder().encode(text),
            type,
            BODY_REFUSED,
          );
        }),
  },
  "empty body": {
    weight: 1,
    arbitrary: (form) =>
      fc
        .constantFrom(JSON_TYPE, "text/plain", null)
        .map((type) => requestOf(["empty body", type ?? "no content type"], "", type, allRequired(form))),
  },
};

/** A valid body's JSON text. */
function validText(form: FormName): fc.Arbitrary<string> {
  return validSubmission(form).map(({ body }) => JSON.stringify(body));
}

/**
 * A request to a form endpoint that the API must refuse with 400: broken fields; JSON that is not
 * an object (number, string, boolean, null, array); the fields nested one level down; malformed
 * JSON text; bytes that are not UTF-8; a content type other than JSON; an empty body. With `kind`,
 * only requests broken that way.
 */
export function invalidRequest(form: FormName, kind?: InvalidRequestKind): fc.Arbitrary<InvalidRequest> {
  if (kind) return INVALID_REQUESTS[kind].arbitrary(form);
  return fc.oneof(
    ...INVALID_REQUEST_KINDS.map((each) => ({
      weight: INVALID_REQUESTS[each].weight,
      arbitrary: INVALID_REQUESTS[each].arbitrary(form),
    })),
  );
}
