/**
 * The overload figures of `npm run bench`: server-rendered product pages (page cache off) first at 20 clients
 * in a closed loop, which finds the rate one process can serve, then sent at three times that rate for ten
 * seconds whatever the answers (an open loop). Load shedding (MAX_IN_FLIGHT) should answer at least 99% with
 * a page or a 503 within one second, and the server should serve pages in normal time again within five
 * seconds after. Figures, never pass/fail.
 */
import { Agent } from "node:http";
import { productPaths } from "./bench-catalogue.ts";
import { closedLoop, openLoop, percentile, statusOf } from "./lib/load.ts";
import { httpGet, type RunningServer } from "./lib/server.ts";

const OVERLOAD = 3;
const OVERLOAD_MS = 10_000;
const TIMEOUT_MS = 15_000;

export interface OverloadFigures {
  saturationRps: number;
  normalP99: number;
  rate: number;
  sent: number;
  pages: number;
  shed: number;
  failed: number;
  answeredWithinSecond: number;
  pageP50: number;
  pageP99: number;
  recoveryMs: number | null;
}

export async function benchOverload(server: RunningServer): Promise<OverloadFigures> {
  // The first listing of a big catalogue builds the process's indexes: waited for, not measured.
  await httpGet(server.port, "/api/listing/?source=catalog&limit=1", "localhost", 300_000);
  const paths = await productPaths(server.port, 500);
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const send = () => statusOf(agent, server.port, paths[next++ % paths.length]!, TIMEOUT_MS);
  try {
    const normal = await closedLoop({ name: "product page, 20 clients", clients: 20, durationMs: 5000, send });
    const rate = normal.rps * OVERLOAD;
    const answers = await openLoop({ rate, durationMs: OVERLOAD_MS, send });
    // Recovery: from the end of the flood, one request every 100 ms until three in a row are pages in normal time.
    const endedAt = performance.now();
    let inARow = 0;
    let recoveryMs: number | null = null;
    while (performance.now() - endedAt < 30_000) {
      const sentAt = performance.now();
      const status = await send().catch(() => 0);
      const ms = performance.now() - sentAt;
      inARow = status === 200 && ms <= Math.max(normal.p99, 50) ? inARow + 1 : 0;
      if (inARow === 3) {
        recoveryMs = Math.round(performance.now() - endedAt);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - ms)));
    }
    const pages = answers.filter((answer) => answer.status === 200);
    const pageMs = pages.map((answer) => answer.ms).sort((a, b) => a - b);
    return {
      saturationRps: normal.rps,
      normalP99: normal.p99,
      rate,
      sent: answers.length,
      pages: pages.length,
      shed: answers.filter((answer) => answer.status === 503).length,
      failed: answers.filter((answer) => answer.status !== 200 && answer.status !== 503).length,
      answeredWithinSecond: answers.filter((answer) => (answer.status === 200 || answer.status === 503) && answer.ms <= 1000).length / Math.max(1, answers.length),
      pageP50: Math.round(percentile(pageMs, 50)),
      pageP99: Math.round(percentile(pageMs, 99)),
      recoveryMs,
    };
  } finally {
    agent.destroy();
  }
}

export function printOverload(figures: OverloadFigures): void {
  const share = (figures.answeredWithinSecond * 100).toFixed(1);
  console.log(
    `\noverload: one process serves ${figures.saturationRps} product pages/s (p99 ${figures.normalP99} ms at 20 clients); ` +
      `at ${OVERLOAD}x (${figures.rate}/s for ${OVERLOAD_MS / 1000} s, ${figures.sent} requests): ${figures.pages} pages (p50 ${figures.pageP50} ms, p99 ${figures.pageP99} ms), ` +
      `${figures.shed} shed with 503, ${figures.failed} failed or other; ${share}% answered with a page or 503 within 1 s (target at least 99%); ` +
      `back to normal ${figures.recoveryMs === null ? "not within 30 s" : `${figures.recoveryMs} ms`} after (target within 5000 ms)`,
  );
}
