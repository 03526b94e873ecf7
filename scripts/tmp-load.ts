import { Agent } from "node:http";
import { closedLoop, statusOf } from "./lib/load.ts";
const agent = new Agent({ keepAlive: true, maxSockets: 20 });
for (const path of process.argv.slice(2)) {
  const f = await closedLoop({ name: path, clients: 20, durationMs: 6000, send: () => statusOf(agent, 4820, path, 10000) });
  console.log(path, Math.round(f.rps), "req/s p95", Math.round(f.p95));
}
