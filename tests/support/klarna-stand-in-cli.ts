/**
 * The Klarna stand-in as a process, for the browser tests (playwright.config.ts starts it beside the
 * shop): `node tests/support/klarna-stand-in-cli.ts` with KLARNA_STAND_IN_PORT and the credentials the
 * shop is given (KLARNA_USERNAME, KLARNA_PASSWORD).
 */
import { startKlarnaStandIn } from "./klarna-stand-in.ts";

const standIn = await startKlarnaStandIn({
  port: Number(process.env.KLARNA_STAND_IN_PORT || 3198),
  username: process.env.KLARNA_USERNAME,
  password: process.env.KLARNA_PASSWORD,
});
console.log(`Klarna stand-in on ${standIn.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
