import { request, type Agent } from "node:http";

/**
 * A closed-loop load generator for the benchmarks: `clients` loops, each sending its next request as
 * soon as the previous answer arrived, first for a warm-up, then for the measured time. Figures only.
 */
export interface LoadFigures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `send` answers the HTTP status of one request; anything but 200 (or a thrown error) is a failure. */
export async function closedLoop(options: { name: string; clients: number; durationMs: number; warmUpMs?: number; send: () => Promise<number> }): Promise<LoadFigures> {
  const loop = async (until: number, record: number[] | null, failures: { n: number }) => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await options.send().catch(() => 0);
      if (status !== 200) failures.n++;
      record?.push(performance.now() - started);
    }
  };
  const warmUntil = performance.now() + (options.warmUpMs ?? 2000);
  await Promise.all(Array.from({ length: options.clients }, () => loop(warmUntil, null, { n: 0 })));
  const latencies: number[] = [];
  const failures = { n: 0 };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, () => loop(started + options.durationMs, latencies, failures)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    failures: failures.n,
  };
}

/** One answer of an open-loop run: its HTTP status (0 for a failure or a timeout) and when it came. */
export interface OpenLoopAnswer {
  status: number;
  ms: number;
}

/**
 * An open-loop load: `rate` requests a second for `durationMs`, each sent on time whether or not earlier ones
 * were answered, as shoppers arrive. What a closed loop cannot show: how the server treats more than it can do.
 */
export async function openLoop(options: { rate: number; durationMs: number; send: () => Promise<number> }): Promise<OpenLoopAnswer[]> {
  const answers: Array<Promise<OpenLoopAnswer>> = [];
  const started = performance.now();
  const fire = () => {
    const sentAt = performance.now();
    answers.push(
      options.send().then(
        (status) => ({ status, ms: performance.now() - sentAt }),
        () => ({ status: 0, ms: performance.now() - sentAt }),
      ),
    );
  };
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(options.rate * (Math.min(elapsed, options.durationMs) / 1000), (options.rate * options.durationMs) / 1000);
      while (answers.length < Math.floor(due)) fire();
      if (elapsed >= options.durationMs) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  return Promise.all(answers);
}

/**
 * GET for the load loops: the status only, the body read and dropped. Decoding 200 KB pages into strings
 * cost the load generator as much CPU as the server spent answering them, on the same two cores.
 */
export function statusOf(
  agent: Agent,
  port: number,
  path: string,
  timeoutMs: number,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  const method = options.method ?? "GET";
  const headers = { host: `localhost:${port}`, ...options.headers, ...(options.body === undefined ? {} : { "content-length": String(Buffer.byteLength(options.body)) }) };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, agent, headers, timeout: timeoutMs }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(options.body);
  });
}
