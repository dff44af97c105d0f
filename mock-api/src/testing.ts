import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEED_FILE } from "./database.ts";
import { serverUrl, startMockApi, type MockApiOptions, type MockData } from "./server.ts";
import type { EditorAccount } from "./admin/editors.ts";

/** A mock API started for one test on a free port with its own throwaway data file. */
export interface TestMock {
  /** Base URL, e.g. `http://localhost:40123`. */
  readonly url: string;
  /** The data file. */
  readonly dbFile: string;
  /** The editor account it signs in (the development account unless `admin.adminEnv` names one). */
  readonly editorAccount: EditorAccount;
  /** Every request the mock received, in order. */
  readonly requests: { method: string; path: string }[];
  /** How many requests with this method reached this path. */
  count(method: string, path: string): number;
  /** What the data file holds now. */
  stored(): MockData;
  /** Stops the mock and deletes its data. */
  close(): Promise<void>;
}

/** Options of `startTestMock`. */
export interface TestMockOptions {
  /** Replaces parts of the seed in the test's data file. */
  data?: Partial<MockData>;
  /** Whole-server fault rules (the syntax of MOCK_API_FAULTS). */
  faults?: string;
  /** Origins allowed besides the loopback ones. */
  corsOrigins?: string[];
  /** Options of the admin API (see `MockApiOptions`). */
  admin?: Pick<MockApiOptions, "trustedProxies" | "adminEnv" | "now" | "siteOrigins">;
}

/** The site origin the tests' admin calls come from (a mock started here takes writes from it). */
export const TEST_SITE_ORIGIN = "http://localhost:4999";

/**
 * scrypt's cost in the tests' mocks: a sixteenth of the real one, so that a test signing in many
 * times stays quick. The real cost is tested on its own (passwords.test.ts).
 */
const TEST_PASSWORD_COST = { N: 2 ** 13, r: 8, p: 1 };

function stop(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/** Starts the mock on port 0 with a copy of the seed (and `data` over it) in a temporary folder. */
export async function startTestMock({ data, faults, corsOrigins, admin }: TestMockOptions = {}): Promise<TestMock> {
  const folder = mkdtempSync(join(tmpdir(), "mock-api-"));
  const dbFile = join(folder, "db.json");
  const seed = JSON.parse(readFileSync(SEED_FILE, "utf8")) as MockData;
  writeFileSync(dbFile, JSON.stringify({ ...seed, ...data }));
  const requests: { method: string; path: string }[] = [];
  const server = await startMockApi({
    port: 0,
    dbFile,
    faults,
    corsOrigins,
    siteOrigins: [TEST_SITE_ORIGIN],
    passwordCost: TEST_PASSWORD_COST,
    ...admin,
    onRequest: (request) => requests.push(request),
  });
  return {
    url: serverUrl(server),
    dbFile,
    editorAccount: server.editorAccount,
    requests,
    count: (method, path) => requests.filter((request) => request.method === method && request.path === path).length,
    stored: () => JSON.parse(readFileSync(dbFile, "utf8")) as MockData,
    async close() {
      await stop(server);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
