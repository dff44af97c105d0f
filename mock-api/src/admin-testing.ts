import { ADMIN_COOKIE_NAME, createAdminClient, type AdminClient } from "@studio/api/admin";
import { CONTRACT_API_URL_ENV } from "./contract-groups.ts";
import { TEST_SITE_ORIGIN, startTestMock, type TestMock, type TestMockOptions } from "./testing.ts";

/** Environment variables naming an editor account of the API `CONTRACT_API_URL` names. */
export const CONTRACT_ADMIN_EMAIL_ENV = "CONTRACT_ADMIN_EMAIL";
export const CONTRACT_ADMIN_PASSWORD_ENV = "CONTRACT_ADMIN_PASSWORD";
/** The site origin that API takes admin writes from (default: the API's own origin, as behind the site's proxy). */
export const CONTRACT_ADMIN_ORIGIN_ENV = "CONTRACT_ADMIN_ORIGIN";

/** The API the admin contract tests talk to, an account on it and the origin writes come from. */
export interface AdminTarget {
  readonly url: string;
  readonly origin: string;
  readonly email: string;
  readonly password: string;
  /** The in-process mock, when the tests started one. */
  readonly mock: TestMock | null;
  close(): Promise<void>;
}

/**
 * The API named by `CONTRACT_API_URL` with the account of `CONTRACT_ADMIN_EMAIL` /
 * `CONTRACT_ADMIN_PASSWORD`, or a mock started in-process with its development account.
 */
export async function adminTarget(options: TestMockOptions = {}): Promise<AdminTarget> {
  const url = process.env[CONTRACT_API_URL_ENV];
  if (url) {
    const email = process.env[CONTRACT_ADMIN_EMAIL_ENV];
    const password = process.env[CONTRACT_ADMIN_PASSWORD_ENV];
    if (!email || !password) {
      throw new Error(`The admin contract tests need ${CONTRACT_ADMIN_EMAIL_ENV} and ${CONTRACT_ADMIN_PASSWORD_ENV}.`);
    }
    const origin = process.env[CONTRACT_ADMIN_ORIGIN_ENV] ?? new URL(url).origin;
    return { url, origin, email, password, mock: null, close: async () => {} };
  }
  const mock = await startTestMock(options);
  const { email, printablePassword } = mock.editorAccount;
  return {
    url: mock.url,
    origin: TEST_SITE_ORIGIN,
    email,
    password: printablePassword ?? "",
    mock,
    close: () => mock.close(),
  };
}

/** A browser's side of the admin, outside a browser: the page's origin on every request, and a cookie jar. */
export interface BrowserLike {
  /** A fetch that sends `Origin` and the jar's cookie, and keeps the cookies answers set. */
  readonly fetch: typeof globalThis.fetch;
  /** The `Set-Cookie` headers of the last answer that set one. */
  lastSetCookie(): string[];
  /** The session cookie's value now ("" when none). */
  session(): string;
  /** Sets the session cookie by hand (to replay a cookie after sign-out). */
  setSession(value: string): void;
}

/** A {@link BrowserLike} for pages on `origin`. */
export function browserLike(origin: string, extraHeaders: Record<string, string> = {}): BrowserLike {
  let cookie = "";
  let setCookies: string[] = [];
  const browserFetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set("Origin", origin);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    if (cookie) headers.set("Cookie", `${ADMIN_COOKIE_NAME}=${cookie}`);
    const response = await fetch(new Request(request, { headers }));
    const set = response.headers.getSetCookie();
    if (set.length > 0) setCookies = set;
    for (const line of set) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const [name, ...value] = pair.split("=");
      if (name !== ADMIN_COOKIE_NAME) continue;
      cookie = attributes.some((attribute) => /^max-age=0$/i.test(attribute)) ? "" : value.join("=");
    }
    return response;
  };
  return {
    fetch: browserFetch,
    lastSetCookie: () => setCookies,
    session: () => cookie,
    setSession: (value) => {
      cookie = value;
    },
  };
}

/** An admin client for a page on `origin` of `target`, with its browser. */
export function adminClientFor(
  target: Pick<AdminTarget, "url" | "origin">,
  origin = target.origin,
  extraHeaders: Record<string, string> = {},
): { client: AdminClient; browser: BrowserLike } {
  const browser = browserLike(origin, extraHeaders);
  return { client: createAdminClient({ baseUrl: target.url, fetch: browser.fetch, retryLimit: 0 }), browser };
}
