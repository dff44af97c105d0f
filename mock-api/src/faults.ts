import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PATHS, CONTENT_ENDPOINTS } from "@studio/api";
import { sendJson } from "./http.ts";

/**
 * Fault injection: makes any endpoint slow, fail, answer malformed JSON or a body of the wrong
 * shape, or drop the connection — for development, Storybook and tests (see README.md).
 *
 * A fault spec is a comma-separated list of tokens, e.g. `slow=500,error`:
 * `slow=N` (wait N ms first), `late=N` (do the work at once, send the answer N ms later, even
 * when the client has gone by then), `error` or `error=503` (answer that status, default 500),
 * `malformed` (200 with a body that is not valid JSON), `wrong-shape` (200 with valid JSON of the
 * wrong shape), `drop` (close the connection without answering), `none` (no fault).
 */
export interface FaultPlan {
  /** Milliseconds to wait before anything else happens. */
  readonly slowMs?: number;
  /**
   * Milliseconds to hold the answer: the request is handled at once (a submission is stored), its
   * answer leaves this much later, or never if the client has gone by then — an API that stores a
   * submission and answers after a timed-out client gave up.
   */
  readonly lateMs?: number;
  /** Status of an injected error answer. */
  readonly errorStatus?: number;
  /** Answer 200 with a body that is not valid JSON. */
  readonly malformed?: boolean;
  /** Answer 200 with valid JSON of the wrong shape. */
  readonly wrongShape?: boolean;
  /** Destroy the connection without answering. */
  readonly drop?: boolean;
}

/** One whole-server default: the faults of every request whose path matches `pattern`. */
export interface FaultRule {
  /** `*` (every path), a prefix ending in `*` (`/api/get-*`), or an exact path. */
  readonly pattern: string;
  readonly plan: FaultPlan;
}

/** Request header naming the faults of one request. */
export const FAULT_HEADER = "x-mock-fault";
/** Query parameter naming the faults of one request (for use from a browser's address bar). */
export const FAULT_QUERY = "mockFault";
/** Environment variable with whole-server defaults, e.g. `/api/get-bannerimage=error;*=slow=300`. */
export const FAULT_ENV = "MOCK_API_FAULTS";

const MAX_SLOW_MS = 60_000;

/** Parses a fault spec such as `slow=500,error`; throws on an unknown or malformed token. */
export function parseFaultSpec(spec: string): FaultPlan {
  const plan: { -readonly [K in keyof FaultPlan]: FaultPlan[K] } = {};
  for (const raw of spec.split(",")) {
    const token = raw.trim();
    if (token === "" || token === "none") continue;
    const [name, value] = token.split("=", 2) as [string, string | undefined];
    switch (name.trim().toLowerCase()) {
      case "slow":
      case "late": {
        const ms = value === undefined ? 1000 : Number(value);
        if (!Number.isInteger(ms) || ms < 0 || ms > MAX_SLOW_MS) {
          throw new Error(`${name.trim()} needs a whole number of milliseconds from 0 to ${MAX_SLOW_MS}: "${token}"`);
        }
        if (name.trim().toLowerCase() === "slow") plan.slowMs = ms;
        else plan.lateMs = ms;
        break;
      }
      case "error": {
        const status = value === undefined ? 500 : Number(value);
        if (!Number.isInteger(status) || status < 400 || status > 599) {
          throw new Error(`error needs an HTTP status from 400 to 599: "${token}"`);
        }
        plan.errorStatus = status;
        break;
      }
      case "malformed":
        plan.malformed = true;
        break;
      case "wrong-shape":
        plan.wrongShape = true;
        break;
      case "drop":
        plan.drop = true;
        break;
      default:
        throw new Error(
          `Unknown fault "${token}" (use slow=N, late=N, error[=status], malformed, wrong-shape, drop or none)`,
        );
    }
  }
  return plan;
}

/**
 * Parses whole-server defaults: `pattern=spec` rules separated by `;`, e.g.
 * `/api/get-bannerimage=error;*=slow=300`. Throws on a malformed rule.
 */
export function parseFaultRules(rules: string | undefined): FaultRule[] {
  if (!rules?.trim()) return [];
  return rules
    .split(";")
    .map((rule) => rule.trim())
    .filter((rule) => rule !== "")
    .map((rule) => {
      const separator = rule.indexOf("=");
      if (separator <= 0) throw new Error(`A fault rule needs the form pattern=faults: "${rule}"`);
      return { pattern: rule.slice(0, separator).trim(), plan: parseFaultSpec(rule.slice(separator + 1)) };
    });
}

function matches(pattern: string, path: string): boolean {
  if (pattern === "*") return true;
  if (pattern.endsWith("*")) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/** The whole-server default faults of a path: every matching rule, later rules winning. */
export function planForPath(rules: readonly FaultRule[], path: string): FaultPlan {
  return rules.filter((rule) => matches(rule.pattern, path)).reduce((plan, rule) => ({ ...plan, ...rule.plan }), {});
}

function isEmpty(plan: FaultPlan): boolean {
  return Object.keys(plan).length === 0;
}

/** A body of the wrong shape for a path: the field the site reads is there, but not what it expects. */
export function wrongShapeBody(path: string): unknown {
  for (const { bannerPath, productPath, productField } of Object.values(CONTENT_ENDPOINTS)) {
    if (path === bannerPath) return { data: { unexpected: "not a list" } };
    if (path === productPath) return { [productField]: "not a list" };
  }
  switch (path) {
    case API_PATHS.visitor:
      return { count: "many" };
    case API_PATHS.demoBooking:
      return { data: "success" };
    case API_PATHS.contact:
      return { success: "yes" };
    default:
      return { unexpected: true };
  }
}

const heldAnswers = new WeakMap<ServerResponse, number>();

/** How long the `late` fault holds this answer (0: not held); routes that finish work later use it. */
export function heldAnswerMs(res: ServerResponse): number {
  return heldAnswers.get(res) ?? 0;
}

/**
 * Holds whatever is answered on `res` for `ms`: the status line, headers and body are sent then,
 * unless the client has gone (the work behind the answer is done either way).
 */
function holdAnswer(res: ServerResponse, ms: number): void {
  heldAnswers.set(res, ms);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let head: unknown[] | undefined;
  res.writeHead = ((...args: unknown[]) => {
    head = args;
    return res;
  }) as ServerResponse["writeHead"];
  res.end = ((...args: unknown[]) => {
    setTimeout(() => {
      if (res.destroyed || res.socket?.destroyed !== false) return;
      if (head) writeHead(...head);
      end(...args);
    }, ms);
    return res;
  }) as ServerResponse["end"];
}

/** Answers with the planned faults; calls `next` when the request should go on to its route. */
export async function applyFaults(
  plan: FaultPlan,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  next: () => void,
): Promise<void> {
  if (plan.slowMs) {
    await new Promise((resolve) => setTimeout(resolve, plan.slowMs));
    if (req.socket.destroyed) return;
  }
  if (plan.drop) {
    req.socket.destroy();
    return;
  }
  if (plan.lateMs !== undefined) holdAnswer(res, plan.lateMs);
  if (plan.errorStatus) {
    sendJson(res, plan.errorStatus, { error: "Injected fault" });
    return;
  }
  if (plan.malformed) {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end('{"data": [{"_id": "truncated", ');
    return;
  }
  if (plan.wrongShape) {
    sendJson(res, 200, wrongShapeBody(path));
    return;
  }
  next();
}

/**
 * Middleware: the faults of a request come from its `x-mock-fault` header or `mockFault` query
 * parameter when present (replacing the defaults; `none` turns them off), otherwise from the
 * whole-server rules. Preflight requests are never faulted. An unknown fault answers 400.
 */
export function faultInjection(rules: readonly FaultRule[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method === "OPTIONS") return next();
    const url = new URL(req.url ?? "/", "http://mock.invalid");
    const header = req.headers[FAULT_HEADER];
    const requested = (Array.isArray(header) ? header.join(",") : header) ?? url.searchParams.get(FAULT_QUERY);
    let plan: FaultPlan;
    try {
      plan = requested === null ? planForPath(rules, url.pathname) : parseFaultSpec(requested);
    } catch (error) {
      sendJson(res, 400, { error: (error as Error).message });
      return;
    }
    if (isEmpty(plan)) return next();
    res.setHeader("X-Mock-Fault", JSON.stringify(plan));
    void applyFaults(plan, req, res, url.pathname, next);
  };
}
