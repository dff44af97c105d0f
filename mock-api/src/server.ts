import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import jsonServer from "json-server";
import { visitorResponseSchema, type VisitorResponse } from "@studio/api";
import { PUBLIC_DIR, prepareDatabase } from "./database.ts";

export interface MockApiOptions {
  /** JSON file holding the data; created from the seed when missing. */
  dbFile: string;
  /** Log every request (json-server's logger). */
  logRequests?: boolean;
}

/**
 * The mock API as an Express app (json-server used as a module): only the contract's paths are
 * answered, json-server's generic REST routes are not mounted, and the lowdb database behind its
 * router reads and persists the data.
 */
export function createMockApi({ dbFile, logRequests = false }: MockApiOptions) {
  prepareDatabase(dbFile);
  const app = jsonServer.create();
  const router = jsonServer.router(dbFile);
  const db = router.db;

  // CORS for the dev and preview origins, JSON body parsing, optional request log; no static files.
  app.use(jsonServer.defaults({ logger: logRequests, noCors: false, static: PUBLIC_DIR }));
  app.use(jsonServer.bodyParser);

  app.post("/api/visitor", (_req, res) => {
    const previous = Number(db.get("visitor.count").value()) || 0;
    const body: VisitorResponse = visitorResponseSchema.parse({ count: previous + 1 });
    db.set("visitor.count", body.count).write();
    res.status(200).json(body);
  });

  app.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  return app;
}

/** Starts the mock API and resolves once it listens. */
export function startMockApi(options: MockApiOptions & { port: number; host?: string }): Promise<Server> {
  const app = createMockApi(options);
  return new Promise((resolvePromise, reject) => {
    const server = app.listen(options.port, options.host ?? "localhost", () => resolvePromise(server));
    server.once("error", reject);
  });
}

export function serverUrl(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://localhost:${port}`;
}
