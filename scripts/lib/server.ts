/**
 * Starts the production server (`node server/main.ts`) as a child process for scripts that measure it
 * (bench, lighthouse). The child gets its own process group so that stopping it also stops anything it
 * spawned, and its output goes to a log file so a failed start can be explained.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const REPORTS_DIR = path.join(ROOT, "reports");

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Builds the app unless build/ already holds a server bundle. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(ROOT, "build/server")) && existsSync(path.join(ROOT, "build/client"))) return;
  console.log("build/ is missing: running npm run build");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * GET over IPv4 loopback with an explicit Host header: the server picks the storefront language from
 * the host, and `localhost` may resolve to ::1 where the server does not listen.
 */
export function httpGet(port: number, pathname: string, host = "localhost", timeoutMs = 10_000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: pathname, headers: { host: `${host}:${port}` }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`GET ${pathname} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

export interface RunningServer {
  port: number;
  /** http://localhost:PORT (plain localhost is the Finnish storefront). */
  origin: string;
  /** Milliseconds from spawn until /healthz/ answered 200. */
  readyMs: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Names the log file: reports/<name>-server.log. */
  name: string;
  /** PGlite data folder; ignored by the server when DATABASE_URL is set. */
  dataDir: string;
  port?: number;
  /** First start migrates and seeds the demo catalogue, which takes a while. */
  timeoutMs?: number;
  /** Extra environment for the server (e.g. PAGE_CACHE_MS). */
  env?: Record<string, string>;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const timeoutMs = options.timeoutMs ?? Number(process.env.SERVER_START_TIMEOUT_MS || 300_000);
  mkdirSync(REPORTS_DIR, { recursive: true });
  mkdirSync(path.dirname(path.resolve(ROOT, options.dataDir)), { recursive: true });
  const logFile = path.join(REPORTS_DIR, `${options.name}-server.log`);
  const logFd = openSync(logFile, "w");

  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      // Logging every request would measure the logger; errors and warnings still reach the log file.
      LOG_LEVEL: process.env.LOG_LEVEL || "warn",
      ...options.env,
    },
  });
  closeSync(logFd);

  let exited: string | null = null;
  const exitedPromise = new Promise<void>((resolve) => {
    child.on("exit", (code, signal) => {
      exited = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
    child.on("error", (error) => {
      exited = error.message;
      resolve();
    });
  });

  const killGroup = (signal: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  // Last resort if the parent dies without calling stop(): never leave a server behind.
  const onExit = () => killGroup("SIGKILL");
  process.on("exit", onExit);
  // The child has its own process group, so Ctrl-C in the terminal does not reach it: pass it on.
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server`);
    void stop().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const stop = async () => {
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    if (exited) return;
    killGroup("SIGTERM");
    const timer = setTimeout(() => killGroup("SIGKILL"), 10_000);
    await exitedPromise;
    clearTimeout(timer);
  };

  try {
    for (;;) {
      if (exited) throw new Error(`server exited during start (${exited})`);
      if (performance.now() - started > timeoutMs) throw new Error(`server not healthy after ${timeoutMs} ms`);
      const answer = await httpGet(port, "/healthz/", "localhost", 2_000).catch(() => null);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    console.error(`--- last lines of ${path.relative(ROOT, logFile)} ---\n${tail(logFile)}`);
    throw error;
  }

  return {
    port,
    origin: `http://localhost:${port}`,
    readyMs: Math.round(performance.now() - started),
    logFile,
    stop,
  };
}
