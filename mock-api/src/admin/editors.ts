import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { PASSWORD_COST, hashPassword, unmatchableHash, verifyPassword, type ScryptCost } from "./passwords.ts";

/** Environment variables naming the editor account; without them the mock makes a development account. */
export const ADMIN_EMAIL_ENV = "MOCK_API_ADMIN_EMAIL";
export const ADMIN_PASSWORD_ENV = "MOCK_API_ADMIN_PASSWORD";

/** The development account's e-mail (`.test` is reserved: it reaches no one). */
export const DEV_EDITOR_EMAIL = "editor@studio.test";

/** An editor as the data file keeps them: the e-mail and a password hash, never the password. */
export interface EditorRecord {
  readonly email: string;
  readonly passwordHash: string;
}

/**
 * The development account, made on the first start without an account in the environment. Its
 * password is random and kept in the data file (outside git) so that every start can print it:
 * it only exists where nobody configured a real account.
 */
export interface DevEditor {
  readonly email: string;
  readonly password: string;
}

/** What the data file holds about editors. */
export interface EditorData {
  editors: EditorRecord[];
  devEditor?: DevEditor;
}

/** The account the mock signs in, and where it comes from. */
export interface EditorAccount {
  readonly email: string;
  /** `environment`: MOCK_API_ADMIN_EMAIL / _PASSWORD; `development`: the generated account. */
  readonly source: "environment" | "development";
  /** The development account's password, to print; never the environment's. */
  readonly printablePassword: string | null;
}

const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The mock's one editor account: the environment's (MOCK_API_ADMIN_EMAIL and
 * MOCK_API_ADMIN_PASSWORD) or else the development account, created with a random password on the
 * first start. The password hash is made (or checked against the stored one) on the first sign-in,
 * not at start: scrypt at its cost takes half a second, and most starts never sign in.
 */
export class Editors {
  readonly #data: () => EditorData;
  readonly #save: () => void;
  readonly #cost: ScryptCost;
  readonly #unmatchable: string;
  readonly #email: string;
  readonly #password: string;
  readonly account: EditorAccount;
  #hash: Promise<string> | undefined;

  constructor(
    data: () => EditorData,
    save: () => void,
    env: Readonly<Record<string, string | undefined>>,
    cost: ScryptCost = PASSWORD_COST,
  ) {
    this.#data = data;
    this.#save = save;
    this.#cost = cost;
    this.#unmatchable = unmatchableHash(cost);
    const state = data();
    state.editors ??= [];
    const email = env[ADMIN_EMAIL_ENV]?.trim();
    const password = env[ADMIN_PASSWORD_ENV];
    if ((email && !password) || (!email && password)) {
      throw new Error(`${ADMIN_EMAIL_ENV} and ${ADMIN_PASSWORD_ENV} go together: set both, or neither.`);
    }
    if (email && password) {
      this.#email = normaliseEmail(email);
      this.#password = password;
      this.account = { email: this.#email, source: "environment", printablePassword: null };
    } else {
      state.devEditor ??= { email: DEV_EDITOR_EMAIL, password: randomBytes(15).toString("base64url") };
      this.#email = state.devEditor.email;
      this.#password = state.devEditor.password;
      this.account = { email: this.#email, source: "development", printablePassword: this.#password };
    }
    save();
  }

  /** The stored hash of the account's password, made when missing or when the password changed. */
  #accountHash(): Promise<string> {
    return (this.#hash ??= (async () => {
      const stored = this.#data().editors.find((editor) => editor.email === this.#email);
      if (stored && (await verifyPassword(this.#password, stored.passwordHash))) return stored.passwordHash;
      const passwordHash = await hashPassword(this.#password, this.#cost);
      const others = this.#data().editors.filter((editor) => editor.email !== this.#email);
      this.#data().editors = [...others, { email: this.#email, passwordHash }];
      this.#save();
      return passwordHash;
    })());
  }

  /**
   * The editor these credentials sign in, or `null`. An unknown e-mail costs a hash all the same,
   * so the time of the answer does not tell which addresses are editors.
   */
  async check(email: string, password: string): Promise<string | null> {
    const known = normaliseEmail(email) === this.#email;
    const hash = known ? await this.#accountHash() : this.#unmatchable;
    const matches = await verifyPassword(password, hash);
    return known && matches ? this.#email : null;
  }
}

/**
 * How to sign in, as the start scripts print it next to the URLs: the development account's e-mail
 * and password from the data file, or the environment's e-mail (its password is the one you set).
 */
export function signInHint(dbFile: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const email = env[ADMIN_EMAIL_ENV]?.trim();
  if (email) return `${email} / the password in ${ADMIN_PASSWORD_ENV}`;
  const stored = existsSync(dbFile) ? (JSON.parse(readFileSync(dbFile, "utf8")) as Partial<EditorData>) : {};
  const dev = stored.devEditor;
  return dev
    ? `${dev.email} / ${dev.password}  (development account)`
    : "the development account (start the mock API first)";
}
