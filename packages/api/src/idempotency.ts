/**
 * Idempotent form submissions, after the IETF draft "The Idempotency-Key HTTP Header Field"
 * (draft-ietf-httpapi-idempotency-key-header): each submission carries a key of its own in the
 * `Idempotency-Key` request header, and every retry of it — the client's own after a lost
 * connection, or the visitor pressing Send again after "failed" without changing anything — the
 * same key. The API stores a key's submission once and answers a repeat with the first answer.
 * Shared by the client (which makes and keeps the keys) and the mock API (which honours them), so
 * both read the header the same way. mock-api/README.md says what a real API must do.
 */

/** The request header carrying a submission's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** The answer header (as Stripe and others send it) marking an answer repeated for a retry. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/** The longest key an API must accept (the client's keys are 36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * A fresh key: a random (version 4) UUID. Made from `crypto.getRandomValues`, which browsers also
 * offer on plain-HTTP origins, where `crypto.randomUUID` is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The header's value for a key: a Structured Field string, as the draft defines it
 * (`Idempotency-Key: "8e03978e-40d5-43e8-bc93-6894a57f9324"`).
 */
export function formatIdempotencyKey(key: string): string {
  return `"${key.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

/** Printable ASCII, the only characters a Structured Field string may hold. */
const SF_STRING = /^"((?:[\x20-\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
/** A bare key, as APIs that predate the draft (Stripe's) take it: visible ASCII, no quotes. */
const BARE_KEY = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

/**
 * The key of a header value: a Structured Field string (the draft), or a bare key of visible ASCII
 * (what many clients send). `null` when the value is neither, is empty or is longer than
 * {@link IDEMPOTENCY_KEY_MAX_LENGTH} — also for two keys in one request, which the draft forbids
 * and which arrive joined by a comma.
 */
export function parseIdempotencyKey(value: string): string | null {
  const text = value.trim();
  const quoted = SF_STRING.exec(text);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, "$1") : BARE_KEY.test(text) ? text : null;
  if (key === null || key.trim() === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return null;
  return key;
}

/** A JSON value with every object's keys sorted, so equal bodies give equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The text that identifies a submission's payload: its JSON with keys sorted. Two submissions are
 * the same submission when these are equal (the client reuses the key; the API compares it with
 * the first request's to refuse a key reused for another payload).
 */
export function requestFingerprint(body: unknown): string {
  return JSON.stringify(canonical(body)) ?? "";
}
