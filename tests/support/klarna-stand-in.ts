/**
 * A local stand-in for Klarna's Checkout (KCO v3) and Order Management APIs in tests: the calls the shop's
 * adapter makes (core/payments/klarna-provider.ts), answered the way Klarna's published API answers them,
 * and a checkout frame a browser can buy in.
 *
 *   POST  /checkout/v3/orders                          create; the lines must add up (400 BAD_VALUE)
 *   POST  /checkout/v3/orders/{id}                     update; 403 READ_ONLY_ORDER once completed
 *   GET   /checkout/v3/orders/{id}                     the checkout (its confirmation snippet once completed)
 *   GET   /ordermanagement/v1/orders/{id}              the order, 404 NO_SUCH_ORDER until completed
 *   POST  /ordermanagement/v1/orders/{id}/acknowledge  204
 *   PATCH /ordermanagement/v1/orders/{id}/merchant-references  204
 *   POST  /ordermanagement/v1/orders/{id}/captures     Klarna-Idempotency-Key honoured; 201
 *   POST  /ordermanagement/v1/orders/{id}/refunds      Klarna-Idempotency-Key honoured; 201
 *   POST  /ordermanagement/v1/orders/{id}/cancel       204 for an uncaptured order
 *   GET   /checkout/frame/{id}                         the checkout frame: the address and Buy
 *   POST  /checkout/frame/{id}/buy                     the shopper buys: the merchant's validation, then completion and push
 *   GET   /web-sdk/v1/klarna.js                        on-site messaging: defines <klarna-placement>, which asks for its message
 *   GET   /messaging/placement?client_id=&key=&locale=&purchase_amount=   the message (CORS open, as Klarna's)
 *
 * HTTP Basic with the configured username and password. Not a Klarna emulator: one country and currency
 * per order, no shipping options, every purchase authorised unless told otherwise.
 */
import { randomUUID } from "node:crypto";
import { lookup, type LookupAddress, type LookupOptions } from "node:dns";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Line {
  type: string;
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface StandInKlarnaOrder {
  order_id: string;
  status: "checkout_incomplete" | "checkout_complete";
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: Line[];
  merchant_urls: { terms: string; checkout: string; confirmation: string; push: string; validation: string };
  billing_address?: Record<string, string>;
  shipping_address?: Record<string, string>;
  /** Order Management's side, once completed. */
  managed: null | {
    status: "AUTHORIZED" | "PART_CAPTURED" | "CAPTURED" | "CANCELLED";
    fraud_status: "ACCEPTED" | "PENDING" | "REJECTED";
    captured_amount: number;
    refunded_amount: number;
    merchant_reference1: string | null;
    acknowledged: boolean;
  };
}

export interface KlarnaStandIn {
  url: string;
  username: string;
  password: string;
  orders: Map<string, StandInKlarnaOrder>;
  /** Counts of calls by name: "create", "update", "capture", "acknowledge", "validation", "push"... */
  calls: Map<string, number>;
  /**
   * The shopper buys in the checkout frame: Klarna calls the merchant's validation address and, when it
   * answers 200, completes the order and pushes. Answers where Klarna sends the shopper.
   */
  buy(id: string, address: Record<string, string>): Promise<{ redirect: string } | { error: string }>;
  close(): Promise<void>;
}

export interface KlarnaStandInOptions {
  port?: number;
  username?: string;
  password?: string;
  /** The push is sent after the shopper's redirect, as Klarna does; false: not sent (a test sends it). */
  push?: boolean;
}

/**
 * The stand-in's web SDK: each <klarna-placement> asks the stand-in for its message with the client id of
 * the script tag, and shows it in its shadow root, as Klarna's SDK does with Klarna's messages.
 */
const MESSAGING_SDK = `(() => {
  const script = document.currentScript;
  const clientId = script ? script.dataset.clientId || "" : "";
  const origin = script ? new URL(script.src).origin : "";
  class Placement extends HTMLElement {
    connectedCallback() {
      const query = new URLSearchParams({ client_id: clientId, key: this.dataset.key || "", locale: this.dataset.locale || "", purchase_amount: this.dataset.purchaseAmount || "" });
      fetch(origin + "/messaging/placement?" + query).then((reply) => reply.json()).then((answer) => {
        const root = this.shadowRoot || this.attachShadow({ mode: "open" });
        const message = document.createElement("p");
        message.textContent = answer.text || "";
        root.replaceChildren(message);
      });
    }
  }
  if (!customElements.get("klarna-placement")) customElements.define("klarna-placement", Placement);
})();
`;

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, body === undefined ? headers : { "content-type": "application/json", ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** *.localhost is the loopback, as browsers resolve it (the storefronts' local hosts); others as the system does. */
function loopbackLookup(hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
    return;
  }
  lookup(hostname, options, callback as never);
}

/** Klarna's calls to the merchant (validation, push): a POST, redirects not followed. */
function postToMerchant(url: string, body = ""): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: "POST", lookup: loopbackLookup as never, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (incoming) => {
        incoming.resume();
        resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location ?? null });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Klarna's rules for the lines of a checkout: each line adds up, and the lines add up to the order. */
function badValue(input: Partial<StandInKlarnaOrder>): string | null {
  const lines = input.order_lines;
  if (!Array.isArray(lines) || lines.length === 0) return "order_lines";
  if (typeof input.purchase_country !== "string" || typeof input.purchase_currency !== "string" || typeof input.locale !== "string") return "purchase_country";
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || !Number.isInteger(line.unit_price)) return "order_lines.quantity";
    if (line.total_amount !== line.unit_price * line.quantity - line.total_discount_amount) return "order_lines.total_amount";
    const net = Math.round((line.total_amount * 10000) / (10000 + line.tax_rate));
    if (Math.abs(line.total_tax_amount - (line.total_amount - net)) > 1) return "order_lines.total_tax_amount";
  }
  if (input.order_amount !== lines.reduce((sum, line) => sum + line.total_amount, 0)) return "order_amount";
  if (input.order_tax_amount !== lines.reduce((sum, line) => sum + line.total_tax_amount, 0)) return "order_tax_amount";
  const urls = input.merchant_urls;
  if (!urls || ["terms", "checkout", "confirmation", "push"].some((key) => typeof urls[key as keyof typeof urls] !== "string")) return "merchant_urls";
  return null;
}

export async function startKlarnaStandIn(options: KlarnaStandInOptions = {}): Promise<KlarnaStandIn> {
  const username = options.username ?? `PK_${randomUUID().slice(0, 8)}`;
  const password = options.password ?? `secret_${randomUUID().slice(0, 12)}`;
  const orders = new Map<string, StandInKlarnaOrder>();
  const calls = new Map<string, number>();
  const captures = new Map<string, number>();
  /** Refunds made, by their idempotency key. */
  const refunds = new Set<string>();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
  let base = "";

  const withId = (url: string, id: string) => url.replace("{checkout.order.id}", encodeURIComponent(id));

  function checkoutView(order: StandInKlarnaOrder) {
    const { managed: _managed, ...view } = order;
    const frame = order.status === "checkout_complete" ? `${base}/checkout/frame/${order.order_id}/confirmation` : `${base}/checkout/frame/${order.order_id}`;
    // Like Klarna's: a container and a script that builds the frame, with the API the merchant's page calls.
    const html_snippet =
      `<div id="klarna-checkout-container"><script type="text/javascript">(function(){` +
      `var c=document.getElementById("klarna-checkout-container");var f=document.createElement("iframe");` +
      `f.src=${JSON.stringify(frame)};f.title="Klarna Checkout";f.name="klarna-checkout-iframe";f.style.cssText="width:100%;min-height:560px;border:0";c.appendChild(f);` +
      `window._klarnaCheckout=function(cb){cb({suspend:function(){f.setAttribute("data-suspended","1")},resume:function(){f.removeAttribute("data-suspended");f.src=f.src}})};` +
      `window.addEventListener("message",function(e){if(e.origin===${JSON.stringify(base)}&&e.data&&e.data.type==="klarna-redirect"){window.location.href=e.data.url}});` +
      `})();</script></div>`;
    return { ...view, html_snippet };
  }

  async function buy(id: string, address: Record<string, string>): Promise<{ redirect: string } | { error: string }> {
    const order = orders.get(id);
    if (!order || order.status !== "checkout_incomplete") return { error: "not open" };
    order.billing_address = { ...address, country: order.purchase_country.toLowerCase() };
    order.shipping_address = { ...address, country: order.purchase_country.toLowerCase() };
    count("validation");
    const validation = await postToMerchant(order.merchant_urls.validation, JSON.stringify(checkoutView(order)));
    if (validation.status === 303) return { redirect: validation.location ?? order.merchant_urls.checkout };
    if (validation.status !== 200) return { error: `validation answered ${validation.status}` };
    order.status = "checkout_complete";
    order.managed = { status: "AUTHORIZED", fraud_status: "ACCEPTED", captured_amount: 0, refunded_amount: 0, merchant_reference1: null, acknowledged: false };
    if (options.push !== false) {
      // Klarna pushes shortly after the shopper is sent to the confirmation page.
      setTimeout(() => {
        count("push");
        void postToMerchant(withId(order.merchant_urls.push, id)).catch(() => {});
      }, 1500);
    }
    return { redirect: withId(order.merchant_urls.confirmation, id) };
  }

  function framePage(order: StandInKlarnaOrder): string {
    const euros = (order.order_amount / 100).toFixed(2);
    const field = (name: string, label: string, type = "text") =>
      `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" type="${type}" required></p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Klarna Checkout (stand-in)</title>
<style>body{font-family:sans-serif;margin:12px;color:#17120f}input{padding:6px;width:90%}button{padding:10px 18px;background:#ffb3c7;border:0;font-weight:bold}</style></head>
<body><main><h1>Klarna</h1><p>Total <output id="total">${euros} ${escapeHtml(order.purchase_currency)}</output></p>
<form id="buy">${field("given_name", "First name")}${field("family_name", "Last name")}${field("email", "Email", "email")}${field("street_address", "Street address")}${field("postal_code", "Postal code")}${field("city", "City")}${field("phone", "Phone", "tel")}
<button type="submit">Buy</button><p id="problem" role="alert"></p></form></main>
<script>
document.getElementById("buy").addEventListener("submit", async function (event) {
  event.preventDefault();
  var data = Object.fromEntries(new FormData(event.target).entries());
  var reply = await fetch(${JSON.stringify(`/checkout/frame/${order.order_id}/buy`)}, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) });
  var answer = await reply.json();
  if (answer.redirect) parent.postMessage({ type: "klarna-redirect", url: answer.redirect }, "*");
  else document.getElementById("problem").textContent = answer.error;
});
</script></body></html>`;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const path = url.pathname;
      const method = request.method ?? "GET";
      const text = await readBody(request);

      // On-site messaging runs in the shop's page: no credentials, the client id names the store.
      if (path === "/web-sdk/v1/klarna.js") {
        response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
        return response.end(MESSAGING_SDK);
      }
      if (path === "/messaging/placement") {
        count("placement");
        const amount = Number(url.searchParams.get("purchase_amount"));
        const clientId = url.searchParams.get("client_id") ?? "";
        if (!clientId || !Number.isInteger(amount) || amount <= 0) return send(response, 400, { error_code: "BAD_VALUE" }, { "access-control-allow-origin": "*" });
        const text = `Klarna ${url.searchParams.get("locale")}: ${url.searchParams.get("key")} for ${amount} (${clientId}), 3 x ${Math.ceil(amount / 3)}`;
        return send(response, 200, { text }, { "access-control-allow-origin": "*" });
      }

      // The checkout frame is the shopper's, not the merchant's: no credentials.
      const frame = /^\/checkout\/frame\/([\w-]+)(\/buy|\/confirmation)?$/.exec(path);
      if (frame) {
        const order = orders.get(frame[1]!);
        if (!order) return send(response, 404, { error_code: "NOT_FOUND" });
        if (frame[2] === "/buy" && method === "POST") return send(response, 200, await buy(order.order_id, JSON.parse(text || "{}") as Record<string, string>));
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(
          frame[2] === "/confirmation"
            ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Klarna</title></head><body><p>Klarna: your purchase is complete. Klarna sends the payment details to ${escapeHtml(order.billing_address?.email ?? "")}.</p></body></html>`
            : framePage(order),
        );
      }

      const expected = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
      if (request.headers.authorization !== expected) return send(response, 401, { error_code: "UNAUTHORIZED", error_messages: ["Bad credentials"] });
      const body = text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);

      if (path === "/checkout/v3/orders" && method === "POST") {
        count("create");
        const problem = badValue(body as Partial<StandInKlarnaOrder>);
        if (problem) return send(response, 400, { error_code: "BAD_VALUE", error_messages: [`Bad value: ${problem}`] });
        const order = { ...(body as unknown as StandInKlarnaOrder), order_id: randomUUID(), status: "checkout_incomplete" as const, managed: null };
        orders.set(order.order_id, order);
        return send(response, 200, checkoutView(order));
      }
      const checkout = /^\/checkout\/v3\/orders\/([\w-]+)$/.exec(path);
      if (checkout) {
        const order = orders.get(checkout[1]!);
        if (!order) return send(response, 404, { error_code: "NOT_FOUND", error_messages: ["No such order"] });
        if (method === "GET") return send(response, 200, checkoutView(order));
        count("update");
        if (order.status !== "checkout_incomplete") return send(response, 403, { error_code: "READ_ONLY_ORDER", error_messages: ["Resource is read-only"] });
        const problem = badValue(body as Partial<StandInKlarnaOrder>);
        if (problem) return send(response, 400, { error_code: "BAD_VALUE", error_messages: [`Bad value: ${problem}`] });
        Object.assign(order, body, { order_id: order.order_id, status: order.status, managed: null });
        return send(response, 200, checkoutView(order));
      }
      const managed = /^\/ordermanagement\/v1\/orders\/([\w-]+)(\/[\w-]+)?$/.exec(path);
      if (managed) {
        const order = orders.get(managed[1]!);
        const state = order?.managed;
        if (!order || !state) return send(response, 404, { error_code: "NO_SUCH_ORDER", error_messages: ["No such order"] });
        const action = managed[2] ?? "";
        if (action === "" && method === "GET") {
          count("read");
          return send(response, 200, {
            order_id: order.order_id,
            status: state.status,
            fraud_status: state.fraud_status,
            order_amount: order.order_amount,
            captured_amount: state.captured_amount,
            refunded_amount: state.refunded_amount,
            purchase_currency: order.purchase_currency,
            merchant_reference1: state.merchant_reference1,
          });
        }
        if (action === "/acknowledge" && method === "POST") {
          count("acknowledge");
          state.acknowledged = true;
          return send(response, 204);
        }
        if (action === "/merchant-references" && method === "PATCH") {
          state.merchant_reference1 = typeof body.merchant_reference1 === "string" ? body.merchant_reference1 : state.merchant_reference1;
          return send(response, 204);
        }
        if (action === "/captures" && method === "POST") {
          const key = String(request.headers["klarna-idempotency-key"] ?? "");
          if (key && captures.has(key)) return send(response, 201, undefined, { "capture-id": String(captures.get(key)) });
          count("capture");
          const amount = Number(body.captured_amount);
          if (state.status === "CANCELLED" || !Number.isInteger(amount) || amount <= 0 || state.captured_amount + amount > order.order_amount) {
            return send(response, 403, { error_code: "CAPTURE_NOT_ALLOWED", error_messages: ["Capture not allowed"] });
          }
          state.captured_amount += amount;
          state.status = state.captured_amount === order.order_amount ? "CAPTURED" : "PART_CAPTURED";
          if (key) captures.set(key, state.captured_amount);
          return send(response, 201, undefined, { "capture-id": String(state.captured_amount) });
        }
        if (action === "/refunds" && method === "POST") {
          const key = String(request.headers["klarna-idempotency-key"] ?? "");
          if (key && refunds.has(key)) return send(response, 201);
          count("refund");
          const amount = Number(body.refunded_amount);
          if (!Number.isInteger(amount) || amount <= 0 || state.refunded_amount + amount > state.captured_amount) {
            return send(response, 403, { error_code: "REFUND_NOT_ALLOWED", error_messages: ["Refund not allowed"] });
          }
          state.refunded_amount += amount;
          if (key) refunds.add(key);
          return send(response, 201);
        }
        if (action === "/cancel" && method === "POST") {
          count("cancel");
          if (state.captured_amount > 0) return send(response, 403, { error_code: "CANCEL_NOT_ALLOWED", error_messages: ["Captured"] });
          state.status = "CANCELLED";
          return send(response, 204);
        }
      }
      send(response, 404, { error_code: "NOT_FOUND", error_messages: [`${method} ${path}`] });
    })().catch((error: unknown) => send(response, 500, { error_code: "INTERNAL", error_messages: [String(error)] }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    username,
    password,
    orders,
    calls,
    buy,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
