import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** A real server process of the production build, as another host behind the load balancer would run it. */
export interface Server {
  port: number;
  appName: string;
  process: ChildProcess;
  exited: Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

export const origin = (server: Server) => `http://localhost:${server.port}`;

/** Starts `server/main.ts` on `port` against the database and waits until it answers its health check. */
export async function startShopServer({ databaseUrl, port, appName, extraEnv = {} }: { databaseUrl: string; port: number; appName: string; extraEnv?: Record<string, string> }): Promise<Server> {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first.");
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      // Each process's connections carry its name, so a test can see which of them wait on a lock.
      PGAPPNAME: appName,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: process.env.SHOP_SERVER_LOGS ? "info" : "error",
      ...extraEnv,
    },
    stdio: ["ignore", process.env.SHOP_SERVER_LOGS ? "inherit" : "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server = { port, appName, process: child, exited };
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const health = await fetch(`${origin(server)}/healthz/`);
      if (health.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (waited > 60_000) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
