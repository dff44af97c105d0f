import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, parseIdempotencyKey } from "@studio/api";
import { sendJson, sendProblem } from "./http.ts";

/**
 * The mock's side of idempotent submissions (IETF draft "The Idempotency-Key HTTP Header Field",
 * see README.md): a key's first accepted submission is stored once; a repeat of it gets the first
 * answer again, a repeat while the first is still being handled gets 409, and the key reused for
 * another payload gets 422. Completed keys are kept in the data file for
 * {@link IDEMPOTENCY_KEY_TTL_MS}; keys in progress only in memory (a restart forgets them).
 */

/** How long a key is remembered after its answer (24 hours, as Stripe keeps them). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Seconds a client is asked to wait (`Retry-After`) before repeating a key still in progress. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

/** A completed key as the data file keeps it: the first answer, not the submission. */
export interface IdempotencyRecord {
  /** The path the key was used on (a key is one submission to one path). */
  readonly path: string;
  readonly key: string;
  /** SHA-256 of the payload's canonical JSON (`requestFingerprint`), to tell another payload. */
  readonly fingerprint: string;
  /** The first answer's status and body, repeated for every retry. */
  readonly status: number;
  readonly body: unknown;
  /** When the first answer was sent (ISO time); the key is forgotten a day later. */
  readonly answeredAt: string;
}

/** The idempotency key of a request: none, a valid one, or a malformed header. */
export type KeyHeader =
  { readonly kind: "none" } | { readonly kind: "key"; readonly key: string } | { readonly kind: "invalid" };

/** Reads the `Idempotency-Key` header. */
export function keyHeader(req: IncomingMessage): KeyHeader {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return { kind: "none" };
  const key = Array.isArray(value) ? null : parseIdempotencyKey(value);
  return key === null ? { kind: "invalid" } : { kind: "key", key };
}

/** SHA-256 of a payload's canonical text: the data file never holds a copy of the payload. */
export function fingerprintOf(canonicalText: string): string {
  return createHash("sha256").update(canonicalText, "utf8").digest("hex");
}

/** What a request with a known key gets instead of being handled. */
export type Seen =
  | { readonly kind: "new" }
  | { readonly kind: "replay"; readonly record: IdempotencyRecord }
  | { readonly kind: "in-progress" }
  | { readonly kind: "other-payload" };

/** The keys of one mock: completed ones in the data file (`records`), ones in progress in memory. */
export class IdempotencyKeys {
  readonly #records: () => IdempotencyRecord[];
  readonly #save: () => void;
  readonly #now: () => number;
  readonly #inProgress = new Map<string, string>();

  constructor(records: () => IdempotencyRecord[], save: () => void, now: () => number = Date.now) {
    this.#records = records;
    this.#save = save;
    this.#now = now;
  }

  /** What a request with this key and payload is: new, a repeat to answer again, or refused. */
  seen(path: string, key: string, fingerprint: string): Seen {
    const running = this.#inProgress.get(`${path} ${key}`);
    if (running !== undefined) return running === fingerprint ? { kind: "in-progress" } : { kind: "other-payload" };
    const record = this.#live().find((entry) => entry.path === path && entry.key === key);
    if (!record) return { kind: "new" };
    return record.fingerprint === fingerprint ? { kind: "replay", record } : { kind: "other-payload" };
  }

  /** The key's submission is being handled: until {@link complete}, repeats get 409. */
  begin(path: string, key: string, fingerprint: string): void {
    this.#inProgress.set(`${path} ${key}`, fingerprint);
  }

  /** The key's submission failed before it was stored: a repeat is handled afresh. */
  abandon(path: string, key: string): void {
    this.#inProgress.delete(`${path} ${key}`);
  }

  /** The key's answer: kept (in the data file) and sent again to every repeat for a day. */
  complete(path: string, key: string, fingerprint: string, status: number, body: unknown): void {
    this.#inProgress.delete(`${path} ${key}`);
    const records = this.#records();
    const live = this.#live();
    records.splice(0, records.length, ...live, {
      path,
      key,
      fingerprint,
      status,
      body,
      answeredAt: new Date(this.#now()).toISOString(),
    });
    this.#save();
  }

  /** The records not yet expired. */
  #live(): IdempotencyRecord[] {
    const oldest = this.#now() - IDEMPOTENCY_KEY_TTL_MS;
    return this.#records().filter((entry) => Date.parse(entry.answeredAt) >= oldest);
  }
}

/** A problem answer about the key (RFC 9457 problem details, as the draft's examples). */
function keyProblem(res: ServerResponse, status: 400 | 409 | 422, title: string, detail: string): void {
  sendProblem(res, status, { title, detail });
}

/** Answers a malformed `Idempotency-Key` header: 400, nothing stored. */
export function answerInvalidKey(res: ServerResponse): void {
  keyProblem(
    res,
    400,
    "Idempotency-Key is malformed",
    `The ${IDEMPOTENCY_KEY_HEADER} header must hold one key of 1 to 255 printable ASCII characters, as a Structured Field string ("…").`,
  );
}

/** Answers a request whose key was already seen (see {@link IdempotencyKeys.seen}); false for a new key. */
export function answerSeenKey(res: ServerResponse, seen: Seen): boolean {
  switch (seen.kind) {
    case "new":
      return false;
    case "replay":
      res.setHeader(IDEMPOTENT_REPLAYED_HEADER, "true");
      sendJson(res, seen.record.status, seen.record.body);
      return true;
    case "in-progress":
      res.setHeader("Retry-After", String(IN_PROGRESS_RETRY_AFTER_S));
      keyProblem(
        res,
        409,
        "A request is outstanding for this Idempotency-Key",
        "The first request with this key is still being handled; repeat it shortly to get its answer.",
      );
      return true;
    case "other-payload":
      keyProblem(
        res,
        422,
        "Idempotency-Key is already used",
        "This key was used for a submission with another payload; a new submission needs a new key.",
      );
      return true;
  }
}
