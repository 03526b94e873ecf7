/**
 * A local stand-in for PayPal's REST API in tests: the calls the shop's adapter makes
 * (core/payments/paypal-provider.ts), answered the way PayPal's published API answers them.
 *
 *   POST /v1/oauth2/token                          client credentials (HTTP Basic) -> bearer token
 *   POST /v2/checkout/orders                       create; 201 with the payer-action link
 *   GET  /v2/checkout/orders/{id}                  the order
 *   POST /v2/checkout/orders/{id}/capture          APPROVED -> COMPLETED with a capture; 422 otherwise
 *   POST /v2/payments/captures/{id}/refund         refund all or part of a completed capture
 *   POST /v1/notifications/verify-webhook-signature SUCCESS for notifications `notification()` signed
 *   GET  /checkoutnow?token={id}                   the approval page: the amount, Pay and Cancel
 *   POST /checkoutnow/approve|cancel?token={id}    the shopper's choice: back to the shop's return address
 *
 * PayPal-Request-Id is honoured: a repeated write with the same id answers the first answer again.
 * Not a PayPal emulator: one purchase unit, EUR or any currency, no partial captures.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  amount: { currency_code: string; value: string };
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  capture: { id: string; status: "COMPLETED" | "PARTIALLY_REFUNDED" | "REFUNDED" | "DECLINED" } | null;
  refunds: Array<{ id: string; value: string }>;
}

export interface PayPalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, StandInOrder>;
  /** Counts of calls by "METHOD path-pattern", e.g. "POST capture". */
  calls: Map<string, number>;
  /** The shopper approves on PayPal's page: where PayPal sends them back. */
  approve(id: string): string;
  /** The shopper cancels on PayPal's page: where PayPal sends them back. */
  cancel(id: string): string;
  /** The next capture is declined by the funding source (422 INSTRUMENT_DECLINED). */
  declineNextCapture(): void;
  /** A signed webhook notification about the order, as PayPal would post it. */
  notification(eventType: string, orderId: string): { headers: Record<string, string>; body: Record<string, unknown> };
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const newId = (length = 17) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);

export interface StandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Fixed credentials for a server started elsewhere (the browser tests' shop); random by default. */
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}

export async function startPayPalStandIn(options: StandInOptions = {}): Promise<PayPalStandIn> {
  const clientId = options.clientId ?? `client-${newId(8)}`;
  const clientSecret = options.clientSecret ?? `secret-${newId(12)}`;
  const webhookId = options.webhookId ?? `WH-${newId(10)}`;
  const tokens = new Set<string>();
  const orders = new Map<string, StandInOrder>();
  const calls = new Map<string, number>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const signatures = new Set<string>();
  let declineNext = false;
  let url = "";

  const count = (key: string) => calls.set(key, (calls.get(key) ?? 0) + 1);

  function backTo(target: string, id: string): string {
    const back = new URL(target);
    back.searchParams.set("token", id);
    return back.toString();
  }

  function approve(id: string): string {
    const order = orders.get(id)!;
    if (order.status === "PAYER_ACTION_REQUIRED") order.status = "APPROVED";
    return `${backTo(order.returnUrl, id)}&PayerID=${newId(13)}`;
  }

  function orderJson(order: StandInOrder) {
    return {
      id: order.id,
      status: order.status,
      intent: "CAPTURE",
      links: [
        { href: `${url}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
        { href: `${url}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" },
      ],
      purchase_units: [
        {
          reference_id: order.customId,
          custom_id: order.customId,
          amount: order.amount,
          ...(order.capture
            ? { payments: { captures: [{ id: order.capture.id, status: order.capture.status, amount: order.amount, custom_id: order.customId, final_capture: true }] } }
            : {}),
        },
      ],
    };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://stand-in").pathname;
      const raw = await readBody(request);
      if (request.method === "POST" && path === "/v1/oauth2/token") {
        count("POST token");
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
        if (request.headers.authorization !== expected || !raw.includes("grant_type=client_credentials")) {
          return send(response, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
        }
        const token = `A21AA${newId(24)}`;
        tokens.add(token);
        return send(response, 200, { scope: "https://uri.paypal.com/services/payments", access_token: token, token_type: "Bearer", expires_in: 32400 });
      }
      if (path === "/checkoutnow" || path === "/checkoutnow/approve" || path === "/checkoutnow/cancel") {
        const id = new URL(request.url ?? "/", "http://stand-in").searchParams.get("token") ?? "";
        const order = orders.get(id);
        if (!order) {
          response.writeHead(404, { "content-type": "text/plain" });
          return response.end("No such order");
        }
        if (request.method === "POST") {
          response.writeHead(303, { location: path.endsWith("approve") ? approve(id) : backTo(order.cancelUrl, id) });
          return response.end();
        }
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(
          `<!doctype html><html lang="en"><title>PayPal stand-in</title><main><h1>Pay ${order.amount.value} ${order.amount.currency_code}</h1>` +
            `<form method="post" action="/checkoutnow/approve?token=${id}"><button>Pay with PayPal</button></form>` +
            `<form method="post" action="/checkoutnow/cancel?token=${id}"><button>Cancel and return</button></form></main></html>`,
        );
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!tokens.has(bearer)) return send(response, 401, { name: "AUTHENTICATION_FAILURE", message: "Authentication failed due to invalid authentication credentials." });
      const requestId = request.headers["paypal-request-id"];
      const replyKey = typeof requestId === "string" ? `${request.method} ${path} ${requestId}` : null;
      if (replyKey && replies.has(replyKey)) {
        const earlier = replies.get(replyKey)!;
        return send(response, earlier.status, earlier.body);
      }
      const reply = (status: number, body: unknown) => {
        if (replyKey) replies.set(replyKey, { status, body });
        send(response, status, body);
      };
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};

      if (request.method === "POST" && path === "/v2/checkout/orders") {
        count("POST orders");
        const unit = (body.purchase_units as Array<Record<string, unknown>> | undefined)?.[0];
        const amount = unit?.amount as { currency_code?: string; value?: string } | undefined;
        const context = (body.payment_source as { paypal?: { experience_context?: Record<string, string> } } | undefined)?.paypal?.experience_context;
        if (body.intent !== "CAPTURE" || !amount?.currency_code || !/^\d+\.\d{2}$/.test(amount.value ?? "") || !context?.return_url || !context.cancel_url) {
          return reply(400, { name: "INVALID_REQUEST", details: [{ issue: "MISSING_REQUIRED_PARAMETER" }] });
        }
        const order: StandInOrder = {
          id: newId(),
          status: "PAYER_ACTION_REQUIRED",
          amount: { currency_code: amount.currency_code, value: amount.value! },
          customId: String(unit?.custom_id ?? ""),
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url,
          capture: null,
          refunds: [],
        };
        orders.set(order.id, order);
        return reply(201, orderJson(order));
      }
      const orderMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
      if (orderMatch) {
        const order = orders.get(orderMatch[1]!);
        if (!order) return reply(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
        if (request.method === "GET" && !orderMatch[2]) {
          count("GET order");
          return reply(200, orderJson(order));
        }
        if (request.method === "POST" && orderMatch[2]) {
          count("POST capture");
          if (order.status === "COMPLETED") return reply(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
          if (order.status !== "APPROVED") return reply(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
          if (declineNext) {
            declineNext = false;
            return reply(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] });
          }
          order.status = "COMPLETED";
          order.capture = { id: newId(), status: "COMPLETED" };
          return reply(201, orderJson(order));
        }
      }
      const refundMatch = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
      if (request.method === "POST" && refundMatch) {
        count("POST refund");
        const order = [...orders.values()].find((candidate) => candidate.capture?.id === refundMatch[1]);
        const capture = order?.capture;
        if (!order || !capture || (capture.status !== "COMPLETED" && capture.status !== "PARTIALLY_REFUNDED")) {
          return reply(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CAPTURE_FULLY_REFUNDED" }] });
        }
        const cents = (value: string) => Math.round(Number(value) * 100);
        const left = cents(order.amount.value) - order.refunds.reduce((sum, made) => sum + cents(made.value), 0);
        const value = (body.amount as { value?: string } | undefined)?.value ?? (left / 100).toFixed(2);
        if (!(cents(value) > 0) || cents(value) > left) return reply(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "REFUND_AMOUNT_EXCEEDED" }] });
        capture.status = cents(value) === left ? "REFUNDED" : "PARTIALLY_REFUNDED";
        const refund = { id: newId(), value };
        order.refunds.push(refund);
        return reply(201, { id: refund.id, status: "COMPLETED", amount: { currency_code: order.amount.currency_code, value } });
      }
      if (request.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
        count("POST verify");
        const good = body.webhook_id === webhookId && signatures.has(String(body.transmission_sig)) && body.auth_algo === "SHA256withRSA";
        return reply(200, { verification_status: good ? "SUCCESS" : "FAILURE" });
      }
      return reply(404, { name: "RESOURCE_NOT_FOUND" });
    })().catch((error: unknown) => send(response, 500, { name: "INTERNAL_SERVER_ERROR", message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    orders,
    calls,
    approve,
    cancel(id) {
      return backTo(orders.get(id)!.cancelUrl, id);
    },
    declineNextCapture() {
      declineNext = true;
    },
    notification(eventType, orderId) {
      const signature = newId(32);
      signatures.add(signature);
      const order = orders.get(orderId);
      return {
        headers: {
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": `${url}/certs/CERT-360caa42`,
          "paypal-transmission-id": newId(16),
          "paypal-transmission-sig": signature,
          "paypal-transmission-time": new Date().toISOString(),
        },
        body: {
          id: `WH-${newId(12)}`,
          event_type: eventType,
          resource: eventType.startsWith("PAYMENT.CAPTURE.")
            ? { id: order?.capture?.id ?? newId(), supplementary_data: { related_ids: { order_id: orderId } } }
            : { id: orderId, status: order?.status },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
