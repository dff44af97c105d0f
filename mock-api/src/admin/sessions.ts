import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { ADMIN_SESSION_LIMITS } from "@studio/api/admin";

/** A signed-in editor's session. */
export interface Session {
  readonly editor: string;
  /** The proof every write of this session carries (`X-CSRF-Token`). */
  readonly csrfToken: string;
  readonly createdAt: number;
  lastSeenAt: number;
}

/** When a session ends: after the idle limit without a request, and after the absolute limit in any case. */
export function sessionEnds(session: Session): { idle: number; absolute: number } {
  return {
    idle: Math.min(
      session.lastSeenAt + ADMIN_SESSION_LIMITS.idleMs,
      session.createdAt + ADMIN_SESSION_LIMITS.absoluteMs,
    ),
    absolute: session.createdAt + ADMIN_SESSION_LIMITS.absoluteMs,
  };
}

const digest = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * Sessions, in memory (a restart of the mock signs everyone out). The cookie holds a random
 * 256-bit token; the store keeps only its SHA-256, so a copy of the store opens no session.
 */
export class Sessions {
  readonly #now: () => number;
  readonly #sessions = new Map<string, Session>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Starts a session for `editor`; returns the cookie's token and the session. */
  start(editor: string): { token: string; session: Session } {
    const token = randomBytes(32).toString("base64url");
    const now = this.#now();
    const session: Session = {
      editor,
      csrfToken: randomBytes(32).toString("base64url"),
      createdAt: now,
      lastSeenAt: now,
    };
    this.#sessions.set(digest(token), session);
    return { token, session };
  }

  /** The live session of a cookie token, its idle time renewed; `null` when there is none or it ended. */
  touch(token: string | undefined): Session | null {
    if (!token) return null;
    const key = digest(token);
    const session = this.#sessions.get(key);
    if (!session) return null;
    const now = this.#now();
    if (now >= sessionEnds(session).idle) {
      this.#sessions.delete(key);
      return null;
    }
    session.lastSeenAt = now;
    return session;
  }

  /** Ends the session of a cookie token (sign-out). */
  end(token: string | undefined): void {
    if (token) this.#sessions.delete(digest(token));
  }
}

/** Whether a request's CSRF token is the session's, compared in constant time. */
export function csrfMatches(session: Session, sent: string | string[] | undefined): boolean {
  if (typeof sent !== "string") return false;
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
