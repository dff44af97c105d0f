/**
 * `npm run test:contract [-- --api <url> [--write]]`: runs the contract tests with Vitest (project
 * `unit`) — all of them against a mock started in-process, or the portable groups against the API
 * at <url> — and says which groups ran and which did not, and why (see contract-groups.ts).
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { CONTRACT_USAGE, parseContractArgs, planContractRun, type ContractRunPlan } from "./contract-groups.ts";
import { PROBE_PATH, probeApi } from "./contract-target.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The groups that run (or ran) and those that do not, with the reason. */
function summary(plan: ContractRunPlan, ran: boolean): string {
  const lines = [`Contract tests against ${plan.target}:`];
  for (const group of plan.run) {
    lines.push(
      `  ${ran ? "ran     " : "runs    "} ${group.name.padEnd(6)} ${group.checks} (${group.files.length} file(s))`,
    );
  }
  for (const { group, reason } of plan.notRun) {
    lines.push(`  not run  ${group.name.padEnd(6)} ${group.checks} — ${reason}`);
  }
  return lines.join("\n");
}

function vitest(plan: ContractRunPlan): Promise<number> {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(plan.env)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const files = plan.run.flatMap((group) => group.files);
  return new Promise((done) => {
    const child = spawn("npx", ["--no-install", "vitest", "run", "--project", "unit", ...files], {
      cwd: ROOT,
      env,
      stdio: "inherit",
    });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

let plan: ContractRunPlan;
try {
  plan = planContractRun(parseContractArgs(process.argv.slice(2)));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${CONTRACT_USAGE}`);
  process.exit(2);
}

console.log(summary(plan, false));
if (plan.api) {
  const problem = await probeApi(plan.api);
  if (problem) {
    console.error(
      `\n${plan.api} does not look like the API: ${problem}.\n` +
        `GET ${PROBE_PATH} should answer 200 with JSON { data: [...] }. No contract test was run.`,
    );
    process.exit(1);
  }
}
const code = await vitest(plan);
console.log(`\n${summary(plan, true)}\n${code === 0 ? "Contract tests passed." : "Contract tests failed."}`);
process.exit(code);
