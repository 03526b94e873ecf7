/**
 * The outside services of the browser tests in one process, started side by side (playwright.config.ts
 * starts it beside the shop): `node tests/support/stand-ins-cli.ts` with
 * - PayPal's stand-in on PAYPAL_STAND_IN_PORT with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID;
 * - Klarna's stand-in on KLARNA_STAND_IN_PORT with KLARNA_USERNAME, KLARNA_PASSWORD;
 * - the OpenID Connect provider on OIDC_STAND_IN_PORT with OIDC_CLIENT_ID, OIDC_CLIENT_SECRET;
 * - the SMTP capture on SMTP_CAPTURE_PORT, whose mail is read on SMTP_CAPTURE_HTTP_PORT:
 *   GET /messages?to=address answers that recipient's mail as JSON (to, subject, text), oldest first.
 * The messages address answers only once all four listen, so it is the one to wait for.
 */
import { createServer } from "node:http";
import { startKlarnaStandIn } from "./klarna-stand-in.ts";
import { startOidcStandIn } from "./oidc-stand-in.ts";
import { startPayPalStandIn } from "./paypal-stand-in.ts";
import { startSmtpCapture } from "./smtp-capture.ts";

const [paypal, klarna, oidc, capture] = await Promise.all([
  startPayPalStandIn({
    port: Number(process.env.PAYPAL_STAND_IN_PORT || 3199),
    clientId: process.env.PAYPAL_CLIENT_ID,
    clientSecret: process.env.PAYPAL_CLIENT_SECRET,
    webhookId: process.env.PAYPAL_WEBHOOK_ID,
  }),
  startKlarnaStandIn({
    port: Number(process.env.KLARNA_STAND_IN_PORT || 3198),
    username: process.env.KLARNA_USERNAME,
    password: process.env.KLARNA_PASSWORD,
  }),
  startOidcStandIn({
    port: Number(process.env.OIDC_STAND_IN_PORT || 3195),
    clientId: process.env.OIDC_CLIENT_ID || "e2e-shop",
    clientSecret: process.env.OIDC_CLIENT_SECRET || "e2e-secret",
  }),
  startSmtpCapture({ port: Number(process.env.SMTP_CAPTURE_PORT || 3197) }),
]);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://capture");
  if (request.method !== "GET" || url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = capture.messages
    .filter((mail) => !to || mail.envelope.to.some((address) => address.toLowerCase() === to))
    .map((mail) => ({ to: mail.envelope.to, subject: mail.subject, text: mail.text }));
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
});
const httpPort = Number(process.env.SMTP_CAPTURE_HTTP_PORT || 3196);
await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
console.log(`PayPal stand-in on ${paypal.url}, Klarna stand-in on ${klarna.url}, OpenID Connect stand-in at ${oidc.issuer}`);
console.log(`SMTP capture on ${capture.url}, messages on http://127.0.0.1:${httpPort}/messages`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    http.close();
    void Promise.allSettled([paypal.close(), klarna.close(), oidc.close(), capture.close()]).then(() => process.exit(0));
  });
}
