/**
 * The PayPal stand-in as a process, for the browser tests (playwright.config.ts starts it beside the
 * shop): `node tests/support/paypal-stand-in-cli.ts` with PAYPAL_STAND_IN_PORT and the credentials the
 * shop is given (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID).
 */
import { startPayPalStandIn } from "./paypal-stand-in.ts";

const standIn = await startPayPalStandIn({
  port: Number(process.env.PAYPAL_STAND_IN_PORT || 3199),
  clientId: process.env.PAYPAL_CLIENT_ID,
  clientSecret: process.env.PAYPAL_CLIENT_SECRET,
  webhookId: process.env.PAYPAL_WEBHOOK_ID,
});
console.log(`PayPal stand-in on ${standIn.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
