/**
 * The local OpenID Connect provider as a process, for the browser tests (playwright.config.ts starts it
 * and gives the shop its issuer): `node tests/support/oidc-stand-in-cli.ts` with OIDC_STAND_IN_PORT,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.
 */
import { startOidcStandIn } from "./oidc-stand-in.ts";

const standIn = await startOidcStandIn({
  port: Number(process.env.OIDC_STAND_IN_PORT || 3195),
  clientId: process.env.OIDC_CLIENT_ID || "e2e-shop",
  clientSecret: process.env.OIDC_CLIENT_SECRET || "e2e-secret",
});
console.log(`OpenID Connect stand-in at ${standIn.issuer}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
