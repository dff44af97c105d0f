import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { connect } from "node:net";

const children = new Set<ChildProcess>();

/** Starts a long-running process that is stopped with this one. Output goes through unchanged. */
export function startProcess(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: "inherit", ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

export function stopAll(): void {
  for (const child of children) child.kill("SIGTERM");
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on("exit", stopAll);

/** True once something accepts connections on localhost:port. */
export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect({ port, host: "localhost" });
    socket.once("connect", () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once("error", () => resolvePromise(false));
  });
}

/** Waits until localhost:port accepts connections, or fails after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortOpen(port)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`Nothing is listening on port ${port} after ${timeoutMs / 1000} s`);
}

/** Fails early with a clear message when a port the command needs is taken. */
export async function assertPortFree(port: number, variable: string): Promise<void> {
  if (await isPortOpen(port)) {
    console.error(`Port ${port} is already in use. Stop what runs there or choose another port with ${variable}.`);
    process.exit(1);
  }
}

/** Runs a command to completion and resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolvePromise(1));
  });
}

/** Prints where the started servers listen, and how to stop them. */
export function announce(servers: Record<string, string>): void {
  const width = Math.max(...Object.keys(servers).map((name) => name.length)) + 2;
  const lines = Object.entries(servers).map(([name, url]) => `  ${`${name}:`.padEnd(width)}${url}`);
  console.log(["", ...lines, "", "  Press Ctrl+C to stop them.", ""].join("\n"));
}
