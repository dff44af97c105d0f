import type { IncomingMessage, ServerResponse } from "node:http";
import { FIELD_ERROR_CODES, type FieldErrors } from "@studio/api";

/** Largest request body the mock accepts; larger bodies are answered with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Bodies are drained up to this size to answer 413 cleanly; beyond it the connection is cut. */
const DRAIN_LIMIT_BYTES = 10 * 1024 * 1024;

/** Answers with a JSON body; API answers are never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/**
 * Answers with RFC 9457 problem details (`application/problem+json`), never cached; extension
 * members (`code`, `current` …) ride along.
 */
export function sendProblem(
  res: ServerResponse,
  status: number,
  problem: { title: string; detail: string } & Record<string, unknown>,
): void {
  const text = JSON.stringify({ status, ...problem });
  res.writeHead(status, {
    "Content-Type": "application/problem+json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/** A request body read as JSON, or the answer to give when it cannot be. */
export type JsonBody =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: 400 | 413; readonly errors: FieldErrors };

function isJsonContentType(value: string | undefined): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** Reads a request's bytes up to `limit`; `tooLarge` when it sent (or declared) more. */
export async function readBytes(req: IncomingMessage, limit: number): Promise<{ tooLarge: boolean; bytes: Buffer }> {
  const declared = Number(req.headers["content-length"]);
  const read = await readRaw(req, limit);
  return { tooLarge: read.tooLarge || declared > limit, bytes: read.bytes };
}

function readRaw(req: IncomingMessage, limit: number): Promise<{ tooLarge: boolean; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) req.destroy();
    });
    req.on("end", () => resolve({ tooLarge: size > limit, bytes: Buffer.concat(chunks) }));
    req.on("error", reject);
  });
}

/**
 * Reads a request body as JSON: an empty body counts as `{}` (so every required field is
 * reported), a body over `limit` bytes is refused with 413, and a body that is not JSON (by content
 * type, encoding or syntax) with 400.
 */
export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<JsonBody> {
  const declared = Number(req.headers["content-length"]);
  const { tooLarge, bytes } = await readRaw(req, limit);
  if (tooLarge || declared > limit) {
    return { ok: false, status: 413, errors: { body: [FIELD_ERROR_CODES.tooLarge] } };
  }
  if (bytes.length === 0) return { ok: true, value: {} };
  const invalid: JsonBody = { ok: false, status: 400, errors: { body: [FIELD_ERROR_CODES.invalidBody] } };
  if (!isJsonContentType(req.headers["content-type"])) return invalid;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return invalid;
  }
}
