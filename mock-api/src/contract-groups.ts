/**
 * The contract tests in three groups, and which of them run against which API
 * (`npm run test:contract`, see `contract-run.ts`):
 *
 * - `reads` — the GETs (content reads and pictures): read-only, so they run against any API.
 * - `writes` — the POSTs (form submissions, the visitor count): they store data on the API, so
 *   against another API they run only when asked to (`--write`).
 * - `admin` — the admin API (sign-in, sessions, CSRF, origins, versions, idempotent saves): it saves a
 *   language's banners and restores them, so against another API it runs only with `--write` and
 *   an editor account of that API (`CONTRACT_ADMIN_EMAIL`, `CONTRACT_ADMIN_PASSWORD`).
 * - `mock` — the mock's own behaviour (seed data, fault injection, validation codes, what it
 *   stores, 404/405, CORS, reset, the data file): they start the mock in-process and never run
 *   against another API.
 *
 * A group is a list of files, so what does not run is not collected at all (nothing is skipped).
 */
import { parseArgs } from "node:util";
import { originOf } from "@studio/content/ports";

/** Environment variable naming the API the `reads` and `writes` groups talk to (unset: a mock started in-process). */
export const CONTRACT_API_URL_ENV = "CONTRACT_API_URL";

/** Environment variable (`1`) that lets the `writes` group post to the API named by `CONTRACT_API_URL`. */
export const CONTRACT_WRITE_ENV = "CONTRACT_API_WRITE";

/** Name of a group of contract tests. */
export type ContractGroupName = "reads" | "writes" | "admin" | "mock";

/** One group of contract test files. */
export interface ContractGroup {
  readonly name: ContractGroupName;
  /** Test files, relative to the repository's root. */
  readonly files: readonly string[];
  /** What the group checks, for the run's summary. */
  readonly checks: string;
}

/** Every contract test file, by group. */
export const CONTRACT_GROUPS: readonly ContractGroup[] = [
  {
    name: "reads",
    files: ["mock-api/src/reads.contract.test.ts"],
    checks: "GET: the 14 content reads and every picture they name (read-only)",
  },
  {
    name: "writes",
    files: ["mock-api/src/writes.contract.test.ts"],
    checks: "POST: the four form submissions and the visitor count (stores data on the API)",
  },
  {
    name: "admin",
    files: ["mock-api/src/admin.contract.test.ts"],
    checks:
      "the admin API: sign-in, cookie, CSRF, origins, versions (412), idempotent saves, change log (saves and restores German banners)",
  },
  {
    name: "mock",
    files: [
      "mock-api/src/admin-mock.contract.test.ts",
      "mock-api/src/content.contract.test.ts",
      "mock-api/src/forms.contract.test.ts",
      "mock-api/src/http.contract.test.ts",
      "mock-api/src/idempotency.contract.test.ts",
      "mock-api/src/visitor.contract.test.ts",
    ],
    checks:
      "the mock itself: seed data, fault injection, validation codes, stored records, idempotency keys, retries, 404/405, CORS, reset, data file",
  },
];

/** The command line of `npm run test:contract`. */
export interface ContractRunOptions {
  /** Base URL of the API to test; absent: a mock started in-process by each test file. */
  readonly api?: string;
  /** Also run the `writes` group against `api`. */
  readonly write: boolean;
}

/** Usage of `npm run test:contract`. */
export const CONTRACT_USAGE = `Usage: npm run test:contract [-- --api <url> [--write]]

  (no options)   every contract test, against a mock API started in-process
  --api <url>    the read-only contract tests (GETs) against the API at <url>
  --write        with --api: also the POSTs, which store test submissions on that API`;

/** Reads the command line; throws an error whose message explains what is wrong. */
export function parseContractArgs(args: readonly string[]): ContractRunOptions {
  const { values } = parseArgs({
    args: [...args],
    options: { api: { type: "string" }, write: { type: "boolean", default: false } },
    strict: true,
    allowPositionals: false,
  });
  if (values.api === undefined) return { write: values.write };
  let url: URL;
  try {
    url = new URL(values.api);
  } catch {
    throw new Error(`--api needs an absolute URL such as ${originOf("api", {})}, not "${values.api}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`--api needs an http or https URL, not "${values.api}"`);
  }
  return { api: values.api, write: values.write };
}

/** What one run does: the files it runs, the groups it leaves out and why, and the environment for Vitest. */
export interface ContractRunPlan {
  /** What the tests talk to, for the summary. */
  readonly target: string;
  /** The API named on the command line, if any. */
  readonly api?: string;
  readonly run: readonly ContractGroup[];
  readonly notRun: readonly { readonly group: ContractGroup; readonly reason: string }[];
  /** Variables to set (a value) or remove (`undefined`) in Vitest's environment. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

const group = (name: ContractGroupName): ContractGroup => CONTRACT_GROUPS.find((entry) => entry.name === name)!;

/** Which groups run for these options (and the environment's editor account, for `admin`). */
export function planContractRun(
  { api, write }: ContractRunOptions,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ContractRunPlan {
  if (api === undefined) {
    return {
      target: "a mock API started in-process (throwaway data file)",
      run: CONTRACT_GROUPS,
      notRun: [],
      env: { [CONTRACT_API_URL_ENV]: undefined, [CONTRACT_WRITE_ENV]: undefined },
    };
  }
  const mockOnly = {
    group: group("mock"),
    reason: "they need the mock in-process (its faults, seed and data file); they run without --api",
  };
  if (write) {
    const account = Boolean(env.CONTRACT_ADMIN_EMAIL && env.CONTRACT_ADMIN_PASSWORD);
    const noAccount = {
      group: group("admin"),
      reason: "they sign in: set CONTRACT_ADMIN_EMAIL and CONTRACT_ADMIN_PASSWORD (an editor of that API)",
    };
    return {
      target: api,
      api,
      run: [group("reads"), group("writes"), ...(account ? [group("admin")] : [])],
      notRun: [...(account ? [] : [noAccount]), mockOnly],
      env: { [CONTRACT_API_URL_ENV]: api, [CONTRACT_WRITE_ENV]: "1" },
    };
  }
  return {
    target: api,
    api,
    run: [group("reads")],
    notRun: [
      { group: group("writes"), reason: `they would store test submissions on ${api}; add --write` },
      { group: group("admin"), reason: `they would save banners on ${api}; add --write` },
      mockOnly,
    ],
    env: { [CONTRACT_API_URL_ENV]: api, [CONTRACT_WRITE_ENV]: undefined },
  };
}
