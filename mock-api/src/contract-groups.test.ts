import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTRACT_API_URL_ENV,
  CONTRACT_GROUPS,
  CONTRACT_WRITE_ENV,
  parseContractArgs,
  planContractRun,
} from "./contract-groups.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const names = (groups: readonly { name: string }[]) => groups.map((group) => group.name);

describe("contract test groups", () => {
  it("put every contract test file in exactly one group, and every listed file exists", () => {
    const onDisk = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith(".contract.test.ts"))
      .map((file) => `mock-api/src/${file}`)
      .sort();
    const listed = CONTRACT_GROUPS.flatMap((group) => group.files);
    expect([...listed].sort()).toEqual(onDisk);
    expect(new Set(listed).size).toBe(listed.length);
    for (const file of listed) expect(existsSync(resolve(ROOT, file)), file).toBe(true);
  });
});

describe("npm run test:contract", () => {
  it("without --api runs every group against the in-process mock, whatever the shell's environment says", () => {
    const plan = planContractRun(parseContractArgs([]));
    expect(names(plan.run)).toEqual(["reads", "writes", "admin", "mock"]);
    expect(plan.notRun).toEqual([]);
    expect(plan.env).toEqual({ [CONTRACT_API_URL_ENV]: undefined, [CONTRACT_WRITE_ENV]: undefined });
  });

  it("with --api runs only the read-only group against that URL, and says why the others do not run", () => {
    const plan = planContractRun(parseContractArgs(["--api", "https://api.example.com"]));
    expect(names(plan.run)).toEqual(["reads"]);
    expect(plan.notRun.map(({ group, reason }) => [group.name, reason])).toEqual([
      ["writes", expect.stringContaining("--write")],
      ["admin", expect.stringContaining("--write")],
      ["mock", expect.stringContaining("without --api")],
    ]);
    expect(plan.env).toEqual({ [CONTRACT_API_URL_ENV]: "https://api.example.com", [CONTRACT_WRITE_ENV]: undefined });
  });

  it("with --api and --write also posts to that URL; the mock's own checks still do not run", () => {
    const plan = planContractRun(parseContractArgs(["--api=http://localhost:3961", "--write"]), {});
    expect(names(plan.run)).toEqual(["reads", "writes"]);
    expect(plan.notRun.map(({ group, reason }) => [group.name, reason])).toEqual([
      ["admin", expect.stringContaining("CONTRACT_ADMIN_EMAIL")],
      ["mock", expect.stringContaining("without --api")],
    ]);
    expect(plan.env).toEqual({ [CONTRACT_API_URL_ENV]: "http://localhost:3961", [CONTRACT_WRITE_ENV]: "1" });
  });

  it("with --api, --write and an editor account also runs the admin group", () => {
    const account = { CONTRACT_ADMIN_EMAIL: "editor@example.com", CONTRACT_ADMIN_PASSWORD: "secret" };
    const plan = planContractRun(parseContractArgs(["--api=http://localhost:3961", "--write"]), account);
    expect(names(plan.run)).toEqual(["reads", "writes", "admin"]);
  });

  it("refuses a URL that is not absolute http(s), a missing URL and unknown options", () => {
    expect(() => parseContractArgs(["--api", "localhost:3961"])).toThrow(/http or https/);
    expect(() => parseContractArgs(["--api", "api"])).toThrow(/absolute URL/);
    expect(() => parseContractArgs(["--api"])).toThrow();
    expect(() => parseContractArgs(["--url", "http://localhost:3961"])).toThrow();
    expect(() => parseContractArgs(["http://localhost:3961"])).toThrow();
  });
});
