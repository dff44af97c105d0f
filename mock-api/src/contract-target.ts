import { CONTENT_ENDPOINTS } from "@studio/api";
import { CONTRACT_API_URL_ENV, CONTRACT_WRITE_ENV } from "./contract-groups.ts";
import { startTestMock } from "./testing.ts";

/** The API the portable contract tests (groups `reads` and `writes`) talk to. */
export interface ContractTarget {
  /** Base URL of the API. */
  readonly url: string;
  /** True for an API named by `CONTRACT_API_URL`, false for the mock started in-process. */
  readonly foreign: boolean;
  /** Stops the in-process mock (nothing for another API). */
  close(): Promise<void>;
}

/**
 * The API named by `CONTRACT_API_URL`, or — when it is unset, as in `npm test` — the mock started
 * in-process on a free port with a throwaway copy of the seed.
 */
export async function contractTarget(): Promise<ContractTarget> {
  const url = process.env[CONTRACT_API_URL_ENV];
  if (url) return { url, foreign: true, close: async () => {} };
  const mock = await startTestMock();
  return { url: mock.url, foreign: false, close: () => mock.close() };
}

/**
 * Stops a test file that would post to the API named by `CONTRACT_API_URL` unless
 * `CONTRACT_API_WRITE=1` allows it (`npm run test:contract -- --api <url> --write`). Called when the
 * file loads, so the file fails before any test is collected.
 */
export function assertWritesAllowed(): void {
  const url = process.env[CONTRACT_API_URL_ENV];
  if (url && process.env[CONTRACT_WRITE_ENV] !== "1") {
    throw new Error(
      `These tests store submissions on ${url}. Run them with \`npm run test:contract -- --api ${url} --write\` ` +
        `(or set ${CONTRACT_WRITE_ENV}=1).`,
    );
  }
}

/** "GET http://…/api/x answered 404 text/html" — how a test names an answer that breaks the contract. */
export function describeAnswer(method: string, url: string, response: Response): string {
  return `${method} ${url} answered ${response.status} ${response.headers.get("content-type") ?? "(no content type)"}`;
}

/** The absolute URL of a contract path on an API (a base URL's own path is kept, as the client keeps it). */
export function contractUrl(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return new URL(path.replace(/^\/+/, ""), base).href;
}

/** The read `probeApi` tries: the English banners. */
export const PROBE_PATH = CONTENT_ENDPOINTS.en.bannerPath;

/**
 * Whether something that answers like the API is at `baseUrl`: GET the English banners must answer
 * 200 with JSON holding a `data` list. Resolves to what went wrong, or `null` when it looks right.
 */
export async function probeApi(baseUrl: string, timeoutMs = 10_000): Promise<string | null> {
  const url = contractUrl(baseUrl, PROBE_PATH);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return `GET ${url} got no answer (${String((error as Error).cause ?? error)})`;
  }
  const answer = describeAnswer("GET", url, response);
  if (response.status !== 200) return answer;
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return `${answer} whose body is not JSON`;
  }
  const data = typeof body === "object" && body !== null ? (body as Record<string, unknown>).data : undefined;
  return Array.isArray(data) ? null : `${answer} without a data list`;
}
