/**
 * npm run bench -- --catalogue [--duration 10] [--clients 20] [--processes N]
 *
 * The catalogue targets (docs/benchmarks.md) on a big catalogue, each with 20 concurrent clients for `duration`
 * seconds; prints p50/p95/p99 and requests per second:
 * - the faceted listing call (GET /api/listing/) for a large group with five filters, four sort orders;
 * - the server-rendered group page with the same filters, rendered for every request (page cache off),
 *   and as served with the page cache on (a second server);
 * - text search: ten popular words asked again and again (kept answers), and thousands of distinct texts
 *   made of the catalogue's own product and brand names, some with a typo, none asked twice (cold).
 *
 * The database must already hold the catalogue: DATABASE_URL for PostgreSQL, else the PGlite folder
 * .data/bench-100k (`DATA_DIR=.data/bench-100k npm run seed -- --models 100000 --reset`). `--processes`
 * runs that many server processes (WEB_CONCURRENCY; PostgreSQL only). Figures, never pass/fail.
 */
import { Agent, request } from "node:http";
import type { FacetSection, ListingPage } from "#core/catalog/listing/types.ts";
import { closedLoop, statusOf, type LoadFigures } from "./lib/load.ts";
import { ensureBuild, startServer, type RunningServer } from "./lib/server.ts";
import { sql, type SQL } from "drizzle-orm";
import sharp from "sharp";
import { pictureUrl } from "#core/images/pictures.ts";
import { MODEL_SECTIONS } from "#app/components/admin/model-sections.ts";
import { openDatabase } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";

let durationMs = 10_000;
let clients = 20;

interface Answer {
  status: number;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent, headers: { host: `localhost:${port}` }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}


/** A form post as a browser without scripts sends it; answers the status and the redirect's location. */
function postForm(port: number, path: string, fields: Record<string, string>): Promise<{ status: number; location: string | null }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: { host: `localhost:${port}`, origin: `http://localhost:${port}`, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: typeof res.headers.location === "string" ? res.headers.location : null }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A return for the return page's figure: on PostgreSQL (the page rule's database) the bench places a delivered
 * order of its own beside the running server and sends a return of it through the form; on PGlite, which the
 * server holds alone, there is none. Answers the return page's path with its token, or null.
 */
async function benchReturnPath(port: number): Promise<string | null> {
  if (!process.env.DATABASE_URL) return null;
  const number = `B${Date.now() % 1_000_000_000}`;
  const email = "bench-return@example.invalid";
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    await handle.db.execute(sql`
      with placed as (
        insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, products_cents, total_cents, due_cents,
          reserved_until, paid_at, shipped_at, delivered_at)
        values (${number}, 'delivered', ${`bench-${number}`}, 'bench', 'fi', 'fi', ${email}, 1000, 1000, 1000, now(), now(), now(), now())
        returning id
      )
      insert into order_rows (order_id, position, kind, product_id, name, amount, unit_cents, total_cents)
      select placed.id, 0, 'product', (select min(id) from variants where is_active)::text, 'Bench', 1, 1000, 1000 from placed`);
  } finally {
    await handle.close();
  }
  const answer = await postForm(port, "/palautukset/", {
    intent: "send",
    order_number: number,
    email,
    mode: "return",
    refund_to: "original",
    "amount-0": "1",
    "reason-0": "too-small",
  });
  return answer.status === 303 ? answer.location : null;
}

/** A complaint for the complaint page's figure, sent through the form as a shopper sends it; its page's path with the token. */
async function benchComplaintPath(port: number): Promise<string | null> {
  const answer = await postForm(port, "/reklamaatio/", {
    customerName: "Bench Shopper",
    email: "bench-complaint@example.invalid",
    phone: "040 000 0000",
    salesChannel: "K",
    store: "2",
    targetStore: "2",
    timeOfPurchase: "2026-01-15",
    price: "49,90",
    manufacturer: "Bench",
    model: "Bench trousers",
    size: "M",
    complaint: "The seam came open after a week of use.",
  });
  return answer.status === 303 ? answer.location : null;
}

async function getJson<T>(port: number, path: string): Promise<T> {
  const answer = await get(port, path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as T;
}

type Figures = LoadFigures;

/** The paths taken in turn by `clients` closed loops (scripts/lib/load.ts). */
function load(port: number, name: string, paths: readonly string[], headers?: Record<string, string>): Promise<Figures> {
  let next = 0;
  return closedLoop({ name, clients, durationMs, send: () => statusOf(agent, port, paths[next++ % paths.length]!, 30_000, headers ? { headers } : {}) });
}

/**
 * The back office's figures: the staff's model search by name words, SKU and EAN (the API and the list page),
 * a model's editor, and the ERP's stock call of 100 lines (each call sets other levels, so each one writes).
 */
export async function benchBackOffice(port: number, products: readonly string[]): Promise<Figures[]> {
  if (!process.env.DATABASE_URL) {
    console.log("The back office is measured on PostgreSQL only (DATABASE_URL): the bench signs in and makes a token beside the server.");
    return [];
  }
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  let cookie: Record<string, string>;
  let bearer: Record<string, string>;
  let variants: Array<{ sku: string; ean: string | null; model_id: number }>;
  let picture: string;
  let others: string[];
  try {
    const services = createServices(handle.db);
    const login = await services.auth.login({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password, clientAddress: "192.0.2.200", lang: "fi" });
    cookie = { cookie: `auth_token=${login.token}` };
    const actor = { kind: "staff" as const, id: login.user.id, email: login.user.email, isAdmin: true };
    const created = await services.backOffice.createToken(actor, { get: (name) => (name === "name" ? `bench ${Date.now()}` : ""), all: () => ["stock:write"] });
    if (!created.ok) throw new Error("the bench's token was refused");
    bearer = { authorization: `Bearer ${created.secret}`, "content-type": "application/json" };
    variants = (
      await handle.db.execute(sql`select v.teksonumber as sku, v.ean, v.model_id from variants v where v.is_active order by v.id desc limit 4000`)
    ).rows as typeof variants;
    // One uploaded picture, once: the first run uploads it to a model of the list, later runs find it.
    const stored = async () => (await handle.db.execute(sql`select hash from picture_files where format = 'avif' order by hash limit 1`)).rows as Array<{ hash: string }>;
    if ((await stored()).length === 0) {
      const model = await services.backOffice.model(actor, variants[0]!.model_id, "fi");
      const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2e5e4e" } }).jpeg().toBuffer();
      const none = { get: () => "", all: () => [] };
      await services.backOffice.uploadPictures(actor, model.id, model.version, [{ size: jpeg.length, bytes: async () => new Uint8Array(jpeg) }], none);
    }
    picture = pictureUrl((await stored())[0]!.hash, 640, "avif");
    // A busy shop's search statistics, once: 90 days of 2,000 texts a day in each language, from 20,000 in all.
    const [counted] = (await handle.db.execute(sql`select count(*)::int as n from search_statistics`)).rows as Array<{ n: number }>;
    if (Number(counted!.n) < 100_000) {
      await handle.db.execute(sql`
        insert into search_statistics (day, lang, text, searches, zero_results)
        select current_date - d, l, 'text ' || ((t * 7919 + d * 31) % 20000), 1 + t % 50, case when t % 7 = 0 then least(1 + t % 50, 1 + t % 3) else 0 end
        from generate_series(0, 89) d, unnest(array['en', 'fi', 'sv', 'de', 'fr', 'ru']) l, generate_series(1, 2000) t
        on conflict do nothing`);
    }
    const first = async (query: SQL) => Number(((await handle.db.execute(query)).rows as Array<{ id: number }>)[0]!.id);
    others = [
      "/admin/",
      "/admin/audit/",
      "/admin/tokens/",
      "/admin/import/",
      "/admin/groups/",
      `/admin/groups/${await first(sql`select id from product_groups where depth > 0 order by id limit 1`)}/`,
      "/admin/brands/",
      `/admin/brands/${await first(sql`select id from brands order by id limit 1`)}/`,
      "/admin/stores/",
      `/admin/stores/${await first(sql`select id from stores where removed_at is null order by id limit 1`)}/`,
      "/admin/stores/new/",
      "/admin/pages/",
      `/admin/pages/${await first(sql`select id from static_pages where kind = 'page' order by id limit 1`)}/`,
      "/admin/banners/",
      `/admin/banners/${await first(sql`select id from banners order by id limit 1`)}/`,
      "/admin/settings/",
      "/admin/keywords/",
      "/admin/searches/?lang=fi&days=90",
      "/admin/search-words/?lang=fi",
      `/admin/search-words/${await first(sql`select id from search_synonyms where lang = 'fi' order by id limit 1`)}/`,
      `/admin/keywords/${await first(sql`select id from keyword_popups order by id limit 1`)}/`,
      "/admin/products/new/",
    ];
  } finally {
    await handle.close();
  }
  const words = products.slice(0, 200).map((path) => path.split("/").filter(Boolean).at(-1)!.split("-").slice(0, 2).join(" "));
  const searches = [
    ...words.map((word) => `q=${encodeURIComponent(word)}`),
    ...variants.slice(0, 100).map((variant) => `q=${variant.sku}`),
    ...variants.slice(100, 200).flatMap((variant) => (variant.ean ? [`q=${variant.ean}`] : [])),
  ];
  const rows: Figures[] = [];
  process.stdout.write("measuring the back office...\n");
  durationMs ||= 10_000;
  rows.push(await load(port, "GET /api/admin/products/ (name, SKU, EAN)", searches.map((query) => `/api/admin/products/?${query}`), cookie));
  rows.push(await load(port, "SSR admin model list (name, SKU, EAN)", searches.map((query) => `/admin/products/?${query}`), cookie));
  // Each part of a model's editor is a page of its own, measured over the same 200 models.
  const edited = [...new Set(variants.map((variant) => variant.model_id))].slice(0, 200);
  for (const [section, { path }] of Object.entries(MODEL_SECTIONS)) {
    const editors = edited.map((id) => `/admin/products/${id}/${path ? `${path}/` : ""}`);
    rows.push(await load(port, `SSR admin model editor: ${section}`, editors, cookie));
  }
  // Every other kind of back-office page, each at the same clients (one page of each kind).
  for (const path of others) {
    process.stdout.write(`measuring ${path}...\n`);
    rows.push(await load(port, `SSR admin ${path}`, [path], cookie));
  }
  rows.push(await load(port, "GET an uploaded picture (640 AVIF)", [picture]));
  let round = 0;
  rows.push(
    await closedLoop({
      name: "PUT /api/integration/stock/ (100 lines)",
      clients,
      durationMs,
      send: () => {
        // Each call its own hundred variants, as calls of one ERP follow each other.
        const start = (round++ * 100) % (variants.length - 100);
        const items = variants.slice(start, start + 100).map((variant, index) => ({ sku: variant.sku, store: 20, quantity: (round + index) % 50 }));
        return statusOf(agent, port, "/api/integration/stock/", 30_000, { method: "PUT", headers: bearer, body: JSON.stringify({ items }) });
      },
    }),
  );
  return rows;
}

interface GroupNode {
  id: number;
  path: string;
  children: GroupNode[];
}

function flatten(nodes: GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Five filters that keep some products: the most common values of five sections of the unfiltered group. */
function fiveFilters(facets: readonly FacetSection[]): URLSearchParams {
  const params = new URLSearchParams();
  const top = (param: string, count = 2) => {
    const section = facets.find((facet) => facet.param === param);
    const values = [...(section?.values ?? [])].sort((a, b) => b.count - a.count).slice(0, count);
    if (values.length > 0) params.set(param, values.map((value) => value.value).join(","));
  };
  top("manufacturer", 5);
  top("size", 4);
  top("color", 3);
  top("store", 3);
  const price = facets.find((facet) => facet.param === "price")?.range;
  if (price) params.set("price", `${Math.floor(price.min)}-${Math.ceil(price.min + (price.max - price.min) * 0.6)}`);
  return params;
}

const SEARCH_WORDS = ["takki", "teltta", "reppu", "kengät", "sukset", "makuupussi", "hanskat", "pipo", "kuoritakki", "vaelluskengät"];

/** A word with two neighbouring letters swapped in the middle: the commonest typo. */
function swapTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

/** The beginnings of texts from two letters on, in typing order, text after text: what suggestions are asked. */
export function typedPrefixes(texts: readonly string[], wanted: number): string[] {
  const out: string[] = [];
  for (const text of texts) {
    for (let length = 2; length <= text.length && out.length < wanted; length++) if (text[length - 1] !== " ") out.push(text.slice(0, length));
    if (out.length >= wanted) break;
  }
  return out;
}

/**
 * Search texts shoppers could type, none twice: words, pairs of neighbouring words and "brand word" of the
 * catalogue's own names, and a typo of each longer word, in a fixed shuffled order.
 */
export async function distinctSearchTexts(port: number, wanted: number): Promise<string[]> {
  const texts = new Set<string>();
  for (let offset = 0; texts.size < wanted && offset < 100_000; offset += 120) {
    const page = await getJson<ListingPage>(port, `/api/listing/?source=catalog&sort=alphabetical&limit=120&offset=${offset}`);
    if (page.items.length === 0) break;
    for (const card of page.items) {
      const words = card.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
      for (const [index, word] of words.entries()) {
        texts.add(word);
        if (index > 0) texts.add(`${words[index - 1]} ${word}`);
        texts.add(`${card.manufacturer.toLowerCase()} ${word}`);
        if (word.length >= 6) texts.add(swapTypo(word));
      }
    }
  }
  // Deterministic shuffle (a linear congruential generator), so runs compare.
  const list = [...texts];
  let state = 12345;
  for (let i = list.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

function printTable(rows: Figures[]): void {
  const header = [`target (${clients} clients)`, "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "failures"];
  const body = rows.map((r) => [r.name, String(r.requests), String(r.rps), String(r.p50), String(r.p95), String(r.p99), String(r.failures)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}

/** Bytes of an answer as sent with `accept-encoding: br, gzip` (what a browser downloads). */
function compressedSize(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, agent, headers: { host: `localhost:${port}`, "accept-encoding": "br, gzip" }, timeout: 30_000 },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * The JavaScript a first visit to a page downloads (target: under 150 KB compressed): the module
 * scripts and module preloads the server-rendered HTML names, each counted once, compressed.
 */
export async function firstLoadJavaScript(port: number, pagePath: string): Promise<{ files: number; bytes: number }> {
  const html = (await get(port, pagePath)).body;
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  let bytes = 0;
  for (const url of urls) bytes += await compressedSize(port, url);
  return { files: urls.size, bytes };
}

/**
 * Product page paths of `wanted` models spread over the whole catalogue (ten cards from each of
 * `wanted / 10` places in the default order), so the product benchmark reads models it has not read
 * before, as shoppers do.
 */
export async function productPaths(port: number, wanted: number): Promise<string[]> {
  const first = await getJson<ListingPage>(port, "/api/listing/?source=catalog&limit=1");
  const blocks = Math.max(1, Math.ceil(wanted / 10));
  const gap = Math.max(10, Math.floor(first.total / blocks));
  const paths: string[] = [];
  for (let block = 0; block < blocks && paths.length < wanted; block++) {
    const page = await getJson<ListingPage>(port, `/api/listing/?source=catalog&limit=10&offset=${Math.min(block * gap, 100_000)}`);
    for (const card of page.items) if (paths.length < wanted) paths.push(card.path);
  }
  return paths;
}

export async function benchCatalogue(options: {
  durationSeconds: number;
  clients: number;
  processes: number;
  backOfficeOnly?: boolean;
  searchOnly?: boolean;
}): Promise<void> {
  durationMs = options.durationSeconds * 1000;
  clients = options.clients;
  await ensureBuild();
  if (options.processes > 1 && !process.env.DATABASE_URL) throw new Error("--processes above 1 needs DATABASE_URL (PGlite is one process)");
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (.data/bench-100k)";
  // Capacity at the given clients: load shedding off (the overload figures of `npm run bench` take it on).
  // The integration calls' limit per token is lifted too: the bench measures the call, not its limit.
  const serverEnv = { SEED_MODELS: "100000", WEB_CONCURRENCY: String(options.processes), MAX_IN_FLIGHT: "0", INTEGRATION_CALLS_PER_MINUTE: "1000000" };
  console.log(`Starting the production server on ${database}, ${options.processes} process(es), page cache off...`);
  let server: RunningServer = await startServer({ name: "bench-catalogue", dataDir: ".data/bench-100k", env: { ...serverEnv, PAGE_CACHE_MS: "0" } });
  const rows: Figures[] = [];
  let pagePaths: string[] = [];
  let javaScriptKb: number | null = null;
  try {
    const port = server.port;
    const { productGroups } = await getJson<{ productGroups: GroupNode[] }>(port, "/api/product-groups/");
    const candidates = flatten(productGroups);
    let largest: { group: GroupNode; page: ListingPage } | null = null;
    for (const group of candidates.filter((candidate) => candidate.children.length > 0)) {
      const page = await getJson<ListingPage>(port, `/api/listing/?source=group&id=${group.id}&limit=1`);
      if (!largest || page.total > largest.page.total) largest = { group, page };
    }
    if (!largest) throw new Error("no product group with sub-groups found");
    const filters = fiveFilters(largest.page.facets);
    const filtered = await getJson<ListingPage>(port, `/api/listing/?source=group&id=${largest.group.id}&${filters}&limit=60`);
    console.log(`Group /${largest.group.path}/ holds ${largest.page.total} models; with five filters (${filters}) ${filtered.total}.`);

    const sorts = ["", "&sort=newest", "&sort=lowest", "&sort=offers"];
    const apiPaths = sorts.map((sort) => `/api/listing/?source=group&id=${largest.group.id}&${filters}&limit=60${sort}`);
    pagePaths = sorts.map((sort) => `/${largest.group.path}/?${filters}${sort}`);
    const searchPaths = SEARCH_WORDS.map((word) => `/api/listing/?source=search&text=${encodeURIComponent(word)}&limit=60`);
    const texts = await distinctSearchTexts(port, 20_000);
    const distinctPaths = texts.map((text) => `/api/listing/?source=search&text=${encodeURIComponent(text)}&limit=60`);
    console.log(`${texts.length} distinct search texts from the catalogue's names.`);
    // What the header's field asks as a shopper types the distinct texts: every beginning from two letters, more
    // than a run asks, so none is asked twice but as the texts share it ("te" of "teltta" and "telakka").
    const typedPaths = typedPrefixes(texts, 40_000).map((text) => `/api/search/suggestions/?text=${encodeURIComponent(text)}`);
    if (options.searchOnly) {
      // The search's figures beside the rendered group page of the same minutes, the yardstick.
      rows.push(await load(port, "SSR group page (5 filters), rendered", pagePaths));
      rows.push(await load(port, "GET /api/listing/ search, 10 repeated words", searchPaths));
      rows.push(await load(port, "GET /api/listing/ search, distinct texts", distinctPaths));
      rows.push(await load(port, "GET /api/search/suggestions/ (as typed)", typedPaths));
      console.log("");
      printTable(rows);
      return;
    }
    if (options.backOfficeOnly) {
      // The back office's figures beside the rendered group page of the same minutes: the machine's speed varies
      // by day, and the group page is the yardstick the back office's pages are read against.
      const products = await productPaths(port, 200);
      rows.push(await load(port, "SSR group page (5 filters), rendered", pagePaths));
      rows.push(...(await benchBackOffice(port, products)));
      console.log("");
      printTable(rows);
      return;
    }
    const products = await productPaths(port, 1000);
    const productApiPaths = products.map((path) => `/api/products/productmodel/${path.split("/").filter(Boolean).at(-1)}/`);
    console.log(`${products.length} product pages spread over the catalogue.`);
    const weight = await firstLoadJavaScript(port, products[0]!);
    javaScriptKb = Math.round(weight.bytes / 1024);
    console.log(`Product page first-load JavaScript: ${weight.files} files, ${javaScriptKb} KB compressed (target under 150).`);

    for (const [name, paths] of [
      ["GET /api/listing/ (group, 5 filters)", apiPaths],
      ["SSR group page (5 filters), rendered", pagePaths],
      ["GET /api/listing/ search, 10 repeated words", searchPaths],
      ["GET /api/listing/ search, distinct texts", distinctPaths],
      ["GET /api/search/suggestions/ (as typed)", typedPaths],
      ["GET /api/products/productmodel/ (distinct)", productApiPaths],
      ["SSR product page (distinct), rendered", products],
      ["SSR return form /palautukset/", ["/palautukset/"]],
      ["SSR complaint form /reklamaatio/", ["/reklamaatio/"]],
      ["SSR question form /kysy/", ["/kysy/"]],
      ["SSR newsletter /metsauutiskirje/", ["/metsauutiskirje/"]],
      ["SSR corporate page /yritysmyynti/", ["/yritysmyynti/"]],
      ["SSR campaign page /kampanjat/talven-tarjoukset/", ["/kampanjat/talven-tarjoukset/"]],
      ["SSR club offers /kampanjat/kanta-asiakasedut/", ["/kampanjat/kanta-asiakasedut/"]],
    ] as const) {
      process.stdout.write(`measuring ${name}...\n`);
      rows.push(await load(port, name, paths));
    }
    const returnPath = await benchReturnPath(port);
    if (returnPath) rows.push(await load(port, "SSR a return's page", [returnPath]));
    else console.log("A return's page is measured on PostgreSQL only (DATABASE_URL).");
    const complaintPath = await benchComplaintPath(port);
    if (!complaintPath) throw new Error("The bench's complaint was refused: the complaint form's fields have changed.");
    rows.push(await load(port, "SSR a complaint's page", [complaintPath]));
    rows.push(...(await benchBackOffice(port, products)));
  } finally {
    await server.stop();
  }

  console.log("Starting it again with the page cache on (PAGE_CACHE_MS=10000)...");
  server = await startServer({ name: "bench-catalogue-cached", dataDir: ".data/bench-100k", env: { ...serverEnv, PAGE_CACHE_MS: "10000" } });
  try {
    const name = "SSR group page (5 filters), as served";
    process.stdout.write(`measuring ${name}...\n`);
    rows.push(await load(server.port, name, pagePaths));
  } finally {
    await server.stop();
    agent.destroy();
  }
  console.log("");
  printTable(rows);
  const figure = (name: string) => rows.find((row) => row.name.startsWith(name))?.p95;
  console.log(
    `\nlisting p95 ${figure("GET /api/listing/ (group")} ms (target under 50), group page p95 ${figure("SSR group page (5 filters), rendered")} ms rendered, ` +
      `${figure("SSR group page (5 filters), as served")} ms as served (target under 150), search p95 ${figure("GET /api/listing/ search, 10")} ms repeated, ` +
      `${figure("GET /api/listing/ search, distinct")} ms distinct (target under 50), ` +
      `product page p95 ${figure("SSR product page")} ms rendered (target under 120), first-load JavaScript ${javaScriptKb} KB (target under 150)`,
  );
}
