/**
 * npm run bench -- --checkout [--duration 10] [--clients 50]
 *
 * The checkout target (p95 under 30 ms at 50 clients): POST /api/checkout/ with a 10-row cart (ten orderable variants of the
 * catalogue, two of them two pieces, a discount code and a gift card code), `clients` concurrent
 * clients for `duration` seconds, each sending again as soon as its answer arrived. The server runs on
 * DATABASE_URL (PostgreSQL) or the PGlite folder .data/bench. Prints p50/p95/p99; figures, not pass/fail.
 */
import { Agent, request } from "node:http";
import { closedLoop } from "./lib/load.ts";
import { ensureBuild, startServer } from "./lib/server.ts";

const agent = new Agent({ keepAlive: true, maxSockets: 128 });

function call(port: number, method: "GET" | "POST", path: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `localhost:${port}` };
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    const req = request({ host: "127.0.0.1", port, path, method, agent, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(body);
  });
}

interface ModelAnswer {
  products: Array<{ id: number; is_orderable: boolean; stock_data: { in_stock: number } }>;
}

/** Ten orderable variants with at least two pieces, one per model, from the catalogue's first cards. */
async function tenVariants(port: number): Promise<number[]> {
  const listing = JSON.parse((await call(port, "GET", "/api/listing/?source=catalog&limit=60")).text) as { items: Array<{ path: string }> };
  const ids: number[] = [];
  for (const item of listing.items) {
    if (ids.length === 10) break;
    const slug = item.path.split("/").filter(Boolean).at(-1)!;
    const answer = await call(port, "GET", `/api/products/productmodel/${slug}/`);
    if (answer.status !== 200) continue;
    const variant = (JSON.parse(answer.text) as ModelAnswer).products.find((product) => product.is_orderable && product.stock_data.in_stock >= 2);
    if (variant) ids.push(variant.id);
  }
  if (ids.length < 10) throw new Error(`only ${ids.length} orderable variants found for the cart`);
  return ids;
}

export async function benchCheckout(options: { durationSeconds: number; clients: number }): Promise<void> {
  await ensureBuild();
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (.data/bench)";
  console.log(`Starting the production server on ${database}...`);
  // Capacity at 50 clients: load shedding off.
  const server = await startServer({ name: "bench-checkout", dataDir: ".data/bench", env: { MAX_IN_FLIGHT: "0" } });
  try {
    const ids = await tenVariants(server.port);
    const body = JSON.stringify({
      products: ids.map((id, index) => ({ productId: String(id), amount: index < 2 ? 2 : 1, frozen: false, extra_data: null })),
      discount_codes: ["TALVI15", "LAHJA-25-DEMO"],
      country_code: "fi",
      repack: true,
      pageName: "cart",
    });
    const check = await call(server.port, "POST", "/api/checkout/", body);
    if (check.status !== 200) throw new Error(`POST /api/checkout/ answered ${check.status}: ${check.text.slice(0, 200)}`);
    const answer = JSON.parse(check.text) as { products: Array<{ is_available: boolean }>; total_price: number; errors: string[] };
    console.log(`Cart: ${answer.products.filter((row) => row.is_available).length} of 10 rows sellable, total ${answer.total_price} cents, ${answer.errors.length} messages.`);
    console.log(`${options.clients} clients, 2 s warm-up, then ${options.durationSeconds} s.`);
    const figures = await closedLoop({
      name: "POST /api/checkout/ (10 rows)",
      clients: options.clients,
      durationMs: options.durationSeconds * 1000,
      send: async () => (await call(server.port, "POST", "/api/checkout/", body)).status,
    });
    console.log("");
    console.log("target                          req/s  p50 ms  p95 ms  p99 ms  failures");
    console.log(
      `${figures.name.padEnd(30)}  ${String(figures.rps).padStart(5)}  ${String(figures.p50).padStart(6)}  ${String(figures.p95).padStart(6)}  ${String(figures.p99).padStart(6)}  ${String(figures.failures).padStart(8)}`,
    );
    console.log(`\np95 ${figures.p95} ms (target under 30 ms at 50 clients on PostgreSQL)`);
  } finally {
    await server.stop();
  }
}
